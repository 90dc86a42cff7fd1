/**
 * What a failed request means, in words a user can act on. Electron's `net.fetch` rejects with
 * Chromium's net error as its message ("net::ERR_CERT_AUTHORITY_INVALID"); only that code is
 * read, never the rest of the error, which may hold the request. The host named is the one the
 * request was for. There is no "trust it anyway": a certificate is trusted by the system's store
 * or not at all (docs/architecture.md, "Security").
 */

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

/** net.fetch refused to follow a redirect (it does not hand the 3xx back the way Node's fetch does). */
export function isRefusedRedirect(error: unknown): boolean {
  return messagesOf(error).some((message) => REDIRECT_REFUSED.test(message.trim()))
}

const UNTRUSTED = (host: string): string =>
  `The certificate of ${host} is not trusted by this computer — if your organisation uses its own certificate authority, it must be installed in the system's certificate store.`

export const PROXY_CREDENTIALS =
  "The proxy server in this computer's network settings asks for a user name and password, which SiteTray cannot give it. Ask whoever runs the network to let SiteTray through the proxy."

const BY_CODE: Record<string, (host: string) => string> = {
  ERR_CERT_AUTHORITY_INVALID: UNTRUSTED,
  ERR_CERT_COMMON_NAME_INVALID: (host) =>
    `The certificate of ${host} was made for another address. Check the service address; if it is right, tell the service's administrator.`,
  ERR_CERT_DATE_INVALID: (host) =>
    `The certificate of ${host} has expired or is not valid yet. Check this computer's date and time; if they are right, tell the service's administrator.`,
  ERR_CERT_REVOKED: (host) => `The certificate of ${host} has been revoked. Tell the service's administrator.`,
  ERR_NAME_NOT_RESOLVED: (host) =>
    `${host} could not be found. Check the spelling of the service address, and that this computer is connected to the network.`,
  ERR_NAME_RESOLUTION_FAILED: (host) =>
    `${host} could not be looked up: this computer's name service did not answer. Check the network connection.`,
  ERR_CONNECTION_REFUSED: (host) =>
    `${host} refused the connection. Check the address (and its port) and that the service is running.`,
  ERR_INTERNET_DISCONNECTED: () => 'This computer is not connected to the network.',
  ERR_PROXY_CONNECTION_FAILED: () =>
    "The proxy server in this computer's network settings cannot be reached. Check the proxy settings, or ask whoever runs the network.",
  ERR_TUNNEL_CONNECTION_FAILED: (host) =>
    `The proxy server in this computer's network settings refused to connect SiteTray to ${host}. Ask whoever runs the network to allow that address.`,
  ERR_PROXY_AUTH_REQUESTED: () => PROXY_CREDENTIALS,
  ERR_PROXY_AUTH_UNSUPPORTED: () => PROXY_CREDENTIALS,
  ERR_PROXY_AUTH_REQUESTED_WITH_NO_CONNECTION: () => PROXY_CREDENTIALS,
  ERR_PAC_SCRIPT_FAILED: () =>
    "This computer's proxy configuration (its PAC file) could not be used. Check the proxy settings, or ask whoever runs the network.",
  ERR_MANDATORY_PROXY_CONFIGURATION_FAILED: () =>
    "This computer's proxy configuration could not be used. Check the proxy settings, or ask whoever runs the network.",
}

/** Certificate problems Chromium names otherwise (ERR_CERT_*, ERR_SSL_*): all mean the connection is not trusted. */
function secureConnectionProblem(code: string, host: string): string | undefined {
  if (code.startsWith('ERR_CERT_')) return UNTRUSTED(host)
  if (code.startsWith('ERR_SSL_'))
    return `The secure connection to ${host} failed: it does not offer one this computer accepts. Check the service address; if it is right, tell the service's administrator.`
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
