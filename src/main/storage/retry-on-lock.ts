/**
 * Windows antivirus scanners, the search indexer and backup tools open fresh
 * files for a moment, and a rename or open over them then fails with
 * EPERM/EBUSY/EACCES. The lock clears within milliseconds to a second, so a
 * few retries with growing pauses turn that into a short delay, not an error.
 */
import { sleep } from '../base'

const TRANSIENT_LOCK_CODES = new Set(['EPERM', 'EBUSY', 'EACCES'])

/** Pauses before each retry: about 0.8 s in all, longer than a typical scan of a small file. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [20, 50, 100, 200, 400]

export function isTransientLockError(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code
  return typeof code === 'string' && TRANSIENT_LOCK_CODES.has(code)
}

export async function retryOnLock<T>(
  operation: () => Promise<T>,
  delaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await operation()
    } catch (error) {
      const delay = delaysMs[attempt]
      if (delay === undefined || !isTransientLockError(error)) throw error
      await sleep(delay)
    }
  }
}
