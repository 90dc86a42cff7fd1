/**
 * The synchronous Throttler: a job (the scheduler walking its queues) that may be asked for again
 * from inside itself — a task it starts calls back synchronously — runs once more after the current
 * pass instead of inside it, so its state is never walked twice at once.
 */
export class RunAgainIfAsked {
  private running = false
  private askedAgain = false

  constructor(private readonly job: () => void) {}

  /** Runs the job now, or, when called from inside it, once more when the current pass ends. */
  run(): void {
    if (this.running) {
      this.askedAgain = true
      return
    }
    this.running = true
    try {
      do {
        this.askedAgain = false
        this.job()
      } while (this.askedAgain)
    } finally {
      this.running = false
    }
  }
}
