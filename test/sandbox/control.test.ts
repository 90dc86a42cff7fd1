import { describe, expect, it } from 'vitest'
import { DEMO_SITE_COUNT, startSandbox, type RecordedRequest } from '../../src/main/sandbox'
import { call, manualClock, withSandbox } from './helpers'

describe('control', () => {
  it('insert is visible through the API, with the create defaults', () => {
    const clock = manualClock(Date.UTC(2025, 0, 2, 3, 4, 5))
    return withSandbox({ seed: 0, now: clock.now }, async (sandbox) => {
      const inserted = sandbox.control.insert('B', {
        host: 'from-web-ui.example.com',
        favorited_at: new Date(Date.UTC(2024, 6, 1)),
      })
      expect(inserted).toMatchObject({ id: 1, privacy: 1, email: 0, exclude_bots: 1, password: null })
      const shown = await call(sandbox, '/api/v1/websites/1')
      expect(shown.body.data).toEqual({
        id: 1,
        domain: 'from-web-ui.example.com',
        privacy: 1,
        email: 0,
        password: false,
        exclude_bots: 1,
        exclude_ips: null,
        favorite: true,
        favorited_at: '2024-07-01 00:00:00',
        created_at: '2025-01-02T03:04:05.000000Z',
        updated_at: '2025-01-02T03:04:05.000000Z',
      })
      const legacy = sandbox.control.insert('A', {
        host: 'legacy.example.com',
        privacy: null,
        email: null,
        exclude_bots: null,
      })
      const listed = await call(sandbox, '/public/api/v1/websites')
      expect(listed.body.data).toEqual([
        expect.objectContaining({
          id: legacy.id,
          url: 'legacy.example.com',
          privacy: null,
          email: null,
          exclude_bots: null,
          password: '',
        }),
      ])
    })
  })

  it('update and remove are visible through the API', () => {
    const clock = manualClock()
    return withSandbox({ now: clock.now }, async (sandbox) => {
      clock.advance(1_000)
      const updated = sandbox.control.update('B', 4, { privacy: 0, exclude_ips: '192.0.2.99' })
      expect(updated?.updated_at.getTime()).toBe(clock.now())
      const shown = await call(sandbox, '/api/v1/websites/4')
      expect(shown.body.data).toMatchObject({ id: 4, privacy: 0, exclude_ips: '192.0.2.99' })
      expect(sandbox.control.remove('B', 4)).toBe(true)
      expect(sandbox.control.remove('B', 4)).toBe(false)
      expect((await call(sandbox, '/api/v1/websites/4')).status).toBe(404)
      expect((await call(sandbox, '/api/v1/websites')).body.meta.total).toBe(DEMO_SITE_COUNT - 1)
      expect(sandbox.control.update('B', 4, { privacy: 1 })).toBeUndefined()
      // Variant A's row 4 is a different row in a different store.
      expect((await call(sandbox, '/public/api/v1/websites/4')).status).toBe(200)
    })
  })

  it('lists in id order and hands out copies', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      sandbox.control.insert('A', { id: 7, host: 'seven.example.com' })
      sandbox.control.insert('A', { id: 3, host: 'three.example.com' })
      const next = sandbox.control.insert('A', { host: 'next.example.com' })
      expect(next.id).toBe(8)
      const rows = sandbox.control.list('A')
      expect(rows.map((row) => row.id)).toEqual([3, 7, 8])
      rows[0]!.host = 'mutated.example.com'
      rows[0]!.created_at.setTime(0)
      expect(sandbox.control.list('A')[0]).toMatchObject({ host: 'three.example.com' })
      expect(sandbox.control.list('A')[0]?.created_at.getTime()).not.toBe(0)
    }))

  it('refuses a duplicate host or id, like the database would', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      sandbox.control.insert('B', { host: 'taken.example.com' })
      expect(() => sandbox.control.insert('B', { host: 'TAKEN.example.com' })).toThrow(/already exists/)
      expect(() => sandbox.control.insert('B', { id: 1, host: 'other.example.com' })).toThrow(/already exists/)
      expect(() => sandbox.control.insert('A', { host: 'taken.example.com' })).not.toThrow()
    }))
})

describe('onRequest', () => {
  it('records method, path, query, headers and raw body of every request, before authentication', () => {
    const seen: RecordedRequest[] = []
    return withSandbox({ onRequest: (request) => seen.push(request) }, async (sandbox) => {
      await call(sandbox, '/api/v1/websites?search=bakery&per_page=10', { headers: { 'X-Trace': 'abc' } })
      await call(sandbox, '/api/v1/websites/2', { method: 'PATCH', form: { privacy: '2', password: 'p&w=1' } })
      await call(sandbox, '/api/v1/websites/3', { method: 'DELETE', key: 'wrong' })
      expect(seen).toHaveLength(3)
      expect(seen[0]).toMatchObject({
        method: 'GET',
        path: '/api/v1/websites',
        query: { search: 'bakery', per_page: '10' },
        body: '',
      })
      expect(seen[0]?.headers).toMatchObject({
        authorization: `Bearer ${sandbox.apiKey}`,
        accept: 'application/json',
        'x-trace': 'abc',
      })
      expect(seen[1]).toMatchObject({
        method: 'PATCH',
        path: '/api/v1/websites/2',
        query: {},
        body: 'privacy=2&password=p%26w%3D1',
      })
      expect(seen[1]?.headers['content-type']).toBe('application/x-www-form-urlencoded')
      expect(seen[2]).toMatchObject({ method: 'DELETE', path: '/api/v1/websites/3', body: '' })
      expect(seen[2]?.headers).not.toHaveProperty('content-type')
      expect(seen[2]?.headers.authorization).toBe('Bearer wrong')
    })
  })

  it('records requests that end in a fault or a 429', () => {
    const seen: string[] = []
    return withSandbox(
      { rateLimitPerMinute: 1, onRequest: (request) => seen.push(`${request.method} ${request.path}`) },
      async (sandbox) => {
        sandbox.injectFault({ fault: { kind: 'drop' } })
        await call(sandbox, '/api/v1/account').catch(() => undefined)
        expect((await call(sandbox, '/api/v1/account')).status).toBe(200)
        expect((await call(sandbox, '/api/v1/websites')).status).toBe(429)
        expect(seen).toEqual(['GET /api/v1/account', 'GET /api/v1/account', 'GET /api/v1/websites'])
      },
    )
  })
})

describe('request bodies', () => {
  it('reads the query string as input too, the body winning (Laravel input())', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const created = await call(sandbox, '/api/v1/websites?domain=query.example.com&email=1', {
        method: 'POST',
        form: { domain: 'body.example.com' },
      })
      expect(created.body.data).toMatchObject({ domain: 'body.example.com', email: '1' })
    }))

  it('treats a JSON body that is not an object as no input', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      for (const raw of ['["domain"]', '{"domain": "trunc', 'null']) {
        const refused = await call(sandbox, '/api/v1/websites', {
          method: 'POST',
          raw: { body: raw, contentType: 'application/json' },
        })
        expect(refused.status, raw).toBe(422)
        expect(Object.keys(refused.body.message)).toEqual(['domain'])
      }
    }))

  it('refuses a body over 1 MB with 413', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const big = 'x'.repeat(1024 * 1024 + 1)
      const refused = await call(sandbox, '/api/v1/websites', {
        method: 'POST',
        form: { domain: 'big.example.com', exclude_params: big },
      })
      expect(refused.status).toBe(413)
      expect(refused.body.status).toBe(413)
      expect(sandbox.control.list('B')).toEqual([])
      const fine = await call(sandbox, '/api/v1/websites', {
        method: 'POST',
        form: { domain: 'big.example.com', exclude_params: 'x'.repeat(1000) },
      })
      expect(fine.status).toBe(201)
    }))
})

describe('seeding', () => {
  it('seeds the demo set into each store: realistic, deterministic, favorites only in B', async () => {
    const first = await startSandbox()
    const second = await startSandbox()
    try {
      const a = first.control.list('A')
      const b = first.control.list('B')
      expect(DEMO_SITE_COUNT).toBeGreaterThanOrEqual(30)
      expect(a).toHaveLength(DEMO_SITE_COUNT)
      expect(b.map((row) => row.host)).toEqual(a.map((row) => row.host))
      expect(second.control.list('B')).toEqual(b)
      expect(a.every((row) => row.favorited_at === null)).toBe(true)
      expect(b.filter((row) => row.favorited_at !== null).length).toBeGreaterThanOrEqual(5)
      expect(
        b.filter((row) => row.privacy === null && row.email === null && row.exclude_bots === null).length,
      ).toBeGreaterThanOrEqual(2)
      expect(b.some((row) => row.host.startsWith('xn--'))).toBe(true)
      expect(b.some((row) => /^\d+\.\d+\.\d+\.\d+$/.test(row.host))).toBe(true)
      expect(b.filter((row) => row.privacy === 2).every((row) => row.password)).toBe(true)
      for (let index = 1; index < b.length; index++)
        expect(b[index]!.created_at.getTime()).toBeGreaterThan(b[index - 1]!.created_at.getTime())
      for (const row of b) expect(row.updated_at.getTime()).toBeGreaterThanOrEqual(row.created_at.getTime())
      expect(new Set(b.map((row) => row.created_at.getUTCFullYear())).size).toBeGreaterThanOrEqual(3)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })

  it('seed 0 empties the stores, a smaller seed takes the first demo sites', () =>
    withSandbox({ seed: 5 }, async (sandbox) => {
      expect(sandbox.control.list('A').map((row) => row.id)).toEqual([1, 2, 3, 4, 5])
      expect(sandbox.control.list('B')[0]?.host).toBe('maple-street-bakery.com')
      const empty = await startSandbox({ seed: 0 })
      try {
        expect(empty.control.list('A')).toEqual([])
        expect(empty.control.list('B')).toEqual([])
      } finally {
        await empty.close()
      }
    }))

  it('a larger seed appends generated websites, deterministically and in id order', () =>
    withSandbox({ seed: 1_200 }, async (sandbox) => {
      const rows = sandbox.control.list('B')
      expect(rows).toHaveLength(1_200)
      const generated = rows.slice(DEMO_SITE_COUNT)
      expect(generated[0]?.host).toMatch(/^[a-z]+-0001\.example\.(org|com|net)$/)
      expect(new Set(rows.map((row) => row.host)).size).toBe(1_200)
      for (let index = 1; index < rows.length; index++)
        expect(rows[index]!.created_at.getTime()).toBeGreaterThan(rows[index - 1]!.created_at.getTime())
      const page = await call(sandbox, '/api/v1/websites?per_page=100&page=12')
      expect(page.body.meta).toMatchObject({ total: 1_200, last_page: 12, from: 1_101, to: 1_200 })
    }))

  it('refuses a negative seed', async () => {
    await expect(startSandbox({ seed: -1 })).rejects.toThrow(TypeError)
  })
})
