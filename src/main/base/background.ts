import { createLogger, type Logger } from './log'

const log = createLogger('background')

/**
 * Starts work nobody waits for. Its failures are the work's own to handle; one it missed is logged here, never lost.
 */
export function inBackground(work: Promise<unknown>, what: string, logger: Logger = log): void {
  work.catch((error: unknown) => logger.error(`${what} failed`, error))
}
