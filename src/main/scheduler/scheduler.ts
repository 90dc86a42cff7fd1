/**
 * The request scheduler for one service address (docs/architecture.md, "Requests"). Every request
 * bound for that server waits here for a token of the server's rate limit;
 * interactive work always goes before background work and may use the last
 * few tokens, background work never shows a 429 to anyone, and a Retry-After
 * holds back everything for that server. Idle work (statistics) goes last, only
 * while no background work waits or runs, and within a fifth of the limit — four
 * fifths while statistics are on screen (statsOnScreen).
 */
import type { ResponseInfo } from '../api'
import type { ApiError } from '../api'
import { failInteractiveThatWouldWaitTooLong, isRateLimited } from './busy'
import { RunAgainIfAsked, Timer } from '../base'
import { RequestCancelledError } from './cancellation'
import { nonNegative, positive, positiveInteger } from './numbers'
import { IdleBudget } from './idle-budget'
import type { IDisposable } from '../../shared/base/lifecycle'
import { LaneQueues, newEntry, settle, type Entry, type Outcome } from './queues'
import { TokenBucket } from './token-bucket'
import type { Lane, RequestScheduler, SchedulerOptions, SchedulerStatus, TaskOptions } from './types'
import { UserActivity } from './user-activity'

export const DEFAULT_LIMIT_PER_MINUTE = 60
export const DEFAULT_INTERACTIVE_MAX_WAIT_MS = 10_000
const DEFAULT_WINDOW_MS = 60_000
/** What a 429 without a usable Retry-After costs: Laravel's window is a minute. */
const FALLBACK_RETRY_AFTER_MS = 60_000
/** A 429 always costs at least this, so a server answering `Retry-After: 0` is not asked again in a tight loop. */
const MIN_PAUSE_MS = 1_000

/**
 * Requests on the wire at once, per lane. A sweep needs no more than two to
 * keep the pipe busy, and fewer leave the server (and the reserve) to the
 * user; a user's clicks may overlap a little more. Statistics take two, so
 * that a read the user waits for never waits on a background read hanging
 * on the wire; their budget, not this, says how many go in a window.
 */
export const CONCURRENCY: Readonly<Record<Lane, number>> = { interactive: 4, background: 2, idle: 2 }

export function createScheduler(options: SchedulerOptions = {}): RequestScheduler {
  return new Scheduler(options)
}

class Scheduler implements RequestScheduler {
  private readonly maxWaitMs: number
  private readonly bucket: TokenBucket
  private readonly user: UserActivity
  private readonly queues = new LaneQueues()
  private readonly running = new Set<Entry>()
  private readonly inFlight: Record<Lane, number> = { interactive: 0, background: 0, idle: 0 }
  private readonly idleBudget: IdleBudget
  private nextSeq = 0
  private disposed = false
  /** The one wake-up for what must wait for time; `timerAt` says when it is set for. */
  private readonly timer = new Timer()
  private timerAt: number | null = null
  private readonly pumps = new RunAgainIfAsked(() => this.pumpOnce(Date.now()))

  constructor(options: SchedulerOptions) {
    this.maxWaitMs = nonNegative(options.interactiveMaxWaitMs) ?? DEFAULT_INTERACTIVE_MAX_WAIT_MS
    const windowMs = positive(options.windowMs) ?? DEFAULT_WINDOW_MS
    this.bucket = new TokenBucket(
      positiveInteger(options.limitPerMinute) ?? DEFAULT_LIMIT_PER_MINUTE,
      windowMs,
      Date.now(),
    )
    this.user = new UserActivity(windowMs)
    this.idleBudget = new IdleBudget(windowMs)
  }

  readonly run = <T>(taskOptions: TaskOptions, task: (signal: AbortSignal) => Promise<T>): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      const { lane, accountId, signal, forScreen = false } = taskOptions
      if (lane !== 'interactive' && lane !== 'background' && lane !== 'idle') {
        reject(new TypeError(`Unknown scheduler lane: ${String(lane)}`))
        return
      }
      if (this.disposed || signal?.aborted) {
        reject(new RequestCancelledError())
        return
      }
      const entry = newEntry(
        {
          seq: this.nextSeq++,
          lane,
          forScreen: lane === 'idle' && forScreen,
          accountId,
          task,
          resolve: resolve as (value: unknown) => void,
          reject,
        },
        this.maxWaitMs,
        signal,
        (aborted) => this.cancel([aborted]),
      )
      this.queues.push(entry)
      this.pump()
    })

  readonly observe = (info: ResponseInfo): void => {
    if (this.disposed) return
    const now = Date.now()
    const limit = positiveInteger(info.rateLimitLimit)
    if (limit !== undefined) this.bucket.setLimit(limit, now)
    const remaining = nonNegative(info.rateLimitRemaining)
    if (remaining !== undefined) this.bucket.capAt(remaining, now)
    if (info.status === 429 || info.retryAfterMs != null) this.pauseFor(info.retryAfterMs, now)
    // A lower count or a pause may push queued interactive work past its wait limit: tell it now.
    this.pump()
  }

  readonly cancelAccount = (accountId: string): void => {
    this.cancel([...this.queues.all(), ...this.running].filter((entry) => entry.accountId === accountId))
  }

  // More room: what waits may go at once; less: the timer set for it is set again.
  readonly statsOnScreen = (): IDisposable => this.idleBudget.holdOnScreen(() => this.pump())

  readonly status = (): SchedulerStatus => {
    const now = Date.now()
    return {
      tokens: Math.max(0, Math.floor(this.bucket.available(now) + 1e-9)),
      limitPerMinute: this.bucket.limitPerWindow,
      pausedUntil: this.bucket.pausedUntil(now),
      queued: { interactive: this.queues.of('interactive').length, background: this.queues.of('background').length },
      inFlight: this.inFlight.interactive + this.inFlight.background + this.inFlight.idle,
      idle: {
        queued: this.queues.of('idle').length,
        budgetLeft: this.idleBudget.left(this.bucket.limitPerWindow, now),
      },
    }
  }

  readonly dispose = (): void => {
    if (this.disposed) return
    this.disposed = true
    this.clearTimer()
    for (const entry of this.queues.takeAll()) settle(entry, { ok: false, error: new RequestCancelledError() })
  }

  private pauseFor(retryAfterMs: number | null | undefined, now: number): void {
    this.bucket.pauseUntil(now + Math.max(MIN_PAUSE_MS, nonNegative(retryAfterMs) ?? FALLBACK_RETRY_AFTER_MS), now)
  }

  /** Queued entries leave the queue, running ones have their signal aborted; all reject at once. */
  private cancel(entries: Entry[]): void {
    const cancelled = new Set(entries.filter((entry) => !entry.settled))
    if (cancelled.size === 0) return
    this.queues.withdrawAll(cancelled)
    for (const entry of cancelled) {
      if (entry.running) entry.controller.abort()
      settle(entry, { ok: false, error: new RequestCancelledError() })
    }
    this.pump()
  }

  /**
   * Sends what may be sent and sets the one timer for what must wait. Called
   * again from inside a task (a synchronous observe or run), it only asks the
   * outer call to look once more, so the queues are never walked twice at once.
   */
  private pump(): void {
    if (this.disposed) return
    this.pumps.run()
  }

  private pumpOnce(now: number): void {
    failInteractiveThatWouldWaitTooLong(this.queues, this.bucket, now)
    while (this.canStart('interactive', now)) this.start(this.queues.of('interactive')[0] as Entry, now)
    while (this.queues.of('interactive').length === 0 && this.canStart('background', now))
      this.start(this.queues.of('background')[0] as Entry, now)
    while (this.idleMayGo(now) && this.canStart('idle', now)) this.start(this.queues.of('idle')[0] as Entry, now)
    this.scheduleWake(now)
  }

  /** Background and idle work leave the reserve alone, a larger one while the user is at work (user-activity.ts). */
  private tokensNeeded(lane: Lane, now: number): number {
    return this.user.tokensNeeded(lane, this.bucket, now, this.idleBudget.isOnScreen)
  }

  /**
   * Background work also leaves the server's own window its reserve, so that a click never meets a 429 the sweep
   * caused.
   */
  private canStart(lane: Lane, now: number): boolean {
    if (
      this.queues.of(lane).length === 0 ||
      this.inFlight[lane] >= CONCURRENCY[lane] ||
      !this.bucket.hasAtLeast(this.tokensNeeded(lane, now), now)
    )
      return false
    return lane === 'interactive' || this.bucket.windowHasAtLeast(this.tokensNeeded(lane, now), now)
  }

  /**
   * Idle work never stands in the way of anything else: it waits while interactive or
   * background work is queued, while background work is on the wire or has just ended (a
   * sweep's next page), and once it has spent its fifth of the window.
   */
  private idleMayGo(now: number): boolean {
    const readyAt = this.idleReadyAt(now)
    return readyAt !== null && readyAt <= now
  }

  /**
   * When idle work may go as far as the other lanes and its budget are concerned (not the tokens); null: when they say.
   */
  private idleReadyAt(now: number): number | null {
    if (
      this.queues.of('interactive').length > 0 ||
      this.queues.of('background').length > 0 ||
      this.inFlight.background > 0
    )
      return null
    // The head: work for the screen queues ahead of the rest.
    const next = this.queues.of('idle')[0]
    return this.idleBudget.readyAt(this.bucket.limitPerWindow, now, next?.forScreen ?? false)
  }

  private start(entry: Entry, now: number): void {
    if (entry.lane === 'interactive') this.user.interacted(now)
    if (entry.lane === 'idle') this.idleBudget.take(now, entry.forScreen)
    this.queues.withdraw(entry)
    this.bucket.take(now)
    entry.waitBudgetMs -= now - entry.queuedAt
    entry.running = true
    this.running.add(entry)
    this.inFlight[entry.lane] += 1
    execute(entry).then(
      (value) => this.finish(entry, { ok: true, value }),
      (error: unknown) => this.finish(entry, { ok: false, error }),
    )
  }

  private finish(entry: Entry, outcome: Outcome): void {
    entry.running = false
    this.running.delete(entry)
    this.inFlight[entry.lane] -= 1
    if (entry.lane === 'background') this.idleBudget.backgroundEnded(Date.now())
    if (!entry.settled) {
      if (!outcome.ok && isRateLimited(outcome.error)) this.retryAfterPause(entry, outcome.error)
      else settle(entry, outcome)
    }
    this.pump()
  }

  /** The server refused without processing the request: it goes again, first in its lane, once the pause is over. */
  private retryAfterPause(entry: Entry, error: ApiError): void {
    const now = Date.now()
    this.pauseFor(error.retryAfterMs, now)
    if (this.disposed) {
      settle(entry, { ok: false, error: new RequestCancelledError() })
      return
    }
    entry.queuedAt = now
    this.queues.requeueInOrder(entry)
  }

  private scheduleWake(now: number): void {
    const wakeAt = this.nextWakeAt(now)
    if (wakeAt === this.timerAt) return
    this.clearTimer()
    if (wakeAt === null) return
    this.timerAt = wakeAt
    this.timer.schedule(Math.max(1, wakeAt - now), () => {
      this.timerAt = null
      this.pump()
    })
  }

  /** Only waits for time need a timer; a lane full of running requests is woken by their end. */
  private nextWakeAt(now: number): number | null {
    const lane = this.waitingLane()
    if (lane === null || this.inFlight[lane] >= CONCURRENCY[lane]) return null
    const needed = this.tokensNeeded(lane, now)
    const tokensAt = this.bucket.readyAt(needed, now)
    if (lane === 'interactive') return tokensAt
    const laneReadyAt = lane === 'idle' ? this.idleReadyAt(now) : now
    // Idle work held back by the other lanes is woken by their end.
    if (laneReadyAt === null) return null
    const readyAt = Math.max(tokensAt, this.bucket.windowReadyAt(needed, now), laneReadyAt)
    const reserveShrinksAt = this.user.reserveShrinksAt()
    return reserveShrinksAt > now && reserveShrinksAt < readyAt ? reserveShrinksAt : readyAt
  }

  /** The first lane with work waiting. */
  private waitingLane(): Lane | null {
    for (const lane of ['interactive', 'background', 'idle'] as const) if (this.queues.of(lane).length > 0) return lane
    return null
  }

  private clearTimer(): void {
    this.timer.cancel()
    this.timerAt = null
  }
}

async function execute(entry: Entry): Promise<unknown> {
  return entry.task(entry.controller.signal)
}
