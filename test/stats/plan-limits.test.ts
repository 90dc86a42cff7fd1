/**
 * The plan's limits through the services, against the sandbox over loopback: the plan
 * read and parsed, this month's pageviews equal to the server's rows summed, a paused account told
 * once and never as websites gone silent, and a website beyond the plan refused before anything is
 * sent.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import type { ServicesEvent } from '../../src/main/services'
import { isPaused, monthStart } from '../../src/shared/plan'
import { pageviewsMeterText } from '../../src/shared/plan/words'
import { addDays } from '../../src/shared/statistics/series'
import { statsToday } from '../../src/shared/visitors'
import { accountOnSandbox, type AccountSetup } from '../support/account'
import { whenServices } from '../support/services'

const isAccount = (request: RecordedRequest): boolean => request.path === '/api/v1/account'
const isPageviews = (request: RecordedRequest): boolean =>
  request.path.startsWith('/api/v1/stats/') && request.query.name === 'pageviews'
const QUICK = { services: { scheduler: { windowMs: 1_000 } } }

function ofType<T extends ServicesEvent['type']>(events: readonly ServicesEvent[], type: T) {
  return events.filter((event): event is Extract<ServicesEvent, { type: T }> => event.type === type)
}

async function monthRead(setup: AccountSetup): Promise<void> {
  const { services, accountId } = setup
  await whenServices(
    services,
    () => {
      const usage = services.stats.plan({ accountId })
      return usage.plan !== null && usage.websitesTotal > 0 && usage.websitesRead === usage.websitesTotal
    },
    "every website's pageviews this month are read",
  )
}

/** What the server's rows say, asked directly: this month's pageviews of every website, summed. */
async function serverSum(setup: AccountSetup): Promise<number> {
  const today = statsToday(Date.now())
  let sum = 0
  for (const row of setup.sandbox.control.list('B')) {
    const url = `${setup.sandbox.url}/api/v1/stats/${row.id}?name=pageviews&from=${monthStart(Date.now())}&to=${today}&per_page=100`
    const response = await fetch(url, {
      headers: { Authorization: `Bearer ${setup.sandbox.apiKey}`, Accept: 'application/json' },
    })
    const body = (await response.json()) as { data: Array<{ count: string }> }
    sum += body.data.reduce((total, entry) => total + Number(entry.count), 0)
  }
  return sum
}

describe("the account's plan", () => {
  it('is read at connect and parsed: its name, limits and features', async () => {
    const setup = await accountOnSandbox({
      ...QUICK,
      sandbox: { plan: { name: 'Pro', pageviews: 1_000_000, websites: 50, dataExport: false } },
    })
    const { services, accountId, requests } = setup
    expect(services.stats.exportAllowed(accountId)).toBeUndefined()
    services.start()
    await whenServices(services, () => services.stats.plan({ accountId }).plan !== null, 'the plan is read')
    expect(services.stats.plan({ accountId }).plan).toEqual({
      name: 'Pro',
      features: { api: true, dataExport: false, emailReports: true, pageviews: 1_000_000, websites: 50 },
    })
    expect(services.stats.exportAllowed(accountId)).toBe(false)
    expect(requests.filter(isAccount)).toHaveLength(1)
  })

  it("this month's pageviews are the server's rows summed: one request per website, from the 1st", async () => {
    // Today's count grows by the minute: the server's clock stands still so that its sum is the one SiteTray read.
    const frozenAt = Date.now()
    const setup = await accountOnSandbox({
      ...QUICK,
      sandbox: { plan: { pageviews: 1_000_000_000 }, now: () => frozenAt },
    })
    const { services, accountId, requests } = setup
    services.start()
    await monthRead(setup)
    const usage = services.stats.plan({ accountId })
    const asked = requests.filter(isPageviews)
    expect(usage.websitesTotal).toBe(setup.sandbox.control.list('B').length)
    expect(usage.pageviews).toBe(await serverSum(setup))
    expect(usage.pageviews).toBeGreaterThan(0)
    expect(asked).toHaveLength(usage.websitesTotal)
    for (const request of asked)
      expect(request.query).toMatchObject({
        from: monthStart(Date.now()),
        to: statsToday(Date.now()),
        per_page: '100',
      })
    expect(pageviewsMeterText(usage, Date.now())).toMatch(/^[\d,]+ of 1,000,000,000 pageviews \(\d+%\)$/)
  })

  it('an unlimited plan asks for no pageviews at all', async () => {
    const setup = await accountOnSandbox(QUICK)
    const { services, accountId, requests } = setup
    services.start()
    await whenServices(services, () => services.stats.plan({ accountId }).plan !== null, 'the plan is read')
    services.stats.refreshNow(accountId)
    await whenServices(services, () => requests.filter(isAccount).length === 2, 'the plan is read again')
    expect(requests.filter(isPageviews)).toEqual([])
    expect(pageviewsMeterText(services.stats.plan({ accountId }), Date.now())).toBe('Unlimited pageviews')
  })
})

describe('a website beyond the plan', () => {
  it('is refused before anything is sent, with the limit named', async () => {
    const setup = await accountOnSandbox({ ...QUICK, sandbox: { seed: 3, plan: { websites: 3 } } })
    const { services, accountId, requests } = setup
    services.start()
    await whenServices(services, () => services.stats.plan({ accountId }).plan !== null, 'the plan is read')
    requests.splice(0)
    const refused = services.websites.create({ accountId, input: { domain: 'one-more.example' } })
    await expect(refused).rejects.toMatchObject({
      kind: 'invalid_request',
      message: expect.stringContaining('Your plan allows 3 websites'),
      fieldErrors: { domain: [expect.stringContaining('Your plan allows 3 websites')] },
    })
    expect(requests.filter((request) => request.method === 'POST')).toEqual([])
    expect(services.websites.local(accountId)).toHaveLength(3)

    // An upgrade lifts it: read again, the same website is created.
    setup.sandbox.control.setPlan({ websites: 10 })
    services.stats.refreshNow(accountId)
    await whenServices(
      services,
      () => services.stats.plan({ accountId }).plan?.features.websites === 10,
      'the new plan is read',
    )
    const created = await services.websites.create({ accountId, input: { domain: 'one-more.example' } })
    expect(created.status).toBe('saved')
  })
})

describe('a paused account', () => {
  // A fixed day mid-month, so that the pause lies within this month whatever the day the tests run.
  const TODAY = '2026-11-20'
  afterEach(() => {
    vi.useRealTimers()
  })

  /** Three websites with 100 pageviews (50 visitors) a day for 5 weeks; the limit reached with the 17th's. */
  async function pausedSetup(limit: number): Promise<AccountSetup> {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`), shouldAdvanceTime: true })
    const setup = await accountOnSandbox({
      ...QUICK,
      sandbox: { seed: 3, plan: { name: 'Starter', pageviews: limit } },
    })
    const days = Array.from({ length: 36 }, (_, index) => ({
      day: addDays(TODAY, index - 36),
      visitors: 50,
      pageviews: 100,
    }))
    for (const row of setup.sandbox.control.list('B')) setup.sandbox.control.setTraffic('B', row.id, days)
    setup.services.stats.setAlertSettings({ visitorAlerts: true, silentAfterDays: 2, spikeFactor: 3 })
    return setup
  }

  async function everyWebsiteJudged(setup: AccountSetup): Promise<void> {
    const { services, accountId, requests } = setup
    const ids = services.websites.local(accountId).map((website) => website.id)
    await whenServices(
      services,
      () =>
        ids.every((id) =>
          requests.some((request) => request.path === `/api/v1/stats/${id}` && request.query.name === 'visitors'),
        ),
      "every website's visitors are read",
    )
  }

  it('is one alert naming the limit, and no website "went silent"', async () => {
    // 17 days × 3 websites × 100: the server's check on the 18th pauses tracking.
    const setup = await pausedSetup(5_100)
    const { services, accountId, events } = setup
    services.start()
    await monthRead(setup)
    await everyWebsiteJudged(setup)
    const usage = services.stats.plan({ accountId })
    expect(usage.pageviews).toBe(5_100)
    expect(isPaused(usage, Date.now())).toBe(true)
    expect(pageviewsMeterText(usage, Date.now())).toBe('5,100 of 5,100 pageviews (100%)')
    expect(ofType(events, 'plan-paused')).toEqual([
      { type: 'plan-paused', payload: expect.objectContaining({ accountId }) },
    ])
    expect(ofType(events, 'visitor-alert')).toEqual([])
    expect(services.stats.overview({ accountId }).alerts).toEqual({})

    // Read again: still paused, not told again.
    services.stats.refreshNow(accountId)
    const before = setup.requests.length
    await whenServices(
      services,
      () => setup.requests.filter(isPageviews).length >= 6 && setup.requests.length > before,
      'read again',
    )
    await monthRead(setup)
    expect(ofType(events, 'plan-paused')).toHaveLength(1)
    expect(ofType(events, 'visitor-alert')).toEqual([])
  })

  it('without a limit, the same silence is told for each website', async () => {
    const setup = await pausedSetup(-1)
    // The same three websites, their visitors stopped on the 18th for another reason than the plan.
    const days = Array.from({ length: 33 }, (_, index) => ({
      day: addDays(TODAY, index - 36),
      visitors: 50,
      pageviews: 100,
    }))
    for (const row of setup.sandbox.control.list('B')) setup.sandbox.control.setTraffic('B', row.id, days)
    const { services, accountId, events } = setup
    services.start()
    await whenServices(services, () => ofType(events, 'visitor-alert').length === 3, 'three websites went silent')
    expect(ofType(events, 'plan-paused')).toEqual([])
    expect(isPaused(services.stats.plan({ accountId }), Date.now())).toBe(false)
  })
})
