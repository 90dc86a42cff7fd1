/**
 * The scheduler's picture of the server's rate limit (docs/architecture.md, "How servers behave"): a token
 * bucket that refills continuously at `limit` per window, lowered by what the
 * server says is left, and emptied while the server asks to wait. Pure
 * bookkeeping: every method takes the current time, nothing here sets timers.
 */

/**
 * Refills are fractional: comparisons allow for rounding, so that a timer
 * computed to fire when a token is due does not find 0.9999999 tokens and
 * wait again.
 */
const ROUNDING = 1e-9

/**
 * More requests than can be in flight at once (4 interactive + 2 background):
 * an announced count that rises by more than this cannot be an older answer
 * arriving late, so the server's window has started over.
 */
const WINDOW_RESET_JUMP = 6

export class TokenBucket {
  private limit: number
  private tokens: number
  private updatedAt: number
  private pauseEndsAt: number | null = null
  /**
   * Real servers count in fixed windows (Laravel: 60 per minute from the
   * window's first request), not as a bucket: what the server last said is
   * left in its window, less what was sent since, and when that window is
   * over at the latest. Null while the server has said nothing, or once the
   * window is surely over. A continuous refill alone would let background
   * work spend the window down to zero and meet a 429 that stops everything,
   * the user's clicks included, until the window ends.
   */
  private windowLeft: number | null = null
  private windowEndsAt: number | null = null
  private lastAnnounced: number | null = null

  constructor(
    limit: number,
    private readonly windowMs: number,
    now: number,
  ) {
    this.limit = limit
    this.tokens = limit
    this.updatedAt = now
  }

  get limitPerWindow(): number {
    return this.limit
  }

  /**
   * Tokens only interactive work may use, so that a click during a long sweep
   * goes out at once: a tenth of the limit, at least one, but never the whole
   * limit or background work could never run at all.
   */
  get reserve(): number {
    return Math.min(this.limit - 1, Math.max(1, Math.ceil(this.limit / 10)))
  }

  /** Tokens usable now; none while paused. */
  available(now: number): number {
    this.settle(now)
    return this.pauseEndsAt === null ? this.tokens : 0
  }

  hasAtLeast(count: number, now: number): boolean {
    return this.available(now) >= count - ROUNDING
  }

  take(now: number): void {
    this.settle(now)
    this.tokens -= 1
    if (this.windowLeft !== null) this.windowLeft -= 1
  }

  /** Whether the server's current window still has `count` requests left, as far as it has told. */
  windowHasAtLeast(count: number, now: number): boolean {
    this.settle(now)
    return this.windowLeft === null || this.windowLeft >= count
  }

  /** When the server's window will let `count` requests go: now, or when the window is over. */
  windowReadyAt(count: number, now: number): number {
    this.settle(now)
    return this.windowLeft === null || this.windowLeft >= count || this.windowEndsAt === null ? now : this.windowEndsAt
  }

  pausedUntil(now: number): number | null {
    this.settle(now)
    return this.pauseEndsAt
  }

  /** X-RateLimit-Limit: the server's own limit replaces the assumed one. */
  setLimit(limit: number, now: number): void {
    this.settle(now)
    this.limit = limit
    this.tokens = Math.min(this.tokens, limit)
  }

  /**
   * X-RateLimit-Remaining only ever lowers the count: an answer may be older
   * than requests sent since, and other programs on the same address use the
   * same limit, so a higher figure is not evidence of more room.
   */
  capAt(remaining: number, now: number): void {
    this.settle(now)
    this.tokens = Math.min(this.tokens, remaining)
    const startedOver = this.lastAnnounced !== null && remaining > this.lastAnnounced + WINDOW_RESET_JUMP
    if (this.windowEndsAt === null || startedOver) {
      // The window began no later than the request this answers: ending it a full window from now errs on the safe
      // side.
      this.windowEndsAt = now + this.windowMs
      this.windowLeft = remaining
    } else {
      this.windowLeft = Math.min(this.windowLeft ?? remaining, remaining)
    }
    this.lastAnnounced = remaining
  }

  /** Retry-After: nothing may go before `until`; pauses only ever get longer. */
  pauseUntil(until: number, now: number): void {
    this.settle(now)
    if (until <= now) return
    this.pauseEndsAt = Math.max(this.pauseEndsAt ?? until, until)
    this.tokens = 0
    // Retry-After says exactly when the server's window ends.
    this.windowEndsAt = this.pauseEndsAt
    this.windowLeft = 0
  }

  /**
   * When `count` tokens will have come in (each taken as soon as it is there),
   * at the current limit: the earliest moment the `count`-th queued request
   * could be sent.
   */
  readyAt(count: number, now: number): number {
    this.settle(now)
    const start = this.pauseEndsAt ?? now
    const atStart = this.pauseEndsAt === null ? this.tokens : this.limit
    const missing = count - atStart
    if (missing <= ROUNDING) return start
    const refilled = start + Math.ceil(missing / this.perMs())
    // The end of the server's window brings the whole limit back at once.
    if (this.windowEndsAt !== null && this.windowEndsAt < refilled && count <= this.limit)
      return Math.max(start, this.windowEndsAt)
    return refilled
  }

  private perMs(): number {
    return this.limit / this.windowMs
  }

  private settle(now: number): void {
    if (this.windowEndsAt !== null && now >= this.windowEndsAt) {
      // The server's window is surely over, and with it everything it counted.
      this.windowEndsAt = null
      this.windowLeft = null
      this.tokens = this.limit
      this.updatedAt = now
    }
    if (this.pauseEndsAt !== null) {
      if (now < this.pauseEndsAt) {
        this.updatedAt = now
        return
      }
      // Laravel's Retry-After is the time until its window resets, when the whole
      // limit is available again; a server that meant less says so in the
      // X-RateLimit-Remaining of the next answer, or with another 429.
      this.pauseEndsAt = null
      this.tokens = this.limit
      this.updatedAt = now
      return
    }
    // A clock set back must not drain the bucket.
    const elapsed = Math.max(0, now - this.updatedAt)
    this.tokens = Math.min(this.limit, this.tokens + elapsed * this.perMs())
    this.updatedAt = now
  }
}
