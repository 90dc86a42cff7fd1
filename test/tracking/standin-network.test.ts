/**
 * The stand-in's Electron as the tracking code uses it: its clipboard (docs/api/clipboard.md: main
 * process, promises, text), and net.fetch with Chromium's --host-resolver-rules, its cookie jar and
 * its refusal to hand back a redirect under 'manual' — which the check works with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ChromiumNetwork } from '../standin/electron/chromium-network'
import { ClientRequestStandin } from '../standin/electron/client-request'
import { checkInstallation } from '../../src/main/tracking'
import { trackingCode } from '../../src/shared/tracking-code'
import { page, redirect, startTrackingSites, type TrackingSites } from '../support/tracking-sites'
import { useStandin } from '../standin/test-helpers'

const SNIPPET = trackingCode({ baseUrl: 'https://stats.example.com', variant: 'B' }, { respectDnt: false })
let sites: TrackingSites
let network: ChromiumNetwork

beforeAll(async () => {
  sites = await startTrackingSites({
    certifiedNames: ['shop.example', 'www.bare.example', 'bare.example'],
    https: {
      'shop.example': page(SNIPPET),
      'bare.example': redirect('https://www.bare.example/'),
      'www.bare.example': page(SNIPPET),
    },
  })
  const to = `127.0.0.1:${sites.httpsPort}`
  network = new ChromiumNetwork({
    osTrustedCertificates: [sites.authority.caPem],
    hostResolverRules: { 'shop.example': to, 'bare.example': to, 'www.bare.example': to },
  })
})

afterAll(async () => {
  await network.close()
  await sites.close()
})

const netFetch = (url: string, init: RequestInit): Promise<Response> => network.fetch(url, init)

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

  it("sends the session's cookies only when asked to", async () => {
    network.cookies.setCookie('shop.example', 'login=yes')
    await run({ url: 'https://shop.example/', credentials: 'omit' })
    expect(sites.requests.at(-1)?.rawHeaders).not.toContain('login=yes')
    await run({ url: 'https://shop.example/', credentials: 'include' })
    expect(sites.requests.at(-1)?.rawHeaders).toContain('login=yes')
  })
})

describe('Check installation through net.fetch', () => {
  it('finds the code, and lets Chromium follow a redirect it cannot see (where it ended is then not said)', async () => {
    const target = (domain: string) => ({ domain, appUrl: 'https://stats.example.com' })
    expect(await checkInstallation(target('shop.example'), netFetch)).toEqual({
      kind: 'installed',
      host: 'shop.example',
      seen: null,
    })
    expect(await checkInstallation(target('bare.example'), netFetch)).toEqual({
      kind: 'installed',
      host: 'bare.example',
      seen: null,
    })
  })

  it('sends no cookie of the session to the site', async () => {
    network.cookies.setCookie('shop.example', 'login=yes')
    sites.requests.length = 0
    await checkInstallation({ domain: 'shop.example', appUrl: 'https://stats.example.com' }, netFetch)
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
