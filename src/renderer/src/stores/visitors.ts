/**
 * Visitors at a glance, as main's statistics cache has them: each account's overview (its
 * favorites' last days, today's number and when it was read, the alerts standing), kept current
 * by `visitors-changed`; a website's chart days, asked when its editor opens; alerts per website
 * on or off. A clock ticks so that a number that grows old is marked without waiting for main.
 */
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { VisitorsOverview } from '../../../shared/visitors'
import { useClock } from '../composables/useClock'
import { invoke, listen } from '../lib/bridge'

/** Often enough that "(5 min ago)" is never a minute late. */
const CLOCK_MS = 30_000

export const useVisitorsStore = defineStore('visitors', () => {
  const overviews = ref<Record<string, VisitorsOverview>>({})
  const loading = new Map<string, Promise<void>>()
  const now = useClock(CLOCK_MS)

  function apply(overview: VisitorsOverview): void {
    overviews.value = { ...overviews.value, [overview.accountId]: overview }
  }

  /** The account's overview, asked once; `visitors-changed` keeps it current after that. */
  function ensure(accountId: string): void {
    if (overviews.value[accountId] || loading.has(accountId)) return
    const load = invoke('stats:overview', { accountId }).then((result) => {
      if (result.ok) apply(result.data)
      else loading.delete(accountId)
    })
    loading.set(accountId, load)
  }

  function of(accountId: string): VisitorsOverview | null {
    return overviews.value[accountId] ?? null
  }

  async function setAlerts(accountId: string, websiteId: string, on: boolean) {
    const result = await invoke('stats:setAlerts', { accountId, websiteId, on })
    if (result.ok) {
      const overview = await invoke('stats:overview', { accountId })
      if (overview.ok) apply(overview.data)
    }
    return result
  }

  listen('visitors-changed', apply)

  return {
    now,
    ensure,
    of,
    setAlerts,
    /** A website's last 30 days for its chart: from main's cache while current, else read now. */
    series: (accountId: string, websiteId: string) => invoke('stats:series', { accountId, websiteId }),
  }
})
