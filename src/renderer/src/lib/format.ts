/**
 * What the window says about sync, privacy and edits — in the tray's words
 * (src/main/tray-menu.ts), so that both speak the same language.
 * The wording of `statusText` and `ago` must stay the tray's; they are copied
 * because the tray module is main-process code the renderer cannot import.
 */
import type { KeyState } from '../../../shared/accounts'
import type { SyncStatus } from '../../../shared/sync'
import type { Privacy } from '../../../shared/website'

const numberFormat = new Intl.NumberFormat('en-US')

export function formatNumber(value: number): string {
  return numberFormat.format(value)
}

export function plural(count: number, noun: string): string {
  return `${numberFormat.format(count)} ${noun}${count === 1 ? '' : 's'}`
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

/** The tray's status line: "Synced 2 min ago", "Syncing 1,200 of 6,000", "Offline — 3 edits waiting". */
export function statusText(status: SyncStatus, networkAvailable: boolean, now: number): string {
  if (status.connection === 'offline' || !networkAvailable) {
    return status.pendingEdits > 0 ? `Offline — ${plural(status.pendingEdits, 'edit')} waiting` : 'Offline'
  }
  const sweep = status.activities.find((activity) => activity.kind === 'sweeping')
  if (sweep) {
    return sweep.websitesTotal !== null
      ? `Syncing ${numberFormat.format(Math.min(sweep.websitesDone, sweep.websitesTotal))} of ${numberFormat.format(sweep.websitesTotal)}`
      : 'Syncing…'
  }
  if (status.pendingEdits > 0) return `Sending ${plural(status.pendingEdits, 'edit')}…`
  if (status.lastError) return `Sync problem: ${status.lastError.message}`
  if (status.lastSweepAt === null) return status.activities.length > 0 ? 'Syncing…' : 'Not synced yet'
  return `Synced ${ago(Date.parse(status.lastSweepAt), now)}`
}

export type Tone = 'neutral' | 'busy' | 'good' | 'warning' | 'danger'

/** The colour of a status line. */
export function statusTone(status: SyncStatus, networkAvailable: boolean): Tone {
  if (status.connection === 'offline' || !networkAvailable) return 'warning'
  if (status.activities.length > 0 || status.pendingEdits > 0) return 'busy'
  if (status.lastError) return 'danger'
  return status.lastSweepAt === null ? 'neutral' : 'good'
}

export const PRIVACY_LABELS: Record<Privacy, string> = { 0: 'Public', 1: 'Private', 2: 'Password' }

export const PRIVACY_HINTS: Record<Privacy, string> = {
  0: 'Anyone with the link can see the statistics.',
  1: 'Only you can see the statistics.',
  2: 'Visitors need a password to see the statistics.',
}

/** The tray's words for a key that needs the user, or null when the key is fine. */
export function keyProblemLabel(keyState: KeyState): string | null {
  switch (keyState) {
    case 'refused':
      return 'API key refused — fix…'
    case 'missing':
      return 'No API key — add it…'
    case 'keychain':
      return 'Keychain locked — open…'
    default:
      return null
  }
}

export interface KeyStateText {
  title: string
  advice: string
  tone: Tone
}

export const KEY_STATES: Record<KeyState, KeyStateText> = {
  verified: { title: 'Key verified', advice: 'The service accepted this API key.', tone: 'good' },
  unverified: {
    title: 'Key not yet verified',
    advice: 'The key is saved, but the service could not be reached to check it. SiteTray checks it as soon as the service answers.',
    tone: 'warning',
  },
  refused: {
    title: 'Key refused',
    advice: 'The service no longer accepts this key. Create or copy a key in the service\'s account area (API section) and enter it below.',
    tone: 'danger',
  },
  missing: {
    title: 'No key on this computer',
    advice: 'SiteTray has no API key for this account. Enter the key from the service\'s account area below.',
    tone: 'danger',
  },
  keychain: {
    title: 'Keychain locked',
    advice: 'SiteTray could not read the system keychain, where it keeps API keys. Unlock the keychain (or start your keyring service), then try the connection again. SiteTray never stores keys anywhere else.',
    tone: 'danger',
  },
}

/** The host of a service address, for labels ("stats.example.com"). */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host
  } catch {
    return baseUrl
  }
}
