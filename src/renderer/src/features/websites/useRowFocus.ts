/**
 * The row the user is on in a virtualized list, and the keys that move it: ↑/↓ a row, Page Up/Down
 * a page (the view moves as far as the focus, as a page moves), Home and End the ends, ↑ from the
 * first row out of the list. Only the rows in view exist in the page, so the focus is kept by
 * position and put back on the row's control once that row is drawn (or, while it is still a
 * placeholder, on the row itself).
 */
import { nextTick, ref, type Ref } from 'vue'

export interface RowFocusOptions {
  scroller: Ref<HTMLElement | null>
  count: () => number
  rowHeight: number
  initialIndex: number | null
  scrollToIndex(index: number): void
  scrollToOffset(offset: number): void
  /** ↑ on the first row. */
  leaveTop(): void
  /** A row got the focus (by a click, Tab or the keys). */
  focused(index: number): void
}

/** A row's controls, by column: 0 the star, 1 the website. */
const WEBSITE_COLUMN = 1

function rowElement(scroller: HTMLElement | null, index: number): HTMLElement | null {
  return scroller?.querySelector<HTMLElement>(`li[data-index="${index}"]`) ?? null
}

/** Where a key takes the focus from the row at `index` (below 0: out of the list at the top); null: not a list key. */
function keyTarget(key: string, index: number, pageRows: number, count: number): number | null {
  const steps: Record<string, number> = { ArrowDown: 1, ArrowUp: -1, PageDown: pageRows, PageUp: -pageRows }
  if (key in steps) return index + steps[key]!
  if (key === 'Home') return 0
  if (key === 'End') return count - 1
  return null
}

/** Where a key pressed on a row takes the focus; null: not a list key, or not on a row. */
function listKeyTarget(event: KeyboardEvent, pageRows: number, count: number): number | null {
  if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return null
  const row = (event.target as HTMLElement).closest<HTMLElement>('li[data-index]')
  return row ? keyTarget(event.key, Number(row.dataset.index), pageRows, count) : null
}

/** Rows a page moves: what the view holds, less one row kept in sight. */
function pageRows(scroller: HTMLElement | null, rowHeight: number): number {
  return Math.max(1, Math.floor((scroller?.clientHeight ?? rowHeight) / rowHeight) - 1)
}

/** The row and the control in it (by column; -1: the row itself) that `target` is. */
function focusedPlace(target: HTMLElement): { index: number; column: number } | null {
  const row = target.closest<HTMLElement>('li[data-index]')
  if (!row) return null
  return {
    index: Number(row.dataset.index),
    column: [...row.querySelectorAll('button')].indexOf(target as HTMLButtonElement),
  }
}

/** Focuses the control in `column` of the row at `index` (the row itself while it is a placeholder). */
function focusControl(scroller: HTMLElement | null, index: number | null, column: number): void {
  const row = index === null ? null : rowElement(scroller, index)
  if (!row) return
  const target = row.querySelectorAll<HTMLElement>('button')[column] ?? row
  if (document.activeElement !== target) target.focus({ preventScroll: true })
}

export function useRowFocus(options: RowFocusOptions) {
  const { scroller, rowHeight } = options
  /** The row the user is on (focused, or last focused), by position; null before they chose one. */
  const focusIndex = ref<number | null>(options.initialIndex)
  const focusColumn = ref(WEBSITE_COLUMN)

  const focusRow = (): void => focusControl(scroller.value, focusIndex.value, focusColumn.value)

  /** Puts the focus on the row at `index`; `page`: the view moves as far as the focus does. */
  async function moveTo(index: number, page = false): Promise<void> {
    const target = Math.max(0, Math.min(options.count() - 1, index))
    const from = focusIndex.value
    focusIndex.value = target
    if (page && scroller.value && from !== null)
      options.scrollToOffset(scroller.value.scrollTop + (target - from) * rowHeight)
    else options.scrollToIndex(target)
    await nextTick()
    focusRow()
  }

  function onListKey(event: KeyboardEvent): void {
    const next = listKeyTarget(event, pageRows(scroller.value, rowHeight), options.count())
    if (next === null) return
    event.preventDefault()
    if (next < 0 && event.key === 'ArrowUp') options.leaveTop()
    else void moveTo(next, event.key === 'PageDown' || event.key === 'PageUp')
  }

  /** Whatever in a row gets the focus, that row is the one the user is on. */
  function onFocusIn(event: FocusEvent): void {
    const place = focusedPlace(event.target as HTMLElement)
    if (!place) return
    focusIndex.value = place.index
    if (place.column >= 0) focusColumn.value = place.column
    options.focused(place.index)
  }

  function listHasFocus(): boolean {
    return Boolean(scroller.value?.contains(document.activeElement))
  }

  /** The focus, where it was, follows its row to `index` (the list moved underneath). */
  async function follow(index: number): Promise<void> {
    if (index === focusIndex.value) return
    const hadFocus = listHasFocus()
    focusIndex.value = index
    if (!hadFocus) return
    await nextTick()
    focusRow()
  }

  /** Into the list on the website's control of a row. */
  function enter(index: number): Promise<void> {
    focusColumn.value = WEBSITE_COLUMN
    return moveTo(index)
  }

  return { focusIndex, focusRow, onListKey, onFocusIn, listHasFocus, follow, enter }
}
