/**
 * What the idle lane (statistics) may spend of the server's limit: at most a fifth of it in
 * any one window, counted over the last window's length — so that over an hour it never takes
 * more than a fifth either, whatever the server's windows look like — and never right after
 * background work, whose next request (a sweep's next page) is usually a moment away. While the
 * user looks at statistics (the overview, a website's) the share is four fifths: what they are
 * waiting for comes sooner, and the fifth left stays the clicks' and edits'. Only the reads for
 * the screen take the larger share: the rest (other websites' today, alerts) stay within their
 * fifth meanwhile, so they never eat what the user waits for. Pure bookkeeping: every method takes
 * the current time.
 */

import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'

/** The idle lane's share of the limit in the background. */
export const IDLE_SHARE = 1 / 5
/** Its share while statistics are on screen. */
export const ON_SCREEN_SHARE = 4 / 5

/** After background work, idle work waits this share of a window (1 s at 60/min). */
const BACKGROUND_QUIET_SHARE = 1 / 60
/**
 * A request counts against the budget a little longer than a window (a second longer at 60/min):
 * it reaches the server a moment after the scheduler sends it, and not always the same moment, so
 * two requests a window apart here may arrive a little less than a window apart there.
 */
const COUNTED_SHARE = 1 + 1 / 60

export class IdleBudget {
  /** When each idle request of the last window was sent, oldest first. */
  private readonly starts: number[] = []
  /** The same for those not for the screen. */
  private readonly backgroundStarts: number[] = []
  private lastBackgroundAt = -Infinity

  private readonly countedMs: number
  /** How many say statistics are on screen. */
  private onScreen = 0

  constructor(private readonly windowMs: number) {
    this.countedMs = windowMs * COUNTED_SHARE
  }

  get isOnScreen(): boolean {
    return this.onScreen > 0
  }

  private get share(): number {
    return this.isOnScreen ? ON_SCREEN_SHARE : IDLE_SHARE
  }

  /**
   * Statistics are on screen until the returned disposable is disposed (holders add up): four fifths meanwhile, a
   * fifth after; what was sent still counts. `changed` is told each time, so that waiting work is looked at again.
   */
  holdOnScreen(changed: () => void): IDisposable {
    this.onScreen += 1
    changed()
    return toDisposable(() => {
      this.onScreen -= 1
      changed()
    })
  }

  /** Background work just ended: idle work gives the next one a moment to be asked for. */
  backgroundEnded(now: number): void {
    this.lastBackgroundAt = now
  }

  /** Requests the idle lane may send per window at this limit and share (a fifth by default), at least one. */
  static perWindow(limit: number, share = IDLE_SHARE): number {
    return Math.max(1, Math.floor(limit * share))
  }

  /** Requests the screen's reads may still send in this window (the background's may send fewer). */
  left(limit: number, now: number): number {
    this.forget(now)
    return Math.max(0, IdleBudget.perWindow(limit, this.share) - this.starts.length)
  }

  take(now: number, forScreen: boolean): void {
    this.forget(now)
    this.starts.push(now)
    if (!forScreen) this.backgroundStarts.push(now)
  }

  /**
   * When the next idle request may go — for the screen, or not — now, after background work's quiet moment, or when
   * the oldest one counted leaves the window.
   */
  readyAt(limit: number, now: number, forScreen: boolean): number {
    this.forget(now)
    let budgetAt = this.freeAt(this.starts, IdleBudget.perWindow(limit, this.share), now)
    if (!forScreen) budgetAt = Math.max(budgetAt, this.freeAt(this.backgroundStarts, IdleBudget.perWindow(limit), now))
    return Math.max(budgetAt, this.lastBackgroundAt + this.windowMs * BACKGROUND_QUIET_SHARE)
  }

  /** When `starts` leave room for one more under `cap`. */
  private freeAt(starts: readonly number[], cap: number, now: number): number {
    const over = starts.length - cap
    return over < 0 ? now : starts[over]! + this.countedMs
  }

  private forget(now: number): void {
    for (const starts of [this.starts, this.backgroundStarts])
      while (starts.length > 0 && starts[0]! + this.countedMs <= now) starts.shift()
  }
}
