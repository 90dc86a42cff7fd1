export type { AccountProfile, ConnectionProblem, ConnectionResult } from '../../shared/accounts'

/** The OS keychain, or a stand-in in tests. Keys are stored under service `SiteTray`, account = profile id. */
export interface SecretStore {
  get(accountId: string): Promise<string | null>
  set(accountId: string, secret: string): Promise<void>
  /** Resolves to whether a secret was there. */
  delete(accountId: string): Promise<boolean>
}
