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
import { computed, reactive, ref } from 'vue'
import type { IpcError } from '../../../../shared/ipc-contract'
import type { Website } from '../../../../shared/website'
import { onEvent, perWindow, useMutation } from '../../data/query'
import { idsBetween } from '../../lib/list-ids'
import { listRows } from '../../lib/list-rows'
import { useRouterStore } from '../../stores/router'
import { activeRow, listLoading } from './list-loading'
import { websiteListQuery, type ShownAccount } from './website-list-query'

export const useWebsiteList = () => perWindow('website-list', setUpWebsiteList)

/** The rows as shown: a star on its way (useWebsites.ts runs it) shows toggled before main answers. */
function starsOnTheirWay(rows: ReturnType<typeof listRows>, accountId: () => string | undefined) {
  const favorite = useMutation('websites:favorite', ({ accountId, websiteId }) => ({ accountId, websiteId }))
  return {
    /** The list's last refused star, shown above it. */
    favoriteError: ref<IpcError | null>(null),
    /** The website at a position, once loaded. */
    rowAt(index: number): Website | undefined {
      const website = rows.rows.value.get(index)
      const account = accountId()
      const asked = website && account && favorite.pending({ accountId: account, websiteId: website.id })
      return website && asked ? { ...website, favorite: asked.favorite } : website
    },
  }
}

function setUpWebsiteList() {
  const { account, filters, fetchRows, ...filtering } = websiteListQuery(() => void loading.requery())
  const rows = listRows(fetchRows)
  const accountId = () => account.value?.id
  const place = activeRow(rows, useRouterStore(), accountId)
  const loading = listLoading(rows, filtering.order, place.active)

  /** Shows another account's websites (or the same one again, freshly); another account starts with no search. */
  function show(next: ShownAccount): void {
    if (accountId() === next.id && rows.total.value !== null) return
    filtering.showAccount(next)
    rows.clear()
    void loading.requery()
  }

  onEvent('websites-changed', (changed) => {
    if (accountId() === changed.accountId) void loading.refresh()
  })

  const { total, incomplete, source, error } = rows
  return reactive({
    ...filtering,
    ...place,
    ...loading,
    ...starsOnTheirWay(rows, accountId),
    account,
    search: computed(() => filters.value.search),
    favoritesOnly: computed(() => filters.value.favoritesOnly),
    idsBetween: (from: number, to: number) => idsBetween(rows, fetchRows, from, to),
    ...{ total, incomplete, source, error, loading: rows.loading },
    showRange: rows.show,
    show,
    /** Main's record of a website, in its row wherever the list has it. */
    replace: rows.replace,
  })
}
