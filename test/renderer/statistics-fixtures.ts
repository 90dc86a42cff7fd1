/**
 * A website's statistics view for the fake bridge, consistent as main's would be: one series of days (and hours for
 * a day) from which every pick's totals, chart points and comparison are summed with the contract's own period.ts —
 * so that totals equal the sums of the points, a range reaching today is cut at the same hour as its comparison, and
 * days before the website existed are "no data".
 */
import type { FakeStatistics } from './fake-bridge'
import {
  comparisonOf,
  COMPARISONS,
  PRESET_PERIODS,
  rangeOf,
  unitKeys,
  unitOf,
  type Comparison,
  type DayRange,
  type Period,
} from '../../src/shared/statistics/period'
import { STATISTIC_LISTS, type ChartPoint, type StatisticsSummary } from '../../src/shared/statistics/summary'
import { addDays, dayNumber } from '../../src/shared/statistics/series'

/** The server's day (UTC) now, as the window and the fake bridge take it. */
export const todayNow = (now = Date.now()): string => new Date(now).toISOString().slice(0, 10)

/** A day's whole visitors: a weekly swing around a slow rise, never zero. */
export function dayVisitors(day: string): number {
  const number = dayNumber(day)
  return 80 + (number % 7) * 9 + (number % 50)
}
const dayPageviews = (day: string): number => dayVisitors(day) * 2 + (dayNumber(day) % 5)

/** An hour's share of a day's count: the whole spread evenly, the remainder over the first hours. */
const hourShare = (count: number, hour: number): number => Math.floor(count / 24) + (hour < count % 24 ? 1 : 0)

/** Hours of a day counted by the range's cut (all 24 without one). */
function hoursCounted(day: string, range: DayRange): number {
  if (range.cutAt === null || day !== range.to) return 24
  return new Date(range.cutAt).getUTCHours() + 1
}

function countOf(
  day: string,
  range: DayRange,
  created: string,
  hour?: number,
): { visitors: number; pageviews: number } {
  if (day < created) return { visitors: 0, pageviews: 0 }
  const hours = hoursCounted(day, range)
  const sumHours = (count: number): number =>
    hour === undefined
      ? Array.from({ length: hours }, (_, each) => hourShare(count, each)).reduce((a, b) => a + b, 0)
      : hour < hours
        ? hourShare(count, hour)
        : 0
  return { visitors: sumHours(dayVisitors(day)), pageviews: sumHours(dayPageviews(day)) }
}

/** Each unit's counts over a range: its key, visitors, pageviews, whether it is before the website, or still going. */
function pointsOf(range: DayRange, created: string) {
  const unit = unitOf(range)
  return unitKeys(range, unit).map((key) => {
    let visitors = 0
    let pageviews = 0
    let days = 0
    let before = 0
    if (unit === 'hour') {
      const counted = countOf(range.from, range, created, Number(key))
      visitors = counted.visitors
      pageviews = counted.pageviews
      days = 1
      before = range.from < created ? 1 : 0
    } else
      for (let day = range.from; day <= range.to; day = addDays(day, 1)) {
        if (!day.startsWith(key)) continue
        const counted = countOf(day, range, created)
        visitors += counted.visitors
        pageviews += counted.pageviews
        days++
        if (day < created) before++
      }
    const cutHour = range.cutAt === null ? null : String(new Date(range.cutAt).getUTCHours()).padStart(2, '0')
    const partial = range.cutAt !== null && (unit === 'hour' ? key === cutHour : range.to.startsWith(key))
    // An hour after the cut has not come yet: no data, like a day before the website.
    const future = unit === 'hour' && cutHour !== null && key > cutHour
    return { key, visitors, pageviews, noData: before === days || future, partial }
  })
}

export const pickKey = (period: Period, comparison: Comparison): string =>
  `${'preset' in period ? period.preset : `${period.from}..${period.to}`}|${comparison}`

const sum = (values: number[]): number => values.reduce((total, value) => total + value, 0)

export function summaryOf(
  ids: { accountId: string; websiteId: string },
  period: Period,
  comparison: Comparison,
  created: string,
  now = Date.now(),
): StatisticsSummary {
  const today = todayNow(now)
  const range = rangeOf(period, today, now)
  const compareRange = comparisonOf(range, comparison, today)
  const unit = unitOf(range)
  const current = pointsOf(range, created)
  const previous = compareRange ? pointsOf({ ...compareRange }, created) : []
  const points: ChartPoint[] = current.map((point, index) => ({
    ...point,
    previousVisitors: compareRange ? (previous[index]?.visitors ?? null) : null,
    previousPageviews: compareRange ? (previous[index]?.pageviews ?? null) : null,
  }))
  const figure = (key: 'visitors' | 'pageviews') => ({
    current: sum(current.map((point) => point[key])),
    previous: compareRange ? sum(previous.map((point) => point[key])) : null,
  })
  const visitors = figure('visitors')
  const pageviews = figure('pageviews')
  const ratio = (views: number, visits: number): number => (visits ? views / visits : 0)
  return {
    ...ids,
    period,
    comparison,
    range,
    compareRange,
    unit,
    visitors,
    pageviews,
    pagesPerVisit: {
      current: ratio(pageviews.current, visitors.current),
      previous:
        visitors.previous === null || pageviews.previous === null ? null : ratio(pageviews.previous, visitors.previous),
    },
    points,
    readAt: now,
    complete: true,
    problem: null,
  }
}

const rows = (entries: Array<[string, number, number]>) =>
  entries.map(([value, count, previous]) => ({ value, count, previous }))

/** The statistics view of one website: every preset against each comparison, and the custom picks asked for. */
export function statistics(
  ids: { accountId: string; websiteId: string },
  { created = '2020-01-01', custom = [] as Array<{ from: string; to: string }>, now = Date.now() } = {},
): FakeStatistics {
  const periods: Period[] = [...PRESET_PERIODS.map((preset) => ({ preset })), ...custom]
  const summaries: FakeStatistics['summaries'] = {}
  for (const period of periods)
    for (const comparison of COMPARISONS)
      summaries[pickKey(period, comparison)] = summaryOf(ids, period, comparison, created, now)
  const lists: FakeStatistics['lists'] = Object.fromEntries(STATISTIC_LISTS.map((list) => [list, []]))
  // 150 pages: "Show all" reads a second page of them.
  lists.page = Array.from({ length: 150 }, (_, index) => ({
    value: index === 0 ? '/' : `/docs/page-${index}`,
    count: 2_000 - index * 13,
    previous: 1_800 - index * 11,
  }))
  lists.referrer = rows([
    ['www.google.com', 930, 800],
    ['duckduckgo.com', 160, 170],
    ['news.ycombinator.com', 120, 0],
  ])
  lists.searchEngine = rows([
    ['www.google.com', 930, 800],
    ['duckduckgo.com', 160, 170],
  ])
  lists.country = rows([
    ['US:United States', 720, 600],
    ['DE:Germany', 310, 310],
    ['FR:France', 140, 150],
  ])
  lists.device = rows([
    ['Desktop', 700, 650],
    ['Mobile', 480, 400],
  ])
  lists.event = rows([
    ['signup:pro:plan', 48, 40],
    ['purchase:49.00:EUR', 21, 30],
    ['newsletter:subscribe:', 9, 9],
  ])
  return { summaries, lists, goals: ['signup'], publicLink: 'https://stats.example.com/acme.com' }
}
