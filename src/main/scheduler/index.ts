/**
 * Per-server request scheduling (docs/architecture.md, "Requests"): the rate limit, the lanes
 * (interactive, background, idle) and Retry-After, for everything the app sends to one service address.
 */
export { createScheduler, CONCURRENCY, DEFAULT_INTERACTIVE_MAX_WAIT_MS, DEFAULT_LIMIT_PER_MINUTE } from './scheduler'
export { busyError } from './busy'
export { IDLE_SHARE, IdleBudget, ON_SCREEN_SHARE } from './idle-budget'
export { createSchedulerRegistry } from './registry'
export type { SchedulerRegistry } from './registry'
export { isCancellation, RequestCancelledError } from './cancellation'
export type { Lane, RequestScheduler, SchedulerOptions, SchedulerStatus, TaskOptions } from './types'
