/**
 * What the window does to one website beyond asking main (`api.websites.*`, lib/api.ts): the
 * favorite, one mutation for every star in the list and the switcher, so that each shows a toggle
 * on its way the same way (the editor's Save carries its favorite in its one `websites:update`); a
 * count per account of main's word that its websites changed, for whoever shows one of them; and
 * websites by id as main last gave them, for views that name a website they do not list.
 */
import { defineStore } from 'pinia'
import type { Website } from '../../../shared/website'
import { eventCounts, mutation, resource } from '../lib/resource'

/** A website among every account's: the key of its favorite on its way. */
export const websiteKey = (accountId: string, websiteId: string): string => `${accountId} ${websiteId}`

export const useWebsitesStore = defineStore('websites', () => {
  const favorite = mutation('websites:favorite', (request) => websiteKey(request.accountId, request.websiteId))
  const records = resource('websites:get', (request) => websiteKey(request.accountId, request.websiteId))

  return {
    /** Grows each time main says the account's websites changed (`websites-changed` fires only on real changes). */
    changesOf: eventCounts('websites-changed', ({ accountId }) => accountId),
    favorite,
    /** Reads the website again (its record, or null: not in the account any more). */
    readRecord: (accountId: string, websiteId: string) => records.load({ accountId, websiteId }),
    /** As last read: undefined until answered, null when the account has no such website. */
    record: (accountId: string, websiteId: string): Website | null | undefined =>
      records.data(websiteKey(accountId, websiteId)),
    recordFailed: (accountId: string, websiteId: string): boolean =>
      records.error(websiteKey(accountId, websiteId)) !== null,
  }
})
