import { ApiError, CANCELLED_MESSAGE } from '../api'

/**
 * How the scheduler rejects a task that was cancelled (its account removed,
 * its own signal aborted, the scheduler disposed). It is an ordinary `network`
 * ApiError, so code that only knows ApiError treats it like the client's own
 * cancellation; the subclass lets `isCancellation` tell it from a real outage
 * without reading the message.
 */
export class RequestCancelledError extends ApiError {
  constructor() {
    super({ kind: 'network', message: CANCELLED_MESSAGE })
  }
}

/**
 * True for work that stopped because someone asked it to, not because the
 * service failed: such errors are not worth showing, retrying or queueing in
 * the outbox. Also recognizes the client's own cancellation error, for
 * requests cancelled through a signal the scheduler did not hand out; the
 * message is SiteTray's own text, never a server's.
 */
export function isCancellation(error: unknown): boolean {
  if (error instanceof RequestCancelledError) return true
  return error instanceof ApiError && error.kind === 'network' && error.message === CANCELLED_MESSAGE
}
