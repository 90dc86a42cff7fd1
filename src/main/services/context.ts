/**
 * What the services' parts share: the environment every account's runtime sees, the runtimes, recent edits, list
 * orders, the demo, the excluded address and the switcher's visits.
 */
import { ApiError } from '../api'
import type { ConnectionCheckOptions, ProfileStore } from '../accounts'
import type { AccountSummary } from '../../shared/accounts'
import type { RequestScheduler } from '../scheduler'
import type { AccountSync } from '../sync'
import type { AccountRuntime, RuntimeEnvironment } from './account-runtime'
import type { DemoService } from './demo'
import type { ListOrders } from './list-orders'
import type { MyIp } from './my-ip'
import type { RecentEdits } from './recent-edits'
import type { SwitcherVisits } from './switcher-visits'
import { t } from '../../shared/i18n'

/** Connection tests belong to no account yet. */
const PROBE_OWNER = 'connection-test'

export interface ServicesContext {
  env: RuntimeEnvironment
  runtimes: Map<string, AccountRuntime>
  recent: RecentEdits
  listOrders: ListOrders
  demo: DemoService
  myIp: MyIp
  visits: SwitcherVisits
}

/** Every account as the window lists it: in the profiles' order, each with its runtime open. */
export function accountList(profiles: ProfileStore, runtimes: ReadonlyMap<string, AccountRuntime>): AccountSummary[] {
  return profiles.list().flatMap((profile) => {
    const runtime = runtimes.get(profile.id)
    return runtime ? [runtime.summary()] : []
  })
}

export function runtimeOf(context: ServicesContext, accountId: string): AccountRuntime {
  const runtime = context.runtimes.get(accountId)
  if (!runtime) throw new ApiError({ kind: 'invalid_request', message: t('sync.account.notThere') })
  return runtime
}

/** The account's sync engine; without a usable key, the reason why as an `unauthorized` error. */
export function engineOf(context: ServicesContext, accountId: string): Promise<AccountSync> {
  return runtimeOf(context, accountId).syncOrKeyError()
}

/**
 * Connection tests count against the same per-address limit as everything
 * else, as interactive work; an address the client would refuse gets no
 * scheduler and is refused by the test itself, before any request.
 */
export function probeOptions(
  context: ServicesContext,
  baseUrl: string,
): Pick<ConnectionCheckOptions, 'run' | 'onResponse' | 'timeoutMs' | 'fetch'> {
  const { env } = context
  const timeout = { fetch: env.fetch, ...(env.timeoutMs !== undefined && { timeoutMs: env.timeoutMs }) }
  let scheduler: RequestScheduler
  try {
    scheduler = env.schedulers.forService(baseUrl)
  } catch {
    return timeout
  }
  return {
    ...timeout,
    run: (task) => scheduler.run({ lane: 'interactive', accountId: PROBE_OWNER }, task),
    onResponse: scheduler.observe,
  }
}
