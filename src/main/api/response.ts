/**
 * What an HTTP answer means, decided by its status (never by the body's
 * `status` key or its translated text). Pure: the transport hands it the
 * status, headers and text it read.
 */
import { ApiError, parseFieldErrors, parseRetryAfter, serverMessage } from './errors'
import { toDomainFieldErrors } from './wire'
import { t } from '../../shared/i18n'

export interface RawAnswer {
  /** 0 when the fetch refused a redirect without showing it (Electron's net.fetch). */
  status: number
  contentType: string
  text: string
  retryAfterHeader: string | null
  /** A redirect came back instead of an answer (a 3xx, or net.fetch's refusal of one). */
  redirected?: boolean
  /** Where the redirect pointed, when the fetch showed it. */
  location?: string | null
}

export interface Answer {
  status: number
  body: unknown
}

/** Whether the request addressed the websites collection (list, create) or one website (show, update, delete). */
export type Target = 'collection' | 'website'

/** Where a login form lives; a redirect there means the key did not get the client in. */
export function looksLikeLoginAddress(location: string): boolean {
  try {
    return /(?:^|\/)(?:login|signin|sign-in|auth)(?:\/|$)/i.test(new URL(location).pathname)
  } catch {
    return false
  }
}

/**
 * Laravel redirects unauthenticated requests to its login page (when Accept is not honoured on the
 * way); any other redirect means the service is not at this address — whatever the key, so it is
 * never read as a refused key. net.fetch does not show where a redirect points.
 */
function redirectError(answer: RawAnswer): ApiError {
  const status = answer.status > 0 ? { status: answer.status } : {}
  const { location } = answer
  if (typeof location === 'string' && looksLikeLoginAddress(location))
    return new ApiError({ kind: 'unauthorized', ...status })
  return new ApiError({
    kind: 'bad_response',
    ...status,
    message:
      typeof location === 'string'
        ? t('sync.api.redirectsTo', { origin: new URL(location).origin })
        : t('sync.api.redirectsElsewhere'),
  })
}

function looksLikeHtml(text: string): boolean {
  return /^\s*</.test(text)
}

/** The body as the server meant it: JSON whatever its label (PHP labels JSON text/html by default), or a web page. */
function readBody(answer: RawAnswer): { body: unknown; isJson: boolean; isHtml: boolean } {
  const { text } = answer
  let body: unknown
  let isJson = false
  if (text.trim() !== '' && !looksLikeHtml(text)) {
    try {
      body = JSON.parse(text)
      isJson = true
    } catch {
      isJson = false
    }
  }
  return { body, isJson, isHtml: !isJson && (looksLikeHtml(text) || /html/i.test(answer.contentType)) }
}

export function interpretAnswer(answer: RawAnswer, target: Target, now: number = Date.now()): Answer {
  const { status, text } = answer
  if (answer.redirected === true || (status >= 300 && status < 400)) throw redirectError(answer)
  const read = readBody(answer)
  if (status < 200 || status >= 300) throw failureError(answer, read, target, now)
  if (read.isHtml) {
    // A login page served with 200 (a redirect followed by a proxy): the key did not get the client in.
    throw new ApiError({
      kind: 'unauthorized',
      status,
      message: t('sync.checks.webPageInsteadOfData'),
    })
  }
  if (!read.isJson && text.trim() !== '') throw new ApiError({ kind: 'bad_response', status })
  return { status, body: read.body }
}

/** What an answer outside 2xx means, as the error the caller is given. */
function failureError(
  answer: RawAnswer,
  { body, isJson, isHtml }: ReturnType<typeof readBody>,
  target: Target,
  now: number,
): ApiError {
  const { status } = answer
  const message = isJson ? serverMessage(body) : undefined
  const withMessage = message !== undefined ? { message } : {}
  const retryAfterMs = parseRetryAfter(answer.retryAfterHeader, now)
  const withRetry = retryAfterMs !== undefined ? { retryAfterMs } : {}
  switch (status) {
    case 401:
      return new ApiError({ kind: 'unauthorized', status })
    case 403:
      return new ApiError({ kind: 'forbidden', status, ...withMessage })
    case 404:
    case 410:
      // Without the websites collection the address is wrong; without one website, it was deleted.
      if (target === 'collection' || isHtml)
        return new ApiError({ kind: 'bad_response', status, message: t('sync.api.wrongAddress') })
      return new ApiError({ kind: 'not_found', status })
    case 408:
      return new ApiError({ kind: 'timeout', status })
    case 422: {
      const fieldErrors = parseFieldErrors(body)
      const mapped = fieldErrors && toDomainFieldErrors(fieldErrors)
      const first = mapped && Object.values(mapped)[0]?.[0]
      return new ApiError({
        kind: 'validation',
        status,
        ...(mapped && { fieldErrors: mapped }),
        ...(first !== undefined ? { message: first } : withMessage),
      })
    }
    case 429:
      return new ApiError({ kind: 'rate_limited', status, ...withRetry })
  }
  if (status >= 500) return new ApiError({ kind: 'server', status, ...withRetry })
  return new ApiError({ kind: 'bad_response', status, ...withMessage })
}
