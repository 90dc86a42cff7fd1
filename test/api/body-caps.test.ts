/**
 * Every answer is read with a byte cap: an API page 8 MB, the "what is my IP" answer 1 KB.
 * A server that sends 20 MB, or never stops sending, costs SiteTray at most the cap, and one that stalls
 * mid-body is ended by the deadline: the request ends, the server sees the connection closed, and the user reads why.
 */
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { API_BODY_MAX_BYTES, ApiError, createWebsitesClient, type FetchFunction } from '../../src/main/api'
import { nodeFetch } from '../support/node-fetch'
import { IP_LOOKUP_MAX_BYTES, lookUpPublicAddress } from '../../src/main/api/ip-lookup'
import { ChromiumNetwork } from '../standin/electron/chromium-network'

const MB = 1024 * 1024
const CHUNK = Buffer.alloc(64 * 1024, 'x')

interface Flood {
  url: string
  /** Bytes the server got out before the client hung up. */
  sent(): number
  /** Resolves when the client closed the connection. */
  closed: Promise<void>
}

const servers: Server[] = []
const networks: ChromiumNetwork[] = []

afterEach(async () => {
  await Promise.all(networks.splice(0).map((network) => network.close()))
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))))
})

/**
 * A server whose every answer is `total` bytes of text (Infinity: it never ends), written as fast as the client reads.
 */
async function flood(total: number, options: { contentLength?: boolean } = {}): Promise<Flood> {
  let sent = 0
  let onClosed!: () => void
  const closed = new Promise<void>((done) => (onClosed = done))
  const server = createServer((_req, res: ServerResponse) => {
    res.writeHead(200, {
      'Content-Type': 'application/json',
      ...(options.contentLength && Number.isFinite(total) && { 'Content-Length': String(total) }),
    })
    res.on('close', onClosed)
    const pump = (): void => {
      while (!res.destroyed && sent < total) {
        const chunk = total - sent < CHUNK.length ? CHUNK.subarray(0, total - sent) : CHUNK
        sent += chunk.length
        if (!res.write(chunk)) return void res.once('drain', pump)
      }
      if (sent >= total) res.end()
    }
    pump()
  })
  servers.push(server)
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, sent: () => sent, closed }
}

function standinFetch(): FetchFunction {
  const network = new ChromiumNetwork({})
  networks.push(network)
  return (url, init) => network.fetch(url, init)
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (rejection: unknown) => rejection,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

const fetches: Array<[string, () => FetchFunction]> = [
  ["Node's fetch", () => nodeFetch],
  ["the stand-in's net.fetch", standinFetch],
]

describe.each(fetches)('an API answer, through %s', (_name, makeFetch) => {
  const list = (baseUrl: string) =>
    createWebsitesClient({ baseUrl, variant: 'B', apiKey: 'sk_test_key', timeoutMs: 20_000, fetch: makeFetch() }).list()

  it.each([
    ['20 MB', 20 * MB],
    ['a body that never ends', Infinity],
  ])('of %s is cut at 8 MB with a clear error, and the connection ends', async (_what, total) => {
    const server = await flood(total)
    const error = await failureOf(list(server.url))
    expect(error.kind).toBe('bad_response')
    expect(error.message).toBe(
      `The server's answer was larger than 8 MB: SiteTray stopped reading what ${new URL(server.url).host} sent. Check the service address.`,
    )
    await server.closed
    // What left the server is bounded by the cap plus what the sockets and streams buffered on the way (measured:
    // 8.3–12.2 MB).
    expect(server.sent()).toBeLessThan(2 * API_BODY_MAX_BYTES)
  })

  it('that starts and then stalls forever is ended by the deadline', async () => {
    const sandbox = await startSandbox({ rateLimitPerMinute: 0 })
    try {
      sandbox.injectFault({ fault: { kind: 'stall-body' } })
      const client = createWebsitesClient({
        baseUrl: sandbox.url,
        variant: 'B',
        apiKey: sandbox.apiKey,
        timeoutMs: 300,
        fetch: makeFetch(),
      })
      const error = await failureOf(client.list())
      expect(error).toMatchObject({ kind: 'timeout', message: 'The service did not answer within 1 second.' })
    } finally {
      await sandbox.close()
    }
  })

  it('of 20 MB announced in Content-Length is refused before it is read', async () => {
    const server = await flood(20 * MB, { contentLength: true })
    expect((await failureOf(list(server.url))).message).toMatch(/^The server's answer was larger than 8 MB/)
    await server.closed
    expect(server.sent()).toBeLessThan(4 * MB)
  })
})

describe.each(fetches)('the "what is my IP" answer, through %s', (_name, makeFetch) => {
  it.each([
    ['20 MB', 20 * MB],
    ['a body that never ends', Infinity],
  ])('of %s is cut at 1 KB', async (_what, total) => {
    const server = await flood(total)
    const error = await failureOf(lookUpPublicAddress(`${server.url}/`, { fetch: makeFetch(), timeoutMs: 20_000 }))
    expect(error.message).toBe(
      `SiteTray could not find this computer's address: the server's answer was larger than 1 kB, and ${new URL(server.url).host} should send one address. Nothing was changed.`,
    )
    await server.closed
    expect(server.sent()).toBeLessThan(IP_LOOKUP_MAX_BYTES + 4 * MB)
  })
})
