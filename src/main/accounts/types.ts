import type { Variant } from '../../shared/website'

/** An account as stored in the data folder. Its API key is never here: it lives in the OS keychain under `id`. */
export interface AccountProfile {
  /** Random UUID; also the keychain account name and the mirror folder name. */
  id: string
  label: string
  /** The checked service address (parseServiceUrl), without the API path. */
  baseUrl: string
  variant: Variant
  createdAt: string
}

/** The OS keychain, or a stand-in in tests. Keys are stored under service `SiteTray`, account = profile id. */
export interface SecretStore {
  get(accountId: string): Promise<string | null>
  set(accountId: string, secret: string): Promise<void>
  /** Resolves to whether a secret was there. */
  delete(accountId: string): Promise<boolean>
}

/**
 * Why "test connection" failed, each shown to the user with its own advice.
 * `invalid_address`: refused before any request (not a URL, or http:// to another computer).
 */
export type ConnectionProblem = 'unauthorized' | 'forbidden' | 'unreachable' | 'wrong_address' | 'rate_limited' | 'server' | 'invalid_address'

export type ConnectionResult =
  | { ok: true; variant: Variant; accountName: string | null }
  | { ok: false; problem: ConnectionProblem; message: string }
