import type { ResponseInfo } from '../api'
import type { IDisposable } from '../../shared/base/lifecycle'

/**
 * Interactive work (a user's click or edit) is always sent before background work (sync), and
 * background work before idle work (statistics): idle work goes only while nothing else waits or
 * runs, and takes at most a fifth of the limit (docs/architecture.md, "Requests").
 */
export type Lane = 'interactive' | 'background' | 'idle'

export interface TaskOptions {
  lane: Lane
  /** Whose work this is, so that removing an account can cancel it. */
  accountId: string
  /** Cancels this one task, queued or in flight. */
  signal?: AbortSignal
  /**
   * Idle lane only: statistics the user is looking at. They go before the other idle work and may use four fifths of
   * the limit while statistics are on screen; the rest stays within a fifth.
   */
  forScreen?: boolean
}

export interface SchedulerStatus {
  /** Requests that may be sent right now without exceeding the limit. */
  tokens: number
  /** Requests per minute, as last announced by the server (X-RateLimit-Limit) or the default. */
  limitPerMinute: number
  /** Epoch ms until which nothing is sent because the server asked to wait (Retry-After), or null. */
  pausedUntil: number | null
  queued: Record<'interactive' | 'background', number>
  /** Requests on the wire, every lane. */
  inFlight: number
  /** The idle lane: what waits, and how many more it may send in the current window. */
  idle: { queued: number; budgetLeft: number }
}

export interface SchedulerOptions {
  /** Starting limit, before the server announces its own; default 60. */
  limitPerMinute?: number
  /**
   * Longest an interactive task may wait (for a token or a Retry-After pause)
   * before it fails with an ApiError of kind `rate_limited` that says when it
   * could be sent; default 10 s.
   */
  interactiveMaxWaitMs?: number
  /**
   * The window the server counts its limit over. Real servers count per
   * minute (default 60 000); only a sandbox with a shortened window (tests)
   * needs another value here, and then `limitPerMinute` and the status's
   * `limitPerMinute` mean "per window".
   */
  windowMs?: number
}

/**
 * All requests bound for one service address (docs/architecture.md, "Requests"). The task is the
 * actual request: it is started when a token is available, given a signal that
 * aborts on cancellation, and re-run transparently after a 429.
 */
export interface RequestScheduler {
  run<T>(options: TaskOptions, task: (signal: AbortSignal) => Promise<T>): Promise<T>
  /** Every answer's rate-limit headers: pass it as the API client's `onResponse`. */
  observe(info: ResponseInfo): void
  /** Rejects the account's queued tasks and aborts its tasks in flight. */
  cancelAccount(accountId: string): void
  /**
   * Statistics bound for this server are on screen (the overview, a website's statistics) until the
   * returned disposable is disposed: the idle lane may use up to four fifths of the limit meanwhile,
   * still after every click, edit and sweep and leaving the reserve alone. Holders add up.
   */
  statsOnScreen(): IDisposable
  status(): SchedulerStatus
  /** Rejects everything queued and stops all timers. */
  dispose(): void
}
