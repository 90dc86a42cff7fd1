/**
 * The stand-in's Electron as the tracking code uses it: its clipboard (docs/api/clipboard.md: main
 * process, promises, text), and net.fetch with Chromium's --host-resolver-rules, its cookie jar and
 * its refusal to hand back a redirect under 'manual' — which the check works with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChromiumNetwork } from '../standin/electron/chromium-network'
import { ClientRequestStandin } from '../standin/electron/client-request'
import { checkInstallation } from '../../src/main/tracking'
import { trackingCode } from '../../src/shared/tracking/code'
import { page, redirect, startTrackingSites, type TrackingSites } from '../support/tracking-sites'
import { useStandin } from '../standin/test-helpers'

const SNIPPET = trackingCode({ baseUrl: 'https://stats.example.com', variant: 'B' }, { respectDnt: false })
let sites: TrackingSites
let network: ChromiumNetwork

beforeAll(async () => {
  sites = await startTrackingSites({
    certifiedNames: ['shop.example', 'www.bare.example', 'bare.example', 'cached.example'],
    https: {
      'shop.example': page(SNIPPET),
      'bare.example': redirect('https://www.bare.example/'),
      'www.bare.example': page(SNIPPET),
      'cached.example': (request, response) => {
        response.setHeader('cache-control', 'public, max-age=600')
        page(SNIPPET)(request, response)
      },
    },
  })
  const to = `127.0.0.1:${sites.httpsPort}`
  network = new ChromiumNetwork({
    osTrustedCertificates: [sites.authority.caPem],
    hostResolverRules: { 'shop.example': to, 'bare.example': to, 'www.bare.example': to, 'cached.example': to },
  })
})

afterAll(async () => {
  await network.close()
  await sites.close()
})

const netFetch = (url: string, init: RequestInit): Promise<Response> => network.fetch(url, init)
/** net.fetch and Chromium's resolver, which places the mapped names on loopback. */
const viaNetFetch = {
  sendPage: netFetch,
  resolveHost: async (host: string) => (await network.resolveHost(host)).endpoints.map((found) => found.address),
}

describe("the stand-in's net.fetch", () => {
  it('connects a mapped name to its address, the request and the certificate check still the name’s', async () => {
    const response = await netFetch('https://shop.example/', {})
    expect(response.status).toBe(200)
    expect(sites.requests.at(-1)).toMatchObject({ scheme: 'https', host: 'shop.example', url: '/' })
  })

  it("sends the session's cookies unless credentials are 'omit', and keeps none from an answer then", async () => {
    network.cookies.setCookie('shop.example', 'login=yes; Path=/')
    await netFetch('https://shop.example/', {})
    expect(sites.requests.at(-1)?.rawHeaders).toContain('login=yes')
    await netFetch('https://shop.example/', { credentials: 'omit' })
    expect(sites.requests.at(-1)?.rawHeaders.map((value) => value.toLowerCase())).not.toContain('cookie')
  })

  it("refuses to hand back a redirect under 'manual', as Electron does", async () => {
    await expect(netFetch('https://bare.example/', { redirect: 'manual' })).rejects.toThrow('Redirect was cancelled')
  })
})

describe("the stand-in's net.request", () => {
  /** What a request told, in order, until its end. */
  function run(
    options: ConstructorParameters<typeof ClientRequestStandin>[1],
    onRedirect?: (r: ClientRequestStandin) => void,
  ) {
    const request = new ClientRequestStandin(network, options)
    return new Promise<string[]>((done) => {
      const told: string[] = []
      request.on('redirect', (status: number, _method: string, url: string) => {
        told.push(`redirect ${status} ${url}`)
        onRedirect?.(request)
      })
      request.on('response', (message: { statusCode: number; resume(): void }) => {
        told.push(`response ${message.statusCode}`)
        message.resume()
        done(told)
      })
      request.on('error', (error: Error) => done([...told, `error ${error.message}`]))
      request.on('abort', () => done([...told, 'abort']))
      request.end()
    })
  }

  it("tells a redirect under 'manual': aborted while told, it ends there; not followed, it fails", async () => {
    const manual = { url: 'https://bare.example/', redirect: 'manual' as const, credentials: 'omit' as const }
    expect(await run(manual, (request) => request.abort())).toEqual(['redirect 301 https://www.bare.example/', 'abort'])
    expect(await run(manual)).toEqual(['redirect 301 https://www.bare.example/', 'error Redirect was cancelled'])
    expect(await run(manual, (request) => request.followRedirect())).toEqual([
      'redirect 301 https://www.bare.example/',
      'response 200',
    ])
  })

  it("keeps what max-age allows in the session's HTTP cache and answers from it, but not under 'no-store'", async () => {
    const url = 'https://cached.example/'
    const asked = () => sites.requests.filter((request) => request.host === 'cached.example').length
    await run({ url, cache: 'no-store' })
    await run({ url })
    await expect.poll(() => network.httpCache.urls()).toEqual([url])
    const before = asked()
    expect(await run({ url })).toEqual(['response 200'])
    expect(asked()).toBe(before)
    await run({ url, cache: 'no-store' })
    expect(asked()).toBe(before + 1)
  })

  it("sends the session's cookies only when asked to", async () => {
    network.cookies.setCookie('shop.example', 'login=yes')
    await run({ url: 'https://shop.example/', credentials: 'omit' })
    expect(sites.requests.at(-1)?.rawHeaders).not.toContain('login=yes')
    await run({ url: 'https://shop.example/', credentials: 'include' })
    expect(sites.requests.at(-1)?.rawHeaders).toContain('login=yes')
  })
})

describe("the stand-in's net.resolveHost", () => {
  it('answers a mapped name with its rule, an address with itself, localhost with loopback', async () => {
    const addresses = async (host: string) => (await network.resolveHost(host)).endpoints
    expect(await addresses('shop.example')).toEqual([{ address: '127.0.0.1', family: 'ipv4' }])
    expect(await addresses('[::1]')).toEqual([{ address: '::1', family: 'ipv6' }])
    expect(await addresses('app.localhost')).toEqual([
      { address: '127.0.0.1', family: 'ipv4' },
      { address: '::1', family: 'ipv6' },
    ])
    await expect(network.resolveHost('nowhere.invalid')).rejects.toThrow(
      /^net::ERR_NAME_(NOT_RESOLVED|RESOLUTION_FAILED)$/,
    )
  })
})

describe('Check installation through net.fetch', () => {
  const target = (domain: string) => ({ domain, appUrl: 'https://stats.example.com' })

  it('finds the code, and lets Chromium follow a redirect it cannot see inside a private network', async () => {
    expect(await checkInstallation(target('shop.example'), viaNetFetch)).toEqual({
      kind: 'installed',
      host: 'shop.example',
      seen: null,
    })
    // Where it ended is then not said.
    expect(await checkInstallation(target('bare.example'), viaNetFetch)).toEqual({
      kind: 'installed',
      host: 'bare.example',
      seen: null,
    })
  })

  it('does not leave a public site’s redirect to Chromium, which could follow it anywhere unseen', async () => {
    const publicSite = { ...viaNetFetch, resolveHost: async () => ['93.184.215.14'] }
    sites.requests.length = 0
    expect(await checkInstallation(target('bare.example'), publicSite)).toMatchObject({
      kind: 'unreachable',
      reason: 'other',
    })
    expect(sites.requests.map((request) => request.host)).toEqual(['bare.example'])
  })

  it('sends no cookie of the session to the site', async () => {
    network.cookies.setCookie('shop.example', 'login=yes')
    sites.requests.length = 0
    await checkInstallation({ domain: 'shop.example', appUrl: 'https://stats.example.com' }, viaNetFetch)
    const names = sites.requests.flatMap((request) => request.rawHeaders.filter((_, index) => index % 2 === 0))
    expect(names.map((name) => name.toLowerCase())).not.toContain('cookie')
    expect(names.map((name) => name.toLowerCase())).not.toContain('authorization')
  })
})

describe("the stand-in's clipboard", () => {
  const { launch } = useStandin()

  it('holds what main wrote, asynchronously, text only', async () => {
    const app = await launch('bare-app', { argv: ['--hidden'] })
    const clipboard = app.electron.clipboard as Electron.Clipboard
    await clipboard.writeText('<script></script>')
    expect(await clipboard.readText()).toBe('<script></script>')
    expect(app.clipboard.text).toBe('<script></script>')
    expect(await clipboard.has('text/plain')).toBe(true)
    expect(() => clipboard.writeText(42 as unknown as string)).toThrow(TypeError)
    expect(() => clipboard.read()).toThrow('Electron stand-in: clipboard.read is not implemented')
    // Linux has a selection clipboard of its own; writing one leaves the other.
    await clipboard.selection.writeText('selected')
    expect(await clipboard.readText()).toBe('<script></script>')
  })

  it('has no selection clipboard outside Linux', async () => {
    const app = await launch('bare-app', { argv: ['--hidden'], platform: 'win32' })
    expect((app.electron.clipboard as Electron.Clipboard).selection).toBeUndefined()
  })
})
