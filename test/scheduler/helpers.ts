/** Driving a scheduler on a fake clock, with tasks that record when they were sent. */
import { afterEach, beforeEach, vi } from 'vitest'
import { ApiError, type ResponseInfo } from '../../src/main/api'

export const START = Date.UTC(2025, 5, 1, 12, 0, 0)

/** Fakes only what the scheduler uses: setImmediate stays real, so `drain()` can let promise chains finish. */
export function useFakeClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: START })
  })
  afterEach(() => {
    vi.useRealTimers()
  })
}

/** Lets every promise callback that is already due run. */
export function drain(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

export async function advance(ms: number): Promise<void> {
  await vi.advanceTimersByTimeAsync(ms)
  await drain()
}

export function elapsed(): number {
  return Date.now() - START
}

export function answer(overrides: Partial<ResponseInfo>): ResponseInfo {
  return { status: 200, rateLimitLimit: 60, rateLimitRemaining: null, retryAfterMs: null, ...overrides }
}

export function tooManyAttempts(retryAfterMs?: number): ApiError {
  return new ApiError({ kind: 'rate_limited', status: 429, ...(retryAfterMs !== undefined && { retryAfterMs }) })
}

export interface Sent {
  name: string
  /** ms since START */
  at: number
  signal: AbortSignal
}

/** Tasks standing in for API requests; every start is logged in `sent`. */
export function requests() {
  const sent: Sent[] = []
  const log = (name: string, signal: AbortSignal): void => void sent.push({ name, at: elapsed(), signal })
  return {
    sent,
    names: (): string[] => sent.map((request) => request.name),
    /** Answers at once. */
    instant:
      (name: string) =>
      (signal: AbortSignal): Promise<string> => {
        log(name, signal)
        return Promise.resolve(name)
      },
    /** Answers when released; stops like the API client when its signal aborts. */
    held(name: string) {
      let release: (value: string) => void = () => {}
      const task = (signal: AbortSignal): Promise<string> => {
        log(name, signal)
        return new Promise<string>((resolve, reject) => {
          release = resolve
          signal.addEventListener(
            'abort',
            () => reject(new ApiError({ kind: 'network', message: 'The request was cancelled.' })),
            { once: true },
          )
        })
      }
      return { task, release: (): void => release(name) }
    },
    /** Refused with a 429 on the first `refusals` attempts, then answers. */
    refusedFirst(name: string, retryAfterMs: number | undefined, refusals = 1) {
      let attempts = 0
      const task = (signal: AbortSignal): Promise<string> => {
        log(name, signal)
        attempts += 1
        return attempts <= refusals ? Promise.reject(tooManyAttempts(retryAfterMs)) : Promise.resolve(name)
      }
      return { task, attempts: (): number => attempts }
    },
  }
}

export interface Watched<T> {
  readonly state: 'pending' | 'resolved' | 'rejected'
  readonly value: T | undefined
  readonly error: unknown
}

/** A promise's state, readable without awaiting it (and without an unhandled rejection). */
export function watch<T>(promise: Promise<T>): Watched<T> {
  const watched: { state: Watched<T>['state']; value: T | undefined; error: unknown } = {
    state: 'pending',
    value: undefined,
    error: undefined,
  }
  promise.then(
    (value) => {
      watched.state = 'resolved'
      watched.value = value
    },
    (error: unknown) => {
      watched.state = 'rejected'
      watched.error = error
    },
  )
  return watched
}
