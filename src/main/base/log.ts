/**
 * The main process's log: one line per event, tagged with the part that
 * speaks (`[sync] sending the outbox failed: …`). A cause is reduced to its
 * message (errorText): never a stack, a request or a key.
 */
import { errorText } from '../../shared/base/errors'

export interface Logger {
  warn(message: string, cause?: unknown): void
  error(message: string, cause?: unknown): void
}

export function createLogger(tag: string): Logger {
  const line = (write: (...parts: unknown[]) => void, message: string, cause: unknown[]): void => {
    if (cause.length === 0) write(`[${tag}] ${message}`)
    else write(`[${tag}] ${message}:`, errorText(cause[0]))
  }
  return {
    warn: (message, ...cause: unknown[]) => line(console.warn, message, cause),
    error: (message, ...cause: unknown[]) => line(console.error, message, cause),
  }
}
