/**
 * A website's statistics (variant B's `GET /api/v1/stats/{id}`), defined once:
 * what may be asked (its names; the schemas and checks are stats-query.ts's,
 * main's alone), what comes back (rows, pages), and the dense day series the
 * tray, the list and the charts are drawn from. Days are the server's days (`Y-m-d` in its time
 * zone), kept as text so that no computer's own zone ever shifts them.
 */

/** Everything the server counts; any other name is refused (422). */
export const STAT_NAMES = [
  'browser',
  'campaign',
  'city',
  'continent',
  'country',
  'device',
  'event',
  'landing_page',
  'language',
  'os',
  'page',
  'pageviews',
  'pageviews_hour',
  'referrer',
  'resolution',
  'visitors',
  'visitors_hour',
] as const
export type StatName = (typeof STAT_NAMES)[number]

/** The names whose rows are days: a series from..to can be made of them. */
export const DAILY_STAT_NAMES = ['visitors', 'pageviews'] as const
export type DailyStatName = (typeof DAILY_STAT_NAMES)[number]

/** The only page sizes the server honours; it answers anything else with its own (10). */
export const STATS_PER_PAGE = [10, 25, 50, 100] as const

/** The longest series asked in one go: ten years is 37 requests already. */
export const MAX_SERIES_DAYS = 3_660

const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/
const MS_PER_DAY = 86_400_000

/**
 * A real date written exactly `Y-m-d` (what the server's `date_format:Y-m-d` accepts): not 2025-2-3, not 2025-02-30.
 */
export function isDay(text: unknown): text is string {
  if (typeof text !== 'string') return false
  const match = DAY_PATTERN.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  if (month < 1 || month > 12 || day < 1) return false
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  const length = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!
  return day <= length
}

/** Days since 1970-01-01 (negative before); the day must satisfy isDay. */
export function dayNumber(day: string): number {
  const date = new Date(0)
  date.setUTCFullYear(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1, Number(day.slice(8, 10)))
  return Math.round(date.getTime() / MS_PER_DAY)
}

/** The day a day number (dayNumber) stands for. */
export function dayOfNumber(number: number): string {
  const date = new Date(number * MS_PER_DAY)
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${String(date.getUTCDate()).padStart(2, '0')}`
}

/** The day `count` days after `day` (before it when negative). */
export function addDays(day: string, count: number): string {
  return dayOfNumber(dayNumber(day) + count)
}

/** How many days from..to holds, both included; 0 when to is before from. */
export function dayCount(from: string, to: string): number {
  return Math.max(0, dayNumber(to) - dayNumber(from) + 1)
}

/** The day a moment falls on in UTC, the time zone the sandbox's server runs in. */
export function utcDay(epochMs: number): string {
  return dayOfNumber(Math.floor(epochMs / MS_PER_DAY))
}

/** One row as the server groups them: a value (a day, an hour, a country…) and its count over the range. */
export interface StatsRow {
  value: string
  count: number
}

export interface StatsPage {
  rows: StatsRow[]
  page: number
  lastPage: number | null
  perPage: number | null
  total: number | null
  /** The page the server points to next, or null on the last one. */
  nextPage: number | null
}

export interface DailyCount {
  day: string
  count: number
}

/**
 * Every day from..to with its count: days the rows do not name had no
 * traffic (the server leaves them out), rows outside the range are ignored.
 * For an empty or reversed range it is empty.
 */
export function denseDailySeries(counts: Iterable<DailyCount>, from: string, to: string): DailyCount[] {
  const byDay = new Map<string, number>()
  for (const { day: value, count } of counts) byDay.set(value, count)
  const first = dayNumber(from)
  const length = dayCount(from, to)
  return Array.from({ length }, (_, offset) => {
    const value = dayOfNumber(first + offset)
    return { day: value, count: byDay.get(value) ?? 0 }
  })
}
