/**
 * The list's stars: a toggle shows at once (before main answers), and the
 * answer's record takes its place. Set up inside the list store.
 */
import { ref } from 'vue'
import type { Website } from '../../../shared/website'
import type { IpcError } from '../lib/ipc-errors'
import { useWebsitesStore } from './websites'

export function useFavoriteToggles(onAnswer: (website: Website) => void) {
  const websites = useWebsitesStore()
  /** Toggles sent but not answered yet, by website id. */
  const pending = ref<Record<string, boolean>>({})
  const error = ref<IpcError | null>(null)

  function shown(rows: Website[]): Website[] {
    return rows.map((website) => (website.id in pending.value ? { ...website, favorite: pending.value[website.id] ?? website.favorite } : website))
  }

  async function toggle(accountId: string, website: Website): Promise<void> {
    const favorite = !(pending.value[website.id] ?? website.favorite)
    pending.value = { ...pending.value, [website.id]: favorite }
    error.value = null
    const result = await websites.favorite({ accountId, websiteId: website.id, favorite })
    if (result.ok && result.data.website) onAnswer(result.data.website)
    if (!result.ok) error.value = result.error
    const { [website.id]: _done, ...rest } = pending.value
    pending.value = rest
  }

  function forget(): void {
    pending.value = {}
  }

  return { error, shown, toggle, forget }
}
