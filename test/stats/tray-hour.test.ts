/**
 * The favorites' visitors this hour for the tray, through the services against the
 * sandbox: read once the account starts, on the idle lane, equal to the server's `visitors_hour`
 * row for the current hour today, against yesterday's row for that hour until the same minute;
 * nothing for other websites.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { addDays } from '../../src/shared/statistics/series'
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
  afterEach(() => {
    vi.useRealTimers()
  })

  it('is read once started, this hour so far and the same hour yesterday until the same minute, as the server counts them', async () => {
    // 15:20, the clock going on from there: the hour has had 20 minutes.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-20T15:20:00Z'), shouldAdvanceTime: true })
    // A server that allows many requests a minute: the idle lane's fifth of it holds every favorite's days and hour.
    const setup = await accountOnSandbox({ services: { scheduler: { limitPerMinute: 600 } } })
    const { services, accountId, sandbox, requests } = setup
    expect(services.websites.local(accountId).find((website) => website.id === FAVORITE)?.favorite).toBe(true)
    expect(services.insights.trayHours(accountId)).toEqual({})
    services.start()
    await whenServices(services, () => FAVORITE in services.insights.trayHours(accountId), "the favorite's hour read")
    const hours = services.insights.trayHours(accountId)
    const entry = hours[FAVORITE]!
    expect(entry).toMatchObject({ day: statsToday(Date.now()), hour: '15' })
    const minutes = new Date(entry.readAt).getUTCMinutes()
    const yesterday = await hourRow(sandbox.url, sandbox.apiKey, addDays(entry.day, -1), entry.hour)
    expect(entry.today).toBe(await hourRow(sandbox.url, sandbox.apiKey, entry.day, entry.hour))
    expect(entry.yesterday).toBe(Math.round((yesterday * minutes) / 60))
    expect(entry.yesterday).toBeGreaterThan(0)
    const favorites = services.websites.local(accountId).filter((website) => website.favorite)
    expect(Object.keys(hours).every((id) => favorites.some((website) => website.id === id))).toBe(true)
    expect(
      requests.some((request) => request.path.startsWith('/api/v1/stats/') && request.query.name === 'visitors_hour'),
    ).toBe(true)
  })
})
