/**
 * A website's statistics view through the services, against the sandbox over loopback: a period's
 * totals and change equal the server's sums for it and the span it is compared with (the one
 * before, or a year before), the chart's points sum to them in hours, days, months or years, a
 * range that reaches today is cut fairly (a website steady every hour shows ±0 at 09:30), a past
 * range is read once, and a variant A account asks nothing.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import type { Services } from '../../src/main/services'
import { addDays } from '../../src/shared/statistics/series'
import type { Comparison, Period } from '../../src/shared/statistics/period'
import type { StatisticsSummary } from '../../src/shared/statistics/summary'
import { statsToday } from '../../src/shared/visitors'
import { accountOnSandbox, type AccountSetup } from '../support/account'
import { whenServices } from '../support/services'

const isStats = (request: RecordedRequest): boolean => request.path.startsWith('/api/v1/stats/')
const PATIENCE_MS = 30_000

/** What the server answers for `name` from..to, every page of it. */
async function serverRows(setup: AccountSetup, websiteId: string, name: string, from: string, to: string) {
  const rows: Array<{ value: string; count: number }> = []
  for (let page = 1; ; page++) {
    const url = new URL(`/api/v1/stats/${websiteId}`, setup.sandbox.url)
    url.search = new URLSearchParams({ name, from, to, per_page: '100', page: String(page) }).toString()
    const response = await fetch(url, { headers: { Authorization: `Bearer ${setup.sandbox.apiKey}` } })
    const body = (await response.json()) as { data: Array<{ value: string; count: string }>; next_page_url: unknown }
    rows.push(...body.data.map((row) => ({ value: row.value, count: Number(row.count) })))
    if (!body.next_page_url) return rows
  }
}

async function serverSum(setup: AccountSetup, websiteId: string, name: string, from: string, to: string) {
  return (await serverRows(setup, websiteId, name, from, to)).reduce((sum, row) => sum + row.count, 0)
}

/** The summary once everything it shows was read: asked again after each event, as the window does. */
async function answered(
  services: Services,
  request: { accountId: string; websiteId: string; period: Period; comparison: Comparison },
): Promise<StatisticsSummary> {
  // On screen, as the window says while it shows the view: its reads may use four fifths of the limit.
  services.stats.windowShown(true)
  services.stats.onScreen({ view: 'website', accountId: request.accountId, websiteId: request.websiteId, shown: true })
  let summary = services.statistics.summary(request)
  await whenServices(
    services,
    () => (summary = services.statistics.summary(request)).complete,
    "the period's numbers are read",
    PATIENCE_MS,
  )
  return summary
}

/** A sandbox whose clock stands still, so that what the server counts is what SiteTray read. */
function stillAccount(): Promise<AccountSetup> {
  const at = Date.now()
  return accountOnSandbox({ sandbox: { now: () => at } })
}

describe("a website's totals and change", () => {
  it("equal the server's sums for a custom range and the same number of days before it", async () => {
    const setup = await stillAccount()
    const { services, accountId } = setup
    const today = statsToday(Date.now())
    const period = { from: addDays(today, -40), to: addDays(today, -11) }
    const request = { accountId, websiteId: '2', period, comparison: 'previous' } as const
    // Nothing in the book yet: answered at once, incomplete, and told when the reads land.
    expect(services.statistics.summary(request)).toMatchObject({ complete: false, readAt: null })
    const summary = await answered(services, request)
    await whenServices(
      services,
      () => setup.events.some((event) => event.type === 'statistics-changed' && event.payload.websiteId === '2'),
      'the window is told to ask again',
    )
    const before = { from: addDays(today, -70), to: addDays(today, -41) }
    expect(summary.range).toEqual({ ...period, cutAt: null })
    expect(summary.compareRange).toEqual({ ...before, cutAt: null })
    const visitors = await serverSum(setup, '2', 'visitors', period.from, period.to)
    const pageviews = await serverSum(setup, '2', 'pageviews', period.from, period.to)
    expect(visitors).toBeGreaterThan(0)
    expect(summary.visitors).toEqual({
      current: visitors,
      previous: await serverSum(setup, '2', 'visitors', before.from, before.to),
    })
    expect(summary.pageviews).toEqual({
      current: pageviews,
      previous: await serverSum(setup, '2', 'pageviews', before.from, before.to),
    })
    expect(summary.pagesPerVisit.current).toBeCloseTo(pageviews / visitors, 10)
    // Thirty days: a point per day, each the server's count that day, beside the n-th day before.
    expect(summary.unit).toBe('day')
    expect(summary.points).toHaveLength(30)
    const days = await serverRows(setup, '2', 'visitors', period.from, period.to)
    days.sort((a, b) => a.value.localeCompare(b.value))
    expect(summary.points.map((point) => [point.key, point.visitors])).toEqual(
      days.map((row) => [row.value, row.count]),
    )
    expect(summary.points.every((point) => !point.partial && point.previousVisitors !== null)).toBe(true)
  })

  it('set last month against the same month a year before', async () => {
    const setup = await stillAccount()
    const { services, accountId } = setup
    const summary = await answered(services, {
      accountId,
      websiteId: '3',
      period: { preset: 'lastMonth' },
      comparison: 'yearBefore',
    })
    const { range, compareRange } = summary
    expect(compareRange!.from).toBe(`${Number(range.from.slice(0, 4)) - 1}${range.from.slice(4)}`)
    expect(summary.visitors).toEqual({
      current: await serverSum(setup, '3', 'visitors', range.from, range.to),
      previous: await serverSum(setup, '3', 'visitors', compareRange!.from, compareRange!.to),
    })
  })
})

describe("the chart's units", () => {
  it('counts hours for yesterday, months for 12 months and years for two years, each summing to the total', async () => {
    const setup = await stillAccount()
    const { services, accountId } = setup
    const websiteId = '2'
    const day = await answered(services, { accountId, websiteId, period: { preset: 'yesterday' }, comparison: 'none' })
    expect(day.unit).toBe('hour')
    expect(day.points.map((point) => point.key)).toEqual(
      Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')),
    )
    const hours = await serverRows(setup, websiteId, 'visitors_hour', day.range.from, day.range.to)
    for (const row of hours) expect(day.points[Number(row.value)]!.visitors).toBe(row.count)
    expect(day.visitors.current).toBe(hours.reduce((sum, row) => sum + row.count, 0))
    expect(day.visitors.previous).toBeNull()

    const year = await answered(services, { accountId, websiteId, period: { preset: '12m' }, comparison: 'none' })
    expect(year.unit).toBe('month')
    expect(year.points).toHaveLength(12)
    const firstMonth = year.points[0]!
    expect(firstMonth.key).toBe(year.range.from.slice(0, 7))
    expect(firstMonth.visitors).toBe(
      await serverSum(setup, websiteId, 'visitors', year.range.from, addDays(`${year.points[1]!.key}-01`, -1)),
    )
    expect(year.points.reduce((sum, point) => sum + point.visitors, 0)).toBe(year.visitors.current)

    const today = statsToday(Date.now())
    const twoYears = { from: addDays(today, -800), to: addDays(today, -1) }
    const long = await answered(services, { accountId, websiteId, period: twoYears, comparison: 'none' })
    expect(long.unit).toBe('year')
    expect(long.points.map((point) => point.key)).toEqual(
      Array.from({ length: Number(twoYears.to.slice(0, 4)) - Number(twoYears.from.slice(0, 4)) + 1 }, (_, index) =>
        String(Number(twoYears.from.slice(0, 4)) + index),
      ),
    )
    expect(long.visitors.current).toBe(await serverSum(setup, websiteId, 'visitors', twoYears.from, twoYears.to))
    expect(long.points.reduce((sum, point) => sum + point.visitors, 0)).toBe(long.visitors.current)
  })

  it('marks the days before the website existed as no data', async () => {
    const setup = await stillAccount()
    const { services, accountId } = setup
    const today = statsToday(Date.now())
    setup.sandbox.control.update('B', 2, { created_at: new Date(`${addDays(today, -5)}T08:00:00Z`) })
    await services.sync.syncNow({ accountId })
    const summary = await answered(services, {
      accountId,
      websiteId: '2',
      period: { preset: '7d' },
      comparison: 'none',
    })
    expect(summary.points.map((point) => point.noData)).toEqual([true, true, false, false, false, false, false])
  })
})

describe('a range that reaches today', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is compared with the span before cut at the same time of day: a steady website shows no change at 09:30', async () => {
    const DAY = '2026-11-20'
    // Only Date: the clock goes on from there as real time does, so that the scheduler's windows pass.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${DAY}T09:30:00Z`), shouldAdvanceTime: true })
    const setup = await accountOnSandbox()
    const { services, accountId } = setup
    const days = Array.from({ length: 40 }, (_, index) => ({
      day: addDays(DAY, -index),
      visitors: 2_400,
      pageviews: 4_800,
    }))
    setup.sandbox.control.setTraffic('B', 2, days, { hours: 'even' })
    for (const period of [{ preset: 'today' }, { preset: '7d' }, { from: addDays(DAY, -9), to: DAY }] as Period[]) {
      const summary = await answered(services, { accountId, websiteId: '2', period, comparison: 'previous' })
      expect(summary.visitors.previous, JSON.stringify(period)).toBe(summary.visitors.current)
      expect(summary.pageviews.previous, JSON.stringify(period)).toBe(summary.pageviews.current)
    }
    const today = await answered(services, {
      accountId,
      websiteId: '2',
      period: { preset: 'today' },
      comparison: 'previous',
    })
    // Nine and a half hours of a steady day, not the whole of yesterday.
    expect(today.visitors.current).toBe(9 * 100 + 50)
    expect(today.points.find((point) => point.key === '09')).toMatchObject({ partial: true, noData: false })
    expect(today.points.find((point) => point.key === '10')).toMatchObject({ noData: true })
    // A list cannot be cut at 09:30: yesterday's rows count at the share of yesterday that had come by then.
    const referrers = await services.statistics.list({
      accountId,
      websiteId: '2',
      list: 'referrer',
      period: { preset: 'today' },
      comparison: 'previous',
    })
    expect(referrers.sum).toBe(950)
    const before = referrers.rows.reduce((sum, row) => sum + row.previous!, 0)
    expect(Math.abs(before - 950)).toBeLessThanOrEqual(referrers.rows.length)
  })
})

describe('what opening a period costs', () => {
  it('reads a past range once: opened again, it costs no request', async () => {
    const setup = await stillAccount()
    const { services, accountId, requests } = setup
    const request = { accountId, websiteId: '4', period: { preset: '12m' }, comparison: 'previous' } as const
    await answered(services, request)
    // Two series, each 12 months and the 12 before them in one run of 730 days: 8 pages of 100 days.
    expect(requests.filter(isStats)).toHaveLength(2 * 8)
    requests.splice(0)
    // Today's numbers of the same website land meanwhile: the book keeps the days that were looked at.
    await answered(services, { ...request, period: { preset: 'thisMonth' } })
    expect(requests.filter(isStats).length).toBeGreaterThan(0)
    requests.splice(0)
    const again = await answered(services, request)
    expect(again.complete).toBe(true)
    expect(requests.filter(isStats)).toEqual([])
  })

  it('asks nothing of a variant A account', async () => {
    const setup = await accountOnSandbox({ variant: 'A' })
    const { services, accountId, requests } = setup
    expect(() =>
      services.statistics.summary({ accountId, websiteId: '2', period: { preset: '7d' }, comparison: 'previous' }),
    ).toThrow()
    expect(requests.filter(isStats)).toEqual([])
  })
})
