/** Accounts as the tray and the window see them. The API key itself never leaves the main process. */
import type { SyncStatus } from './sync'
import type { Variant } from './website'

/** An account as stored in the data folder. Its API key is never here: it lives in the OS keychain under `id`. */
export interface AccountProfile {
  /** Random UUID; also the keychain account name and the mirror folder name. */
  id: string
  label: string
  /** The checked service address (parseServiceUrl), without the API path. */
  baseUrl: string
  variant: Variant
  createdAt: string
  /** The API key was saved while the service could not be reached: it is tried when the service answers again. */
  keyUnverified?: boolean
}

/**
 * Why "test connection" failed, each shown to the user with its own advice.
 * `invalid_address`: refused before any request (not a URL, or http:// to another computer).
 */
export type ConnectionProblem =
  'unauthorized' | 'forbidden' | 'unreachable' | 'wrong_address' | 'rate_limited' | 'server' | 'invalid_address'

export type ConnectionResult =
  | { ok: true; variant: Variant; accountName: string | null }
  | { ok: false; problem: ConnectionProblem; message: string }

/**
 * Where the account's key stands:
 * - `verified`: the service accepted it;
 * - `unverified`: saved while the service could not be reached, checked when it answers again;
 * - `refused`: the service said no to the key (401): the user has to enter another, or its
 *   administrator restore it (SiteTray asks again by itself);
 * - `no-api`: the key is valid but the account's plan does not include the API (403): a key
 *   cannot help; SiteTray keeps the changes and asks again by itself until the plan has it;
 * - `missing`: there is none on this computer;
 * - `keychain`: the OS keychain could not be read (locked, no Secret Service).
 */
export type KeyState = 'verified' | 'unverified' | 'refused' | 'no-api' | 'missing' | 'keychain'

export interface AccountSummary extends AccountProfile {
  /** Whether a key is stored; the key itself is write-only from outside main. */
  hasApiKey: boolean
  keyState: KeyState
  status: SyncStatus
}
