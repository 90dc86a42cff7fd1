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
import { computed, reactive, ref, watch } from 'vue'
import type { IpcError } from '../../../../shared/ipc-contract'
import type { Website } from '../../../../shared/website'
import { onEvent, perWindow, useMutation } from '../../data/query'
import { idsBetween } from '../../lib/list-ids'
import { listRows, type RowRange } from '../../lib/list-rows'
import { useRouterStore } from '../../stores/router'
import { anchoredRefresh, type ActiveRow, type Shift } from './list-refresh'
import { websiteListQuery, type ShownAccount } from './website-list-query'

export const useWebsiteList = () => perWindow('website-list', setUpWebsiteList)

function setUpWebsiteList() {
  const router = useRouterStore()
  const { account, filters, order, query, fetchRows, ...filtering } = websiteListQuery(() => void requery())
  const active = ref<ActiveRow | null>(null)
  /** Where the view was scrolled when it was last left, to come back to it. */
  const savedScrollTop = ref(0)
  const shift = ref<Shift>({ rows: 0, ticket: 0 })
  /** Counts new queries: the view goes back to the top. */
  const queryTicket = ref(0)

  const rows = listRows(fetchRows)

  /** The stars on their way (useWebsites.ts runs them): a row shows its toggle before main answers. */
  const favorite = useMutation('websites:favorite', ({ accountId, websiteId }) => ({ accountId, websiteId }))
  /** The list's last refused star, shown above it. */
  const favoriteError = ref<IpcError | null>(null)

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

  /** The data changed underneath: the rows around the view again, the view kept on the same websites. */
  const refresh = anchoredRefresh({
    rows,
    active,
    shift,
    querying: () => querying,
  })

  /** Shows another account's websites (or the same one again, freshly); another account starts with no search. */
  function show(next: ShownAccount): void {
    if (account.value?.id === next.id && rows.total.value !== null) return
    filtering.showAccount(next)
    rows.clear()
    void requery()
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

  onEvent('websites-changed', ({ accountId }) => {
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

  return reactive({
    account,
    search: computed(() => filters.value.search),
    favoritesOnly: computed(() => filters.value.favoritesOnly),
    query,
    idsBetween: (from: number, to: number) => idsBetween(rows, fetchRows, from, to),
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
      const asked = website && account.value && favorite.pending({ accountId: account.value.id, websiteId: website.id })
      return website && asked ? { ...website, favorite: asked.favorite } : website
    },
    showRange: (range: RowRange) => rows.show(range),
    setActive: (id: string, index: number) => (active.value = { id, index }),
    reload: () => (rows.total.value === null ? requery() : refresh()),
    show,
    setSearch: filtering.setSearch,
    setFavoritesOnly: filtering.setFavoritesOnly,
    setOrder: filtering.setOrder,
    revisit,
    favoriteError,
    /** Main's record of a website, in its row wherever the list has it. */
    replace: (website: Website) => rows.replace(website),
  })
}
