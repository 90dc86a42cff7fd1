/**
 * A website's statistics over a period against its comparison, from the book alone
 * (docs/architecture.md, "A website's statistics"): what the period needs read (demands), and its
 * totals and chart as far as the book holds them. Pure over the book and the time.
 *
 * Totals are sums of the book's days (a one-day range: of its hours); a range cut at a time of day
 * is compared with its comparison's last day cut at the same time of day, from that day's hours,
 * as the overview's "today" is (overview-periods.ts).
 */
import { untilTimeOfDay } from '../../../shared/overview/periods'
import { dayNumber, dayOfNumber, isDay } from '../../../shared/statistics/series'
import {
  comparisonOf,
  rangeOf,
  unitKeyOf,
  unitKeys,
  unitOf,
  type Comparison,
  type DayRange,
  type Period,
  type Unit,
} from '../../../shared/statistics/period'
import type { ChartPoint, ComparedFigure, StatisticsSummary } from '../../../shared/statistics/summary'
import { statsToday } from '../../../shared/visitors'
import type { Book, DaySeries, HourSeries } from '../book'
import { countOf, forEachSpan } from '../day-run'
import type { Demand, Freshness, Lane } from '../demands'

const DAY_MS = 86_400_000
const HOUR_MS = 3_600_000

/** The period's days, the span compared with and the chart's unit, at `now`. */
export interface SummaryRanges {
  range: DayRange
  compareRange: DayRange | null
  unit: Unit
}

export function summaryRanges(period: Period, comparison: Comparison, now: number): SummaryRanges {
  const today = statsToday(now)
  const range = rangeOf(period, today, now)
  return { range, compareRange: comparisonOf(range, comparison, today), unit: unitOf(range) }
}

/** The first day a period and its comparison look at: what the book keeps once they were read. */
export function firstDayOf({ range, compareRange }: SummaryRanges): string {
  return compareRange && compareRange.from < range.from ? compareRange.from : range.from
}

/**
 * What a period needs read: its days of visitors and pageviews and the comparison's (for a one-day
 * range, that day's hours and the compared day's), and for a range cut at a time of day the
 * comparison's last day's hours, to cut it there.
 */
export function summaryDemands(websiteId: string, ranges: SummaryRanges, lane: Lane, fresh: Freshness): Demand[] {
  const { range, compareRange, unit } = ranges
  const hours = (date: string): Demand[] =>
    (['visitors_hour', 'pageviews_hour'] as const).map((series) => ({
      kind: 'hours',
      websiteId,
      series,
      day: { date },
      fresh,
      lane,
    }))
  const days = ({ from, to }: DayRange): Demand[] =>
    (['visitors', 'pageviews'] as const).map((series) => ({
      kind: 'days',
      websiteId,
      series,
      days: { from, to },
      fresh,
      lane,
    }))
  if (unit === 'hour') return [...hours(range.from), ...(compareRange ? hours(compareRange.from) : [])]
  const wanted = days(range)
  // Today on its own too: a day never read beside days read now is due only by their freshness (freshness.ts).
  if (range.cutAt !== null) wanted.push(...days({ ...range, from: range.to }))
  if (compareRange) wanted.push(...days(compareRange))
  if (compareRange?.cutAt != null) wanted.push(...hours(compareRange.to))
  return wanted
}

export interface SummaryInput {
  book: Pick<Book, 'days' | 'hours'>
  accountId: string
  websiteId: string
  period: Period
  comparison: Comparison
  ranges: SummaryRanges
  /** The website's creation day (Y-m-d), or null when the service did not say. */
  createdDay: string | null
  now: number
  complete: boolean
  problem: string | null
}

/** The day a service's `created_at` ("2024-03-01 10:00:00", ISO) falls on, or null. */
export function creationDay(createdAt: string | null | undefined): string | null {
  const day = createdAt?.slice(0, 10) ?? ''
  return isDay(day) ? day : null
}

/** One span's counts per unit key, in order, and its total; the last day cut at `cutAt` when given. */
interface SpanCounts {
  units: Map<string, number>
  total: number
  /** Whether every day (hour) was read. */
  read: boolean
  oldestRead: number | null
}

function daySpan(book: SummaryInput['book'], websiteId: string, series: DaySeries, range: DayRange, unit: Unit) {
  const run = book.days(websiteId, series)
  const span: SpanCounts = { units: new Map(), total: 0, read: true, oldestRead: null }
  const from = dayNumber(range.from)
  const to = dayNumber(range.to)
  forEachSpan(run, from, to, (_first, _last, at) => {
    if (at === null) span.read = false
    else span.oldestRead = Math.min(span.oldestRead ?? at, at)
  })
  for (let day = from; day <= to; day++) {
    const count = countOf(run, day) ?? 0
    const key = unitKeyOf(dayOfNumber(day), unit as Exclude<Unit, 'hour'>)
    span.units.set(key, (span.units.get(key) ?? 0) + count)
    span.total += count
  }
  return span
}

/** The range's last day replaced by its count until the time of day `cutAt` is, from that day's hours; unread: not read. */
function cutLastDay(
  span: SpanCounts,
  book: SummaryInput['book'],
  websiteId: string,
  series: DaySeries,
  range: DayRange,
  unit: Unit,
): void {
  if (range.cutAt === null) return
  const hours = book.hours(websiteId, `${series}_hour` as HourSeries, range.to)
  const whole = countOf(book.days(websiteId, series), dayNumber(range.to)) ?? 0
  if (!hours) {
    span.read = false
    return
  }
  const cut = untilTimeOfDay(hours.counts, range.cutAt - Date.parse(`${range.to}T00:00:00Z`))
  const key = unitKeyOf(range.to, unit as Exclude<Unit, 'hour'>)
  span.units.set(key, (span.units.get(key) ?? 0) - whole + cut)
  span.total += cut - whole
  span.oldestRead = Math.min(span.oldestRead ?? hours.readAt, hours.readAt)
}

function hourSpan(
  book: SummaryInput['book'],
  websiteId: string,
  series: HourSeries,
  range: DayRange,
  cut: boolean,
): SpanCounts {
  const hours = book.hours(websiteId, series, range.from)
  const counts = hours?.counts ?? Array<number>(24).fill(0)
  const units = new Map(counts.map((count, hour) => [String(hour).padStart(2, '0'), count]))
  const total =
    !cut || range.cutAt === null
      ? counts.reduce((sum, count) => sum + count, 0)
      : untilTimeOfDay(counts, range.cutAt - Date.parse(`${range.from}T00:00:00Z`))
  return { units, total, read: hours !== undefined, oldestRead: hours?.readAt ?? null }
}

/** A span's counts; `cut`: the span compared with, whose last day is cut where the range's own was read. */
function spanOf(input: SummaryInput, series: DaySeries, range: DayRange, cut: boolean): SpanCounts {
  const { book, websiteId, ranges } = input
  if (ranges.unit === 'hour') return hourSpan(book, websiteId, `${series}_hour` as HourSeries, range, cut)
  const span = daySpan(book, websiteId, series, range, ranges.unit)
  if (cut) cutLastDay(span, book, websiteId, series, range, ranges.unit)
  return span
}

function compared(current: SpanCounts, previous: SpanCounts | null): ComparedFigure {
  return { current: current.total, previous: previous?.read ? previous.total : null }
}

function perVisit(pageviews: number, visitors: number): number {
  return visitors > 0 ? pageviews / visitors : 0
}

/** Whether the unit `key` of the range is still going at `now`: drawn as partial. */
function isPartial(key: string, range: DayRange, unit: Unit, now: number): boolean {
  if (range.cutAt === null) return false
  if (unit === 'hour') return key === String(Math.floor((now % DAY_MS) / HOUR_MS)).padStart(2, '0')
  return key === unitKeyOf(range.to, unit)
}

/** Whether the unit `key` holds no day the website existed on, or (today) is an hour still to come. */
function hasNoData(key: string, range: DayRange, unit: Unit, createdDay: string | null, now: number): boolean {
  if (unit === 'hour') {
    if (createdDay !== null && range.from < createdDay) return true
    return range.cutAt !== null && Number(key) > Math.floor((now % DAY_MS) / HOUR_MS)
  }
  if (createdDay === null) return false
  // A unit's last day is before the creation day when its key sorts before the creation day's key.
  return key < unitKeyOf(createdDay, unit)
}

export function websiteSummary(input: SummaryInput): StatisticsSummary {
  const { ranges, now } = input
  const { range, compareRange, unit } = ranges
  const visitors = spanOf(input, 'visitors', range, false)
  const pageviews = spanOf(input, 'pageviews', range, false)
  const previousVisitors = compareRange ? spanOf(input, 'visitors', compareRange, true) : null
  const previousPageviews = compareRange ? spanOf(input, 'pageviews', compareRange, true) : null
  const compareKeys = compareRange ? unitKeys(compareRange, unit) : []
  const points: ChartPoint[] = unitKeys(range, unit).map((key, index) => {
    const compareKey = compareKeys[index]
    const previous = (span: SpanCounts | null): number | null =>
      span?.read && compareKey !== undefined ? (span.units.get(compareKey) ?? 0) : null
    return {
      key,
      visitors: visitors.units.get(key) ?? 0,
      pageviews: pageviews.units.get(key) ?? 0,
      partial: isPartial(key, range, unit, now),
      noData: hasNoData(key, range, unit, input.createdDay, now),
      previousVisitors: previous(previousVisitors),
      previousPageviews: previous(previousPageviews),
    }
  })
  const reads = [visitors, pageviews, previousVisitors, previousPageviews].flatMap((span) =>
    span?.oldestRead != null ? [span.oldestRead] : [],
  )
  const visitorsFigure = compared(visitors, previousVisitors)
  const pageviewsFigure = compared(pageviews, previousPageviews)
  return {
    accountId: input.accountId,
    websiteId: input.websiteId,
    period: input.period,
    comparison: input.comparison,
    range,
    compareRange,
    unit,
    visitors: visitorsFigure,
    pageviews: pageviewsFigure,
    pagesPerVisit: {
      current: perVisit(pageviewsFigure.current, visitorsFigure.current),
      previous:
        pageviewsFigure.previous !== null && visitorsFigure.previous !== null
          ? perVisit(pageviewsFigure.previous, visitorsFigure.previous)
          : null,
    },
    points,
    readAt: reads.length > 0 ? Math.min(...reads) : null,
    complete: input.complete,
    problem: input.problem,
  }
}
