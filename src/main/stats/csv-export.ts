/**
 * A statistic to a CSV file (docs/architecture.md, "Visitors"): every row, paged through the API
 * 100 at a time and written to the file as each page arrives, so that memory holds a page, not
 * the file. The file is put in place only once complete (storage's `writeStreamedAtomically`),
 * so a cancelled or failed export leaves nothing where the user asked for one, and it never grows
 * past EXPORT_MAX_BYTES.
 *
 * csv-stringify writes it: RFC 4180 (a header line, CRLF, a field quoted where it holds a comma, a
 * quote, CR or LF, quotes doubled), UTF-8 with a BOM — without one, Excel on Windows reads the
 * file in the system's legacy code page and garbles every non-ASCII value. The values come from
 * visitors (a campaign, an event, a referrer): one starting with = + - @ TAB or CR is a formula
 * to Excel, LibreOffice and Google Sheets (OWASP "CSV injection"; it can send the other rows to a
 * URL), so `escape_formulas` writes it with a leading ' and the spreadsheet shows it as text.
 * Counts are numbers, written as they are.
 */
import { Readable, Transform, type TransformCallback } from 'node:stream'
import { stringify, type Options as CsvOptions } from 'csv-stringify'
import type { StatsClient } from '../api'
import type { RequestScheduler } from '../scheduler'
import { writeStreamedAtomically } from '../storage'
import { isSeries } from '../../shared/statistics/insights'
import type { StatName } from '../../shared/statistics/series'

/**
 * The largest file an export writes: a month of a big website's pages is well under 1 MB, and
 * 50 MB is about half a million rows of 100 bytes — hours of requests at the service's 60 a minute.
 */
export const EXPORT_MAX_BYTES = 50 * 1024 * 1024

/** The export stopped because its file would have passed `maxBytes`. */
export class ExportTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the export would be larger than ${maxBytes} bytes`)
    this.name = 'ExportTooLargeError'
  }
}

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

/** The header's first column: what the values are. */
function valueHeader(name: StatName): string {
  if (name === 'visitors' || name === 'pageviews') return 'day'
  return name.endsWith('_hour') ? 'hour' : name
}

/** How every export is written (see above); records are `[value, count]`. */
function csvOptions(name: StatName): CsvOptions {
  return {
    bom: true,
    header: true,
    columns: [valueHeader(name), 'count'],
    record_delimiter: 'windows',
    // Once record_delimiter is set, csv-stringify quotes only fields holding CRLF itself: a lone
    // CR or LF inside a value would then end the record for every reader.
    quote_record_delimiter: true,
    escape_formulas: true,
  }
}

/** Passes bytes on until `maxBytes` have gone by, then fails before writing the chunk that would pass it. */
function byteCap(maxBytes: number): Transform {
  let written = 0
  return new Transform({
    transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
      written += chunk.length
      if (written > maxBytes) callback(new ExportTooLargeError(maxBytes))
      else callback(null, chunk)
    },
  })
}

/**
 * Reads every row and writes the file; answers how many rows it wrote. The pages go out on the
 * background lane, as a bulk change's do: the user started it, but it may be long, and every click
 * made meanwhile goes first (docs/architecture.md, "Requests"). Each page is asked once the rows
 * before it are on their way to the file. A server that never stops sending pages meets the cap.
 */
export async function exportCsv(options: CsvExportOptions): Promise<number> {
  const { client, scheduler, accountId, websiteId, name, from, to, signal } = options
  // A write that fails (the cap, the disk) also withdraws a page being read ahead.
  const writing = new AbortController()
  const reading = signal ? AbortSignal.any([signal, writing.signal]) : writing.signal
  const run = <T>(request: (signal?: AbortSignal) => Promise<T>): Promise<T> =>
    scheduler.run({ lane: 'background', accountId, signal: reading }, request)
  const order = isSeries(name) ? { sortBy: 'value' as const, sort: 'asc' as const } : {}
  let rowsRead = 0

  async function* records(): AsyncGenerator<[string, number]> {
    for (let page = 1; ;) {
      reading.throwIfAborted()
      const answer = await client.stats(
        websiteId,
        { name, from, to, ...order, perPage: 100, ...(page > 1 && { page }) },
        { run, signal: reading },
      )
      rowsRead += answer.rows.length
      options.onProgress?.(rowsRead, answer.total)
      for (const row of answer.rows) yield [row.value, row.count]
      if (answer.nextPage === null) return
      page = answer.nextPage
    }
  }

  try {
    await writeStreamedAtomically(options.path, {
      streams: [Readable.from(records()), stringify(csvOptions(name)), byteCap(EXPORT_MAX_BYTES)],
      ...(signal && { signal }),
    })
  } finally {
    writing.abort()
  }
  return rowsRead
}
