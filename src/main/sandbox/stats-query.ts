/**
 * The statistics endpoint's query, read as the real server reads it: `name`,
 * `from` and `to` validated (422 with a message per field), everything else
 * lenient — an unknown sort, order or page size silently becomes the default
 * (by count, descending, 10 a page), as the controller's `in_array` checks do.
 * The lists of names and page sizes come from src/shared/statistics/series.ts; the
 * reading of the query stays the sandbox's own, the reference the client is tested against.
 */
import { phpFields } from './body'
import { pageNumber } from './list-query'
import type { FieldErrors } from './reply'
import { isDay, STAT_NAMES, STATS_PER_PAGE } from '../../shared/statistics/series'

// The names and page sizes are the API's published facts (docs/architecture.md), one list for client and sandbox,
// and so is the `date_format:Y-m-d` check (isDay);
// what stays independent here is how the server reads a query (lenient defaults, loose in_array, 422 texts).
const NAMES: ReadonlySet<string> = new Set(STAT_NAMES)
const PER_PAGE_CHOICES: readonly number[] = STATS_PER_PAGE
/** The server's `settings.paginate`. */
const DEFAULT_PER_PAGE = 10

export interface StatsPlan {
  name: string
  from: string
  to: string
  search: string | undefined
  sortBy: 'count' | 'value'
  direction: 'asc' | 'desc'
  perPage: number
  page: number
  /** What the paginator's links carry besides the page (the controller's `appends`). */
  linkQuery: URLSearchParams
}

export type CheckedStats = { ok: true; plan: StatsPlan } | { ok: false; errors: FieldErrors }

/**
 * PHP 8's loose `in_array`: a numeric string equal to a choice counts
 * (`"100"`, `" 25"`, `"1e1"`); the page size is then that number.
 */
function perPageOf(text: string | undefined): { perPage: number; echoed: string } {
  const numeric =
    text !== undefined && /^\s*[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?\s*$/i.test(text) ? Number(text) : Number.NaN
  return PER_PAGE_CHOICES.includes(numeric)
    ? { perPage: numeric, echoed: text! }
    : { perPage: DEFAULT_PER_PAGE, echoed: String(DEFAULT_PER_PAGE) }
}

export function checkStatsQuery(query: URLSearchParams): CheckedStats {
  const fields = phpFields(query.entries())
  /** Absent and empty alike: Laravel turns empty strings into null. Arrays pass through for the rules to refuse. */
  const raw = (field: string): unknown => {
    const value = fields.get(field)
    return value === '' ? undefined : value
  }
  const text = (field: string): string | undefined => {
    const value = raw(field)
    return typeof value === 'string' ? value : undefined
  }
  const errors: FieldErrors = {}
  const name = raw('name')
  if (name === undefined) errors.name = ['The name field is required.']
  else if (typeof name !== 'string' || !NAMES.has(name)) errors.name = ['The selected name is invalid.']
  for (const field of ['from', 'to'] as const) {
    const value = raw(field)
    if (value === undefined) errors[field] = [`The ${field} field is required.`]
    else if (typeof value !== 'string' || !isDay(value))
      errors[field] = [`The ${field} field must match the format Y-m-d.`]
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors }

  const sortBy = text('sort_by') === 'value' ? 'value' : 'count'
  const direction = text('sort') === 'asc' ? 'asc' : 'desc'
  const { perPage, echoed } = perPageOf(text('per_page'))
  const search = text('search')
  const plan = {
    name: name as string,
    from: text('from')!,
    to: text('to')!,
    search,
    sortBy,
    direction,
    perPage,
    page: pageNumber(text('page')),
  } as const
  // http_build_query leaves out what is null (an absent search).
  const linkQuery = new URLSearchParams({ name: plan.name, from: plan.from, to: plan.to })
  if (search !== undefined) linkQuery.set('search', search)
  linkQuery.set('search_by', 'value')
  linkQuery.set('sort_by', sortBy)
  linkQuery.set('sort', direction)
  linkQuery.set('per_page', echoed)
  return { ok: true, plan: { ...plan, linkQuery } }
}

/** SQL's `value LIKE '%search%'` under a case-insensitive collation: `%` and `_` in the search are wildcards too. */
export function likeMatcher(search: string | undefined): (value: string) => boolean {
  if (search === undefined) return () => true
  const pattern = [...search]
    .map((char) => (char === '%' ? '.*' : char === '_' ? '.' : char.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('')
  const regex = new RegExp(pattern, 'is')
  return (value) => regex.test(value)
}
