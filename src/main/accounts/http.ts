/**
 * One authenticated GET, sent as the websites client sends it, but returning
 * the raw answer: detecting the variant needs the wire field names and the
 * login-page check needs the HTML, both of which the client's parsed results
 * no longer show.
 */
import { ApiError, CANCELLED_MESSAGE, type FetchFunction, type ResponseInfo } from '../api'
import { redactApiError } from '../api/errors'
import { exchange, type HttpAnswer } from '../api/transport'

/** Runs one request, e.g. through the per-server scheduler; the task must stop when the signal aborts. */
export type RunRequest = <T>(task: (signal: AbortSignal) => Promise<T>) => Promise<T>

export const runDirectly: RunRequest = (task) => task(new AbortController().signal)

export interface GetOptions {
  apiKey: string
  timeoutMs: number
  fetch: FetchFunction
  run: RunRequest
  onResponse?: (info: ResponseInfo) => void
  query?: Record<string, string>
}

/**
 * Resolves with whatever the server answered, any status; rejects only with an
 * ApiError (`timeout`, `network`, or what `run` itself refused with).
 */
export async function getAnswer(url: string, options: GetOptions): Promise<HttpAnswer> {
  const { apiKey, timeoutMs, fetch, onResponse, query } = options
  try {
    return await options.run((signal) =>
      exchange(url, { method: 'GET', apiKey, timeoutMs, fetch, signal, onResponse, ...(query && { query }) }),
    )
  } catch (error) {
    if (error instanceof ApiError) throw redactApiError(error, apiKey)
    // The runner gave up on the request (cancelled, shut down): its own error may say anything, so only the fact
    // leaves.
    throw new ApiError({ kind: 'network', message: CANCELLED_MESSAGE })
  }
}
