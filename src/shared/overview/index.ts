/**
 * The overview (docs/architecture.md "Overview"): every website of every account side
 * by side, its visitors and pageviews for a period against a fair one before it, and the totals
 * per account and overall. "Today" so far is compared with yesterday until the same time of day
 * (yesterday's hours, overview-periods.ts); "7 days" and "30 days" are the last complete days,
 * ending yesterday, against as many days before them. Main reads the last OVERVIEW_DAYS of both
 * series and yesterday's hours for each website and keeps them on disk; everything shown is
 * worked out here, from those, by pure functions the window, the tray and the tests share.
 */
import { yesterdayUntil, type DayHours } from './periods'
import { addDays } from '../statistics/series'

/**
 * The window's views that show statistics: while one is on screen its reads go faster (the
 * `stats:onScreen` channel) — the overview, about every account, or one website's statistics,
 * about its account alone.
 */
export const STATS_VIEWS = ['overview', 'website'] as const
export type StatsView = { view: 'overview' } | { view: 'website'; accountId: string; websiteId: string }

export const OVERVIEW_PERIODS = ['today', '7d', '30d'] as const
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number]
export const PERIOD_DAYS: Readonly<Record<OverviewPeriod, number>> = { today: 1, '7d': 7, '30d': 30 }
/**
 * Today, the longest period of complete days and the one before it: what one `dailySeries` request
 * per statistic covers (≤ 100 rows).
 */
export const OVERVIEW_DAYS = 1 + 2 * PERIOD_DAYS['30d']
/** A sparkline shows at least this many days, so that "today" still has a shape. */
const SPARKLINE_MIN_DAYS = 7

/** One website's days as read: both series end on `day` (the server's day, today when read), oldest first. */
export interface OverviewSeries {
  day: string
  visitors: number[]
  pageviews: number[]
  /** When they were read (epoch ms): today's numbers are today's until then. */
  readAt: number
  /** The hours of the day before `day`, once read (they never change); null until then. */
  yesterday: DayHours | null
}

export interface OverviewWebsite {
  id: string
  domain: string
  favorite: boolean
  /** Null while never read. */
  series: OverviewSeries | null
}

/** How far the reading got: `read` of `total` websites have their days, and whether it is still going. */
export interface OverviewProgress {
  read: number
  total: number
  reading: boolean
}

export interface AccountOverview {
  accountId: string
  /** False where the service has no statistics (variant A): nothing is read, nothing is shown. */
  available: boolean
  websites: OverviewWebsite[]
  progress: OverviewProgress
  /** Why reading stopped (the service's answer, said for the user), or null. */
  problem: string | null
  /** How long after it was read a website's days count as current. */
  freshForMs: number
}

export interface OverviewState {
  period: OverviewPeriod
  accounts: AccountOverview[]
}

/** A figure for the period and the one before it. */
export interface Compared {
  current: number
  previous: number
}

/** A figure for the period, and the one before it when there is a fair one to compare with (else null). */
export interface Figure {
  current: number
  previous: number | null
}

/** The figure as a comparison, or null where there is nothing fair to compare it with yet. */
export function comparedOf(figure: Figure): Compared | null {
  return figure.previous === null ? null : { current: figure.current, previous: figure.previous }
}

export type Change =
  | { kind: 'up' | 'down' | 'same'; ratio: number }
  /** Nothing in the period before: no percentage means anything. */
  | { kind: 'new' }

export interface PeriodFigures {
  visitors: Figure
  pageviews: Figure
  /** Visitors per day, oldest first, for the sparkline. */
  sparkline: number[]
  /** The last day counted (the series' own: older when it was read on an earlier day). */
  day: string
  /** "Today": the moment yesterday is counted until (when today's numbers were read); null for other periods or no hours yet. */
  until: number | null
}

/** Change of `current` against `previous`: the share it grew or shrank by, or "new" where there was nothing. */
export function changeOf({ current, previous }: Compared): Change {
  if (previous === 0) return current === 0 ? { kind: 'same', ratio: 0 } : { kind: 'new' }
  const ratio = (current - previous) / previous
  return { kind: ratio > 0 ? 'up' : ratio < 0 ? 'down' : 'same', ratio }
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0)
}

/** The hours of the day before the series' day, when those are what was read. */
function yesterdayHours(series: OverviewSeries): DayHours | null {
  const { yesterday } = series
  return yesterday && yesterday.day === addDays(series.day, -1) ? yesterday : null
}

/**
 * The period and a fair one before it. "Today": the series' day so far (as read at `readAt`)
 * against the day before until the same time of day — no comparison while its hours are not
 * read. "7 days" / "30 days": the complete days ending the day before the series' day, against as
 * many days before them.
 */
export function periodFigures(series: OverviewSeries, period: OverviewPeriod): PeriodFigures {
  if (period === 'today') {
    const hours = yesterdayHours(series)
    const figure = (counts: readonly number[], name: 'visitors' | 'pageviews'): Figure => ({
      current: counts.at(-1) ?? 0,
      previous: hours ? yesterdayUntil(hours[name], series.day, series.readAt) : null,
    })
    return {
      visitors: figure(series.visitors, 'visitors'),
      pageviews: figure(series.pageviews, 'pageviews'),
      sparkline: series.visitors.slice(-SPARKLINE_MIN_DAYS),
      day: series.day,
      until: hours ? series.readAt : null,
    }
  }
  const days = PERIOD_DAYS[period]
  const split = (counts: readonly number[]): Figure => {
    const complete = counts.slice(0, -1)
    return {
      current: sum(complete.slice(-days)),
      // Days kept before the fair comparison was made (a shorter run) are not compared.
      previous: complete.length >= 2 * days ? sum(complete.slice(-2 * days, -days)) : null,
    }
  }
  return {
    visitors: split(series.visitors),
    pageviews: split(series.pageviews),
    sparkline: series.visitors.slice(0, -1).slice(-Math.max(days, SPARKLINE_MIN_DAYS)),
    day: addDays(series.day, -1),
    until: null,
  }
}

/** The first and last day a period's figures cover, for a series about `day` ("today": that day alone). */
export function periodDays(day: string, period: OverviewPeriod): { from: string; to: string } {
  if (period === 'today') return { from: day, to: day }
  const last = addDays(day, -1)
  return { from: addDays(last, 1 - PERIOD_DAYS[period]), to: last }
}

export interface OverviewRow {
  accountId: string
  websiteId: string
  domain: string
  favorite: boolean
  /** Null while the website was never read. */
  figures: PeriodFigures | null
  readAt: number | null
  /** Read, but longer ago than it counts as current (or on an earlier day). */
  stale: boolean
}

export function overviewRows(
  account: AccountOverview,
  period: OverviewPeriod,
  now: number,
  today: string,
): OverviewRow[] {
  return account.websites.map((website) => {
    const { series } = website
    return {
      accountId: account.accountId,
      websiteId: website.id,
      domain: website.domain,
      favorite: website.favorite,
      figures: series ? periodFigures(series, period) : null,
      readAt: series?.readAt ?? null,
      stale: series !== null && (series.day !== today || now - series.readAt >= account.freshForMs),
    }
  })
}

/** A total: the sum over the rows with figures, and the change over those of them that have a fair comparison. */
export interface TotalFigure {
  current: number
  /** The compared rows' own sums, now and before; null when no row is compared. */
  change: Compared | null
}

export interface Totals {
  visitors: TotalFigure
  pageviews: TotalFigure
  /** Rows whose figures are in the sums, of all rows. */
  counted: number
  of: number
  /** Rows whose change is in the totals' change: fewer than `counted` while some have nothing to compare with yet. */
  compared: number
  /** "Today": the earliest and latest moment the compared rows count yesterday until; null otherwise. */
  until: { from: number; to: number } | null
}

function emptyTotals(): Totals {
  return {
    visitors: { current: 0, change: null },
    pageviews: { current: 0, change: null },
    counted: 0,
    of: 0,
    compared: 0,
    until: null,
  }
}

function addChange(total: TotalFigure, change: Compared | null): void {
  if (!change) return
  total.change = {
    current: (total.change?.current ?? 0) + change.current,
    previous: (total.change?.previous ?? 0) + change.previous,
  }
}

function addUntil(totals: Totals, until: { from: number; to: number } | null): void {
  if (!until) return
  totals.until = totals.until
    ? { from: Math.min(totals.until.from, until.from), to: Math.max(totals.until.to, until.to) }
    : until
}

/**
 * The sums over the rows that have figures, and how many those are: a total never hides what it
 * leaves out. Its change is over the rows that have a fair comparison, and says how many those are.
 */
export function totalsOf(rows: readonly OverviewRow[]): Totals {
  const totals = emptyTotals()
  totals.of = rows.length
  for (const { figures } of rows) {
    if (!figures) continue
    totals.counted += 1
    totals.visitors.current += figures.visitors.current
    totals.pageviews.current += figures.pageviews.current
    const visitors = comparedOf(figures.visitors)
    if (!visitors) continue
    totals.compared += 1
    addChange(totals.visitors, visitors)
    addChange(totals.pageviews, comparedOf(figures.pageviews))
    if (figures.until !== null) addUntil(totals, { from: figures.until, to: figures.until })
  }
  return totals
}

/** Every account's totals added up. */
export function overallTotals(totals: readonly Totals[]): Totals {
  const all = emptyTotals()
  for (const each of totals) {
    all.visitors.current += each.visitors.current
    all.pageviews.current += each.pageviews.current
    addChange(all.visitors, each.visitors.change)
    addChange(all.pageviews, each.pageviews.change)
    all.counted += each.counted
    all.of += each.of
    all.compared += each.compared
    addUntil(all, each.until)
  }
  return all
}
