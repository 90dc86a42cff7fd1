/**
 * What the window says about sync and keys — in the tray's words (src/shared/sync-words.ts and
 * words.ts), so that both speak the same language.
 */
import type { KeyState } from '../../../shared/accounts'
import { t } from '../../../shared/i18n'
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

type KeyStateName = 'verified' | 'unverified' | 'refused' | 'noApi' | 'missing' | 'keychain'

/** Words read when they are shown (getters), so that they are in the language shown now. */
function keyStateText(name: KeyStateName, tone: Tone): KeyStateText {
  return {
    get title() {
      return t(`list.keyStates.${name}.title`)
    },
    get advice() {
      return t(`list.keyStates.${name}.advice`)
    },
    tone,
  }
}

export const KEY_STATES: Record<KeyState, KeyStateText> = {
  verified: keyStateText('verified', 'good'),
  unverified: keyStateText('unverified', 'warning'),
  refused: keyStateText('refused', 'danger'),
  'no-api': keyStateText('noApi', 'warning'),
  missing: keyStateText('missing', 'danger'),
  keychain: keyStateText('keychain', 'danger'),
}

/** The host of a service address, for labels ("stats.example.com"). */
export function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host
  } catch {
    return baseUrl
  }
}
