/**
 * The list's stars: a toggle shows at once (before main answers), and the
 * answer's record takes its place. Set up inside the list store, over the
 * websites store's favorite mutation, which the switcher shares.
 */
import { ref } from 'vue'
import type { Website } from '../../../shared/website'
import type { IpcError } from '../lib/ipc-errors'
import { useWebsitesStore, websiteKey } from './websites'

export function useFavoriteToggles(onAnswer: (website: Website) => void) {
  const websites = useWebsitesStore()
  /** The list's last refusal, shown above it. */
  const error = ref<IpcError | null>(null)

  /** The website as shown: with a star on its way, that star. */
  function shown(accountId: string, website: Website): Website {
    const asked = websites.favorite.pending(websiteKey(accountId, website.id))
    return asked ? { ...website, favorite: asked.favorite } : website
  }

  async function toggle(accountId: string, website: Website): Promise<void> {
    const favorite = !shown(accountId, website).favorite
    error.value = null
    const result = await websites.favorite.run({ accountId, websiteId: website.id, favorite })
    if (result.ok && result.data.website) onAnswer(result.data.website)
    if (!result.ok) error.value = result.error
  }

  return { error, shown, toggle }
}
