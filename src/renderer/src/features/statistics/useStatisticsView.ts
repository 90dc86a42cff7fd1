/**
 * A website's statistics tab (docs/architecture.md, "A website's statistics"): the period and comparison the user
 * picked, and the summary main answers for them — read when shown, again when `statistics-changed` names the
 * website (data/refreshes.ts). While a newer pick is read, the figures of the one before stay in place, dimmed,
 * rather than the tab emptying. While the tab is shown, main knows it: the website's reads may use four fifths of the
 * service's limit then, and its today is read again while the user looks (docs/architecture.md, "Requests").
 */
import { computed, onScopeDispose, ref, shallowRef, watch } from 'vue'
import type { Comparison, Period } from '../../../../shared/statistics/period'
import type { StatisticsSummary } from '../../../../shared/statistics/summary'
import { useMutation, useQuery } from '../../data/query'

export interface WebsiteIds {
  accountId: string
  websiteId: string
}

/** Tells main which website's statistics are on screen, from now until the scope ends. */
function sayOnScreen(ids: () => WebsiteIds): void {
  const onScreen = useMutation('stats:onScreen')
  const say = (website: WebsiteIds, shown: boolean) => void onScreen.run({ view: 'website', ...website, shown })
  let current: WebsiteIds | null = null
  watch(
    () => `${ids().accountId}\n${ids().websiteId}`,
    () => {
      if (current) say(current, false)
      current = { ...ids() }
      say(current, true)
    },
    { immediate: true },
  )
  onScopeDispose(() => {
    if (current) say(current, false)
  })
}

export function useStatisticsView(ids: () => WebsiteIds) {
  sayOnScreen(ids)
  const period = ref<Period>({ preset: '7d' })
  const comparison = ref<Comparison>('previous')
  const request = () => ({ ...ids(), period: period.value, comparison: comparison.value })
  const summary = useQuery('statistics:summary', request)
  /**
   * A summary worth drawing: complete, with something of it read, or saying why it cannot be. One with nothing read
   * yet (its reads waiting for the service's limit) would draw every day as 0 — a flat line that reads as no visitors.
   */
  const usable = (data: StatisticsSummary | undefined) =>
    data && (data.complete || data.readAt !== null) ? data : undefined
  /** The last summary worth drawing, whatever pick it was for: shown dimmed until the new pick's comes. */
  const shown = shallowRef<StatisticsSummary | undefined>(undefined)
  watch(summary.data, (data) => {
    if (usable(data)) shown.value = data
  })
  return {
    period,
    comparison,
    /** What the lists and goals ask with: the same pick as the summary. */
    request,
    summary: computed(() => usable(summary.data.value) ?? shown.value),
    /** The summary shown is an earlier pick's, or the first is on its way. */
    stale: computed(() => usable(summary.data.value) === undefined),
    error: computed(() => (summary.data.value === undefined ? summary.error.value : null)),
  }
}
