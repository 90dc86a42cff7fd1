/**
 * Accounts: profiles on disk, API keys in the OS keychain, and the connection
 * checks run before an account is saved. Plain Node, no Electron.
 */
export { openProfileStore, normalizeBaseUrl, PROFILES_FILE_NAME, LABEL_MAX_LENGTH } from './profiles'
export type { ProfileStore, NewAccountProfile, ProfileFileRecovery } from './profiles'
export {
  createKeytarSecretStore,
  createMemorySecretStore,
  KeychainError,
  DEFAULT_KEYCHAIN_SERVICE,
} from './secret-store'
export type { KeytarModule, KeytarSecretStoreOptions, KeychainErrorKind, KeychainOperation } from './secret-store'
export { detectService, testConnection } from './connection'
export type { ConnectionCheckOptions, TestConnectionOptions } from './connection'
export type { RunRequest } from './http'
export type { AccountProfile, SecretStore, ConnectionProblem, ConnectionResult } from './types'
