/**
 * Reads a website's home page the way a first visitor's browser would, and no further than needed
 * (docs/architecture.md, "The tracking code"): `https://<domain>/`, plain http only when https
 * cannot connect; redirects followed here, hop by hop, at most MAX_REDIRECTS, only to http(s), and
 * never from a public site into a private network (host-place.ts); through the fetch main uses for
 * everything, without any credential (no API key, no cookie: `credentials: 'omit'`, and no cookie is
 * carried from one hop to the next) and past the HTTP cache; the body streamed into the HTML parser
 * and given up at the byte cap, the deadline, or as soon as the script is seen — its request then
 * aborted, so that its connection closes.
 */
import type { FetchFunction } from '../api'
import { isRefusedRedirect } from '../api/net-errors'
import type { UnreachableReason } from '../../shared/tracking'
import { PAGE_MAX_BYTES, PAGE_MAX_REDIRECTS } from '../../shared/tracking/limits'
import { httpsCannotConnect, unreachableReason, UnusualStatusError } from './failures'
import { placeOfHost, type HostPlace, type HostResolver } from './host-place'
import { ScriptFinder, type FoundScript } from './script-finder'
import { BodyReadAbortedError, BodyTooLargeError, cappedChunks } from '../base'

export interface ReadLimits {
  /** Bytes of the page read at most; the script is in the head of any real page. */
  maxBytes: number
  /** The whole check, redirects included. */
  timeoutMs: number
  maxRedirects: number
}

export const DEFAULT_READ_LIMITS: ReadLimits = {
  maxBytes: PAGE_MAX_BYTES,
  timeoutMs: 8_000,
  maxRedirects: PAGE_MAX_REDIRECTS,
}

/** How the check reaches a website: the app hands in the glue's net.request and Chromium's resolver (shell/page-fetch.ts). */
export interface PageAccess {
  sendPage: FetchFunction
  /** Where a host is, by its addresses: a redirect's host is placed before it is asked for. */
  resolveHost: HostResolver
}

interface FailureDetails {
  status?: number
  redirectedTo?: string
}

export type PageRead = { overHttp: boolean } & (
  | /** `finalHost` null: the fetch followed redirects itself and does not say where it ended. */
    { kind: 'read'; finalHost: string | null; script: FoundScript | null }
  | ({ kind: 'failed'; reason: UnreachableReason } & FailureDetails)
)

class Unreachable extends Error {
  constructor(
    readonly reason: UnreachableReason,
    readonly details: FailureDetails = {},
  ) {
    super(reason)
  }
}

/** Node's own RequestInit lacks `cache`; Electron's net.fetch, Node's fetch and the glue's net.request take it. */
const REQUEST: RequestInit & { cache: 'no-store' } = {
  method: 'GET',
  headers: { Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
  credentials: 'omit',
  referrerPolicy: 'no-referrer',
  // Past the HTTP cache, both ways: a snippet pasted a minute ago is seen, and nobody's page is kept on disk.
  cache: 'no-store',
}

/** A status a web page can have; a status line may say anything from 100 to 999 (Chromium takes it). */
const isPageStatus = (status: number): boolean => status >= 200 && status <= 599

export async function readHomePage(domain: string, access: PageAccess, limits: ReadLimits): Promise<PageRead> {
  // One signal for every request of the read: aborted at the deadline, and when the read ends, so that a page given up
  // early (the script seen, the cap reached) closes its connection instead of holding it open — behind a proxy an open
  // one can hold up the service's own requests.
  const reading = new AbortController()
  const timer = setTimeout(() => reading.abort(new Unreachable('timeout')), limits.timeoutMs)
  const route = new Route(access, limits, reading.signal)
  try {
    const { response, finalHost } = await route.reach(domain)
    const { status } = response
    if (!isPageStatus(status)) throw new Unreachable('unusual-status', { status })
    if (status >= 400) throw new Unreachable('status', { status })
    const script = await findScript(response, limits.maxBytes, reading.signal)
    return { kind: 'read', finalHost, script, overHttp: route.overHttp }
  } catch (error) {
    return { kind: 'failed', ...failureOf(error, reading.signal), overHttp: route.overHttp }
  } finally {
    clearTimeout(timer)
    reading.abort()
  }
}

function failureOf(error: unknown, signal: AbortSignal): { reason: UnreachableReason } & FailureDetails {
  if (signal.aborted) return { reason: 'timeout' }
  if (error instanceof Unreachable) return { reason: error.reason, ...error.details }
  if (error instanceof UnusualStatusError) return { reason: 'unusual-status', status: error.status }
  return { reason: unreachableReason(error) }
}

/** One read's way to the home page: https first, each redirect placed before it is followed. */
class Route {
  /** https could not connect, and the page was asked for over plain http. */
  overHttp = false
  private readonly places = new Map<string, Promise<HostPlace>>()

  constructor(
    private readonly access: PageAccess,
    private readonly limits: ReadLimits,
    private readonly signal: AbortSignal,
  ) {}

  /** The first answer that is not a redirect. */
  async reach(domain: string) {
    try {
      return await this.follow(new URL(`https://${domain}/`))
    } catch (error) {
      if (this.signal.aborted || error instanceof Unreachable || !httpsCannotConnect(error)) throw error
      this.overHttp = true
      return await this.follow(new URL(`http://${domain}/`))
    }
  }

  private async follow(start: URL) {
    let url = start
    for (let hops = 0; ; hops++) {
      let response: Response
      try {
        response = await this.send(url, 'manual')
      } catch (error) {
        // Electron's net.fetch does not hand a redirect back under 'manual' (docs/architecture.md, "Requests"): the
        // rest of the way would be Chromium's to follow, unseen — so only from a page in a private network already:
        // from a public one it could lead into one.
        if (!isRefusedRedirect(error)) throw error
        if ((await this.placeOf(url)) !== 'private') throw new Unreachable('other')
        return { response: await this.send(url, 'follow'), finalHost: null }
      }
      const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null
      if (location === null) return { response, finalHost: url.hostname }
      await response.body?.cancel().catch(() => undefined)
      if (hops >= this.limits.maxRedirects) throw new Unreachable('too-many-redirects')
      const next = nextUrl(location, url)
      // The website itself is asked for wherever it is (an intranet's site is checked too); a way out of a page is
      // placed first. A public site (or one this computer cannot place) sending the check into the user's own network
      // — the router, a printer, the cloud's metadata service — asks for a request the user never made: not sent.
      const [from, to] = await Promise.all([this.placeOf(url), this.placeOf(next)])
      if (to === 'private' && from !== 'private') throw new Unreachable('private-network', { redirectedTo: next.host })
      url = next
    }
  }

  private send(url: URL, redirect: 'manual' | 'follow'): Promise<Response> {
    return this.access.sendPage(url.href, { ...REQUEST, redirect, signal: this.signal })
  }

  private placeOf(url: URL): Promise<HostPlace> {
    let place = this.places.get(url.hostname)
    if (!place) {
      place = untilAborted(placeOfHost(url.hostname, this.access.resolveHost), this.signal)
      this.places.set(url.hostname, place)
    }
    return place
  }
}

function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason)
    const onAbort = (): void => reject(signal.reason)
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

function nextUrl(location: string, from: URL): URL {
  let next: URL
  try {
    next = new URL(location, from)
  } catch {
    throw new Unreachable('other')
  }
  if (next.protocol !== 'https:' && next.protocol !== 'http:') throw new Unreachable('not-http')
  return next
}

/** Streams the body into the parser until the script is seen, the page ends, or it passes `maxBytes`. */
async function findScript(response: Response, maxBytes: number, signal: AbortSignal): Promise<FoundScript | null> {
  const finder = new ScriptFinder()
  if (!response.body) return null
  try {
    for await (const chunk of cappedChunks(response.body, maxBytes, signal)) {
      finder.write(chunk)
      if (finder.script) break
    }
  } catch (error) {
    if (error instanceof BodyTooLargeError) throw new Unreachable('too-large')
    if (error instanceof BodyReadAbortedError) throw new Unreachable('timeout')
    throw error
  }
  finder.end()
  return finder.script
}
