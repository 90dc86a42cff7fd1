/**
 * The overview (issue 33, docs/architecture.md "Overview"): every website of every account side
 * by side, its visitors and pageviews for a period against the period before it of the same
 * length, and the totals per account and overall. Main reads the last OVERVIEW_DAYS of both series
 * for each website and keeps them on disk; everything shown is worked out here, from those days,
 * by pure functions the window, the tray and the tests share.
 */
import { addDays } from './stats'

export const OVERVIEW_PERIODS = ['today', '7d', '30d'] as const
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number]
export const PERIOD_DAYS: Readonly<Record<OverviewPeriod, number>> = { today: 1, '7d': 7, '30d': 30 }
/** The longest period and the one before it: what one `dailySeries` request per statistic covers (≤ 100 rows). */
export const OVERVIEW_DAYS = 2 * PERIOD_DAYS['30d']
/** A sparkline shows at least this many days, so that "today" still has a shape. */
const SPARKLINE_MIN_DAYS = 7

/** One website's days as read: both series end on `day` (the server's day), oldest first. */
export interface OverviewSeries {
  day: string
  visitors: number[]
  pageviews: number[]
  /** When they were read (epoch ms). */
  readAt: number
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

export type Change =
  | { kind: 'up' | 'down' | 'same'; ratio: number }
  /** Nothing in the period before: no percentage means anything. */
  | { kind: 'new' }

export interface PeriodFigures {
  visitors: Compared
  pageviews: Compared
  /** Visitors per day, oldest first, for the sparkline. */
  sparkline: number[]
  /** The last day counted (the series' own: older when it was read on an earlier day). */
  day: string
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

/** The period ending on the series' last day, and the one of the same length before it. */
export function periodFigures(series: OverviewSeries, period: OverviewPeriod): PeriodFigures {
  const days = PERIOD_DAYS[period]
  const split = (counts: readonly number[]): Compared => ({
    current: sum(counts.slice(-days)),
    previous: sum(counts.slice(-2 * days, -days)),
  })
  return {
    visitors: split(series.visitors),
    pageviews: split(series.pageviews),
    sparkline: series.visitors.slice(-Math.max(days, SPARKLINE_MIN_DAYS)),
    day: series.day,
  }
}

/** The first and last day a period covers, ending on `day`. */
export function periodDays(day: string, period: OverviewPeriod): { from: string; to: string } {
  return { from: addDays(day, 1 - PERIOD_DAYS[period]), to: day }
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

export interface Totals {
  visitors: Compared
  pageviews: Compared
  /** Rows whose figures are in the sums, of all rows. */
  counted: number
  of: number
}

/** The sums over the rows that have figures, and how many those are: a total never hides what it leaves out. */
export function totalsOf(rows: readonly OverviewRow[]): Totals {
  const totals: Totals = {
    visitors: { current: 0, previous: 0 },
    pageviews: { current: 0, previous: 0 },
    counted: 0,
    of: rows.length,
  }
  for (const { figures } of rows) {
    if (!figures) continue
    totals.counted += 1
    totals.visitors.current += figures.visitors.current
    totals.visitors.previous += figures.visitors.previous
    totals.pageviews.current += figures.pageviews.current
    totals.pageviews.previous += figures.pageviews.previous
  }
  return totals
}

/** Every account's totals added up. */
export function overallTotals(totals: readonly Totals[]): Totals {
  const all: Totals = {
    visitors: { current: 0, previous: 0 },
    pageviews: { current: 0, previous: 0 },
    counted: 0,
    of: 0,
  }
  for (const each of totals) {
    all.visitors.current += each.visitors.current
    all.visitors.previous += each.visitors.previous
    all.pageviews.current += each.pageviews.current
    all.pageviews.previous += each.pageviews.previous
    all.counted += each.counted
    all.of += each.of
  }
  return all
}

export const OVERVIEW_COLUMNS = ['website', 'visitors', 'visitorsChange', 'pageviews', 'pageviewsChange'] as const
export type OverviewColumn = (typeof OVERVIEW_COLUMNS)[number]
export interface OverviewSort {
  column: OverviewColumn
  direction: 'asc' | 'desc'
}

/** A change as one number to order by: "new" above any growth. */
function changeKey(compared: Compared): number {
  const change = changeOf(compared)
  return change.kind === 'new' ? Infinity : change.ratio
}

function sortKey(row: OverviewRow, column: OverviewColumn): number | null {
  const { figures } = row
  if (!figures) return null
  if (column === 'visitors') return figures.visitors.current
  if (column === 'pageviews') return figures.pageviews.current
  if (column === 'visitorsChange') return changeKey(figures.visitors)
  if (column === 'pageviewsChange') return changeKey(figures.pageviews)
  return null
}

/** Rows in the order asked for; websites not read yet go last either way, ties by domain. */
export function sortRows(rows: readonly OverviewRow[], sort: OverviewSort): OverviewRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  const byDomain = (a: OverviewRow, b: OverviewRow): number => a.domain.localeCompare(b.domain)
  if (sort.column === 'website') return [...rows].sort((a, b) => sign * byDomain(a, b))
  return [...rows].sort((a, b) => {
    const keyA = sortKey(a, sort.column)
    const keyB = sortKey(b, sort.column)
    if (keyA === null || keyB === null) return keyA === keyB ? byDomain(a, b) : keyA === null ? 1 : -1
    if (keyA === keyB) return byDomain(a, b)
    return keyA < keyB ? -sign : sign
  })
}

/** The list's search: the text anywhere in the domain, whatever the case. */
export function filterRows(rows: readonly OverviewRow[], search: string): OverviewRow[] {
  const needle = search.trim().toLowerCase()
  if (needle === '') return [...rows]
  return rows.filter((row) => row.domain.toLowerCase().includes(needle))
}
