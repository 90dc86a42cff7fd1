/**
 * How the websites list (website-list.ts) loads again when main says the data changed underneath: around the view,
 * anchored on the active row (or the first one in view), and by how far that website moved, how far the view must
 * move to keep the same websites in front of the user. Refreshes asked for while one runs make one more, not many.
 */
import type { Ref } from 'vue'
import type { listRows } from '../../lib/list-rows'

/** The row the user is on: its website, and where it was last seen. */
export interface ActiveRow {
  id: string
  index: number | null
}

/** The list moved under the view by `rows` (a sync added or moved websites above it); `ticket` counts moves. */
export interface Shift {
  rows: number
  ticket: number
}

interface RefreshParts {
  rows: ReturnType<typeof listRows>
  active: Ref<ActiveRow | null>
  shift: Ref<Shift>
  /** The new query on its way from the top, if any: a refresh waits for it rather than overtake it. */
  querying: () => Promise<void> | null
}

export function anchoredRefresh({ rows, active, shift, querying }: RefreshParts): () => Promise<void> {
  /** The website the view is anchored on: the active row while it is in view, else the first row in view. */
  function anchor(): ActiveRow | null {
    const view = rows.viewport()
    const index = active.value?.index
    if (active.value && index !== null && index !== undefined && index >= view.start && index <= view.end)
      return active.value
    const first = rows.rows.value.get(view.start)
    return first ? { id: first.id, index: view.start } : active.value
  }

  async function refreshOnce(): Promise<void> {
    // Anchored on a row of the old query, it would move the view by how far that row is in the new one.
    for (let waiting = querying(); waiting; waiting = querying()) await waiting
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

  let refreshing: Promise<void> | null = null
  let refreshAgain = false
  return async function refresh(): Promise<void> {
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
}
