/**
 * The websites ticked in the list, for a bulk change: named ones, or every website the list's search and filter
 * match but the ones ticked off again ('all': `ids` then holds the exceptions). What they stand for in main's list
 * — how many, which query — is features/websites/useSelection.ts.
 */
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import { MAX_SELECTED_IDS } from '../../../shared/bulk/limits'
import { formatNumber, t } from '../../../shared/i18n'

/**
 * The ids once `changing` take their new state; null when more would be ticked one by one than main takes. In 'all',
 * ticking adds to the selection by taking out of the exceptions.
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

export const useSelectionStore = defineStore('selection', () => {
  /** 'ids': the ticked ones; 'all': every match but `ids`. */
  const mode = ref<'ids' | 'all'>('ids')
  const ids = ref<ReadonlySet<string>>(new Set())
  /** The row a shift-click ranges from: the last one ticked or unticked. */
  const anchor = ref<number | null>(null)
  /** More boxes ticked one by one than main takes: said in the language shown, whenever it is read. */
  const tooMany = ref(false)

  return {
    mode,
    ids,
    anchor,
    problem: computed(() =>
      tooMany.value ? t('list.selection.tooMany', { count: formatNumber(MAX_SELECTED_IDS) }) : null,
    ),
    isSelected: (websiteId: string): boolean => (mode.value === 'all') !== ids.value.has(websiteId),
    mark(changing: readonly string[], selected: boolean): void {
      const next = marked(mode.value, ids.value, changing, selected)
      tooMany.value = next === null
      if (next) ids.value = next
    },
    /** Every match ('all'), or nothing ('ids'): no exceptions, no range started. */
    start(next: 'ids' | 'all'): void {
      mode.value = next
      ids.value = new Set()
      if (next === 'ids') anchor.value = null
      tooMany.value = false
    },
  }
})
