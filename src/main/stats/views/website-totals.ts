/**
 * A website's visitors and pageviews summed over whole days, where the book holds every one of
 * them (docs/architecture.md, "A website's statistics"): what the digest adds up. Pure.
 */
import { dayNumber } from '../../../shared/statistics/series'
import type { Book, DaySeries } from '../book'
import { countOf, forEachSpan } from '../day-run'

export interface DaysTotals {
  visitors: number
  pageviews: number
  /** When the oldest of the days was read. */
  readAt: number
}

function seriesTotal(book: Pick<Book, 'days'>, websiteId: string, series: DaySeries, from: string, to: string) {
  const run = book.days(websiteId, series)
  let complete = true
  let oldest = Infinity
  forEachSpan(run, dayNumber(from), dayNumber(to), (_first, _last, at) => {
    if (at === null) complete = false
    else oldest = Math.min(oldest, at)
  })
  if (!complete) return null
  let total = 0
  for (let day = dayNumber(from); day <= dayNumber(to); day++) total += countOf(run, day) ?? 0
  return { total, oldest }
}

/** The days' sums, or null when the book lacks any of them. */
export function daysTotals(book: Pick<Book, 'days'>, websiteId: string, from: string, to: string): DaysTotals | null {
  const visitors = seriesTotal(book, websiteId, 'visitors', from, to)
  const pageviews = seriesTotal(book, websiteId, 'pageviews', from, to)
  if (!visitors || !pageviews) return null
  return { visitors: visitors.total, pageviews: pageviews.total, readAt: Math.min(visitors.oldest, pageviews.oldest) }
}
