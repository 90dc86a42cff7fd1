/**
 * The user's place in the list, kept while it moves: when the list moves underneath (a sync), the view moves
 * with it, so the same websites stay in front of the user and the row they are on keeps the focus; a new search,
 * filter or order starts from the top; back from a website, its row — wherever it is now — is in view and
 * focused; and the list is left where it was scrolled, to come back to.
 */
import { nextTick, onBeforeUnmount, onMounted, watch, type Ref } from 'vue'
import { focusIsUnclaimed } from '../../lib/focus'
import type { useRowFocus } from './useRowFocus'
import type { useWebsiteList } from './useWebsiteList'
import { ROW_HEIGHT } from './useVirtualRows'

interface ListPlaceParts {
  list: ReturnType<typeof useWebsiteList>
  scroller: Ref<HTMLElement | null>
  focus: ReturnType<typeof useRowFocus>
  scrollToOffset(offset: number): void
  /** The row is gone (deleted, or no longer matching the search): the focus goes back up. */
  leaveTop(): void
}

export function useListPlace({ list, scroller, focus, scrollToOffset, leaveTop }: ListPlaceParts): void {
  // A placeholder that had the focus has become a row: its control takes it.
  watch(
    () => (focus.focusIndex.value === null ? undefined : list.rowAt(focus.focusIndex.value)?.id),
    async (id) => {
      if (!id || !focus.listHasFocus()) return
      await nextTick()
      focus.focusRow()
    },
  )
  // The list moved under the view: the view moves as far, so the same websites stay where they were.
  watch(
    () => list.shift.ticket,
    () => {
      if (scroller.value) scroller.value.scrollTop += list.shift.rows * ROW_HEIGHT
    },
  )
  // Where the row the user is on is now; the focus follows it.
  watch(
    () => list.active,
    (active) => {
      if (active && active.index !== null) void focus.follow(active.index)
    },
  )
  // A new search, filter or order: from the top.
  watch(
    () => list.queryTicket,
    () => {
      focus.focusIndex.value = null
      scrollToOffset(0)
    },
  )

  onMounted(async () => {
    if (!list.active) return
    const index = await list.revisit()
    if (!focusIsUnclaimed()) return
    if (index === null) return leaveTop()
    await focus.enter(index)
  })
  onBeforeUnmount(() => {
    list.savedScrollTop = scroller.value?.scrollTop ?? 0
  })
}
