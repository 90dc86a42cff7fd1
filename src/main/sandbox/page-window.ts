/**
 * A page of a list as Laravel's LengthAwarePaginator sees it, before it is written out: the
 * websites list (wire.ts) and the statistics endpoint (stats-paginator.ts) write it two ways, from
 * the same numbers and links.
 */

export interface PageWindow {
  /** Absolute URL of the list without query, e.g. http://127.0.0.1:8787/api/v1/websites. */
  path: string
  /** The request's query, kept in every link. */
  query: URLSearchParams
  page: number
  perPage: number
  total: number
}

export interface PageFacts {
  lastPage: number
  /** The number of the page's first row in the whole list; null on an empty page. */
  from: number | null
  to: number | null
  /** The address of another page: the same query, its `page` replaced. */
  link(page: number): string
}

export function pageFacts(window: PageWindow, rowsOnPage: number): PageFacts {
  const lastPage = Math.max(1, Math.ceil(window.total / window.perPage))
  const from = rowsOnPage > 0 ? (window.page - 1) * window.perPage + 1 : null
  return {
    lastPage,
    from,
    to: from === null ? null : from + rowsOnPage - 1,
    link(page) {
      const query = new URLSearchParams(window.query)
      query.set('page', String(page))
      return `${window.path}?${query.toString()}`
    },
  }
}
