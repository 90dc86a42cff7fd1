/**
 * A statistic to a CSV file (issue 33): every row, paged through the API 100 at a time, as RFC
 * 4180 writes them — a header line, fields quoted where they hold a comma, a quote or a line
 * break (quotes doubled), CRLF between records — in UTF-8, counts as plain integers. The file is
 * written once every row is in, atomically (write-file-atomic: a temp file, fsync, rename), so a
 * cancelled or failed export leaves no half file where the user asked for one.
 *
 * The quoting is a few lines here rather than a CSV library: it is the whole of what RFC 4180
 * asks of a writer, and the tests read the files back with a real parser (csv-parse).
 */
import writeFileAtomic from 'write-file-atomic'
import type { StatsClient } from '../api'
import type { RequestScheduler } from '../scheduler'
import { retryOnLock } from '../storage'
import { isSeries } from '../../shared/insights'
import type { StatName, StatsRow } from '../../shared/stats'

export interface CsvExportOptions {
  accountId: string
  client: StatsClient
  scheduler: Pick<RequestScheduler, 'run'>
  websiteId: string
  name: StatName
  from: string
  to: string
  path: string
  signal?: AbortSignal
  /** After each page: the rows read so far and how many the server says there are. */
  onProgress?(rowsRead: number, total: number | null): void
}

/** The longest export: 5,000 pages of 100 rows, more than any statistic of a real website. */
const MAX_PAGES = 5_000

/** One field as RFC 4180 writes it. */
export function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** The header's first column: what the values are. */
export function valueHeader(name: StatName): string {
  if (name === 'visitors' || name === 'pageviews') return 'day'
  return name.endsWith('_hour') ? 'hour' : name
}

export function csvText(name: StatName, rows: readonly StatsRow[]): string {
  const lines = [`${valueHeader(name)},count`, ...rows.map((row) => `${csvField(row.value)},${row.count}`)]
  return `${lines.join('\r\n')}\r\n`
}

/**
 * Reads every row and writes the file; answers how many rows it wrote. The pages go out on the
 * background lane, as a bulk change's do: the user started it, but it may be long, and every click
 * made meanwhile goes first (docs/architecture.md, "Requests").
 */
export async function exportCsv(options: CsvExportOptions): Promise<number> {
  const { client, scheduler, accountId, websiteId, name, from, to, signal } = options
  const run = <T>(request: (signal?: AbortSignal) => Promise<T>): Promise<T> =>
    scheduler.run({ lane: 'background', accountId, ...(signal && { signal }) }, request)
  const order = isSeries(name) ? { sortBy: 'value' as const, sort: 'asc' as const } : {}
  const rows: StatsRow[] = []
  for (let page = 1, read = 0; read < MAX_PAGES; read++) {
    signal?.throwIfAborted()
    const answer = await client.stats(
      websiteId,
      { name, from, to, ...order, perPage: 100, ...(page > 1 && { page }) },
      { run, ...(signal && { signal }) },
    )
    rows.push(...answer.rows)
    options.onProgress?.(rows.length, answer.total)
    if (answer.nextPage === null) break
    page = answer.nextPage
  }
  signal?.throwIfAborted()
  const text = csvText(name, rows)
  await retryOnLock(() => writeFileAtomic(options.path, text, { encoding: 'utf8', fsync: true }))
  return rows.length
}
