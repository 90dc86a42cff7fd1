/**
 * The ticked websites (stores/selection.ts) as main's list has them: how many, "Select all N matching" (Ctrl/⌘+A),
 * a shift-click range — also over rows the list never loaded — and what main is asked about: ids, or the list's
 * query but the ones ticked off again, which main resolves. A new search, filter or account starts with nothing
 * ticked.
 */
import { computed, reactive, watch } from 'vue'
import type { BulkSelection } from '../../../../shared/bulk'
import { perWindow } from '../../data/query'
import { useSelectionStore } from '../../stores/selection'
import { useWebsiteList } from './useWebsiteList'

export const useSelection = () => perWindow('selection', setUpSelection)

function setUpSelection() {
  const list = useWebsiteList()
  const ticked = useSelectionStore()
  const clear = (): void => ticked.start('ids')
  watch(() => [list.account?.id, list.query] as const, clear, { deep: true })

  /** A click on a row's box; with Shift, every row from the last one clicked takes its new state. */
  async function toggle(websiteId: string, index: number, range: boolean): Promise<void> {
    const selected = !ticked.isSelected(websiteId)
    const from = ticked.anchor
    ticked.anchor = index
    if (!range || from === null || from === index) return ticked.mark([websiteId], selected)
    const between = await list.idsBetween(from, index)
    ticked.mark(between ?? [websiteId], selected)
  }

  /** What main is asked about. */
  function selection(): BulkSelection | null {
    const ids = [...ticked.ids]
    if (ticked.mode === 'ids') return ids.length === 0 ? null : { kind: 'ids', ids }
    return { kind: 'query', ...list.query, ...(ids.length > 0 && { except: ids }) }
  }

  return reactive({
    mode: computed(() => ticked.mode),
    count: computed(() => (ticked.mode === 'all' ? Math.max(0, (list.total ?? 0) - ticked.ids.size) : ticked.ids.size)),
    allMatching: computed(() => ticked.mode === 'all' && ticked.ids.size === 0),
    problem: computed(() => ticked.problem),
    isSelected: ticked.isSelected,
    toggle,
    selectAll: () => ticked.start('all'),
    clear,
    selection,
  })
}
