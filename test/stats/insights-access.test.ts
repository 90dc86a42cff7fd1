/**
 * A website's statistics when they cannot be read, through the services against the sandbox:
 * offline, or without a usable key, the window hears why — in the user's words — and nothing is
 * sent; what was read a moment ago is still answered.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import { accountOnSandbox } from '../support/account'
import { startServices } from '../support/services'

const isStats = (request: RecordedRequest): boolean => request.path.startsWith('/api/v1/stats/')
/** As long as a breakdown counts as current (src/main/stats/timing.ts, INSIGHTS_FRESH_MS). */
const FIVE_MINUTES = 5 * 60_000

describe('statistics that cannot be read', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('say "offline" and send nothing while the service is out of reach; what was kept is still answered', async () => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true })
    const { services, accountId, requests } = await accountOnSandbox()
    const first = await services.insights.breakdown({ accountId, websiteId: '2', name: 'page', period: '7d' })
    services.sync.setNetworkAvailable(false)
    expect(await services.insights.breakdown({ accountId, websiteId: '2', name: 'page', period: '7d' })).toEqual(first)
    await expect(
      services.insights.breakdown({ accountId, websiteId: '2', name: 'referrer', period: '7d' }),
    ).rejects.toMatchObject({ kind: 'network', message: expect.stringMatching(/^Offline/) })
    await expect(services.insights.thisHour({ accountId, websiteId: '2' })).rejects.toMatchObject({ kind: 'network' })
    vi.setSystemTime(Date.now() + FIVE_MINUTES)
    await expect(
      services.insights.breakdown({ accountId, websiteId: '2', name: 'page', period: '7d' }),
    ).rejects.toMatchObject({ kind: 'network' })
    expect(requests.filter(isStats).map((request) => `${request.path} ${request.query.name}`)).toEqual([
      '/api/v1/stats/2 page',
    ])
  })

  it("say why without a usable key (the account's own words), and send nothing", async () => {
    const setup = await accountOnSandbox()
    await setup.services.close()
    await setup.secrets.delete(setup.accountId)
    const { services } = await startServices(setup.dataDir, setup.secrets, { autoStart: false })
    const { accountId } = setup
    await expect(services.insights.thisHour({ accountId, websiteId: '2' })).rejects.toMatchObject({
      kind: 'unauthorized',
      message: services.accounts.list()[0]!.status.lastError!.message,
    })
    const chart = await services.stats.series({ accountId, websiteId: '2' })
    expect(chart).toMatchObject({ available: true, visitors: null, problem: expect.any(String) })
    expect(setup.requests.filter(isStats)).toEqual([])
    await services.close()
  })
})
