/**
 * Visitors at a glance, as main's statistics cache has them: each account's overview (its favorites'
 * last days, today's number and when it was read, the alerts standing), kept current by
 * `visitors-changed`, which carries it (data/refreshes.ts); alerts per website on or off; and a
 * website's chart days, read again whenever the cache reads that website again. A clock ticks so that a
 * number that grows old is marked without waiting for main.
 */
import { computed, reactive, watch } from 'vue'
import type { VisitorsOverview } from '../../../../shared/visitors'
import { perWindow, useMutation, useQuery, useServerData } from '../../data/query'
import { clock } from '../../lib/clock'

/** Often enough that "(5 min ago)" is never a minute late. */
const CLOCK_MS = 30_000

export const useVisitors = () => perWindow('visitors', setUpVisitors)

function setUpVisitors() {
  const server = useServerData()
  const alerts = useMutation('stats:setAlerts', ({ accountId, websiteId }) => ({ accountId, websiteId }))

  async function setAlerts(accountId: string, websiteId: string, on: boolean) {
    const result = await alerts.run({ accountId, websiteId, on })
    if (result.ok) await server.load('stats:overview', { accountId })
    return result
  }

  return reactive({
    now: clock(CLOCK_MS),
    /** The account's overview, asked once; `visitors-changed` keeps it current after that. */
    ensure: (accountId: string) => void server.ensure('stats:overview', { accountId }),
    of: (accountId: string): VisitorsOverview | null => server.data('stats:overview', { accountId }) ?? null,
    setAlerts,
  })
}

/** A website's last 30 days for its chart, read when shown and again each time the cache reads the website. */
export function useVisitorsSeries(ids: () => { accountId: string; websiteId: string }) {
  const visitors = useVisitors()
  const series = useQuery('stats:series', ids)
  watch(
    () => visitors.of(ids().accountId)?.websites[ids().websiteId]?.readAt,
    (readAt, before) => {
      if (readAt !== undefined && before !== undefined && readAt !== before) void series.reload()
    },
  )
  return {
    series: series.data,
    error: series.error,
    loading: computed(() => series.data.value === undefined && series.error.value === null),
  }
}
