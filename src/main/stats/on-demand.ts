/**
 * What the user asks and waits for (docs/architecture.md, "The statistics engine"): a website's
 * chart days, its breakdowns and this hour. A chart or this hour is a demand on the interactive
 * lane, answered from the book when what it holds is current, else read at once — never behind a
 * background read — and awaited; a breakdown's rows (pages, referrers, … over a range, with a
 * search) are not series: they are read through the same reader and kept on a shelf in memory with
 * their read time, so that switching periods back and forth costs nothing. Offline or without a
 * usable key the caller hears why, in the user's words, and nothing is sent.
 */
import { ApiError } from '../api'
import { isCancellation } from '../scheduler'
import { t } from '../../shared/i18n'
import {
  BREAKDOWN_ROWS_SHOWN,
  periodRange,
  type Breakdown,
  type InsightPeriod,
  type ThisHour,
} from '../../shared/statistics/insights'
import { dayNumber, type StatName, type StatsRow } from '../../shared/statistics/series'
import { CHART_DAYS, statsToday, type VisitorsSeries } from '../../shared/visitors'
import type { Book, HourSeries } from './book'
import { finalFrom } from './day-run'
import type { Demand, DemandSet, HoursDemand } from './demands'
import { dueOf } from './planner'
import type { StatisticsReader } from './reader'
import { INSIGHTS_FRESH_MS } from './timing'
import { thisHour } from './views/hours'
import { chartSeries } from './views/visitors'

/** Past this many pages a breakdown's share is of the rows read (100 a page). */
const MAX_PAGES = 20
/** Breakdowns kept on the shelf, the least recently asked going first. */
const SHELF_SIZE = 200

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

export interface OnDemandOptions {
  book: Book
  demands: DemandSet
  /** The reader while the account has a usable key. */
  reader(): StatisticsReader | null
  /** Why nothing can be read (no usable key), in the user's words. */
  noAccess(): string
  accountReadAt(): number | null
}

export class OnDemand {
  private readonly shelf = new Map<string, Breakdown>()

  constructor(private readonly options: OnDemandOptions) {}

  /** The reader, or why there is none to read with now: the account's words, or offline. */
  usableReader(): StatisticsReader {
    const reader = this.options.reader()
    if (!reader) throw new ApiError({ kind: 'unauthorized', message: this.options.noAccess() })
    if (!reader.isOnline) throw new ApiError({ kind: 'network', message: t('insights.errors.offline') })
    return reader
  }

  /** Resolves once the book answers every demand, read at once on the interactive lane where it does not. */
  async ensure(demands: readonly Demand[]): Promise<void> {
    if (this.answered(demands)) return
    const reader = this.usableReader()
    await new Promise<void>((resolve, reject) => {
      const registration = this.options.demands.add(...demands)
      const end = (error?: unknown): void => {
        registration.dispose()
        subscriptions.forEach((subscription) => subscription.dispose())
        if (error === undefined) resolve()
        else reject(error)
      }
      const subscriptions = [
        reader.onDidRead(({ read, error }) => {
          const mine =
            read.kind !== 'account' &&
            demands.some(
              (demand) =>
                demand.kind !== 'account' && demand.websiteId === read.websiteId && demand.series === read.series,
            )
          if (mine && error !== null) end(error)
          else if (this.answered(demands)) end()
        }),
        reader.onDidWithdraw(() => end(new ApiError({ kind: 'network', message: t('insights.errors.offline') }))),
      ]
    })
  }

  /** A website's chart days: from the book while current (`freshForMs`), else read now; why not, when they are not. */
  async chart(websiteId: string, freshForMs: number): Promise<VisitorsSeries> {
    const fresh = { everyMs: freshForMs }
    try {
      await this.ensure([
        { kind: 'days', websiteId, series: 'visitors', days: { last: CHART_DAYS }, fresh, lane: 'interactive' },
      ])
      return chartSeries(this.options.book, websiteId, freshForMs, null)
    } catch (error) {
      return chartSeries(this.options.book, websiteId, freshForMs, problemOf(error, t('visitors.errors.unreadable')))
    }
  }

  /** A website's visitors and pageviews this hour: from the book while current, else read now. */
  async thisHour(websiteId: string): Promise<ThisHour> {
    const hours = (series: HourSeries, day: 'today' | 'yesterday'): HoursDemand => ({
      kind: 'hours',
      websiteId,
      series,
      day,
      fresh: { everyMs: INSIGHTS_FRESH_MS },
      lane: 'interactive',
    })
    await this.ensure(
      (['today', 'yesterday'] as const).flatMap((day) => [hours('visitors_hour', day), hours('pageviews_hour', day)]),
    )
    const answer = thisHour(this.options.book, websiteId, Date.now())
    if (!answer) throw new ApiError({ kind: 'server', message: t('visitors.errors.unreadable') })
    return answer
  }

  /** A breakdown: from the shelf while current (a range that ended and was read final, for good), else read now. */
  async breakdown(websiteId: string, name: StatName, period: InsightPeriod): Promise<Breakdown> {
    const range = periodRange(period, statsToday(Date.now()))
    const key = `${websiteId}|${name}|${range.from}|${range.to}`
    const now = Date.now()
    const kept = this.shelf.get(key)
    if (kept && (now - kept.readAt < INSIGHTS_FRESH_MS || kept.readAt >= finalFrom(dayNumber(range.to)))) {
      this.shelf.delete(key)
      this.shelf.set(key, kept)
      return kept
    }
    const reader = this.usableReader()
    const rows = await reader.rows(websiteId, { name, ...range }, MAX_PAGES)
    const breakdown = toBreakdown(rows, { websiteId, name, period, ...range, readAt: now })
    this.shelf.delete(key)
    this.shelf.set(key, breakdown)
    if (this.shelf.size > SHELF_SIZE) this.shelf.delete(this.shelf.keys().next().value!)
    return breakdown
  }

  /** The account's key or address changed: nothing read with the old one is answered again. */
  forget(): void {
    this.shelf.clear()
  }

  private answered(demands: readonly Demand[]): boolean {
    const input = { book: this.options.book, accountReadAt: this.options.accountReadAt(), now: Date.now() }
    return demands.every((demand) => dueOf(demand, input) > input.now)
  }
}

/** What the user reads when a read they waited for failed: the service's words, or that it could not be read. */
export function problemOf(error: unknown, unreadable: string): string {
  return error instanceof ApiError && !isCancellation(error) ? error.message : unreadable
}
