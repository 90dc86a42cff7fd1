/**
 * A website's lists and goals (docs/architecture.md, "A website's statistics"): a statistic's rows
 * over a range, with the service's `search`, read as the user's own request (every page, 100 rows
 * each, so that shares are of every row) and kept on a shelf in memory — 5 minutes, or for good
 * once the range was read final — with the comparison span's rows read the same way. Goals are
 * events whose name (before the first ':') the user picked: their completions summed from the
 * event rows, over the period's visitors.
 */
import { dayNumber, type StatName, type StatsRow } from '../../shared/statistics/series'
import type { DayRange } from '../../shared/statistics/period'
import {
  sourceOf,
  type ComparedFigure,
  type GoalFigures,
  type StatisticList,
  type StatisticsListPage,
} from '../../shared/statistics/summary'
import { finalFrom } from './day-run'
import type { StatisticsReader } from './reader'
import { INSIGHTS_FRESH_MS } from './timing'
import { listPage, type RowsRead } from './views/statistic-list'
import type { SummaryRanges } from './views/website-summary'

/** Past this many pages (100 rows each) a list's shares are of the rows read. */
const MAX_PAGES = 20
const SHELF_SIZE = 200

/** The event's name a goal is picked by: an event row's value up to its first ':'. */
export function eventName(value: string): string {
  const colon = value.indexOf(':')
  return colon === -1 ? value : value.slice(0, colon)
}

export class WebsiteLists {
  private readonly shelf = new Map<string, RowsRead>()

  constructor(private readonly reader: () => StatisticsReader) {}

  async list(
    websiteId: string,
    list: StatisticList,
    ranges: SummaryRanges,
    search: string | undefined,
    page: number,
    previousShare = 1,
  ): Promise<StatisticsListPage> {
    const name = sourceOf(list)
    const [current, previous] = await Promise.all([
      this.rows(websiteId, name, ranges.range, search),
      ranges.compareRange ? this.rows(websiteId, name, ranges.compareRange, search) : null,
    ])
    return listPage(list, current, previous, page, previousShare)
  }

  /** Each goal's completions over the range and its comparison, and their share of `visitors`. */
  async goals(
    websiteId: string,
    goals: readonly string[],
    ranges: SummaryRanges,
    visitors: ComparedFigure,
    previousShare = 1,
  ): Promise<GoalFigures[]> {
    if (goals.length === 0) return []
    const [current, previous] = await Promise.all([
      this.rows(websiteId, 'event', ranges.range, undefined),
      ranges.compareRange ? this.rows(websiteId, 'event', ranges.compareRange, undefined) : null,
    ])
    const completions = (read: RowsRead, goal: string): number =>
      read.rows.reduce((sum, row) => sum + (eventName(row.value) === goal ? row.count : 0), 0)
    return goals.map((event) => {
      const now = completions(current, event)
      const before = previous?.complete ? Math.round(completions(previous, event) * previousShare) : null
      return {
        event,
        completions: { current: now, previous: before },
        conversion: {
          current: visitors.current > 0 ? now / visitors.current : null,
          previous: before !== null && visitors.previous ? before / visitors.previous : null,
        },
      }
    })
  }

  /** The account's key or address changed: nothing read with the old one is answered again. */
  forget(): void {
    this.shelf.clear()
  }

  private async rows(
    websiteId: string,
    name: StatName,
    range: DayRange,
    search: string | undefined,
  ): Promise<RowsRead> {
    const query = search?.trim() || undefined
    const key = `${websiteId}|${name}|${range.from}|${range.to}|${query ?? ''}`
    const now = Date.now()
    const kept = this.shelf.get(key)
    if (kept && (now - kept.readAt < INSIGHTS_FRESH_MS || kept.readAt >= finalFrom(dayNumber(range.to)))) {
      this.shelf.delete(key)
      this.shelf.set(key, kept)
      return kept
    }
    const rows: StatsRow[] = await this.reader().rows(
      websiteId,
      { name, from: range.from, to: range.to, ...(query !== undefined && { search: query }) },
      MAX_PAGES,
    )
    const read = { rows, complete: rows.length < MAX_PAGES * 100, readAt: now }
    this.shelf.delete(key)
    this.shelf.set(key, read)
    if (this.shelf.size > SHELF_SIZE) this.shelf.delete(this.shelf.keys().next().value!)
    return read
  }
}
