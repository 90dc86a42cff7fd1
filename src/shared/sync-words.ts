/**
 * How SiteTray says where an account's sync stands — the same words in the
 * tray menu and in the window: "Synced 2 min ago", "Syncing 1,200 of 6,000",
 * "Offline — 3 edits waiting".
 */
import type { SyncStatus } from './sync'

const numberFormat = new Intl.NumberFormat('en-US')

/** 6000 → "6,000". */
export function formatCount(count: number): string {
  return numberFormat.format(count)
}

export function statusText(status: SyncStatus, state: { networkAvailable: boolean; now: number }): string {
  if (status.connection === 'offline' || !state.networkAvailable) {
    return status.pendingEdits > 0 ? `Offline — ${plural(status.pendingEdits, 'edit')} waiting` : 'Offline'
  }
  // A bulk change the user just started says how far it is, before a sweep that may run beside it.
  const applying = status.activities.find((activity) => activity.kind === 'applying')
  if (applying) return batchProgressText(applying.done, applying.total)
  const sweep = status.activities.find((activity) => activity.kind === 'sweeping')
  if (sweep) {
    return sweep.websitesTotal !== null
      ? `Syncing ${formatCount(Math.min(sweep.websitesDone, sweep.websitesTotal))} of ${formatCount(sweep.websitesTotal)}`
      : 'Syncing…'
  }
  if (status.pendingEdits > 0) return `Sending ${plural(status.pendingEdits, 'edit')}…`
  if (status.lastError) return `Sync problem: ${status.lastError.message}`
  if (status.lastSweepAt === null) return status.activities.length > 0 ? 'Syncing…' : 'Not synced yet'
  return `Synced ${ago(Date.parse(status.lastSweepAt), state.now)}`
}

/** How far bulk changes have come: "Applying to 12 of 35" (websites done, of all of them). */
export function batchProgressText(done: number, total: number): string {
  return `Applying to ${formatCount(done)} of ${formatCount(total)}`
}

/** "just now", "2 min ago", "3 h ago", "2 days ago". */
export function ago(then: number, now: number): string {
  const minutes = Math.floor(Math.max(0, now - then) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 24) return `${hours} h ago`
  return `${plural(Math.floor(hours / 24), 'day')} ago`
}

export function plural(count: number, noun: string): string {
  return `${formatCount(count)} ${noun}${count === 1 ? '' : 's'}`
}
