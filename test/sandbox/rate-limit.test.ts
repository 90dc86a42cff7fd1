import { request as httpRequest } from 'node:http'
import { describe, expect, it } from 'vitest'
import { FixedWindowRateLimiter } from '../../src/main/sandbox/rate-limit'
import { call, manualClock, withSandbox } from './helpers'

describe('rate limit over HTTP', () => {
  it('throttles only API routes: the login page and unknown paths neither count nor carry the headers', () =>
    withSandbox({ rateLimitPerMinute: 1 }, async (sandbox) => {
      for (const path of ['/login', '/api/v1/nothing', '/login', '/api/v2/websites']) {
        const response = await call(sandbox, path, { accept: null })
        expect(response.headers.get('x-ratelimit-limit'), path).toBeNull()
      }
      expect((await call(sandbox, '/api/v1/websites')).status).toBe(200)
      expect((await call(sandbox, '/api/v1/websites')).status).toBe(429)
    }))

  it('counts each client address on its own', () =>
    withSandbox({ rateLimitPerMinute: 1 }, async (sandbox) => {
      const port = Number(new URL(sandbox.url).port)
      const statusFrom = (localAddress: string): Promise<number | undefined> =>
        new Promise((resolve, reject) => {
          const request = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/api/v1/account',
              localAddress,
              headers: { authorization: `Bearer ${sandbox.apiKey}`, accept: 'application/json' },
            },
            (response) => {
              response.resume()
              resolve(response.statusCode)
            },
          )
          request.on('error', reject)
          request.end()
        })
      expect(await statusFrom('127.0.0.1')).toBe(200)
      expect(await statusFrom('127.0.0.1')).toBe(429)
      expect(await statusFrom('127.0.0.2')).toBe(200)
    }))

  it('forgets windows that ran out once many clients have come and gone', () => {
    const clock = manualClock()
    const limiter = new FixedWindowRateLimiter(5, 1_000, clock.now)
    for (let client = 0; client < 1_000; client++) limiter.hit(`10.0.${client >> 8}.${client & 255}`)
    expect(limiter.trackedClients).toBe(1_000)
    clock.advance(1_000)
    limiter.hit('192.0.2.1')
    expect(limiter.trackedClients).toBe(1)
  })

  it('announces the limit on every response and refuses the request over it with 429 and Retry-After', () => {
    const clock = manualClock()
    return withSandbox({ rateLimitPerMinute: 3, rateLimitWindowMs: 10_000, now: clock.now }, async (sandbox) => {
      const remaining: Array<string | null> = []
      for (const path of ['/api/v1/websites', '/public/api/v1/websites/1', '/api/v1/websites/999999']) {
        const response = await call(sandbox, path)
        expect(response.headers.get('x-ratelimit-limit')).toBe('3')
        remaining.push(response.headers.get('x-ratelimit-remaining'))
        expect(response.headers.get('retry-after')).toBeNull()
      }
      expect(remaining).toEqual(['2', '1', '0'])

      clock.advance(2_500)
      const refused = await call(sandbox, '/api/v1/websites')
      expect(refused.status).toBe(429)
      expect(refused.headers.get('content-type')).toBe('application/json')
      expect(refused.body).toEqual({ message: 'Too Many Attempts.', status: 429 })
      expect(refused.headers.get('retry-after')).toBe('8')
      expect(refused.headers.get('x-ratelimit-limit')).toBe('3')
      expect(refused.headers.get('x-ratelimit-remaining')).toBe('0')

      clock.advance(7_400)
      expect((await call(sandbox, '/api/v1/websites')).headers.get('retry-after')).toBe('1')

      clock.advance(100)
      const reset = await call(sandbox, '/api/v1/websites')
      expect(reset.status).toBe(200)
      expect(reset.headers.get('x-ratelimit-remaining')).toBe('2')
    })
  })

  it('counts 401s and redirects too, and answers 429 before checking the key', () => {
    const clock = manualClock()
    return withSandbox({ rateLimitPerMinute: 2, rateLimitWindowMs: 60_000, now: clock.now }, async (sandbox) => {
      const unauthenticated = await call(sandbox, '/api/v1/websites', { key: 'wrong' })
      expect(unauthenticated.status).toBe(401)
      expect(unauthenticated.headers.get('x-ratelimit-remaining')).toBe('1')
      const redirected = await call(sandbox, '/api/v1/websites', { key: null, accept: null })
      expect(redirected.status).toBe(302)
      expect(redirected.headers.get('x-ratelimit-remaining')).toBe('0')
      const refused = await call(sandbox, '/api/v1/websites')
      expect(refused.status).toBe(429)
      expect(refused.headers.get('retry-after')).toBe('60')
      const refusedWithoutKey = await call(sandbox, '/api/v1/websites', { key: null })
      expect(refusedWithoutKey.status).toBe(429)
    })
  })

  it('does not extend the window while a client keeps retrying', () => {
    const clock = manualClock()
    return withSandbox({ rateLimitPerMinute: 1, rateLimitWindowMs: 5_000, now: clock.now }, async (sandbox) => {
      expect((await call(sandbox, '/api/v1/account')).status).toBe(200)
      for (let second = 1; second < 5; second++) {
        clock.advance(1_000)
        const refused = await call(sandbox, '/api/v1/account')
        expect(refused.status).toBe(429)
        expect(refused.headers.get('retry-after')).toBe(String(5 - second))
      }
      clock.advance(1_000)
      expect((await call(sandbox, '/api/v1/account')).status).toBe(200)
    })
  })

  it('defaults to 60 requests per minute', () =>
    withSandbox({ rateLimitPerMinute: undefined }, async (sandbox) => {
      const response = await call(sandbox, '/api/v1/account')
      expect(response.headers.get('x-ratelimit-limit')).toBe('60')
      expect(response.headers.get('x-ratelimit-remaining')).toBe('59')
    }))

  it.each([0, Number.POSITIVE_INFINITY])('is switched off by %s', (limit) =>
    withSandbox({ rateLimitPerMinute: limit }, async (sandbox) => {
      for (let index = 0; index < 70; index++) {
        const response = await call(sandbox, '/api/v1/account')
        expect(response.status).toBe(200)
        expect(response.headers.get('x-ratelimit-limit')).toBeNull()
      }
    }),
  )
})

describe('FixedWindowRateLimiter', () => {
  it('keeps a separate window per client', () => {
    const clock = manualClock(0)
    const limiter = new FixedWindowRateLimiter(2, 1_000, clock.now)
    expect(limiter.hit('a').remaining).toBe(1)
    expect(limiter.hit('a').remaining).toBe(0)
    expect(limiter.hit('a').allowed).toBe(false)
    expect(limiter.hit('b')).toMatchObject({ allowed: true, remaining: 1 })
  })

  it('opens the window at the first hit, not on a fixed grid', () => {
    const clock = manualClock(900)
    const limiter = new FixedWindowRateLimiter(1, 1_000, clock.now)
    expect(limiter.hit('a').allowed).toBe(true)
    clock.set(1_100)
    const refused = limiter.hit('a')
    expect(refused).toMatchObject({ allowed: false, retryAfterSeconds: 1, resetAt: 2 })
    clock.set(1_900)
    expect(limiter.hit('a').allowed).toBe(true)
  })

  it('refuses a limit that is not a whole number', () => {
    expect(() => new FixedWindowRateLimiter(1.5, 1_000, Date.now)).toThrow(TypeError)
    expect(() => new FixedWindowRateLimiter(5, 0, Date.now)).toThrow(TypeError)
  })
})
