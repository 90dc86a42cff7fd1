/**
 * The rows of a list main holds in full, loaded in blocks as the view scrolls over them: the total,
 * the rows loaded so far by position, and what the view shows now. A new query (or data that
 * changed underneath) loads again in a new generation whose first answer replaces everything at
 * once, so the old rows stay on screen until the new ones are there; an answer from an older
 * generation — a query the user has typed past — is dropped. No timer: each change asks at once.
 */
import { ref, shallowRef } from 'vue'
import type { ListWindow } from '../../../shared/list-query'
import { MAX_WINDOW_ROWS } from '../../../shared/list-window-rows'
import type { Website } from '../../../shared/website'
import type { IpcError, IpcResult } from './ipc-errors'

/** Rows asked for at once; a block is the unit that is loaded, and the server's largest page. */
export const BLOCK_ROWS = 100

export interface RowRange {
  /** First and last position the view shows (last included). */
  start: number
  end: number
}

/** Asks main for `limit` rows from `offset`; null when there is nothing to ask about (no account). */
export type FetchRows = (offset: number, limit: number, anchorId?: string) => Promise<IpcResult<ListWindow>> | null

/** What a generation's first answer said beyond its rows. */
export type LoadedWindow = Omit<ListWindow, 'items'>

const blockOf = (position: number): number => Math.floor(position / BLOCK_ROWS)

/** The rows loaded so far by position, and which blocks of them are complete or asked for in this generation. */
function loadedRows() {
  /** Replaced (not changed in place) so that the view redraws. */
  const rows = shallowRef<ReadonlyMap<number, Website>>(new Map())
  const blocks = new Set<number>()
  const asked = new Set<number>()

  function put(window: ListWindow): void {
    const next = new Map(rows.value)
    window.items.forEach((website, index) => next.set(window.offset + index, website))
    rows.value = next
    // A block is complete when the answer covers it up to its end, or up to the end of the list.
    const start = window.offset
    const end = start + window.items.length
    for (let block = blockOf(start); block * BLOCK_ROWS < Math.max(end, start + 1); block += 1) {
      if (block * BLOCK_ROWS >= start && end >= Math.min((block + 1) * BLOCK_ROWS, window.total)) blocks.add(block)
    }
  }

  function reset(): void {
    rows.value = new Map()
    blocks.clear()
    asked.clear()
  }

  /** Where a loaded website is, if it is loaded. */
  function indexOf(websiteId: string): number | null {
    for (const [index, website] of rows.value) if (website.id === websiteId) return index
    return null
  }

  /** A row main answered with after an edit, in place. */
  function replace(website: Website): void {
    const at = indexOf(website.id)
    if (at === null) return
    const next = new Map(rows.value)
    next.set(at, website)
    rows.value = next
  }

  const missing = (block: number): boolean => !blocks.has(block) && !asked.has(block)
  return { rows, asked, put, reset, indexOf, replace, missing }
}

/** What the list's answers said besides their rows, and how the last asking went. */
function listState() {
  /** Null until the first answer of the list. */
  const total = ref<number | null>(null)
  const incomplete = ref(false)
  const source = ref<ListWindow['source'] | null>(null)
  const error = ref<IpcError | null>(null)
  /** A generation has been asked for and has not answered yet. */
  const loading = ref(false)

  function take(answer: LoadedWindow): void {
    total.value = answer.total
    incomplete.value = answer.incomplete
    source.value = answer.source
  }

  function reset(): void {
    total.value = null
    error.value = null
    incomplete.value = false
    source.value = null
    loading.value = false
  }

  return { shown: { total, incomplete, source, error, loading }, take, reset }
}

/** The blocks a view of `range` needs, in a list of `total` rows. */
function blocksIn(range: RowRange, total: number): number[] {
  const last = Math.min(blockOf(range.end), blockOf(Math.max(0, total - 1)))
  return Array.from({ length: Math.max(0, last - blockOf(range.start) + 1) }, (_, n) => blockOf(range.start) + n)
}

/** How many rows a window from block `first` to block `last` asks for (at most what main answers at once). */
const windowRows = (first: number, last: number): number => Math.min(MAX_WINDOW_ROWS, (last - first + 1) * BLOCK_ROWS)

interface BlockParts {
  fetchRows: FetchRows
  loaded: ReturnType<typeof loadedRows>
  state: ReturnType<typeof listState>
  /** The list's generation now: a block asked for an older one is dropped. */
  generation(): number
}

/** One block of rows the view needs, asked for once per generation. */
async function loadBlock(block: number, { fetchRows, loaded, state, generation }: BlockParts): Promise<void> {
  const asking = fetchRows(block * BLOCK_ROWS, BLOCK_ROWS)
  if (!asking) return
  const mine = generation()
  loaded.asked.add(block)
  const result = await asking
  if (mine !== generation()) return
  loaded.asked.delete(block)
  if (!result.ok) {
    state.shown.error.value = result.error
    return
  }
  state.shown.total.value = result.data.total
  loaded.put(result.data)
}

/** A new generation's window in place of the old rows; null (its refusal kept) when main refused. */
function takeWindow(
  result: IpcResult<ListWindow>,
  loaded: ReturnType<typeof loadedRows>,
  state: ReturnType<typeof listState>,
): LoadedWindow | null {
  state.shown.error.value = result.ok ? null : result.error
  if (!result.ok) return null
  loaded.reset()
  const { items: _items, ...answer } = result.data
  state.take(answer)
  loaded.put(result.data)
  return answer
}

export function listRows(fetchRows: FetchRows) {
  const loaded = loadedRows()
  const state = listState()
  const { total, loading } = state.shown
  let generation = 0
  let viewport: RowRange = { start: 0, end: 0 }

  /**
   * A new generation: the rows from the top (a new query), or around what the view shows (data
   * changed underneath), with where `anchorId` now is. Resolves with the answer, or null when it
   * failed or a newer generation overtook it.
   */
  async function load(options: { fromTop: boolean; anchorId?: string }): Promise<LoadedWindow | null> {
    const mine = ++generation
    const first = options.fromTop ? 0 : blockOf(viewport.start)
    const last = options.fromTop ? 0 : blockOf(viewport.end)
    const asking = fetchRows(first * BLOCK_ROWS, windowRows(first, last), options.anchorId)
    if (!asking) return null
    loading.value = true
    const result = await asking
    if (mine !== generation) return null
    loading.value = false
    const answer = takeWindow(result, loaded, state)
    if (!answer) return null
    // From the top, the view is about to be there too.
    if (options.fromTop) viewport = { start: 0, end: viewport.end - viewport.start }
    fill()
    return answer
  }

  /** The view shows `range` now: the blocks it needs are asked for (once per generation). */
  function show(range: RowRange): void {
    viewport = range
    fill()
  }

  function fill(): void {
    if (total.value === null || loading.value) return
    for (const block of blocksIn(viewport, total.value))
      if (loaded.missing(block)) void loadBlock(block, { fetchRows, loaded, state, generation: () => generation })
  }

  /** Nothing shown: another list is on its way. */
  function clear(): void {
    generation += 1
    loaded.reset()
    state.reset()
  }

  const { rows, replace, indexOf } = loaded
  return { ...state.shown, rows, replace, indexOf, load, show, fill, clear, viewport: () => viewport }
}
