/**
 * Each account's sync status (read, carried by the account summaries and `sync-status`, counted again
 * by `outbox-counts`: refreshes.ts), the network as the system sees it, a clock for "2 min ago", which
 * websites have edits waiting to be sent, and the user's "Refresh" and "Sync now": one at a time per
 * account, the last one's refusal, the status read again once it is over.
 */
import { computed, reactive } from 'vue'
import type { SyncStatus } from '../../../shared/sync'
import { lastEvent, perWindow, useMutation, useServerData } from '../data/query'
import { clock } from '../lib/clock'
import { useAccounts } from './useAccounts'

const CLOCK_MS = 30_000

type Kind = 'refresh' | 'sync'

export const useSync = () => perWindow('sync', setUpSync)

function setUpSync() {
  const server = useServerData()
  const accounts = useAccounts()
  const connectivity = lastEvent('connectivity')
  const byAccount = (request: { accountId: string }): string => request.accountId
  const requests = { refresh: useMutation('sync:refresh', byAccount), sync: useMutation('sync:syncNow', byAccount) }
  const load = (accountId: string) => server.load('sync:status', { accountId })

  function statusOf(accountId: string | null | undefined): SyncStatus | null {
    if (!accountId) return null
    return server.data('sync:status', { accountId }) ?? accounts.byId(accountId)?.status ?? null
  }

  /** A website not yet on the service, or one with an edit in the outbox. */
  function isWaiting(accountId: string, websiteId: string): boolean {
    return websiteId.startsWith('local-') || (statusOf(accountId)?.waitingWebsiteIds.includes(websiteId) ?? false)
  }

  function busyOf(accountId: string): Kind | undefined {
    if (requests.refresh.pending(accountId)) return 'refresh'
    return requests.sync.pending(accountId) ? 'sync' : undefined
  }

  async function run(accountId: string, kind: Kind): Promise<void> {
    if (busyOf(accountId)) return
    // The last request's refusal, whichever it was, goes with the next one.
    requests[kind === 'refresh' ? 'sync' : 'refresh'].clearError(accountId)
    await requests[kind].run({ accountId })
    await load(accountId)
  }

  return reactive({
    networkAvailable: computed(() => connectivity.value?.networkAvailable ?? true),
    now: clock(CLOCK_MS),
    statusOf,
    load,
    isWaiting,
    /** The header's badge: every account's conflicts, as their status counts them. */
    conflictsTotal: computed(() =>
      accounts.list.reduce((sum, account) => sum + (statusOf(account.id)?.conflicts ?? 0), 0),
    ),
    busyOf,
    errorOf: (accountId: string) => requests.refresh.error(accountId) ?? requests.sync.error(accountId),
    /** New websites first (a cheap page 1). */
    refresh: (accountId: string) => run(accountId, 'refresh'),
    /** A full sweep; over when it answers. */
    syncNow: (accountId: string) => run(accountId, 'sync'),
  })
}
