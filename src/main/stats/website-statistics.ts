/**
 * A website's statistics view as the engine answers it (docs/architecture.md, "A website's
 * statistics"): totals and chart from the book (website-reading.ts), lists and goals read on
 * demand (website-lists.ts), the goals kept in the account's notes.
 */
import { Disposable, type IDisposable } from '../../shared/base/lifecycle'
import type { Event } from '../../shared/base/event'
import type { Comparison, Period } from '../../shared/statistics/period'
import type { GoalFigures, StatisticList, StatisticsListPage, StatisticsSummary } from '../../shared/statistics/summary'
import { dayNumber } from '../../shared/statistics/series'
import { statsToday } from '../../shared/visitors'
import type { AccountNotes } from './account-notes'
import { DAY_SERIES, type DaySeries } from './book'
import { countOf } from './day-run'
import type { Demand } from './demands'
import { spikeCause, type SpikeCause } from './spike-cause'
import { daysTotals, type DaysTotals } from './views/website-totals'
import type { Read } from './reads'
import type { StatisticsReader } from './reader'
import { WebsiteLists } from './website-lists'
import { WebsiteReading, type WebsiteReadingOptions } from './website-reading'
import { summaryRanges } from './views/website-summary'

export interface WebsiteStatisticsOptions extends WebsiteReadingOptions {
  notes: AccountNotes
  /** The reader, or why there is none to read with now (thrown in the user's words). */
  usableReader(): StatisticsReader
}

export class WebsiteStatistics extends Disposable implements IDisposable {
  private readonly reading: WebsiteReading
  private readonly lists: WebsiteLists

  constructor(private readonly options: WebsiteStatisticsOptions) {
    super()
    this.reading = this._register(new WebsiteReading(options))
    this.lists = new WebsiteLists(() => options.usableReader())
  }

  /** A read for a website being looked at landed or failed (coalesced): its view asks again. */
  get onDidChange(): Event<string> {
    return this.reading.onDidChange
  }

  summary(websiteId: string, period: Period, comparison: Comparison): StatisticsSummary {
    return this.reading.summary(websiteId, period, comparison)
  }

  list(
    websiteId: string,
    request: { list: StatisticList; period: Period; comparison: Comparison; search?: string; page?: number },
  ): Promise<StatisticsListPage> {
    const ranges = summaryRanges(request.period, request.comparison, Date.now())
    const series = request.list === 'page' ? 'pageviews' : 'visitors'
    const share = this.previousShare(websiteId, request.period, request.comparison, series)
    return this.lists.list(websiteId, request.list, ranges, request.search, request.page ?? 1, share)
  }

  /** The website's goals with their completions and conversion rates; the visitors are the summary's. */
  goals(websiteId: string, period: Period, comparison: Comparison): Promise<GoalFigures[]> {
    const goals = this.options.notes.goals(websiteId)
    if (goals.length === 0) return Promise.resolve([])
    const summary = this.reading.summary(websiteId, period, comparison)
    const ranges = { range: summary.range, compareRange: summary.compareRange, unit: summary.unit }
    const share = this.previousShare(websiteId, period, comparison, 'pageviews')
    return this.lists.goals(websiteId, goals, ranges, summary.visitors, share)
  }

  /**
   * Of a compared span cut at a time of day, the share of its figure that had come by then (its cut total over its
   * whole, from the book); 1 where nothing is cut or the book lacks them.
   */
  private previousShare(websiteId: string, period: Period, comparison: Comparison, series: DaySeries): number {
    const compared = summaryRanges(period, comparison, Date.now()).compareRange
    if (!compared || compared.cutAt === null) return 1
    // The view asks for the same summary: what it reads is what the totals need anyway.
    const summary = this.reading.summary(websiteId, period, comparison)
    const cut = summary[series].previous
    // A day's whole is its hours' sum (the points' compared counts), a longer span's its days'.
    const total =
      summary.unit === 'hour'
        ? summary.points.reduce(
            (sum, point) => sum + ((series === 'visitors' ? point.previousVisitors : point.previousPageviews) ?? 0),
            0,
          )
        : daysTotals(this.options.book, websiteId, compared.from, compared.to)?.[series]
    return cut === null || !total ? 1 : Math.min(1, cut / total)
  }

  /** Picks the website's goals (event names, each once, in the order picked). */
  setGoals(websiteId: string, events: readonly string[]): string[] {
    const picked = [...new Set(events.map((event) => event.trim()).filter((event) => event !== ''))]
    this.options.notes.setGoals(websiteId, picked)
    return picked
  }

  onScreen(websiteId: string, shown: boolean): void {
    this.reading.onScreen(websiteId, shown)
  }

  /** Statistics left the screen (the window hidden, its page gone): no website's today is read for it any more. */
  offScreen(): void {
    this.reading.offScreen()
  }

  readEnded(read: Read, error: unknown): void {
    this.reading.readEnded(read, error)
  }

  /** The account's key or address changed: nothing read with the old one is answered again. */
  forget(): void {
    this.lists.forget()
  }

  /** Today's visitors of a website as the book holds them, or null when today was not read. */
  todayVisitors(websiteId: string): number | null {
    return countOf(this.options.book.days(websiteId, 'visitors'), dayNumber(statsToday(Date.now())))
  }

  /**
   * Today's visitors of a website read every few minutes until disposed (the menu-bar number): on the on-screen lane,
   * since the number is always in sight — one read each time, ahead of the background's, so that a website just
   * chosen shows its number at once rather than after the background's budget.
   */
  followToday(websiteId: string): IDisposable {
    const fresh = { everyMs: this.options.todayEveryMs }
    return this.options.demands.add({
      kind: 'days',
      websiteId,
      series: 'visitors',
      days: { last: 1 },
      fresh,
      lane: 'onScreen',
    })
  }

  /** A website's days of both series read once final, in the background, until disposed (the digest's sums). */
  wantFinalDays(websiteId: string, from: string, to: string): IDisposable {
    const fresh = { final: true }
    return this.options.demands.add(
      ...DAY_SERIES.map((series): Demand => ({
        kind: 'days',
        websiteId,
        series,
        days: { from, to },
        fresh,
        lane: 'idle',
      })),
    )
  }

  /** A website's visitors and pageviews over whole days, where the book holds them all (the digest's sums). */
  daysTotals(websiteId: string, from: string, to: string): DaysTotals | null {
    return daysTotals(this.options.book, websiteId, from, to)
  }

  /** What explains a spike today, read in the background; null when nothing grew or it could not be read. */
  async explainSpike(websiteId: string): Promise<SpikeCause | null> {
    try {
      return await spikeCause(this.options.usableReader(), websiteId, Date.now())
    } catch {
      return null
    }
  }
}
