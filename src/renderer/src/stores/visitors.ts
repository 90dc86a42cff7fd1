/**
 * Visitors at a glance, as main's statistics cache has them: each account's overview (its
 * favorites' last days, today's number and when it was read, the alerts standing), kept current
 * by `visitors-changed`, which carries it; alerts per website on or off. A clock ticks so that a
 * number that grows old is marked without waiting for main. A website's chart days are asked by
 * its panel (`api.stats.series`).
 */
import { defineStore } from 'pinia'
import type { VisitorsOverview } from '../../../shared/visitors'
import { api } from '../lib/api'
import { listen } from '../lib/bridge'
import { clock } from '../lib/clock'
import { resource } from '../lib/resource'

/** Often enough that "(5 min ago)" is never a minute late. */
const CLOCK_MS = 30_000

export const useVisitorsStore = defineStore('visitors', () => {
  const overviews = resource('stats:overview', (request) => request.accountId)
  const now = clock(CLOCK_MS)

  async function setAlerts(accountId: string, websiteId: string, on: boolean) {
    const result = await api.stats.setAlerts({ accountId, websiteId, on })
    if (result.ok) await overviews.load({ accountId })
    return result
  }

  listen('visitors-changed', (overview) =>
    overviews.set(overview.accountId, overview, { accountId: overview.accountId }),
  )

  return {
    now,
    /** The account's overview, asked once; `visitors-changed` keeps it current after that. */
    ensure: (accountId: string) => overviews.ensure({ accountId }),
    of: (accountId: string): VisitorsOverview | null => overviews.data(accountId) ?? null,
    setAlerts,
  }
})
