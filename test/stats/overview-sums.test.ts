/**
 * The overview against the sandbox (issues 33, 39): each website's figures for a period and the
 * fair one before it equal the sums of the rows the server gives for those spans — the complete
 * days of 7 and 30 days and as many before them, today so far and yesterday's hours until the same
 * minute — the changes follow from them, the totals are the sums over the websites, and four
 * requests per website — one per statistic, the 61 days in one page, and yesterday's two hour
 * series once — read all of it. At several hours of the day (a fake clock), a website with the same
 * traffic every hour shows ±0 % for today, in the window, the tray's tooltip and the hour lines,
 * where comparing with the whole of yesterday said −60 % at 09:00. Reopened, nothing is asked again
 * while the days are current; after a restart they are there at once, from disk.
 */
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import { overviewTooltip } from '../../src/main/tray/menu-overview'
import {
  changeOf,
  comparedOf,
  OVERVIEW_DAYS,
  overviewRows,
  PERIOD_DAYS,
  periodDays,
  totalsOf,
  type AccountOverview,
  type OverviewPeriod,
} from '../../src/shared/overview'
import { changeMark } from '../../src/shared/overview/words'
import { addDays } from '../../src/shared/statistics/series'
import { statsToday } from '../../src/shared/visitors'
import { accountOnSandbox, type AccountSetup } from '../support/account'
import { startServices, whenServices } from '../support/services'

const isStats = (request: RecordedRequest): boolean => request.path.startsWith('/api/v1/stats/')
const PATIENCE_MS = 30_000
/** A minute's limit counted per second: the idle lane's fifth reads every website in a few seconds. */
const QUICK_LIMIT = { services: { scheduler: { windowMs: 1_000 } } }

function accountOf(setup: AccountSetup): AccountOverview {
  return setup.services.stats.overviewState().accounts.find((account) => account.accountId === setup.accountId)!
}

async function everyWebsiteRead(setup: AccountSetup): Promise<void> {
  await whenServices(
    setup.services,
    () => {
      const { progress } = accountOf(setup)
      return !progress.reading && progress.read === progress.total
    },
    'every website is read',
    PATIENCE_MS,
  )
}

/** What the server answers for `name` from..to: its rows, values and counts. */
async function serverRows(setup: AccountSetup, websiteId: string, name: string, from: string, to: string) {
  const url = new URL(`/api/v1/stats/${websiteId}`, setup.sandbox.url)
  url.search = new URLSearchParams({ name, from, to, per_page: '100' }).toString()
  const response = await fetch(url, { headers: { Authorization: `Bearer ${setup.sandbox.apiKey}` } })
  const body = (await response.json()) as { data: Array<{ value: string; count: string }> }
  return body.data.map((row) => ({ value: row.value, count: Number(row.count) }))
}

/** What the server says a website had of `name` from..to: the sum of its rows' counts. */
async function serverSum(setup: AccountSetup, websiteId: string, name: string, from: string, to: string) {
  return (await serverRows(setup, websiteId, name, from, to)).reduce((sum, row) => sum + row.count, 0)
}

/** Yesterday until the time of day `at` is at, from the server's hour rows: whole hours before, that hour by the minutes gone. */
async function serverYesterdayUntil(setup: AccountSetup, websiteId: string, name: string, at: number) {
  const yesterday = addDays(statsToday(at), -1)
  const rows = await serverRows(setup, websiteId, name, yesterday, yesterday)
  const time = new Date(at)
  const hour = time.getUTCHours()
  const whole = rows.filter((row) => Number(row.value) < hour).reduce((sum, row) => sum + row.count, 0)
  const current = rows.find((row) => Number(row.value) === hour)?.count ?? 0
  return whole + Math.round((current * time.getUTCMinutes()) / 60)
}

describe('the overview', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each(['today', '7d', '30d'] as OverviewPeriod[])(
    "for %s: each website's numbers and changes are the sums of the server's rows for fair spans, and the totals theirs",
    async (period) => {
      // The start of a minute, the clock going on from there: today's count, read once, is still the server's at the end.
      vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T14:20:00Z'), shouldAdvanceTime: true })
      const setup = await accountOnSandbox(QUICK_LIMIT)
      setup.services.start()
      setup.services.stats.openOverview({ period })
      await everyWebsiteRead(setup)

      const today = statsToday(Date.now())
      const account = accountOf(setup)
      const rows = overviewRows(account, period, Date.now(), today)
      expect(rows).toHaveLength(setup.services.websites.local(setup.accountId).length)
      const current = periodDays(today, period)
      const before = periodDays(addDays(today, -PERIOD_DAYS[period]), period)
      let visitorsTotal = 0
      let pageviewsBefore = 0
      for (const row of rows) {
        const readAt = row.readAt!
        // The complete days ending yesterday and as many before; today as read, against yesterday until that minute.
        const visitors = await serverSum(setup, row.websiteId, 'visitors', current.from, current.to)
        const pageviews = await serverSum(setup, row.websiteId, 'pageviews', current.from, current.to)
        const visitorsEarlier =
          period === 'today'
            ? await serverYesterdayUntil(setup, row.websiteId, 'visitors_hour', readAt)
            : await serverSum(setup, row.websiteId, 'visitors', before.from, before.to)
        const pageviewsEarlier =
          period === 'today'
            ? await serverYesterdayUntil(setup, row.websiteId, 'pageviews_hour', readAt)
            : await serverSum(setup, row.websiteId, 'pageviews', before.from, before.to)
        expect(row.figures, row.domain).toMatchObject({
          visitors: { current: visitors, previous: visitorsEarlier },
          pageviews: { current: pageviews, previous: pageviewsEarlier },
          day: period === 'today' ? today : addDays(today, -1),
        })
        const change = changeOf(comparedOf(row.figures!.visitors)!)
        if (visitorsEarlier === 0) expect(change.kind).toBe(visitors === 0 ? 'same' : 'new')
        else expect(change).toMatchObject({ ratio: (visitors - visitorsEarlier) / visitorsEarlier })
        visitorsTotal += visitors
        pageviewsBefore += pageviewsEarlier
      }
      const totals = totalsOf(rows)
      expect(totals).toMatchObject({ counted: rows.length, of: rows.length, compared: rows.length })
      expect(totals.visitors.current).toBe(visitorsTotal)
      expect(totals.pageviews.change?.previous).toBe(pageviewsBefore)
      expect(visitorsTotal).toBeGreaterThan(0)
      // The tray's tooltip sums the same from the days alone, without the names of every website.
      const summary = setup.services.stats.overviewSummary().accounts[0]!
      expect(totalsOf(overviewRows(summary, period, Date.now(), today))).toEqual(totals)
      expect(summary.progress).toEqual(account.progress)
    },
  )

  it('costs four requests per website, one per statistic for 61 days and one per hour series of yesterday, and none again while current or after a restart', async () => {
    const setup = await accountOnSandbox(QUICK_LIMIT)
    const { services, accountId, requests } = setup
    // Not started: the favorites' own numbers and hours (read once started) would ask for some of the same.
    const today = statsToday(Date.now())
    const yesterday = addDays(today, -1)
    const overviewReads = (): RecordedRequest[] =>
      requests.filter(
        (request) =>
          isStats(request) &&
          (request.query.from === addDays(today, 1 - OVERVIEW_DAYS) ||
            (request.query.from === yesterday && request.query.name!.endsWith('_hour'))),
      )
    services.stats.openOverview({ period: '30d' })
    await everyWebsiteRead(setup)
    const websites = services.websites.local(accountId)
    expect(overviewReads()).toHaveLength(4 * websites.length)
    for (const website of websites)
      expect(
        overviewReads()
          .filter((request) => request.path === `/api/v1/stats/${website.id}`)
          .map((request) => request.query),
      ).toEqual([
        expect.objectContaining({ name: 'visitors', to: today, per_page: '100' }),
        expect.objectContaining({ name: 'pageviews', to: today, per_page: '100' }),
        expect.objectContaining({ name: 'visitors_hour', to: yesterday }),
        expect.objectContaining({ name: 'pageviews_hour', to: yesterday }),
      ])

    requests.splice(0)
    const again = services.stats.openOverview({ period: '7d' })
    expect(again.accounts[0]!.progress).toEqual({ read: websites.length, total: websites.length, reading: false })
    expect(overviewReads()).toEqual([])

    const shown = accountOf(setup)
    await services.close()
    const restarted = await startServices(setup.dataDir, setup.secrets, { autoStart: false })
    onTestFinished(() => restarted.services.close())
    // Offline after a restart: the days are there at once, from disk, and nothing is asked.
    restarted.services.sync.setNetworkAvailable(false)
    const fromDisk = restarted.services.stats.openOverview({ period: '7d' }).accounts[0]!
    expect(fromDisk.websites).toEqual(shown.websites)
    expect(overviewReads()).toEqual([])
  })

  it('offline, asks nothing and says how far it got; back online, goes on by itself', async () => {
    const setup = await accountOnSandbox(QUICK_LIMIT)
    const { services, requests } = setup
    services.sync.setNetworkAvailable(false)
    const total = services.websites.local(setup.accountId).length
    expect(services.stats.openOverview({ period: '30d' }).accounts[0]!.progress).toEqual({
      read: 0,
      total,
      reading: true,
    })
    // A sweep asked meanwhile ends (offline, it sends nothing either): the reader had every chance to send.
    await services.sync.syncNow({ accountId: setup.accountId })
    expect(requests.filter(isStats)).toEqual([])
    expect(accountOf(setup).progress).toEqual({ read: 0, total, reading: true })
    services.sync.setNetworkAvailable(true)
    await everyWebsiteRead(setup)
    expect(accountOf(setup).progress).toEqual({ read: total, total, reading: false })
  })

  it('on a service without statistics (variant A) says so and never asks', async () => {
    const setup = await accountOnSandbox({ variant: 'A' })
    setup.services.start()
    const state = setup.services.stats.openOverview({ period: '7d' })
    expect(state.accounts).toEqual([expect.objectContaining({ available: false, websites: [] })])
    expect(setup.requests.filter(isStats)).toEqual([])
  })
})

describe('a website with the same traffic every hour', () => {
  afterEach(() => {
    vi.useRealTimers()
  })
  const PER_HOUR = { visitors: 120, pageviews: 300 }
  const DAY = '2026-11-20'

  /** Every website of the account, the same every hour of the last 70 days; the clock at `time` (UTC) on DAY. */
  async function steadyAt(time: string): Promise<AccountSetup> {
    // Only Date: the clock goes on from there as real time does, so that the scheduler's windows pass.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${DAY}T${time}Z`), shouldAdvanceTime: true })
    const setup = await accountOnSandbox({
      ...QUICK_LIMIT,
      sandbox: { seed: 4 },
    })
    const days = Array.from({ length: 70 }, (_, index) => ({
      day: addDays(DAY, -index),
      visitors: 24 * PER_HOUR.visitors,
      pageviews: 24 * PER_HOUR.pageviews,
    }))
    for (const row of setup.sandbox.control.list('B'))
      setup.sandbox.control.setTraffic('B', row.id, days, { hours: 'even' })
    return setup
  }

  it.each(['09:00:00', '09:30:00', '00:05:00'])(
    'at %s today is unchanged (±0) in the overview, the tooltip and the hour lines, against the server’s own hours',
    async (time) => {
      const setup = await steadyAt(time)
      const { services, accountId } = setup
      services.start()
      services.stats.openOverview({ period: 'today' })
      await everyWebsiteRead(setup)
      const now = Date.now()
      const rows = overviewRows(accountOf(setup), 'today', now, statsToday(now))
      for (const row of rows) {
        const readAt = row.readAt!
        const [todayRow] = await serverRows(setup, row.websiteId, 'visitors', statsToday(readAt), statsToday(readAt))
        expect(row.figures!.visitors).toEqual({
          current: todayRow?.count ?? 0,
          previous: await serverYesterdayUntil(setup, row.websiteId, 'visitors_hour', readAt),
        })
        expect(row.figures!.visitors.current, row.domain).toBe(row.figures!.visitors.previous)
        expect(changeMark(comparedOf(row.figures!.visitors)), row.domain).toBe('±\u00a00%')
        expect(changeMark(comparedOf(row.figures!.pageviews)), row.domain).toBe('±\u00a00%')
      }
      // At 09:00 today is nine hours old; against the whole of yesterday it would read −62 %.
      if (time === '09:00:00') expect(rows[0]!.figures!.visitors.current).toBe(9 * PER_HOUR.visitors)
      const tooltip = overviewTooltip(services.stats.overviewSummary(), Date.now())
      expect(tooltip).toMatch(/^[\d,]+ visitors ±\u00a00% today vs yesterday until /)

      // The editor's "this hour" and the tray's, for a favorite: so far against the same hour yesterday until the same minute.
      const favorite = services.websites.local(accountId).find((website) => website.favorite)!
      const hour = await services.insights.thisHour({ accountId, websiteId: favorite.id })
      expect(hour.visitors.today).toBe(hour.visitors.yesterday)
      expect(hour.pageviews.today).toBe(hour.pageviews.yesterday)
      expect(hour.visitors.today).toBe(Math.floor((PER_HOUR.visitors * new Date(hour.readAt).getUTCMinutes()) / 60))
      await whenServices(services, () => favorite.id in services.insights.trayHours(accountId), "the favorite's hour")
      const tray = services.insights.trayHours(accountId)[favorite.id]!
      expect(tray.today).toBe(tray.yesterday)
    },
  )

  it('counts the complete days of 7 and 30 days as the server does, whatever the hour', async () => {
    const setup = await steadyAt('09:30:00')
    setup.services.start()
    setup.services.stats.openOverview({ period: '7d' })
    await everyWebsiteRead(setup)
    const now = Date.now()
    const today = statsToday(now)
    for (const period of ['7d', '30d'] as const) {
      const current = periodDays(today, period)
      const before = periodDays(addDays(today, -PERIOD_DAYS[period]), period)
      for (const row of overviewRows(accountOf(setup), period, now, today)) {
        const visitors = await serverSum(setup, row.websiteId, 'visitors', current.from, current.to)
        expect(row.figures!.visitors).toEqual({
          current: visitors,
          previous: await serverSum(setup, row.websiteId, 'visitors', before.from, before.to),
        })
        expect(visitors).toBe(PERIOD_DAYS[period] * 24 * PER_HOUR.visitors)
        expect(changeMark(comparedOf(row.figures!.visitors))).toBe('±\u00a00%')
      }
    }
  })
})
