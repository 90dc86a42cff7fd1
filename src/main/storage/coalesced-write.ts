/**
 * A document kept in memory and written back when it changes, coalesced: a
 * burst of changes (a sweep changing thousands of websites, a window being
 * dragged) becomes one write after a quiet spell, a steady stream is still
 * written every `maxDelayMs`, and a write that fails is tried again later by
 * itself. What must survive a shutdown is on disk moments after it changed,
 * not only at quit; flush() and close() write what is still waiting.
 */
import { RunOnceScheduler, Sequencer } from '../base'
import type { IDisposable } from '../../shared/base/lifecycle'
import type { JsonFile } from './json-file'

/** A background write that keeps failing (disk full) is retried, but no more than twice a minute. */
const MAX_RETRY_DELAY_MS = 30_000

export interface CoalescedWriteOptions {
  file: Pick<JsonFile, 'write'>
  /** The document as it is now; called when the write's turn comes. */
  snapshot: () => unknown
  /** Quiet time after the last change before writing. */
  debounceMs: number
  /** Longest a change waits for its write while changes keep coming. */
  maxDelayMs: number
  /** A background write failed; it is tried again later. */
  onWriteFailed: (error: Error) => void
}

export class CoalescedWrite implements IDisposable {
  private changes = 0
  private saved = 0
  private failures = 0
  private closed = false
  private readonly writes = new Sequencer()
  private readonly scheduler: RunOnceScheduler

  constructor(private readonly options: CoalescedWriteOptions) {
    this.scheduler = new RunOnceScheduler(() => this.writeInBackground(), {
      delayMs: options.debounceMs,
      maxDelayMs: options.maxDelayMs,
    })
  }

  /** The document changed: it is written soon. */
  changed(): void {
    this.changes += 1
    if (!this.closed) this.scheduler.schedule()
  }

  /** Resolves when every change made so far is on disk; rejects when a write of them fails. */
  async flush(): Promise<void> {
    const target = this.changes
    while (this.saved < target) await this.writeOnce()
    if (this.saved >= this.changes) this.scheduler.cancel()
  }

  /** Writes what is waiting, then stops writing by itself. */
  async close(): Promise<void> {
    this.closed = true
    try {
      await this.flush()
    } finally {
      this.scheduler.dispose()
    }
  }

  dispose(): void {
    this.closed = true
    this.scheduler.dispose()
  }

  private writeInBackground(): void {
    this.writeOnce().then(
      () => {
        this.failures = 0
      },
      (error: unknown) => {
        this.failures += 1
        this.options.onWriteFailed(error instanceof Error ? error : new Error(String(error)))
        if (!this.closed && this.saved < this.changes && !this.scheduler.isScheduled) {
          this.scheduler.scheduleIn(Math.min(this.options.maxDelayMs * 2 ** this.failures, MAX_RETRY_DELAY_MS))
        }
      },
    )
  }

  /** Writes the document as it is when the previous write (if any) has ended. */
  private writeOnce(): Promise<void> {
    return this.writes.queue(async () => {
      if (this.saved >= this.changes) return
      const covering = this.changes
      await this.options.file.write(this.options.snapshot())
      this.saved = Math.max(this.saved, covering)
    })
  }
}
