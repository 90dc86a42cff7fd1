/**
 * Each account's sync status (from `sync:status`, the account summaries and
 * `sync-status` events), the network as the system sees it, a clock for
 * "2 min ago", which websites have edits waiting to be sent, and the user's
 * "Refresh" and "Sync now" (sync-requests.ts).
 */
import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import type { SyncStatus } from '../../../shared/sync'
import { useClock } from '../composables/useClock'
import { invoke, listen } from '../lib/bridge'
import { useAccountsStore } from './accounts'
import { useSyncRequests } from './sync-requests'

const CLOCK_MS = 30_000

export const useSyncStore = defineStore('sync', () => {
  const accounts = useAccountsStore()
  const statuses = ref<Record<string, SyncStatus>>({})
  const networkAvailable = ref(true)
  const now = useClock(CLOCK_MS)
  const requests = useSyncRequests(load)

  function statusOf(accountId: string | null | undefined): SyncStatus | null {
    if (!accountId) return null
    return statuses.value[accountId] ?? accounts.byId(accountId)?.status ?? null
  }

  function apply(status: SyncStatus): void {
    statuses.value = { ...statuses.value, [status.accountId]: status }
  }

  async function load(accountId: string): Promise<void> {
    const result = await invoke('sync:status', { accountId })
    if (result.ok) apply(result.data)
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
      statuses.value = Object.fromEntries(list.map((account) => [account.id, account.status]))
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

  return { statuses, networkAvailable, now, statusOf, load, isWaiting, ...requests }
})
