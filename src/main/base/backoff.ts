/**
 * The one way SiteTray waits before asking the service again what it failed at: a wait that doubles with every try,
 * from a first delay up to a ceiling read at each try (the refresh interval is a setting), and that starts over once
 * the service does what was asked. The connection's probes and retries, the access watch, a sweep that did not get
 * through and the statistics' reader (a website the service fails at, statistics refused alone) each keep one.
 */
export interface BackoffOptions {
  minDelayMs: number
  /** The longest wait, read at each try; never shorter than the first. */
  maxDelayMs: () => number
}

export class Backoff {
  private delayMs: number

  constructor(private readonly options: BackoffOptions) {
    this.delayMs = options.minDelayMs
  }

  /** The wait before the next try; the one after it is twice as long, up to the ceiling. */
  next(): number {
    const ceiling = Math.max(this.options.minDelayMs, this.options.maxDelayMs())
    const delay = Math.min(this.delayMs, ceiling)
    this.delayMs = Math.min(this.delayMs * 2, ceiling)
    return delay
  }

  /** The next wait is the first again. */
  reset(): void {
    this.delayMs = this.options.minDelayMs
  }
}
