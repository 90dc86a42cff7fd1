/**
 * One list of a website's statistics view (docs/architecture.md, "A website's statistics"): the
 * service's rows over a range, or referrers grouped into search engines and social networks, each
 * with its share of the rows read (every row's, once the last page was read) and its count in the
 * span compared with. Pure.
 */
import { referrerGroup } from '../../../shared/statistics/referrer-groups'
import type { ListRow, StatisticList, StatisticsListPage } from '../../../shared/statistics/summary'
import type { StatsRow } from '../../../shared/statistics/series'

/** Rows shown a page: the service's own page size. */
export const LIST_PAGE_ROWS = 100

/** Rows as read, and whether they are every row the range has (else the read stopped at its page cap). */
export interface RowsRead {
  rows: readonly StatsRow[]
  complete: boolean
  readAt: number
}

/** A list's rows from the statistic's: referrers summed per search engine or social network for the grouped lists. */
export function listRows(list: StatisticList, rows: readonly StatsRow[]): StatsRow[] {
  if (list !== 'searchEngine' && list !== 'socialNetwork') return [...rows]
  const sums = new Map<string, number>()
  for (const row of rows) {
    const name = referrerGroup(row.value, list)
    if (name !== null) sums.set(name, (sums.get(name) ?? 0) + row.count)
  }
  return [...sums].map(([value, count]) => ({ value, count })).sort((a, b) => b.count - a.count)
}

/**
 * A page of a list: its rows with their shares and their counts in the span compared with — a
 * value the complete comparison lacks had 0 then (new), one beyond what was read of it is unknown.
 * A breakdown cannot be cut at a time of day: where the range is, the compared span's counts are
 * taken at the share of its figures that had come by then (`previousShare`), as on a steady day.
 */
export function listPage(
  list: StatisticList,
  current: RowsRead,
  previous: RowsRead | null,
  page: number,
  /** The share of the compared span's rows that counts: below 1 where its last day is cut at a time of day. */
  previousShare = 1,
): StatisticsListPage {
  const rows = listRows(list, current.rows)
  const before = previous
    ? new Map(listRows(list, previous.rows).map((row) => [row.value, Math.round(row.count * previousShare)]))
    : null
  const sum = rows.reduce((total, row) => total + row.count, 0)
  const shown: ListRow[] = rows.slice((page - 1) * LIST_PAGE_ROWS, page * LIST_PAGE_ROWS).map((row) => ({
    value: row.value,
    count: row.count,
    share: sum > 0 ? row.count / sum : 0,
    previous: before === null ? null : (before.get(row.value) ?? (previous!.complete ? 0 : null)),
  }))
  return {
    list,
    rows: shown,
    values: rows.length,
    sum,
    page,
    // The service has pages beyond those read: the next one is read when asked for.
    more: rows.length > page * LIST_PAGE_ROWS || (!current.complete && rows.length >= page * LIST_PAGE_ROWS),
    readAt: Math.min(current.readAt, previous?.readAt ?? Infinity),
  }
}
