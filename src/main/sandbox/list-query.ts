/**
 * The list endpoint's query: validation per variant (spec §4.1), then filter,
 * order and the page slice. Empty parameters count as absent, as Laravel's
 * ConvertEmptyStringsToNull makes them.
 */
import { phpFields } from './body'
import { parseLaravelBoolean } from './fields'
import type { FieldErrors } from './reply'
import type { SandboxVariant, SandboxWebsite } from './types'

/**
 * The spec's limits (§4.1, §8), kept here rather than read from the client's
 * CAPABILITIES: the sandbox is the independent reference a client is tested
 * against, so a mistake in the client's table must not move the server too.
 */
const PER_PAGE = {
  A: { min: 10, max: 100, default: 10 },
  B: { allowed: [10, 25, 50, 100], default: 100 },
} as const

export interface ListPlan {
  search: string | undefined
  favorite: boolean | undefined
  sortBy: 'id' | 'host'
  direction: 'asc' | 'desc'
  perPage: number
  page: number
}

export type CheckedList = { ok: true; plan: ListPlan } | { ok: false; errors: FieldErrors }

export function checkListQuery(variant: SandboxVariant, query: URLSearchParams): CheckedList {
  const errors: FieldErrors = {}
  const fields = phpFields(query.entries())
  /**
   * The parameter's text, undefined when absent or empty; an array (`name[]=`) is refused as PHP's validation would.
   */
  const value = (name: string): string | undefined => {
    const raw = fields.get(name)
    if (Array.isArray(raw)) {
      errors[name] = [`The ${name.replace(/_/g, ' ')} field must be a string.`]
      return undefined
    }
    return typeof raw === 'string' && raw !== '' ? raw : undefined
  }
  const sort = value('sort')
  const plan: ListPlan = {
    search: value('search'),
    favorite: undefined,
    // Variant A always sorts by its url, A→Z unless told otherwise; B by id, newest first.
    sortBy: variant === 'A' ? 'host' : 'id',
    direction: variant === 'A' ? 'asc' : 'desc',
    perPage: PER_PAGE[variant].default,
    page: pageNumber(value('page')),
  }

  if (sort !== undefined) {
    if (sort === 'asc' || sort === 'desc') plan.direction = sort
    else errors.sort = ['The selected sort is invalid.']
  }

  const perPage = value('per_page')
  if (perPage !== undefined) {
    if (variant === 'A') {
      // Laravel's integer rule (PHP's FILTER_VALIDATE_INT): an optional sign, no leading zeros.
      const number = /^[+-]?(?:0|[1-9]\d*)$/.test(perPage) ? Number(perPage) : Number.NaN
      const { min, max } = PER_PAGE.A
      if (!Number.isSafeInteger(number)) errors.per_page = ['The per page field must be an integer.']
      else if (number < min || number > max) errors.per_page = [`The per page field must be between ${min} and ${max}.`]
      else plan.perPage = number
    } else {
      // Laravel's in: rule compares text: '010' and '+10' are not '10'.
      const allowed = PER_PAGE.B.allowed.find((choice) => String(choice) === perPage)
      if (allowed !== undefined) plan.perPage = allowed
      else errors.per_page = ['The selected per page is invalid.']
    }
  }

  if (variant === 'B') {
    const searchBy = value('search_by')
    if (searchBy !== undefined && searchBy !== 'domain') errors.search_by = ['The selected search by is invalid.']
    const sortBy = value('sort_by')
    if (sortBy === 'domain') plan.sortBy = 'host'
    else if (sortBy !== undefined && sortBy !== 'id') errors.sort_by = ['The selected sort by is invalid.']
    const favorite = value('favorite')
    const flag = favorite === undefined ? undefined : parseLaravelBoolean(favorite)
    if (flag !== undefined) plan.favorite = flag === 1
    else if (favorite !== undefined) errors.favorite = ['The favorite field must be true or false.']
  }

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, plan }
}

/** Laravel's paginator: anything but a whole number ≥ 1 is page 1. */
export function pageNumber(text: string | undefined): number {
  if (text === undefined || !/^\d+$/.test(text)) return 1
  const page = Number(text)
  return Number.isSafeInteger(page) && page >= 1 ? page : 1
}

export interface ListSlice {
  rows: Readonly<SandboxWebsite>[]
  total: number
}

export function selectPage(rows: Iterable<Readonly<SandboxWebsite>>, plan: ListPlan): ListSlice {
  const needle = plan.search?.toLowerCase()
  const matching: Readonly<SandboxWebsite>[] = []
  for (const row of rows) {
    if (needle !== undefined && !row.host.toLowerCase().includes(needle)) continue
    if (plan.favorite !== undefined && (row.favorited_at !== null) !== plan.favorite) continue
    matching.push(row)
  }
  const sign = plan.direction === 'asc' ? 1 : -1
  matching.sort((a, b) => sign * (plan.sortBy === 'id' ? a.id - b.id : compareText(a.host, b.host) || a.id - b.id))
  const start = (plan.page - 1) * plan.perPage
  return { rows: matching.slice(start, start + plan.perPage), total: matching.length }
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
