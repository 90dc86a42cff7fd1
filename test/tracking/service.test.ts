/**
 * The tracking code through the services, no Electron: the snippet for each variant's account, and
 * "Check installation" with what the statistics saw today (variant B), kept with its time — the
 * website's page read with no credential, the API key never near it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createMemorySecretStore } from '../../src/main/accounts'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import type { Services } from '../../src/main/services'
import { statsToday } from '../../src/shared/visitors'
import { trackingCode } from '../../src/shared/tracking/code'
import { startServices, tempDataDir, whenServices } from '../support/services'
import { page, startTrackingSites, type TrackingSites } from '../support/tracking-sites'

let sandbox: Sandbox
let sites: TrackingSites
let services: Services
let data: { dir: string; remove(): Promise<void> }

beforeAll(async () => {
  sandbox = await startSandbox({ seed: 0, rateLimitPerMinute: 0 })
  const visited = sandbox.control.insert('B', { host: 'shop.example' })
  const fresh = sandbox.control.insert('B', { host: 'fresh.example' })
  const today = statsToday(Date.now())
  sandbox.control.setTraffic('B', visited.id, [{ day: today, visitors: 4 }])
  sandbox.control.setTraffic('B', fresh.id, [])
  const snippet = page(trackingCode({ baseUrl: sandbox.url, variant: 'B' }, { respectDnt: false }))
  sites = await startTrackingSites({
    certifiedNames: ['shop.example', 'fresh.example'],
    https: { 'shop.example': snippet, 'fresh.example': snippet },
  })
  data = await tempDataDir()
  ;({ services } = await startServices(data.dir, createMemorySecretStore(), { pageFetch: sites.fetch }))
})

afterAll(async () => {
  await services.close()
  await Promise.all([sites.close(), sandbox.close()])
  await data.remove()
})

async function websiteIdOf(accountId: string, domain: string): Promise<string> {
  const found = (await services.websites.query({ accountId })).items.find((website) => website.domain === domain)
  if (!found) throw new Error(`${domain} is not listed`)
  // The check reads the website from the account's mirror: wait until the sweep has put it there.
  await whenServices(services, () => services.websites.get({ accountId, websiteId: found.id }) !== null, domain)
  return found.id
}

describe('the tracking code through the services', () => {
  it("builds each variant's snippet from the account's address", async () => {
    const b = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, variant: 'B' })
    const a = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, variant: 'A', label: 'Old' })
    expect(services.tracking.code({ accountId: b.id, respectDnt: true })).toBe(
      trackingCode({ baseUrl: sandbox.url, variant: 'B' }, { respectDnt: true }),
    )
    expect(services.tracking.code({ accountId: a.id, respectDnt: false })).toContain(
      `data-host="${sandbox.url}/public"`,
    )
  })

  it('checks the installation and says what the statistics saw today; the check is kept with its time', async () => {
    const account = services.accounts.list().find((entry) => entry.variant === 'B')!
    const shop = await websiteIdOf(account.id, 'shop.example')
    const fresh = await websiteIdOf(account.id, 'fresh.example')
    const before = Date.now()
    const check = await services.tracking.check({ accountId: account.id, websiteId: shop })
    expect(check.outcome).toEqual({ kind: 'installed', host: 'shop.example', seen: 'visits-today' })
    expect(check.checkedAt).toBeGreaterThanOrEqual(before)
    expect(services.tracking.lastCheck({ accountId: account.id, websiteId: shop })).toEqual(check)
    const second = await services.tracking.check({ accountId: account.id, websiteId: fresh })
    expect(second.outcome).toEqual({ kind: 'installed', host: 'fresh.example', seen: 'no-visits-yet' })
    expect(services.tracking.lastCheck({ accountId: account.id, websiteId: 'no-such-id' })).toBeNull()
  })

  it('never sends the API key, an Authorization header or a cookie to the website', () => {
    expect(sites.requests.length).toBeGreaterThan(0)
    for (const request of sites.requests) {
      const names = request.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase())
      expect(names).not.toContain('authorization')
      expect(names).not.toContain('cookie')
      expect([request.url, ...request.rawHeaders].join('\n')).not.toContain(sandbox.apiKey)
    }
  })
})
