/**
 * List queries answered from the mirror mean what the server makes of them
 * (design.md §6): the same websites, in the order the server gives for the
 * same query — checked against the sandbox's own list query, the independent
 * reference, over random websites and queries.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { checkListQuery, selectPage } from '../../src/main/sandbox/list-query'
import type { SandboxWebsite } from '../../src/main/sandbox'
import { queryWebsites } from '../../src/main/sync/reading/query'
import type { ListQuery, Variant, Website } from '../../src/shared/website'
import { accountOnSandbox } from '../support/account'
import { plainWebsite } from '../support/websites'

/** Domains that trip a "natural" order: digits of different lengths, hyphens, dots, common prefixes. */
const label = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,5}$/).filter((text) => !text.endsWith('-'))
const domain = fc
  .tuple(fc.constantFrom('shop', 'shop-', 'a', 'b', ''), label, fc.constantFrom('.com', '.de', '.example', '-x.com'))
  .map(([prefix, middle, tld]) => `${prefix}${middle}${tld}`.replace(/^-/, 'x'))

const websites = fc
  .uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 100_000 }),
      domain,
      favorite: fc.boolean(),
      createdAt: fc.integer({ min: 0, max: 1_000 }),
    }),
    {
      selector: (entry) => entry.id,
      maxLength: 40,
    },
  )
  .map((entries) => {
    // Hosts are unique per server.
    const seen = new Set<string>()
    return entries.filter((entry) => !seen.has(entry.domain) && seen.add(entry.domain))
  })

const query = (variant: Variant): fc.Arbitrary<ListQuery> =>
  fc.record(
    {
      search: fc.constantFrom('shop', 'a', '.de', '1'),
      sort: fc.constantFrom('asc' as const, 'desc' as const),
      sortBy: variant === 'B' ? fc.constantFrom('created' as const, 'domain' as const) : fc.constant(undefined),
      favorite: variant === 'B' ? fc.boolean() : fc.constant(undefined),
      perPage: fc.constantFrom(10, 25),
      page: fc.integer({ min: 1, max: 3 }),
    },
    { requiredKeys: [] },
  )

/** What the sandbox, the independent reference, makes of the query as a server would receive it. */
function serverOrder(rows: readonly SandboxWebsite[], listQuery: ListQuery, variant: Variant): string[] {
  const params = new URLSearchParams({ per_page: String(listQuery.perPage ?? 10), page: String(listQuery.page ?? 1) })
  if (listQuery.search !== undefined) params.set('search', listQuery.search)
  if (listQuery.sort !== undefined) params.set('sort', listQuery.sort)
  if (listQuery.sortBy !== undefined) params.set('sort_by', listQuery.sortBy === 'created' ? 'id' : 'domain')
  if (listQuery.favorite !== undefined) params.set('favorite', listQuery.favorite ? '1' : '0')
  const checked = checkListQuery(variant, params)
  if (!checked.ok) throw new Error(`the sandbox refused ${params.toString()}`)
  return selectPage(rows, checked.plan).rows.map((row) => String(row.id))
}

describe.each(['A', 'B'] as const)('variant %s: the mirror lists websites as the server does', (variant) => {
  it('for any websites and any query: same websites, same order, same page', () => {
    fc.assert(
      fc.property(websites, query(variant), (entries, listQuery) => {
        const mirror: Website[] = entries.map((entry) =>
          plainWebsite(String(entry.id), {
            domain: entry.domain,
            favorite: variant === 'B' && entry.favorite,
            createdAt: new Date(entry.createdAt * 60_000).toISOString(),
          }),
        )
        const rows: SandboxWebsite[] = entries.map((entry) => ({
          id: entry.id,
          host: entry.domain,
          privacy: 1,
          password: null,
          email: 0,
          exclude_bots: 1,
          exclude_params: null,
          exclude_ips: null,
          favorited_at: variant === 'B' && entry.favorite ? new Date(0) : null,
          created_at: new Date(entry.createdAt * 60_000),
          updated_at: new Date(entry.createdAt * 60_000),
        }))
        const local = queryWebsites(mirror, { ...listQuery, perPage: listQuery.perPage ?? 10 }, variant).items.map(
          (website) => website.id,
        )
        expect(local).toEqual(serverOrder(rows, listQuery, variant))
      }),
      { numRuns: 300 },
    )
  })

  it('shop10 before shop2, as plain text compares them', () => {
    const mirror = ['shop2.com', 'shop10.com', 'Shop1.com'.toLowerCase()].map((name, index) =>
      plainWebsite(String(index + 1), { domain: name }),
    )
    const sortBy = variant === 'B' ? ({ sortBy: 'domain' } as const) : {}
    expect(
      queryWebsites(mirror, { ...sortBy, sort: 'asc', perPage: 10 }, variant).items.map((website) => website.domain),
    ).toEqual(['shop1.com', 'shop10.com', 'shop2.com'])
  })
})

describe('list queries answered from the mirror', () => {
  const sites = [
    plainWebsite('1', { domain: 'b.example', createdAt: '2024-01-01T00:00:00.000Z', favorite: true }),
    plainWebsite('2', { domain: 'a.example', createdAt: '2024-01-02T00:00:00.000Z' }),
    plainWebsite('3', { domain: 'c.test', createdAt: '2024-01-03T00:00:00.000Z', favorite: true }),
  ]

  it('search is case-insensitive on the domain, the count and pages follow the filter', () => {
    const page = queryWebsites(sites, { search: 'EXAMPLE', perPage: 10 }, 'B')
    expect(page.items.map((item) => item.id)).toEqual(['2', '1'])
    expect(page).toMatchObject({ total: 2, lastPage: 1, page: 1 })
  })

  it('sorts like the server: B by creation or domain, A by its address', () => {
    expect(
      queryWebsites(sites, { sortBy: 'created', sort: 'desc', perPage: 10 }, 'B').items.map((item) => item.id),
    ).toEqual(['3', '2', '1'])
    expect(
      queryWebsites(sites, { sortBy: 'domain', sort: 'asc', perPage: 10 }, 'B').items.map((item) => item.id),
    ).toEqual(['2', '1', '3'])
    expect(queryWebsites(sites, { sort: 'desc', perPage: 10 }, 'A').items.map((item) => item.domain)).toEqual([
      'c.test',
      'b.example',
      'a.example',
    ])
  })

  it('variant A without a sort: by address, A→Z, ties by id', () => {
    const twins = [...sites, plainWebsite('4', { domain: 'B.example' })]
    expect(queryWebsites(twins, { perPage: 10 }, 'A').items.map((item) => item.id)).toEqual(['2', '1', '4', '3'])
  })

  it('filters favorites, and pages', () => {
    expect(queryWebsites(sites, { favorite: true, perPage: 10 }, 'B').items.map((item) => item.id)).toEqual(['3', '1'])
    const second = queryWebsites(sites, { perPage: 10, page: 1 }, 'B')
    expect(second.items).toHaveLength(3)
    const paged = queryWebsites(
      [...Array(25)].map((_, index) => plainWebsite(String(index + 1))),
      { perPage: 10, page: 3 },
      'B',
    )
    expect(paged).toMatchObject({ page: 3, lastPage: 3, total: 25 })
    // Newest first, as the server lists them when no order is asked for.
    expect(paged.items.map((item) => item.id)).toEqual(['5', '4', '3', '2', '1'])
  })
})

describe('a variant A account without a sort chosen', () => {
  it('lists by address, A→Z, the same before and after the first sync', async () => {
    const { services, accountId, sandbox } = await accountOnSandbox({ variant: 'A', synced: false })
    const byAddress = sandbox.control
      .list('A')
      .sort((a, b) => (a.host < b.host ? -1 : a.host > b.host ? 1 : a.id - b.id))
      .map((row) => String(row.id))
      .slice(0, 25)

    const before = await services.websites.query({ accountId, query: { perPage: 25 } })
    expect(before.source).toBe('server')
    expect(before.items.map((website) => website.id)).toEqual(byAddress)

    await services.sync.syncNow({ accountId })
    const after = await services.websites.query({ accountId, query: { perPage: 25 } })
    expect(after.source).toBe('mirror')
    expect(after.items.map((website) => website.id)).toEqual(byAddress)
  })
})
