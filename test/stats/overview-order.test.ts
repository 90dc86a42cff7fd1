/**
 * The order the overview reads in: favorites first, then the websites the user opened lately,
 * then the rest (what is current is left out by the planner: test/stats/planner.test.ts) — and the
 * progress it reports on the way: "read N of M" with M every website of the account, N growing to
 * M, never a total that leaves websites out.
 */
import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import { readingOrder, RECENT_AT_MOST } from '../../src/main/stats/overview-order'
import { OVERVIEW_DAYS, type OverviewProgress } from '../../src/shared/overview'
import { addDays } from '../../src/shared/statistics/series'
import { statsToday } from '../../src/shared/visitors'
import type { Website } from '../../src/shared/website'
import { accountOnSandbox } from '../support/account'
import { whenServices } from '../support/services'

function site(id: number, domain: string, favorite = false): Website {
  return { id: String(id), displayDomain: domain, favorite } as Website
}
describe('the reading order', () => {
  const websites = [
    site(1, 'zeta.example'),
    site(2, 'beta.example', true),
    site(3, 'alpha.example'),
    site(4, 'gamma.example'),
    site(5, 'alpha-fav.example', true),
  ]

  it('puts favorites first (by name), then the recently opened (most first), then the rest by name', () => {
    expect(readingOrder(websites, (id) => ({ '1': 5, '4': 9 })[id])).toEqual(['5', '2', '4', '1', '3'])
  })

  it(`counts at most ${RECENT_AT_MOST} websites opened lately as recent; the others keep their place by name`, () => {
    const many = Array.from({ length: RECENT_AT_MOST + 2 }, (_, index) => site(index + 1, `s${100 + index}.example`))
    const order = readingOrder(many, (id) => Number(id))
    expect(order.slice(0, RECENT_AT_MOST)).toEqual(
      many
        .slice(2)
        .reverse()
        .map((website) => website.id),
    )
    expect(order.slice(RECENT_AT_MOST)).toEqual(['1', '2'])
  })
})

describe('against the sandbox', () => {
  it('favorites and the recently opened website are read first, and the progress counts every website', async () => {
    const setup = await accountOnSandbox({ services: { scheduler: { windowMs: 1_000 } } })
    const { services, accountId, requests } = setup
    const websites = services.websites.local(accountId)
    const favorites = websites
      .filter((website) => website.favorite)
      .sort((a, b) => a.displayDomain.localeCompare(b.displayDomain))
    const opened = websites.filter((website) => !website.favorite).at(-1)!
    expect(favorites.length).toBeGreaterThan(0)
    services.switcher.opened({ accountId, websiteId: opened.id })

    const seen: OverviewProgress[] = []
    services.onEvent((event) => {
      if (event.type === 'overview-changed') seen.push(services.stats.overviewState().accounts[0]!.progress)
    })
    const from = addDays(statsToday(Date.now()), 1 - OVERVIEW_DAYS)
    const first = services.stats.openOverview({ period: '7d' }).accounts[0]!.progress
    expect(first).toEqual({ read: 0, total: websites.length, reading: true })
    await whenServices(services, () => seen.at(-1)?.reading === false, 'the overview is read', 30_000)

    const order = requests
      .filter((request: RecordedRequest) => request.query.from === from && request.query.name === 'visitors')
      .map((request) => request.path.split('/').at(-1))
    expect(order).toHaveLength(websites.length)
    expect(order.slice(0, favorites.length + 1)).toEqual([...favorites.map((website) => website.id), opened.id])
    for (const progress of seen) expect(progress.total).toBe(websites.length)
    const reads = seen.map((progress) => progress.read)
    expect(reads).toEqual([...reads].sort((a, b) => a - b))
    expect(seen.at(-1)).toEqual({ read: websites.length, total: websites.length, reading: false })
  })
})
