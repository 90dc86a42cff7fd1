/**
 * The quick switcher: open or not, what the user typed, and the websites that match, ranked here
 * keystroke by keystroke (shared/switcher.ts) over the catalogue main hands over once — every
 * website of every account — so that no keystroke waits for a round trip. The catalogue is asked
 * for again when the websites or accounts changed since. Every website opened, by any way, is
 * told to main, which ranks it higher from then on. A star goes through the websites store's
 * favorite, as the list's does.
 */
import { defineStore } from 'pinia'
import { computed, ref, shallowRef, triggerRef, watch } from 'vue'
import { prepareCatalogue, rankSwitcher, type PreparedRow, type SwitcherAccount } from '../../../shared/switcher'
import { api } from '../lib/api'
import { listen } from '../lib/bridge'
import type { IpcError } from '../lib/ipc-errors'
import { useAccountsStore } from './accounts'
import { useRouterStore } from './router'
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

export const useSwitcherStore = defineStore('switcher', () => {
  const router = useRouterStore()
  const accounts = useAccountsStore()
  const websites = useWebsitesStore()
  const isOpen = ref(false)
  const text = ref('')
  const active = ref(0)
  const error = ref<IpcError | null>(null)
  const catalogueAccounts = shallowRef<SwitcherAccount[]>([])
  const prepared = shallowRef<PreparedRow[]>([])
  let stale = true

  const loading = ref(false)

  async function loadCatalogue(): Promise<void> {
    stale = false
    loading.value = true
    const result = await api.switcher.catalogue()
    loading.value = false
    if (!result.ok) {
      error.value = result.error
      return
    }
    error.value = null
    catalogueAccounts.value = result.data.accounts
    prepared.value = prepareCatalogue(result.data)
  }

  const ranked = computed(() => rankSwitcher(prepared.value, text.value, SWITCHER_RESULTS))
  const results = computed<SwitcherResult[]>(() =>
    ranked.value.map(({ row: [account, websiteId, displayDomain, , favorite] }) => {
      const owner = catalogueAccounts.value[account]
      const asked = websites.favorite.pending(websiteKey(owner?.id ?? '', websiteId))
      return {
        accountId: owner?.id ?? '',
        accountLabel: owner?.label ?? '',
        websiteId,
        displayDomain,
        favorite: asked?.favorite ?? favorite === 1,
      }
    }),
  )
  watch(text, () => (active.value = 0))

  function open(): void {
    text.value = ''
    active.value = 0
    isOpen.value = true
    if (stale) void loadCatalogue()
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

  return { isOpen, text, active, error, results, loading, open, close, move, choose, toggleFavorite }
})
