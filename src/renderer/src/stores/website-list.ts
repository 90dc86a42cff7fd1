/**
 * The websites list of the shown account, as a window onto the whole list main holds: search,
 * favorites only and the order (remembered per account by main), the total, the rows loaded
 * around what the view shows, and the row the user is on (the active row, by website id, so that
 * it stays theirs when rows move). When main says the account's websites changed, the rows are
 * loaded again around the view, anchored on the active row (or the first one in view): where that
 * website now is tells the view how far to move to keep the same websites in front of the user.
 *
 * Rows are named by id and the query is the store's, so a selection (selection.ts) can be a set
 * of ids or "this query" without loading every row.
 */
import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import { MAX_WINDOW_ROWS, type ListOrder } from '../../../shared/list-query'
import type { Website } from '../../../shared/website'
import { api } from '../lib/api'
import { listen } from '../lib/bridge'
import { listRows, type RowRange } from '../lib/list-rows'
import { useFavoriteToggles } from './favorite-toggles'
import { useRouterStore } from './router'

type ShownAccount = Pick<AccountSummary, 'id' | 'variant'>
interface Filters {
  search: string
  favoritesOnly: boolean
}

/** The row the user is on: its website, and where it was last seen. */
interface ActiveRow {
  id: string
  index: number | null
}

/** The list moved under the view by `rows` (a sync added or moved websites above it); `ticket` counts moves. */
interface Shift {
  rows: number
  ticket: number
}

export const useWebsiteListStore = defineStore('website-list', () => {
  const router = useRouterStore()
  const account = ref<ShownAccount | null>(null)
  const filters = ref<Filters>({ search: '', favoritesOnly: false })
  /** Null until main has said which order the account's list is in. */
  const order = ref<ListOrder | null>(null)
  const active = ref<ActiveRow | null>(null)
  /** Where the view was scrolled when it was last left, to come back to it. */
  const savedScrollTop = ref(0)
  const shift = ref<Shift>({ rows: 0, ticket: 0 })
  /** Counts new queries: the view goes back to the top. */
  const queryTicket = ref(0)

  /** The list's search and filter as a bulk change selects by them: the same websites, in main. */
  const query = computed(() => {
    const search = filters.value.search.trim()
    return { ...(search && { search }), ...(filters.value.favoritesOnly && { favorite: true }) }
  })

  const fetchRows = (offset: number, limit: number, anchorId?: string) => {
    const current = account.value
    if (!current) return null
    return api.websites.listWindow({
      accountId: current.id,
      offset,
      limit,
      ...query.value,
      ...(order.value && { order: order.value }),
      ...(anchorId !== undefined && { anchorId }),
    })
  }
  const rows = listRows(fetchRows)

  /**
   * The ids of the rows from `from` to `to` (both included), from what is loaded and, for rows never loaded, from main.
   */
  async function idsBetween(from: number, to: number): Promise<string[] | null> {
    const ids: string[] = []
    for (let offset = Math.min(from, to); offset <= Math.max(from, to); offset += MAX_WINDOW_ROWS) {
      const end = Math.min(Math.max(from, to), offset + MAX_WINDOW_ROWS - 1)
      const loaded = Array.from({ length: end - offset + 1 }, (_, index) => rows.rows.value.get(offset + index)?.id)
      if (loaded.every((id) => id !== undefined)) {
        ids.push(...(loaded as string[]))
        continue
      }
      const answer = await fetchRows(offset, end - offset + 1)
      if (!answer) return null
      const result = await answer
      if (!result.ok) return null
      ids.push(...result.data.items.map((website) => website.id))
    }
    return ids
  }
  const favorites = useFavoriteToggles((website) => rows.replace(website))

  /** The newest query on its way from the top; a refresh waits for it rather than overtake it. */
  let querying: Promise<void> | null = null

  /** From the top, for a new query: the view goes back to the top with the answer. */
  function requery(): Promise<void> {
    active.value = null
    savedScrollTop.value = 0
    const mine = (async () => {
      const answer = await rows.load({ fromTop: true })
      if (!answer) return
      order.value = answer.order
      queryTicket.value += 1
    })()
    querying = mine
    return mine.finally(() => {
      if (querying === mine) querying = null
    })
  }

  /** The website the view is anchored on: the active row while it is in view, else the first row in view. */
  function anchor(): ActiveRow | null {
    const view = rows.viewport()
    const index = active.value?.index
    if (active.value && index !== null && index !== undefined && index >= view.start && index <= view.end)
      return active.value
    const first = rows.rows.value.get(view.start)
    return first ? { id: first.id, index: view.start } : active.value
  }

  let refreshing: Promise<void> | null = null
  let refreshAgain = false

  /** The data changed underneath: the rows around the view again, the view kept on the same websites. */
  async function refresh(): Promise<void> {
    if (refreshing) {
      refreshAgain = true
      return refreshing
    }
    refreshing = (async () => {
      do {
        refreshAgain = false
        await refreshOnce()
      } while (refreshAgain)
    })().finally(() => (refreshing = null))
    return refreshing
  }

  async function refreshOnce(): Promise<void> {
    // Anchored on a row of the old query, it would move the view by how far that row is in the new one.
    while (querying) await querying
    const before = anchor()
    const answer = await rows.load({ fromTop: false, ...(before && { anchorId: before.id }) })
    if (!answer || !before || before.index === null) return
    const moved = answer.anchorIndex === null ? 0 : answer.anchorIndex - before.index
    if (active.value) {
      const index =
        active.value.id === before.id
          ? answer.anchorIndex
          : (rows.indexOf(active.value.id) ?? (active.value.index === null ? null : active.value.index + moved))
      active.value = { id: active.value.id, index }
    }
    if (moved !== 0) shift.value = { rows: moved, ticket: shift.value.ticket + 1 }
  }

  /** Shows another account's websites (or the same one again, freshly); another account starts with no search. */
  function show(next: ShownAccount): void {
    if (account.value?.id === next.id && rows.total.value !== null) return
    if (account.value && account.value.id !== next.id) {
      filters.value = { ...filters.value, search: '' }
      order.value = null
    }
    account.value = { id: next.id, variant: next.variant }
    rows.clear()
    void requery()
  }

  function setSearch(text: string): void {
    if (text === filters.value.search) return
    filters.value = { ...filters.value, search: text }
    if (account.value) void requery()
  }

  function setFavoritesOnly(on: boolean): void {
    if (on === filters.value.favoritesOnly) return
    filters.value = { ...filters.value, favoritesOnly: on }
    if (account.value) void requery()
  }

  function setOrder(next: ListOrder): void {
    if (next === order.value) return
    order.value = next
    if (account.value) void requery()
  }

  /**
   * Comes back to the list: where the active row is now (an edit may have moved it), with the
   * rows around it; resolves with its position, or null when it is not in the list any more.
   */
  async function revisit(): Promise<number | null> {
    const row = active.value
    if (!row) return null
    const answer = await rows.load({ fromTop: false, anchorId: row.id })
    if (!answer || active.value?.id !== row.id) return null
    active.value = { id: row.id, index: answer.anchorIndex }
    return answer.anchorIndex
  }

  listen('websites-changed', ({ accountId }) => {
    if (account.value?.id === accountId) void refresh()
  })
  // A website opened from anywhere (the list, the tray) is the row the list comes back to.
  watch(
    () => router.route,
    (route) => {
      if (route.view === 'website' && route.accountId === account.value?.id && route.websiteId !== active.value?.id)
        active.value = { id: route.websiteId, index: null }
    },
  )

  return {
    account,
    search: computed(() => filters.value.search),
    favoritesOnly: computed(() => filters.value.favoritesOnly),
    query,
    idsBetween,
    order,
    total: rows.total,
    incomplete: rows.incomplete,
    source: rows.source,
    error: rows.error,
    loading: rows.loading,
    active,
    shift,
    queryTicket,
    savedScrollTop,
    /** The website at a position, once loaded (with a star toggled but not yet answered shown as toggled). */
    rowAt: (index: number): Website | undefined => {
      const website = rows.rows.value.get(index)
      return website && account.value ? favorites.shown(account.value.id, website) : website
    },
    showRange: (range: RowRange) => rows.show(range),
    setActive: (id: string, index: number) => (active.value = { id, index }),
    reload: () => (rows.total.value === null ? requery() : refresh()),
    show,
    setSearch,
    setFavoritesOnly,
    setOrder,
    revisit,
    favoriteError: favorites.error,
    toggleFavorite: (website: Website) =>
      account.value ? favorites.toggle(account.value.id, website) : Promise.resolve(),
  }
})
