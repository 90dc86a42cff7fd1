/**
 * Edits waiting for the user's choice, per account (`sync:conflicts`, read again on a `conflict` event or
 * a changed conflict count: data/refreshes.ts); choosing one side, and sending a refused edit again
 * corrected. The header's badge counts every account's, as their sync status says.
 */
import { reactive } from 'vue'
import type { RequestOf } from '../../../../shared/ipc-contract'
import type { Edit, EditOutcome } from '../../../../shared/sync'
import { useSync } from '../../composables/useSync'
import { perWindow, useMutation, useQuery, useServerData, type IpcError, type IpcResult } from '../../data/query'

export type Choice = 'mine' | 'theirs'
/** A refused edit as the user corrected it: its settings (and the domain, for a website not yet created). */
export type Correction = RequestOf<'sync:retryEdit'>['change']

export const useConflicts = () => perWindow('conflicts', setUpConflicts)

function setUpConflicts() {
  const server = useServerData()
  const sync = useSync()
  /** By edit: the choice being sent, and a refusal of it. */
  const resolving = useMutation('sync:resolveConflict', (request) => request.editId)
  const retrying = useMutation('sync:retryEdit', (request) => request.editId)
  const of = (accountId: string): Edit[] | undefined =>
    server.data('sync:conflicts', { accountId })?.filter((edit) => edit.conflict)
  const load = (accountId: string) => server.load('sync:conflicts', { accountId }).then(() => undefined)

  function forget(accountId: string, editId: string): void {
    server.update('sync:conflicts', { accountId }, (list) => list.filter((edit) => edit.id !== editId))
    void sync.load(accountId)
  }

  /** The user's correction of a refused edit: it takes the refused one's place and is sent again. */
  async function retry(
    accountId: string,
    editId: string,
    change: Correction,
    seen?: RequestOf<'sync:retryEdit'>['seen'],
  ): Promise<IpcResult<EditOutcome>> {
    const result = await retrying.run({ accountId, editId, change, ...(seen && { seen }) })
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

  return reactive({
    /** The account's conflicts, once read. */
    of,
    loadingOf: (accountId: string) => server.loading('sync:conflicts', { accountId }),
    loadErrorOf: (accountId: string) => server.error('sync:conflicts', { accountId }),
    /** Reads the account's conflicts if an event said they changed since they were read (or never read); answers them. */
    ensure: async (accountId: string) => {
      await server.ensure('sync:conflicts', { accountId })
      return of(accountId)
    },
    load,
    /** The choice on its way for an edit. */
    resolvingOf: (editId: string): Choice | undefined => resolving.pending(editId)?.choice,
    resolveErrorOf: (editId: string): IpcError | null => resolving.error(editId),
    resolve,
    retry,
  })
}

/**
 * While the calling view lives, the account's conflicts are on screen: read when it opens (and for another account),
 * read again at once when main says they changed.
 */
export const useShownConflicts = (accountId: () => string): void =>
  void useQuery('sync:conflicts', () => ({ accountId: accountId() }), { fresh: true })
