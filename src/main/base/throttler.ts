/**
 * "Run again if asked while running", written once (after VS Code's base/common/async.ts Throttler): one run at a
 * time, and at most one more queued behind it. Every caller that asks while a run is under way is answered by the
 * queued run, which starts after the current one and so sees whatever changed meanwhile.
 */
import type { IDisposable } from '../../shared/base/lifecycle'

export class Throttler implements IDisposable {
  private active: Promise<void> | null = null
  private queued: { run: Promise<void>; factory: () => Promise<void> } | null = null
  private idle: (() => void)[] = []
  private disposed = false

  /** Whether a run is under way or waiting to start. */
  get isBusy(): boolean {
    return this.active !== null
  }

  /** The run under way, or null. */
  get current(): Promise<void> | null {
    return this.active
  }

  /**
   * Runs `factory` now if nothing runs, else once after the current run (the latest factory asked for wins). The
   * promise settles with the run that answers this call. Once disposed, nothing new starts and the call resolves.
   */
  queue(factory: () => Promise<void>): Promise<void> {
    if (this.disposed) return Promise.resolve()
    if (!this.active) return this.start(factory)
    if (this.queued) {
      this.queued.factory = factory
      return this.queued.run
    }
    const queued = { factory, run: Promise.resolve() }
    queued.run = this.active.then(
      () => this.startQueued(),
      () => this.startQueued(),
    )
    this.queued = queued
    return queued.run
  }

  /** Resolves once nothing runs and nothing is queued. */
  whenIdle(): Promise<void> {
    if (!this.active) return Promise.resolve()
    return new Promise((resolve) => this.idle.push(resolve))
  }

  /** Drops the queued run (one under way finishes by itself); nothing starts afterwards. */
  dispose(): void {
    this.disposed = true
  }

  private startQueued(): Promise<void> {
    const queued = this.queued
    this.queued = null
    if (!queued || this.disposed) {
      this.settle()
      return Promise.resolve()
    }
    return this.start(queued.factory)
  }

  private start(factory: () => Promise<void>): Promise<void> {
    // Started now; a factory that throws rejects the run rather than the caller.
    const run = new Promise<void>((resolve) => resolve(factory()))
    const active = run.finally(() => {
      if (this.queued) return
      this.settle()
    })
    this.active = active
    // The queued run chains on `active`; the caller's promise is the run itself, with its own outcome.
    active.catch(() => undefined)
    return run
  }

  private settle(): void {
    this.active = null
    for (const resolve of this.idle.splice(0)) resolve()
  }
}
