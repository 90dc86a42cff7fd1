/**
 * The websites list of the shown account: search, favorites-only, pages of
 * 100 with "Load more", and a fresh query whenever main says this account's
 * websites changed (`websites-changed` fires only on real changes).
 */
import { defineStore } from 'pinia'
import { computed, onScopeDispose, ref } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import type { QueryResult } from '../../../shared/sync'
import type { ListQuery, Website } from '../../../shared/website'
import { invoke, listen } from '../lib/bridge'
import type { IpcError } from '../lib/ipc-errors'
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

/** What is known of the list beyond its rows. */
interface Pages {
  loaded: number
  lastPage: number | null
  total: number | null
  incomplete: boolean
  source: QueryResult['source'] | null
}

const NO_PAGES: Pages = { loaded: 0, lastPage: null, total: null, incomplete: false, source: null }

function pagesOf(answers: QueryResult[]): Pages {
  const last = answers[answers.length - 1]
  return { loaded: answers.length, lastPage: last?.lastPage ?? null, total: last?.total ?? null, incomplete: answers.some((answer) => answer.incomplete), source: last?.source ?? null }
}

export const useWebsiteListStore = defineStore('website-list', () => {
  const account = ref<ShownAccount | null>(null)
  const filters = ref<Filters>({ search: '', favoritesOnly: false })
  const rows = ref<Website[]>([])
  const pages = ref<Pages>(NO_PAGES)
  const loading = ref(false)
  const loadingMore = ref(false)
  const error = ref<IpcError | null>(null)
  const favorites = useFavoriteToggles((website) => replace(website))
  /** Every query gets a number; an answer to an older one is dropped. */
  let generation = 0
  let searchTimer: ReturnType<typeof setTimeout> | undefined

  const hasMore = computed(() => {
    const { loaded, lastPage } = pages.value
    return lastPage === null ? rows.value.length === loaded * PAGE_SIZE && rows.value.length > 0 : loaded < lastPage
  })

  const fetchPage = (current: ShownAccount, page: number) => invoke('websites:query', { accountId: current.id, query: queryFor(current, filters.value, page) })

  /** Page 1 again (or every page already shown, when `keepPages`): a change must not collapse a long list. */
  async function reload(keepPages = false): Promise<void> {
    const current = account.value
    if (!current) return
    const mine = ++generation
    loading.value = true
    const count = keepPages ? Math.max(1, pages.value.loaded) : 1
    const results = await Promise.all(Array.from({ length: count }, (_, index) => fetchPage(current, index + 1)))
    if (mine !== generation) return
    loading.value = false
    const failed = results.find((result) => !result.ok)
    if (failed && !failed.ok) {
      error.value = failed.error
      return
    }
    const answers = results.flatMap((result) => (result.ok ? [result.data] : []))
    error.value = null
    rows.value = answers.flatMap((answer) => answer.items)
    pages.value = pagesOf(answers)
  }

  async function loadMore(): Promise<void> {
    const current = account.value
    if (!current || loadingMore.value || !hasMore.value) return
    const mine = generation
    loadingMore.value = true
    const result = await fetchPage(current, pages.value.loaded + 1)
    loadingMore.value = false
    if (mine !== generation) return
    if (!result.ok) {
      error.value = result.error
      return
    }
    const known = new Set(rows.value.map((website) => website.id))
    rows.value = [...rows.value, ...result.data.items.filter((website) => !known.has(website.id))]
    const { incomplete } = pages.value
    pages.value = { ...pagesOf([result.data]), loaded: pages.value.loaded + 1, incomplete: incomplete || result.data.incomplete }
  }

  /** Shows another account's websites (or the same one again, freshly); another account starts with no search. */
  function show(next: ShownAccount): void {
    if (account.value?.id === next.id && pages.value.loaded > 0) return
    if (account.value && account.value.id !== next.id) filters.value = { ...filters.value, search: '' }
    account.value = { id: next.id, variant: next.variant }
    rows.value = []
    pages.value = NO_PAGES
    error.value = null
    favorites.forget()
    void reload()
  }

  function setSearch(text: string): void {
    filters.value = { ...filters.value, search: text }
    clearTimeout(searchTimer)
    searchTimer = setTimeout(() => void reload(), SEARCH_DELAY_MS)
  }

  function setFavoritesOnly(on: boolean): void {
    filters.value = { ...filters.value, favoritesOnly: on }
    void reload()
  }

  function replace(website: Website): void {
    rows.value = rows.value.map((candidate) => (candidate.id === website.id ? website : candidate))
  }

  listen('websites-changed', ({ accountId }) => {
    if (account.value?.id === accountId) void reload(true)
  })
  onScopeDispose(() => clearTimeout(searchTimer))

  return {
    account,
    search: computed(() => filters.value.search),
    favoritesOnly: computed(() => filters.value.favoritesOnly),
    items: computed(() => favorites.shown(rows.value)),
    pagesLoaded: computed(() => pages.value.loaded),
    total: computed(() => pages.value.total),
    incomplete: computed(() => pages.value.incomplete),
    source: computed(() => pages.value.source),
    loading,
    loadingMore,
    error,
    favoriteError: favorites.error,
    hasMore,
    show,
    reload,
    loadMore,
    setSearch,
    setFavoritesOnly,
    toggleFavorite: (website: Website) => (account.value ? favorites.toggle(account.value.id, website) : Promise.resolve()),
  }
})
