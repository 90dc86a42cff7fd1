/**
 * A website's statistics tab (docs/architecture.md, "A website's statistics"): the period and comparison the user
 * picked, and the summary main answers for them — read when shown, again when `statistics-changed` names the
 * website (data/refreshes.ts). While a newer pick is read, the figures of the one before stay in place, dimmed,
 * rather than the tab emptying.
 */
import { computed, ref, shallowRef, watch } from 'vue'
import type { Comparison, Period } from '../../../../shared/statistics/period'
import type { StatisticsSummary } from '../../../../shared/statistics/summary'
import { useQuery } from '../../data/query'

export interface WebsiteIds {
  accountId: string
  websiteId: string
}

export function useStatisticsView(ids: () => WebsiteIds) {
  const period = ref<Period>({ preset: '7d' })
  const comparison = ref<Comparison>('previous')
  const request = () => ({ ...ids(), period: period.value, comparison: comparison.value })
  const summary = useQuery('statistics:summary', request)
  /** The last summary answered, whatever pick it was for: shown dimmed until the new pick's comes. */
  const shown = shallowRef<StatisticsSummary | undefined>(undefined)
  watch(summary.data, (data) => {
    if (data) shown.value = data
  })
  return {
    period,
    comparison,
    /** What the lists and goals ask with: the same pick as the summary. */
    request,
    summary: computed(() => summary.data.value ?? shown.value),
    /** The summary shown is an earlier pick's, or the first is on its way. */
    stale: computed(() => summary.data.value === undefined),
    error: computed(() => (summary.data.value === undefined ? summary.error.value : null)),
  }
}
