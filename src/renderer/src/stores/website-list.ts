/**
 * The websites list of the shown account: search, favorites-only, pages of
 * 100 with "Load more", and a fresh query whenever main says this account's
 * websites changed (`websites-changed` fires only on real changes).
 */
import { defineStore } from 'pinia'
import { computed, onScopeDispose, ref } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import type { ListQuery, Website } from '../../../shared/website'
import { usePagedList } from '../composables/usePagedList'
import { invoke, listen } from '../lib/bridge'
import { useFavoriteToggles } from './favorite-toggles'

export const PAGE_SIZE = 100
const SEARCH_DELAY_MS = 150

type ShownAccount = Pick<AccountSummary, 'id' | 'variant'>
interface Filters {
  search: string
  favoritesOnly: boolean
}

function queryFor(account: ShownAccount, filters: Filters, page: number): ListQuery {
  const query: ListQuery = { perPage: PAGE_SIZE, page, sort: 'asc' }
  // Variant A sorts by its url and has no sort_by; B is told to sort by domain.
  if (account.variant === 'B') query.sortBy = 'domain'
  const needle = filters.search.trim()
  if (needle) query.search = needle
  if (filters.favoritesOnly) query.favorite = true
  return query
}

export const useWebsiteListStore = defineStore('website-list', () => {
  const account = ref<ShownAccount | null>(null)
  const filters = ref<Filters>({ search: '', favoritesOnly: false })
  const list = usePagedList(PAGE_SIZE, (page) => {
    const current = account.value
    return current ? invoke('websites:query', { accountId: current.id, query: queryFor(current, filters.value, page) }) : null
  })
  const favorites = useFavoriteToggles((website) => list.replace(website))
  let searchTimer: ReturnType<typeof setTimeout> | undefined

  /** Shows another account's websites (or the same one again, freshly); another account starts with no search. */
  function show(next: ShownAccount): void {
    if (account.value?.id === next.id && list.pages.value.loaded > 0) return
    if (account.value && account.value.id !== next.id) filters.value = { ...filters.value, search: '' }
    account.value = { id: next.id, variant: next.variant }
    list.clear()
    favorites.forget()
    void list.reload()
  }

  function setSearch(text: string): void {
    filters.value = { ...filters.value, search: text }
    clearTimeout(searchTimer)
    searchTimer = setTimeout(() => void list.reload(), SEARCH_DELAY_MS)
  }

  function setFavoritesOnly(on: boolean): void {
    filters.value = { ...filters.value, favoritesOnly: on }
    void list.reload()
  }

  listen('websites-changed', ({ accountId }) => {
    if (account.value?.id === accountId) void list.reload(true)
  })
  onScopeDispose(() => clearTimeout(searchTimer))

  const { loading, loadingMore, error, hasMore, reload, loadMore } = list
  return {
    account,
    search: computed(() => filters.value.search),
    favoritesOnly: computed(() => filters.value.favoritesOnly),
    items: computed(() => favorites.shown(list.rows.value)),
    pagesLoaded: computed(() => list.pages.value.loaded),
    total: computed(() => list.pages.value.total),
    incomplete: computed(() => list.pages.value.incomplete),
    source: computed(() => list.pages.value.source),
    loading, loadingMore, error, hasMore, reload, loadMore, show, setSearch, setFavoritesOnly,
    favoriteError: favorites.error,
    toggleFavorite: (website: Website) => (account.value ? favorites.toggle(account.value.id, website) : Promise.resolve()),
  }
})
