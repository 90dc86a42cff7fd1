/**
 * The list's rows as drawn: however many websites match, only those in view (and the one the user is on) are,
 * each the same height, so the scrollbar is the whole list's; the rows drawn are asked of main as the view moves.
 */
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/vue-virtual'
import { computed, watch, type Ref } from 'vue'
import type { Website } from '../../../../shared/website'

/** A row's height in pixels (a 38-pixel button and the line below it); every row has it. */
export const ROW_HEIGHT = 39
const OVERSCAN = 6

interface VirtualRowsOptions {
  scroller: Ref<HTMLElement | null>
  count: () => number
  /** The row the user is on: drawn even out of view, so that it keeps the focus. */
  pinned: () => number | null
  initialOffset: number
  rowAt(index: number): Website | undefined
  /** The rows drawn now, for main to fill. */
  shown(range: { start: number; end: number }): void
}

function withRow(indexes: number[], index: number | null, total: number): number[] {
  if (index === null || index >= total || indexes.includes(index)) return indexes
  return [...indexes, index].sort((a, b) => a - b)
}

export function useVirtualRows(options: VirtualRowsOptions) {
  const virtualizer = useVirtualizer(
    computed(() => {
      const pinned = options.pinned()
      const total = options.count()
      return {
        count: total,
        getScrollElement: () => options.scroller.value,
        estimateSize: () => ROW_HEIGHT,
        overscan: OVERSCAN,
        initialOffset: options.initialOffset,
        // Drawn before the first measurement, so that the first frame already has rows.
        initialRect: { width: 0, height: window.innerHeight },
        rangeExtractor: (range: Range) => withRow(defaultRangeExtractor(range), pinned, total),
      }
    }),
  )

  const rows = computed(() =>
    virtualizer.value
      .getVirtualItems()
      .map((item) => ({ index: item.index, start: item.start, website: options.rowAt(item.index) })),
  )
  /** The rows in view, without the overscan. */
  const inView = computed(() => {
    const range = virtualizer.value.range
    return range ? { start: range.startIndex, end: range.endIndex } : { start: 0, end: 0 }
  })

  watch(
    () => [rows.value[0]?.index ?? 0, rows.value.at(-1)?.index ?? 0] as const,
    ([start, end]) => options.shown({ start, end }),
    { immediate: true },
  )

  /** Where a row stands in the list, for the eye and for screen readers: the same for a loaded row and a placeholder. */
  function placed(row: { index: number; start: number }) {
    const count = options.count()
    return {
      class: { last: row.index === count - 1 },
      style: { transform: `translateY(${row.start}px)` },
      'data-index': row.index,
      'aria-setsize': count,
      'aria-posinset': row.index + 1,
    }
  }

  return {
    rows,
    inView,
    placed,
    totalSize: () => virtualizer.value.getTotalSize(),
    scrollToIndex: (index: number) => virtualizer.value.scrollToIndex(index, { align: 'auto' }),
    scrollToOffset: (offset: number) => virtualizer.value.scrollToOffset(offset),
  }
}
