/**
 * The digest through the services, against the sandbox: on a Monday morning, last week against the
 * week before, summed over the websites whose days the book holds final (the favorites', read every
 * few minutes, where the overview was never opened), with the website whose visitors changed most —
 * the same figures in the notification's event and behind `statistics:digest`, told once.
 */
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { digestRanges } from '../../src/main/services/statistics-digest'
import type { DigestFigures } from '../../src/shared/statistics/summary'
import { accountOnSandbox, type AccountSetup } from '../support/account'
import { startServices, whenServices } from '../support/services'

/** A minute's limit counted per second: the background reads the favorites in a few seconds. */
const QUICK_LIMIT = { services: { scheduler: { windowMs: 1_000 } } }

async function serverSum(setup: AccountSetup, websiteId: string, name: string, from: string, to: string) {
  const url = new URL(`/api/v1/stats/${websiteId}`, setup.sandbox.url)
  url.search = new URLSearchParams({ name, from, to, per_page: '100' }).toString()
  const response = await fetch(url, { headers: { Authorization: `Bearer ${setup.sandbox.apiKey}` } })
  const body = (await response.json()) as { data: Array<{ count: string }> }
  return body.data.reduce((sum, row) => sum + Number(row.count), 0)
}

const digestsOf = (setup: AccountSetup): DigestFigures[] =>
  setup.events.flatMap((event) => (event.type === 'digest' ? [event.payload] : []))

describe('the weekly digest', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it("sums the favorites' last week against the week before, names the top mover, and is told once", async () => {
    // Monday morning: last week is Monday 16 to Sunday 22 November, read final after 01:00.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-23T09:00:00Z'), shouldAdvanceTime: true })
    const setup = await accountOnSandbox(QUICK_LIMIT)
    const { services, accountId } = setup
    services.start()
    services.statistics.setDigest('weekly')
    const favorites = services.websites.local(accountId).filter((website) => website.favorite)
    expect(favorites.length).toBeGreaterThan(1)
    await whenServices(services, () => digestsOf(setup).length > 0, 'the digest is told', 30_000)
    const [told] = digestsOf(setup)
    expect(told!.range).toEqual({ from: '2026-11-16', to: '2026-11-22', cutAt: null })
    expect(told!.compareRange).toEqual({ from: '2026-11-09', to: '2026-11-15', cutAt: null })

    let visitors = 0
    let before = 0
    let pageviews = 0
    let mover = { id: '', change: -1 }
    for (const website of favorites) {
      const now = await serverSum(setup, website.id, 'visitors', '2026-11-16', '2026-11-22')
      const then = await serverSum(setup, website.id, 'visitors', '2026-11-09', '2026-11-15')
      visitors += now
      before += then
      pageviews += await serverSum(setup, website.id, 'pageviews', '2026-11-16', '2026-11-22')
      if (Math.abs(now - then) > mover.change) mover = { id: website.id, change: Math.abs(now - then) }
    }
    expect(told!.visitors).toEqual({ current: visitors, previous: before })
    expect(told!.pageviews.current).toBe(pageviews)
    expect(told!.websites).toEqual({ summed: favorites.length, of: services.websites.local(accountId).length })
    expect(told!.topMover?.websiteId).toBe(mover.id)
    expect(services.statistics.digest({ cadence: 'weekly' })).toEqual(told)

    // Told once a period: choosing it again tells nothing more, nor does a restart with the same days on disk.
    services.statistics.setDigest('weekly')
    expect(digestsOf(setup)).toHaveLength(1)
    await services.close()
    const again = await startServices(setup.dataDir, setup.secrets, { autoStart: false })
    onTestFinished(() => again.services.close())
    expect(again.services.statistics.digest({ cadence: 'weekly' })).toEqual(told)
    again.services.statistics.setDigest('weekly')
    expect(again.events.filter((event) => event.type === 'digest')).toEqual([])
  }, 60_000)
})

describe("the digest's spans", () => {
  it('are yesterday against the day before, or last Monday to Sunday against the week before, whatever the weekday', () => {
    expect(digestRanges('daily', Date.parse('2026-03-01T06:00:00Z'))).toEqual({
      range: { from: '2026-02-28', to: '2026-02-28', cutAt: null },
      compareRange: { from: '2026-02-27', to: '2026-02-27', cutAt: null },
    })
    for (const now of ['2026-11-23T00:30:00Z', '2026-11-25T12:00:00Z', '2026-11-29T23:59:00Z'])
      expect(digestRanges('weekly', Date.parse(now))).toEqual({
        range: { from: '2026-11-16', to: '2026-11-22', cutAt: null },
        compareRange: { from: '2026-11-09', to: '2026-11-15', cutAt: null },
      })
  })
})
