/**
 * The order the overview reads in (issue 33): favorites first, then the websites the user opened
 * lately, then the rest — only what is missing or old — and the progress it reports on the way:
 * "read N of M" with M every website of the account, N growing to M, never a total that leaves
 * websites out.
 */
import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import { FIRST_AT_MOST, readingOrder } from '../../src/main/stats/overview-order'
import { OVERVIEW_DAYS, type OverviewProgress, type OverviewSeries } from '../../src/shared/overview'
import { addDays } from '../../src/shared/stats'
import { statsToday } from '../../src/shared/visitors'
import type { Website } from '../../src/shared/website'
import { accountOnSandbox } from '../support/account'
import { whenServices } from '../support/services'

const NOW = Date.parse('2026-11-27T12:00:00Z')
const TODAY = '2026-11-27'
const FRESH_MS = 15 * 60_000

function site(id: number, domain: string, favorite = false): Website {
  return { id: String(id), displayDomain: domain, favorite } as Website
}
const hours = Array<number>(24).fill(1)
const series = (day: string, readAt: number): OverviewSeries => ({
  day,
  visitors: [1],
  pageviews: [1],
  readAt,
  yesterday: { day: addDays(day, -1), visitors: hours, pageviews: hours },
})

describe('the reading order', () => {
  const websites = [
    site(1, 'zeta.example'),
    site(2, 'beta.example', true),
    site(3, 'alpha.example'),
    site(4, 'gamma.example'),
    site(5, 'alpha-fav.example', true),
  ]

  it('puts favorites first (by name), then the recently opened (most first), then the rest by name', () => {
    const order = readingOrder({
      websites,
      recentScore: (id) => ({ '1': 5, '4': 9 })[id],
      cached: () => undefined,
      now: NOW,
      today: TODAY,
      freshForMs: FRESH_MS,
    })
    expect(order).toEqual({ first: ['5', '2', '4', '1'], rest: ['3'] })
  })

  it('leaves out what is current, and reads again what is old or from an earlier day', () => {
    const cached: Record<string, OverviewSeries> = {
      '2': series(TODAY, NOW - 60_000),
      '3': series(addDays(TODAY, -1), NOW - 60_000),
      '4': series(TODAY, NOW - FRESH_MS),
    }
    const order = readingOrder({
      websites,
      recentScore: () => undefined,
      cached: (id) => cached[id],
      now: NOW,
      today: TODAY,
      freshForMs: FRESH_MS,
    })
    expect(order).toEqual({ first: ['5'], rest: ['3', '4', '1'] })
  })

  it("reads again a website whose days are current but whose yesterday's hours are missing or of another day", () => {
    const cached: Record<string, OverviewSeries> = {
      '2': { ...series(TODAY, NOW - 60_000), yesterday: null },
      '5': series(TODAY, NOW - 60_000),
      '1': { ...series(TODAY, NOW - 60_000), yesterday: { ...series(TODAY, NOW).yesterday!, day: addDays(TODAY, -2) } },
      '3': series(TODAY, NOW - 60_000),
      '4': series(TODAY, NOW - 60_000),
    }
    const order = readingOrder({
      websites,
      recentScore: () => undefined,
      cached: (id) => cached[id],
      now: NOW,
      today: TODAY,
      freshForMs: FRESH_MS,
    })
    expect(order).toEqual({ first: ['2'], rest: ['1'] })
  })

  it(`sends at most ${FIRST_AT_MOST} websites ahead as the user's own; the other favorites follow on the idle lane`, () => {
    const many = Array.from({ length: FIRST_AT_MOST + 3 }, (_, index) =>
      site(index + 1, `s${100 + index}.example`, true),
    )
    const order = readingOrder({
      websites: many,
      recentScore: () => undefined,
      cached: () => undefined,
      now: NOW,
      today: TODAY,
      freshForMs: FRESH_MS,
    })
    expect(order.first).toHaveLength(FIRST_AT_MOST)
    expect(order.rest).toEqual([FIRST_AT_MOST + 1, FIRST_AT_MOST + 2, FIRST_AT_MOST + 3].map(String))
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
