/** What the services' parts share: the accounts' runtimes, the stores behind them, and the events going out. */
import { ApiError } from '../api'
import type { ProfileStore, SecretStore, ConnectionCheckOptions } from '../accounts'
import type { RequestScheduler, SchedulerRegistry } from '../scheduler'
import type { AccountRuntime, RuntimeEnvironment } from './account-runtime'
import type { ServicesEvent } from './types'

/** Connection tests belong to no account yet. */
const PROBE_OWNER = 'connection-test'

export interface ServicesContext {
  profiles: ProfileStore
  secrets: SecretStore
  schedulers: SchedulerRegistry
  runtimes: Map<string, AccountRuntime>
  env: RuntimeEnvironment
  emit(event: ServicesEvent): void
}

export function runtimeOf(context: ServicesContext, accountId: string): AccountRuntime {
  const runtime = context.runtimes.get(accountId)
  if (!runtime) throw new ApiError({ kind: 'invalid_request', message: 'This account does not exist (any more).' })
  return runtime
}

/**
 * Connection tests count against the same per-address limit as everything
 * else, as interactive work; an address the client would refuse gets no
 * scheduler and is refused by the test itself, before any request.
 */
export function probeOptions(context: ServicesContext, baseUrl: string): Pick<ConnectionCheckOptions, 'run' | 'onResponse' | 'timeoutMs'> {
  const timeout = context.env.timeoutMs !== undefined ? { timeoutMs: context.env.timeoutMs } : {}
  let scheduler: RequestScheduler
  try {
    scheduler = context.schedulers.forService(baseUrl)
  } catch {
    return timeout
  }
  return {
    ...timeout,
    run: (task) => scheduler.run({ lane: 'interactive', accountId: PROBE_OWNER }, task),
    onResponse: scheduler.observe,
  }
}
