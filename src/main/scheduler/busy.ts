/**
 * The scheduler's two kinds of "rate limited" — the server's 429, and its own "busy" for a click that cannot go soon
 * enough — and when a click gets the latter.
 */
import { formatSeconds, t } from '../../shared/i18n'
import { ApiError } from '../api'
import { settle, type LaneQueues } from './queues'
import type { TokenBucket } from './token-bucket'

export function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'rate_limited'
}

/** What an interactive task that cannot go out soon enough fails with. */
export function busyError(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  return new ApiError({
    kind: 'rate_limited',
    retryAfterMs: Math.max(0, Math.ceil(waitMs)),
    message: t('system.request.busy', { duration: formatSeconds(seconds) }),
  })
}

/**
 * A user should hear "busy, try in N s" rather than watch a spinner: each queued interactive task
 * that could not go out within its wait budget, counting the interactive tasks ahead of it, fails
 * right away.
 */
export function failInteractiveThatWouldWaitTooLong(queues: LaneQueues, bucket: TokenBucket, now: number): void {
  let ahead = 0
  for (const entry of [...queues.of('interactive')]) {
    const readyAt = bucket.readyAt(ahead + 1, now)
    if (readyAt > entry.queuedAt + entry.waitBudgetMs) {
      queues.withdraw(entry)
      settle(entry, { ok: false, error: busyError(readyAt - now) })
    } else {
      ahead += 1
    }
  }
}
