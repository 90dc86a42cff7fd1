/**
 * "Join the run under way": one run at a time, and whoever asks while it runs is answered by that
 * same run rather than starting another beside it (a sweep, an update check, the demo starting).
 * Where a request made during a run must see what changed meanwhile, Throttler runs once more instead.
 */
export class SharedRun<T> {
  private active: Promise<T> | null = null

  /** The run under way, or null. */
  get current(): Promise<T> | null {
    return this.active
  }

  /** Starts `factory` unless a run is under way; either way, the promise of the run that answers. */
  join(factory: () => Promise<T>): Promise<T> {
    if (this.active) return this.active
    // Started now; a factory that throws rejects the run rather than the caller.
    const run = new Promise<T>((resolve) => resolve(factory()))
    const active = run.finally(() => {
      if (this.active === active) this.active = null
    })
    this.active = active
    return active
  }
}
