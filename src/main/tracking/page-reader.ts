/**
 * Reads a website's home page the way a first visitor's browser would, and no further than needed
 * (docs/architecture.md, "The tracking code"): `https://<domain>/`, plain http only when https
 * cannot connect; redirects followed here, hop by hop, at most MAX_REDIRECTS and only to http(s);
 * through the fetch main uses for everything, without any credential (no API key, no cookie:
 * `credentials: 'omit'`, and no cookie is carried from one hop to the next); the body streamed into
 * the HTML parser and given up at the byte cap, the deadline, or as soon as the script is seen.
 */
import type { FetchFunction } from '../api'
import { isRefusedRedirect } from '../api/net-errors'
import type { UnreachableReason } from '../../shared/tracking'
import { PAGE_MAX_BYTES, PAGE_MAX_REDIRECTS } from '../../shared/tracking-limits'
import { httpsCannotConnect, unreachableReason } from './failures'
import { ScriptFinder, type FoundScript } from './script-finder'

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

export type PageRead =
  /** `finalHost` null: the fetch followed redirects itself and does not say where it ended. */
  | { kind: 'read'; finalHost: string | null; script: FoundScript | null }
  | { kind: 'failed'; reason: UnreachableReason; status?: number }

class Unreachable extends Error {
  constructor(
    readonly reason: UnreachableReason,
    readonly status?: number,
  ) {
    super(reason)
  }
}

const REQUEST: RequestInit = {
  method: 'GET',
  headers: { Accept: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.1' },
  credentials: 'omit',
  referrerPolicy: 'no-referrer',
}

export async function readHomePage(domain: string, sendPage: FetchFunction, limits: ReadLimits): Promise<PageRead> {
  const deadline = new AbortController()
  const timer = setTimeout(() => deadline.abort(new Unreachable('timeout')), limits.timeoutMs)
  try {
    const { response, finalHost } = await reachPage(domain, sendPage, limits, deadline.signal)
    if (response.status >= 400) {
      await response.body?.cancel().catch(() => undefined)
      return { kind: 'failed', reason: 'status', status: response.status }
    }
    return { kind: 'read', finalHost, script: await findScript(response, limits.maxBytes, deadline.signal) }
  } catch (error) {
    if (deadline.signal.aborted) return { kind: 'failed', reason: 'timeout' }
    if (error instanceof Unreachable)
      return { kind: 'failed', reason: error.reason, ...(error.status !== undefined && { status: error.status }) }
    return { kind: 'failed', reason: unreachableReason(error) }
  } finally {
    clearTimeout(timer)
  }
}

/** The first answer that is not a redirect, https first. */
async function reachPage(domain: string, sendPage: FetchFunction, limits: ReadLimits, signal: AbortSignal) {
  try {
    return await followRedirects(new URL(`https://${domain}/`), sendPage, limits, signal)
  } catch (error) {
    if (signal.aborted || error instanceof Unreachable || !httpsCannotConnect(error)) throw error
    return await followRedirects(new URL(`http://${domain}/`), sendPage, limits, signal)
  }
}

async function followRedirects(start: URL, sendPage: FetchFunction, limits: ReadLimits, signal: AbortSignal) {
  let url = start
  for (let hops = 0; ; hops++) {
    let response: Response
    try {
      response = await sendPage(url.href, { ...REQUEST, redirect: 'manual', signal })
    } catch (error) {
      // Electron's net.fetch does not hand a redirect back under 'manual' (docs/architecture.md, "Requests"): the rest
      // of the way is Chromium's to follow (http(s) only, its own limit), and where it ends is not said.
      if (!isRefusedRedirect(error)) throw error
      return { response: await sendPage(url.href, { ...REQUEST, redirect: 'follow', signal }), finalHost: null }
    }
    const location = response.status >= 300 && response.status < 400 ? response.headers.get('location') : null
    if (location === null) return { response, finalHost: url.hostname }
    await response.body?.cancel().catch(() => undefined)
    if (hops >= limits.maxRedirects) throw new Unreachable('too-many-redirects')
    url = nextUrl(location, url)
  }
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
  const reader = response.body.getReader()
  const onAbort = (): void => void reader.cancel(signal.reason).catch(() => undefined)
  signal.addEventListener('abort', onAbort, { once: true })
  let received = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (signal.aborted) throw new Unreachable('timeout')
      if (done) break
      finder.write(value)
      if (finder.script) break
      received += value.byteLength
      if (received > maxBytes) throw new Unreachable('too-large')
    }
    finder.end()
    return finder.script
  } finally {
    signal.removeEventListener('abort', onAbort)
    await reader.cancel().catch(() => undefined)
  }
}
