import { inspect } from 'node:util'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import {
  ApiError,
  CANCELLED_MESSAGE,
  createStatsClient,
  type RequestRunner,
  type StatsClientOptions,
} from '../../src/main/api'
import { nodeFetch } from '../support/node-fetch'
import type { SandboxTrafficDay } from '../../src/main/sandbox'
import { addDays, type DailyCount } from '../../src/shared/statistics/series'
import { apiFailure } from '../support/errors'
import { useSandbox } from '../support/sandbox'

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
const TODAY = '2026-11-23'
const fx = useSandbox({ now: () => NOW })
const STATS = /^\/api\/v1\/stats\//
const statsRequests = (): typeof fx.requests => fx.requests.filter((request) => STATS.test(request.path))

const collected: unknown[] = []
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await apiFailure(promise)
  collected.push(error)
  return error
}

afterAll(() => {
  // Every error provoked here, in every form it could be logged or sent over IPC.
  const keys = [fx.sandbox.apiKey, fx.sandbox.restrictedApiKey, 'wrong-key-1234567890']
  expect(collected.length).toBeGreaterThan(10)
  for (const error of collected) {
    const forms = [
      String(error),
      JSON.stringify(error),
      inspect(error, { depth: 10, showHidden: true }),
      (error as Error).stack ?? '',
    ]
    for (const form of forms) for (const key of keys) expect(form).not.toContain(key)
  }
})

function client(overrides: Partial<StatsClientOptions> = {}) {
  return createStatsClient({
    baseUrl: fx.sandbox.url,
    variant: 'B',
    apiKey: fx.sandbox.apiKey,
    timeoutMs: 5_000,
    fetch: nodeFetch,
    ...overrides,
  })
}

/** A website of its own, so that setting its traffic disturbs no other test. */
function newWebsite(traffic: readonly SandboxTrafficDay[]): string {
  const website = fx.sandbox.control.insert('B', { host: `stats-${Math.random().toString(36).slice(2)}.example.com` })
  fx.sandbox.control.setTraffic('B', website.id, traffic)
  return String(website.id)
}

/** A flat paginator as the real server writes it, for answers the sandbox is told to give. */
function flatPage(data: unknown[], fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    current_page: 1,
    data,
    first_page_url: 'x',
    from: 1,
    last_page: 1,
    last_page_url: 'x',
    links: [],
    next_page_url: null,
    path: 'x',
    per_page: 100,
    prev_page_url: null,
    to: data.length,
    total: data.length,
    status: 200,
    ...fields,
  }
}

beforeEach(() => fx.clear())

describe('a series of days', () => {
  it('asks by day, oldest first, 100 a page, and fills the days without traffic with zeros', async () => {
    const id = newWebsite([
      { day: '2026-11-20', visitors: 42, pageviews: 90 },
      { day: '2026-11-23', visitors: 7 },
    ])
    const series = await client().dailySeries(id, { name: 'visitors', from: '2026-11-19', to: TODAY })
    expect(series).toEqual([
      { day: '2026-11-19', count: 0 },
      { day: '2026-11-20', count: 42 },
      { day: '2026-11-21', count: 0 },
      { day: '2026-11-22', count: 0 },
      { day: '2026-11-23', count: 7 },
    ])
    expect(statsRequests()).toHaveLength(1)
    expect(statsRequests()[0]!.query).toEqual({
      name: 'visitors',
      from: '2026-11-19',
      to: TODAY,
      sort_by: 'value',
      sort: 'asc',
      per_page: '100',
    })
    expect(await client().dailySeries(id, { name: 'pageviews', from: '2026-11-20', to: '2026-11-20' })).toEqual([
      { day: '2026-11-20', count: 90 },
    ])
  })

  it('follows next_page_url past 100 days, each page a request of its own through the runner', async () => {
    const days: SandboxTrafficDay[] = Array.from({ length: 250 }, (_, index) => ({
      day: addDays('2026-03-19', index),
      visitors: index + 1,
    }))
    const id = newWebsite(days)
    let runs = 0
    const run: RequestRunner = (request) => {
      runs++
      return request()
    }
    const series = await client().dailySeries(
      id,
      { name: 'visitors', from: '2026-03-19', to: addDays('2026-03-19', 249) },
      { run },
    )
    expect(series).toHaveLength(250)
    expect(series).toEqual(days.map(({ day, visitors }): DailyCount => ({ day, count: visitors })))
    expect(statsRequests().map((request) => request.query.page)).toEqual([undefined, '2', '3'])
    expect(runs).toBe(3)
  })

  it('is empty of traffic, not broken, for a website nobody visits', async () => {
    const id = newWebsite([])
    expect(await client().dailySeries(id, { name: 'visitors', from: '2026-11-21', to: TODAY })).toEqual([
      { day: '2026-11-21', count: 0 },
      { day: '2026-11-22', count: 0 },
      { day: TODAY, count: 0 },
    ])
    expect(await client().stats(id, { name: 'visitors', from: '2026-11-21', to: TODAY })).toEqual({
      rows: [],
      page: 1,
      lastPage: 1,
      perPage: 10,
      total: 0,
      nextPage: null,
    })
  })

  it("reads counts sent as numbers as well as strings, and ignores the body's status", async () => {
    fx.sandbox.injectFault({
      path: STATS,
      fault: {
        kind: 'status',
        status: 200,
        body: flatPage(
          [
            { value: '2026-11-22', count: 5 },
            { value: '2026-11-23', count: '1234' },
          ],
          { status: 500 },
        ),
      },
    })
    expect(await client().dailySeries('1', { name: 'visitors', from: '2026-11-22', to: TODAY })).toEqual([
      { day: '2026-11-22', count: 5 },
      { day: TODAY, count: 1234 },
    ])
  })

  it("asks its own address for the next page, whatever host the server's link names", async () => {
    const id = newWebsite(
      Array.from({ length: 150 }, (_, index) => ({ day: addDays('2026-01-01', index), visitors: 3 })),
    )
    const elsewhere = 'http://elsewhere.invalid/api/v1/stats/1?name=visitors&page=2'
    fx.sandbox.injectFault({
      path: STATS,
      fault: {
        kind: 'status',
        status: 200,
        body: flatPage(
          Array.from({ length: 100 }, (_, index) => ({ value: addDays('2026-01-01', index), count: '3' })),
          { last_page: 2, next_page_url: elsewhere },
        ),
      },
    })
    const series = await client().dailySeries(id, {
      name: 'visitors',
      from: '2026-01-01',
      to: addDays('2026-01-01', 149),
    })
    expect(series.every((day) => day.count === 3)).toBe(true)
    expect(statsRequests().map((request) => [request.path, request.query.page])).toEqual([
      [`/api/v1/stats/${id}`, undefined],
      [`/api/v1/stats/${id}`, '2'],
    ])
  })

  it('stops when a server keeps pointing to more pages than the days could fill', async () => {
    fx.sandbox.injectFault({
      path: STATS,
      times: Infinity,
      fault: {
        kind: 'status',
        status: 200,
        body: flatPage([{ value: '2026-11-23', count: '1' }], { next_page_url: 'http://x/?page=2' }),
      },
    })
    try {
      const series = await client().dailySeries('1', { name: 'visitors', from: '2026-06-01', to: TODAY })
      expect(series).toHaveLength(176)
      expect(statsRequests()).toHaveLength(2)
    } finally {
      fx.sandbox.clearFaults()
    }
  })

  it('can be cancelled between pages', async () => {
    const id = newWebsite(
      Array.from({ length: 200 }, (_, index) => ({ day: addDays('2025-11-01', index), visitors: 1 })),
    )
    const controller = new AbortController()
    const run: RequestRunner = async (request) => {
      const result = await request()
      controller.abort()
      return result
    }
    const error = await failure(
      client().dailySeries(id, { name: 'visitors', from: '2025-11-01', to: TODAY }, { signal: controller.signal, run }),
    )
    expect(error).toMatchObject({ kind: 'network', message: CANCELLED_MESSAGE })
    expect(statsRequests()).toHaveLength(1)
  })
})

describe('refused before any request', () => {
  it.each([
    ['a day written without leading zeros', { from: '2026-2-3', to: TODAY }, 'from'],
    ['a day that does not exist', { from: '2026-02-30', to: TODAY }, 'from'],
    ['a two-digit year', { from: '2026-01-01', to: '26-11-23' }, 'to'],
    ['a date with a time', { from: '2026-01-01T00:00:00', to: TODAY }, 'from'],
    ['an end before the start', { from: TODAY, to: '2026-11-22' }, 'to'],
  ])('%s', async (_name, range, field) => {
    const error = await failure(client().dailySeries('1', { name: 'visitors', ...range }))
    expect(error.kind).toBe('invalid_request')
    expect(Object.keys(error.fieldErrors ?? {})).toEqual([field])
    const page = await failure(client().stats('1', { name: 'visitors', ...range }))
    expect(page.fieldErrors?.[field]).toEqual(expect.arrayContaining([expect.any(String)]))
    expect(statsRequests()).toEqual([])
  })

  it('a name the server does not count, a page size it does not honour, a website id that is no number', async () => {
    expect(
      (await failure(client().stats('1', { name: 'visits' as 'visitors', from: TODAY, to: TODAY }))).fieldErrors,
    ).toHaveProperty('name')
    expect(
      (await failure(client().stats('1', { name: 'visitors', from: TODAY, to: TODAY, perPage: 20 as 10 }))).fieldErrors,
    ).toHaveProperty('perPage')
    expect(
      (await failure(client().dailySeries('1', { name: 'country' as 'visitors', from: TODAY, to: TODAY }))).fieldErrors,
    ).toHaveProperty('name')
    expect(
      (await failure(client().stats('../websites', { name: 'visitors', from: TODAY, to: TODAY }))).fieldErrors,
    ).toHaveProperty('id')
    expect(statsRequests()).toEqual([])
  })

  it('anything on a variant A account: its servers have no statistics', async () => {
    const a = client({ variant: 'A' })
    expect(a.available).toBe(false)
    expect(client().available).toBe(true)
    expect(await failure(a.stats('1', { name: 'visitors', from: TODAY, to: TODAY }))).toMatchObject({
      kind: 'invalid_request',
    })
    expect(await failure(a.dailySeries('1', { name: 'visitors', from: TODAY, to: TODAY }))).toMatchObject({
      kind: 'invalid_request',
      message: expect.stringMatching(/no statistics/),
    })
    expect(fx.requests).toEqual([])
  })
})

describe('one page', () => {
  it('sends only what was asked and maps the flat paginator', async () => {
    const page = await client().stats('1', { name: 'visitors', from: '2026-11-01', to: TODAY, perPage: 10, page: 2 })
    expect(statsRequests()[0]!.query).toEqual({
      name: 'visitors',
      from: '2026-11-01',
      to: TODAY,
      per_page: '10',
      page: '2',
    })
    expect(page).toMatchObject({ page: 2, lastPage: 3, perPage: 10, total: 23, nextPage: 3 })
    expect(page.rows).toHaveLength(10)
    // The server's order: by count, highest first.
    const counts = page.rows.map((row) => row.count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(page.rows.every((row) => typeof row.count === 'number' && /^2026-11-\d\d$/.test(row.value))).toBe(true)
  })

  it('reads a paginator wrapped in meta and links as well', async () => {
    fx.sandbox.injectFault({
      path: STATS,
      fault: {
        kind: 'status',
        status: 200,
        body: {
          data: [{ value: 'Firefox', count: '9' }],
          links: { next: 'http://x/?page=2' },
          meta: { current_page: 1, last_page: 2, per_page: 10, total: 11 },
        },
      },
    })
    expect(await client().stats('1', { name: 'browser', from: TODAY, to: TODAY })).toEqual({
      rows: [{ value: 'Firefox', count: 9 }],
      page: 1,
      lastPage: 2,
      perPage: 10,
      total: 11,
      nextPage: 2,
    })
  })
})

describe('errors, mapped as the websites calls map them', () => {
  const range = { name: 'visitors', from: '2026-11-01', to: TODAY } as const

  it("a website that is not the user's is not_found", async () => {
    expect(await failure(client().dailySeries('999999', range))).toMatchObject({ kind: 'not_found', status: 404 })
  })

  it('a plan without API access is forbidden, a wrong key unauthorized', async () => {
    expect(await failure(client({ apiKey: fx.sandbox.restrictedApiKey }).dailySeries('1', range))).toMatchObject({
      kind: 'forbidden',
      status: 403,
    })
    expect(await failure(client({ apiKey: 'wrong-key-1234567890' }).stats('1', range))).toMatchObject({
      kind: 'unauthorized',
      status: 401,
    })
  })

  it('a redirect to the login page or an HTML page is unauthorized', async () => {
    fx.sandbox.injectFault({ path: STATS, fault: { kind: 'redirect-login' } })
    expect(await failure(client().stats('1', range))).toMatchObject({ kind: 'unauthorized' })
    fx.sandbox.injectFault({ path: STATS, fault: { kind: 'html-200' } })
    expect(await failure(client().dailySeries('1', range))).toMatchObject({ kind: 'unauthorized' })
  })

  it('a 422 carries the message of each field, in either shape', async () => {
    const messages = {
      name: ['The selected name is invalid.'],
      from: ['The from field must match the format Y-m-d.'],
      per_page: ['The selected per page is invalid.'],
    }
    fx.sandbox.injectFault({
      path: STATS,
      fault: { kind: 'status', status: 422, body: { message: messages, status: 422 } },
    })
    const error = await failure(client().stats('1', range))
    expect(error).toMatchObject({ kind: 'validation', status: 422, message: 'The selected name is invalid.' })
    expect(error.fieldErrors).toEqual({ name: messages.name, from: messages.from, perPage: messages.per_page })
    fx.sandbox.injectFault({
      path: STATS,
      fault: {
        kind: 'status',
        status: 422,
        body: { message: 'The given data was invalid.', errors: { to: ['The to field is required.'] } },
      },
    })
    expect((await failure(client().dailySeries('1', range))).fieldErrors).toEqual({ to: ['The to field is required.'] })
  })

  it('429 says how long to wait', async () => {
    fx.sandbox.injectFault({
      path: STATS,
      fault: { kind: 'status', status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '17' } },
    })
    expect(await failure(client().dailySeries('1', range))).toMatchObject({
      kind: 'rate_limited',
      status: 429,
      retryAfterMs: 17_000,
    })
  })

  it('a failing server is a server error, a dropped connection a network error', async () => {
    fx.sandbox.injectFault({ path: STATS, fault: { kind: 'html-500' } })
    expect(await failure(client().stats('1', range))).toMatchObject({ kind: 'server', status: 500 })
    fx.sandbox.injectFault({ path: STATS, fault: { kind: 'drop' } })
    expect(await failure(client().dailySeries('1', range))).toMatchObject({ kind: 'network' })
  })

  it('an answer without rows, or a row without a count, is a bad response', async () => {
    fx.sandbox.injectFault({ path: STATS, fault: { kind: 'status', status: 200, body: { data: { value: 'x' } } } })
    expect(await failure(client().stats('1', range))).toMatchObject({ kind: 'bad_response' })
    fx.sandbox.injectFault({
      path: STATS,
      fault: { kind: 'status', status: 200, body: flatPage([{ value: TODAY, count: 'many' }]) },
    })
    expect(await failure(client().dailySeries('1', range))).toMatchObject({ kind: 'bad_response' })
  })

  it('an error echoing the key carries no trace of it', async () => {
    fx.sandbox.injectFault({
      path: STATS,
      fault: { kind: 'status', status: 403, body: { message: `Key ${fx.sandbox.apiKey} is not allowed` } },
    })
    const error = await failure(client().stats('1', range))
    expect(error.kind).toBe('forbidden')
    expect(error.message).toContain('[redacted]')
  })
})
