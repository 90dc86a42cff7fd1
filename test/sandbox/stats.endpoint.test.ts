import { describe, expect, it } from 'vitest'
import { addDays } from '../../src/shared/statistics/series'
import { call, withSandbox, type Loose } from './helpers'

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
const TODAY = '2026-11-23'
const now = (): number => NOW
const stats = (id: number | string, query: string): string => `/api/v1/stats/${id}?${query}`
const NOVEMBER = `name=visitors&from=2026-11-01&to=${TODAY}`
const values = (body: Loose): string[] => body.data.map((row: Loose) => row.value as string)
const counts = (body: Loose): number[] => body.data.map((row: Loose) => Number(row.count))
const labels = (body: Loose): string[] => body.links.map((link: Loose) => link.label as string)

describe('the answer', () => {
  it("is Laravel's flat paginator: rows of value and count (a string), days without traffic absent", () =>
    withSandbox({ now }, async (sandbox) => {
      sandbox.control.setTraffic('B', 3, [
        { day: '2026-11-20', visitors: 5 },
        { day: '2026-11-22', visitors: 12 },
        { day: '2026-11-23', visitors: 7 },
      ])
      const answer = await call(sandbox, stats(3, `name=visitors&from=2026-11-19&to=${TODAY}`))
      expect(answer.status).toBe(200)
      const link = (page: number): string =>
        `${sandbox.url}/api/v1/stats/3?name=visitors&from=2026-11-19&to=${TODAY}&search_by=value&sort_by=count&sort=desc&per_page=10&page=${page}`
      expect(answer.body).toEqual({
        current_page: 1,
        data: [
          { value: '2026-11-22', count: '12' },
          { value: '2026-11-23', count: '7' },
          { value: '2026-11-20', count: '5' },
        ],
        first_page_url: link(1),
        from: 1,
        last_page: 1,
        last_page_url: link(1),
        links: [
          { url: null, label: '&laquo; Previous', active: false },
          { url: link(1), label: '1', active: true },
          { url: null, label: 'Next &raquo;', active: false },
        ],
        next_page_url: null,
        path: `${sandbox.url}/api/v1/stats/3`,
        per_page: 10,
        prev_page_url: null,
        to: 3,
        total: 3,
        status: 200,
      })
    }))

  it('orders by count, highest first, 10 a page unless asked otherwise', () =>
    withSandbox({ now }, async (sandbox) => {
      const answer = await call(sandbox, stats(1, NOVEMBER))
      expect(answer.body).toMatchObject({ per_page: 10, total: 23, last_page: 3, to: 10 })
      expect(counts(answer.body)).toEqual([...counts(answer.body)].sort((a, b) => b - a))
      expect(answer.body.data.every((row: Loose) => typeof row.count === 'string' && /^\d+$/.test(row.count))).toBe(
        true,
      )
      expect(answer.body.next_page_url).toContain('page=2')
    }))

  it('sorts by value (the day) or by count, either way', () =>
    withSandbox({ now }, async (sandbox) => {
      const days = Array.from({ length: 23 }, (_, index) => addDays('2026-11-01', index))
      expect(values((await call(sandbox, stats(1, `${NOVEMBER}&sort_by=value&sort=asc&per_page=100`))).body)).toEqual(
        days,
      )
      expect(values((await call(sandbox, stats(1, `${NOVEMBER}&sort_by=value&per_page=100`))).body)).toEqual(
        [...days].reverse(),
      )
      const ascending = counts((await call(sandbox, stats(1, `${NOVEMBER}&sort=asc&per_page=100`))).body)
      expect(ascending).toEqual([...ascending].sort((a, b) => a - b))
      // What the server does not know, it leaves at its default rather than refusing.
      const unknown = await call(sandbox, stats(1, `${NOVEMBER}&sort_by=day&sort=up&per_page=100`))
      expect(unknown.status).toBe(200)
      expect(counts(unknown.body)).toEqual([...ascending].reverse())
    }))

  it('honours per_page 10, 25, 50 and 100, and answers anything else with 10', () =>
    withSandbox({ now }, async (sandbox) => {
      const range = `name=visitors&from=2026-01-01&to=${TODAY}`
      for (const perPage of ['10', '25', '50', '100']) {
        const answer = await call(sandbox, stats(1, `${range}&per_page=${perPage}`))
        expect(answer.body.data, perPage).toHaveLength(Number(perPage))
        expect(answer.body.per_page).toBe(Number(perPage))
      }
      for (const perPage of ['20', '1000', '0', '-25', 'abc', '']) {
        const answer = await call(sandbox, stats(1, `${range}&per_page=${perPage}`))
        expect(answer.status, perPage).toBe(200)
        expect(answer.body.data, perPage).toHaveLength(10)
        expect(answer.body.next_page_url).toContain('per_page=10&')
      }
    }))

  it("pages with Laravel's window of page links, and answers a page past the end with no rows", () =>
    withSandbox({ now }, async (sandbox) => {
      sandbox.control.setTraffic(
        'B',
        2,
        Array.from({ length: 300 }, (_, index) => ({ day: addDays('2026-01-01', index), visitors: index + 1 })),
      )
      const range = 'name=visitors&from=2026-01-01&to=2026-12-31&sort_by=value&sort=asc'
      const middle = await call(sandbox, stats(2, `${range}&page=15`))
      expect(labels(middle.body)).toEqual([
        '&laquo; Previous',
        '1',
        '2',
        '...',
        '12',
        '13',
        '14',
        '15',
        '16',
        '17',
        '18',
        '...',
        '29',
        '30',
        'Next &raquo;',
      ])
      expect(middle.body.links.filter((link: Loose) => link.active).map((link: Loose) => link.label)).toEqual(['15'])
      expect(middle.body).toMatchObject({ current_page: 15, from: 141, to: 150, last_page: 30, total: 300 })
      expect(middle.body.prev_page_url).toMatch(/&page=14$/)
      expect(middle.body.next_page_url).toMatch(/&page=16$/)
      expect(labels((await call(sandbox, stats(2, range))).body)).toEqual([
        '&laquo; Previous',
        ...'1 2 3 4 5 6 7 8 9 10'.split(' '),
        '...',
        '29',
        '30',
        'Next &raquo;',
      ])
      expect(labels((await call(sandbox, stats(2, `${range}&page=30`))).body)).toEqual([
        '&laquo; Previous',
        '1',
        '2',
        '...',
        ...'21 22 23 24 25 26 27 28 29 30'.split(' '),
        'Next &raquo;',
      ])
      const past = await call(sandbox, stats(2, `${range}&page=99`))
      expect(past.body).toMatchObject({
        current_page: 99,
        data: [],
        from: null,
        to: null,
        next_page_url: null,
        total: 300,
      })
      expect(past.body.prev_page_url).toMatch(/&page=98$/)
    }))

  it("searches values as SQL's LIKE does, and keeps the search in its links", () =>
    withSandbox({ now }, async (sandbox) => {
      const answer = await call(sandbox, stats(1, `${NOVEMBER}&search=-11-2&sort_by=value&sort=asc`))
      expect(values(answer.body)).toEqual(['2026-11-20', '2026-11-21', '2026-11-22', '2026-11-23'])
      expect(answer.body.first_page_url).toContain('&search=-11-2&search_by=value&')
      expect(values((await call(sandbox, stats(1, `${NOVEMBER}&search=2026-11-0_&per_page=100`))).body)).toHaveLength(9)
    }))

  it('has no rows for a range that ends before it starts, whatever the statistic', () =>
    withSandbox({ now }, async (sandbox) => {
      for (const query of [
        `name=country&from=${TODAY}&to=2026-11-01`,
        `name=visitors_hour&from=${TODAY}&to=2026-11-01`,
        `name=visitors&from=${TODAY}&to=2026-11-01`,
      ]) {
        const answer = await call(sandbox, stats(1, query))
        expect(answer.status, query).toBe(200)
        expect(answer.body, query).toMatchObject({ data: [], total: 0, from: null, to: null, last_page: 1 })
      }
    }))
})

describe('refusals, as the real server words them', () => {
  it('422 for an unknown name or a date not exactly Y-m-d, a message per field', () =>
    withSandbox({ now }, async (sandbox) => {
      const answer = await call(sandbox, stats(1, 'name=visits&from=2026-2-03&to=2026-02-30'))
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({
        message: {
          name: ['The selected name is invalid.'],
          from: ['The from field must match the format Y-m-d.'],
          to: ['The to field must match the format Y-m-d.'],
        },
        status: 422,
      })
      for (const day of ['2026-11-23T00:00:00', '23-11-2026', '2026/11/23', '20261123', ' 2026-11-23']) {
        const refused = await call(sandbox, stats(1, `name=visitors&from=${encodeURIComponent(day)}&to=${TODAY}`))
        expect(refused.status, day).toBe(422)
        expect(Object.keys(refused.body.message)).toEqual(['from'])
      }
    }))

  it('422 for what is missing or empty, and for a list where one value belongs', () =>
    withSandbox({ now }, async (sandbox) => {
      expect((await call(sandbox, stats(1, ''))).body.message).toEqual({
        name: ['The name field is required.'],
        from: ['The from field is required.'],
        to: ['The to field is required.'],
      })
      expect((await call(sandbox, stats(1, `name=&from=${TODAY}&to=${TODAY}`))).body.message).toEqual({
        name: ['The name field is required.'],
      })
      expect((await call(sandbox, stats(1, `name[]=visitors&from=${TODAY}&to[]=${TODAY}`))).body.message).toEqual({
        name: ['The selected name is invalid.'],
        to: ['The to field must match the format Y-m-d.'],
      })
    }))

  it('404 for a website not in the store (after the query is checked, as the real controller does)', () =>
    withSandbox({ now }, async (sandbox) => {
      for (const id of ['999', 'abc', '0']) {
        const answer = await call(sandbox, stats(id, NOVEMBER))
        expect(answer.status, id).toBe(404)
        expect(answer.body).toEqual({ message: 'Resource not found.', status: 404 })
      }
      expect((await call(sandbox, stats(999, 'name=visits'))).status).toBe(422)
      sandbox.control.remove('B', 1)
      expect((await call(sandbox, stats(1, NOVEMBER))).status).toBe(404)
    }))

  it("only under variant B's API, and only for GET", () =>
    withSandbox({ now }, async (sandbox) => {
      expect((await call(sandbox, `/public/api/v1/stats/1?${NOVEMBER}`)).status).toBe(404)
      const post = await call(sandbox, stats(1, NOVEMBER), { method: 'POST' })
      expect(post.status).toBe(405)
      expect(post.headers.get('allow')).toBe('GET')
    }))

  it('the same key, the same 401, 302 and 403 as the websites calls', () =>
    withSandbox({ now }, async (sandbox) => {
      expect(await call(sandbox, stats(1, NOVEMBER), { key: 'nope' })).toMatchObject({
        status: 401,
        body: { message: 'Unauthenticated.' },
      })
      const redirected = await call(sandbox, stats(1, NOVEMBER), { key: null, accept: null })
      expect(redirected.status).toBe(302)
      expect(redirected.headers.get('location')).toBe(`${sandbox.url}/login`)
      expect((await call(sandbox, stats(1, NOVEMBER), { key: sandbox.restrictedApiKey })).status).toBe(403)
    }))

  it('the same rate limit, shared with the websites calls', () =>
    withSandbox({ now, rateLimitPerMinute: 2 }, async (sandbox) => {
      const first = await call(sandbox, stats(1, NOVEMBER))
      expect(first.headers.get('x-ratelimit-limit')).toBe('2')
      expect(first.headers.get('x-ratelimit-remaining')).toBe('1')
      expect((await call(sandbox, '/api/v1/websites')).status).toBe(200)
      const refused = await call(sandbox, stats(1, NOVEMBER))
      expect(refused.status).toBe(429)
      expect(refused.body.message).toBe('Too Many Attempts.')
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    }))
})
