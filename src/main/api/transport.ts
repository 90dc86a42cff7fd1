/**
 * One HTTP exchange as SiteTray sends them all: ofetch over the fetch function handed in
 * (Electron's net.fetch in the app), bearer key, Accept JSON, Accept-Language the language shown,
 * no redirect followed, a timeout that also covers a body that never ends, a byte cap on the body,
 * and the rate-limit headers reported to the scheduler. It resolves with whatever the server
 * answered, any status; it rejects only with an ApiError, never with the fetch's own error, which
 * may hold the Authorization header.
 */
import { createLogger, Deadline } from '../base'
import { ApiError, CANCELLED_MESSAGE, parseRetryAfter } from './errors'
import {
  API_BODY_MAX_BYTES,
  BodyTooLargeError,
  rawAnswer,
  readCappedText,
  tooLargeError,
  type FetchFunction,
} from './fetch'
import { describeNetFailure, isCertificateRefusal, isRefusedRedirect } from './net-errors'
import type { RawAnswer } from './response'
import { acceptLanguageOf, currentLanguage, formatSeconds, t } from '../../shared/i18n'

const log = createLogger('api')

/** What every response says about the rate limit, for the scheduler. */
export interface ResponseInfo {
  status: number
  rateLimitLimit: number | null
  rateLimitRemaining: number | null
  retryAfterMs: number | null
}

export interface HttpAnswer extends RawAnswer {
  /**
   * The Location header of a redirect, resolved against the request URL; null otherwise (or when the fetch did not show
   * it).
   */
  location: string | null
}

export interface ExchangeOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  apiKey: string
  timeoutMs: number
  /** Electron's net.fetch in the app; Node's fetch in Node-side tests (ofetch's own where none is given). */
  fetch: FetchFunction | undefined
  /** The most of a body read (default API_BODY_MAX_BYTES). */
  maxBytes?: number
  query?: Record<string, string>
  form?: URLSearchParams
  /** Cancels the request: it then fails as `network` with CANCELLED_MESSAGE. */
  signal?: AbortSignal | undefined
  /** Called after every answer, error or not. */
  onResponse?: ((info: ResponseInfo) => void) | undefined
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name)
  return value !== null && /^\s*\d+\s*$/.test(value) ? Number(value) : null
}

function resolvedLocation(headers: Headers, requestUrl: string): string | null {
  const location = headers.get('location')
  if (location === null || location.trim() === '') return null
  try {
    return new URL(location.trim(), requestUrl).href
  } catch {
    return null
  }
}

function report(onResponse: ExchangeOptions['onResponse'], status: number, headers: Headers): void {
  try {
    onResponse?.({
      status,
      rateLimitLimit: headerNumber(headers, 'x-ratelimit-limit'),
      rateLimitRemaining: headerNumber(headers, 'x-ratelimit-remaining'),
      retryAfterMs: parseRetryAfter(headers.get('retry-after')) ?? null,
    })
  } catch (error) {
    // The listener's bug must not pass for a network failure of this request.
    log.error('onResponse listener failed', error)
  }
}

/** net.fetch refuses a redirect rather than returning it: the answer is "redirected, to an address not shown". */
function refusedRedirect(): HttpAnswer {
  return { status: 0, redirected: true, contentType: '', text: '', retryAfterHeader: null, location: null }
}

function withQuery(url: string, query: Record<string, string> | undefined): string {
  if (!query || Object.keys(query).length === 0) return url
  const target = new URL(url)
  for (const [name, value] of Object.entries(query)) target.searchParams.set(name, value)
  return target.href
}

/** What the server said: a redirect is not read (nor followed); any other body at most `maxBytes` of it. */
async function answerOf(response: Response, url: string, maxBytes: number, signal: AbortSignal): Promise<HttpAnswer> {
  const redirected = response.status >= 300 && response.status < 400
  if (redirected) await response.body?.cancel().catch(() => undefined)
  return {
    status: response.status,
    redirected,
    contentType: response.headers.get('content-type') ?? '',
    text: redirected ? '' : await readCappedText(response, maxBytes, signal),
    retryAfterHeader: response.headers.get('retry-after'),
    location: resolvedLocation(response.headers, url),
  }
}

export async function exchange(url: string, options: ExchangeOptions): Promise<HttpAnswer> {
  const { signal, timeoutMs } = options
  const maxBytes = options.maxBytes ?? API_BODY_MAX_BYTES
  const headers: Record<string, string> = {
    Authorization: `Bearer ${options.apiKey}`,
    Accept: 'application/json',
    // The service words its own refusals (a 422's field messages) in the language asked for; Chromium would ask for the
    // system's, not the one SiteTray shows.
    'Accept-Language': acceptLanguageOf(currentLanguage()),
  }
  if (options.form) headers['Content-Type'] = 'application/x-www-form-urlencoded'
  const deadline = new Deadline(timeoutMs)
  const abortFromCaller = (): void => deadline.abort()
  if (signal?.aborted) deadline.abort()
  else signal?.addEventListener('abort', abortFromCaller, { once: true })
  const host = new URL(url).host
  try {
    // 'manual': the key is never carried to wherever a redirect points; credentials 'omit': no cookie jar shared with
    // pages.
    const response = await rawAnswer(options.fetch, withQuery(url, options.query), {
      method: options.method,
      headers,
      ...(options.form && { body: options.form.toString() }),
      signal: deadline.signal,
      redirect: 'manual',
      credentials: 'omit',
    })
    report(options.onResponse, response.status, response.headers)
    return await answerOf(response, url, maxBytes, deadline.signal)
  } catch (error) {
    // Only what it means leaves: the error itself may carry the request headers.
    if (deadline.timedOut)
      throw new ApiError({
        kind: 'timeout',
        message: t('sync.api.noAnswerWithin', { duration: formatSeconds(Math.max(1, Math.round(timeoutMs / 1000))) }),
      })
    if (signal?.aborted) throw new ApiError({ kind: 'network', message: CANCELLED_MESSAGE })
    if (error instanceof BodyTooLargeError) throw tooLargeError(host, maxBytes)
    if (isRefusedRedirect(error)) return refusedRedirect()
    const described = describeNetFailure(error, host)
    throw new ApiError({
      kind: 'network',
      ...(described !== undefined && { message: described }),
      ...(isCertificateRefusal(error) && { untrustedCertificate: true as const }),
    })
  } finally {
    deadline.dispose()
    signal?.removeEventListener('abort', abortFromCaller)
  }
}
