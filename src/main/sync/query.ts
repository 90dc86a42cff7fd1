/**
 * List queries answered from the mirror with the meaning the server gives
 * them (design.md §3), so that the list looks the same whether it came from
 * the server (before the first sweep) or from disk.
 */
import type { ListQuery, Variant, Website, WebsitePage } from '../../shared/website'
import { CAPABILITIES } from '../../shared/website'

export type { QueryResult, QuerySource } from '../../shared/sync'

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true })

function createdOrder(a: Website, b: Website): number {
  const byDate = (a.createdAt ?? '').localeCompare(b.createdAt ?? '')
  if (byDate !== 0) return byDate
  // Same second: the auto-increment id says which came first; local ones are the newest.
  return idRank(a.id) - idRank(b.id)
}

function idRank(id: string): number {
  return /^\d+$/.test(id) ? Number(id) : Number.MAX_SAFE_INTEGER
}

export function queryWebsites(websites: readonly Website[], query: ListQuery, variant: Variant): WebsitePage {
  const needle = query.search?.trim().toLowerCase() ?? ''
  let items = websites.filter((website) => (needle === '' || website.domain.toLowerCase().includes(needle)) && (query.favorite === undefined || website.favorite === query.favorite))
  if (query.sort !== undefined) {
    const direction = query.sort === 'desc' ? -1 : 1
    // Variant A has no sort_by: it sorts by its url. B sorts by id (created) unless told otherwise.
    const byDomain = query.sortBy === 'domain' || (variant === 'A' && query.sortBy === undefined)
    items = [...items].sort((a, b) => direction * (byDomain ? collator.compare(a.domain, b.domain) : createdOrder(a, b)))
  }
  const perPage = query.perPage ?? CAPABILITIES[variant].perPage.default
  const total = items.length
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const page = query.page ?? 1
  return { items: items.slice((page - 1) * perPage, page * perPage), page, lastPage, perPage, total }
}
