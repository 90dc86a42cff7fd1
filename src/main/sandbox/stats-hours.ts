/**
 * How much of each day has happened, hour by hour, as a real server would count it at the
 * sandbox's clock (UTC): a day's visitors and pageviews are shared among its 24 hours — as people
 * visit websites (more in the afternoon, each website with its own taste and each day a little
 * noise) or, for a test that asks, the same every hour — and today counts only the hours begun,
 * the current one by the minutes gone. `visitors`, `pageviews` and every breakdown read today's
 * counts from here, so that today's hours sum to today's count and yesterday's to yesterday's.
 */
import { dayNumber, utcDay } from '../../shared/statistics/series'
import { HOURS } from './stats-catalogues'
import { allocate } from './stats-allocate'
import { unit, type DayRange, type TrafficBook } from './stats-traffic'
import type { SandboxWebsite } from './types'

const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000
/** Drawn apart from the traffic's and the breakdowns' salts. */
const HOUR_SALT = 130

/** One day as the server counts it now, with its 24 hours (hours to come at 0). */
export interface CountedDay {
  day: string
  number: number
  visitors: number
  pageviews: number
  hours: { visitors: number[]; pageviews: number[] }
  /** A spike's day: its usual visitors (stats-traffic.ts), the rest from one link. */
  usual?: number
}

function hourWeights(book: TrafficBook, website: Readonly<SandboxWebsite>, day: number): number[] {
  if (book.hourShape(website.id) === 'even') return HOURS.map(() => 1)
  return HOURS.map(
    (entry, index) =>
      entry.weight *
      (0.3 + 1.4 * unit(book.seed, website.id, HOUR_SALT, index)) *
      (0.85 + 0.3 * unit(book.seed, website.id, HOUR_SALT, index, day)),
  )
}

/** Visitors and pageviews shared by the same weights, each hour's pageviews never fewer than its visitors. */
function share(visitors: number, pageviews: number, weights: readonly number[]) {
  const visitorHours = allocate(visitors, weights)
  const more = allocate(pageviews - visitors, weights)
  return { visitors: visitorHours, pageviews: visitorHours.map((count, hour) => count + more[hour]!) }
}

/** Today's hours at `nowMs`: those begun whole, the current one by the whole minutes gone, the rest none yet. */
function cutAt(counts: readonly number[], nowMs: number): number[] {
  const hour = new Date(nowMs).getUTCHours()
  const minutes = Math.floor((nowMs % HOUR_MS) / MINUTE_MS)
  return counts.map((count, index) => (index < hour ? count : index === hour ? Math.floor((count * minutes) / 60) : 0))
}

/** Weights for a count that is already today's so far: the hours begun, the current one by the minutes gone. */
function weightsSoFar(weights: readonly number[], nowMs: number): number[] {
  const hour = new Date(nowMs).getUTCHours()
  const minutes = Math.floor((nowMs % HOUR_MS) / MINUTE_MS)
  const cut = weights.map((weight, index) => (index < hour ? weight : index === hour ? (weight * minutes) / 60 : 0))
  // Just after midnight nothing has had time to happen: what there is, is this hour's.
  return cut.some((weight) => weight > 0) ? cut : weights.map((_, index) => (index === hour ? 1 : 0))
}

const sum = (counts: readonly number[]): number => counts.reduce((total, count) => total + count, 0)

/** The website's days with traffic within the range as counted at `nowMs`, in day order. */
export function countedDays(
  book: TrafficBook,
  website: Readonly<SandboxWebsite>,
  range: DayRange,
  nowMs: number,
): CountedDay[] {
  const today = dayNumber(utcDay(nowMs))
  return book.days(website, range, today).flatMap((entry) => {
    const number = dayNumber(entry.day)
    const weights = hourWeights(book, website, number)
    if (number !== today) {
      const hours = share(entry.visitors, entry.pageviews, weights)
      return [{ day: entry.day, number, visitors: entry.visitors, pageviews: entry.pageviews, hours }]
    }
    if (entry.soFar) {
      const hours = share(entry.visitors, entry.pageviews, weightsSoFar(weights, nowMs))
      const usual = entry.usual !== undefined ? { usual: entry.usual } : {}
      return [{ day: entry.day, number, visitors: entry.visitors, pageviews: entry.pageviews, hours, ...usual }]
    }
    const whole = share(entry.visitors, entry.pageviews, weights)
    const hours = { visitors: cutAt(whole.visitors, nowMs), pageviews: cutAt(whole.pageviews, nowMs) }
    const visitors = sum(hours.visitors)
    // A day that has not begun in earnest has no row, as a server has none for a day without visitors.
    return visitors === 0 ? [] : [{ day: entry.day, number, visitors, pageviews: sum(hours.pageviews), hours }]
  })
}
