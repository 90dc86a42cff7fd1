/**
 * A website's statistics read on demand (issue 33; docs/architecture.md, "Visitors"): a
 * breakdown's ranked rows with their share, and this hour so far against the same hour yesterday
 * until the same minute (overview-periods.ts: like with like). Each
 * is the user's own request, so it goes out on the scheduler's interactive lane; what comes back
 * is kept in memory with its time and answered again while current, so that switching periods
 * back and forth costs nothing.
 */
import { ApiError, type StatsClient } from '../api'
import type { RequestScheduler } from '../scheduler'
import {
  BREAKDOWN_ROWS_SHOWN,
  periodRange,
  type Breakdown,
  type HourCount,
  type InsightPeriod,
  type ThisHour,
} from '../../shared/insights'
import { addDays, type StatName, type StatsRow } from '../../shared/stats'
import { sameHourYesterday } from '../../shared/overview-periods'
import { statsToday } from '../../shared/visitors'
import { t } from '../../shared/i18n'

/** How an account's statistics are read now: its client and scheduler while it has a usable key. */
export interface StatsAccess {
  accountId: string
  client: StatsClient
  scheduler: Pick<RequestScheduler, 'run'>
  /** False while the service is out of reach or refuses the account. */
  readonly isOnline: boolean
}

/** As long as today's number counts as current in the cache (DEFAULT_STATS_TIMING.todayEveryMs). */
export const INSIGHTS_FRESH_MS = 5 * 60_000
/** Past this many pages a breakdown's share is of the rows read (100 a page). */
const MAX_PAGES = 20
const MAX_ENTRIES = 200

type Lane = 'interactive' | 'idle'

/** Every row of a statistic over from..to, highest count first, page after page (at most `maxPages`). */
export async function readRanked(
  access: StatsAccess,
  websiteId: string,
  query: { name: StatName; from: string; to: string },
  lane: Lane,
  maxPages = MAX_PAGES,
): Promise<StatsRow[]> {
  const run = <T>(request: (signal?: AbortSignal) => Promise<T>): Promise<T> =>
    access.scheduler.run({ lane, accountId: access.accountId }, request)
  const rows: StatsRow[] = []
  for (let page = 1; page <= maxPages;) {
    const answer = await access.client.stats(websiteId, { ...query, perPage: 100, ...(page > 1 && { page }) }, { run })
    rows.push(...answer.rows)
    if (answer.nextPage === null) break
    page = answer.nextPage
  }
  return rows
}

/** The count of one hour ("15") of one day's `_hour` series; 0 when that hour had none. */
export async function hourCount(
  access: StatsAccess,
  websiteId: string,
  name: 'visitors_hour' | 'pageviews_hour',
  day: string,
  hour: string,
  lane: Lane,
): Promise<number> {
  const rows = await readRanked(access, websiteId, { name, from: day, to: day }, lane, 1)
  return rows.find((row) => Number(row.value) === Number(hour))?.count ?? 0
}

/** The current hour of the server's day, and today and yesterday (UTC). */
export function hourNow(now: number): { hour: string; today: string; yesterday: string } {
  const today = statsToday(now)
  return { hour: String(new Date(now).getUTCHours()).padStart(2, '0'), today, yesterday: addDays(today, -1) }
}

export function toBreakdown(
  rows: readonly StatsRow[],
  at: { websiteId: string; name: StatName; period: InsightPeriod; from: string; to: string; readAt: number },
): Breakdown {
  const sum = rows.reduce((total, row) => total + row.count, 0)
  return {
    ...at,
    rows: rows.slice(0, BREAKDOWN_ROWS_SHOWN).map((row) => ({ ...row, share: sum > 0 ? row.count / sum : 0 })),
    values: rows.length,
    sum,
  }
}

export class Insights {
  private readonly kept = new Map<string, { value: unknown; readAt: number }>()

  constructor(
    private readonly access: () => StatsAccess | null,
    /** Why nothing can be read (no usable key), in the user's words. */
    private readonly noAccess: () => string,
    private readonly now: () => number = Date.now,
  ) {}

  breakdown(websiteId: string, name: StatName, period: InsightPeriod): Promise<Breakdown> {
    const { from, to } = periodRange(period, statsToday(this.now()))
    return this.cached(`${websiteId}|${name}|${from}|${to}`, async (access, readAt) =>
      toBreakdown(await readRanked(access, websiteId, { name, from, to }, 'interactive'), {
        websiteId,
        name,
        period,
        from,
        to,
        readAt,
      }),
    )
  }

  thisHour(websiteId: string): Promise<ThisHour> {
    const { hour, today, yesterday } = hourNow(this.now())
    return this.cached(`${websiteId}|hour|${today}|${hour}`, async (access, readAt) => {
      const pair = async (name: 'visitors_hour' | 'pageviews_hour'): Promise<HourCount> => ({
        today: await hourCount(access, websiteId, name, today, hour, 'interactive'),
        yesterday: sameHourYesterday(await hourCount(access, websiteId, name, yesterday, hour, 'interactive'), readAt),
      })
      return { websiteId, hour, visitors: await pair('visitors_hour'), pageviews: await pair('pageviews_hour'), readAt }
    })
  }

  /** The account's key or address changed: nothing read with the old one is answered again. */
  forget(): void {
    this.kept.clear()
  }

  /** Checks there is a way to read before any request; throws the reason in the user's words. */
  usableAccess(): StatsAccess {
    const access = this.access()
    if (!access) throw new ApiError({ kind: 'unauthorized', message: this.noAccess() })
    if (!access.isOnline) throw new ApiError({ kind: 'network', message: t('insights.errors.offline') })
    return access
  }

  private async cached<T>(key: string, read: (access: StatsAccess, readAt: number) => Promise<T>): Promise<T> {
    const entry = this.kept.get(key)
    if (entry && this.now() - entry.readAt < INSIGHTS_FRESH_MS) return entry.value as T
    const access = this.usableAccess()
    const readAt = this.now()
    const value = await read(access, readAt)
    this.kept.delete(key)
    this.kept.set(key, { value, readAt })
    if (this.kept.size > MAX_ENTRIES) this.kept.delete(this.kept.keys().next().value!)
    return value
  }
}
