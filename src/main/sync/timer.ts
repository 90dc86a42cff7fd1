/** Timers and background work for the engine's parts, in the shape of the rest of base/: disposable, never lost. */
import type { IDisposable } from '../../shared/base/lifecycle'

/** One pending timeout that can be moved or dropped; once disposed it never fires again. */
export class Timer implements IDisposable {
  private handle: ReturnType<typeof setTimeout> | undefined
  private disposed = false

  /** Replaces whatever was scheduled. */
  schedule(delayMs: number, action: () => void): void {
    this.cancel()
    if (this.disposed) return
    this.handle = setTimeout(() => {
      this.handle = undefined
      action()
    }, Math.max(0, delayMs))
    // A pending sweep or retry must not keep a quitting app alive.
    this.handle.unref?.()
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

/** Starts work nobody waits for. Its failures are the work's own to handle; one it missed is reported here, never lost. */
export function inBackground(work: Promise<unknown>, what: string): void {
  work.catch((error: unknown) => console.error(`[sync] ${what} failed:`, error instanceof Error ? error.message : error))
}
