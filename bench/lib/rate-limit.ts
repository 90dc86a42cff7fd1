/**
 * The service's limit (60 requests per minute per client address, counted in fixed windows) and
 * its latency, scaled down in time so that a sweep of 10,000 websites at the default page size
 * takes minutes rather than hours. Scaling the window and the latency by the same factor keeps
 * every ratio (requests, wall time ÷ the limit's bound) what it would be at full scale; only the
 * server's Retry-After, in whole seconds, does not scale.
 */

export const LIMIT_PER_WINDOW = 60
/** A round trip to a real service, assumed for the scaled figures (they are divided by `factor`). */
const REAL_LATENCY_MS = 100
const REAL_WINDOW_MS = 60_000

export interface ScaledLimit {
  /** Real time ÷ scaled time. */
  factor: number
  windowMs: number
  latencyMs: number
  perWindow: number
}

export function scaledLimit(quick: boolean): ScaledLimit {
  // Full: a 6 s window, 10 ms latency. Quick: a 1 s window, the shortest Retry-After can express.
  const factor = quick ? 60 : 10
  return {
    factor,
    windowMs: REAL_WINDOW_MS / factor,
    latencyMs: Math.max(1, Math.round(REAL_LATENCY_MS / factor)),
    perWindow: LIMIT_PER_WINDOW,
  }
}

/**
 * The least time `requests` requests can take under the limit, from a fresh window: all the
 * limit allows go at once, the last one starts when its window opens and takes one round trip.
 */
export function limitBoundMs(requests: number, limit: ScaledLimit): number {
  return Math.floor((requests - 1) / limit.perWindow) * limit.windowMs + limit.latencyMs
}

export function describeLimit(limit: ScaledLimit): string {
  return `${limit.perWindow} per ${limit.windowMs / 1000} s window, ${limit.latencyMs} ms latency (60/min and ${REAL_LATENCY_MS} ms ÷ ${limit.factor})`
}

/**
 * The sandbox's clock, which its rate limiter counts windows with: `skipWindow()` moves it past
 * the current window, so that the next measurement starts with the whole limit, as after a pause.
 */
export class SteppingClock {
  private offsetMs = 0

  constructor(private readonly windowMs: number) {}

  readonly now = (): number => Date.now() + this.offsetMs

  skipWindow(): void {
    this.offsetMs += this.windowMs + 1
  }
}
