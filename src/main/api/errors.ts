import { isRecord, type FieldErrors } from '../../shared/validation'
import type { ApiErrorKind } from '../../shared/errors'
import { t, type MessageKey } from '../../shared/i18n'

export type { ApiErrorKind } from '../../shared/errors'

export interface ApiErrorShape {
  kind: ApiErrorKind
  status?: number
  message: string
  fieldErrors?: FieldErrors
  retryAfterMs?: number
  /**
   * A `network` failure where the server was there but its certificate is not trusted by this computer: no "offline"
   * that passes by itself (net-errors.ts).
   */
  untrustedCertificate?: true
}

/**
 * What a user reads when the server gave nothing better, in the language shown when the error is made. Server texts
 * are translated, so kinds never depend on them.
 */
const DEFAULT_MESSAGES: Record<ApiErrorKind, MessageKey> = {
  unauthorized: 'sync.api.unauthorized',
  forbidden: 'sync.api.forbidden',
  not_found: 'sync.api.notFound',
  validation: 'sync.api.validation',
  rate_limited: 'sync.api.rateLimited',
  timeout: 'sync.api.timeout',
  network: 'sync.api.network',
  server: 'sync.api.server',
  bad_response: 'sync.api.badResponse',
  invalid_request: 'sync.api.invalidRequest',
}

/**
 * The only error the client lets out. It carries no request options, headers
 * or causes (a fetch's own error may hold the request and its Authorization header), so it is
 * safe to log, serialize and send over IPC.
 */
export class ApiError extends Error implements ApiErrorShape {
  readonly kind: ApiErrorKind
  readonly status?: number
  readonly fieldErrors?: FieldErrors
  readonly retryAfterMs?: number
  readonly untrustedCertificate?: true

  constructor(shape: Omit<ApiErrorShape, 'message'> & { message?: string }) {
    super(shape.message ?? t(DEFAULT_MESSAGES[shape.kind]))
    this.name = 'ApiError'
    this.kind = shape.kind
    if (shape.status !== undefined) this.status = shape.status
    if (shape.fieldErrors !== undefined) this.fieldErrors = shape.fieldErrors
    if (shape.retryAfterMs !== undefined) this.retryAfterMs = shape.retryAfterMs
    if (shape.untrustedCertificate) this.untrustedCertificate = true
  }

  toJSON(): ApiErrorShape {
    return {
      kind: this.kind,
      message: this.message,
      ...(this.status !== undefined && { status: this.status }),
      ...(this.fieldErrors !== undefined && { fieldErrors: this.fieldErrors }),
      ...(this.retryAfterMs !== undefined && { retryAfterMs: this.retryAfterMs }),
      ...(this.untrustedCertificate && { untrustedCertificate: true as const }),
    }
  }
}

/**
 * SiteTray's own wording (never a server's) for a request stopped by its caller rather than by the network. English
 * on purpose: callers recognise a cancellation by this text, and a cancelled request is never shown (its caller
 * gave up on it).
 */
export const CANCELLED_MESSAGE = 'The request was cancelled.'

const MESSAGE_MAX_LENGTH = 300

/**
 * The same error with every text scrubbed of the secret, then shortened. Servers
 * may echo what they were sent; redacting before shortening means no fragment
 * of the secret survives a cut.
 */
export function redactApiError(error: ApiError, secret: string): ApiError {
  const scrub = (text: string): string => {
    const clean = secret === '' ? text : text.split(secret).join('[redacted]')
    return clean.length > MESSAGE_MAX_LENGTH ? `${clean.slice(0, MESSAGE_MAX_LENGTH - 1)}…` : clean
  }
  const fieldErrors =
    error.fieldErrors &&
    Object.fromEntries(
      Object.entries(error.fieldErrors).map(([field, messages]) => [scrub(field), messages.map(scrub)]),
    )
  return new ApiError({
    kind: error.kind,
    message: scrub(error.message),
    ...(error.status !== undefined && { status: error.status }),
    ...(fieldErrors !== undefined && { fieldErrors }),
    ...(error.retryAfterMs !== undefined && { retryAfterMs: error.retryAfterMs }),
    ...(error.untrustedCertificate && { untrustedCertificate: true as const }),
  })
}

/**
 * A server asking for a longer pause than this is treated as asking for this: no answer should stall the app for hours.
 */
export const RETRY_AFTER_MAX_MS = 60 * 60 * 1000

/**
 * `Retry-After` is either delay-seconds or an IMF-fixdate (`Wed, 21 Oct 2015 07:28:00 GMT`); anything else is ignored.
 */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header == null) return undefined
  const text = header.trim()
  let delay: number
  if (/^\d+$/.test(text)) delay = Number(text) * 1000
  else if (/^[A-Z][a-z]{2}, \d{2} [A-Z][a-z]{2} \d{4} \d{2}:\d{2}:\d{2} GMT$/.test(text)) delay = Date.parse(text) - now
  else return undefined
  if (Number.isNaN(delay)) return undefined
  return Math.min(Math.max(0, delay), RETRY_AFTER_MAX_MS)
}

/**
 * 422 bodies come in two shapes: phpAnalytics' `{"message": {field: [...]}}`
 * and Laravel's default `{"message": "...", "errors": {field: [...]}}`.
 */
export function parseFieldErrors(body: unknown): FieldErrors | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as Record<string, unknown>
  const source = isRecord(record.errors) ? record.errors : isRecord(record.message) ? record.message : undefined
  if (!source) return undefined
  const errors: FieldErrors = {}
  for (const [field, messages] of Object.entries(source)) {
    const list = (Array.isArray(messages) ? messages : [messages]).filter(
      (message): message is string => typeof message === 'string' && message !== '',
    )
    if (list.length > 0) errors[field] = list
  }
  return Object.keys(errors).length > 0 ? errors : undefined
}

export function serverMessage(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const message = (body as Record<string, unknown>).message
  return typeof message === 'string' && message.trim() !== '' ? message.trim() : undefined
}
