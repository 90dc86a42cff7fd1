/**
 * The quick switcher: open or not, what the user typed, and the websites that match, ranked here
 * keystroke by keystroke (shared/switcher.ts) over the catalogue main hands over once — every
 * website of every account — so that no keystroke waits for a round trip. The catalogue is asked
 * for again when the websites or accounts changed since. Every website opened, by any way, is
 * told to main, which ranks it higher from then on. A star goes through the websites store's
 * favorite, as the list's does.
 */
import { computed, reactive, ref, triggerRef, watch } from 'vue'
import { rankSwitcher, type PreparedRow, type SwitcherAccount } from '../../../../shared/switcher'
import type { IpcError } from '../../../../shared/ipc-contract'
import { useAccounts } from '../../composables/useAccounts'
import { perWindow } from '../../data/query'
import { useRouterStore } from '../../stores/router'
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

function setUpSwitcher() {
  const router = useRouterStore()
  const accounts = useAccounts()
  const websites = useWebsites()
  const catalogue = switcherCatalogue(router)
  const { loading, prepared } = catalogue
  /** A star the service refused; said until the switcher opens again. */
  const starError = ref<IpcError | null>(null)
  const error = computed(() => starError.value ?? catalogue.error.value)
  const isOpen = ref(false)
  const text = ref('')
  const active = ref(0)

  const ranked = computed(() => rankSwitcher(prepared.value, text.value, SWITCHER_RESULTS))
  const results = computed(() => resultsOf(ranked.value, catalogue.accounts.value, websites))
  watch(text, () => (active.value = 0))

  function open(): void {
    text.value = ''
    active.value = 0
    isOpen.value = true
    starError.value = null
    catalogue.refresh()
  }

  function close(): void {
    isOpen.value = false
  }

  function move(step: number): void {
    const count = results.value.length
    if (count > 0) active.value = (active.value + step + count) % count
  }

  /** Opens the website's editor, in its account. */
  async function choose(index = active.value): Promise<void> {
    const result = results.value[index]
    if (!result) return
    close()
    accounts.select(result.accountId)
    await router.go({ view: 'website', accountId: result.accountId, websiteId: result.websiteId })
  }

  async function toggleFavorite(index = active.value): Promise<void> {
    const result = results.value[index]
    const row = ranked.value[index]?.row
    if (!result || !row) return
    const answer = await websites.toggleFavorite(result.accountId, {
      id: result.websiteId,
      favorite: result.favorite,
    })
    if (!answer.ok) {
      starError.value = answer.error
      return
    }
    // The catalogue now says what main says, until it is read again (its order stays: no row jumps).
    row[4] = result.favorite ? 0 : 1
    triggerRef(prepared)
  }

  return reactive({ isOpen, text, active, error, results, loading, open, close, move, choose, toggleFavorite })
}
