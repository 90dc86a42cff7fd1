/**
 * List queries answered from the mirror with the meaning the server gives
 * them (docs/architecture.md, "How servers behave"), so that the list looks the same whether it came from
 * the server (before the first sweep) or from disk: the same websites, in the
 * same order, on the same page.
 */
import type { ListQuery, Variant, Website, WebsitePage } from '../../shared/website'
import { CAPABILITIES } from '../../shared/website'

export type { QueryResult, QuerySource } from '../../shared/sync'

/**
 * Server ids are auto-increment integers (as text, so compared by length
 * first); a website not yet on the server is newer than all of them.
 */
function compareIds(a: string, b: string): number {
  const aLocal = !/^\d+$/.test(a)
  const bLocal = !/^\d+$/.test(b)
  if (aLocal || bLocal) return aLocal === bLocal ? compareText(a, b) : aLocal ? 1 : -1
  return a.length - b.length || compareText(a, b)
}

/** Plain code-point order, as the server's string comparison: `shop10` comes before `shop2`. */
function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}

/**
 * What the server orders by, and which way when no `sort` is given: B by
 * `sort_by` (id, i.e. creation, by default), newest first; A always by its
 * address, A→Z.
 */
function orderOf(query: ListQuery, variant: Variant): { key: 'id' | 'domain'; direction: 1 | -1 } {
  const key = variant === 'A' || query.sortBy === 'domain' ? 'domain' : 'id'
  const sort = query.sort ?? (variant === 'A' ? 'asc' : 'desc')
  return { key, direction: sort === 'asc' ? 1 : -1 }
}

export function queryWebsites(websites: readonly Website[], query: ListQuery, variant: Variant): WebsitePage {
  const needle = query.search?.trim().toLowerCase() ?? ''
  const matching = websites.filter((website) => (needle === '' || website.domain.toLowerCase().includes(needle)) && (query.favorite === undefined || website.favorite === query.favorite))
  const { key, direction } = orderOf(query, variant)
  // Ties (equal domains can only differ in case) go by id, in the same direction.
  const byDomain = key === 'domain'
  const items = matching.sort((a, b) => direction * ((byDomain ? compareText(a.domain.toLowerCase(), b.domain.toLowerCase()) : 0) || compareIds(a.id, b.id)))
  const perPage = query.perPage ?? CAPABILITIES[variant].perPage.default
  const total = items.length
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const page = query.page ?? 1
  return { items: items.slice((page - 1) * perPage, page * perPage), page, lastPage, perPage, total }
}
