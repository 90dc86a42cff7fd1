/**
 * A website's lists and goals through the services, against the sandbox over loopback: the filter
 * is the service's own `search`, a page of 100 is read when shown ("Show all" reads the next), each row carries its share and its count
 * in the span compared with (0 for a value new since), search engines and social networks are
 * summed from referrers, and a goal's conversion rate is its events over the period's visitors.
 * The service's pages for a website are built from the account's own address.
 */
import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import type { Services } from '../../src/main/services'
import { addDays } from '../../src/shared/statistics/series'
import type { Comparison, Period } from '../../src/shared/statistics/period'
import { statsToday } from '../../src/shared/visitors'
import { accountOnSandbox, type AccountSetup } from '../support/account'
import { whenServices } from '../support/services'

const isStats = (request: RecordedRequest): boolean => request.path.startsWith('/api/v1/stats/')

async function serverRows(setup: AccountSetup, websiteId: string, query: Record<string, string>) {
  const rows: Array<{ value: string; count: number }> = []
  for (let page = 1; ; page++) {
    const url = new URL(`/api/v1/stats/${websiteId}`, setup.sandbox.url)
    url.search = new URLSearchParams({ ...query, per_page: '100', page: String(page) }).toString()
    const response = await fetch(url, { headers: { Authorization: `Bearer ${setup.sandbox.apiKey}` } })
    const body = (await response.json()) as { data: Array<{ value: string; count: string }>; next_page_url: unknown }
    rows.push(...body.data.map((row) => ({ value: row.value, count: Number(row.count) })))
    if (!body.next_page_url) return rows
  }
}

function stillAccount(): Promise<AccountSetup> {
  const at = Date.now()
  return accountOnSandbox({ sandbox: { now: () => at } })
}

const last30 = (): { from: string; to: string } => {
  const today = statsToday(Date.now())
  return { from: addDays(today, -30), to: addDays(today, -1) }
}

async function answeredVisitors(
  services: Services,
  request: { accountId: string; websiteId: string; period: Period; comparison: Comparison },
) {
  let summary = services.statistics.summary(request)
  await whenServices(services, () => (summary = services.statistics.summary(request)).complete, 'read', 30_000)
  return summary.visitors
}

describe("a website's lists", () => {
  it("sends the filter as the service's search and answers its rows, with shares and the counts before", async () => {
    const setup = await stillAccount()
    const { services, accountId, requests } = setup
    const period = last30()
    const page = await services.statistics.list({
      accountId,
      websiteId: '2',
      list: 'referrer',
      period,
      comparison: 'previous',
      search: 'google',
    })
    const searched = requests.filter(isStats).map((request) => request.query)
    // The period's rows and the span before's: one request each.
    expect(searched).toHaveLength(2)
    expect(searched.every((query) => query.search === 'google' && query.name === 'referrer')).toBe(true)
    const rows = await serverRows(setup, '2', { name: 'referrer', from: period.from, to: period.to, search: 'google' })
    expect(page.rows.map(({ value, count }) => ({ value, count }))).toEqual(rows)
    const sum = rows.reduce((total, row) => total + row.count, 0)
    expect(page.sum).toBe(sum)
    expect(page.rows[0]!.share).toBeCloseTo(rows[0]!.count / sum, 10)
    const before = await serverRows(setup, '2', {
      name: 'referrer',
      from: addDays(period.from, -30),
      to: addDays(period.from, -1),
      search: 'google',
    })
    expect(page.rows[0]!.previous).toBe(before.find((row) => row.value === page.rows[0]!.value)?.count ?? 0)
  })

  it('reads a page of 100 at a time, the next when "Show all" asks for it, and says when there is more', async () => {
    const setup = await stillAccount()
    const { services, accountId, requests } = setup
    const period = last30()
    const pages = Array.from({ length: 250 }, (_, index) => ({ value: `/post/${index}`, count: 1_000 - index }))
    setup.sandbox.control.setStatRows('B', 2, 'page', pages)
    const all = await serverRows(setup, '2', { name: 'page', from: period.from, to: period.to })
    expect(all).toHaveLength(250)
    const request = { accountId, websiteId: '2', list: 'page', period, comparison: 'none' } as const
    const asked = () => requests.filter(isStats).length
    const before = asked()
    const first = await services.statistics.list(request)
    // One request for the first hundred: a website with thousands of pages costs no more against the limit.
    expect(asked() - before).toBe(1)
    expect(first.rows).toHaveLength(100)
    expect(first.more).toBe(true)
    expect(first.values).toBe(100)
    const second = await services.statistics.list({ ...request, page: 2 })
    expect(asked() - before).toBe(2)
    expect(second.rows.map((row) => row.value)).toEqual(all.slice(100, 200).map((row) => row.value))
    expect(second.more).toBe(true)
    const third = await services.statistics.list({ ...request, page: 3 })
    expect(third.rows).toHaveLength(50)
    expect(third.more).toBe(false)
    expect(third.values).toBe(all.length)
    // Every page read is kept: asked again, the first costs nothing.
    await services.statistics.list(request)
    expect(asked() - before).toBe(3)
    expect(first.rows.every((row) => row.previous === null)).toBe(true)
  })

  it('sums referrers per search engine and social network, and sets each value against its count before', async () => {
    const setup = await stillAccount()
    const { services, accountId } = setup
    const period = last30()
    setup.sandbox.control.setStatRows('B', 2, 'referrer', [
      { value: 'www.google.com', count: 50 },
      { value: 'www.google.de', count: 30 },
      { value: 'duckduckgo.com', count: 20 },
      { value: 't.co', count: 7 },
      { value: 'x.com', count: 3 },
      { value: 'example.org', count: 40 },
    ])
    const engines = await services.statistics.list({
      accountId,
      websiteId: '2',
      list: 'searchEngine',
      period,
      comparison: 'none',
    })
    expect(engines.rows.map(({ value, count }) => ({ value, count }))).toEqual([
      { value: 'Google', count: 80 },
      { value: 'DuckDuckGo', count: 20 },
    ])
    expect(engines.rows[0]!.share).toBeCloseTo(0.8, 10)
    const social = await services.statistics.list({
      accountId,
      websiteId: '2',
      list: 'socialNetwork',
      period: { preset: 'yesterday' },
      comparison: 'none',
    })
    expect(social.rows.map(({ value, count }) => ({ value, count }))).toEqual([{ value: 'X (Twitter)', count: 10 }])

    setup.sandbox.control.setStatRows('B', 3, 'campaign', [{ value: 'spring-sale', count: 9 }])
    const campaigns = await services.statistics.list({
      accountId,
      websiteId: '3',
      list: 'campaign',
      period,
      comparison: 'previous',
    })
    // The sandbox serves these rows for any range: the span before had the same.
    expect(campaigns.rows).toEqual([{ value: 'spring-sale', count: 9, share: 1, previous: 9 }])
  })
})

describe("a website's goals", () => {
  it('are kept per website, and each shows its completions and its conversion rate against the visitors', async () => {
    const setup = await stillAccount()
    const { services, accountId } = setup
    const period = last30()
    const request = { accountId, websiteId: '2', period, comparison: 'previous' as const }
    expect(await services.statistics.goals(request)).toEqual([])
    expect(
      services.statistics.setGoals({ accountId, websiteId: '2', events: ['signup', 'purchase', 'signup'] }),
    ).toEqual(['signup', 'purchase'])
    const visitors = await answeredVisitors(services, request)
    const goals = await services.statistics.goals(request)
    const events = await serverRows(setup, '2', { name: 'event', from: period.from, to: period.to })
    const signups = events.filter((row) => row.value.startsWith('signup:')).reduce((sum, row) => sum + row.count, 0)
    expect(signups).toBeGreaterThan(0)
    expect(goals.map((goal) => goal.event)).toEqual(['signup', 'purchase'])
    expect(goals[0]!.completions.current).toBe(signups)
    expect(goals[0]!.conversion.current).toBeCloseTo(signups / visitors.current, 10)
    expect(goals[0]!.completions.previous).not.toBeNull()
    expect(await services.statistics.goals({ ...request, websiteId: '3' })).toEqual([])
  })
})

describe("the service's pages for a website", () => {
  it("are the account's address with the domain, and only a public page's link is shared", async () => {
    const setup = await stillAccount()
    const { services, accountId } = setup
    const website = setup.row(2)!
    expect(services.statistics.webPage({ accountId, websiteId: '2', page: 'realtime' })).toBe(
      `${setup.sandbox.url}/${website.host}/realtime`,
    )
    setup.sandbox.control.update('B', 2, { privacy: 0 })
    setup.sandbox.control.update('B', 3, { privacy: 1 })
    await services.sync.syncNow({ accountId })
    expect(services.statistics.publicLink({ accountId, websiteId: '2' })).toBe(`${setup.sandbox.url}/${website.host}`)
    expect(() => services.statistics.publicLink({ accountId, websiteId: '3' })).toThrow(/not public/)
    expect(services.statistics.webPages()).toContain(`${setup.sandbox.url}/${website.host}/realtime`)
  })
})
