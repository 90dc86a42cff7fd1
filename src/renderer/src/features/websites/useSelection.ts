/**
 * The websites ticked in the list, for a bulk change: named ones (a click, a shift-click range),
 * or every website the list's search and filter match ("Select all N matching", Ctrl/⌘+A) but
 * the ones ticked off again. The second is a query, not ids: main resolves it, so rows the list
 * never loaded count too. A new search, filter or account starts with nothing ticked.
 */
import { computed, reactive, ref, watch } from 'vue'
import { MAX_SELECTED_IDS, type BulkSelection } from '../../../../shared/bulk'
import { formatNumber, t } from '../../../../shared/i18n'
import { perWindow } from '../../data/query'
import { useWebsiteList } from './useWebsiteList'

export const useSelection = () => perWindow('selection', setUpSelection)

/**
 * The ids once `changing` take their new state; null when more would be ticked one by one than main takes. In 'all',
 * `ids` holds the exceptions: ticking adds to the selection by taking out of them.
 */
function marked(
  mode: 'ids' | 'all',
  ids: ReadonlySet<string>,
  changing: readonly string[],
  selected: boolean,
): ReadonlySet<string> | null {
  const next = new Set(ids)
  const keep = mode === 'all' ? !selected : selected
  for (const id of changing) {
    if (keep) next.add(id)
    else next.delete(id)
  }
  return mode === 'ids' && next.size > MAX_SELECTED_IDS ? null : next
}

function setUpSelection() {
  const list = useWebsiteList()
  /** 'ids': the ticked ones; 'all': every match but `ids`. */
  const mode = ref<'ids' | 'all'>('ids')
  const ids = ref<ReadonlySet<string>>(new Set())
  /** The row a shift-click ranges from: the last one ticked or unticked. */
  const anchor = ref<number | null>(null)
  /** More boxes ticked one by one than main takes: said in the language shown, whenever it is read. */
  const tooMany = ref(false)
  const problem = computed(() =>
    tooMany.value ? t('list.selection.tooMany', { count: formatNumber(MAX_SELECTED_IDS) }) : null,
  )

  const count = computed(() =>
    mode.value === 'all' ? Math.max(0, (list.total ?? 0) - ids.value.size) : ids.value.size,
  )
  const allMatching = computed(() => mode.value === 'all' && ids.value.size === 0)

  function isSelected(websiteId: string): boolean {
    return mode.value === 'all' ? !ids.value.has(websiteId) : ids.value.has(websiteId)
  }

  function mark(changing: readonly string[], selected: boolean): void {
    const next = marked(mode.value, ids.value, changing, selected)
    tooMany.value = next === null
    if (next) ids.value = next
  }

  /** A click on a row's box; with Shift, every row from the last one clicked takes its new state. */
  async function toggle(websiteId: string, index: number, range: boolean): Promise<void> {
    const selected = !isSelected(websiteId)
    const from = anchor.value
    anchor.value = index
    if (!range || from === null || from === index) return mark([websiteId], selected)
    const between = await list.idsBetween(from, index)
    mark(between ?? [websiteId], selected)
  }

  /** Every match ('all'), or nothing ('ids'): no exceptions, no range started. */
  function start(next: 'ids' | 'all'): void {
    mode.value = next
    ids.value = new Set()
    if (next === 'ids') anchor.value = null
    tooMany.value = false
  }
  const clear = (): void => start('ids')

  /** What main is asked about. */
  function selection(): BulkSelection | null {
    if (mode.value === 'ids') return ids.value.size === 0 ? null : { kind: 'ids', ids: [...ids.value] }
    return { kind: 'query', ...list.query, ...(ids.value.size > 0 && { except: [...ids.value] }) }
  }

  watch(() => [list.account?.id, list.query] as const, clear, { deep: true })

  return reactive({
    mode,
    count,
    allMatching,
    problem,
    isSelected,
    toggle,
    selectAll: () => start('all'),
    clear,
    selection,
  })
}
