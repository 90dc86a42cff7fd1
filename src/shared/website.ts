/**
 * The domain model shared by main, preload and renderer: the API variants and
 * what each can do, list queries and pages. The website's own fields are
 * defined in website-schema.ts, the variants in variant.ts.
 */
import type { Website } from './website-schema'

export { CAPABILITIES } from './variant'
export type { PerPageRule, SearchBy, SortBy, SortOrder, Variant, VariantCapabilities } from './variant'

export type { Correction, Privacy, Website, WebsiteInput, WebsitePatch } from './website-schema'
export type { ListQuery } from './list-query-schema'

/** A website id on the wire: the server's auto-increment integer, kept as text so ids past 2^53 survive. */
export const WEBSITE_ID = /^\d{1,19}$/

/** A website created on this computer has this id until the server's arrives; edits may name it by it all along. */
export const LOCAL_ID_PREFIX = 'local-'

/** What a caller may name a website by (an IPC request, a menu item): its server id, or its local id. */
export const WEBSITE_REF = /^(?:\d{1,19}|local-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/

export interface WebsitePage {
  items: Website[]
  page: number
  lastPage: number | null
  perPage: number | null
  total: number | null
}
