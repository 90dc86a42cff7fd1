/**
 * What a failed request means, in words a user can act on. Electron's `net.fetch` rejects with
 * Chromium's net error as its message ("net::ERR_CERT_AUTHORITY_INVALID"); only that code is
 * read, never the rest of the error, which may hold the request. The host named is the one the
 * request was for. There is no "trust it anyway": a certificate is trusted by the system's store
 * or not at all (docs/architecture.md, "Security").
 */
import { t } from '../../shared/i18n'

const NET_ERROR = /\bnet::(ERR_[A-Z0-9_]+)\b/

/** How Electron's net rejects a redirect under `redirect: 'manual'` (and `'error'`). */
const REDIRECT_REFUSED = /^(?:Redirect was cancelled|Attempted to redirect, but redirect policy was 'error')$/

function messagesOf(error: unknown): string[] {
  const messages: string[] = []
  let current: unknown = error
  // A cause chain is short; the bound keeps a cyclic one from looping.
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    messages.push(current.message)
    current = current.cause
  }
  return messages
}

/** Chromium's net error code in a rejection (its message or a cause's), e.g. 'ERR_NAME_NOT_RESOLVED'. */
export function netErrorCode(error: unknown): string | null {
  for (const message of messagesOf(error)) {
    const match = NET_ERROR.exec(message)
    if (match?.[1] !== undefined) return match[1]
  }
  return null
}

/**
 * Whether Chromium refused the server's certificate (`net::ERR_CERT_*`: an authority this computer does not trust, a
 * name or a date that does not match, a revoked one): the server is there and answers, but cannot be told from an
 * impostor. Unlike "cannot be reached" it does not pass by itself — a certificate is renewed, an authority installed.
 */
export function isCertificateRefusal(error: unknown): boolean {
  return netErrorCode(error)?.startsWith('ERR_CERT_') ?? false
}

/** net.fetch refused to follow a redirect (it does not hand the 3xx back the way Node's fetch does). */
export function isRefusedRedirect(error: unknown): boolean {
  return messagesOf(error).some((message) => REDIRECT_REFUSED.test(message.trim()))
}

/** Each a message in the catalogs, said when the failure is (docs/architecture.md, "Languages"). */
const UNTRUSTED = (host: string): string => t('sync.net.untrusted', { host })

/** The proxy asks for credentials SiteTray has no way to give. */
export function proxyCredentialsMessage(): string {
  return t('sync.net.proxyCredentials')
}

const BY_CODE: Record<string, (host: string) => string> = {
  ERR_CERT_AUTHORITY_INVALID: UNTRUSTED,
  ERR_CERT_COMMON_NAME_INVALID: (host) => t('sync.net.certName', { host }),
  ERR_CERT_DATE_INVALID: (host) => t('sync.net.certDate', { host }),
  ERR_CERT_REVOKED: (host) => t('sync.net.certRevoked', { host }),
  ERR_NAME_NOT_RESOLVED: (host) => t('sync.net.nameNotResolved', { host }),
  ERR_NAME_RESOLUTION_FAILED: (host) => t('sync.net.nameResolutionFailed', { host }),
  ERR_CONNECTION_REFUSED: (host) => t('sync.net.connectionRefused', { host }),
  ERR_INTERNET_DISCONNECTED: () => t('sync.net.disconnected'),
  ERR_PROXY_CONNECTION_FAILED: () => t('sync.net.proxyUnreachable'),
  ERR_TUNNEL_CONNECTION_FAILED: (host) => t('sync.net.tunnelFailed', { host }),
  ERR_PROXY_AUTH_REQUESTED: proxyCredentialsMessage,
  ERR_PROXY_AUTH_UNSUPPORTED: proxyCredentialsMessage,
  ERR_PROXY_AUTH_REQUESTED_WITH_NO_CONNECTION: proxyCredentialsMessage,
  ERR_PAC_SCRIPT_FAILED: () => t('sync.net.pacFailed'),
  ERR_MANDATORY_PROXY_CONFIGURATION_FAILED: () => t('sync.net.proxyConfigFailed'),
}

/** Certificate problems Chromium names otherwise (ERR_CERT_*, ERR_SSL_*): all mean the connection is not trusted. */
function secureConnectionProblem(code: string, host: string): string | undefined {
  if (code.startsWith('ERR_CERT_')) return UNTRUSTED(host)
  if (code.startsWith('ERR_SSL_')) return t('sync.net.sslFailed', { host })
  return undefined
}

/**
 * The user's words for a rejected request to `host`, or undefined when the code says nothing more than "cannot be
 * reached".
 */
export function describeNetFailure(error: unknown, host: string): string | undefined {
  const code = netErrorCode(error)
  if (code === null) return undefined
  return BY_CODE[code]?.(host) ?? secureConnectionProblem(code, host)
}
