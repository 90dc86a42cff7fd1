/**
 * A plan that loses the API and gets it back (the real server's `api.guard` answers 403 on every
 * route meanwhile), and a token revoked and restored (401): what the user made meanwhile is kept,
 * said in the right words, and sent by itself once the service grants access again — no new key,
 * no restart, no other click.
 */
import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import type { Services } from '../../src/main/services'
import { todaysVisitors } from '../../src/shared/visitors'
import { keyProblemLabel } from '../../src/shared/words'
import { accountOnSandbox } from '../support/account'
import { whenServices } from '../support/services'

const WEBSITE = 4
const isStats = (request: RecordedRequest): boolean => request.path.startsWith('/api/v1/stats/')

function keyState(services: Services): string | undefined {
  return services.accounts.list()[0]?.keyState
}

describe('a plan without the API (403 on every route)', () => {
  it('keeps an edit made meanwhile, says it is the plan, and sends the edit by itself once the plan has the API again', async () => {
    const { services, accountId, sandbox, row, requests } = await accountOnSandbox()
    services.start()
    const emailBefore = row(WEBSITE)!.email
    sandbox.control.setPlanApi(false)

    const outcome = await services.websites.update({
      accountId,
      websiteId: String(WEBSITE),
      patch: { emailReports: !emailBefore },
    })
    expect(outcome).toMatchObject({
      status: 'queued',
      message: expect.stringContaining('plan does not include the API'),
    })
    await whenServices(services, () => keyState(services) === 'no-api', 'the account shows a plan without the API')
    expect(services.sync.status({ accountId })).toMatchObject({ pendingEdits: 1, lastError: { kind: 'forbidden' } })
    expect(row(WEBSITE)!.email).toBe(emailBefore)

    // The plan is renewed: nobody touches SiteTray.
    const before = requests.length
    sandbox.control.setPlanApi(true)
    await whenServices(services, () => row(WEBSITE)!.email === (emailBefore ? 0 : 1), 'the edit reached the server')
    await whenServices(
      services,
      () => keyState(services) === 'verified' && services.sync.status({ accountId }).pendingEdits === 0,
      'the account is well again',
    )
    expect(services.sync.status({ accountId }).lastError).toBeNull()
    // Sparingly: a handful of checks while refused, and the edit went once.
    expect(
      requests.slice(before).filter((request) => request.method === 'PATCH' || request.method === 'PUT'),
    ).toHaveLength(1)
  })

  it('sends the edit at once on "Refresh now", however long the next check would have waited', async () => {
    // A first wait of ten minutes: only the refresh can bring the edit out within the test.
    const { services, accountId, sandbox, row } = await accountOnSandbox({
      services: { reconnectMinMs: 600_000, reconnectMaxMs: 600_000 },
    })
    services.start()
    sandbox.control.setPlanApi(false)
    const outcome = await services.websites.update({ accountId, websiteId: String(WEBSITE), patch: { privacy: 0 } })
    expect(outcome.status).toBe('queued')
    await whenServices(services, () => keyState(services) === 'no-api', 'the account shows a plan without the API')

    sandbox.control.setPlanApi(true)
    await services.sync.refresh({ accountId })
    await whenServices(services, () => row(WEBSITE)!.privacy === 0, 'the edit reached the server after Refresh now')
    expect(keyState(services)).toBe('verified')
  })

  it('pauses the visitor numbers while refused and reads them again when the plan has the API, without a restart', async () => {
    const { services, accountId, sandbox, requests } = await accountOnSandbox()
    sandbox.control.setPlanApi(false)
    services.start()
    await whenServices(services, () => keyState(services) === 'no-api', 'the account shows a plan without the API')
    // The overview never says "no statistics on this plan": there is no such plan, only the API's guard.
    expect(services.stats.overview({ accountId }).available).toBe(true)
    expect(requests.filter(isStats).length).toBeLessThanOrEqual(1)

    sandbox.control.setPlanApi(true)
    const favorites = services.websites.local(accountId).filter((website) => website.favorite)
    expect(favorites.length).toBeGreaterThan(0)
    await whenServices(
      services,
      () =>
        favorites.every(
          (website) =>
            todaysVisitors(services.stats.overview({ accountId }).websites[website.id], Date.now())?.current === true,
        ),
      "every favorite has today's number again",
    )
  })
})

describe('a key refused (401) that its administrator restores', () => {
  it('is told as the key, not the plan, and what waited goes by itself once the same key works again', async () => {
    const { services, accountId, sandbox, row } = await accountOnSandbox()
    services.start()
    sandbox.control.setKeyRevoked(true)
    const outcome = await services.websites.update({
      accountId,
      websiteId: String(WEBSITE),
      patch: { excludeBots: false },
    })
    expect(outcome).toMatchObject({ status: 'queued', message: expect.stringContaining('did not accept the API key') })
    await whenServices(services, () => keyState(services) === 'refused', 'the account shows a refused key')
    expect(services.sync.status({ accountId }).lastError).toMatchObject({ kind: 'unauthorized' })

    sandbox.control.setKeyRevoked(false)
    await whenServices(services, () => row(WEBSITE)!.exclude_bots === 0, 'the edit reached the server')
    await whenServices(services, () => keyState(services) === 'verified', 'the key is verified again')
  })

  it("and a plan without the API are said differently, the key's way to fix it only for the key", () => {
    expect(keyProblemLabel('refused')).toMatch(/key/i)
    expect(keyProblemLabel('no-api')).toMatch(/plan/i)
    expect(keyProblemLabel('no-api')).not.toMatch(/fix|key/i)
  })
})

describe('statistics refused while the rest of the API works', () => {
  it('wait, longer each time, and the account is not shown as refused', async () => {
    let statsAsked!: () => void
    let accessChecked!: () => void
    const asked = new Promise<void>((resolve) => (statsAsked = resolve))
    const checked = new Promise<void>((resolve) => (accessChecked = resolve))
    let seenStats = false
    const { services, accountId, sandbox, requests } = await accountOnSandbox({
      sandbox: {
        onRequest: (request) => {
          if (isStats(request)) {
            seenStats = true
            statsAsked()
          } else if (seenStats && request.path === '/api/v1/websites') accessChecked()
        },
      },
    })
    sandbox.injectFault({
      fault: { kind: 'status', status: 403, body: { message: 'This action is unauthorized.', status: 403 } },
      path: /\/api\/v1\/stats\//,
      times: Infinity,
    })
    services.start()
    await asked
    // The refusal makes SiteTray ask whether the account's access works: it does.
    await checked
    await services.sync.syncNow({ accountId })
    expect(keyState(services)).toBe('verified')
    expect(services.stats.overview({ accountId }).available).toBe(true)
    // Held (five minutes at the least) rather than asked in a loop.
    expect(requests.filter(isStats)).toHaveLength(1)
  })
})
