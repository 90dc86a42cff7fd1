/**
 * What the window says about sync and keys — in the tray's words (src/shared/sync-words.ts and
 * words.ts), so that both speak the same language.
 */
import type { KeyState } from '../../../shared/accounts'
import type { SyncStatus } from '../../../shared/sync'
import { statusText as sharedStatusText } from '../../../shared/sync-words'

export { ago, formatCount as formatNumber, plural } from '../../../shared/sync-words'

/** The tray's status line: "Synced 2 min ago", "Syncing 1,200 of 6,000", "Offline — 3 edits waiting". */
export function statusText(status: SyncStatus, networkAvailable: boolean, now: number): string {
  return sharedStatusText(status, { networkAvailable, now })
}

export type Tone = 'neutral' | 'busy' | 'good' | 'warning' | 'danger'

/** The colour of a status line. */
export function statusTone(status: SyncStatus, networkAvailable: boolean): Tone {
  if (status.connection === 'offline' || !networkAvailable) return 'warning'
  if (status.activities.length > 0 || status.pendingEdits > 0) return 'busy'
  if (status.lastError) return 'danger'
  return status.lastSweepAt === null ? 'neutral' : 'good'
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
    advice:
      'The key is saved, but the service could not be reached to check it. SiteTray checks it as soon as the service answers.',
    tone: 'warning',
  },
  refused: {
    title: 'Key refused',
    advice:
      "The service no longer accepts this key. Create or copy a key in the service's account area (API section) and enter it below. If its administrator restores it, SiteTray notices by itself.",
    tone: 'danger',
  },
  'no-api': {
    title: 'Plan without API access',
    advice:
      "The key is valid, but this account's plan does not include the API (anymore), and a new key cannot change that. SiteTray keeps your changes and sends them when the plan includes the API again; it checks by itself.",
    tone: 'warning',
  },
  missing: {
    title: 'No key on this computer',
    advice: "SiteTray has no API key for this account. Enter the key from the service's account area below.",
    tone: 'danger',
  },
  keychain: {
    title: 'Keychain locked',
    advice:
      'SiteTray could not read the system keychain, where it keeps API keys. Unlock the keychain (or start your keyring service), then try the connection again. SiteTray never stores keys anywhere else.',
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
