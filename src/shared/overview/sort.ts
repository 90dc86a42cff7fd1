/**
 * The overview's table ordered and searched (docs/architecture.md, "Overview"): by any column
 * either way, websites not read yet last, ties by domain; a change with nothing to compare with
 * counts as no figure; the search finds the text anywhere in the domain. Pure.
 */
import { currentFormatLocale } from '../i18n'
import { changeOf, comparedOf, type Figure, type OverviewRow } from '.'

export const OVERVIEW_COLUMNS = ['website', 'visitors', 'visitorsChange', 'pageviews', 'pageviewsChange'] as const
export type OverviewColumn = (typeof OVERVIEW_COLUMNS)[number]
export interface OverviewSort {
  column: OverviewColumn
  direction: 'asc' | 'desc'
}

/** A change as one number to order by: "new" above any growth; none where there is nothing to compare with. */
function changeKey(figure: Figure): number | null {
  const compared = comparedOf(figure)
  if (!compared) return null
  const change = changeOf(compared)
  return change.kind === 'new' ? Infinity : change.ratio
}

function sortKey(row: OverviewRow, column: OverviewColumn): number | null {
  const { figures } = row
  if (!figures) return null
  if (column === 'visitors') return figures.visitors.current
  if (column === 'pageviews') return figures.pageviews.current
  if (column === 'visitorsChange') return changeKey(figures.visitors)
  if (column === 'pageviewsChange') return changeKey(figures.pageviews)
  return null
}

/** Rows in the order asked for; websites not read yet go last either way, ties by domain. */
export function sortRows(rows: readonly OverviewRow[], sort: OverviewSort): OverviewRow[] {
  const sign = sort.direction === 'asc' ? 1 : -1
  // The language's own order on the domain as shown (its Unicode form): bücher.de among the b's.
  const collator = new Intl.Collator(currentFormatLocale())
  const byDomain = (a: OverviewRow, b: OverviewRow): number => collator.compare(a.domain, b.domain)
  if (sort.column === 'website') return [...rows].sort((a, b) => sign * byDomain(a, b))
  return [...rows].sort((a, b) => {
    const keyA = sortKey(a, sort.column)
    const keyB = sortKey(b, sort.column)
    if (keyA === null || keyB === null) return keyA === keyB ? byDomain(a, b) : keyA === null ? 1 : -1
    if (keyA === keyB) return byDomain(a, b)
    return keyA < keyB ? -sign : sign
  })
}

/** The list's search: the text anywhere in the domain, whatever the case. */
export function filterRows(rows: readonly OverviewRow[], search: string): OverviewRow[] {
  const needle = search.trim().toLowerCase()
  if (needle === '') return [...rows]
  return rows.filter((row) => row.domain.toLowerCase().includes(needle))
}
