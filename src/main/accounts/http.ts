/**
 * One authenticated GET, as the websites client sends it (Accept JSON, bearer
 * key, no redirects followed, a timeout that also covers the body), but
 * returning the raw answer: detecting the variant needs the wire field names
 * and the login-page check needs the HTML, both of which the client's parsed
 * results no longer show.
 */
import { ofetch } from 'ofetch'
import { ApiError, type ResponseInfo } from '../api'
import { parseRetryAfter, redactApiError } from '../api/errors'
import type { RawAnswer } from '../api/response'

/** Runs one request, e.g. through the per-server scheduler; the task must stop when the signal aborts. */
export type RunRequest = <T>(task: (signal: AbortSignal) => Promise<T>) => Promise<T>

export const runDirectly: RunRequest = (task) => task(new AbortController().signal)

/** The message of a request stopped by its caller or its runner rather than by the network. */
export const CANCELLED_MESSAGE = 'The request was cancelled.'

export interface HttpAnswer extends RawAnswer {
  /** The Location header of a redirect, resolved against the request URL; null otherwise. */
  location: string | null
}

export interface GetOptions {
  apiKey: string
  timeoutMs: number
  run: RunRequest
  onResponse?: (info: ResponseInfo) => void
  query?: Record<string, string>
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

/**
 * Resolves with whatever the server answered, any status; rejects only with an
 * ApiError (`timeout`, `network`, or what `run` itself refused with), never
 * with ofetch's FetchError, which holds the Authorization header.
 */
export async function getAnswer(url: string, options: GetOptions): Promise<HttpAnswer> {
  const { apiKey, timeoutMs, onResponse } = options
  const task = async (signal: AbortSignal): Promise<HttpAnswer> => {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const abortFromRunner = (): void => controller.abort()
    if (signal.aborted) controller.abort()
    else signal.addEventListener('abort', abortFromRunner, { once: true })
    try {
      const response = await ofetch.raw<string, 'text'>(url, {
        method: 'GET',
        headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
        ...(options.query && { query: options.query }),
        signal: controller.signal,
        retry: false,
        redirect: 'manual',
        responseType: 'text',
        ignoreResponseError: true,
      })
      try {
        onResponse?.({
          status: response.status,
          rateLimitLimit: headerNumber(response.headers, 'x-ratelimit-limit'),
          rateLimitRemaining: headerNumber(response.headers, 'x-ratelimit-remaining'),
          retryAfterMs: parseRetryAfter(response.headers.get('retry-after')) ?? null,
        })
      } catch (error) {
        // The listener's bug must not pass for a failure of the connection.
        console.error('[accounts] onResponse listener failed:', error instanceof Error ? error.message : error)
      }
      return {
        status: response.status,
        contentType: response.headers.get('content-type') ?? '',
        text: typeof response._data === 'string' ? response._data : '',
        retryAfterHeader: response.headers.get('retry-after'),
        location: resolvedLocation(response.headers, url),
      }
    } catch {
      // ofetch's FetchError and undici's TypeError may both carry the request headers: only the kind leaves.
      if (timedOut) throw new ApiError({ kind: 'timeout', message: `The service did not answer within ${Math.max(1, Math.round(timeoutMs / 1000))} s.` })
      if (signal.aborted) throw new ApiError({ kind: 'network', message: CANCELLED_MESSAGE })
      throw new ApiError({ kind: 'network' })
    } finally {
      clearTimeout(timer)
      signal.removeEventListener('abort', abortFromRunner)
    }
  }
  try {
    return await options.run(task)
  } catch (error) {
    if (error instanceof ApiError) throw redactApiError(error, apiKey)
    // The runner gave up on the request (cancelled, shut down): its own error may say anything, so only the fact leaves.
    throw new ApiError({ kind: 'network', message: CANCELLED_MESSAGE })
  }
}
