/**
 * The quick switcher's catalogue: every website of every account, as main hands it over once and the switcher
 * ranks it keystroke by keystroke (shared/switcher.ts). Main's word that the websites or accounts changed marks it
 * (data/refreshes.ts); it is read again at the next opening, not while the user types, and after a website was
 * opened (main then ranks it higher).
 */
import { computed, shallowRef, watch } from 'vue'
import { prepareCatalogue, type PreparedRow, type SwitcherAccount } from '../../../../shared/switcher'
import { useMutation, useServerData } from '../../data/query'
import type { useRouterStore } from '../../stores/router'

/** Called once, inside the switcher's setup (its watchers live as long as the window's data layer). */
export function switcherCatalogue(router: ReturnType<typeof useRouterStore>) {
  const server = useServerData()
  const opened = useMutation('switcher:opened')
  const catalogue = computed(() => server.data('switcher:catalogue', {}))
  /** Ranked keystroke by keystroke: prepared once per answer (a star toggled here changes a row in place). */
  const prepared = shallowRef<PreparedRow[]>([])
  watch(catalogue, (answer) => (prepared.value = answer ? prepareCatalogue(answer) : []))

  // However a website's editor was opened, it ranks higher from now on: read again at the next opening.
  watch(
    () => router.route,
    (route) => {
      if (route.view !== 'website' || route.websiteId.startsWith('local-')) return
      server.markStale('switcher:catalogue', {})
      void opened.run({ accountId: route.accountId, websiteId: route.websiteId })
    },
  )

  return {
    error: computed(() => server.error('switcher:catalogue', {})),
    loading: computed(() => server.loading('switcher:catalogue', {})),
    accounts: computed<SwitcherAccount[]>(() => catalogue.value?.accounts ?? []),
    prepared,
    /** Reads the catalogue if it changed since it was last read. */
    refresh: (): void => void server.ensure('switcher:catalogue', {}),
  }
}
