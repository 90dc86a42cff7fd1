/**
 * The overview's account as the window and the tray's tooltip get it (docs/architecture.md,
 * "Overview"), from the book: per website its last OVERVIEW_DAYS of visitors and pageviews as read
 * together up to the last day read, when that day was read, and the hours of the day before it —
 * the OverviewSeries every figure and comparison in src/shared/overview/index.ts is worked out from —
 * and how far the reading got: `read` of `total` websites, while some are still wanted.
 */
import { OVERVIEW_DAYS, type AccountOverview, type OverviewSeries } from '../../../shared/overview'
import { addDays, dayOfNumber } from '../../../shared/statistics/series'
import type { Website } from '../../../shared/website'
import type { Book } from '../book'
import { readAtOf, runEnd, type DayRun } from '../day-run'
import { OVERVIEW_FRESH_MS } from '../timing'

/** The days both series have read, without a gap, up to the last day read of both. */
function commonDays(visitors: DayRun, pageviews: DayRun): { first: number; last: number } | null {
  const last = Math.min(runEnd(visitors), runEnd(pageviews))
  let first = last
  const read = (day: number): boolean => readAtOf(visitors, day) !== null && readAtOf(pageviews, day) !== null
  if (!read(last)) return null
  while (last - first + 1 < OVERVIEW_DAYS && read(first - 1)) first -= 1
  return { first, last }
}

const slice = (run: DayRun, first: number, last: number): number[] =>
  run.counts.slice(first - run.start, last - run.start + 1)

/** A website's days for the overview; null while both series were never read up to a common day. */
export function overviewSeries(book: Book, websiteId: string): OverviewSeries | null {
  const visitors = book.days(websiteId, 'visitors')
  const pageviews = book.days(websiteId, 'pageviews')
  if (!visitors || !pageviews) return null
  const span = commonDays(visitors, pageviews)
  if (!span) return null
  const day = dayOfNumber(span.last)
  const yesterday = addDays(day, -1)
  const hours = {
    visitors: book.hours(websiteId, 'visitors_hour', yesterday),
    pageviews: book.hours(websiteId, 'pageviews_hour', yesterday),
  }
  return {
    day,
    visitors: slice(visitors, span.first, span.last),
    pageviews: slice(pageviews, span.first, span.last),
    // Yesterday is cut at the time of day today's visitors were read: the overview's headline figure, which the
    // favorites keep current between the overview's own reads of both series.
    readAt: readAtOf(visitors, span.last)!,
    yesterday:
      hours.visitors && hours.pageviews
        ? { day: yesterday, visitors: [...hours.visitors.counts], pageviews: [...hours.pageviews.counts] }
        : null,
  }
}

export interface OverviewInput {
  accountId: string
  book: Book
  websites: readonly Website[]
  /** Websites the overview still waits for (wanted, and not held back after a failure). */
  pending: ReadonlySet<string>
  problem: string | null
}

function account(input: OverviewInput, websites: AccountOverview['websites'], total: number): AccountOverview {
  const read = websites.filter((website) => website.series && !input.pending.has(website.id)).length
  return {
    accountId: input.accountId,
    available: true,
    websites,
    progress: { read, total, reading: input.pending.size > 0 },
    problem: input.problem,
    freshForMs: OVERVIEW_FRESH_MS,
  }
}

export function accountOverview(input: OverviewInput): AccountOverview {
  const websites = input.websites.map((website) => ({
    id: website.id,
    domain: website.displayDomain,
    favorite: website.favorite,
    series: overviewSeries(input.book, website.id),
  }))
  return account(input, websites, websites.length)
}

/**
 * The same without the websites never read, nor their names: what the tray's tooltip sums, drawn after every event,
 * without going over every website of a large account.
 */
export function overviewSummary(input: OverviewInput): AccountOverview {
  const websites = [...input.book.websiteIds()].flatMap((id) => {
    const series = overviewSeries(input.book, id)
    return series ? [{ id, domain: '', favorite: false, series }] : []
  })
  return account(input, websites, input.websites.length)
}

/** An account whose service has no statistics: nothing read, nothing shown. */
export function noOverview(accountId: string): AccountOverview {
  return {
    accountId,
    available: false,
    websites: [],
    progress: { read: 0, total: 0, reading: false },
    problem: null,
    freshForMs: OVERVIEW_FRESH_MS,
  }
}
