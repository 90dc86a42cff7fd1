/**
 * Overview seeds: every website of an account with 60 complete days and today of
 * visitors and pageviews, and yesterday's hours, made up from its id — the same on every run — some
 * read a while ago, some never read.
 */
import type { AccountOverview, OverviewSeries, OverviewState } from '../../src/shared/overview'
import { addDays } from '../../src/shared/statistics/series'
import { statsToday } from '../../src/shared/visitors'
import type { Website } from '../../src/shared/website'

/** A day's count shared among its 24 hours as evenly as whole numbers allow. */
function evenHours(count: number): number[] {
  return Array.from({ length: 24 }, (_, hour) => Math.floor(count / 24) + (hour < count % 24 ? 1 : 0))
}

/** A website's days: a level from its id, growing, shrinking or new in the last 30 complete days; today so far. */
export function overviewDays(websiteId: string, readAt = Date.now()): OverviewSeries {
  const n = Number(websiteId)
  const level = 20 + ((n * 37) % 400)
  const trend = [1.4, 0.7, 1, 1.15][n % 4]!
  const visitors = Array.from({ length: 61 }, (_, day) => {
    if (n % 7 === 3 && day < 30) return 0
    const wave = 1 + 0.25 * Math.sin((day + n) / 3)
    const count = Math.round(level * wave * (day < 30 ? 1 : trend))
    // Today as much as had come by the time it was read.
    return day === 60 ? Math.round((count * (readAt % 86_400_000)) / 86_400_000) : count
  })
  const pageviews = visitors.map((count) => Math.round(count * 2.6))
  const day = statsToday(readAt)
  return {
    day,
    visitors,
    pageviews,
    readAt,
    yesterday: { day: addDays(day, -1), visitors: evenHours(visitors[59]!), pageviews: evenHours(pageviews[59]!) },
  }
}

export interface OverviewAccountSeed {
  accountId: string
  sites: readonly Website[]
  available?: boolean
  /** Websites never read (by id). */
  unread?: readonly string[]
  /** Websites read this long ago (by id). */
  oldMs?: Record<string, number>
  reading?: boolean
}

export function overviewAccount(seed: OverviewAccountSeed): AccountOverview {
  const available = seed.available ?? true
  const websites = available
    ? seed.sites.map((site) => ({
        id: site.id,
        domain: site.displayDomain,
        favorite: site.favorite,
        series: seed.unread?.includes(site.id)
          ? null
          : overviewDays(site.id, Date.now() - (seed.oldMs?.[site.id] ?? 0)),
      }))
    : []
  const read = websites.filter((website) => website.series).length
  return {
    accountId: seed.accountId,
    available,
    websites,
    progress: { read, total: websites.length, reading: seed.reading ?? read < websites.length },
    problem: null,
    freshForMs: 15 * 60_000,
  }
}

export function overviewState(accounts: OverviewAccountSeed[]): OverviewState {
  return { period: '7d', accounts: accounts.map(overviewAccount) }
}
