/**
 * API keys live in the OS keychain (docs/architecture.md, "Security"), never in a file: if the
 * keychain cannot be used, the user is told so and nothing is stored.
 */
import type { SecretStore } from './types'
import { t } from '../../shared/i18n'

export const DEFAULT_KEYCHAIN_SERVICE = 'SiteTray'

/** The part of keytar this store uses; tests inject a stand-in with the same shape. */
export interface KeytarModule {
  getPassword(service: string, account: string): Promise<string | null>
  setPassword(service: string, account: string, password: string): Promise<void>
  deletePassword(service: string, account: string): Promise<boolean>
}

/**
 * unavailable: no keychain to talk to (no D-Bus session, no Secret Service, the native module missing);
 * locked: it is there but refuses until the user unlocks it;
 * failed: anything else it reported.
 */
export type KeychainErrorKind = 'unavailable' | 'locked' | 'failed'
export type KeychainOperation = 'read' | 'save' | 'delete'

/**
 * What the user reads when the keychain refuses. It carries no cause: the
 * underlying error is reduced to its scrubbed text (`detail`), so this is safe
 * to log and to send over IPC.
 */
export class KeychainError extends Error {
  readonly kind: KeychainErrorKind
  readonly operation: KeychainOperation
  /** The keychain's own words, without any secret; for support, not for deciding anything. */
  readonly detail: string

  constructor(
    kind: KeychainErrorKind,
    operation: KeychainOperation,
    detail: string,
    platform: NodeJS.Platform = process.platform,
  ) {
    super(keychainMessage(kind, operation, detail, platform))
    this.name = 'KeychainError'
    this.kind = kind
    this.operation = operation
    this.detail = detail
  }

  toJSON(): { name: string; kind: KeychainErrorKind; operation: KeychainOperation; message: string } {
    return { name: this.name, kind: this.kind, operation: this.operation, message: this.message }
  }
}

function platformAdvice(kind: KeychainErrorKind, platform: NodeJS.Platform): string {
  if (platform === 'darwin') return kind === 'locked' ? t('sync.keychain.macLocked') : t('sync.keychain.mac')
  if (platform === 'win32') return t('sync.keychain.windows')
  return kind === 'locked' ? t('sync.keychain.linuxLocked') : t('sync.keychain.linux')
}

function keychainMessage(
  kind: KeychainErrorKind,
  operation: KeychainOperation,
  detail: string,
  platform: NodeJS.Platform,
): string {
  const named = {
    because: detail === '' ? '' : t('sync.keychain.because', { detail }),
    operation: t(`sync.keychain.operation.${operation}`),
    advice: platformAdvice(kind, platform),
  }
  return t(`sync.keychain.${kind}`, named)
}

// libsecret, macOS and Windows texts are not translated by keytar, but they are
// not a contract either: anything unrecognised is reported as `failed`, never lost.
const UNAVAILABLE_PATTERNS = [
  /autolaunch D-Bus/i,
  /Could not connect/i,
  /not provided by any \.service files/i,
  /ServiceUnknown/i,
  /org\.freedesktop\.DBus\.Error/i,
  /DBUS_SESSION_BUS_ADDRESS/i,
  /Cannot find module/i,
  /keytar\.node/i,
  /NODE_MODULE_VERSION/i,
  /cannot open shared object/i,
]
const LOCKED_PATTERNS = [/\blocked\b/i, /interaction is not allowed/i, /prompt (?:was )?dismissed/i, /user cancell?ed/i]

export function classifyKeychainFailure(text: string): KeychainErrorKind {
  if (LOCKED_PATTERNS.some((pattern) => pattern.test(text))) return 'locked'
  if (UNAVAILABLE_PATTERNS.some((pattern) => pattern.test(text))) return 'unavailable'
  return 'failed'
}

const DETAIL_MAX_LENGTH = 200

/** The error's text on one line, with the secret cut out before shortening so no fragment of it survives the cut. */
function scrubbedDetail(error: unknown, secret: string | undefined): string {
  const raw = error instanceof Error ? error.message : typeof error === 'string' ? error : ''
  let text = raw.replace(/\s+/g, ' ').trim()
  if (secret) text = text.split(secret).join('[redacted]')
  return text.length > DETAIL_MAX_LENGTH ? `${text.slice(0, DETAIL_MAX_LENGTH - 1)}…` : text
}

export function toKeychainError(error: unknown, operation: KeychainOperation, secret?: string): KeychainError {
  if (error instanceof KeychainError) return error
  const detail = scrubbedDetail(error, secret)
  return new KeychainError(classifyKeychainFailure(detail), operation, detail)
}

function checkAccountId(accountId: string): string {
  if (typeof accountId !== 'string' || accountId.trim() === '')
    throw new TypeError('An account id is required to address the keychain.')
  return accountId
}

export interface KeytarSecretStoreOptions {
  /** Keychain service name; default `SiteTray`. Tests use their own so they never touch real keys. */
  service?: string
  /**
   * Loads keytar; default a dynamic import, so a missing native module is a KeychainError at first use, not a crash at
   * start-up.
   */
  loadKeytar?: () => Promise<KeytarModule>
}

async function importKeytar(): Promise<KeytarModule> {
  const loaded = (await import('keytar')) as Partial<KeytarModule> & { default?: Partial<KeytarModule> }
  // keytar is CommonJS: `default` is its whole module.exports, while the named exports
  // are whatever Node's static analysis of it found, which is not all of them.
  const candidates = [loaded.default, loaded]
  const complete = candidates.find(
    (candidate): candidate is KeytarModule =>
      typeof candidate?.getPassword === 'function' &&
      typeof candidate.setPassword === 'function' &&
      typeof candidate.deletePassword === 'function',
  )
  if (!complete) throw new Error('the keytar module does not offer getPassword, setPassword and deletePassword')
  return complete
}

export function createKeytarSecretStore(options: KeytarSecretStoreOptions = {}): SecretStore {
  const service = options.service ?? DEFAULT_KEYCHAIN_SERVICE
  if (service.trim() === '') throw new TypeError('The keychain service name cannot be empty.')
  const load = options.loadKeytar ?? importKeytar
  let keytar: Promise<KeytarModule> | undefined

  function keytarFor(operation: KeychainOperation): Promise<KeytarModule> {
    // Only a success is kept: a module that failed to load is tried again next time.
    keytar ??= load().catch((error: unknown) => {
      keytar = undefined
      throw error
    })
    return keytar.catch((error: unknown) => {
      const detail = scrubbedDetail(error, undefined)
      throw new KeychainError('unavailable', operation, `the keychain module could not be loaded: ${detail}`)
    })
  }

  return {
    async get(accountId) {
      const id = checkAccountId(accountId)
      const api = await keytarFor('read')
      try {
        return (await api.getPassword(service, id)) ?? null
      } catch (error) {
        throw toKeychainError(error, 'read')
      }
    },

    async set(accountId, secret) {
      const id = checkAccountId(accountId)
      // keytar refuses an empty password with its own error; an empty key is the caller's mistake, said plainly.
      if (typeof secret !== 'string' || secret === '')
        throw new TypeError('An empty API key cannot be saved; delete the key instead.')
      const api = await keytarFor('save')
      try {
        await api.setPassword(service, id, secret)
      } catch (error) {
        throw toKeychainError(error, 'save', secret)
      }
    },

    async delete(accountId) {
      const id = checkAccountId(accountId)
      const api = await keytarFor('delete')
      try {
        return await api.deletePassword(service, id)
      } catch (error) {
        throw toKeychainError(error, 'delete')
      }
    },
  }
}

/** Secrets in memory only: for tests and the demo mode, never for real keys. */
export function createMemorySecretStore(initial: Record<string, string> = {}): SecretStore {
  const secrets = new Map<string, string>(Object.entries(initial))
  return {
    async get(accountId) {
      return secrets.get(checkAccountId(accountId)) ?? null
    },
    async set(accountId, secret) {
      if (typeof secret !== 'string' || secret === '')
        throw new TypeError('An empty API key cannot be saved; delete the key instead.')
      secrets.set(checkAccountId(accountId), secret)
    },
    async delete(accountId) {
      return secrets.delete(checkAccountId(accountId))
    },
  }
}
