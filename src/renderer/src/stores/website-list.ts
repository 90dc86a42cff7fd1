/**
 * The websites list of the shown account: search, favorites-only, pages of
 * 100 with "Load more", and a fresh query whenever main says this account's
 * websites changed (`websites-changed` fires only on real changes).
 */
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import type { QueryResult } from '../../../shared/sync'
import type { ListQuery, Website } from '../../../shared/website'
import { ask, type IpcError } from '../lib/bridge'

export const PAGE_SIZE = 100
const SEARCH_DELAY_MS = 150

export const useWebsitesStore = defineStore('websites', () => {
  const account = ref<Pick<AccountSummary, 'id' | 'variant'> | null>(null)
  const search = ref('')
  const favoritesOnly = ref(false)
  const items = ref<Website[]>([])
  const pagesLoaded = ref(0)
  const lastPage = ref<number | null>(null)
  const total = ref<number | null>(null)
  const incomplete = ref(false)
  const source = ref<QueryResult['source'] | null>(null)
  const loading = ref(false)
  const loadingMore = ref(false)
  const error = ref<IpcError | null>(null)
  /** Favorite toggles sent but not answered yet, so the star flips at once. */
  const favoriteOverrides = ref<Record<string, boolean>>({})
  const favoriteError = ref<IpcError | null>(null)
  /** Every query gets a number; an answer to an older one is dropped. */
  let generation = 0
  let searchTimer: number | undefined

  const hasMore = computed(() => (lastPage.value === null ? items.value.length === pagesLoaded.value * PAGE_SIZE && items.value.length > 0 : pagesLoaded.value < lastPage.value))
  const shown = computed(() =>
    items.value.map((website) => (website.id in favoriteOverrides.value ? { ...website, favorite: favoriteOverrides.value[website.id] ?? website.favorite } : website)),
  )

  function queryFor(page: number): ListQuery {
    const query: ListQuery = { perPage: PAGE_SIZE, page, sort: 'asc' }
    // Variant A sorts by its url and has no sort_by; B is told to sort by domain.
    if (account.value?.variant === 'B') query.sortBy = 'domain'
    const needle = search.value.trim()
    if (needle) query.search = needle
    if (favoritesOnly.value) query.favorite = true
    return query
  }

  async function fetchPage(accountId: string, page: number) {
    return ask((bridge) => bridge.websites.query({ accountId, query: queryFor(page) }))
  }

  /** Page 1 again (or every page already shown, when `keepPages`): a change must not collapse a long list. */
  async function reload(keepPages = false): Promise<void> {
    const current = account.value
    if (!current) return
    const mine = ++generation
    const pages = keepPages ? Math.max(1, pagesLoaded.value) : 1
    loading.value = true
    const results = await Promise.all(Array.from({ length: pages }, (_, index) => fetchPage(current.id, index + 1)))
    if (mine !== generation) return
    loading.value = false
    const failed = results.find((result) => !result.ok)
    if (failed && !failed.ok) {
      error.value = failed.error
      return
    }
    const answers = results.flatMap((result) => (result.ok ? [result.data] : []))
    error.value = null
    items.value = answers.flatMap((answer) => answer.items)
    pagesLoaded.value = answers.length
    const last = answers[answers.length - 1]
    lastPage.value = last?.lastPage ?? null
    total.value = last?.total ?? null
    incomplete.value = answers.some((answer) => answer.incomplete)
    source.value = last?.source ?? null
  }

  async function loadMore(): Promise<void> {
    const current = account.value
    if (!current || loadingMore.value || !hasMore.value) return
    const mine = generation
    loadingMore.value = true
    const result = await fetchPage(current.id, pagesLoaded.value + 1)
    loadingMore.value = false
    if (mine !== generation) return
    if (!result.ok) {
      error.value = result.error
      return
    }
    const known = new Set(items.value.map((website) => website.id))
    items.value = [...items.value, ...result.data.items.filter((website) => !known.has(website.id))]
    pagesLoaded.value += 1
    lastPage.value = result.data.lastPage
    total.value = result.data.total
    incomplete.value = incomplete.value || result.data.incomplete
  }

  /** Shows another account's websites (or the same one again, freshly). */
  function show(next: Pick<AccountSummary, 'id' | 'variant'>): void {
    if (account.value?.id === next.id && pagesLoaded.value > 0) return
    account.value = { id: next.id, variant: next.variant }
    items.value = []
    pagesLoaded.value = 0
    lastPage.value = null
    total.value = null
    error.value = null
    favoriteOverrides.value = {}
    void reload()
  }

  function setSearch(text: string): void {
    search.value = text
    window.clearTimeout(searchTimer)
    searchTimer = window.setTimeout(() => void reload(), SEARCH_DELAY_MS)
  }

  function setFavoritesOnly(on: boolean): void {
    favoritesOnly.value = on
    void reload()
  }

  async function toggleFavorite(website: Website): Promise<void> {
    const current = account.value
    if (!current) return
    const favorite = !(favoriteOverrides.value[website.id] ?? website.favorite)
    favoriteOverrides.value = { ...favoriteOverrides.value, [website.id]: favorite }
    favoriteError.value = null
    const result = await ask((bridge) => bridge.websites.favorite({ accountId: current.id, websiteId: website.id, favorite }))
    if (result.ok) {
      if (result.data.website) replace(result.data.website)
    } else {
      favoriteError.value = result.error
    }
    const { [website.id]: _done, ...rest } = favoriteOverrides.value
    favoriteOverrides.value = rest
  }

  function replace(website: Website): void {
    items.value = items.value.map((candidate) => (candidate.id === website.id ? website : candidate))
  }

  window.sitetray.on('websites-changed', ({ accountId }) => {
    if (account.value?.id === accountId) void reload(true)
  })

  return {
    account,
    search,
    favoritesOnly,
    items: shown,
    pagesLoaded,
    lastPage,
    total,
    incomplete,
    source,
    loading,
    loadingMore,
    error,
    favoriteError,
    hasMore,
    show,
    reload,
    loadMore,
    setSearch,
    setFavoritesOnly,
    toggleFavorite,
  }
})
