/**
 * Each account's sync status (from `sync:status`, the account summaries and
 * `sync-status` events), the network as the system sees it, a clock for
 * "2 min ago", which websites have edits waiting to be sent, and the user's
 * "Refresh" and "Sync now" (sync-requests.ts).
 */
import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import type { SyncStatus } from '../../../shared/sync'
import { listen } from '../lib/bridge'
import { clock } from '../lib/clock'
import { resource } from '../lib/resource'
import { useAccountsStore } from './accounts'
import { useSyncRequests } from './sync-requests'

const CLOCK_MS = 30_000

export const useSyncStore = defineStore('sync', () => {
  const accounts = useAccountsStore()
  const statuses = resource('sync:status', (request) => request.accountId)
  const networkAvailable = ref(true)
  const now = clock(CLOCK_MS)
  const load = (accountId: string) => statuses.load({ accountId })
  const requests = useSyncRequests(load)

  function statusOf(accountId: string | null | undefined): SyncStatus | null {
    if (!accountId) return null
    return statuses.data(accountId) ?? accounts.byId(accountId)?.status ?? null
  }

  function apply(status: SyncStatus): void {
    statuses.set(status.accountId, status, { accountId: status.accountId })
  }

  /** A website not yet on the service, or one with an edit in the outbox. */
  function isWaiting(accountId: string, websiteId: string): boolean {
    return websiteId.startsWith('local-') || (statusOf(accountId)?.waitingWebsiteIds.includes(websiteId) ?? false)
  }

  // Summaries carry the status as it was when main sent them: as current as the last event (IPC keeps the order).
  // So they must be taken in at once ('sync'): a watcher deferred to the next tick would put an older
  // summary over a `sync-status` that arrived in the same task after it ("Syncing 36 of 36" for ever).
  watch(
    () => accounts.list,
    (list) => {
      for (const account of list) statuses.set(account.id, account.status, { accountId: account.id })
    },
    { flush: 'sync' },
  )

  listen('sync-status', ({ status }) => apply(status))
  listen('connectivity', ({ networkAvailable: available }) => {
    networkAvailable.value = available
  })
  listen('outbox-counts', ({ accountId, pendingEdits, conflicts }) => {
    const status = statusOf(accountId)
    if (status) apply({ ...status, pendingEdits, conflicts })
  })

  return { networkAvailable, now, statusOf, load, isWaiting, ...requests }
})
