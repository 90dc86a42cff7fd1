/**
 * A website's lists and goals (docs/architecture.md, "A website's statistics"): a statistic's rows
 * over a range, with the service's `search`, read as the list shows them — its first page of 100
 * rows, the next one when the user asks for more — and kept on a shelf in memory (5 minutes, or for
 * good once the range was read final), the comparison span's rows read the same way: a website
 * with thousands of pages costs two requests a list, not forty, against the service's limit. The
 * lists grouped from referrers, and the goals, sum every row: they read up to MAX_PAGES. Goals are
 * events whose name (before the first ':') the user picked: their completions summed from the event
 * rows, over the period's visitors.
 */
import { dayNumber, type StatName } from '../../shared/statistics/series'
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

/** Past this many pages (100 rows each) a sum of every row is of the rows read. */
const MAX_PAGES = 20
const SHELF_SIZE = 200

/** The event's name a goal is picked by: an event row's value up to its first ':'. */
export function eventName(value: string): string {
  const colon = value.indexOf(':')
  return colon === -1 ? value : value.slice(0, colon)
}

/** Rows on the shelf, with how many pages of them were read. */
interface ShelvedRows extends RowsRead {
  pages: number
}

export class WebsiteLists {
  private readonly shelf = new Map<string, ShelvedRows>()

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
    // A grouped list sums every referrer; the others need the pages shown so far.
    const pages = name === list ? page : MAX_PAGES
    const [current, previous] = await Promise.all([
      this.rows(websiteId, name, ranges.range, search, pages),
      ranges.compareRange ? this.rows(websiteId, name, ranges.compareRange, search, pages) : null,
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
      this.rows(websiteId, 'event', ranges.range, undefined, MAX_PAGES),
      ranges.compareRange ? this.rows(websiteId, 'event', ranges.compareRange, undefined, MAX_PAGES) : null,
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

  /** The rows of the first `pages` pages: from the shelf while current, read further or afresh when not. */
  private async rows(
    websiteId: string,
    name: StatName,
    range: DayRange,
    search: string | undefined,
    pages: number,
  ): Promise<RowsRead> {
    const query = search?.trim() || undefined
    const key = `${websiteId}|${name}|${range.from}|${range.to}|${query ?? ''}`
    const now = Date.now()
    const kept = this.shelf.get(key)
    const current =
      kept && (now - kept.readAt < INSIGHTS_FRESH_MS || kept.readAt >= finalFrom(dayNumber(range.to))) ? kept : null
    if (current && (current.complete || current.pages >= pages)) {
      this.shelf.delete(key)
      this.shelf.set(key, current)
      return current
    }
    const first = current ? current.pages + 1 : 1
    const answer = await this.reader().pages(
      websiteId,
      { name, from: range.from, to: range.to, ...(query !== undefined && { search: query }) },
      first,
      pages,
    )
    const read: ShelvedRows = {
      rows: [...(current?.rows ?? []), ...answer.rows],
      complete: answer.nextPage === null,
      pages,
      readAt: current?.readAt ?? now,
    }
    this.shelf.delete(key)
    this.shelf.set(key, read)
    if (this.shelf.size > SHELF_SIZE) this.shelf.delete(this.shelf.keys().next().value!)
    return read
  }
}
