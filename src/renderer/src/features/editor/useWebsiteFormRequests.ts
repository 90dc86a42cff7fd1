/**
 * Every request the website form makes, in one place, over the window's data layer: the website read,
 * created, updated and deleted; the account's refused edits read from Conflicts, one sent again corrected,
 * or discarded; and main's word that the account's websites changed. The form's composables reach main
 * only through this, so that a new way of reaching main's data changes one file of the form.
 */
import type { Edit } from '../../../../shared/sync'
import type { WebsitePatch } from '../../../../shared/website'
import { onEvent, useMutation, useServerData, type IpcError } from '../../data/query'
import { useConflicts, type Correction } from '../conflicts/useConflicts'

export function useWebsiteFormRequests(accountId: () => string) {
  const server = useServerData()
  const conflicts = useConflicts()
  const creating = useMutation('websites:create')
  const updating = useMutation('websites:update', (request) => request.websiteId)
  const removing = useMutation('websites:remove', (request) => request.websiteId)

  /** The account's edits in Conflicts: read from main when not read yet, or when a `fresh` list is needed. */
  async function edits(fresh = false): Promise<Edit[] | undefined> {
    if (fresh) await conflicts.load(accountId())
    return conflicts.ensure(accountId())
  }

  return {
    get: (websiteId: string) => server.load('websites:get', { accountId: accountId(), websiteId }),
    /** Save's own requests: the form sends them as its mode says (useWebsiteForm.ts, website-form-modes.ts). */
    creating,
    updating,
    remove: (websiteId: string) => removing.run({ accountId: accountId(), websiteId }),
    edits,
    /** A refused edit's correction, sent in its place. */
    retry: (editId: string, change: Correction, seen?: WebsitePatch) =>
      conflicts.retry(accountId(), editId, change, seen),
    /** A refused edit dropped: the service's values stay. Answers whether it is gone. */
    discard: (editId: string) => conflicts.resolve(accountId(), editId, 'theirs'),
    discarding: (editId: string): boolean => conflicts.resolvingOf(editId) !== undefined,
    discardError: (editId: string): IpcError | null => conflicts.resolveErrorOf(editId),
    /** Main's word that the account's websites changed, for as long as the form is shown. */
    onWebsitesChanged(listener: () => void): void {
      onEvent('websites-changed', (changed) => changed.accountId === accountId() && listener())
    },
  }
}

export type WebsiteFormRequests = ReturnType<typeof useWebsiteFormRequests>
