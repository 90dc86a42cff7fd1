/**
 * A list query: what each API variant makes of it (checked by main before
 * anything is sent), and the window of rows the list asks for. Its schema and
 * type are in list-query-schema.ts and re-exported here.
 */
import { z } from 'zod'
import type { FieldErrors } from './field-values'
import { t, type MessageKey } from './i18n'
import { WEBSITE_REF, type Variant, type Website } from './website'
import { profileOf } from './variant-profile'
import { listQuerySchema, type ListQuery } from './list-query-schema'
import { MAX_WINDOW_ROWS } from './list-window-rows'

export { listQuerySchema, type ListQuery } from './list-query-schema'
type QueryField = keyof ListQuery

/** What the user is told when a field does not have the shape the schema asks for (read in the language shown). */
const SHAPE_MESSAGES: Record<QueryField, MessageKey> = {
  search: 'list.query.search',
  searchBy: 'list.query.searchBy',
  sort: 'list.query.sort',
  sortBy: 'list.query.sortBy',
  favorite: 'list.query.favorite',
  perPage: 'list.query.perPage',
  page: 'list.query.page',
}

/** What the variant does not offer, among the fields that have the right shape. */
function variantErrors(query: ListQuery, variant: Variant): FieldErrors {
  const profile = profileOf(variant)
  const errors: FieldErrors = {}
  if (query.searchBy !== undefined && !profile.searchBy.includes(query.searchBy))
    errors.searchBy = [t('list.query.noSearchBy')]
  if (query.sortBy !== undefined && !profile.sortBy.includes(query.sortBy))
    errors.sortBy = [t('list.query.addressOnly')]
  if (query.favorite !== undefined && profile.favoritesLiveHere) errors.favorite = [t('list.query.noFavoriteFilter')]
  if (query.perPage !== undefined && !profile.allowsPerPage(query.perPage)) errors.perPage = [profile.perPageMessage]
  return errors
}

/** Problems with a list query for a variant, keyed by ListQuery field; empty when it can be sent. */
export function validateListQuery(query: ListQuery, variant: Variant): FieldErrors {
  const parsed = listQuerySchema.safeParse(query)
  if (parsed.success) return variantErrors(parsed.data, variant)
  const errors: FieldErrors = {}
  for (const issue of parsed.error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) errors[key] = [t('list.query.notAField', { field: key })]
      continue
    }
    const field = issue.path[0]
    if (issue.path.length === 0) errors.query = [t('list.query.notAnObject')]
    else if (typeof field === 'string' && field in SHAPE_MESSAGES)
      errors[field] = [field === 'perPage' ? profileOf(variant).perPageMessage : t(SHAPE_MESSAGES[field as QueryField])]
  }
  return errors
}

// ── the list as the window shows it: a window of rows of the whole list ──────

/** The orders the window lists websites in. */
export const LIST_ORDERS = ['domain-asc', 'domain-desc', 'newest', 'oldest', 'recently-edited'] as const
export type ListOrder = (typeof LIST_ORDERS)[number]
/** An account's list before the user chose an order: by address, as variant A's servers list it. */
export const DEFAULT_LIST_ORDER: ListOrder = 'domain-asc'
export { MAX_WINDOW_ROWS }
/** Far beyond any real account; a bound so that nobody can make main count to infinity. */
const MAX_OFFSET = 10_000_000

/**
 * A window of rows of the list for a search, a filter and an order. Without `order`, the
 * account's remembered one; with it, it is remembered. `anchorId`: a website whose position in
 * the whole list the answer should say (the row the user is on), wherever it now is.
 */
export const listWindowSchema = z.strictObject({
  search: z.string().max(255).optional(),
  favorite: z.boolean().optional(),
  order: z.enum(LIST_ORDERS).optional(),
  offset: z.int().min(0).max(MAX_OFFSET),
  limit: z.int().min(1).max(MAX_WINDOW_ROWS),
  anchorId: z.string().regex(WEBSITE_REF).optional(),
})
export type ListWindowRequest = z.infer<typeof listWindowSchema>

export interface ListWindow {
  /** The rows from `offset` on, in order; fewer than asked at the end of the list. */
  items: Website[]
  offset: number
  /** How many websites match the search and filter in all. */
  total: number
  /** The order the rows are in (the remembered one when none was asked for). */
  order: ListOrder
  /** Where the answer came from: the server answers until the first sweep is complete. */
  source: 'mirror' | 'server'
  /**
   * True when the mirror, not yet complete, answered instead of the server: it could not be
   * reached, or cannot give this order or filter.
   */
  incomplete: boolean
  /** The position of `anchorId` in the whole list; null when it is not in it or none was asked. */
  anchorIndex: number | null
}
