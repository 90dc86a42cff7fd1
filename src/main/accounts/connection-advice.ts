/**
 * What a failed connection check means for the user: a thrown ApiError or a page where data should be, told in words
 * that say what to fix. Built from the host and the kind of failure only (see connection.ts), so no key, server text,
 * status code or API path reaches the user.
 */
import { ApiError, CANCELLED_MESSAGE } from '../api'
import { redactApiError } from '../api/errors'
import { looksLikeLoginAddress } from '../api/response'
import type { HttpAnswer } from '../api/transport'
import type { ConnectionProblem, ConnectionResult } from './types'
import { formatSeconds, t } from '../../shared/i18n'

export type Failure = Extract<ConnectionResult, { ok: false }>

/** What the advice is built from: the host names the service to the user; the key is only redacted away. */
export interface AdviceContext {
  host: string
  apiKey: string
}

export const fail = (problem: ConnectionProblem, message: string): Failure => ({ ok: false, problem, message })

/** Where to look when the address is wrong, said in the language shown when it is needed. */
export function checkAddressAdvice(): string {
  return t('sync.check.address', { example: 'https://stats.example.com' })
}

function isJsonText(text: string): boolean {
  if (text.trim() === '' || /^\s*</.test(text)) return false
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Login forms ask for a password; other pages (a website's home page, a parked domain) do not. */
function looksLikeLoginPage(html: string): boolean {
  return /<input\b[^>]*\btype\s*=\s*["']?password\b/i.test(html)
}

function describeLocation(location: string): string {
  const url = new URL(location)
  const text = `${url.origin}${url.pathname}`
  return text.length > 120 ? `${text.slice(0, 119)}…` : text
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000))
}

/** What an ApiError from a probe means for the user, in words that say what to do. */
export function failureFromError(error: unknown, context: AdviceContext): Failure & { notThere?: boolean } {
  const apiError = error instanceof ApiError ? redactApiError(error, context.apiKey) : new ApiError({ kind: 'network' })
  const { host } = context
  switch (apiError.kind) {
    case 'unauthorized':
      return fail('unauthorized', t('sync.check.unauthorized', { host }))
    case 'forbidden':
      return fail('forbidden', t('sync.check.forbidden', { host }))
    case 'rate_limited': {
      return fail(
        'rate_limited',
        apiError.retryAfterMs !== undefined
          ? t('sync.check.rateLimitedSeconds', { host, duration: formatSeconds(seconds(apiError.retryAfterMs)) })
          : t('sync.check.rateLimitedMinute', { host }),
      )
    }
    case 'server':
      return fail('server', t('sync.check.server', { host }))
    case 'timeout':
      return fail('unreachable', t('sync.check.timeout', { host }))
    case 'network':
      if (apiError.message === CANCELLED_MESSAGE) return fail('unreachable', t('sync.check.cancelled'))
      // The network layer named what stood in the way (a certificate, a proxy, a name): its words, built from the host
      // only, say what to do.
      if (apiError.message !== t('sync.api.network')) return fail('unreachable', apiError.message)
      return fail('unreachable', t('sync.check.cannotConnect', { host }))
    case 'not_found':
    case 'bad_response':
    case 'validation':
      return {
        ...fail('wrong_address', t('sync.check.notStatistics', { host, advice: checkAddressAdvice() })),
        // Only a missing collection hints that the other variant may live at this address.
        notThere: apiError.status === 404 || apiError.status === 410 || apiError.status === 405,
      }
    case 'invalid_request':
      return fail(apiError.fieldErrors?.apiKey ? 'unauthorized' : 'invalid_address', apiError.message)
  }
}

/**
 * Redirects and HTML pages: told apart here, because a login page means a refused key and any other page a wrong
 * address.
 */
export function failureFromPage(answer: HttpAnswer, context: AdviceContext): Failure | undefined {
  const { host } = context
  if (answer.redirected === true && answer.location === null) {
    // Electron's net.fetch refuses a redirect without saying where it pointed: not a refused key, a service that is
    // elsewhere.
    return fail('wrong_address', t('sync.check.redirectsUnknown', { host }))
  }
  if (answer.status >= 300 && answer.status < 400) {
    if (answer.location === null || looksLikeLoginAddress(answer.location)) {
      return fail('unauthorized', t('sync.check.loginRedirect', { host }))
    }
    return fail('wrong_address', t('sync.check.redirectsTo', { host, location: describeLocation(answer.location) }))
  }
  if (
    answer.status >= 200 &&
    answer.status < 300 &&
    !isJsonText(answer.text) &&
    (/^\s*</.test(answer.text) || /html/i.test(answer.contentType))
  ) {
    if (looksLikeLoginPage(answer.text)) {
      return fail('unauthorized', t('sync.check.loginPage', { host }))
    }
    return fail('wrong_address', t('sync.check.webPage', { host, advice: checkAddressAdvice() }))
  }
  return undefined
}
