/**
 * The glue's page fetch (shell/page-fetch.ts) with `electron` replaced by the stand-in's net.request
 * and net.resolveHost over its model of Chromium's network stack, which behaves as Electron's: an
 * IncomingMessage destroyed leaves its connection open until the request is aborted, a status line
 * of any three digits is handed over, the session's HTTP cache keeps what `max-age` allows. Read by
 * "Check installation" from sites on loopback under their own names.
 */
import { EventEmitter } from 'node:events'
import { Readable } from 'node:stream'
import type { ServerResponse } from 'node:http'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { ChromiumNetwork } from '../standin/electron/chromium-network'
import { ClientRequestStandin, type ClientRequestOptions } from '../standin/electron/client-request'
import { checkInstallation, DEFAULT_READ_LIMITS } from '../../src/main/tracking'
import { trackingCode } from '../../src/shared/tracking/code'
import { page, startTrackingSites, type TrackingSites } from '../support/tracking-sites'

const electron = vi.hoisted(() => ({
  network: null as ChromiumNetwork | null,
  /** Each net.request's options, as the glue gave them. */
  requests: [] as ClientRequestOptions[],
  /** In place of the stand-in's, a request of the test's own. */
  fake: null as ((options: ClientRequestOptions) => EventEmitter) | null,
}))
vi.mock('electron', () => ({
  net: {
    request(options: ClientRequestOptions) {
      electron.requests.push(options)
      return electron.fake?.(options) ?? new ClientRequestStandin(electron.network!, options)
    },
    resolveHost: (host: string) => electron.network!.resolveHost(host),
  },
}))
const { pageFetch, resolvePageHost } = await import('../../src/main/shell/page-fetch')

const APP_URL = 'https://stats.example.com'
const SNIPPET = trackingCode({ baseUrl: APP_URL, variant: 'B' }, { respectDnt: false })
const NAMES = ['shop.example', 'slow.example', 'odd.example', 'beyond.example', 'cached.example']

let sites: TrackingSites
/** How slow.example's endless page ended: its connection closed, and whether it was still sending then. */
const slow = { closed: false, whileSending: false }
/** What cached.example's home page carries in its head. */
let cachedHead = ''

/** A page that carries the script at once, then goes on sending until its connection closes. */
function endlessPage(_request: unknown, response: ServerResponse): void {
  response.writeHead(200, { 'content-type': 'text/html' })
  response.write(`<!doctype html><html><head>${SNIPPET}</head><body>`)
  const more = setInterval(() => response.write(`<p>${'x'.repeat(4096)}</p>`), 10)
  response.on('close', () => {
    clearInterval(more)
    slow.whileSending = !response.writableEnded
    slow.closed = true
  })
}

beforeAll(async () => {
  sites = await startTrackingSites({
    certifiedNames: NAMES,
    https: {
      'shop.example': page(SNIPPET),
      'slow.example': endlessPage,
      'odd.example': (_request, response) => response.writeHead(999, 'Odd').end(SNIPPET),
      'beyond.example': (_request, response) => response.writeHead(600).end(SNIPPET),
      'cached.example': (request, response) => {
        response.setHeader('cache-control', 'max-age=3600')
        page(cachedHead)(request, response)
      },
    },
  })
  electron.network = new ChromiumNetwork({
    osTrustedCertificates: [sites.authority.caPem],
    hostResolverRules: Object.fromEntries(NAMES.map((name) => [name, `127.0.0.1:${sites.httpsPort}`])),
  })
})

afterAll(async () => {
  await electron.network?.close()
  await sites.close()
})

const access = { sendPage: pageFetch, resolveHost: resolvePageHost }
const check = (domain: string, limits = DEFAULT_READ_LIMITS) =>
  checkInstallation({ domain, appUrl: APP_URL }, access, limits)

describe("the glue's page fetch", () => {
  it('places a host with Chromium’s resolver', async () => {
    expect(await resolvePageHost('shop.example')).toEqual(['127.0.0.1'])
    expect(await check('shop.example')).toEqual({ kind: 'installed', host: 'shop.example', seen: null })
  })

  it('closes the connection of a page it stopped reading once the script was seen', async () => {
    expect(await check('slow.example')).toEqual({ kind: 'installed', host: 'slow.example', seen: null })
    await expect.poll(() => slow.closed, { timeout: 2_000 }).toBe(true)
    expect(slow.whileSending).toBe(true)
  })

  it.each([
    ['odd.example', 999],
    ['beyond.example', 600],
  ])(
    'answers %s, whose status line says %i, in words — nothing thrown where nobody catches it',
    async (domain, status) => {
      const limits = { ...DEFAULT_READ_LIMITS, timeoutMs: 3_000 }
      expect(await check(domain, limits)).toEqual({
        kind: 'unreachable',
        host: domain,
        reason: 'unusual-status',
        status,
      })
    },
  )

  it.each([0, 101, 1000])('answers a status of %i handed over by Electron in words as well', async (status) => {
    electron.fake = () => answeringRequest(status)
    try {
      expect(await check('shop.example')).toEqual({
        kind: 'unreachable',
        host: 'shop.example',
        reason: 'unusual-status',
        status,
      })
    } finally {
      electron.fake = null
    }
  })

  it('reads past the HTTP cache: a code pasted a minute ago is seen, and no page is kept', async () => {
    cachedHead = ''
    expect(await check('cached.example')).toEqual({ kind: 'not-found', host: 'cached.example' })
    cachedHead = SNIPPET
    expect(await check('cached.example')).toEqual({ kind: 'installed', host: 'cached.example', seen: null })
    expect(electron.network!.httpCache.urls()).toEqual([])
    expect(electron.requests.at(-1)).toMatchObject({ cache: 'no-store', credentials: 'omit' })
  })
})

/** A request that answers `status` with an empty body, as Electron's would hand a status line over. */
function answeringRequest(status: number): EventEmitter {
  const request = Object.assign(new EventEmitter(), {
    setHeader: () => undefined,
    abort: () => undefined,
    end: () =>
      queueMicrotask(() =>
        request.emit(
          'response',
          Object.assign(Readable.from([]), { statusCode: status, statusMessage: '', headers: {} }),
        ),
      ),
  })
  return request
}
