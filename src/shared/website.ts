/**
 * The domain model shared by main, preload and renderer: the API variants and
 * what each can do, list queries and pages. The website's own fields are
 * defined in website-schema.ts.
 */

/** A: older line, identifies a website by `url`. B: current line, by `domain`, with favorites. */
export type Variant = 'A' | 'B'

import type { Website } from './website-schema'

export type { Correction, Privacy, Website, WebsiteInput, WebsitePatch } from './website-schema'
export type { ListQuery } from './list-query'

/** A website id on the wire: the server's auto-increment integer, kept as text so ids past 2^53 survive. */
export const WEBSITE_ID = /^\d{1,19}$/

/** A website created on this computer has this id until the server's arrives; edits may name it by it all along. */
export const LOCAL_ID_PREFIX = 'local-'

/** What a caller may name a website by (an IPC request, a menu item): its server id, or its local id. */
export const WEBSITE_REF = /^(?:\d{1,19}|local-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export type SortOrder = 'asc' | 'desc'
/** `created` is variant B's `sort_by=id`. */
export type SortBy = 'created' | 'domain'
export type SearchBy = 'domain'

export interface WebsitePage {
  items: Website[]
  page: number
  lastPage: number | null
  perPage: number | null
  total: number | null
}

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
