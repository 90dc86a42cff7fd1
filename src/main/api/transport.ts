/**
 * One HTTP exchange as SiteTray sends them all: bearer key, Accept JSON, no
 * redirect followed, a timeout that also covers a body that never ends, and
 * the rate-limit headers reported to the scheduler. It resolves with whatever
 * the server answered, any status; it rejects only with an ApiError, never
 * with ofetch's FetchError or undici's TypeError, which hold the
 * Authorization header.
 */
import { ofetch } from 'ofetch'
import { createLogger, Deadline } from '../base'
import { ApiError, CANCELLED_MESSAGE, parseRetryAfter } from './errors'
import type { RawAnswer } from './response'

const log = createLogger('api')

/** What every response says about the rate limit, for the scheduler. */
export interface ResponseInfo {
  status: number
  rateLimitLimit: number | null
  rateLimitRemaining: number | null
  retryAfterMs: number | null
}

export interface HttpAnswer extends RawAnswer {
  /** The Location header of a redirect, resolved against the request URL; null otherwise. */
  location: string | null
}

export interface ExchangeOptions {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  apiKey: string
  timeoutMs: number
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

export async function exchange(url: string, options: ExchangeOptions): Promise<HttpAnswer> {
  const { signal, timeoutMs } = options
  const headers: Record<string, string> = { Authorization: `Bearer ${options.apiKey}`, Accept: 'application/json' }
  if (options.form) headers['Content-Type'] = 'application/x-www-form-urlencoded'
  const deadline = new Deadline(timeoutMs)
  const abortFromCaller = (): void => deadline.abort()
  if (signal?.aborted) deadline.abort()
  else signal?.addEventListener('abort', abortFromCaller, { once: true })
  try {
    const response = await ofetch.raw<string, 'text'>(url, {
      method: options.method,
      headers,
      ...(options.query && { query: options.query }),
      ...(options.form && { body: options.form.toString() }),
      signal: deadline.signal,
      retry: false,
      redirect: 'manual',
      responseType: 'text',
      ignoreResponseError: true,
    })
    report(options.onResponse, response.status, response.headers)
    return {
      status: response.status,
      contentType: response.headers.get('content-type') ?? '',
      text: typeof response._data === 'string' ? response._data : '',
      retryAfterHeader: response.headers.get('retry-after'),
      location: resolvedLocation(response.headers, url),
    }
  } catch {
    // Only the kind leaves: the error itself may carry the request headers.
    if (deadline.timedOut) throw new ApiError({ kind: 'timeout', message: `The service did not answer within ${Math.max(1, Math.round(timeoutMs / 1000))} s.` })
    if (signal?.aborted) throw new ApiError({ kind: 'network', message: CANCELLED_MESSAGE })
    throw new ApiError({ kind: 'network' })
  } finally {
    deadline.dispose()
    signal?.removeEventListener('abort', abortFromCaller)
  }
}
