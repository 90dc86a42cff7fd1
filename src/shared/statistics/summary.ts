/**
 * What crosses IPC about a website's statistics view (docs/architecture.md, "A website's
 * statistics"): the request (a period, a comparison), its totals and chart, its lists with their
 * changes, and its goals. Main answers from the statistics engine's book, reading only what the
 * book lacks; the window draws what it is given.
 */
import { z } from 'zod'
import { isDay, type StatName } from './series'
import { COMPARISONS, PRESET_PERIODS, type Comparison, type DayRange, type Period, type Unit } from './period'

const day = z.string().refine(isDay)
export const periodSchema = z.union([
  z.strictObject({ preset: z.enum(PRESET_PERIODS) }),
  z.strictObject({ from: day, to: day }),
])
export const comparisonSchema = z.enum(COMPARISONS)

/** A figure now and, where a fair comparison exists, in the span compared with (else null). */
export interface ComparedFigure {
  current: number
  previous: number | null
}

/** One point of the chart: a unit's key, its counts, and what a reader must know about it. */
export interface ChartPoint {
  /** "00".."23", a day, "2026-11" or "2026" (period.ts unitKeys). */
  key: string
  visitors: number
  pageviews: number
  /** The unit is still going (this hour, today, this month): drawn as partial, never as a fall. */
  partial: boolean
  /** Before the website existed (its creation day): "no data", not zero. */
  noData: boolean
  /** The comparison span's count at the same place (the n-th unit of it), or null without one. */
  previousVisitors: number | null
  previousPageviews: number | null
}

export interface StatisticsSummary {
  accountId: string
  websiteId: string
  period: Period
  comparison: Comparison
  range: DayRange
  /** Null when the comparison is "none". */
  compareRange: DayRange | null
  unit: Unit
  visitors: ComparedFigure
  pageviews: ComparedFigure
  /** Pageviews per visit (0 without visitors). */
  pagesPerVisit: ComparedFigure
  points: ChartPoint[]
  /** When the oldest number shown was read (epoch ms), null while nothing was. */
  readAt: number | null
  /** False while some of the range (or its comparison) is still being read: the figures may grow. */
  complete: boolean
  /** Why some could not be read (the service's answer, in the user's words), or null. */
  problem: string | null
}

/** The lists the view shows: every statistic the service counts by value, and two grouped from referrers. */
export const STATISTIC_LISTS = [
  'page',
  'landing_page',
  'referrer',
  'searchEngine',
  'socialNetwork',
  'country',
  'city',
  'continent',
  'language',
  'browser',
  'os',
  'device',
  'resolution',
  'campaign',
  'event',
] as const
export type StatisticList = (typeof STATISTIC_LISTS)[number]

/** The statistic a list is read from: the grouped ones from referrers. */
export function sourceOf(list: StatisticList): StatName {
  return list === 'searchEngine' || list === 'socialNetwork' ? 'referrer' : list
}

export interface ListRow {
  /** As the service stores it ("US:United States", "name:value:unit"): data, never markup. */
  value: string
  count: number
  /** Of the count of the rows read over the range (every row, once the service's last page was read), 0..1. */
  share: number
  /** Its count in the span compared with; null where unknown (no comparison, or beyond the rows read of it). */
  previous: number | null
}

export interface StatisticsListPage {
  list: StatisticList
  rows: ListRow[]
  /** The values read of the range (for the search, if any), and their counts summed: what the shares are of. */
  values: number
  sum: number
  page: number
  /** Whether "Show all" can read another page. */
  more: boolean
  readAt: number
}

/** An event picked as a goal: completions (its count) and conversion rate (completions / visitors), compared. */
export interface GoalFigures {
  /** The event's name (the part before the first ':' of its value). */
  event: string
  completions: ComparedFigure
  /** 0..1, null without visitors. */
  conversion: { current: number | null; previous: number | null }
}

export const webPageSchema = z.enum(['overview', 'realtime'])
export type WebPage = z.infer<typeof webPageSchema>

/** What the digest sums: yesterday against the day before, or last week (Monday to Sunday) against the week before. */
export const digestCadenceSchema = z.enum(['daily', 'weekly'])
export type DigestCadence = z.infer<typeof digestCadenceSchema>

/** The website whose visitors changed most (by absolute difference) between the two spans. */
export interface DigestMover {
  accountId: string
  websiteId: string
  domain: string
  visitors: ComparedFigure
}

/** The digest's figures, summed over every website of every account with statistics whose days the book holds. */
export interface DigestFigures {
  cadence: DigestCadence
  range: DayRange
  compareRange: DayRange
  visitors: ComparedFigure
  pageviews: ComparedFigure
  /** How many websites the sums cover, of how many the accounts have: a sum of fewer says so. */
  websites: { summed: number; of: number }
  topMover: DigestMover | null
  /** When the oldest number summed was read (epoch ms), null while nothing was. */
  readAt: number | null
}
