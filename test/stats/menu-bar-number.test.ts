/**
 * The menu-bar number through the services, against the sandbox: today's visitors of every
 * favorite together, or of one website — a website that is not a favorite read on its own in the
 * background while it is chosen — equal to the server's today.
 */
import { describe, expect, it } from 'vitest'
import { statsToday } from '../../src/shared/visitors'
import { accountOnSandbox, type AccountSetup } from '../support/account'

async function serverToday(setup: AccountSetup, websiteId: string): Promise<number> {
  const today = statsToday(Date.now())
  const url = new URL(`/api/v1/stats/${websiteId}`, setup.sandbox.url)
  url.search = new URLSearchParams({ name: 'visitors', from: today, to: today }).toString()
  const response = await fetch(url, { headers: { Authorization: `Bearer ${setup.sandbox.apiKey}` } })
  const body = (await response.json()) as { data: Array<{ count: string }> }
  return body.data.reduce((sum, row) => sum + Number(row.count), 0)
}

function stillAccount(): Promise<AccountSetup> {
  const at = Date.now()
  return accountOnSandbox({ sandbox: { now: () => at }, services: { scheduler: { windowMs: 1_000 } } })
}

describe('the menu-bar number', () => {
  it("is off by default, then today's visitors of the favorites, or of one website that is not a favorite", async () => {
    const setup = await stillAccount()
    const { services, accountId } = setup
    services.start()
    expect(services.statistics.menuBarCount()).toBeNull()
    const websites = services.websites.local(accountId)
    const favorites = websites.filter((website) => website.favorite)
    let sum = 0
    for (const favorite of favorites) sum += await serverToday(setup, favorite.id)
    services.statistics.setMenuBarNumber({ kind: 'favorites' })
    await expect.poll(() => services.statistics.menuBarCount(), { timeout: 20_000 }).toBe(sum)

    const other = websites.find((website) => !website.favorite)!
    services.statistics.setMenuBarNumber({ kind: 'website', accountId, websiteId: other.id })
    await expect
      .poll(() => services.statistics.menuBarCount(), { timeout: 20_000 })
      .toBe(await serverToday(setup, other.id))
    services.statistics.setMenuBarNumber({ kind: 'off' })
    expect(services.statistics.menuBarCount()).toBeNull()
  }, 60_000)
})
