/**
 * What a client without a scheduler does about the rate limit: sends, and when the server says
 * 429, waits as long as its Retry-After says and sends the same request again. The baselines of
 * the sweep and quick-edit cases are built on it.
 */
import { ApiError } from '../../src/main/api'

/** The client's error for a 429 (with the server's Retry-After, in ms, when it gave one). */
export function isTooManyAttempts(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'rate_limited'
}

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** `fallbackWaitMs`: the wait when a 429 says nothing usable (a real server's window is a minute). */
export async function withRetryAfter<T>(send: () => Promise<T>, fallbackWaitMs: number): Promise<T> {
  for (;;) {
    try {
      return await send()
    } catch (error) {
      if (!isTooManyAttempts(error)) throw error
      await sleep(error.retryAfterMs ?? fallbackWaitMs)
    }
  }
}
