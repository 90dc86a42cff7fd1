/**
 * The statistics endpoint's wire ⇄ domain mapping. Pure, so it is tested
 * without a server. The answer is Laravel's flat paginator (`current_page`,
 * `data`, `next_page_url`, `last_page`, …) — not the websites list's
 * `data`/`links`/`meta` — and `count` is SQL's SUM, so it arrives as a string
 * (docs/architecture.md, "How servers behave"). A wrapped paginator
 * (`meta`/`links`) is read as well, should a server send one.
 */
import { isDay, type DailyCount, type StatsPage, type StatsRow } from '../../shared/statistics/series'
import type { StatsQuery } from '../../shared/statistics/stats-query'
import { isRecord } from '../../shared/validation'
import { nonNegativeOrNull, positiveOrNull, toInteger, WireFormatError } from './wire'
import { t } from '../../shared/i18n'

/** Query parameters for one page; only what the caller chose, the server's defaults otherwise. */
export function toStatsParams(query: StatsQuery): Record<string, string> {
  const params: Record<string, string> = { name: query.name, from: query.from, to: query.to }
  const search = query.search?.trim()
  if (search) params.search = search
  if (query.sortBy !== undefined) params.sort_by = query.sortBy
  if (query.sort !== undefined) params.sort = query.sort
  if (query.perPage !== undefined) params.per_page = String(query.perPage)
  if (query.page !== undefined) params.page = String(query.page)
  return params
}

/** SUM() arrives as "42" (or "42.0000" from a DECIMAL), some servers send 42; NULL is a sum of nothing. */
function parseCount(value: unknown): number {
  if (value === null) return 0
  const text = typeof value === 'string' ? value.trim().replace(/\.0+$/, '') : value
  const count = toInteger(text)
  if (count === null || count < 0) throw new WireFormatError(t('sync.api.statsNoCount'))
  return count
}

function parseRow(raw: unknown): StatsRow {
  if (!isRecord(raw)) throw new WireFormatError(t('sync.api.statsNotObject'))
  const { value } = raw
  if (value !== null && value !== undefined && typeof value !== 'string' && typeof value !== 'number')
    throw new WireFormatError(t('sync.api.statsNoValue'))
  return { value: value === null || value === undefined ? '' : String(value), count: parseCount(raw.count) }
}

function linkedPage(url: string): number | null {
  try {
    return positiveOrNull(new URL(url, 'http://base.invalid').searchParams.get('page'))
  } catch {
    return null
  }
}

/**
 * The page the server points to next. Only its number is taken from
 * `next_page_url`: the client asks its own address again, so a link built
 * for another host or for plain http (a proxy Laravel does not trust) never
 * receives the key.
 */
function nextPageOf(next: unknown, page: number, lastPage: number | null): number | null {
  if (typeof next === 'string' && next.trim() !== '') {
    const linked = linkedPage(next)
    return linked !== null && linked > page ? linked : page + 1
  }
  if (next === null) return null
  // No link at all: the last page's number says whether there is more.
  return lastPage !== null && page < lastPage ? page + 1 : null
}

export function parseStatsPage(body: unknown, requestedPage: number): StatsPage {
  if (!isRecord(body) || !Array.isArray(body.data)) throw new WireFormatError(t('sync.api.statsNoData'))
  const meta = isRecord(body.meta) ? body.meta : body
  const links = isRecord(body.links) ? body.links : undefined
  const page = positiveOrNull(meta.current_page) ?? requestedPage
  const lastPage = positiveOrNull(meta.last_page)
  const rows = body.data.map(parseRow)
  return {
    rows,
    page,
    lastPage,
    perPage: positiveOrNull(meta.per_page),
    total: nonNegativeOrNull(meta.total),
    nextPage: rows.length === 0 ? null : nextPageOf(links ? links.next : body.next_page_url, page, lastPage),
  }
}

/** A row's day: `Y-m-d`, or the date part of a date-time a server might send instead; null when the value is no day. */
export function rowDay(value: string): string | null {
  const day = value.trim().slice(0, 10)
  return isDay(day) && /^\d{4}-\d{2}-\d{2}(?:$|[ T])/.test(value.trim()) ? day : null
}

/** The rows that name a day, as day counts (a later row for the same day wins: it was read later). */
export function dailyCountsOf(rows: readonly StatsRow[]): DailyCount[] {
  const counts: DailyCount[] = []
  for (const row of rows) {
    const day = rowDay(row.value)
    if (day !== null) counts.push({ day, count: row.count })
  }
  return counts
}
