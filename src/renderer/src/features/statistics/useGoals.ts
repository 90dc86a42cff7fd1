/**
 * A website's goals: events picked as goals, each with its completions and conversion rate for the pick shown
 * (read while shown), and the pick changed by toggling an event; the goals are read again once main kept it.
 */
import { computed } from 'vue'
import type { Comparison, Period } from '../../../../shared/statistics/period'
import { useMutation, useQuery } from '../../data/query'
import type { WebsiteIds } from './useStatisticsView'

export function useGoals(pick: () => WebsiteIds & { period: Period; comparison: Comparison }) {
  const goals = useQuery('statistics:goals', pick)
  const setGoals = useMutation('statistics:setGoals', ({ accountId, websiteId }) => ({ accountId, websiteId }))
  const ids = () => ({ accountId: pick().accountId, websiteId: pick().websiteId })
  const pending = computed(() => setGoals.pending(ids())?.events)
  const names = computed(() => pending.value ?? (goals.data.value ?? []).map((goal) => goal.event))

  async function toggle(event: string): Promise<void> {
    const now = names.value
    const events = now.includes(event) ? now.filter((name) => name !== event) : [...now, event]
    const result = await setGoals.run({ ...ids(), events })
    if (result.ok) await goals.reload()
  }

  return {
    goals: goals.data,
    names,
    error: computed(() => setGoals.error(ids()) ?? goals.error.value),
    toggle,
  }
}
