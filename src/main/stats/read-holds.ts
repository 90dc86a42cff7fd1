/**
 * Who the statistics' reader leaves alone for a while after a failure (docs/architecture.md, "The
 * statistics engine"), with the one doubling wait SiteTray has (base/backoff.ts): a website the
 * service fails at (longer each time, a day when it says the website is not there), the account's
 * plan the same way, and every read while the service refuses the statistics alone — a server that
 * guards them apart from the rest of the API would otherwise be asked in a loop. A success starts
 * the waits over; "Refresh now" lifts them.
 */
import { Backoff } from '../base'
import type { StatsTiming } from './timing'

/** The longest a website the service keeps failing at waits before it is asked again. */
const MAX_HOLD_MS = 60 * 60_000
/** A website the service says is not there (deleted meanwhile) is asked again tomorrow. */
const NOT_FOUND_HOLD_MS = 24 * 60 * 60_000

interface Hold {
  until: number
  backoff: Backoff
}

export class ReadHolds {
  private readonly held = new Map<string, Hold>()
  private refusedAlone: Hold

  constructor(private readonly timing: StatsTiming) {
    this.refusedAlone = { until: 0, backoff: this.backoff() }
  }

  /** Until when `key` (a website id, or 'account') waits, if it does. */
  heldUntil(key: string): number | undefined {
    return this.held.get(key)?.until
  }

  /** The reading waits for the account's access check (Infinity), or until the statistics may be asked again. */
  get refusedUntil(): number {
    return this.refusedAlone.until
  }

  /** A read of `key` failed: it waits; answers how long. */
  failed(key: string, notFound: boolean, now: number): number {
    const hold = this.held.get(key) ?? { until: 0, backoff: this.backoff() }
    const waitMs = notFound ? NOT_FOUND_HOLD_MS : hold.backoff.next()
    this.held.set(key, { ...hold, until: now + waitMs })
    return waitMs
  }

  succeeded(key: string): void {
    this.held.delete(key)
    this.refusedAlone.backoff.reset()
  }

  /** Refused: every read waits until the account's check says whether the whole API is refused. */
  refused(): void {
    this.refusedAlone.until = Infinity
  }

  /** The check answered: the whole API refused (the connection waits for it) or the statistics alone (they wait). */
  checked(wholeApiWorks: boolean, now: number): number {
    const waitMs = wholeApiWorks ? this.refusedAlone.backoff.next() : 0
    this.refusedAlone.until = wholeApiWorks ? now + waitMs : 0
    return waitMs
  }

  clear(): void {
    this.held.clear()
  }

  private backoff(): Backoff {
    return new Backoff({ minDelayMs: this.timing.todayEveryMs, maxDelayMs: () => MAX_HOLD_MS })
  }
}
