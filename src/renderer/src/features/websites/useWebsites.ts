/**
 * What the window does to one website beyond showing it: the star — one change for every star in the
 * list and the switcher, shown toggled at once, before main answers, wherever the website is; the
 * answer's record then takes the row's place — and a website read by id, for views that name a
 * website they do not list. (The editor's Save carries its favorite in its one `websites:update`.)
 */
import type { IpcResult } from '../../../../shared/ipc-contract'
import type { EditOutcome } from '../../../../shared/sync'
import type { Website } from '../../../../shared/website'
import { useMutation, useServerData } from '../../data/query'
import { useWebsiteList } from './useWebsiteList'

export function useWebsites() {
  const server = useServerData()
  const list = useWebsiteList()
  const favorite = useMutation('websites:favorite', ({ accountId, websiteId }) => ({ accountId, websiteId }))

  /** The star as shown: with a toggle on its way, that toggle. */
  const favoriteShown = (accountId: string, websiteId: string, stored: boolean): boolean =>
    favorite.pending({ accountId, websiteId })?.favorite ?? stored

  /** Toggles the star; the record main answers with replaces the website's row. */
  async function toggleFavorite(
    accountId: string,
    website: Pick<Website, 'id' | 'favorite'>,
  ): Promise<IpcResult<EditOutcome>> {
    const next = !favoriteShown(accountId, website.id, website.favorite)
    const result = await favorite.run({ accountId, websiteId: website.id, favorite: next })
    if (result.ok && result.data.website) list.replace(result.data.website)
    return result
  }

  return {
    favoriteShown,
    toggleFavorite,
    /** A row's star: a refusal is said above the list. */
    async toggleInList(accountId: string, website: Website): Promise<void> {
      list.favoriteError = null
      const result = await toggleFavorite(accountId, website)
      if (!result.ok) list.favoriteError = result.error
    },
    /** Reads the website again (its record, or null: not in the account any more). */
    readRecord: (accountId: string, websiteId: string) => server.load('websites:get', { accountId, websiteId }),
    /** As last read: undefined until answered, null when the account has no such website. */
    record: (accountId: string, websiteId: string): Website | null | undefined =>
      server.data('websites:get', { accountId, websiteId }),
    recordFailed: (accountId: string, websiteId: string): boolean =>
      server.error('websites:get', { accountId, websiteId }) !== null,
  }
}
