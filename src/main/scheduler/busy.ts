/** The scheduler's two kinds of "rate limited": the server's 429, and its own "busy" for a click that cannot go soon enough. */
import { ApiError } from '../api'

export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'rate_limited'
}

/** What an interactive task that cannot go out soon enough fails with. */
export function busyError(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  return new ApiError({ kind: 'rate_limited', retryAfterMs: Math.max(0, Math.ceil(waitMs)), message: `The service is busy: SiteTray can send this in about ${seconds} s.` })
}
