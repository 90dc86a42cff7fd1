/**
 * Edits waiting for the user's choice, per account (`sync:conflicts`), read again on a `conflict`
 * event or a changed conflict count; choosing one side, and sending a refused edit again corrected.
 */
import { defineStore } from 'pinia'
import { computed } from 'vue'
import type { RequestOf } from '../../../shared/ipc-contract'
import type { Edit, EditOutcome } from '../../../shared/sync'
import { api } from '../lib/api'
import type { IpcError, IpcResult } from '../lib/ipc-errors'
import { mutation, resource } from '../lib/resource'
import { useAccountsStore } from './accounts'
import { useSyncStore } from './sync'

export type Choice = 'mine' | 'theirs'
/** A refused edit as the user corrected it: its settings (and the domain, for a website not yet created). */
export type Correction = RequestOf<'sync:retryEdit'>['change']

export const useConflictsStore = defineStore('conflicts', () => {
  const accounts = useAccountsStore()
  const sync = useSyncStore()
  const countOf = (accountId: string): number | undefined => edits.data(accountId)?.length
  const edits = resource('sync:conflicts', (request) => request.accountId, {
    select: (list): Edit[] => list.filter((edit) => edit.conflict),
    invalidatedBy: {
      conflict: ({ accountId }) => accountId,
      'outbox-counts': ({ accountId, conflicts }) => (countOf(accountId) === conflicts ? null : accountId),
    },
  })
  /** By edit: the choice being sent, and a refusal of it. */
  const resolving = mutation('sync:resolveConflict', (request) => request.editId)

  /** The badge: every account's conflicts, as the status counts them. */
  const total = computed(() =>
    accounts.list.reduce((sum, account) => sum + (sync.statusOf(account.id)?.conflicts ?? 0), 0),
  )

  function forget(accountId: string, editId: string): void {
    edits.update(accountId, (list) => list.filter((edit) => edit.id !== editId))
    void sync.load(accountId)
  }

  /** The user's correction of a refused edit: it takes the refused one's place and is sent again. */
  async function retry(
    accountId: string,
    editId: string,
    change: Correction,
    seen?: RequestOf<'sync:retryEdit'>['seen'],
  ): Promise<IpcResult<EditOutcome>> {
    const result = await api.sync.retryEdit({ accountId, editId, change, ...(seen && { seen }) })
    // Back in Conflicts (refused again, or changed elsewhere meanwhile): it stays in the list.
    if (result.ok && result.data.status !== 'conflict') forget(accountId, editId)
    return result
  }

  async function resolve(accountId: string, editId: string, choice: Choice): Promise<boolean> {
    if (resolving.pending(editId)) return false
    const result = await resolving.run({ accountId, editId, choice })
    if (!result.ok && result.error.kind !== 'not_found') return false
    // Resolved now, or already resolved elsewhere (the tray, another try): either way it is gone.
    resolving.clearError(editId)
    forget(accountId, editId)
    return true
  }

  return {
    total,
    /** The account's conflicts, once read. */
    of: (accountId: string): Edit[] | undefined => edits.data(accountId),
    loadingOf: edits.loading,
    loadErrorOf: edits.error,
    load: (accountId: string) => edits.load({ accountId }).then(() => undefined),
    /** The choice on its way for an edit. */
    resolvingOf: (editId: string): Choice | undefined => resolving.pending(editId)?.choice,
    resolveErrorOf: (editId: string): IpcError | null => resolving.error(editId),
    resolve,
    retry,
  }
})
