/**
 * "What is my IP": the address comes from the host the user configured, over the scheme they
 * chose — a redirect (to http or anywhere) is refused, not followed — and an address no other
 * computer on the internet sees as this one's (private, loopback, link-local) is refused.
 */
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, type FetchFunction } from '../../src/main/api'
import { nodeFetch } from '../support/node-fetch'
import { lookUpPublicAddress, parseLookupUrl } from '../../src/main/api/ip-lookup'
import { ChromiumNetwork } from '../standin/electron/chromium-network'

let server: Server
let url: string
let reply: (res: ServerResponse) => void = (res) => res.end('8.8.8.8')
const network = new ChromiumNetwork({})
const standinFetch: FetchFunction = (address, init) => network.fetch(address, init)

beforeAll(async () => {
  server = createServer((_req, res) => reply(res))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
})

afterAll(async () => {
  await network.close()
  await new Promise((done) => server.close(done))
})

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (rejection: unknown) => rejection,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe.each([
  ["Node's fetch", nodeFetch],
  ["the stand-in's net.fetch", standinFetch],
])('through %s', (_name, fetch) => {
  const lookUp = () => lookUpPublicAddress(url, { fetch, timeoutMs: 5_000 })

  it('names the host asked, which is the host that answered', async () => {
    reply = (res) => res.end('2a00:1450:4001:82a::200e\n')
    expect(await lookUp()).toEqual({ address: '2a00:1450:4001:82a::200e', via: new URL(url).host })
  })

  it('refuses a redirect — to http or anywhere — rather than believe what answers there', async () => {
    reply = (res) => res.writeHead(302, { Location: 'http://203.0.113.9/' }).end()
    const error = await failureOf(lookUp())
    expect(error.message).toBe(
      `SiteTray could not find this computer's address: ${new URL(url).host} sends SiteTray on to another address instead of answering (enter the address it ends up at in the settings). Nothing was changed.`,
    )
  })

  it.each([
    '10.1.2.3',
    '192.168.0.7',
    '172.16.5.4',
    '127.0.0.1',
    '169.254.10.1',
    '100.64.0.9',
    '0.0.0.0',
    '::1',
    'fe80::1',
    'fd12:3456::1',
    '::ffff:192.168.1.1',
  ])('refuses %s, an address no outside server sees', async (address) => {
    reply = (res) => res.end(JSON.stringify({ ip: address }))
    const error = await failureOf(lookUp())
    expect(error.message).toBe(
      `SiteTray could not find this computer's address: ${new URL(url).host} answered ${address}, an address inside a private network, not the one the internet sees. Nothing was changed.`,
    )
  })
})

describe('the lookup address', () => {
  it.each(['https://api.ipify.org', 'http://127.0.0.1:8080/', 'http://localhost/'])('may be %s', (address) => {
    expect(() => parseLookupUrl(address)).not.toThrow()
  })

  it.each(['http://api.ipify.org', 'http://ip.localhost/'])(
    'may not be %s (plain http off this computer)',
    (address) => {
      expect(() => parseLookupUrl(address)).toThrow(/must start with https:\/\//)
    },
  )
})
