/**
 * The request scheduler for one service address (design.md §5). Every request
 * bound for that server waits here for a token of the server's rate limit;
 * interactive work always goes before background work and may use the last
 * few tokens, background work never shows a 429 to anyone, and a Retry-After
 * holds back everything for that server.
 */
import type { ResponseInfo } from '../api'
import { ApiError } from '../api'
import { RequestCancelledError } from './cancellation'
import { TokenBucket } from './token-bucket'
import type { Lane, RequestScheduler, SchedulerOptions, SchedulerStatus, TaskOptions } from './types'

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
 * user; a user's clicks may overlap a little more.
 */
export const CONCURRENCY: Readonly<Record<Lane, number>> = { interactive: 4, background: 2 }

interface Entry {
  readonly seq: number
  readonly lane: Lane
  readonly accountId: string
  readonly task: (signal: AbortSignal) => Promise<unknown>
  readonly controller: AbortController
  resolve(value: unknown): void
  reject(error: unknown): void
  detachCallerSignal(): void
  /** The promise run() returned has settled; the request may still be on the wire. */
  settled: boolean
  running: boolean
  queuedAt: number
  /** Interactive only: how much longer it may still wait, in total over all its turns in the queue. */
  waitBudgetMs: number
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

export function createScheduler(options: SchedulerOptions = {}): RequestScheduler {
  const maxWaitMs = nonNegative(options.interactiveMaxWaitMs) ?? DEFAULT_INTERACTIVE_MAX_WAIT_MS
  const windowMs = positive(options.windowMs) ?? DEFAULT_WINDOW_MS
  const bucket = new TokenBucket(positiveInteger(options.limitPerMinute) ?? DEFAULT_LIMIT_PER_MINUTE, windowMs, Date.now())
  let lastInteractiveAt = -Infinity
  const userActiveMs = windowMs / 3
  const queues: Record<Lane, Entry[]> = { interactive: [], background: [] }
  const running = new Set<Entry>()
  const inFlight: Record<Lane, number> = { interactive: 0, background: 0 }
  let nextSeq = 0
  let disposed = false
  let timer: ReturnType<typeof setTimeout> | null = null
  let timerAt: number | null = null
  let pumping = false
  let pumpAgain = false

  function run<T>(taskOptions: TaskOptions, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const { lane, accountId, signal } = taskOptions
      if (lane !== 'interactive' && lane !== 'background') {
        reject(new TypeError(`Unknown scheduler lane: ${String(lane)}`))
        return
      }
      if (disposed || signal?.aborted) {
        reject(new RequestCancelledError())
        return
      }
      const entry: Entry = {
        seq: nextSeq++,
        lane,
        accountId,
        task,
        controller: new AbortController(),
        resolve: resolve as (value: unknown) => void,
        reject,
        detachCallerSignal: () => {},
        settled: false,
        running: false,
        queuedAt: Date.now(),
        waitBudgetMs: maxWaitMs,
      }
      if (signal) {
        const onAbort = (): void => cancel([entry])
        signal.addEventListener('abort', onAbort, { once: true })
        entry.detachCallerSignal = () => signal.removeEventListener('abort', onAbort)
      }
      queues[lane].push(entry)
      pump()
    })
  }

  function observe(info: ResponseInfo): void {
    if (disposed) return
    const now = Date.now()
    const limit = positiveInteger(info.rateLimitLimit)
    if (limit !== undefined) bucket.setLimit(limit, now)
    const remaining = nonNegative(info.rateLimitRemaining)
    if (remaining !== undefined) bucket.capAt(remaining, now)
    if (info.status === 429 || info.retryAfterMs != null) pauseFor(info.retryAfterMs, now)
    // A lower count or a pause may push queued interactive work past its wait limit: tell it now.
    pump()
  }

  function pauseFor(retryAfterMs: number | null | undefined, now: number): void {
    bucket.pauseUntil(now + Math.max(MIN_PAUSE_MS, nonNegative(retryAfterMs) ?? FALLBACK_RETRY_AFTER_MS), now)
  }

  function cancelAccount(accountId: string): void {
    cancel([...queues.interactive, ...queues.background, ...running].filter((entry) => entry.accountId === accountId))
  }

  /** Queued entries leave the queue, running ones have their signal aborted; all reject at once. */
  function cancel(entries: Entry[]): void {
    const cancelled = new Set(entries.filter((entry) => !entry.settled))
    if (cancelled.size === 0) return
    // One pass per lane: cancelling an account may drop thousands of queued pages.
    queues.interactive = queues.interactive.filter((entry) => !cancelled.has(entry))
    queues.background = queues.background.filter((entry) => !cancelled.has(entry))
    for (const entry of cancelled) {
      if (entry.running) entry.controller.abort()
      settle(entry, { ok: false, error: new RequestCancelledError() })
    }
    pump()
  }

  function dispose(): void {
    if (disposed) return
    disposed = true
    clearTimer()
    const queued = [...queues.interactive, ...queues.background]
    queues.interactive = []
    queues.background = []
    for (const entry of queued) settle(entry, { ok: false, error: new RequestCancelledError() })
  }

  function status(): SchedulerStatus {
    const now = Date.now()
    return {
      tokens: Math.max(0, Math.floor(bucket.available(now) + 1e-9)),
      limitPerMinute: bucket.limitPerWindow,
      pausedUntil: bucket.pausedUntil(now),
      queued: { interactive: queues.interactive.length, background: queues.background.length },
      inFlight: inFlight.interactive + inFlight.background,
    }
  }

  /**
   * Sends what may be sent and sets the one timer for what must wait. Called
   * again from inside a task (a synchronous observe or run), it only asks the
   * outer call to look once more, so the queues are never walked twice at once.
   */
  function pump(): void {
    if (disposed) return
    if (pumping) {
      pumpAgain = true
      return
    }
    pumping = true
    try {
      do {
        pumpAgain = false
        pumpOnce(Date.now())
      } while (pumpAgain)
    } finally {
      pumping = false
    }
  }

  function pumpOnce(now: number): void {
    failInteractiveThatWouldWaitTooLong(now)
    while (canStart('interactive', now)) start(queues.interactive[0] as Entry, now)
    while (queues.interactive.length === 0 && canStart('background', now)) start(queues.background[0] as Entry, now)
    scheduleWake(now)
  }

  /**
   * Background work leaves the reserve alone: it needs one token more than the
   * reserve holds. While the user is at work (a click within the last third
   * of a window), the reserve grows to half the limit: a sweep then takes
   * longer, and the user's next edits still go at once.
   */
  function tokensNeeded(lane: Lane, now: number): number {
    if (lane === 'interactive') return 1
    const userActive = now - lastInteractiveAt < userActiveMs
    const reserve = userActive ? Math.max(bucket.reserve, Math.min(bucket.limitPerWindow - 1, Math.ceil(bucket.limitPerWindow / 2))) : bucket.reserve
    return reserve + 1
  }

  /** Background work also leaves the server's own window its reserve, so that a click never meets a 429 the sweep caused. */
  function canStart(lane: Lane, now: number): boolean {
    if (queues[lane].length === 0 || inFlight[lane] >= CONCURRENCY[lane] || !bucket.hasAtLeast(tokensNeeded(lane, now), now)) return false
    return lane === 'interactive' || bucket.windowHasAtLeast(tokensNeeded(lane, now), now)
  }

  /**
   * A user should hear "busy, try in N s" rather than watch a spinner: each
   * queued interactive task that could not go out within its wait budget,
   * counting the interactive tasks ahead of it, fails right away.
   */
  function failInteractiveThatWouldWaitTooLong(now: number): void {
    let ahead = 0
    for (const entry of [...queues.interactive]) {
      const readyAt = bucket.readyAt(ahead + 1, now)
      if (readyAt > entry.queuedAt + entry.waitBudgetMs) {
        withdraw(entry)
        settle(entry, { ok: false, error: busyError(readyAt - now) })
      } else {
        ahead += 1
      }
    }
  }

  function start(entry: Entry, now: number): void {
    if (entry.lane === 'interactive') lastInteractiveAt = now
    withdraw(entry)
    bucket.take(now)
    entry.waitBudgetMs -= now - entry.queuedAt
    entry.running = true
    running.add(entry)
    inFlight[entry.lane] += 1
    execute(entry).then(
      (value) => finish(entry, { ok: true, value }),
      (error: unknown) => finish(entry, { ok: false, error }),
    )
  }

  async function execute(entry: Entry): Promise<unknown> {
    return entry.task(entry.controller.signal)
  }

  function finish(entry: Entry, outcome: Outcome): void {
    entry.running = false
    running.delete(entry)
    inFlight[entry.lane] -= 1
    if (!entry.settled) {
      if (!outcome.ok && isRateLimited(outcome.error)) retryAfterPause(entry, outcome.error)
      else settle(entry, outcome)
    }
    pump()
  }

  /** The server refused without processing the request: it goes again, first in its lane, once the pause is over. */
  function retryAfterPause(entry: Entry, error: ApiError): void {
    const now = Date.now()
    pauseFor(error.retryAfterMs, now)
    if (disposed) {
      settle(entry, { ok: false, error: new RequestCancelledError() })
      return
    }
    entry.queuedAt = now
    requeueInOrder(entry)
  }

  /** Before every task that never ran, and after other retries that were queued earlier. */
  function requeueInOrder(entry: Entry): void {
    const queue = queues[entry.lane]
    const index = queue.findIndex((other) => other.seq > entry.seq)
    if (index === -1) queue.push(entry)
    else queue.splice(index, 0, entry)
  }

  function withdraw(entry: Entry): void {
    const queue = queues[entry.lane]
    // Starting takes the head; shift() is cheap there even in a long sweep queue.
    if (queue[0] === entry) {
      queue.shift()
      return
    }
    const index = queue.indexOf(entry)
    if (index !== -1) queue.splice(index, 1)
  }

  function settle(entry: Entry, outcome: Outcome): void {
    if (entry.settled) return
    entry.settled = true
    entry.detachCallerSignal()
    if (outcome.ok) entry.resolve(outcome.value)
    else entry.reject(outcome.error)
  }

  function scheduleWake(now: number): void {
    const wakeAt = nextWakeAt(now)
    if (wakeAt === timerAt) return
    clearTimer()
    if (wakeAt === null) return
    timerAt = wakeAt
    timer = setTimeout(onTimer, Math.max(1, wakeAt - now))
    // A pending refill is no reason to keep the app (or a test run) alive.
    timer.unref?.()
  }

  /** Only waits for time need a timer; a lane full of running requests is woken by their end. */
  function nextWakeAt(now: number): number | null {
    const lane: Lane | null = queues.interactive.length > 0 ? 'interactive' : queues.background.length > 0 ? 'background' : null
    if (lane === null || inFlight[lane] >= CONCURRENCY[lane]) return null
    const needed = tokensNeeded(lane, now)
    const tokensAt = bucket.readyAt(needed, now)
    if (lane === 'interactive') return tokensAt
    const readyAt = Math.max(tokensAt, bucket.windowReadyAt(needed, now))
    // When the user has been idle for a while, the reserve shrinks back and the sweep may go on sooner.
    const reserveShrinksAt = lastInteractiveAt + userActiveMs
    return reserveShrinksAt > now && reserveShrinksAt < readyAt ? reserveShrinksAt : readyAt
  }

  function onTimer(): void {
    timer = null
    timerAt = null
    pump()
  }

  function clearTimer(): void {
    if (timer !== null) clearTimeout(timer)
    timer = null
    timerAt = null
  }

  return { run, observe, cancelAccount, status, dispose }
}

function isRateLimited(error: unknown): error is ApiError {
  return error instanceof ApiError && error.kind === 'rate_limited'
}

/** What an interactive task that cannot go out soon enough fails with. */
export function busyError(waitMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000))
  return new ApiError({ kind: 'rate_limited', retryAfterMs: Math.max(0, Math.ceil(waitMs)), message: `The service is busy: SiteTray can send this in about ${seconds} s.` })
}

function positiveInteger(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : undefined
}

function positive(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined
}

function nonNegative(value: number | null | undefined): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : undefined
}
