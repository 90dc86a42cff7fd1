/**
 * The websites list as its view draws it: the rows in view (useVirtualRows.ts), the row the user is on and the keys
 * that move it (useRowFocus.ts), the place kept while the list moves (useListPlace.ts), and the list's own keys:
 * Ctrl/⌘+A ticks every website that matches, Escape unticks them; Enter opens.
 */
import { computed, type Ref } from 'vue'
import type { Website } from '../../../../shared/website'
import { useSync } from '../../composables/useSync'
import { useNoVisitMark } from '../tracking/useNoVisitMark'
import { useListPlace } from './useListPlace'
import { useRowFocus } from './useRowFocus'
import { useSelection } from './useSelection'
import { ROW_HEIGHT, useVirtualRows } from './useVirtualRows'
import { useWebsiteList } from './useWebsiteList'

interface ListMoves {
  open(website: Website): void
  /** ↑ from the first row, or back to a row that is gone: the search takes the focus. */
  upOut(): void
}

/** The list's own keys, before the rows' moves. */
function listKey(
  event: KeyboardEvent,
  selection: ReturnType<typeof useSelection>,
  focus: ReturnType<typeof useRowFocus>,
): void {
  const command = event.ctrlKey || event.metaKey
  if (command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === 'a') {
    event.preventDefault()
    selection.selectAll()
  } else if (event.key === 'Escape' && selection.count > 0) {
    event.preventDefault()
    selection.clear()
  } else focus.onListKey(event)
}

export function useWebsiteListView(scroller: Ref<HTMLElement | null>, moves: ListMoves) {
  const websites = useWebsiteList()
  const selection = useSelection()
  const count = computed(() => websites.total ?? 0)

  const focus = useRowFocus({
    scroller,
    count: () => count.value,
    rowHeight: ROW_HEIGHT,
    initialIndex: websites.active?.index ?? null,
    scrollToIndex: (index) => virtual.scrollToIndex(index),
    scrollToOffset: (offset) => virtual.scrollToOffset(offset),
    leaveTop: moves.upOut,
    focused: (index) => {
      const website = websites.rowAt(index)
      if (website) websites.setActive(website.id, index)
    },
  })
  const { focusIndex } = focus
  const virtual = useVirtualRows({
    scroller,
    count: () => count.value,
    pinned: () => focusIndex.value,
    initialOffset: websites.savedScrollTop,
    rowAt: websites.rowAt,
    shown: websites.showRange,
  })
  useListPlace({ list: websites, scroller, focus, scrollToOffset: virtual.scrollToOffset, leaveTop: moves.upOut })

  return {
    websites,
    sync: useSync(),
    selection,
    noVisit: useNoVisitMark(),
    count,
    filtered: computed(() => websites.search.trim() !== '' || websites.favoritesOnly),
    rows: virtual.rows,
    placed: virtual.placed,
    totalSize: virtual.totalSize,
    /** In the Tab order: the row the user is on, else the first one in view. */
    tabbableIndex: computed(() => focusIndex.value ?? virtual.inView.value.start),
    onKeydown: (event: KeyboardEvent) => listKey(event, selection, focus),
    onFocusIn: focus.onFocusIn,
    open(website: Website, index: number): void {
      websites.setActive(website.id, index)
      moves.open(website)
    },
    /** ↓ from the search: the row the user was on if it is in view, else the first in view. */
    focusFirst(): void {
      const { start, end } = virtual.inView.value
      const index =
        focusIndex.value !== null && focusIndex.value >= start && focusIndex.value <= end ? focusIndex.value : start
      void focus.enter(index)
    },
  }
}
