/**
 * The quick switcher's catalogue: every website of every account, as main hands it over once and the switcher
 * ranks it keystroke by keystroke (shared/switcher.ts). It is asked for again at the next opening after the websites
 * or accounts changed, or after a website was opened (main then ranks it higher).
 */
import { ref, shallowRef, watch } from 'vue'
import { prepareCatalogue, type PreparedRow, type SwitcherAccount } from '../../../shared/switcher'
import { api } from '../lib/api'
import { listen } from '../lib/bridge'
import type { IpcError } from '../lib/ipc-errors'
import type { useRouterStore } from './router'

/** Called once, inside the switcher store's setup (its listeners and watcher live as long as the store). */
export function switcherCatalogue(router: ReturnType<typeof useRouterStore>) {
  const error = ref<IpcError | null>(null)
  const loading = ref(false)
  const accounts = shallowRef<SwitcherAccount[]>([])
  const prepared = shallowRef<PreparedRow[]>([])
  let stale = true

  async function load(): Promise<void> {
    stale = false
    loading.value = true
    const result = await api.switcher.catalogue()
    loading.value = false
    if (!result.ok) {
      error.value = result.error
      return
    }
    error.value = null
    accounts.value = result.data.accounts
    prepared.value = prepareCatalogue(result.data)
  }

  // Read again at the next opening: not while the user types (a sweep changes websites all the time).
  const markStale = (): void => {
    stale = true
  }
  listen('websites-changed', markStale)
  listen('accounts-changed', markStale)
  // However a website's editor was opened, it ranks higher from now on.
  watch(
    () => router.route,
    (route) => {
      if (route.view !== 'website' || route.websiteId.startsWith('local-')) return
      // Its rank changes with this: the catalogue is read again at the next opening.
      stale = true
      void api.switcher.opened({ accountId: route.accountId, websiteId: route.websiteId })
    },
  )

  /** Reads the catalogue if it changed since it was last read. */
  function refresh(): void {
    if (stale) void load()
  }

  return { error, loading, accounts, prepared, refresh }
}
