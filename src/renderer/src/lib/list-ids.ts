import { MAX_WINDOW_ROWS } from '../../../shared/list-window-rows'
import type { FetchRows, listRows } from './list-rows'

/**
 * The ids of a list's rows from `from` to `to` (both included), from what is loaded and, for rows never loaded, from
 * main — a range selection (shift-click) may reach rows the view never showed. Null when main could not answer.
 */
export async function idsBetween(
  rows: ReturnType<typeof listRows>,
  fetchRows: FetchRows,
  from: number,
  to: number,
): Promise<string[] | null> {
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
