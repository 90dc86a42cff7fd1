/**
 * The quick switcher: open or not, what the user typed, and the websites that match, ranked here
 * keystroke by keystroke (shared/switcher.ts) over the catalogue main hands over once — every
 * website of every account — so that no keystroke waits for a round trip. The catalogue is asked
 * for again when the websites or accounts changed since. Every website opened, by any way, is
 * told to main, which ranks it higher from then on. A star goes through the websites store's
 * favorite, as the list's does.
 */
import { defineStore } from 'pinia'
import { computed, ref, triggerRef, watch } from 'vue'
import { rankSwitcher, type PreparedRow, type SwitcherAccount } from '../../../shared/switcher'
import { useAccountsStore } from './accounts'
import { useRouterStore } from './router'
import { switcherCatalogue } from './switcher-catalogue'
import { useWebsitesStore, websiteKey } from './websites'

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
  websites: ReturnType<typeof useWebsitesStore>,
): SwitcherResult[] {
  return ranked.map(({ row: [account, websiteId, displayDomain, , favorite] }) => {
    const owner = accounts[account]
    const asked = websites.favorite.pending(websiteKey(owner?.id ?? '', websiteId))
    return {
      accountId: owner?.id ?? '',
      accountLabel: owner?.label ?? '',
      websiteId,
      displayDomain,
      favorite: asked?.favorite ?? favorite === 1,
    }
  })
}

export const useSwitcherStore = defineStore('switcher', () => {
  const router = useRouterStore()
  const accounts = useAccountsStore()
  const websites = useWebsitesStore()
  const catalogue = switcherCatalogue(router)
  const { error, loading, prepared } = catalogue
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
    const answer = await websites.favorite.run({
      accountId: result.accountId,
      websiteId: result.websiteId,
      favorite: !result.favorite,
    })
    if (!answer.ok) {
      error.value = answer.error
      return
    }
    // The catalogue now says what main says, until it is read again (its order stays: no row jumps).
    row[4] = result.favorite ? 0 : 1
    triggerRef(prepared)
  }

  return { isOpen, text, active, error, results, loading, open, close, move, choose, toggleFavorite }
})
