/**
 * Small helpers the main process's parts share: write queue, timers, background work, errors as text (and in a user's
 * words), the log, a domain as people write it, a response body read with a cap.
 */
export { Sequencer } from './sequencer'
export { Throttler } from './throttler'
export { SharedRun } from './shared-run'
export { RunAgainIfAsked } from './run-again-if-asked'
export { Deadline, repeat, RunOnceScheduler, runAt, sleep, Timer, type RunOnceOptions } from './timer'
export { inBackground } from './background'
export { Backoff, type BackoffOptions } from './backoff'
export { createLogger, type Logger } from './log'
export { errorText } from '../../shared/base/errors'
export { displayDomain } from './display-domain'
export { systemProblem } from './system-problem'
export { BodyReadAbortedError, BodyTooLargeError, cappedChunks } from './capped-body'
