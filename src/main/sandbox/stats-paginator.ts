/**
 * Laravel's LengthAwarePaginator as `toArray()` writes it, unwrapped: the
 * statistics endpoint answers with this flat object (no `meta`, and `links`
 * is the array of page buttons, not the websites list's object of four URLs).
 */
import { pageFacts, type PageWindow } from './page-window'

export interface PageLink {
  url: string | null
  label: string
  active: boolean
}

/** Pages shown on each side of the current one (Laravel's default `onEachSide`). */
const ON_EACH_SIDE = 3

function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index)
}

/**
 * The page numbers Laravel's UrlWindow shows, `null` standing for its "...":
 * every page while there are few, otherwise the first two, a window around
 * the current page and the last two.
 */
export function pageWindow(page: number, lastPage: number): Array<number | null> {
  if (lastPage < ON_EACH_SIDE * 2 + 8) return range(1, lastPage)
  const window = ON_EACH_SIDE + 4
  if (page <= window) return [...range(1, window + ON_EACH_SIDE), null, ...range(lastPage - 1, lastPage)]
  if (page > lastPage - window)
    return [...range(1, 2), null, ...range(lastPage - (window + (ON_EACH_SIDE - 1)), lastPage)]
  return [
    ...range(1, 2),
    null,
    ...range(page - ON_EACH_SIDE, page + ON_EACH_SIDE),
    null,
    ...range(lastPage - 1, lastPage),
  ]
}

export function flatPaginator(items: unknown[], window: PageWindow): Record<string, unknown> {
  const { page, perPage, total } = window
  const { lastPage, from, to, link: url } = pageFacts(window, items.length)
  const previous = page > 1 ? url(page - 1) : null
  const next = page < lastPage ? url(page + 1) : null
  const links: PageLink[] = [
    { url: previous, label: '&laquo; Previous', active: false },
    ...pageWindow(page, lastPage).map((target) =>
      target === null
        ? { url: null, label: '...', active: false }
        : { url: url(target), label: String(target), active: target === page },
    ),
    { url: next, label: 'Next &raquo;', active: false },
  ]
  return {
    current_page: page,
    data: items,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    links,
    next_page_url: next,
    path: window.path,
    per_page: perPage,
    prev_page_url: previous,
    to,
    total,
  }
}
