import { parseServiceUrl } from '../api'
import { createScheduler } from './scheduler'
import type { RequestScheduler, SchedulerOptions } from './types'

export interface SchedulerRegistry {
  /**
   * The scheduler for the server at `baseUrl`. Servers count their limit per
   * client address, not per key, so every account on one server shares one
   * scheduler: they are told apart by origin (scheme, host and port), the path
   * does not matter. Throws the client's `invalid_request` ApiError for an
   * address the client would refuse too.
   */
  forService(baseUrl: string): RequestScheduler
  /** Cancels an account's work on every server, e.g. when it is removed or its address changed. */
  cancelAccount(accountId: string): void
  /** Disposes every scheduler; a later forService starts afresh. */
  dispose(): void
}

export function createSchedulerRegistry(options: SchedulerOptions = {}): SchedulerRegistry {
  const schedulers = new Map<string, RequestScheduler>()

  function forService(baseUrl: string): RequestScheduler {
    const origin = parseServiceUrl(baseUrl).origin
    let scheduler = schedulers.get(origin)
    if (!scheduler) {
      scheduler = createScheduler(options)
      schedulers.set(origin, scheduler)
    }
    return scheduler
  }

  function cancelAccount(accountId: string): void {
    for (const scheduler of schedulers.values()) scheduler.cancelAccount(accountId)
  }

  function dispose(): void {
    for (const scheduler of schedulers.values()) scheduler.dispose()
    schedulers.clear()
  }

  return { forService, cancelAccount, dispose }
}
