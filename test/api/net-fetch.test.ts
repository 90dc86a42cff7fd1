/**
 * The stand-in's net.fetch plays Chromium's network stack: the system's proxy and the OS's
 * certificate store apply to it, and Node's fetch has neither. The API client reaches a server
 * behind a proxy and a server whose certificate only the "OS" trusts through it, and fails — in
 * words a user can act on — where Chromium would.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ApiError, createWebsitesClient, type FetchFunction } from '../../src/main/api'
import { nodeFetch } from '../support/node-fetch'
import { testConnection } from '../../src/main/accounts'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { ChromiumNetwork, type NetworkSettings } from '../standin/electron/chromium-network'
import {
  CORP_HOST,
  makeAuthority,
  startConnectProxy,
  startHttpsFront,
  type ConnectProxy,
  type HttpsFront,
  type TestAuthority,
} from '../support/network'

const UNTRUSTED_WORDS =
  "is not trusted by this computer — if your organisation uses its own certificate authority, it must be installed in the system's certificate store"

let authority: TestAuthority
let sandbox: Sandbox
let front: HttpsFront
let proxy: ConnectProxy
const networks: ChromiumNetwork[] = []

beforeAll(async () => {
  authority = makeAuthority()
  sandbox = await startSandbox({ seed: 12, rateLimitPerMinute: 0 })
  front = await startHttpsFront(sandbox.url, authority)
  proxy = await startConnectProxy({ routes: { [`${CORP_HOST}:443`]: front.port } })
})

afterAll(async () => {
  await Promise.all(networks.map((network) => network.close()))
  await Promise.all([proxy.close(), front.close(), sandbox.close()])
})

/** net.fetch as the stand-in plays it, on a computer with these settings. */
function netFetch(settings: NetworkSettings): FetchFunction {
  const network = new ChromiumNetwork(settings)
  networks.push(network)
  return (url, init) => network.fetch(url, init)
}

const corpUrl = `https://${CORP_HOST}`
const localHttpsUrl = (): string => `https://localhost:${front.port}`

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => null,
    (rejection: unknown) => rejection,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

function listWith(baseUrl: string, fetch: FetchFunction) {
  return createWebsitesClient({ baseUrl, variant: 'B', apiKey: sandbox.apiKey, timeoutMs: 5_000, fetch }).list({
    perPage: 25,
  })
}

describe('a server behind the company proxy, with a certificate from the company authority', () => {
  it('is reached through net.fetch (the system proxy, the OS store), never through Node fetch', async () => {
    const page = await listWith(corpUrl, netFetch({ systemProxy: proxy.url, osTrustedCertificates: [authority.caPem] }))
    expect(page.items).toHaveLength(12)
    expect(proxy.tunnels).toContain(`${CORP_HOST}:443`)

    const tunnelsBefore = proxy.tunnels.length
    const direct = await failureOf(listWith(corpUrl, nodeFetch))
    expect(direct.kind).toBe('network')
    expect(proxy.tunnels).toHaveLength(tunnelsBefore)
  })

  it('without the proxy, the name is not found, and the user is told so', async () => {
    const error = await failureOf(listWith(corpUrl, netFetch({ osTrustedCertificates: [authority.caPem] })))
    expect(error.message).toBe(
      `${CORP_HOST} could not be found. Check the spelling of the service address, and that this computer is connected to the network.`,
    )
  })

  it('through the proxy but without the authority in the OS store, the certificate is not trusted', async () => {
    const error = await failureOf(listWith(corpUrl, netFetch({ systemProxy: proxy.url })))
    expect(error.kind).toBe('network')
    expect(error.message).toBe(`The certificate of ${CORP_HOST} ${UNTRUSTED_WORDS}.`)
  })
})

describe('a server whose certificate only the OS store trusts', () => {
  it('is reached through net.fetch, and refused by Node fetch (only its bundled roots)', async () => {
    const page = await listWith(localHttpsUrl(), netFetch({ osTrustedCertificates: [authority.caPem] }))
    expect(page.items.map((website) => website.id)).toHaveLength(12)
    expect((await failureOf(listWith(localHttpsUrl(), nodeFetch))).kind).toBe('network')
  })

  it('on a computer without the authority: the connection test says what to install, and the key is in no word of it', async () => {
    const result = await testConnection({
      baseUrl: localHttpsUrl(),
      variant: 'B',
      apiKey: sandbox.apiKey,
      fetch: netFetch({}),
    })
    expect(result).toEqual({
      ok: false,
      problem: 'unreachable',
      message: `The certificate of localhost:${front.port} ${UNTRUSTED_WORDS}.`,
    })
  })
})

describe('proxies that stand in the way', () => {
  it('a proxy asking for credentials, one that cannot be reached, and one that refuses the address are each told apart', async () => {
    const asking = await startConnectProxy({ routes: {}, askCredentials: true })
    try {
      const credentials = await failureOf(
        listWith(corpUrl, netFetch({ systemProxy: asking.url, osTrustedCertificates: [authority.caPem] })),
      )
      expect(credentials.message).toMatch(
        /^The proxy server in this computer's network settings asks for a user name and password/,
      )
    } finally {
      await asking.close()
    }
    const gone = await failureOf(listWith(corpUrl, netFetch({ systemProxy: asking.url })))
    expect(gone.message).toMatch(/^The proxy server in this computer's network settings cannot be reached/)

    const refused = await failureOf(listWith('https://elsewhere.corp.test', netFetch({ systemProxy: proxy.url })))
    expect(refused.message).toBe(
      "The proxy server in this computer's network settings refused to connect SiteTray to elsewhere.corp.test. Ask whoever runs the network to allow that address.",
    )
  })

  it('loopback is never sent through the proxy, as in Chromium', async () => {
    const tunnelsBefore = proxy.tunnels.length
    const page = await listWith(sandbox.url, netFetch({ systemProxy: proxy.url }))
    expect(page.items).toHaveLength(12)
    expect(proxy.tunnels).toHaveLength(tunnelsBefore)
  })
})

describe('redirects, as Electron has them', () => {
  it("net.fetch rejects a redirect under 'manual' and 'error' where Node's fetch hands the 3xx back", async () => {
    sandbox.injectFault({ fault: { kind: 'redirect-login' }, times: 3 })
    const fetch = netFetch({})
    const url = `${sandbox.url}/api/v1/websites`
    await expect(fetch(url, { redirect: 'manual' })).rejects.toThrow(/^Redirect was cancelled$/)
    await expect(fetch(url, { redirect: 'error' })).rejects.toThrow(
      "Attempted to redirect, but redirect policy was 'error'",
    )
    expect((await nodeFetch(url, { redirect: 'manual' })).status).toBe(302)
  })
})
