/**
 * Laravel's `throttle` middleware as phpAnalytics configures it: a fixed
 * window per client IP that opens with the first request. A request over the
 * limit is refused without being counted, so the window is not extended by a
 * client that keeps retrying.
 */

export interface RateDecision {
  allowed: boolean
  limit: number
  remaining: number
  /** Whole seconds until the window resets, at least 1 (only meaningful when refused). */
  retryAfterSeconds: number
  /** Unix time (seconds) at which the window resets. */
  resetAt: number
}

/** setTimeout's ceiling; delays and windows beyond it are not real durations. */
export const MAX_TIMER_MS = 2 ** 31 - 1
/** Past this many clients, windows that have run out are forgotten, so a long-running demo does not grow forever. */
const SWEEP_ABOVE_CLIENTS = 1_000

interface Window {
  startedAt: number
  hits: number
}

export class FixedWindowRateLimiter {
  private readonly windows = new Map<string, Window>()

  constructor(
    readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {
    if (!Number.isInteger(limit) || limit < 1)
      throw new TypeError(`The rate limit must be a whole number ≥ 1, got ${limit}`)
    if (!(windowMs > 0 && windowMs <= MAX_TIMER_MS))
      throw new TypeError(`The rate-limit window must be from 1 to ${MAX_TIMER_MS} ms, got ${windowMs}`)
  }

  hit(client: string): RateDecision {
    const now = this.now()
    let window = this.windows.get(client)
    if (!window || now >= window.startedAt + this.windowMs) {
      if (this.windows.size >= SWEEP_ABOVE_CLIENTS) this.forgetExpired(now)
      window = { startedAt: now, hits: 0 }
      this.windows.set(client, window)
    }
    const resetMs = window.startedAt + this.windowMs
    const allowed = window.hits < this.limit
    if (allowed) window.hits += 1
    return {
      allowed,
      limit: this.limit,
      remaining: Math.max(0, this.limit - window.hits),
      retryAfterSeconds: Math.max(1, Math.ceil((resetMs - now) / 1000)),
      resetAt: Math.ceil(resetMs / 1000),
    }
  }

  /** How many clients have a window on record, for tests of the sweep. */
  get trackedClients(): number {
    return this.windows.size
  }

  private forgetExpired(now: number): void {
    for (const [client, window] of this.windows)
      if (now >= window.startedAt + this.windowMs) this.windows.delete(client)
  }
}

/** 0 or Infinity switch the limit off (null); anything else must be a whole number. */
export function createRateLimiter(
  perWindow: number | undefined,
  windowMs: number | undefined,
  now: () => number,
): FixedWindowRateLimiter | null {
  const limit = perWindow ?? 60
  if (limit === 0 || limit === Number.POSITIVE_INFINITY) return null
  return new FixedWindowRateLimiter(limit, windowMs ?? 60_000, now)
}
