/**
 * The book of one account's statistics (docs/architecture.md, "The statistics engine"): for each
 * website, its days of visitors and pageviews (day-run.ts: a dense run with the moment each span
 * was read) and the 24 hours of the days a demand asks hours of (today, yesterday) — every count
 * with when it was read, so that what is final is never asked again and what is not says its age.
 * It fires what changed: the website and the statistic. Nothing else lives here: the readers
 * write into it, the views read from it.
 */
import { Emitter, type Event } from '../../shared/base/event'
import type { IDisposable } from '../../shared/base/lifecycle'
import { dayNumber } from '../../shared/statistics/series'
import { trimmed, withRead, type DayRun } from './day-run'

export const DAY_SERIES = ['visitors', 'pageviews'] as const
export type DaySeries = (typeof DAY_SERIES)[number]
export const HOUR_SERIES = ['visitors_hour', 'pageviews_hour'] as const
export type HourSeries = (typeof HOUR_SERIES)[number]
export type SeriesName = DaySeries | HourSeries

/** One day's 24 hours, index = hour of the server's day, and when they were read. */
export interface DayHoursRead {
  counts: readonly number[]
  readAt: number
}

export interface BookChange {
  websiteId: string
  series: SeriesName
  /** The day whose hours changed (hours only). */
  day?: string
}

interface WebsitePage {
  days: Partial<Record<DaySeries, DayRun>>
  /** Per hour series, per day (Y-m-d). */
  hours: Partial<Record<HourSeries, Map<string, DayHoursRead>>>
}

/** What the book holds, as its file keeps it (statistics-file.ts). */
export interface BookContent {
  days: Record<string, Partial<Record<DaySeries, DayRun>>>
  hours: Record<string, Partial<Record<HourSeries, Record<string, DayHoursRead>>>>
}

export class Book implements IDisposable {
  private readonly pages = new Map<string, WebsitePage>()
  private readonly changed = new Emitter<BookChange>()
  readonly onDidChange: Event<BookChange> = this.changed.event

  constructor(content?: BookContent) {
    if (content) this.load(content)
  }

  days(websiteId: string, series: DaySeries): DayRun | undefined {
    return this.pages.get(websiteId)?.days[series]
  }

  hours(websiteId: string, series: HourSeries, day: string): DayHoursRead | undefined {
    return this.pages.get(websiteId)?.hours[series]?.get(day)
  }

  /** Every website the book has anything of. */
  websiteIds(): IterableIterator<string> {
    return this.pages.keys()
  }

  /** Days read: `counts` from `from` on, read at `readAt`; days before `keepFrom` are let go. */
  setDays(
    websiteId: string,
    series: DaySeries,
    from: string,
    counts: readonly number[],
    readAt: number,
    keepFrom: string,
  ): void {
    const page = this.page(websiteId)
    const run = withRead(page.days[series], dayNumber(from), counts, readAt)
    const kept = trimmed(run, dayNumber(keepFrom))
    if (kept) page.days[series] = kept
    else delete page.days[series]
    this.changed.fire({ websiteId, series })
  }

  /** A day's hours read; days before `keepFrom` are let go (only the days a demand asks are kept). */
  setHours(
    websiteId: string,
    series: HourSeries,
    day: string,
    counts: readonly number[],
    readAt: number,
    keepFrom: string,
  ): void {
    const page = this.page(websiteId)
    const days = (page.hours[series] ??= new Map())
    days.set(day, { counts: [...counts], readAt })
    for (const kept of [...days.keys()]) if (kept < keepFrom) days.delete(kept)
    this.changed.fire({ websiteId, series, day })
  }

  /** Lets go of what is kept for websites `keep` says no to (deleted). */
  prune(keep: (websiteId: string) => boolean): boolean {
    let dropped = false
    for (const websiteId of [...this.pages.keys()])
      if (!keep(websiteId)) dropped = this.pages.delete(websiteId) || dropped
    return dropped
  }

  content(): BookContent {
    const content: BookContent = { days: {}, hours: {} }
    for (const [websiteId, page] of this.pages) {
      if (Object.keys(page.days).length > 0) content.days[websiteId] = { ...page.days }
      const hours = Object.entries(page.hours).filter(([, days]) => days.size > 0)
      if (hours.length > 0)
        content.hours[websiteId] = Object.fromEntries(hours.map(([series, days]) => [series, Object.fromEntries(days)]))
    }
    return content
  }

  dispose(): void {
    this.changed.dispose()
  }

  private page(websiteId: string): WebsitePage {
    let page = this.pages.get(websiteId)
    if (!page) {
      page = { days: {}, hours: {} }
      this.pages.set(websiteId, page)
    }
    return page
  }

  private load(content: BookContent): void {
    for (const [websiteId, days] of Object.entries(content.days)) this.page(websiteId).days = { ...days }
    for (const [websiteId, hours] of Object.entries(content.hours)) {
      const page = this.page(websiteId)
      for (const series of HOUR_SERIES) {
        const days = hours[series]
        if (days) page.hours[series] = new Map(Object.entries(days))
      }
    }
  }
}
