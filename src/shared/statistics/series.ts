/**
 * A website's statistics (variant B's `GET /api/v1/stats/{id}`), defined once:
 * what may be asked (schemas, types, the checks made before a request), what
 * comes back (rows, pages), and the dense day series the tray, the list and
 * the charts are drawn from. Days are the server's days (`Y-m-d` in its time
 * zone), kept as text so that no computer's own zone ever shifts them.
 */
import { z } from 'zod'
import type { FieldErrors } from '../field-values'

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

const day = z.string().refine(isDay)

export const statsQuerySchema = z.strictObject({
  name: z.enum(STAT_NAMES),
  from: day,
  to: day,
  /** Matched anywhere in the value (SQL LIKE). */
  search: z.string().max(255).optional(),
  /** The server's default is `count`. */
  sortBy: z.enum(['count', 'value']).optional(),
  /** The server's default is `desc`. */
  sort: z.enum(['asc', 'desc']).optional(),
  /** The server's default is 10. */
  perPage: z.literal(STATS_PER_PAGE).optional(),
  page: z.int().min(1).max(1_000_000).optional(),
})
export type StatsQuery = z.infer<typeof statsQuerySchema>

export const dailySeriesQuerySchema = z.strictObject({
  name: z.enum(DAILY_STAT_NAMES),
  from: day,
  to: day,
})
export type DailySeriesQuery = z.infer<typeof dailySeriesQuerySchema>

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

const SHAPE_MESSAGES: Record<keyof StatsQuery, string> = {
  name: `Choose one of the statistics the service counts: ${STAT_NAMES.join(', ')}.`,
  from: 'The start date must be a real date written YYYY-MM-DD.',
  to: 'The end date must be a real date written YYYY-MM-DD.',
  search: 'The search must be text of at most 255 characters.',
  sortBy: 'Sort by count or by value.',
  sort: 'Sort ascending (asc) or descending (desc).',
  perPage: `Results per page must be one of ${STATS_PER_PAGE.join(', ')}.`,
  page: 'The page must be a whole number from 1.',
}

/** Problems with a query, keyed by its field; empty when it can be sent. */
export function validateStatsQuery(query: StatsQuery): FieldErrors {
  return fieldErrors(statsQuerySchema, query)
}

/** Problems with a series' query, keyed by its field; empty when it can be sent. */
export function validateDailySeriesQuery(query: DailySeriesQuery): FieldErrors {
  const errors = fieldErrors(dailySeriesQuerySchema, query)
  if (errors.name) errors.name = [`A series of days is made of ${DAILY_STAT_NAMES.join(' or ')}.`]
  if (Object.keys(errors).length === 0 && dayCount(query.from, query.to) > MAX_SERIES_DAYS) {
    errors.to = [`A series covers at most ${MAX_SERIES_DAYS} days.`]
  }
  return errors
}

function fieldErrors(schema: z.ZodType, query: unknown): FieldErrors {
  const parsed = schema.safeParse(query)
  const errors: FieldErrors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys') {
        for (const key of issue.keys) errors[key] = [`"${key}" is not something the statistics can be asked for.`]
        continue
      }
      const field = issue.path[0]
      if (issue.path.length === 0) errors.query = ['A statistics query is an object with a name and dates.']
      else if (typeof field === 'string' && field in SHAPE_MESSAGES)
        errors[field] = [SHAPE_MESSAGES[field as keyof StatsQuery]]
    }
    return errors
  }
  const { from, to } = parsed.data as { from: string; to: string }
  if (dayCount(from, to) === 0) errors.to = ['The end date is before the start date.']
  return errors
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
