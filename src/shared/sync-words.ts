/**
 * How SiteTray says where an account's sync stands — the same words in the
 * tray menu and in the window: "Synced 2 min ago", "Syncing 1,200 of 6,000",
 * "Offline — 3 edits waiting", in the language shown (docs/architecture.md, "Languages").
 */
import { formatNumber, formatRelative, t, tn, type MessageKey } from './i18n'
import type { SyncStatus } from './sync'

/** 6000 → "6,000" (English), "6.000" (German). */
export function formatCount(count: number): string {
  return formatNumber(count)
}

export function statusText(status: SyncStatus, state: { networkAvailable: boolean; now: number }): string {
  if (status.connection === 'offline' || !state.networkAvailable) {
    return status.pendingEdits > 0 ? tn('sync.status.offlineWaiting', status.pendingEdits) : t('sync.status.offline')
  }
  // A bulk change the user just started says how far it is, before a sweep that may run beside it.
  const applying = status.activities.find((activity) => activity.kind === 'applying')
  if (applying) return batchProgressText(applying.done, applying.total)
  const sweep = status.activities.find((activity) => activity.kind === 'sweeping')
  if (sweep) {
    return sweep.websitesTotal !== null
      ? t('sync.status.syncingOf', {
          done: formatCount(Math.min(sweep.websitesDone, sweep.websitesTotal)),
          total: formatCount(sweep.websitesTotal),
        })
      : t('sync.status.syncing')
  }
  if (status.pendingEdits > 0) return tn('sync.status.sending', status.pendingEdits)
  if (status.lastError) return t('sync.status.problem', { message: status.lastError.message })
  if (status.lastSweepAt === null) {
    return status.activities.length > 0 ? t('sync.status.syncing') : t('sync.status.notYet')
  }
  return t('sync.status.synced', { ago: ago(Date.parse(status.lastSweepAt), state.now) })
}

/** How far bulk changes have come: "Applying to 12 of 35" (websites done, of all of them). */
export function batchProgressText(done: number, total: number): string {
  return t('sync.status.applying', { done: formatCount(done), total: formatCount(total) })
}

/**
 * "just now", then Intl's short relative time in the language shown: "2 min. ago", "vor 3 Std.", "il y a 2 j",
 * "3小时前" — never later than now, whatever a clock that went back says.
 */
export function ago(then: number, now: number): string {
  const elapsed = Math.max(0, now - then)
  return elapsed < 60_000 ? t('sync.ago.justNow') : formatRelative(now - elapsed, now)
}

/** The nouns SiteTray counts, each a plural message with the language's forms. */
const COUNTED: Readonly<Record<string, MessageKey>> = {
  edit: 'common.count.edit',
  conflict: 'common.count.conflict',
  day: 'common.count.day',
  website: 'common.count.website',
  'more website': 'common.count.moreWebsite',
  visitor: 'common.count.visitor',
  line: 'common.count.line',
}

/**
 * "3 edits": a noun SiteTray counts, in the language shown with its plural forms. Prefer `tn` with a message of
 * your own; a noun not in the catalogs is counted the English way (never shown today).
 */
export function plural(count: number, noun: string): string {
  const key = Object.hasOwn(COUNTED, noun) ? COUNTED[noun] : undefined
  if (key) return tn(key, count)
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`
}
