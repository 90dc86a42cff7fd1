/**
 * "Refresh" and "Sync now": one request at a time per account, what went
 * wrong with the last one, and the status read again once it is over. Set up
 * inside the sync store.
 */
import { ref } from 'vue'
import { invoke } from '../lib/bridge'
import type { IpcError } from '../lib/ipc-errors'

type Kind = 'refresh' | 'sync'

export function useSyncRequests(loadStatus: (accountId: string) => Promise<void>) {
  const busy = ref<Record<string, Kind | undefined>>({})
  const errors = ref<Record<string, IpcError | undefined>>({})

  async function run(accountId: string, kind: Kind): Promise<void> {
    if (busy.value[accountId]) return
    busy.value = { ...busy.value, [accountId]: kind }
    errors.value = { ...errors.value, [accountId]: undefined }
    const result = await invoke(kind === 'refresh' ? 'sync:refresh' : 'sync:syncNow', { accountId })
    busy.value = { ...busy.value, [accountId]: undefined }
    if (!result.ok) errors.value = { ...errors.value, [accountId]: result.error }
    await loadStatus(accountId)
  }

  return {
    busy,
    errors,
    /** New websites first (a cheap page 1). */
    refresh: (accountId: string) => run(accountId, 'refresh'),
    /** A full sweep; over when it answers. */
    syncNow: (accountId: string) => run(accountId, 'sync'),
  }
}
