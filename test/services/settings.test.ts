/** What the shell asks of the services beyond the user's edits: the tray's list, and the sync interval setting. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { accountOnSandbox } from '../support/account'
import { whenServices } from '../support/services'

afterEach(() => {
  vi.useRealTimers()
})

describe("the tray menu's websites", () => {
  it('come from the mirror at once, without a request, edits included', async () => {
    const { services, accountId, requests } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    const local = services.websites.local(accountId)
    expect(local).toHaveLength(36)
    expect(local.find((website) => website.id === '4')?.privacy).toBe(0)
    expect(requests).toEqual([])
  })
})

describe('the sync interval setting', () => {
  it("moves every account's next sweep at once, and 0 turns the periodic sweep off", async () => {
    // Visitor numbers are read once at start and not again within the hours the fake clock runs:
    // a read on the wire while the clock jumps would time out on it and send the account offline.
    // So every read the favorites want is in before the clock is faked (their days and their hour),
    // and no website stays a favorite: a favorite's "this hour" is read again when the hour turns.
    const day = 24 * 60 * 60_000
    const setup = await accountOnSandbox({
      // A minute's limit counted per second: the favorites' few reads are in within seconds.
      services: {
        autoStart: true,
        sweepIntervalMs: 0,
        statsTiming: { todayEveryMs: day },
        scheduler: { windowMs: 1_000 },
      },
    })
    const { services, accountId, requests, sandbox } = setup
    const favorites = services.websites.local(accountId).filter((website) => website.favorite)
    await whenServices(
      services,
      () =>
        favorites.every(
          (website) =>
            services.stats.overview({ accountId }).websites[website.id] !== undefined &&
            website.id in services.insights.trayHours(accountId),
        ),
      "the favorites' visitors and their hour are read",
    )
    for (const website of favorites) sandbox.control.update('B', Number(website.id), { favorited_at: null })
    // The last sweep is now, as the interval is set.
    await services.sync.syncNow({ accountId })
    expect(services.websites.local(accountId).filter((website) => website.favorite)).toEqual([])
    requests.splice(0)
    const sweeps = (): number =>
      requests.filter((request) => request.method === 'GET' && request.path.endsWith('/websites')).length
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })

    services.sync.setSweepInterval(60_000)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(sweeps()).toBe(0)
    const lastSweep = services.sync.status({ accountId }).lastSweepAt
    await vi.advanceTimersByTimeAsync(1_000)
    await whenServices(
      services,
      () => services.sync.status({ accountId }).lastSweepAt !== lastSweep,
      'the periodic sweep has run',
    )
    expect(sweeps()).toBe(1)

    services.sync.setSweepInterval(0)
    await vi.advanceTimersByTimeAsync(60 * 60_000)
    expect(sweeps()).toBe(1)
    expect(() => services.sync.setSweepInterval(-1)).toThrow(/interval/)
  })
})
