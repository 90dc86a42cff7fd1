import { createServer } from 'node:net'
import { inspect } from 'node:util'
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest'
import { ApiError, createWebsitesClient, type ApiErrorKind, type ResponseInfo } from '../../src/main/api'
import { apiFailure } from '../support/errors'
import { useSandbox } from '../support/sandbox'
import { watchSettled } from '../support/settled'

const fx = useSandbox()
const collected: unknown[] = []
const keysUsed = new Set<string>(['wrong-key-1234567890'])

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await apiFailure(promise)
  collected.push(error)
  return error
}

afterAll(() => {
  // Every error any test provoked, in every form it could be logged or sent over IPC.
  const keys = [fx.sandbox.apiKey, fx.sandbox.restrictedApiKey, ...keysUsed]
  expect(collected.length).toBeGreaterThan(10)
  for (const error of collected) {
    const forms = [
      String(error),
      JSON.stringify(error),
      inspect(error, { depth: 10, showHidden: true }),
      (error as Error).stack ?? '',
      JSON.stringify(Object.getOwnPropertyDescriptors(error)),
    ]
    for (const form of forms) for (const key of keys) expect(form).not.toContain(key)
  }
})

describe.each(['A', 'B'] as const)('variant %s errors', (variant) => {
  it('a wrong key is unauthorized, a plan without API access is forbidden', async () => {
    const wrong = fx.client(variant, { apiKey: 'wrong-key-1234567890' })
    expect(await failure(wrong.list())).toMatchObject({ kind: 'unauthorized', status: 401 })
    const restricted = fx.client(variant, { apiKey: fx.sandbox.restrictedApiKey })
    expect(await failure(restricted.get('1'))).toMatchObject({ kind: 'forbidden', status: 403 })
  })

  it('a missing website is not_found', async () => {
    expect(await failure(fx.client(variant).get('999999'))).toMatchObject({ kind: 'not_found', status: 404 })
    expect(await failure(fx.client(variant).remove('999999'))).toMatchObject({ kind: 'not_found' })
  })

  it("a duplicate is a validation error on the domain field, with the server's message", async () => {
    const [existing] = fx.sandbox.control.list(variant)
    const error = await failure(fx.client(variant).create({ domain: existing!.host }))
    expect(error.kind).toBe('validation')
    expect(error.status).toBe(422)
    expect(error.fieldErrors?.domain?.[0]).toEqual(expect.any(String))
    expect(error.message).toBe(error.fieldErrors?.domain?.[0])
  })

  const faults: Array<[string, Parameters<typeof fx.sandbox.injectFault>[0]['fault'], ApiErrorKind]> = [
    ['an HTML error page', { kind: 'html-500' }, 'server'],
    ['malformed JSON', { kind: 'malformed-json' }, 'bad_response'],
    ['a redirect to the login page', { kind: 'redirect-login' }, 'unauthorized'],
    ['a login page with status 200', { kind: 'html-200' }, 'unauthorized'],
    ['a dropped connection', { kind: 'drop' }, 'network'],
    ['a connection dropped in the middle of the body', { kind: 'drop-body' }, 'network'],
    ['a 503 maintenance answer', { kind: 'status', status: 503, body: { message: 'Down for maintenance' } }, 'server'],
  ]
  it.each(faults)('%s becomes a typed error, not a crash', async (_name, fault, kind) => {
    fx.sandbox.injectFault({ fault })
    expect((await failure(fx.client(variant).list())).kind).toBe(kind)
    // The next call is served normally: the fault did not poison the client.
    expect((await fx.client(variant).list()).items.length).toBeGreaterThan(0)
  })

  it("Laravel's own 422 shape gives field errors under the domain's field names", async () => {
    fx.sandbox.injectFault({
      fault: {
        kind: 'status',
        status: 422,
        body: {
          message: 'The given data was invalid.',
          errors: { exclude_ips: ['The exclude ips format is invalid.'], email: ['Bad.'] },
        },
      },
    })
    const error = await failure(fx.client(variant).update('1', { emailReports: true }))
    expect(error).toMatchObject({
      kind: 'validation',
      fieldErrors: { excludeIps: ['The exclude ips format is invalid.'], emailReports: ['Bad.'] },
    })
  })

  it.each(['hang', 'stall-body'] as const)('a request that hangs past the timeout (%s) is a timeout', async (kind) => {
    // The client's timeout is its own setTimeout: fake time runs it out, the loopback I/O stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const timeoutMs = 30_000
    fx.sandbox.injectFault({ fault: { kind } })
    fx.clear()
    const pending = watchSettled(failure(fx.client(variant, { timeoutMs }).list()))
    await fx.whenRequest()
    // A whole exchange started after the stuck one: by its end the stall's headers and first bytes are in, so the
    // timer below runs out during the body; a timeout that stopped at the headers would leave this test hanging.
    await fx.client(variant).list()
    await vi.advanceTimersByTimeAsync(timeoutMs - 1)
    // Another whole exchange: a client that gave up early would have failed by its end.
    await fx.client(variant).list()
    expect(pending.settled()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect((await pending.promise).kind).toBe('timeout')
  })

  it('a key the server echoes back never reaches a message or a field error', async () => {
    const key = fx.sandbox.apiKey
    const long = `${'x'.repeat(290)}${key}`
    fx.sandbox.injectFault({ fault: { kind: 'status', status: 403, body: { message: long, status: 403 } } })
    const forbidden = await failure(fx.client(variant).list())
    expect(forbidden.kind).toBe('forbidden')
    expect(forbidden.message).not.toContain(key.slice(0, 12))
    fx.sandbox.injectFault({
      fault: {
        kind: 'status',
        status: 422,
        body: { message: { domain: [`The domain ${key} is invalid.`] }, status: 422 },
      },
    })
    const phpAnalytics = await failure(fx.client(variant).create({ domain: 'echo.example.com' }))
    expect(phpAnalytics.fieldErrors?.domain).toEqual(['The domain [redacted] is invalid.'])
    fx.sandbox.injectFault({
      fault: { kind: 'status', status: 422, body: { message: `Bad ${key}`, errors: { [key]: [`Bad ${key}`] } } },
    })
    const laravel = await failure(fx.client(variant).create({ domain: 'echo.example.com' }))
    expect(JSON.stringify(laravel)).toContain('[redacted]')
  })
})

describe('cancellation', () => {
  it('a caller can cancel a request in flight; it fails as a cancelled network error', async () => {
    fx.sandbox.injectFault({ fault: { kind: 'hang' } })
    fx.clear()
    const controller = new AbortController()
    const pending = failure(fx.client('B').list({}, { signal: controller.signal }))
    await fx.whenRequest()
    controller.abort()
    expect(await pending).toMatchObject({ kind: 'network', message: 'The request was cancelled.' })
    fx.sandbox.clearFaults()
  })
})

describe('rate limit', () => {
  const limited = useSandbox({ rateLimitPerMinute: 3 })

  it('429 carries retryAfterMs from Retry-After, and every answer reports the remaining budget', async () => {
    keysUsed.add(limited.sandbox.apiKey)
    const infos: ResponseInfo[] = []
    const client = limited.client('B', { onResponse: (info) => infos.push(info) })
    await client.list()
    await client.list()
    await client.list()
    const error = await failure(client.list())
    expect(error.kind).toBe('rate_limited')
    expect(error.status).toBe(429)
    expect(error.retryAfterMs).toBeGreaterThan(0)
    expect(error.retryAfterMs).toBeLessThanOrEqual(60_000)
    expect(infos.map((info) => info.rateLimitRemaining)).toEqual([2, 1, 0, 0])
    expect(infos.every((info) => info.rateLimitLimit === 3)).toBe(true)
    expect(infos.at(-1)?.retryAfterMs).toBe(error.retryAfterMs)
  })
})

describe('addresses', () => {
  it('a service nobody listens on is a network error', async () => {
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address()
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
      })
    })
    const client = createWebsitesClient({
      baseUrl: `http://127.0.0.1:${port}`,
      variant: 'B',
      apiKey: fx.sandbox.apiKey,
    })
    expect(await failure(client.list())).toMatchObject({ kind: 'network' })
  })

  it('plain HTTP is refused except on loopback, so a key never crosses a network in clear text', () => {
    for (const baseUrl of [
      'http://stats.example.com',
      'ftp://stats.example.com',
      'not a url',
      'https://user:pw@stats.example.com',
    ]) {
      let error: unknown
      try {
        createWebsitesClient({ baseUrl, variant: 'B', apiKey: 'k' })
      } catch (caught) {
        error = caught
      }
      expect(error, baseUrl).toBeInstanceOf(ApiError)
      expect((error as ApiError).kind).toBe('invalid_request')
      expect((error as ApiError).fieldErrors?.baseUrl).toBeDefined()
    }
    for (const baseUrl of [
      'https://stats.example.com/',
      'http://localhost:8000',
      'http://127.0.0.1:1',
      'http://[::1]:9',
    ]) {
      expect(() => createWebsitesClient({ baseUrl, variant: 'A', apiKey: 'k' }), baseUrl).not.toThrow()
    }
  })

  it('a service under a sub-path keeps it, and a pasted API path is not doubled', async () => {
    fx.clear()
    const underPath = createWebsitesClient({
      baseUrl: `${fx.sandbox.url}/tenant/`,
      variant: 'B',
      apiKey: fx.sandbox.apiKey,
    })
    const wrong = await failure(underPath.list())
    expect(fx.requests[0]?.path).toBe('/tenant/api/v1/websites')
    // No websites collection at that address: the address is wrong, not a website missing.
    expect(wrong).toMatchObject({ kind: 'bad_response', status: 404 })
    expect(wrong.message).toMatch(/service address/)
    for (const [variant, pasted] of [
      ['B', '/api/v1/websites'],
      ['A', '/public/api/v1/websites/'],
      ['A', '/public/api/v1'],
    ] as const) {
      const client = createWebsitesClient({ baseUrl: `${fx.sandbox.url}${pasted}`, variant, apiKey: fx.sandbox.apiKey })
      expect((await client.list()).items.length, pasted).toBeGreaterThan(0)
    }
  })

  it('a key pasted with spaces around it works; one with characters a header cannot carry is refused with a clear message', async () => {
    const padded = createWebsitesClient({ baseUrl: fx.sandbox.url, variant: 'B', apiKey: `  ${fx.sandbox.apiKey}\n` })
    expect((await padded.list()).items.length).toBeGreaterThan(0)
    for (const apiKey of ['', '   ', 'abc\u200bdef', 'two words']) {
      expect(
        () => createWebsitesClient({ baseUrl: fx.sandbox.url, variant: 'B', apiKey }),
        JSON.stringify(apiKey),
      ).toThrow(
        expect.objectContaining({
          kind: 'invalid_request',
          fieldErrors: { apiKey: [expect.stringMatching(/API key/)] },
        }),
      )
    }
    for (const timeoutMs of [0, -1, Number.NaN, 2 ** 31]) {
      expect(() => createWebsitesClient({ baseUrl: fx.sandbox.url, variant: 'B', apiKey: 'k', timeoutMs })).toThrow(
        expect.objectContaining({ kind: 'invalid_request' }),
      )
    }
  })

  it('a listener that throws does not turn a good answer into a failure', async () => {
    const client = fx.client('B', {
      onResponse: () => {
        throw new Error('listener bug')
      },
    })
    const reported = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    try {
      expect((await client.list()).items.length).toBeGreaterThan(0)
      expect(reported).toHaveBeenCalledTimes(1)
    } finally {
      reported.mockRestore()
    }
  })
})
