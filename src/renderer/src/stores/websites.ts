/**
 * What the window does to one website beyond asking main (`api.websites.*`, lib/api.ts): the
 * favorite, one mutation for every star in the window (the list's, the switcher's, the editor's),
 * so that each shows a toggle on its way the same way; a save from the editor, sequenced; and a
 * count per account of main's word that its websites changed, for whoever shows one of them; and
 * websites by id as main last gave them, for views that name a website they do not list.
 */
import { defineStore } from 'pinia'
import type { RequestOf } from '../../../shared/ipc-contract'
import type { EditOutcome } from '../../../shared/sync'
import type { Website } from '../../../shared/website'
import { api } from '../lib/api'
import type { IpcResult } from '../lib/ipc-errors'
import { eventCounts, mutation, resource } from '../lib/resource'

/** A website among every account's: the key of its favorite on its way. */
export const websiteKey = (accountId: string, websiteId: string): string => `${accountId} ${websiteId}`

export const useWebsitesStore = defineStore('websites', () => {
  const favorite = mutation('websites:favorite', (request) => websiteKey(request.accountId, request.websiteId))
  const records = resource('websites:get', (request) => websiteKey(request.accountId, request.websiteId))

  /**
   * A change of a website's settings from its editor: the update, then the
   * favorite on its own channel (variant A keeps favorites on this computer)
   * unless the update is a conflict. Answers the more telling outcome, or null
   * when nothing changed.
   */
  async function saveChanges(
    request: RequestOf<'websites:update'> & { favorite?: boolean },
  ): Promise<IpcResult<EditOutcome | null>> {
    const { favorite: starred, ...update } = request
    let last: EditOutcome | null = null
    if (Object.keys(update.patch).length > 0) {
      const result = await api.websites.update(update)
      if (!result.ok) return result
      last = result.data
    }
    if (starred !== undefined && last?.status !== 'conflict') {
      const result = await favorite.run({
        accountId: request.accountId,
        websiteId: request.websiteId,
        favorite: starred,
      })
      if (!result.ok) return result
      // A queued update stays queued even if the favorite went through.
      if (!last || last.status === 'saved') last = result.data
    }
    return { ok: true, data: last }
  }

  return {
    /** Grows each time main says the account's websites changed (`websites-changed` fires only on real changes). */
    changesOf: eventCounts('websites-changed', ({ accountId }) => accountId),
    favorite,
    saveChanges,
    /** Reads the website again (its record, or null: not in the account any more). */
    readRecord: (accountId: string, websiteId: string) => records.load({ accountId, websiteId }),
    /** As last read: undefined until answered, null when the account has no such website. */
    record: (accountId: string, websiteId: string): Website | null | undefined =>
      records.data(websiteKey(accountId, websiteId)),
    recordFailed: (accountId: string, websiteId: string): boolean =>
      records.error(websiteKey(accountId, websiteId)) !== null,
  }
})
