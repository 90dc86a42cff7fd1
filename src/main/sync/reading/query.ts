/**
 * List queries answered from the mirror with the meaning the server gives
 * them (docs/architecture.md, "How servers behave"), so that the list looks the same whether it came from
 * the server (before the first sweep) or from disk: the same websites, in the
 * same order, on the same page. And the window's list: a window of rows from
 * the mirror's index, or what the server is asked for it before the first sweep.
 */
import { domainToASCII } from 'node:url'
import type { ListOrder, ListWindow, ListWindowRequest } from '../../../shared/list-query'
import type { ListQuery, Variant, Website, WebsitePage } from '../../../shared/website'
import { profileOf } from '../../../shared/variant-profile'
import type { AccountMirror } from '../../mirror'
import { compareIds, compareText } from '../../../shared/server-order'

export type { QueryResult, QuerySource } from '../../../shared/sync'

/**
 * What the server orders by, and which way when no `sort` is given: B by
 * `sort_by` (id, i.e. creation, by default), newest first; A always by its
 * address, A→Z.
 */
function orderOf(query: ListQuery, variant: Variant): { key: 'id' | 'domain'; direction: 1 | -1 } {
  const { by, sort } = profileOf(variant).serverOrder(query)
  return { key: by === 'domain' ? 'domain' : 'id', direction: sort === 'asc' ? 1 : -1 }
}

export function queryWebsites(websites: readonly Website[], query: ListQuery, variant: Variant): WebsitePage {
  const needle = query.search?.trim().toLowerCase() ?? ''
  const matching = websites.filter(
    (website) =>
      (needle === '' || website.domain.toLowerCase().includes(needle)) &&
      (query.favorite === undefined || website.favorite === query.favorite),
  )
  const { key, direction } = orderOf(query, variant)
  // Ties (equal domains can only differ in case) go by id, in the same direction.
  const byDomain = key === 'domain'
  const items = matching.sort(
    (a, b) =>
      direction *
      ((byDomain ? compareText(a.domain.toLowerCase(), b.domain.toLowerCase()) : 0) || compareIds(a.id, b.id)),
  )
  const perPage = query.perPage ?? profileOf(variant).perPage.default
  const total = items.length
  const lastPage = Math.max(1, Math.ceil(total / perPage))
  const page = query.page ?? 1
  return { items: items.slice((page - 1) * perPage, page * perPage), page, lastPage, perPage, total }
}

// ── the list as the window scrolls it ───────────────────────────────────────

/** A window request as the engine receives it: its order decided, and the user's recent edits for that order. */
export interface WindowRequest extends Omit<ListWindowRequest, 'order'> {
  order: ListOrder
  recentlyEdited: readonly string[]
}

/** The window from the mirror's index. */
export function mirrorWindow(
  mirror: Pick<AccountMirror, 'listWindow'>,
  request: WindowRequest,
  incomplete: boolean,
): ListWindow {
  const { search, favorite, order, offset, limit, anchorId, recentlyEdited } = request
  const window = mirror.listWindow({
    order,
    offset,
    limit,
    recentlyEdited,
    ...(search !== undefined && { search }),
    ...(favorite !== undefined && { favorite }),
    ...(anchorId !== undefined && { anchorId }),
  })
  return { ...window, order, source: 'mirror', incomplete }
}

/** How the server is asked for each order; null where only the mirror can give it. */
const SERVER_ORDERS: Record<ListOrder, { sortBy: 'domain' | 'created'; sort: 'asc' | 'desc' } | null> = {
  'domain-asc': { sortBy: 'domain', sort: 'asc' },
  'domain-desc': { sortBy: 'domain', sort: 'desc' },
  newest: { sortBy: 'created', sort: 'desc' },
  oldest: { sortBy: 'created', sort: 'asc' },
  'recently-edited': null,
}

/**
 * The server searches the domains as it stores them, in ASCII: a search typed in a domain's own
 * letters goes in that form, which finds whole labels (münchen → xn--mnchen-3ya). A part of a
 * label has no ASCII form to look for; the mirror finds it once the first sweep is in.
 */
function serverSearch(search: string): string {
  if (/^[\x20-\x7e]*$/.test(search)) return search
  return domainToASCII(search) || search
}

/**
 * What the server is asked for an order, or null when it cannot give it: recent edits are this
 * computer's own; variant A orders by its address alone and filters no favorites.
 */
export function serverListQuery(request: WindowRequest, variant: Variant): ListQuery | null {
  const profile = profileOf(variant)
  if (request.favorite !== undefined && profile.favoritesLiveHere) return null
  const sorting = SERVER_ORDERS[request.order]
  if (!sorting) return null
  // A variant without sort_by (A) orders by its address, and by nothing else.
  const sortBy = profile.sortBy.length > 0 ? sorting.sortBy : undefined
  if (sortBy === undefined && sorting.sortBy !== 'domain') return null
  const search = request.search?.trim()
  return {
    sort: sorting.sort,
    ...(sortBy !== undefined && { sortBy }),
    ...(search ? { search: serverSearch(search) } : {}),
    ...(request.favorite !== undefined && { favorite: request.favorite }),
  }
}

/** The pages (from 1) of `perPage` rows that hold the rows from `offset` to `offset + limit`. */
export function pagesCovering(offset: number, limit: number, perPage: number): number[] {
  const first = Math.floor(offset / perPage) + 1
  const last = Math.floor((offset + Math.max(1, limit) - 1) / perPage) + 1
  return Array.from({ length: last - first + 1 }, (_, index) => first + index)
}
