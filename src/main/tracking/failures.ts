/**
 * Why a website's page could not be read, from a rejected fetch: Electron's net.fetch names
 * Chromium's net error in its message ("net::ERR_NAME_NOT_RESOLVED"); Node's fetch (Node-side
 * tests) carries Node's code in a cause. Only those codes are read, never the rest of the error.
 */
import { netErrorCode } from '../api/net-errors'
import type { UnreachableReason } from '../../shared/tracking'

/**
 * A page fetch found a status line no web page has (1xx, 600–999: Chromium takes any three digits), which a `Response`
 * cannot carry: the fetch rejects with it rather than throw where nobody catches it.
 */
export class UnusualStatusError extends Error {
  constructor(readonly status: number) {
    super(`unusual HTTP status ${status}`)
    this.name = 'UnusualStatusError'
  }
}

const BY_CHROMIUM_CODE: Record<string, UnreachableReason> = {
  ERR_NAME_NOT_RESOLVED: 'dns',
  ERR_NAME_RESOLUTION_FAILED: 'dns',
  ERR_CONNECTION_REFUSED: 'refused',
  ERR_CONNECTION_TIMED_OUT: 'timeout',
  ERR_TIMED_OUT: 'timeout',
  ERR_UNSAFE_REDIRECT: 'not-http',
  ERR_TOO_MANY_REDIRECTS: 'too-many-redirects',
}

const BY_NODE_CODE: Record<string, UnreachableReason> = {
  ENOTFOUND: 'dns',
  EAI_AGAIN: 'dns',
  ECONNREFUSED: 'refused',
  ETIMEDOUT: 'timeout',
  UND_ERR_CONNECT_TIMEOUT: 'timeout',
}

/** Failures of the TLS handshake itself, or no TLS at all on the port: https cannot connect, plain http may. */
const NO_TLS_CHROMIUM = new Set(['ERR_SSL_PROTOCOL_ERROR', 'ERR_CONNECTION_RESET', 'ERR_CONNECTION_CLOSED'])
const NO_TLS_NODE = new Set(['EPROTO', 'ECONNRESET', 'UND_ERR_SOCKET', 'ERR_SSL_WRONG_VERSION_NUMBER'])

function nodeCodes(error: unknown): string[] {
  const codes: string[] = []
  let current: unknown = error
  for (let depth = 0; depth < 4 && current instanceof Error; depth++) {
    const code = (current as { code?: unknown }).code
    if (typeof code === 'string') codes.push(code)
    current = current.cause
  }
  return codes
}

function isCertificateCode(code: string): boolean {
  return (
    code.startsWith('ERR_CERT_') ||
    code.startsWith('CERT_') ||
    code.startsWith('ERR_TLS_CERT') ||
    /SELF_SIGNED|UNABLE_TO_(?:VERIFY|GET_ISSUER)/.test(code)
  )
}

export function unreachableReason(error: unknown): UnreachableReason {
  const chromium = netErrorCode(error)
  if (chromium !== null) return BY_CHROMIUM_CODE[chromium] ?? (isCertificateCode(chromium) ? 'certificate' : 'other')
  for (const code of nodeCodes(error)) {
    const reason = BY_NODE_CODE[code] ?? (isCertificateCode(code) ? 'certificate' : undefined)
    if (reason) return reason
  }
  return 'other'
}

/** https could not connect at all (refused, or no TLS on the port): only then is plain http tried. */
export function httpsCannotConnect(error: unknown): boolean {
  const chromium = netErrorCode(error)
  if (chromium !== null) return chromium === 'ERR_CONNECTION_REFUSED' || NO_TLS_CHROMIUM.has(chromium)
  return nodeCodes(error).some((code) => code === 'ECONNREFUSED' || NO_TLS_NODE.has(code))
}
