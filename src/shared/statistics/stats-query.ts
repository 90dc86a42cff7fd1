/**
 * What may be asked of a website's statistics, and the checks made before a request (main's API
 * client and the sandbox): apart from series.ts, which the window reads, so that the window's
 * first bundle carries no schema.
 */
import { z } from 'zod'
import type { FieldErrors } from '../field-values'
import { DAILY_STAT_NAMES, MAX_SERIES_DAYS, STAT_NAMES, STATS_PER_PAGE, dayCount, isDay } from './series'

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
