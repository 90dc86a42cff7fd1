/**
 * A website's statistics through the services, against the sandbox over loopback: a
 * breakdown ranked as the server ranks it, this hour so far against the same hour yesterday until
 * the same minute, and an
 * export of every row to CSV — read back with a real CSV parser — refused up front where the
 * plan has no exports.
 */
import { existsSync, readdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ServicesEvent } from '../../src/main/services'
import type { ExportProgress } from '../../src/shared/statistics/insights'
import { addDays, type StatName } from '../../src/shared/statistics/series'
import { statsToday } from '../../src/shared/visitors'
import { accountOnSandbox, type AccountSetup } from '../support/account'
import { whenServices } from '../support/services'

const isStats = (path: string): boolean => path.startsWith('/api/v1/stats/')
const EXPORT_ID = '6f1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12'

/** Every row the server has for a statistic, in its own order, asked directly. */
async function serverRows(
  setup: AccountSetup,
  websiteId: number,
  query: string,
): Promise<Array<{ value: string; count: number }>> {
  const rows: Array<{ value: string; count: number }> = []
  for (let page = 1; ; page++) {
    const response = await fetch(`${setup.sandbox.url}/api/v1/stats/${websiteId}?${query}&per_page=100&page=${page}`, {
      headers: { Authorization: `Bearer ${setup.sandbox.apiKey}`, Accept: 'application/json' },
    })
    const body = (await response.json()) as { data: Array<{ value: string; count: string }>; next_page_url: unknown }
    rows.push(...body.data.map((row) => ({ value: row.value, count: Number(row.count) })))
    if (body.next_page_url === null) return rows
  }
}

function last30(): string {
  const today = statsToday(Date.now())
  return `from=${addDays(today, -29)}&to=${today}`
}

/** The website of the sandbox with the most pages this month: more than 100. */
async function biggestWebsite(setup: AccountSetup): Promise<number> {
  let best = { id: 0, pages: 0 }
  for (const website of setup.sandbox.control.list('B').slice(0, 30)) {
    const pages = (await serverRows(setup, website.id, `name=page&${last30()}`)).length
    if (pages > best.pages) best = { id: website.id, pages }
  }
  expect(best.pages).toBeGreaterThan(100)
  return best.id
}

/** The server's clock stands still: today's counts grow by the minute, and the rows read here must be the ones SiteTray read. */
function stillServer(options: { plan?: { dataExport: boolean } } = {}): Parameters<typeof accountOnSandbox>[0] {
  const at = Date.now()
  return { sandbox: { ...options, now: () => at } }
}

const progressOf = (events: readonly ServicesEvent[]): ExportProgress[] =>
  events.flatMap((event) => (event.type === 'export-progress' ? [event.payload] : []))

describe("a website's breakdown", () => {
  it("shows the server's ranking first, each row's share of all rows, and answers again from memory", async () => {
    const setup = await accountOnSandbox(stillServer())
    const { services, accountId, requests } = setup
    const breakdown = await services.insights.breakdown({ accountId, websiteId: '2', name: 'page', period: '30d' })
    const all = await serverRows(setup, 2, `name=page&${last30()}`)
    const pageviews = (await serverRows(setup, 2, `name=pageviews&${last30()}`)).reduce((a, row) => a + row.count, 0)
    expect(breakdown.rows.map(({ value, count }) => ({ value, count }))).toEqual(all.slice(0, 10))
    expect(breakdown.sum).toBe(pageviews)
    expect(breakdown.values).toBe(all.length)
    expect(breakdown.rows[0]!.share).toBeCloseTo(all[0]!.count / pageviews, 10)
    const asked = requests.filter((request) => isStats(request.path)).length
    expect(asked).toBeGreaterThan(0)
    await services.insights.breakdown({ accountId, websiteId: '2', name: 'page', period: '30d' })
    expect(requests.filter((request) => isStats(request.path)).length).toBe(asked)
  })

  it('counts only today for "today", as the server groups it', async () => {
    const setup = await accountOnSandbox(stillServer())
    const { services, accountId } = setup
    const today = statsToday(Date.now())
    const breakdown = await services.insights.breakdown({ accountId, websiteId: '3', name: 'country', period: 'today' })
    expect(breakdown).toMatchObject({ from: today, to: today })
    const all = await serverRows(setup, 3, `name=country&from=${today}&to=${today}`)
    expect(breakdown.rows.map((row) => row.value)).toEqual(all.slice(0, 10).map((row) => row.value))
  })
})

describe('this hour', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("is this hour's visitors and pageviews so far against the same hour yesterday until the same minute", async () => {
    // 15:20, the clock going on from there: this hour has had 20 minutes, and yesterday's is counted to its 20th.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T15:20:00Z'), shouldAdvanceTime: true })
    const setup = await accountOnSandbox()
    const { services, accountId } = setup
    const answer = await services.insights.thisHour({ accountId, websiteId: '2' })
    const today = statsToday(answer.readAt)
    const minutes = new Date(answer.readAt).getUTCMinutes()
    const countAt = async (name: StatName, day: string): Promise<number> =>
      (await serverRows(setup, 2, `name=${name}&from=${day}&to=${day}`)).find((row) => row.value === '15')?.count ?? 0
    const yesterday = addDays(today, -1)
    expect(answer).toMatchObject({
      hour: '15',
      visitors: {
        today: await countAt('visitors_hour', today),
        yesterday: Math.round(((await countAt('visitors_hour', yesterday)) * minutes) / 60),
      },
      pageviews: {
        today: await countAt('pageviews_hour', today),
        yesterday: Math.round(((await countAt('pageviews_hour', yesterday)) * minutes) / 60),
      },
    })
    expect(answer.visitors.yesterday).toBeGreaterThan(0)
    expect(answer.visitors.yesterday).toBeLessThan(await countAt('visitors_hour', yesterday))
  })
})

describe('an export', () => {
  it('writes every row — more than 100, paged — as RFC 4180 CSV, quotes and commas included', async () => {
    const setup = await accountOnSandbox(stillServer({ plan: { dataExport: true } }))
    const { services, accountId, dataDir, events } = setup
    const websiteId = await biggestWebsite(setup)
    const path = join(dataDir, 'pages.csv')
    services.insights.useSaveDialog(async () => path)
    const answer = await services.insights.export({
      accountId,
      websiteId: String(websiteId),
      name: 'page',
      period: '30d',
      exportId: EXPORT_ID,
    })
    const all = await serverRows(setup, websiteId, `name=page&${last30()}`)
    expect(answer).toEqual({ outcome: 'written', rows: all.length, fileName: 'pages.csv' })
    const text = await readFile(path, 'utf8')
    const records = parse(text, { bom: true, columns: true }) as Array<{ page: string; count: string }>
    expect(records.map((record) => ({ value: record.page, count: Number(record.count) }))).toEqual(all)
    expect(records.every((record) => /^\d+$/.test(record.count))).toBe(true)
    expect(text).toContain('"/search?q=red,blue"')
    expect(text).toContain('"/search?q=""wool socks"""')
    const progress = progressOf(events)
    expect(progress.at(-1)).toMatchObject({ exportId: EXPORT_ID, state: 'done', rowsRead: all.length })
    expect(progress.some((step) => step.state === 'reading' && step.rowsRead === 100)).toBe(true)
  })

  it('keeps a line break inside a value, the event written as the server sends it', async () => {
    const setup = await accountOnSandbox(stillServer())
    const { services, accountId, dataDir } = setup
    const path = join(dataDir, 'events.csv')
    services.insights.useSaveDialog(async () => path)
    await services.insights.export({ accountId, websiteId: '2', name: 'event', period: '30d', exportId: EXPORT_ID })
    const records = parse(await readFile(path, 'utf8'), { bom: true, columns: true }) as Array<{ event: string }>
    const all = await serverRows(setup, 2, `name=event&${last30()}`)
    expect(records.map((record) => record.event)).toEqual(all.map((row) => row.value))
    expect(records.map((record) => record.event)).toContain('feedback:great\nthanks:text')
  })

  it('is refused before any request or dialog where the plan has no data export', async () => {
    const setup = await accountOnSandbox({ sandbox: { plan: { dataExport: false } } })
    const { services, accountId, requests } = setup
    services.start()
    await whenServices(services, () => services.stats.exportAllowed(accountId) === false, 'the plan is read')
    requests.splice(0)
    let asked = 0
    services.insights.useSaveDialog(async () => {
      asked++
      return null
    })
    await expect(
      services.insights.export({ accountId, websiteId: '2', name: 'page', period: '7d', exportId: EXPORT_ID }),
    ).rejects.toMatchObject({ kind: 'forbidden', message: expect.stringContaining('data export') })
    expect(asked).toBe(0)
    expect(requests).toEqual([])
  })

  it('stops when cancelled, leaving no file, and writes nothing when no file is chosen', async () => {
    const setup = await accountOnSandbox(stillServer())
    const { services, accountId, dataDir, events } = setup
    const websiteId = String(await biggestWebsite(setup))
    services.insights.useSaveDialog(async () => null)
    expect(
      await services.insights.export({ accountId, websiteId, name: 'page', period: '30d', exportId: EXPORT_ID }),
    ).toEqual({ outcome: 'no-file' })
    const path = join(dataDir, 'cancelled.csv')
    services.insights.useSaveDialog(async () => path)
    const unsubscribe = services.onEvent((event) => {
      if (event.type === 'export-progress' && event.payload.rowsRead > 0)
        services.insights.cancelExport({ exportId: EXPORT_ID })
    })
    const answer = await services.insights.export({
      accountId,
      websiteId,
      name: 'page',
      period: '30d',
      exportId: EXPORT_ID,
    })
    unsubscribe.dispose()
    expect(answer).toEqual({ outcome: 'cancelled' })
    expect(existsSync(path)).toBe(false)
    // Nor the temp file it was being written to.
    expect(readdirSync(dataDir).filter((name) => name.startsWith('cancelled.csv'))).toEqual([])
    expect(progressOf(events).at(-1)?.state).toBe('cancelled')
  })
})
