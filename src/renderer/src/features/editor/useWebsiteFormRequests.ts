/**
 * Every request the website form makes, in one place: the website read, created, updated and deleted; the account's
 * refused edits read from Conflicts, one sent again corrected, or discarded. The form's composables ask main only
 * through this, so that a new way of reaching main's data changes one file of the form.
 */
import type { Edit } from '../../../../shared/sync'
import type { WebsiteInput, WebsitePatch } from '../../../../shared/website'
import { api } from '../../lib/api'
import type { IpcError } from '../../lib/ipc-errors'
import { useConflictsStore, type Correction } from '../../stores/conflicts'

export function useWebsiteFormRequests(accountId: () => string) {
  const conflicts = useConflictsStore()

  /** The account's edits in Conflicts: read from main when not read yet, or when a `fresh` list is needed. */
  async function edits(fresh = false): Promise<Edit[] | undefined> {
    if (fresh || conflicts.of(accountId()) === undefined) await conflicts.load(accountId())
    return conflicts.of(accountId())
  }

  return {
    get: (websiteId: string) => api.websites.get({ accountId: accountId(), websiteId }),
    create: (input: WebsiteInput) => api.websites.create({ accountId: accountId(), input }),
    update: (websiteId: string, change: { patch: WebsitePatch; seen?: WebsitePatch }) =>
      api.websites.update({ accountId: accountId(), websiteId, ...change }),
    remove: (websiteId: string) => api.websites.remove({ accountId: accountId(), websiteId }),
    edits,
    /** A refused edit's correction, sent in its place. */
    retry: (editId: string, change: Correction, seen?: WebsitePatch) =>
      conflicts.retry(accountId(), editId, change, seen),
    /** A refused edit dropped: the service's values stay. Answers whether it is gone. */
    discard: (editId: string) => conflicts.resolve(accountId(), editId, 'theirs'),
    discarding: (editId: string): boolean => conflicts.resolvingOf(editId) !== undefined,
    discardError: (editId: string): IpcError | null => conflicts.resolveErrorOf(editId),
  }
}

export type WebsiteFormRequests = ReturnType<typeof useWebsiteFormRequests>
