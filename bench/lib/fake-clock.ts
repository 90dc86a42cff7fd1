/**
 * A day of the app's life in seconds of real time: Node's own mock timers (`node:test`'s
 * MockTimers, no dependency) stand in for `Date`, `setTimeout` and `setInterval`, so that every
 * wait in the services — the scheduler's windows, the readers' wakes, the write delays — and the
 * sandbox's own clock follow one fake clock, which is moved on only while nothing is on the wire:
 * a request in flight is answered at the moment it was sent, as far as the clock is concerned.
 * `setImmediate` stays real: it is how the driver lets the app's promises and I/O settle.
 */
import { mock } from 'node:test'
import type { FetchFunction } from '../../src/main/api'

const settle = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
/** Rounds of real I/O the app gets, with nothing sent or answered, before the clock moves. */
const QUIET_ROUNDS = 3

export class FakeClock {
  private inFlight = 0
  /** Grows with every request sent and answered: the app is not quiet while it changes. */
  private activity = 0
  private enabled = false

  enable(startMs: number): void {
    mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'], now: startMs })
    this.enabled = true
  }

  reset(): void {
    if (this.enabled) mock.timers.reset()
    this.enabled = false
  }

  /** `fetch` counted, its body read whole before the answer is handed on, so that "quiet" means nothing is on the wire. */
  counting(fetch: FetchFunction): FetchFunction {
    return async (url, init) => {
      this.inFlight += 1
      this.activity += 1
      try {
        const response = await fetch(url, init)
        const body = await response.arrayBuffer()
        return new Response(body, {
          status: response.status,
          statusText: response.statusText,
          headers: response.headers,
        })
      } finally {
        this.inFlight -= 1
        this.activity += 1
      }
    }
  }

  /** Resolves once nothing is on the wire and the app has had a few rounds of I/O without sending anything. */
  async quiet(): Promise<void> {
    for (;;) {
      const before = this.activity
      for (let round = 0; round < QUIET_ROUNDS; round++) await settle()
      if (this.inFlight === 0 && this.activity === before) return
    }
  }

  /** Moves the clock on by `ms` (firing what falls due), once the app is quiet. */
  async advance(ms: number): Promise<void> {
    await this.quiet()
    mock.timers.tick(ms)
  }

  /** Runs `work` to its end, moving the clock on in `stepMs` steps while it waits for time. */
  async drive<T>(work: Promise<T>, stepMs = 1_000): Promise<T> {
    let done = false
    const settled = work.finally(() => {
      done = true
    })
    settled.catch(() => undefined)
    while (!done) {
      await this.quiet()
      if (!done) mock.timers.tick(stepMs)
    }
    return settled
  }
}
