/**
 * A website's statistics through the built app: its statistics tab shows a list ranked as the service ranks it, and a list exported through the system's save dialog — which
 * asks before replacing a file, Linux's too — writes every row, more than 100, paged, to the
 * chosen file as CSV.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { addDays } from '../../src/shared/statistics/series'
import { rangeOf, type DayRange } from '../../src/shared/statistics/period'
import { statsToday } from '../../src/shared/visitors'
import { addAccount, clickAt, openWebsite, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

type Row = { value: string; count: number }

/** Every row the service has for a statistic over a span (by default the export's: the last 30 days), in its order. */
async function serverRows(sandbox: Sandbox, websiteId: number, name: string, span?: DayRange): Promise<Row[]> {
  const today = statsToday(Date.now())
  const { from, to } = span ?? { from: addDays(today, -29), to: today }
  const rows: Row[] = []
  for (let page = 1; ; page++) {
    const query = `name=${name}&from=${from}&to=${to}&per_page=100&page=${page}`
    const response = await fetch(`${sandbox.url}/api/v1/stats/${websiteId}?${query}`, {
      headers: { Authorization: `Bearer ${sandbox.apiKey}`, Accept: 'application/json' },
    })
    const body = (await response.json()) as { data: Array<{ value: string; count: string }>; next_page_url: unknown }
    rows.push(...body.data.map((row) => ({ value: row.value, count: Number(row.count) })))
    if (body.next_page_url === null) return rows
  }
}

describe("a website's statistics", () => {
  it('shows the top pages in the editor and exports every page through the save dialog', async () => {
    // Today's count grows by the minute: the server's clock stands still so that the rows read here are the ones exported.
    const frozenAt = Date.now()
    const sandbox = await startSandbox({ rateLimitPerMinute: 0, now: () => frozenAt })
    sandboxes.push(sandbox)
    // The website with the most pages this month: over 100, so that the export pages through the API.
    let biggest = { id: 0, host: '', pages: [] as Row[] }
    for (const row of sandbox.control.list('B').slice(0, 12)) {
      const pages = await serverRows(sandbox, row.id, 'page')
      if (pages.length > biggest.pages.length) biggest = { id: row.id, host: row.host, pages }
    }
    expect(biggest.pages.length).toBeGreaterThan(100)

    const app = await launch({ argv: ['--hidden'] })
    await addAccount(app, sandbox)
    const { page } = await app.waitForLoadedWindow()
    await openWebsite(page, biggest.host, 'statistics')
    await clickAt(page, page.getByRole('button', { name: '30 days' }))
    // A list is read once it comes into view.
    await page.locator('[data-list="page"]').scrollIntoViewIfNeeded()
    const pages = page.locator('[data-list="page"]').getByRole('table', { name: 'Pages' })
    // The first rows as the service ranks them over the tab's 30 days (complete days, to yesterday): the page, and how
    // many views it had.
    const listed = await serverRows(
      sandbox,
      biggest.id,
      'page',
      rangeOf({ preset: '30d' }, statsToday(frozenAt), frozenAt),
    )
    for (const [index, row] of listed.slice(0, 3).entries()) {
      await expect
        .poll(async () =>
          (
            await pages
              .getByRole('row')
              .nth(index + 1)
              .getByRole('cell')
              .allTextContents()
          )
            .slice(0, 2)
            .map((cell) => cell.trim()),
        )
        .toEqual([row.value, `${row.count.toLocaleString('en-US')} pageview${row.count === 1 ? '' : 's'}`])
    }

    // The user picks last month's export: the dialog asks before replacing it, on Linux too.
    const exportAny = page.getByRole('region', { name: 'Export any statistic' })
    // The lists that come into view with it are read first: the page stops moving before the click.
    await exportAny.scrollIntoViewIfNeeded()
    await page.locator('[data-list="event"] table, [data-list="event"] p:not([role="status"])').first().waitFor()
    await exportAny.getByLabel('Statistic', { exact: true }).selectOption('page')
    const file = join(dataFolder(), 'pages.csv')
    writeFileSync(file, 'last month\r\n')
    const exportButton = exportAny.getByRole('button', { name: 'Export CSV' })
    app.dialog.answerNextSaveDialog(file, { replace: false })
    await clickAt(page, exportButton)
    await expect.poll(() => app.dialog.replaceQuestions()).toEqual([{ filePath: file, replace: false }])
    await exportAny.getByRole('button', { name: 'Cancel export' }).waitFor({ state: 'detached' })
    expect(readFileSync(file, 'utf8')).toBe('last month\r\n')
    // Asked again, they replace it.
    app.dialog.answerNextSaveDialog(file, { replace: true })
    await clickAt(page, exportButton)
    const saved = `Saved ${biggest.pages.length} rows to pages.csv.`
    await exportAny.getByText(saved).waitFor()
    expect(app.dialog.replaceQuestions()).toEqual([
      { filePath: file, replace: false },
      { filePath: file, replace: true },
    ])
    const records = parse(readFileSync(file), { bom: true, columns: true }) as Array<{ page: string; count: string }>
    expect(records.map((record) => ({ value: record.page, count: Number(record.count) }))).toEqual(biggest.pages)
    const dialogs = app.dialog.calls.flatMap((call) => (call.kind === 'saveDialog' ? [call.options] : []))
    // The file is suggested by website, statistic and days.
    const today = statsToday(Date.now())
    const asked = expect.objectContaining({
      title: 'Export statistics as CSV',
      defaultPath: `${biggest.host}-page-${addDays(today, -29)}-${today}.csv`,
    })
    expect(dialogs).toEqual([asked, asked])
  })
})
