/**
 * Edits waiting for the user's choice, per account (`sync:conflicts`), kept
 * fresh by `conflict` events and changed conflict counts.
 */
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { RequestOf } from '../../../shared/ipc-contract'
import type { Edit, EditOutcome } from '../../../shared/sync'
import { invoke, listen } from '../lib/bridge'
import type { IpcError, IpcResult } from '../lib/ipc-errors'
import { useAccountsStore } from './accounts'
import { useSyncStore } from './sync'

export type Choice = 'mine' | 'theirs'
/** A refused edit as the user corrected it: its settings (and the domain, for a website not yet created). */
export type Correction = RequestOf<'sync:retryEdit'>['change']

export const useConflictsStore = defineStore('conflicts', () => {
  const accounts = useAccountsStore()
  const sync = useSyncStore()
  const byAccount = ref<Record<string, Edit[]>>({})
  const loading = ref<Record<string, boolean>>({})
  const loadErrors = ref<Record<string, IpcError | undefined>>({})
  /** editId → the choice being sent. */
  const resolving = ref<Record<string, Choice | undefined>>({})
  const resolveErrors = ref<Record<string, IpcError | undefined>>({})

  /** The badge: every account's conflicts, as the status counts them. */
  const total = computed(() => accounts.list.reduce((sum, account) => sum + (sync.statusOf(account.id)?.conflicts ?? 0), 0))

  async function load(accountId: string): Promise<void> {
    loading.value = { ...loading.value, [accountId]: true }
    const result = await invoke('sync:conflicts', { accountId })
    loading.value = { ...loading.value, [accountId]: false }
    if (result.ok) byAccount.value = { ...byAccount.value, [accountId]: result.data.filter((edit) => edit.conflict) }
    loadErrors.value = { ...loadErrors.value, [accountId]: result.ok ? undefined : result.error }
  }

  function forget(accountId: string, editId: string): void {
    byAccount.value = { ...byAccount.value, [accountId]: (byAccount.value[accountId] ?? []).filter((edit) => edit.id !== editId) }
    void sync.load(accountId)
  }

  /** The user's correction of a refused edit: it takes the refused one's place and is sent again. */
  async function retry(accountId: string, editId: string, change: Correction, seen?: RequestOf<'sync:retryEdit'>['seen']): Promise<IpcResult<EditOutcome>> {
    const result = await invoke('sync:retryEdit', { accountId, editId, change, ...(seen && { seen }) })
    // Back in Conflicts (refused again, or changed elsewhere meanwhile): it stays in the list.
    if (result.ok && result.data.status !== 'conflict') forget(accountId, editId)
    return result
  }

  async function resolve(accountId: string, editId: string, choice: Choice): Promise<boolean> {
    if (resolving.value[editId]) return false
    resolving.value = { ...resolving.value, [editId]: choice }
    resolveErrors.value = { ...resolveErrors.value, [editId]: undefined }
    const result = await invoke('sync:resolveConflict', { accountId, editId, choice })
    resolving.value = { ...resolving.value, [editId]: undefined }
    if (!result.ok && result.error.kind !== 'not_found') {
      resolveErrors.value = { ...resolveErrors.value, [editId]: result.error }
      return false
    }
    // Resolved now, or already resolved elsewhere (the tray, another try): either way it is gone.
    forget(accountId, editId)
    return true
  }

  listen('conflict', ({ accountId }) => void load(accountId))
  listen('outbox-counts', ({ accountId, conflicts }) => {
    if (accountId in byAccount.value && byAccount.value[accountId]?.length !== conflicts) void load(accountId)
  })

  return { byAccount, loading, loadErrors, resolving, resolveErrors, total, load, resolve, retry }
})
