/**
 * The favorites' visitors this hour for the tray (issue 33), through the services against the
 * sandbox: read once the account starts, on the idle lane, equal to the server's `visitors_hour`
 * rows for the current hour today and yesterday; nothing for other websites.
 */
import { describe, expect, it } from 'vitest'
import { addDays } from '../../src/shared/stats'
import { statsToday } from '../../src/shared/visitors'
import { accountOnSandbox } from '../support/account'
import { whenServices } from '../support/services'

const FAVORITE = '1' // maple-street-bakery.com in the demo set, a favorite

async function hourRow(url: string, apiKey: string, day: string, hour: string): Promise<number> {
  const response = await fetch(`${url}/api/v1/stats/${FAVORITE}?name=visitors_hour&from=${day}&to=${day}&per_page=25`, {
    headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
  })
  const body = (await response.json()) as { data: Array<{ value: string; count: string }> }
  return Number(body.data.find((row) => row.value === hour)?.count ?? 0)
}

describe("the favorites' hour", () => {
  it('is read once started, this hour and the same hour yesterday as the server counts them', async () => {
    // A server that allows many requests a minute: the idle lane's fifth of it holds every favorite's days and hour.
    const setup = await accountOnSandbox({ services: { scheduler: { limitPerMinute: 600 } } })
    const { services, accountId, sandbox, requests } = setup
    expect(services.websites.local(accountId).find((website) => website.id === FAVORITE)?.favorite).toBe(true)
    expect(services.insights.trayHours(accountId)).toEqual({})
    services.start()
    await whenServices(services, () => FAVORITE in services.insights.trayHours(accountId), "the favorite's hour read")
    const hours = services.insights.trayHours(accountId)
    const entry = hours[FAVORITE]!
    // The hour it is of: this hour, or the one before when the hour turned while the test ran.
    const hourAgo = Date.now() - 3_600_000
    expect([statsToday(hourAgo), statsToday(Date.now())]).toContain(entry.day)
    // The hour may have turned since it was read: compare with the hour it says it is.
    expect(entry.today).toBe(await hourRow(sandbox.url, sandbox.apiKey, entry.day, entry.hour))
    expect(entry.yesterday).toBe(await hourRow(sandbox.url, sandbox.apiKey, addDays(entry.day, -1), entry.hour))
    expect(entry.yesterday).toBeGreaterThan(0)
    const favorites = services.websites.local(accountId).filter((website) => website.favorite)
    expect(Object.keys(hours).every((id) => favorites.some((website) => website.id === id))).toBe(true)
    expect(
      requests.some((request) => request.path.startsWith('/api/v1/stats/') && request.query.name === 'visitors_hour'),
    ).toBe(true)
  })
})
