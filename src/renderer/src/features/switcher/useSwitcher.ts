/**
 * The quick switcher: open or not, what the user typed, and the websites that match, ranked here
 * keystroke by keystroke (shared/switcher.ts) over the catalogue main hands over once — every
 * website of every account — so that no keystroke waits for a round trip. The catalogue is asked
 * for again when the websites or accounts changed since. Every website opened, by any way, is
 * told to main, which ranks it higher from then on. A star goes through the websites store's
 * favorite, as the list's does.
 */
import { storeToRefs } from 'pinia'
import { computed, reactive, ref, triggerRef } from 'vue'
import { rankSwitcher, type PreparedRow, type SwitcherAccount } from '../../../../shared/switcher'
import type { IpcError } from '../../../../shared/ipc-contract'
import { useAccounts } from '../../composables/useAccounts'
import { perWindow } from '../../data/query'
import { useRouterStore } from '../../stores/router'
import { useSwitcherStore } from '../../stores/switcher'
import { useWebsites } from '../websites/useWebsites'
import { switcherCatalogue } from './switcher-catalogue'

/** Results shown: a glance, not a list to scroll through. */
export const SWITCHER_RESULTS = 8

export interface SwitcherResult {
  accountId: string
  accountLabel: string
  websiteId: string
  displayDomain: string
  favorite: boolean
}

/** The ranked rows as the dialog shows them, with a star toggled but not yet answered shown as toggled. */
function resultsOf(
  ranked: readonly PreparedRow[],
  accounts: readonly SwitcherAccount[],
  websites: ReturnType<typeof useWebsites>,
): SwitcherResult[] {
  return ranked.map(({ row: [account, websiteId, displayDomain, , favorite] }) => {
    const owner = accounts[account]
    return {
      accountId: owner?.id ?? '',
      accountLabel: owner?.label ?? '',
      websiteId,
      displayDomain,
      favorite: websites.favoriteShown(owner?.id ?? '', websiteId, favorite === 1),
    }
  })
}

export const useSwitcher = () => perWindow('switcher', setUpSwitcher)

/** A key pressed in the switcher's box, as much of it as the switcher reads. */
interface SwitcherKey {
  key: string
  ctrlKey: boolean
  metaKey: boolean
  preventDefault(): void
}

function setUpSwitcher() {
  const router = useRouterStore()
  const accounts = useAccounts()
  const websites = useWebsites()
  const shown = useSwitcherStore()
  const catalogue = switcherCatalogue(router)
  const { loading, prepared } = catalogue
  /** A star the service refused; said until the switcher opens again. */
  const starError = ref<IpcError | null>(null)
  const ranked = computed(() => rankSwitcher(prepared.value, shown.text, SWITCHER_RESULTS))
  const results = computed(() => resultsOf(ranked.value, catalogue.accounts.value, websites))

  /** Opens the website's editor, in its account. */
  async function choose(index = shown.active): Promise<void> {
    const result = results.value[index]
    if (!result) return
    shown.close()
    accounts.select(result.accountId)
    await router.go({ view: 'website', accountId: result.accountId, websiteId: result.websiteId })
  }

  async function toggleFavorite(index = shown.active): Promise<void> {
    const result = results.value[index]
    const row = ranked.value[index]?.row
    if (!result || !row) return
    const answer = await websites.toggleFavorite(result.accountId, { id: result.websiteId, favorite: result.favorite })
    if (!answer.ok) return void (starError.value = answer.error)
    // The catalogue now says what main says, until it is read again (its order stays: no row jumps).
    row[4] = result.favorite ? 0 : 1
    triggerRef(prepared)
  }

  return reactive({
    ...storeToRefs(shown),
    error: computed(() => starError.value ?? catalogue.error.value),
    results,
    loading,
    open(): void {
      shown.show()
      starError.value = null
      catalogue.refresh()
    },
    close: shown.close,
    move: (step: number) => shown.move(step, results.value.length),
    choose,
    toggleFavorite,
    /** The switcher's own keys: ↑/↓ choose, Enter opens the editor, Ctrl/⌘+Enter stars or unstars. */
    onKey(event: SwitcherKey): void {
      const arrow = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0
      if (arrow === 0 && event.key !== 'Enter') return
      event.preventDefault()
      if (arrow !== 0) shown.move(arrow, results.value.length)
      else if (event.ctrlKey || event.metaKey) void toggleFavorite()
      else void choose()
    },
  })
}
