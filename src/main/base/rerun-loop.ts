/**
 * A background reading loop started on demand (docs/architecture.md, "Visitors"): one run at a time, and a kick while
 * it runs makes it run once more when it ends — what changed during a read (a favorite, the connection) is then
 * planned again rather than lost. Stopped, it never runs again.
 */
import { inBackground } from './background'
import type { Logger } from './log'

export class RerunLoop {
  private running = false
  private again = false
  private stopped = false

  constructor(
    private readonly body: () => Promise<void>,
    /** What the loop does, for the log when a run fails. */
    private readonly what: string,
    private readonly log: Logger,
  ) {}

  get isStopped(): boolean {
    return this.stopped
  }

  kick(): void {
    if (this.stopped) return
    if (this.running) {
      this.again = true
      return
    }
    inBackground(this.run(), this.what, this.log)
  }

  stop(): void {
    this.stopped = true
  }

  private async run(): Promise<void> {
    this.running = true
    try {
      await this.body()
    } finally {
      this.running = false
      const rerun = this.again
      this.again = false
      if (rerun) this.kick()
    }
  }
}
