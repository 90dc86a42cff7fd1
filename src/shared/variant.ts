/**
 * The API variants and what each one's server can do. It imports nothing, so that the website
 * core (the profile, the field rules, the list query, the website's fields) builds on it without
 * an import circle; website.ts re-exports it for everyone else.
 */

/** A: older line, identifies a website by `url`. B: current line, by `domain`, with favorites. */
export type Variant = 'A' | 'B'

export type SortOrder = 'asc' | 'desc'
/** `created` is variant B's `sort_by=id`. */
export type SortBy = 'created' | 'domain'
export type SearchBy = 'domain'

export interface PerPageRule {
  /** The values a user can pick from, smallest first. */
  choices: readonly number[]
  min: number
  max: number
  /** Exact set of allowed values, or null when every integer in [min, max] is. */
  allowedValues: readonly number[] | null
  /** What the client sends when the caller gives nothing (real servers differ from the spec). */
  default: number
}

export interface VariantCapabilities {
  variant: Variant
  /** Path appended to the service address. */
  apiPath: string
  /** Name of the identifying field on the wire. */
  identifierField: 'url' | 'domain'
  /** Whether the server strips a leading `www.` from the identifier (B); A stores the host as sent. */
  stripsWww: boolean
  /** Values of `search_by`; empty when the variant has no such parameter. */
  searchBy: readonly SearchBy[]
  /** Favorites stored by the server, and the `favorite` list filter (B). Variant A favorites are local to SiteTray. */
  serverFavorites: boolean
  /** Values of `sort_by`; empty for A, which has no such parameter and orders by url when `sort` is given. */
  sortBy: readonly SortBy[]
  sort: readonly SortOrder[]
  perPage: PerPageRule
}

/** What each variant's server can do; read it through profileOf (variant-profile.ts), which answers for the variant. */
export const CAPABILITIES: Record<Variant, VariantCapabilities> = {
  A: {
    variant: 'A',
    apiPath: '/public/api/v1/websites',
    identifierField: 'url',
    stripsWww: false,
    searchBy: [],
    serverFavorites: false,
    sortBy: [],
    sort: ['asc', 'desc'],
    perPage: { choices: [10, 25, 50, 100], min: 10, max: 100, allowedValues: null, default: 10 },
  },
  B: {
    variant: 'B',
    apiPath: '/api/v1/websites',
    identifierField: 'domain',
    stripsWww: true,
    searchBy: ['domain'],
    serverFavorites: true,
    sortBy: ['created', 'domain'],
    sort: ['asc', 'desc'],
    perPage: { choices: [10, 25, 50, 100], min: 10, max: 100, allowedValues: [10, 25, 50, 100], default: 100 },
  },
}
