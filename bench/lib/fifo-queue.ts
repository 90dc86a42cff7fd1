/**
 * The quick-edit case's baseline: one first-in-first-out queue for everything sent to the
 * server, the way a client without lanes works. `concurrency` tasks run at once (the scheduler's
 * background lane runs two); a 429 pauses the whole queue for its Retry-After and puts the
 * refused task back at the head, so order is kept.
 */
import { isTooManyAttempts, sleep } from './retry-after'

interface Entry {
  task: () => Promise<unknown>
  resolve(value: unknown): void
  reject(error: unknown): void
}

export class FifoQueue {
  private readonly queue: Entry[] = []
  private running = 0
  private pausedUntil = 0
  private waking = false

  constructor(
    private readonly concurrency: number,
    private readonly fallbackWaitMs: number,
  ) {}

  push<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.queue.push({ task, resolve: resolve as (value: unknown) => void, reject })
      this.pump()
    })
  }

  private pump(): void {
    const wait = this.pausedUntil - Date.now()
    if (wait > 0) {
      if (!this.waking) {
        this.waking = true
        void sleep(wait).then(() => {
          this.waking = false
          this.pump()
        })
      }
      return
    }
    while (this.running < this.concurrency && this.queue.length > 0) this.start(this.queue.shift()!)
  }

  private start(entry: Entry): void {
    this.running += 1
    entry.task().then(
      (value) => {
        this.running -= 1
        entry.resolve(value)
        this.pump()
      },
      (error: unknown) => {
        this.running -= 1
        if (isTooManyAttempts(error)) {
          this.pausedUntil = Math.max(this.pausedUntil, Date.now() + (error.retryAfterMs ?? this.fallbackWaitMs))
          this.queue.unshift(entry)
        } else {
          entry.reject(error)
        }
        this.pump()
      },
    )
  }
}
