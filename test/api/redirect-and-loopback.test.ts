/**
 * A service that redirects is elsewhere, not refusing the key — whether the fetch shows the
 * redirect (Node's) or refuses it unseen (Electron's net.fetch). And plain http goes only to this
 * computer: a literal loopback address or `localhost`, never a `*.localhost` name a resolver may
 * send to DNS.
 */
import { afterAll, describe, expect, it } from 'vitest'
import { ApiError, createWebsitesClient, parseServiceUrl, type FetchFunction } from '../../src/main/api'
import { nodeFetch } from '../support/node-fetch'
import { testConnection } from '../../src/main/accounts'
import type { FaultRule } from '../../src/main/sandbox'
import { accountOnSandbox } from '../support/account'
import { ChromiumNetwork } from '../standin/electron/chromium-network'

const network = new ChromiumNetwork({})
const standinFetch: FetchFunction = (url, init) => network.fetch(url, init)
afterAll(() => network.close())

const MOVED: FaultRule = {
  fault: { kind: 'status', status: 301, headers: { Location: 'https://www.stats.example.com/api/v1/websites' } },
  times: Infinity,
}

describe('a 301 to another host', () => {
  it.each([
    [
      "Node's fetch, which shows where",
      nodeFetch,
      'The service redirects to https://www.stats.example.com instead of answering.',
    ],
    [
      "the stand-in's net.fetch, which rejects unseen",
      standinFetch,
      'The service redirects to another address instead of answering.',
    ],
  ])('through %s, reads as a service elsewhere, never as a refused key', async (_name, fetch, words) => {
    const setup = await accountOnSandbox({ services: { fetch } })
    const { sandbox } = setup
    sandbox.injectFault(MOVED)

    const error: unknown = await createWebsitesClient({
      baseUrl: sandbox.url,
      variant: 'B',
      apiKey: sandbox.apiKey,
      fetch,
    })
      .list()
      .catch((rejection: unknown) => rejection)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      kind: 'bad_response',
      message: `${words} Check the service address: enter the address the service really uses.`,
    })

    // The connection test says "check the address".
    expect(await testConnection({ baseUrl: sandbox.url, variant: 'B', apiKey: sandbox.apiKey, fetch })).toMatchObject({
      ok: false,
      problem: 'wrong_address',
    })

    // A synced account's key stays as it was: nobody is asked for a new one.
    await setup.services.sync.syncNow({ accountId: setup.accountId })
    const [account] = setup.services.accounts.list()
    expect(account?.keyState).toBe('verified')
    expect(account?.status.lastError?.message).toMatch(/^The service redirects to /)
  })
})

describe('plain http', () => {
  it.each([
    'http://127.0.0.1:8080',
    'http://127.8.9.10',
    'http://[::1]:8080',
    'http://localhost:8080',
    'http://LOCALHOST',
  ])('is allowed to this computer: %s', (address) => {
    expect(parseServiceUrl(address).protocol).toBe('http:')
  })

  it.each([
    'http://stats.localhost',
    'http://evil.example.localhost:8080',
    'http://10.0.0.5',
    'http://stats.example.com',
    'http://localhost.example.com',
  ])('is refused elsewhere: %s', (address) => {
    expect(() => parseServiceUrl(address)).toThrow(/Use https:\/\/ for the service address/)
  })
})
