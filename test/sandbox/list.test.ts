import { describe, expect, it } from 'vitest'
import { DEMO_SITE_COUNT } from '../../src/main/sandbox'
import { call, withSandbox, type Loose } from './helpers'

const A = '/public/api/v1/websites'
const B = '/api/v1/websites'

const ids = (body: Loose): number[] => body.data.map((site: Loose) => site.id as number)
const hostsOf = (body: Loose, field: 'url' | 'domain'): string[] =>
  body.data.map((site: Loose) => site[field] as string)
const sorted = (values: string[], direction: 'asc' | 'desc'): string[] => {
  const copy = [...values].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  return direction === 'asc' ? copy : copy.reverse()
}

describe('per_page', () => {
  it('defaults to 10 in variant A, reported as the string "10"', () =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, A)
      expect(page.status).toBe(200)
      expect(page.body.status).toBe(200)
      expect(page.body.data).toHaveLength(10)
      expect(page.body.meta.per_page).toBe('10')
      expect(page.body.meta.total).toBe(DEMO_SITE_COUNT)
    }))

  it('defaults to 100 in variant B (the spec), reported as an integer', () =>
    withSandbox({ seed: 120 }, async (sandbox) => {
      const page = await call(sandbox, B)
      expect(page.body.data).toHaveLength(100)
      expect(page.body.meta.per_page).toBe(100)
      expect(page.body.meta).toMatchObject({ total: 120, last_page: 2 })
    }))

  it('variant A accepts 10 to 100 and refuses 9, 101 and non-integers with 422', () =>
    withSandbox({ seed: 150 }, async (sandbox) => {
      for (const [value, length] of [
        ['10', 10],
        ['100', 100],
        ['37', 37],
      ] as const) {
        const page = await call(sandbox, `${A}?per_page=${value}`)
        expect(page.status, value).toBe(200)
        expect(page.body.data).toHaveLength(length)
        expect(page.body.meta.per_page).toBe(value)
      }
      for (const value of ['9', '101', '0', '-10', 'ten', '10.5']) {
        const refused = await call(sandbox, `${A}?per_page=${value}`)
        expect(refused.status, value).toBe(422)
        expect(refused.body.status).toBe(422)
        expect(Object.keys(refused.body.message)).toEqual(['per_page'])
        expect(refused.body.message.per_page).toEqual([expect.any(String)])
      }
    }))

  it('variant B accepts only 10, 25, 50 and 100', () =>
    withSandbox({ seed: 150 }, async (sandbox) => {
      for (const value of [10, 25, 50, 100]) {
        const page = await call(sandbox, `${B}?per_page=${value}`)
        expect(page.status, String(value)).toBe(200)
        expect(page.body.data).toHaveLength(value)
        expect(page.body.meta.per_page).toBe(value)
      }
      for (const value of ['30', '9', '101', '0', 'all']) {
        const refused = await call(sandbox, `${B}?per_page=${value}`)
        expect(refused.status, value).toBe(422)
        expect(refused.body).toEqual({ message: { per_page: ['The selected per page is invalid.'] }, status: 422 })
      }
    }))
})

describe('paging', () => {
  it('pages to the end through links.next, every website once, with Laravel meta', () =>
    withSandbox({}, async (sandbox) => {
      const seen: number[] = []
      let next: string | null = `${sandbox.url}${A}?per_page=10&sort=asc`
      let pages = 0
      let last: Loose
      while (next) {
        const page = await call(sandbox, next.slice(sandbox.url.length))
        expect(page.status).toBe(200)
        seen.push(...ids(page.body))
        next = page.body.links.next
        last = page.body
        pages += 1
      }
      expect(pages).toBe(4)
      expect(new Set(seen).size).toBe(DEMO_SITE_COUNT)
      expect(seen).toHaveLength(DEMO_SITE_COUNT)
      expect(last.meta).toEqual({
        current_page: 4,
        from: 31,
        last_page: 4,
        path: `${sandbox.url}${A}`,
        per_page: '10',
        to: DEMO_SITE_COUNT,
        total: DEMO_SITE_COUNT,
      })
      expect(last.links).toEqual({
        first: `${sandbox.url}${A}?per_page=10&sort=asc&page=1`,
        last: `${sandbox.url}${A}?per_page=10&sort=asc&page=4`,
        prev: `${sandbox.url}${A}?per_page=10&sort=asc&page=3`,
        next: null,
      })
    }))

  it('starts at page 1 with no prev link and keeps the whole query in the links', () =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${B}?per_page=10&sort_by=domain&sort=asc&favorite=0`)
      expect(page.body.meta).toMatchObject({ current_page: 1, from: 1, to: 10, per_page: 10 })
      expect(page.body.links.prev).toBeNull()
      const nextUrl = new URL(page.body.links.next)
      expect(Object.fromEntries(nextUrl.searchParams)).toEqual({
        per_page: '10',
        sort_by: 'domain',
        sort: 'asc',
        favorite: '0',
        page: '2',
      })
    }))

  it('answers an empty page beyond the last one, and page 1 for an invalid page', () =>
    withSandbox({}, async (sandbox) => {
      const beyond = await call(sandbox, `${B}?per_page=10&page=9`)
      expect(beyond.status).toBe(200)
      expect(beyond.body.data).toEqual([])
      expect(beyond.body.meta).toMatchObject({
        current_page: 9,
        from: null,
        to: null,
        last_page: 4,
        total: DEMO_SITE_COUNT,
      })
      expect(beyond.body.links.next).toBeNull()
      for (const page of ['0', '-2', 'two', '']) {
        const first = await call(sandbox, `${B}?per_page=10&page=${page}`)
        expect(first.body.meta.current_page, page).toBe(1)
        expect(first.body.data).toHaveLength(10)
      }
    }))

  it('reports last_page 1 and null bounds for an empty store', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const page = await call(sandbox, A)
      expect(page.body.data).toEqual([])
      expect(page.body.meta).toMatchObject({ current_page: 1, from: null, to: null, last_page: 1, total: 0 })
      expect(page.body.links).toMatchObject({ prev: null, next: null })
    }))
})

describe('variant A order and search', () => {
  it('lists by url, A→Z, when sort is omitted, as real variant A servers do', () =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${A}?per_page=100`)
      const hosts = sandbox.control.list('A').map((site) => site.host)
      expect(hostsOf(page.body, 'url')).toEqual(sorted(hosts, 'asc'))
    }))

  it.each(['asc', 'desc'] as const)('sort=%s orders by url', (direction) =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${A}?per_page=100&sort=${direction}`)
      const hosts = sandbox.control.list('A').map((site) => site.host)
      expect(hostsOf(page.body, 'url')).toEqual(sorted(hosts, direction))
    }),
  )

  it('searches a case-insensitive substring of the url', () =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${A}?per_page=100&search=BAKERY&sort=asc`)
      expect(hostsOf(page.body, 'url')).toEqual(['bakery-supplies.io', 'maple-street-bakery.com'])
      expect(page.body.meta.total).toBe(2)
    }))

  it('refuses an unknown sort direction', () =>
    withSandbox({}, async (sandbox) => {
      const refused = await call(sandbox, `${A}?sort=up`)
      expect(refused.status).toBe(422)
      expect(refused.body).toEqual({ message: { sort: ['The selected sort is invalid.'] }, status: 422 })
    }))

  it('returns url, no favorite fields and no exclude_params', () =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${A}?per_page=100`)
      expect(page.body.data).toHaveLength(DEMO_SITE_COUNT)
      for (const site of page.body.data) {
        expect(Object.keys(site).sort()).toEqual([
          'created_at',
          'email',
          'exclude_bots',
          'exclude_ips',
          'id',
          'password',
          'privacy',
          'updated_at',
          'url',
        ])
      }
    }))
})

describe('variant B order, search and filters', () => {
  it('lists by id descending by default', () =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, B)
      expect(ids(page.body)).toEqual(
        sandbox.control
          .list('B')
          .map((site) => site.id)
          .reverse(),
      )
    }))

  it('sort_by=id&sort=asc lists oldest first', () =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${B}?sort_by=id&sort=asc`)
      expect(ids(page.body)).toEqual(sandbox.control.list('B').map((site) => site.id))
    }))

  it.each(['asc', 'desc'] as const)('sort_by=domain&sort=%s orders by domain', (direction) =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${B}?sort_by=domain&sort=${direction}`)
      expect(hostsOf(page.body, 'domain')).toEqual(
        sorted(
          sandbox.control.list('B').map((site) => site.host),
          direction,
        ),
      )
    }),
  )

  it('searches by domain, case-insensitively', () =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${B}?search=Fr&search_by=domain&sort_by=domain&sort=asc`)
      const expected = sandbox.control
        .list('B')
        .map((site) => site.host)
        .filter((host) => host.includes('fr'))
        .sort()
      expect(expected.length).toBeGreaterThan(2)
      expect(hostsOf(page.body, 'domain')).toEqual(expected)
    }))

  it.each([
    ['1', true],
    ['0', false],
  ] as const)('favorite=%s filters by favorite status', (value, favorite) =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${B}?favorite=${value}`)
      const expected = sandbox.control
        .list('B')
        .filter((site) => (site.favorited_at !== null) === favorite)
        .map((site) => site.id)
        .reverse()
      expect(expected.length).toBeGreaterThan(2)
      expect(ids(page.body)).toEqual(expected)
      for (const site of page.body.data) expect(site.favorite).toBe(favorite)
    }),
  )

  it.each(['true', 'false', 'yes'])(
    "favorite=%s is refused: Laravel's boolean rule takes 1 and 0 in a query",
    (value) =>
      withSandbox({}, async (sandbox) => {
        const refused = await call(sandbox, `${B}?favorite=${value}`)
        expect(refused.status).toBe(422)
        expect(refused.body).toEqual({
          message: { favorite: ['The favorite field must be true or false.'] },
          status: 422,
        })
      }),
  )

  it('combines search, favorite filter and sort', () =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${B}?search=.com&favorite=1&sort_by=domain&sort=asc`)
      const expected = sandbox.control
        .list('B')
        .filter((site) => site.favorited_at !== null && site.host.includes('.com'))
        .map((site) => site.host)
        .sort()
      expect(expected.length).toBeGreaterThan(1)
      expect(hostsOf(page.body, 'domain')).toEqual(expected)
    }))

  it.each([
    ['sort_by=created', 'sort_by', 'The selected sort by is invalid.'],
    ['sort=random', 'sort', 'The selected sort is invalid.'],
    ['search_by=url', 'search_by', 'The selected search by is invalid.'],
    ['favorite=yes', 'favorite', 'The favorite field must be true or false.'],
  ])('refuses %s with a 422 for that field', (query, field, message) =>
    withSandbox({}, async (sandbox) => {
      const refused = await call(sandbox, `${B}?${query}`)
      expect(refused.status).toBe(422)
      expect(refused.body).toEqual({ message: { [field]: [message] }, status: 422 })
    }),
  )

  it('returns domain, favorite fields and legacy nulls, never exclude_params', () =>
    withSandbox({}, async (sandbox) => {
      const page = await call(sandbox, `${B}?sort_by=id&sort=asc`)
      expect(page.body.data).toHaveLength(DEMO_SITE_COUNT)
      for (const site of page.body.data) {
        expect(Object.keys(site).sort()).toEqual([
          'created_at',
          'domain',
          'email',
          'exclude_bots',
          'exclude_ips',
          'favorite',
          'favorited_at',
          'id',
          'password',
          'privacy',
          'updated_at',
        ])
        expect(site.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/)
        if (site.favorited_at !== null) expect(site.favorited_at).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
        expect(typeof site.password).toBe('boolean')
      }
      const legacy = page.body.data.filter((site: Loose) => site.privacy === null)
      expect(legacy.length).toBeGreaterThanOrEqual(2)
      for (const site of legacy) expect(site).toMatchObject({ email: null, exclude_bots: null })
    }))
})
