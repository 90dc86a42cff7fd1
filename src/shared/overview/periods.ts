/**
 * What a number is compared with, defined once for the overview, the tray and a website's
 * statistics (docs/architecture.md, "Overview"): like with like, never a partial span against a
 * whole one. "Today" so far is set against yesterday until the same time of day; "this hour" so
 * far against the same hour yesterday, prorated to the same minute; "7 days" and "30 days" are
 * complete days (overview.ts). The times are the server's, taken as UTC as everywhere in the
 * statistics (statsToday): a number read at 09:25 UTC is compared with yesterday until 09:25.
 */

export const HOUR_MS = 3_600_000
const MINUTE_MS = 60_000
const DAY_MS = 24 * HOUR_MS
const HOURS_IN_DAY = 24

/** One day's `visitors_hour` and `pageviews_hour`: 24 counts each, index = hour of the server's day. */
export interface DayHours {
  day: string
  visitors: number[]
  pageviews: number[]
}

/** A day's hours from the `_hour` rows ("00".."23"), hours without a row at 0. */
export function hoursOfRows(rows: ReadonlyArray<{ value: string; count: number }>): number[] {
  const hours = Array<number>(HOURS_IN_DAY).fill(0)
  for (const row of rows) {
    const hour = Number(row.value)
    if (Number.isInteger(hour) && hour >= 0 && hour < HOURS_IN_DAY) hours[hour]! += row.count
  }
  return hours
}

/** How far into its day (UTC) a moment is: 0 at midnight, at most a whole day. */
function intoDay(day: string, at: number): number {
  return Math.min(DAY_MS, Math.max(0, at - Date.parse(`${day}T00:00:00Z`)))
}

/**
 * A day's count until a time of day: its hours before that whole, and the hour it falls in by the
 * minutes gone (m/60, rounded) — as much of a steady day as had come by then.
 */
export function untilTimeOfDay(hours: readonly number[], msIntoDay: number): number {
  const hour = Math.floor(msIntoDay / HOUR_MS)
  const minutes = Math.floor((msIntoDay % HOUR_MS) / MINUTE_MS)
  let count = 0
  for (let index = 0; index < Math.min(hour, hours.length); index++) count += hours[index]!
  return count + (hour < hours.length ? Math.round((hours[hour]! * minutes) / 60) : 0)
}

/**
 * Yesterday until the time of day a number about `day` was read: what "today so far" is compared
 * with. A number read after its day ended (a read that crossed midnight) is that whole day, against
 * the whole of the day before.
 */
export function yesterdayUntil(hours: readonly number[], day: string, readAt: number): number {
  return untilTimeOfDay(hours, intoDay(day, readAt))
}

/** The same hour yesterday, prorated to the minutes gone of this hour when it was read: what "this hour" is compared with. */
export function sameHourYesterday(count: number, readAt: number): number {
  const minutes = Math.floor((((readAt % HOUR_MS) + HOUR_MS) % HOUR_MS) / MINUTE_MS)
  return Math.round((count * minutes) / 60)
}
