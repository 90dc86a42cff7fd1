/**
 * The favorites' numbers through the statistics engine and the services, against the sandbox: read
 * and kept, kept across a restart and while offline but never shown as current, alerts told
 * once, and variant A, where nothing is ever asked (a 403 is the account's access: test/sync/plan-access.test.ts).
 */
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import type { ServicesEvent } from '../../src/main/services'
import { addDays } from '../../src/shared/statistics/series'
import { SPARKLINE_DAYS, statsToday, todaysVisitors } from '../../src/shared/visitors'
import { visitorsTodayText } from '../../src/shared/visitors/words'
import { accountOnSandbox, type AccountSetup } from '../support/account'
import { startServices, whenServices } from '../support/services'

const isStats = (request: RecordedRequest): boolean => request.path.startsWith('/api/v1/stats/')
const FAVORITE = 1 // maple-street-bakery.com in the demo set, a favorite

/** A favorite's days: `today` visitors today, 40 on each of the 29 days before. */
function steadyThen(today: number): Array<{ day: string; visitors: number }> {
  const now = statsToday(Date.now())
  return Array.from({ length: 30 }, (_, index) => ({
    day: addDays(now, index - 29),
    visitors: index === 29 ? today : 40,
  }))
}

/** The alerts told about one website (the demo set has websites of its own that go silent or spike). */
function alertsOf(
  events: readonly ServicesEvent[],
  websiteId = String(FAVORITE),
): Array<Extract<ServicesEvent, { type: 'visitor-alert' }>> {
  return events.filter(
    (event): event is Extract<ServicesEvent, { type: 'visitor-alert' }> =>
      event.type === 'visitor-alert' && event.payload.websiteId === websiteId,
  )
}

async function favoritesRead(setup: AccountSetup): Promise<void> {
  const { services, accountId } = setup
  const favorites = services.websites.local(accountId).filter((website) => website.favorite)
  await whenServices(
    services,
    () =>
      favorites.every(
        (website) =>
          todaysVisitors(services.stats.overview({ accountId }).websites[website.id], Date.now())?.current === true,
      ),
    "every favorite has today's number",
  )
}

describe("the favorites' numbers", () => {
  it('are read once started, 30 days each on the idle lane, for favorites only while alerts are off', async () => {
    const setup = await accountOnSandbox()
    const { services, accountId, sandbox, requests } = setup
    sandbox.control.setTraffic('B', FAVORITE, steadyThen(1_234))
    // Before the account starts syncing nothing is asked, whatever changes.
    await services.sync.syncNow({ accountId })
    services.stats.refreshNow(accountId)
    expect(requests.filter(isStats)).toEqual([])
    expect(services.stats.overview({ accountId }).websites).toEqual({})
    services.start()
    await favoritesRead(setup)

    const favorites = services.websites.local(accountId).filter((website) => website.favorite)
    const asked = requests.filter(isStats)
    expect(new Set(asked.map((request) => request.path))).toEqual(
      new Set(favorites.map((website) => `/api/v1/stats/${website.id}`)),
    )
    const today = statsToday(Date.now())
    for (const request of asked)
      expect(request.query).toMatchObject({
        name: 'visitors',
        from: addDays(today, -29),
        to: today,
        sort_by: 'value',
        sort: 'asc',
        per_page: '100',
      })

    const maple = services.stats.overview({ accountId }).websites[String(FAVORITE)]!
    expect(maple.counts).toHaveLength(SPARKLINE_DAYS)
    expect(maple.counts.at(-1)).toBe(1_234)
    expect(visitorsTodayText(maple, Date.now())).toBe('1,234 today')
    // The editor's chart comes from the cache while it is current: no request.
    requests.splice(0)
    const series = await services.stats.series({ accountId, websiteId: String(FAVORITE) })
    expect(series.visitors?.counts).toEqual(steadyThen(1_234).map((day) => day.visitors))
    expect(requests.filter(isStats)).toEqual([])
  })

  it('a website that is not a favorite is read when its chart is opened, and not again while current', async () => {
    const { services, accountId, requests } = await accountOnSandbox()
    const other = services.websites.local(accountId).find((website) => !website.favorite)!
    const first = await services.stats.series({ accountId, websiteId: other.id })
    expect(first).toMatchObject({ available: true, problem: null })
    expect(first.visitors?.counts).toHaveLength(30)
    await services.stats.series({ accountId, websiteId: other.id })
    expect(requests.filter(isStats)).toHaveLength(1)
  })

  it('survive a restart on disk: shown at once, marked as not current, and current again once read', async () => {
    const statsAskedAt: number[] = []
    const setup = await accountOnSandbox({
      sandbox: { onRequest: (request) => void (isStats(request) && statsAskedAt.push(Date.now())) },
    })
    setup.sandbox.control.setTraffic('B', FAVORITE, steadyThen(777))
    setup.services.start()
    await favoritesRead(setup)
    await setup.services.close()

    // SiteTray was away for ten minutes: the numbers on disk were read ten minutes ago.
    const file = join(setup.dataDir, setup.accountId, 'statistics.json')
    type Run = { reads: Array<[number, number | null]> }
    const kept = JSON.parse(await readFile(file, 'utf8')) as { days: Record<string, Record<string, Run>> }
    for (const runs of Object.values(kept.days))
      for (const run of Object.values(runs))
        run.reads = run.reads.map(([days, readAt]) => [days, readAt === null ? null : readAt - 10 * 60_000])
    await writeFile(file, JSON.stringify(kept))

    setup.requests.splice(0)
    const again = await startServices(setup.dataDir, setup.secrets, { autoStart: false })
    onTestFinished(() => again.services.close())
    const { accountId } = setup
    const maple = again.services.stats.overview({ accountId }).websites[String(FAVORITE)]
    expect(todaysVisitors(maple, Date.now())).toMatchObject({ count: 777, current: false })
    expect(visitorsTodayText(maple, Date.now())).toBe('777 today (10 min. ago)')

    // Offline (or asleep): nothing is asked, even when asked to refresh, and the numbers stay marked.
    statsAskedAt.splice(0)
    again.services.sync.setNetworkAvailable(false)
    again.services.start()
    again.services.stats.refreshNow(accountId)
    expect(
      todaysVisitors(again.services.stats.overview({ accountId }).websites[String(FAVORITE)], Date.now())?.current,
    ).toBe(false)
    const back = Date.now()
    again.services.sync.setNetworkAvailable(true)
    await favoritesRead({ ...setup, services: again.services })
    expect(statsAskedAt.length).toBeGreaterThan(0)
    expect(statsAskedAt.every((at) => at >= back)).toBe(true)
    expect(visitorsTodayText(again.services.stats.overview({ accountId }).websites[String(FAVORITE)], Date.now())).toBe(
      '777 today',
    )
  })
})

describe('alerts', () => {
  // Every website's 15 days go through the idle lane's fifth of the limit: on a loaded machine that takes a while.
  const PATIENCE_MS = 30_000
  const silent = (): Array<{ day: string; visitors: number }> =>
    steadyThen(0).map((day, index) => ({ ...day, visitors: index >= 27 ? 0 : 40 }))

  it('a favorite gone silent is told once, marked until it has visitors again, and not told again after a restart', async () => {
    // Every website is read with alerts on: a minute's limit counted per second keeps the test short.
    const setup = await accountOnSandbox({ services: { scheduler: { windowMs: 1_000 } } })
    const { services, accountId, sandbox, events } = setup
    sandbox.control.setTraffic('B', FAVORITE, silent())
    services.stats.setAlertSettings({ visitorAlerts: true, silentAfterDays: 2, spikeFactor: 3 })
    services.start()
    await whenServices(services, () => alertsOf(events).length > 0, 'an alert is raised', PATIENCE_MS)
    expect(alertsOf(events)).toEqual([
      {
        type: 'visitor-alert',
        payload: { accountId, websiteId: String(FAVORITE), alert: { kind: 'silent', days: 2 } },
      },
    ])
    expect(services.stats.overview({ accountId }).alerts[FAVORITE]).toEqual({ kind: 'silent', days: 2 })

    // Read again ("Refresh now"): still silent, not told again.
    const readAt = services.stats.overview({ accountId }).websites[String(FAVORITE)]!.readAt
    // Asked in the very millisecond the last read ended (as happens when the alert's event is heard at once): that
    // read was sent before the refresh, so the favorite is still due.
    vi.spyOn(Date, 'now').mockReturnValueOnce(readAt)
    services.stats.refreshNow(accountId)
    await whenServices(
      services,
      () => services.stats.overview({ accountId }).websites[String(FAVORITE)]!.readAt > readAt,
      'the favorite is read again',
      PATIENCE_MS,
    )
    expect(alertsOf(events)).toHaveLength(1)
    await services.close()

    const again = await startServices(setup.dataDir, setup.secrets, {
      autoStart: false,
      scheduler: { windowMs: 1_000 },
    })
    onTestFinished(() => again.services.close())
    again.services.stats.setAlertSettings({ visitorAlerts: true, silentAfterDays: 2, spikeFactor: 3 })
    expect(again.services.stats.overview({ accountId }).alerts[FAVORITE]).toEqual({ kind: 'silent', days: 2 })
    // A visitor today: the mark goes.
    sandbox.control.setTraffic('B', FAVORITE, steadyThen(3))
    again.services.start()
    again.services.stats.refreshNow(accountId)
    await whenServices(
      again.services,
      () => again.services.stats.overview({ accountId }).alerts[FAVORITE] === undefined,
      'the silence is over',
      PATIENCE_MS,
    )
    expect(alertsOf(again.events)).toEqual([])
  }, 120_000)

  it('turned off for a website, it is neither told nor marked', async () => {
    const setup = await accountOnSandbox()
    const { services, accountId, sandbox, events } = setup
    sandbox.control.setTraffic('B', FAVORITE, silent())
    services.stats.setAlerts({ accountId, websiteId: String(FAVORITE), on: false })
    services.stats.setAlertSettings({ visitorAlerts: true, silentAfterDays: 2, spikeFactor: 3 })
    services.start()
    await favoritesRead(setup)
    expect(alertsOf(events)).toEqual([])
    const overview = services.stats.overview({ accountId })
    expect(overview.alerts[FAVORITE]).toBeUndefined()
    expect(overview.muted).toEqual([String(FAVORITE)])
  })

  it("with alerts on, every website's last 15 days are read, not only the favorites'", async () => {
    // A minute's limit counted per second, so that 36 websites take seconds at a fifth of it.
    const { services, accountId, requests } = await accountOnSandbox({ services: { scheduler: { windowMs: 1_000 } } })
    services.stats.setAlertSettings({ visitorAlerts: true, silentAfterDays: 2, spikeFactor: 3 })
    services.start()
    const websites = services.websites.local(accountId)
    const asked = (): Set<string> => new Set(requests.filter(isStats).map((request) => request.path.split('/').at(-1)!))
    await whenServices(services, () => asked().size === websites.length, 'every website is read', 15_000)
    const today = statsToday(Date.now())
    const other = websites.find((website) => !website.favorite)!
    expect(requests.find((request) => request.path.endsWith(`/stats/${other.id}`))?.query).toMatchObject({
      from: addDays(today, -14),
      to: today,
    })
  })
})

describe('where there are no statistics', () => {
  it('variant A: none shown and not one statistics request, whatever happens', async () => {
    const { services, accountId, requests, sandbox } = await accountOnSandbox({ variant: 'A' })
    services.stats.setAlertSettings({ visitorAlerts: true, silentAfterDays: 2, spikeFactor: 3 })
    services.start()
    const some = services.websites.local(accountId)[0]!
    expect(await services.stats.series({ accountId, websiteId: some.id })).toEqual({
      available: false,
      websiteId: some.id,
      visitors: null,
      problem: null,
    })
    services.stats.refreshNow(accountId)
    await services.websites.favorite({ accountId, websiteId: some.id, favorite: true })
    await services.sync.syncNow({ accountId })
    expect(services.stats.overview({ accountId })).toMatchObject({ available: false, websites: {}, alerts: {} })
    expect(requests.filter((request) => request.path.includes('/stats'))).toEqual([])
    expect(sandbox.control.list('A').length).toBeGreaterThan(0)
  })
})
