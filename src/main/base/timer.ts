/**
 * Every wait in the main process's own code goes through here: a timer that
 * can be moved or dropped, a run-once-later scheduler built on it, and a
 * sleep for retries.
 */
import type { IDisposable } from '../../shared/base/lifecycle'

/**
 * One pending timeout that can be moved or dropped; once disposed it never
 * fires again. It does not keep the process alive (a pending sweep must not
 * hold up a quit) unless `keepAlive` says the wait is part of work under way.
 */
export class Timer implements IDisposable {
  private handle: ReturnType<typeof setTimeout> | undefined
  private disposed = false

  constructor(private readonly options: { keepAlive?: boolean } = {}) {}

  /** Replaces whatever was scheduled. */
  schedule(delayMs: number, action: () => void): void {
    this.cancel()
    if (this.disposed) return
    this.handle = setTimeout(
      () => {
        this.handle = undefined
        action()
      },
      Math.max(0, delayMs),
    )
    if (!this.options.keepAlive) this.handle.unref?.()
  }

  get isScheduled(): boolean {
    return this.handle !== undefined
  }

  cancel(): void {
    clearTimeout(this.handle)
    this.handle = undefined
  }

  dispose(): void {
    this.disposed = true
    this.cancel()
  }
}

export interface RunOnceOptions {
  /** Quiet time after the last schedule() before the action runs. */
  delayMs: number
  /** Longest the action waits after the first schedule() while schedule() keeps being called; default: no limit. */
  maxDelayMs?: number
}

/**
 * When a run-once-later action runs: `delayMs` after the latest request, but
 * no later than `maxDelayMs` after the first one since it last ran.
 */
export function runAt(timing: {
  now: number
  firstScheduledAt: number
  delayMs: number
  maxDelayMs?: number | undefined
}): number {
  const { now, firstScheduledAt, delayMs, maxDelayMs } = timing
  return maxDelayMs === undefined ? now + delayMs : Math.min(now + delayMs, firstScheduledAt + maxDelayMs)
}

/**
 * Runs its action once, later: every schedule() moves the run to `delayMs`
 * from now, but never past `maxDelayMs` after the first schedule() since the
 * last run (runAt) — so a steady stream of changes is still written out.
 */
export class RunOnceScheduler implements IDisposable {
  private readonly timer = new Timer()
  private firstScheduledAt: number | undefined

  constructor(
    private readonly action: () => void,
    private readonly options: RunOnceOptions,
  ) {}

  schedule(): void {
    const now = Date.now()
    this.firstScheduledAt ??= now
    const due = runAt({
      now,
      firstScheduledAt: this.firstScheduledAt,
      delayMs: this.options.delayMs,
      maxDelayMs: this.options.maxDelayMs,
    })
    this.timer.schedule(due - now, () => this.run())
  }

  /** Runs exactly `delayMs` from now (a retry's backoff), unless a schedule() comes first. */
  scheduleIn(delayMs: number): void {
    this.firstScheduledAt = undefined
    this.timer.schedule(delayMs, () => this.run())
  }

  get isScheduled(): boolean {
    return this.timer.isScheduled
  }

  /** Drops the pending run; the next schedule() starts a new window. */
  cancel(): void {
    this.timer.cancel()
    this.firstScheduledAt = undefined
  }

  dispose(): void {
    this.firstScheduledAt = undefined
    this.timer.dispose()
  }

  private run(): void {
    this.firstScheduledAt = undefined
    this.action()
  }
}

/** Runs `action` every `intervalMs` until disposed (a clock, a poll); it never keeps the process alive. */
export function repeat(intervalMs: number, action: () => void): IDisposable {
  const handle = setInterval(action, intervalMs)
  handle.unref?.()
  return { dispose: () => clearInterval(handle) }
}

/** Resolves after `delayMs`: the pause between retries of work under way, which it keeps alive. */
export function sleep(delayMs: number): Promise<void> {
  return new Promise((resolve) => new Timer({ keepAlive: true }).schedule(delayMs, resolve))
}

/**
 * An abort signal that fires after `timeoutMs`, and whether it was the time that fired it (rather
 * than whoever else aborts through `abort()`): a request's own deadline, which ofetch's `timeout`
 * does not give (it stops counting once the headers are in, so a body that never ends hangs).
 */
export class Deadline implements IDisposable {
  private readonly controller = new AbortController()
  private readonly timer = new Timer()
  private expired = false

  constructor(timeoutMs: number) {
    this.timer.schedule(timeoutMs, () => {
      this.expired = true
      this.controller.abort()
    })
  }

  get signal(): AbortSignal {
    return this.controller.signal
  }

  /** The time ran out (as opposed to an abort from elsewhere). */
  get timedOut(): boolean {
    return this.expired
  }

  abort(): void {
    this.controller.abort()
  }

  dispose(): void {
    this.timer.dispose()
  }
}
