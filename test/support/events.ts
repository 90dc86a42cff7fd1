/** Waiting for what other work (sync, replay) makes true: checked now and after every event, never by sleeping. */
import type { Event } from '../../src/shared/base/event'

/**
 * Resolves once `condition` holds, checking it now and after every event;
 * fails with the message when it still does not hold after `timeoutMs`.
 */
export function whenEvent(
  event: Event<unknown>,
  condition: () => boolean,
  message: string,
  timeoutMs = 10_000,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (condition()) return resolve()
    const stop = (): void => {
      clearTimeout(deadline)
      subscription.dispose()
    }
    const deadline = setTimeout(() => {
      stop()
      reject(new Error(`Timed out waiting until ${message}`))
    }, timeoutMs)
    const subscription = event(() => {
      if (!condition()) return
      stop()
      resolve()
    })
  })
}
