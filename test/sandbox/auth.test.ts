import { describe, expect, it } from 'vitest'
import { DEMO_SITE_COUNT, startSandbox } from '../../src/main/sandbox'
import { call, withSandbox } from './helpers'

/** Every API route and method, with a body where the method carries one. */
const ROUTES: Array<[string, string]> = [
  ['GET', '/public/api/v1/websites'],
  ['POST', '/public/api/v1/websites'],
  ['GET', '/public/api/v1/websites/1'],
  ['PUT', '/public/api/v1/websites/1'],
  ['PATCH', '/public/api/v1/websites/1'],
  ['DELETE', '/public/api/v1/websites/1'],
  ['GET', '/api/v1/websites'],
  ['POST', '/api/v1/websites'],
  ['GET', '/api/v1/websites/1'],
  ['PUT', '/api/v1/websites/1'],
  ['PATCH', '/api/v1/websites/1'],
  ['DELETE', '/api/v1/websites/1'],
  ['GET', '/api/v1/account'],
]
const formFor = (method: string): Record<string, string> | undefined =>
  method === 'POST'
    ? { domain: 'new.example.com', url: 'https://new.example.com' }
    : method === 'PUT' || method === 'PATCH'
      ? { email: '1' }
      : undefined

describe('authentication on every route', () => {
  it.each(ROUTES)('%s %s: 401 JSON without a key when JSON is accepted', (method, path) =>
    withSandbox({}, async (sandbox) => {
      for (const key of [null, 'sk_sandbox_wrong', `${sandbox.apiKey}x`, '']) {
        const response = await call(sandbox, path, { method, key, form: formFor(method) })
        expect(response.status, String(key)).toBe(401)
        expect(response.headers.get('content-type')).toBe('application/json')
        expect(response.body).toEqual({ message: 'Unauthenticated.' })
      }
      expect(sandbox.control.list('A')).toHaveLength(DEMO_SITE_COUNT)
      expect(sandbox.control.list('B')).toHaveLength(DEMO_SITE_COUNT)
    }),
  )

  it.each(ROUTES)('%s %s: 302 to /login without a key when JSON is not asked for', (method, path) =>
    withSandbox({}, async (sandbox) => {
      for (const accept of [null, 'text/html', '*/*']) {
        const response = await call(sandbox, path, { method, key: 'wrong', accept, form: formFor(method) })
        expect(response.status, String(accept)).toBe(302)
        expect(response.headers.get('location')).toBe(`${sandbox.url}/login`)
        expect(response.text).toBe('')
      }
    }),
  )

  it.each(ROUTES)('%s %s: 403 for a key whose plan has no API access', (method, path) =>
    withSandbox({}, async (sandbox) => {
      const response = await call(sandbox, path, { method, key: sandbox.restrictedApiKey, form: formFor(method) })
      expect(response.status).toBe(403)
      expect(response.body).toEqual({ message: "You don't have access to this feature.", status: 403 })
      const withoutAccept = await call(sandbox, path, {
        method,
        key: sandbox.restrictedApiKey,
        accept: null,
        form: formFor(method),
      })
      expect(withoutAccept.status).toBe(403)
    }),
  )

  it.each(ROUTES)('%s %s: the real key gets through', (method, path) =>
    withSandbox({}, async (sandbox) => {
      const response = await call(sandbox, path, { method, form: formFor(method) })
      expect([200, 201]).toContain(response.status)
      expect(response.body.status).toBe(response.status)
      expect(response.headers.get('content-type')).toBe('application/json')
    }),
  )

  it('needs the Bearer scheme', () =>
    withSandbox({}, async (sandbox) => {
      for (const authorization of [
        sandbox.apiKey,
        `Basic ${sandbox.apiKey}`,
        `Token ${sandbox.apiKey}`,
        `Bearer`,
        `Bearer  ${sandbox.apiKey}`,
        `Bearer ${sandbox.apiKey} x`,
      ]) {
        const response = await call(sandbox, '/api/v1/websites', {
          key: null,
          headers: { Authorization: authorization },
        })
        expect(response.status, authorization).toBe(401)
      }
    }))

  it('routes before authenticating, as Laravel does: unknown paths answer 404 and wrong methods 405 without a key', () =>
    withSandbox({}, async (sandbox) => {
      const unknown = await call(sandbox, '/api/v2/nothing', { key: null })
      expect(unknown.status).toBe(404)
      expect(unknown.body).toEqual({ message: 'Resource not found.', status: 404 })
      expect((await call(sandbox, '/api/v1/websites', { key: null, method: 'DELETE' })).status).toBe(405)
    }))

  it('reads the token as Laravel\'s bearerToken(): the last "Bearer " in any case, up to a comma', () =>
    withSandbox({}, async (sandbox) => {
      for (const authorization of [
        `bearer ${sandbox.apiKey}`,
        `BEARER ${sandbox.apiKey}`,
        `Bearer ${sandbox.apiKey}, other`,
        `Basic abc, Bearer ${sandbox.apiKey}`,
      ]) {
        const response = await call(sandbox, '/api/v1/websites', {
          key: null,
          headers: { Authorization: authorization },
        })
        expect(response.status, authorization).toBe(200)
      }
    }))

  it('answers 401 JSON only when JSON is the most wanted type', () =>
    withSandbox({}, async (sandbox) => {
      const cases: Array<[string, number]> = [
        ['application/json', 401],
        ['application/vnd.api+json', 401],
        ['text/html, application/json', 302],
        ['text/html;q=0.5, application/json', 401],
        ['*/*', 302],
      ]
      for (const [accept, status] of cases)
        expect((await call(sandbox, '/api/v1/websites', { key: 'wrong', accept })).status, accept).toBe(status)
    }))

  it('makes random keys by default and honours a given one', async () => {
    const first = await startSandbox({ seed: 0 })
    const second = await startSandbox({ seed: 0, apiKey: 'my-own-key' })
    try {
      expect(first.apiKey).toMatch(/^sk_sandbox_[0-9a-f]{32}$/)
      expect(second.apiKey).toBe('my-own-key')
      expect(first.restrictedApiKey).not.toBe(first.apiKey)
      expect(first.restrictedApiKey).not.toBe(second.restrictedApiKey)
      expect((await call(second, '/api/v1/account', { key: 'my-own-key' })).status).toBe(200)
      expect((await call(second, '/api/v1/account', { key: first.apiKey })).status).toBe(401)
    } finally {
      await Promise.all([first.close(), second.close()])
    }
  })
})

describe('account and errors', () => {
  it('GET /api/v1/account describes the demo user', () =>
    withSandbox({}, async (sandbox) => {
      const response = await call(sandbox, '/api/v1/account')
      expect(response.status).toBe(200)
      expect(response.body).toMatchObject({
        data: {
          id: 1,
          name: 'Demo User',
          email: 'demo@example.com',
          plan: {
            name: 'Sandbox',
            features: { api: 1, data_export: 1, email_reports: 1, pageviews: -1, websites: -1 },
          },
        },
        status: 200,
      })
    }))

  it('answers 404 JSON for unknown paths', () =>
    withSandbox({}, async (sandbox) => {
      for (const path of [
        '/',
        '/api',
        '/api/v1',
        '/api/v1/websites/1/stats',
        '/public/api/v1/nothing',
        '/api/v2/websites',
      ]) {
        const response = await call(sandbox, path)
        expect(response.status, path).toBe(404)
        expect(response.headers.get('content-type')).toBe('application/json')
        expect(response.body).toEqual({ message: 'Resource not found.', status: 404 })
      }
    }))

  it('answers 405 JSON for a known path with the wrong method', () =>
    withSandbox({}, async (sandbox) => {
      const cases: Array<[string, string, string]> = [
        ['DELETE', '/api/v1/websites', 'GET, POST'],
        ['PUT', '/public/api/v1/websites', 'GET, POST'],
        ['POST', '/api/v1/websites/1', 'GET, PUT, PATCH, DELETE'],
        ['POST', '/api/v1/account', 'GET'],
      ]
      for (const [method, path, allow] of cases) {
        const response = await call(sandbox, path, { method })
        expect(response.status, `${method} ${path}`).toBe(405)
        expect(response.body).toEqual({ message: 'Method not allowed.', status: 405 })
        expect(response.headers.get('allow')).toBe(allow)
      }
    }))

  it('serves the login page the redirect points to, as HTML', () =>
    withSandbox({}, async (sandbox) => {
      const response = await call(sandbox, '/login', { key: null, accept: 'text/html' })
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.text).toContain('<form')
      expect(response.body).toBeUndefined()
    }))

  it('answers HEAD like GET, without a body', () =>
    withSandbox({}, async (sandbox) => {
      const response = await call(sandbox, '/api/v1/websites', { method: 'HEAD' })
      expect(response.status).toBe(200)
      expect(response.text).toBe('')
      expect(response.headers.get('content-type')).toBe('application/json')
    }))
})
