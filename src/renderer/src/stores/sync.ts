/**
 * Each account's sync status (from `sync:status`, the account summaries and
 * `sync-status` events), the network as the system sees it, a clock for
 * "2 min ago", and which websites have edits waiting to be sent.
 */
import { defineStore } from 'pinia'
import { onScopeDispose, ref, watch } from 'vue'
import type { SyncStatus } from '../../../shared/sync'
import { invoke, listen } from '../lib/bridge'
import type { IpcError } from '../lib/ipc-errors'
import { useAccountsStore } from './accounts'

const CLOCK_MS = 30_000

export const useSyncStore = defineStore('sync', () => {
  const accounts = useAccountsStore()
  const statuses = ref<Record<string, SyncStatus>>({})
  const networkAvailable = ref(true)
  const now = ref(Date.now())
  const busy = ref<Record<string, 'refresh' | 'sync' | undefined>>({})
  const errors = ref<Record<string, IpcError | undefined>>({})

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

  async function run(accountId: string, kind: 'refresh' | 'sync'): Promise<void> {
    if (busy.value[accountId]) return
    busy.value = { ...busy.value, [accountId]: kind }
    errors.value = { ...errors.value, [accountId]: undefined }
    const result = await invoke(kind === 'refresh' ? 'sync:refresh' : 'sync:syncNow', { accountId })
    busy.value = { ...busy.value, [accountId]: undefined }
    if (!result.ok) errors.value = { ...errors.value, [accountId]: result.error }
    await load(accountId)
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
  const clock = setInterval(() => {
    now.value = Date.now()
  }, CLOCK_MS)
  onScopeDispose(() => clearInterval(clock))

  return {
    statuses,
    networkAvailable,
    now,
    busy,
    errors,
    statusOf,
    load,
    refresh: (accountId: string) => run(accountId, 'refresh'),
    syncNow: (accountId: string) => run(accountId, 'sync'),
    isWaiting,
  }
})
