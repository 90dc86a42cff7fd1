/**
 * Per-server request scheduling (docs/architecture.md, "Requests"): the rate limit, the two lanes
 * and Retry-After, for everything the app sends to one service address.
 */
export { createScheduler, busyError, CONCURRENCY, DEFAULT_INTERACTIVE_MAX_WAIT_MS, DEFAULT_LIMIT_PER_MINUTE } from './scheduler'
export { createSchedulerRegistry } from './registry'
export type { SchedulerRegistry } from './registry'
export { isCancellation, RequestCancelledError } from './cancellation'
export type { Lane, RequestScheduler, SchedulerOptions, SchedulerStatus, TaskOptions } from './types'
