/**
 * The reserve the user's own clicks keep (docs/architecture.md, "Requests"): background and idle
 * work leave the server's reserve alone, and while the user is at work (a click within the last
 * third of a window) that reserve grows to half the limit, so a sweep takes longer and the user's
 * next edits still go at once. Statistics on screen are what the user is at: their share already
 * leaves a fifth of the limit to clicks and edits, so they leave the server's reserve alone and no
 * more. Pure bookkeeping: every method takes the current time.
 */
import type { TokenBucket } from './token-bucket'
import type { Lane } from './types'

export class UserActivity {
  private lastInteractiveAt = -Infinity
  private readonly activeMs: number

  constructor(windowMs: number) {
    this.activeMs = windowMs / 3
  }

  /** An interactive request has started. */
  interacted(now: number): void {
    this.lastInteractiveAt = now
  }

  /** Background and idle work need one token more than the reserve holds. */
  tokensNeeded(lane: Lane, bucket: TokenBucket, now: number, statsOnScreen: boolean): number {
    if (lane === 'interactive') return 1
    const userActive = now - this.lastInteractiveAt < this.activeMs && !(lane === 'idle' && statsOnScreen)
    const reserve = userActive
      ? Math.max(bucket.reserve, Math.min(bucket.limitPerWindow - 1, Math.ceil(bucket.limitPerWindow / 2)))
      : bucket.reserve
    return reserve + 1
  }

  /** When the user has been idle for a while, the reserve shrinks back and the sweep may go on sooner. */
  reserveShrinksAt(): number {
    return this.lastInteractiveAt + this.activeMs
  }
}
