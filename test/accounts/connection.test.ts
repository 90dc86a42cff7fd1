import { createServer as createHttpServer, type RequestListener, type Server } from 'node:http'
import { createServer as createTcpServer, type AddressInfo } from 'node:net'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { detectService, testConnection, type ConnectionResult, type RunRequest } from '../../src/main/accounts'
import type { ResponseInfo } from '../../src/main/api'
import { nodeFetch } from '../support/node-fetch'
import { startSandbox, type FaultRule } from '../../src/main/sandbox'
import { useSandbox } from '../support/sandbox'

const fx = useSandbox()
const WRONG_KEY = 'sk_wrong_key_0123456789abcdef'
const results: ConnectionResult[] = []
const servers: Server[] = []

afterEach(() => {
  fx.sandbox.clearFaults()
  fx.clear()
})

afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve))
  // No message of any outcome repeats a key the user typed.
  expect(results.length).toBeGreaterThan(10)
  for (const result of results)
    for (const key of [fx.sandbox.apiKey, fx.sandbox.restrictedApiKey, WRONG_KEY])
      expect(JSON.stringify(result)).not.toContain(key)
  // Nor a word from the code: a status code, an API path, the client's name for the server's version.
  const messages = results.flatMap((result) => (result.ok ? [] : [result.message]))
  expect(messages.length).toBeGreaterThan(10)
  // Addresses aside: the service's own, and where it redirects to, are what the user typed or must check.
  const words = messages.map((message) => message.replace(/https?:\/\/\S+|\d+\.\d+\.\d+\.\d+(?::\d+)?/g, 'ADDRESS'))
  for (const message of words) expect(message).not.toMatch(/HTTP|\b[1-5]\d\d\b|\/api\/|[Vv]ariant|_/)
})

function kept(result: ConnectionResult): ConnectionResult {
  results.push(result)
  return result
}

const detect = async (options: Partial<Parameters<typeof detectService>[0]> = {}): Promise<ConnectionResult> =>
  kept(
    await detectService({
      baseUrl: fx.sandbox.url,
      apiKey: fx.sandbox.apiKey,
      timeoutMs: 5_000,
      fetch: nodeFetch,
      ...options,
    }),
  )

const test = async (
  variant: 'A' | 'B',
  options: Partial<Parameters<typeof testConnection>[0]> = {},
): Promise<ConnectionResult> =>
  kept(
    await testConnection({
      baseUrl: fx.sandbox.url,
      variant,
      apiKey: fx.sandbox.apiKey,
      timeoutMs: 5_000,
      fetch: nodeFetch,
      ...options,
    }),
  )

function notFound(path: string): FaultRule {
  return { fault: { kind: 'status', status: 404, body: { message: 'Not found.', status: 404 } }, times: Infinity, path }
}

/** Only one variant's websites: the other collection answers 404, as on a server of the other line. */
function serveOnly(variant: 'A' | 'B'): void {
  fx.sandbox.injectFault(notFound(variant === 'A' ? '/api/v1/websites' : '/public/api/v1/websites'))
}

async function otherServer(listener: RequestListener): Promise<string> {
  const server = createHttpServer(listener)
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A port nothing listens on: taken, then released. */
async function closedPort(): Promise<string> {
  const server = createTcpServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  await new Promise((resolve) => server.close(resolve))
  return `http://127.0.0.1:${port}`
}

function problemOf(result: ConnectionResult): string {
  return result.ok ? 'ok' : result.problem
}

describe('detectService', () => {
  it('finds variant B on a current server, and the account name', async () => {
    expect(await detect()).toEqual({ ok: true, variant: 'B', accountName: 'Demo User' })
    expect(fx.requests.map((request) => request.path).sort()).toEqual([
      '/api/v1/account',
      '/api/v1/websites',
      '/public/api/v1/websites',
    ])
    for (const request of fx.requests) {
      expect(request.headers.authorization).toBe(`Bearer ${fx.sandbox.apiKey}`)
      expect(request.headers.accept).toBe('application/json')
    }
  })

  it('finds variant A on a server that only serves /public/api/v1, and reads the account name there', async () => {
    serveOnly('A')
    expect(await detect()).toEqual({ ok: true, variant: 'A', accountName: 'Demo User' })
    expect(fx.requests.map((request) => request.path)).toContain('/public/api/v1/account')
  })

  it('finds variant B on a server that only serves /api/v1', async () => {
    serveOnly('B')
    expect(await detect()).toEqual({ ok: true, variant: 'B', accountName: 'Demo User' })
  })

  it('decides by the field name of the items: a list of `url`s at /api/v1 is not variant B', async () => {
    fx.sandbox.injectFault({
      fault: {
        kind: 'status',
        status: 200,
        body: { data: [{ id: 1, url: 'https://a.example' }], meta: { last_page: 1 } },
      },
      times: Infinity,
      path: '/api/v1/websites',
    })
    expect(await detect()).toMatchObject({ ok: true, variant: 'A' })
  })

  it('with no websites to tell by, takes the path that answered (B when both do)', async () => {
    const empty = await startSandbox({ seed: 0, rateLimitPerMinute: 0 })
    try {
      expect(kept(await detectService({ baseUrl: empty.url, apiKey: empty.apiKey, fetch: nodeFetch }))).toMatchObject({
        ok: true,
        variant: 'B',
      })
      empty.injectFault(notFound('/api/v1/websites'))
      expect(kept(await detectService({ baseUrl: empty.url, apiKey: empty.apiKey, fetch: nodeFetch }))).toMatchObject({
        ok: true,
        variant: 'A',
      })
    } finally {
      await empty.close()
    }
  })

  it('a server without the account endpoint still connects, without a name', async () => {
    fx.sandbox.injectFault(notFound('/api/v1/account'))
    expect(await detect()).toEqual({ ok: true, variant: 'B', accountName: null })
  })

  it('reports a wrong key, a plan without API access and a wrong address', async () => {
    expect(await detect({ apiKey: WRONG_KEY })).toMatchObject({ ok: false, problem: 'unauthorized' })
    expect(await detect({ apiKey: fx.sandbox.restrictedApiKey })).toMatchObject({ ok: false, problem: 'forbidden' })
    fx.sandbox.injectFault(notFound('/api/v1/websites'))
    fx.sandbox.injectFault(notFound('/public/api/v1/websites'))
    const nowhere = await detect()
    expect(nowhere).toMatchObject({ ok: false, problem: 'wrong_address' })
    expect(!nowhere.ok && nowhere.message).toMatch(/no statistics service is there\. Check the service address/)
  })

  it('refuses http:// to another computer before sending anything', async () => {
    let requests = 0
    const run: RunRequest = (task) => {
      requests += 1
      return task(new AbortController().signal)
    }
    const result = await detect({ baseUrl: 'http://stats.example.com', run })
    expect(result).toMatchObject({ ok: false, problem: 'invalid_address' })
    expect(!result.ok && result.message).toMatch(/https/)
    expect(requests).toBe(0)
  })

  it('accepts an address pasted with its API path', async () => {
    expect(await detect({ baseUrl: `${fx.sandbox.url}/api/v1/websites` })).toMatchObject({ ok: true, variant: 'B' })
  })

  it('sends every request through `run`, and reports every answer to `onResponse`', async () => {
    const signals: AbortSignal[] = []
    const run: RunRequest = (task) => {
      const signal = new AbortController().signal
      signals.push(signal)
      return task(signal)
    }
    const answers: ResponseInfo[] = []
    await detect({ run, onResponse: (info) => answers.push(info) })
    expect(signals).toHaveLength(fx.requests.length)
    expect(answers.map((info) => info.status)).toEqual([200, 200, 200])
  })
})

describe('testConnection', () => {
  it('connects with the right address, variant and key', async () => {
    expect(await test('B')).toEqual({ ok: true, variant: 'B', accountName: 'Demo User' })
    expect(await test('A')).toEqual({ ok: true, variant: 'A', accountName: 'Demo User' })
  })

  it('tells the four everyday failures apart, each with its own advice', async () => {
    const unauthorized = await test('B', { apiKey: WRONG_KEY })
    const forbidden = await test('B', { apiKey: fx.sandbox.restrictedApiKey })
    const unreachable = await test('B', { baseUrl: await closedPort() })
    const wrongAddress = await test('B', {
      baseUrl: await otherServer((_req, res) =>
        res.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><h1>Welcome to my blog</h1>'),
      ),
    })
    const all = [unauthorized, forbidden, unreachable, wrongAddress]
    expect(all.map(problemOf)).toEqual(['unauthorized', 'forbidden', 'unreachable', 'wrong_address'])
    const messages = all.map((result) => (result.ok ? '' : result.message))
    expect(new Set(messages).size).toBe(4)
    expect(messages[0]).toMatch(/API key/)
    expect(messages[1]).toMatch(/plan/)
    expect(messages[2]).toMatch(/could not connect/)
    expect(messages[3]).toMatch(/web page/)
  })

  it('reads a redirect to the login page, or a login page itself, as a refused key', async () => {
    fx.sandbox.injectFault({ fault: { kind: 'redirect-login' } })
    expect(problemOf(await test('B'))).toBe('unauthorized')
    fx.sandbox.injectFault({ fault: { kind: 'html-200' } })
    const loginPage = await test('B')
    expect(problemOf(loginPage)).toBe('unauthorized')
    expect(!loginPage.ok && loginPage.message).toMatch(/login page/)
  })

  it('a server answering 404 everywhere is a wrong address, and so is a redirect elsewhere', async () => {
    const notFoundEverywhere = await otherServer((_req, res) =>
      res.writeHead(404, { 'Content-Type': 'text/html' }).end('<h1>Not Found</h1>'),
    )
    expect(problemOf(await test('B', { baseUrl: notFoundEverywhere }))).toBe('wrong_address')
    const moved = await otherServer((_req, res) =>
      res.writeHead(301, { Location: 'https://stats.example.com/api/v1/websites' }).end(),
    )
    const redirected = await test('A', { baseUrl: moved })
    expect(problemOf(redirected)).toBe('wrong_address')
    expect(!redirected.ok && redirected.message).toContain('https://stats.example.com')
  })

  it('JSON that is not a list of websites is a wrong address', async () => {
    const otherApi = await otherServer((_req, res) =>
      res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"hello": "world"}'),
    )
    expect(problemOf(await test('B', { baseUrl: otherApi }))).toBe('wrong_address')
  })

  it('on a server that now runs the other version of the service, says to add the account again', async () => {
    serveOnly('B')
    const result = await test('A')
    expect(result).toMatchObject({ ok: false, problem: 'wrong_address' })
    expect(!result.ok && result.message).toMatch(
      /now runs another version of the statistics service .* Remove the account and add it again/,
    )
  })

  it('reports a rate limit with the wait, and a server error', async () => {
    fx.sandbox.injectFault({
      fault: { kind: 'status', status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '30' } },
    })
    const limited = await test('B')
    expect(limited).toMatchObject({ ok: false, problem: 'rate_limited' })
    expect(!limited.ok && limited.message).toMatch(/30 s/)
    fx.sandbox.injectFault({ fault: { kind: 'html-500' } })
    expect(problemOf(await test('B'))).toBe('server')
  })

  it('a server that never answers is unreachable after the timeout', async () => {
    fx.sandbox.injectFault({ fault: { kind: 'hang' } })
    const result = await test('B', { timeoutMs: 300 })
    expect(result).toMatchObject({ ok: false, problem: 'unreachable' })
    expect(!result.ok && result.message).toMatch(/did not answer in time/)
  })

  it('refuses http:// to another computer, and a key no server could accept, before sending anything', async () => {
    expect(await test('B', { baseUrl: 'http://192.0.2.10:8000' })).toMatchObject({
      ok: false,
      problem: 'invalid_address',
    })
    expect(await test('B', { apiKey: '  ' })).toMatchObject({ ok: false, problem: 'unauthorized' })
    expect(await test('B', { apiKey: 'sk with spaces' })).toMatchObject({ ok: false, problem: 'unauthorized' })
    expect(fx.requests).toHaveLength(0)
  })

  it('never repeats what the server echoed, so a key in a server message stays out', async () => {
    fx.sandbox.injectFault({
      fault: { kind: 'status', status: 403, body: { message: `Key ${fx.sandbox.apiKey} has no API access` } },
    })
    const result = await test('B')
    expect(problemOf(result)).toBe('forbidden')
    expect(JSON.stringify(result)).not.toContain(fx.sandbox.apiKey)
  })

  it('a runner that gives up (e.g. the account was removed) ends the check as cancelled', async () => {
    const run: RunRequest = async () => {
      throw new Error(`cancelled; the task held ${fx.sandbox.apiKey}`)
    }
    const result = await test('B', { run })
    expect(result).toMatchObject({ ok: false, problem: 'unreachable' })
    expect(!result.ok && result.message).toMatch(/cancelled/)
    const aborting: RunRequest = (task) => {
      const controller = new AbortController()
      const running = task(controller.signal)
      controller.abort()
      return running
    }
    fx.sandbox.injectFault({ fault: { kind: 'hang' } })
    expect(await test('B', { run: aborting })).toMatchObject({ ok: false, problem: 'unreachable' })
  })
})
