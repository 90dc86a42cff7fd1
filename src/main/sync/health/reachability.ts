/**
 * How one account's engine knows the service can be reached and lets the account in
 * (account-sync.ts wires it): one probe (the list's first page, as small as the variant allows),
 * the connectivity with its one backoff that probes with it, the access watch that asks again
 * while the key or the plan is refused, and what the statistics see of both.
 */
import type { WebsitesClient } from '../../api'
import { isCancellation } from '../../scheduler'
import type { DisposableStore } from '../../../shared/base/lifecycle'
import { profileOf } from '../../../shared/variant-profile'
import type { Variant } from '../../../shared/website'
import type { AccountSyncOptions } from '../account-sync-options'
import type { AccountRequests } from '../requests'
import { accessConnection, type AccessConnection } from '../stats-access'
import { AccessWatch } from './access-watch'
import { Connectivity } from './connectivity'
import type { Problems } from './error-policy'

export interface ReachabilityDeps extends Pick<AccountSyncOptions, 'reconnectMinMs' | 'reconnectMaxMs'> {
  /** Where the parts go, to be disposed with the engine. */
  store: DisposableStore
  variant: Variant
  client: WebsitesClient
  requests: AccountRequests
  problems: Problems
  /** Between background sweeps; 0 when there are none. */
  sweepIntervalMs: number
}

export interface Reachability {
  connectivity: Connectivity
  access: AccessWatch
  statsConnection: AccessConnection
}

export function createReachability(deps: ReachabilityDeps): Reachability {
  const { store, variant, client, requests, problems, sweepIntervalMs } = deps
  const probe = async (): Promise<void> => {
    await requests.run('background', (signal) =>
      client.list({ perPage: profileOf(variant).perPage.min, page: 1 }, { signal }),
    )
    problems.succeeded('probe')
  }
  const connectivity = store.add(
    new Connectivity({
      minDelayMs: deps.reconnectMinMs ?? 2_000,
      maxDelayMs: deps.reconnectMaxMs ?? 60_000,
      probe,
    }),
  )
  const checkAccess = async (): Promise<void> => {
    try {
      await probe()
    } catch (error) {
      if (!isCancellation(error)) problems.report('probe', error)
      throw error
    }
    connectivity.noteSuccess()
  }
  const access = store.add(
    new AccessWatch({
      problems,
      connectivity,
      check: checkAccess,
      minDelayMs: deps.reconnectMinMs ?? 2_000,
      maxDelayMs: () => (sweepIntervalMs > 0 ? sweepIntervalMs : 15 * 60_000),
    }),
  )
  return { connectivity, access, statsConnection: accessConnection(store, connectivity, problems, access) }
}
