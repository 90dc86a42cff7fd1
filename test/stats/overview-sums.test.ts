/**
 * The overview against the sandbox (issue 33): each website's visitors and pageviews for a period
 * and the one before it equal the sums of the rows the server gives for those days, the changes
 * follow from them, the totals are the sums over the websites, and two requests per website —
 * one per statistic, the 60 days in one page — read all of it. Reopened, nothing is asked again
 * while the days are current; after a restart they are there at once, from disk.
 */
import { describe, expect, it, onTestFinished } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import {
  changeOf,
  overviewRows,
  PERIOD_DAYS,
  periodDays,
  totalsOf,
  type AccountOverview,
  type OverviewPeriod,
} from '../../src/shared/overview'
import { addDays } from '../../src/shared/stats'
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

/** What the server says a website had of `name` from..to: the sum of its rows' counts. */
async function serverSum(setup: AccountSetup, websiteId: string, name: string, from: string, to: string) {
  const url = new URL(`/api/v1/stats/${websiteId}`, setup.sandbox.url)
  url.search = new URLSearchParams({ name, from, to, per_page: '100' }).toString()
  const response = await fetch(url, { headers: { Authorization: `Bearer ${setup.sandbox.apiKey}` } })
  const body = (await response.json()) as { data: Array<{ count: string }> }
  return body.data.reduce((sum, row) => sum + Number(row.count), 0)
}

describe('the overview', () => {
  it.each(['today', '7d', '30d'] as OverviewPeriod[])(
    "for %s: each website's numbers and changes are the sums of the server's rows, and the totals theirs",
    async (period) => {
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
        const visitors = await serverSum(setup, row.websiteId, 'visitors', current.from, current.to)
        const visitorsEarlier = await serverSum(setup, row.websiteId, 'visitors', before.from, before.to)
        const pageviews = await serverSum(setup, row.websiteId, 'pageviews', current.from, current.to)
        const pageviewsEarlier = await serverSum(setup, row.websiteId, 'pageviews', before.from, before.to)
        expect(row.figures, row.domain).toMatchObject({
          visitors: { current: visitors, previous: visitorsEarlier },
          pageviews: { current: pageviews, previous: pageviewsEarlier },
          day: today,
        })
        const change = changeOf(row.figures!.visitors)
        if (visitorsEarlier === 0) expect(change.kind).toBe(visitors === 0 ? 'same' : 'new')
        else expect(change).toMatchObject({ ratio: (visitors - visitorsEarlier) / visitorsEarlier })
        visitorsTotal += visitors
        pageviewsBefore += pageviewsEarlier
      }
      const totals = totalsOf(rows)
      expect(totals).toMatchObject({ counted: rows.length, of: rows.length })
      expect(totals.visitors.current).toBe(visitorsTotal)
      expect(totals.pageviews.previous).toBe(pageviewsBefore)
      expect(visitorsTotal).toBeGreaterThan(0)
      // The tray's tooltip sums the same from the days alone, without the names of every website.
      const summary = setup.services.stats.overviewSummary().accounts[0]!
      expect(totalsOf(overviewRows(summary, period, Date.now(), today))).toEqual(totals)
      expect(summary.progress).toEqual(account.progress)
    },
  )

  it('costs two requests per website, one per statistic for 60 days, and none again while current or after a restart', async () => {
    const setup = await accountOnSandbox(QUICK_LIMIT)
    const { services, accountId, requests } = setup
    services.start()
    // The favorites' own visitor numbers are read too once started: only the overview's 60-day reads are counted.
    const today = statsToday(Date.now())
    const overviewReads = (): RecordedRequest[] =>
      requests.filter((request) => isStats(request) && request.query.from === addDays(today, -59))
    services.stats.openOverview({ period: '30d' })
    await everyWebsiteRead(setup)
    const websites = services.websites.local(accountId)
    expect(overviewReads()).toHaveLength(2 * websites.length)
    for (const website of websites)
      expect(
        overviewReads()
          .filter((request) => request.path === `/api/v1/stats/${website.id}`)
          .map((request) => request.query),
      ).toEqual([
        expect.objectContaining({ name: 'visitors', to: today, per_page: '100' }),
        expect.objectContaining({ name: 'pageviews', to: today, per_page: '100' }),
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
