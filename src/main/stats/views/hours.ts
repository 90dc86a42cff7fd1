/**
 * This hour so far against the same hour yesterday until the same minute (overview-periods.ts:
 * like with like), from the book's hours of today and yesterday: the tray's line for a favorite
 * (visitors), and the editor's (visitors and pageviews). The hours are the server's, taken as UTC
 * like its days; a count read in another hour is never shown as this hour's.
 */
import type { HourCount, ThisHour, ThisHourVisitors } from '../../../shared/statistics/insights'
import { HOUR_MS, sameHourYesterday } from '../../../shared/overview/periods'
import { addDays } from '../../../shared/statistics/series'
import { statsToday } from '../../../shared/visitors'
import type { Book, HourSeries } from '../book'

/** The current hour of the server's day ("00".."23"), today and yesterday (UTC). */
export function hourNow(now: number): { hour: string; today: string; yesterday: string } {
  const today = statsToday(now)
  return { hour: String(new Date(now).getUTCHours()).padStart(2, '0'), today, yesterday: addDays(today, -1) }
}

/** One statistic's hour today and yesterday, as read this hour; undefined while not. */
function hourPair(book: Book, websiteId: string, series: HourSeries, now: number) {
  const { hour, today, yesterday } = hourNow(now)
  const todays = book.hours(websiteId, series, today)
  const before = book.hours(websiteId, series, yesterday)
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS
  if (!todays || !before || todays.readAt < hourStart) return undefined
  const at = Number(hour)
  const count: HourCount = {
    today: todays.counts[at] ?? 0,
    yesterday: sameHourYesterday(before.counts[at] ?? 0, todays.readAt),
  }
  return { hour, today, count, readAt: todays.readAt }
}

/** A favorite's visitors this hour, for the tray. */
export function trayHour(book: Book, websiteId: string, now: number): ThisHourVisitors | undefined {
  const pair = hourPair(book, websiteId, 'visitors_hour', now)
  return pair && { hour: pair.hour, day: pair.today, ...pair.count, readAt: pair.readAt }
}

/** A website's visitors and pageviews this hour, for its editor; undefined until both are read this hour. */
export function thisHour(book: Book, websiteId: string, now: number): ThisHour | undefined {
  const visitors = hourPair(book, websiteId, 'visitors_hour', now)
  const pageviews = hourPair(book, websiteId, 'pageviews_hour', now)
  if (!visitors || !pageviews) return undefined
  return {
    websiteId,
    hour: visitors.hour,
    visitors: visitors.count,
    pageviews: pageviews.count,
    readAt: Math.min(visitors.readAt, pageviews.readAt),
  }
}
