/**
 * How the websites list loads: from the top for a new query (the view goes back to the top with the answer), and
 * around the view when the data changed underneath (list-refresh.ts), which waits for a new query on its way rather
 * than overtake it; and the row the user is on, which the list comes back to — wherever an edit moved it.
 */
import { ref, watch, type Ref } from 'vue'
import type { ListOrder } from '../../../../shared/list-query'
import type { listRows } from '../../lib/list-rows'
import type { useRouterStore } from '../../stores/router'
import { anchoredRefresh, type ActiveRow, type Shift } from './list-refresh'

type Rows = ReturnType<typeof listRows>

export function listLoading(rows: Rows, order: Ref<ListOrder | null>, active: Ref<ActiveRow | null>) {
  /** Where the view was scrolled when it was last left, to come back to it. */
  const savedScrollTop = ref(0)
  const shift = ref<Shift>({ rows: 0, ticket: 0 })
  /** Counts new queries: the view goes back to the top. */
  const queryTicket = ref(0)
  /** The newest query on its way from the top; a refresh waits for it rather than overtake it. */
  let querying: Promise<void> | null = null

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
  const refresh = anchoredRefresh({ rows, active, shift, querying: () => querying })

  return {
    savedScrollTop,
    shift,
    queryTicket,
    requery,
    refresh,
    reload: () => (rows.total.value === null ? requery() : refresh()),
  }
}

/** The row the user is on (by website id, so that it stays theirs when rows move), however its website was opened. */
export function activeRow(rows: Rows, router: ReturnType<typeof useRouterStore>, accountId: () => string | undefined) {
  const active = ref<ActiveRow | null>(null)

  // A website opened from anywhere (the list, the tray) is the row the list comes back to.
  watch(
    () => router.route,
    (route) => {
      if (route.view === 'website' && route.accountId === accountId() && route.websiteId !== active.value?.id)
        active.value = { id: route.websiteId, index: null }
    },
  )

  /**
   * Comes back to the list: where the active row is now (an edit may have moved it), with the rows around it;
   * resolves with its position, or null when it is not in the list any more.
   */
  async function revisit(): Promise<number | null> {
    const row = active.value
    if (!row) return null
    const answer = await rows.load({ fromTop: false, anchorId: row.id })
    if (!answer || active.value?.id !== row.id) return null
    active.value = { id: row.id, index: answer.anchorIndex }
    return answer.anchorIndex
  }

  return { active, revisit, setActive: (id: string, index: number) => (active.value = { id, index }) }
}
