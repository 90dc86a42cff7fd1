// What Electron's net.fetch goes through: Chromium's network stack, played with undici (README:
// "Networks"). The system's proxy and the OS's certificate store apply here and nowhere else —
// Node's own fetch in the same process has neither — and failures come out as Chromium names them
// ("net::ERR_CERT_AUTHORITY_INVALID"). Never more permissive than Chromium: certificates are
// checked against Node's bundled roots plus the "OS" ones, a redirect under 'manual' rejects.
import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { rootCertificates } from 'node:tls'
import { Agent, buildConnector, fetch as undiciFetch, ProxyAgent, type Dispatcher } from 'undici'
import { HttpCacheModel, type CacheMode, type LoaderAnswer } from './http-cache'

export interface NetworkSettings {
  /**
   * The system's proxy for every address but loopback (Chromium never proxies loopback), e.g. 'http://127.0.0.1:3128'.
   */
  systemProxy?: string | undefined
  /** Certificates (PEM) the operating system's store trusts on top of the public roots. */
  osTrustedCertificates?: readonly string[] | undefined
  /**
   * Chromium's `--host-resolver-rules="MAP shop.example 127.0.0.1:8443"`: a name connects to another address (and port),
   * while the request — its URL, Host header, TLS name and certificate check — stays the name's. Mapped names go direct.
   */
  hostResolverRules?: Readonly<Record<string, string>> | undefined
}

/** Node's error codes, as Chromium names the same failure. */
const CHROMIUM_CODES: Record<string, string> = {
  ENOTFOUND: 'ERR_NAME_NOT_RESOLVED',
  EAI_AGAIN: 'ERR_NAME_RESOLUTION_FAILED',
  ECONNREFUSED: 'ERR_CONNECTION_REFUSED',
  ECONNRESET: 'ERR_CONNECTION_RESET',
  ETIMEDOUT: 'ERR_CONNECTION_TIMED_OUT',
  UND_ERR_SOCKET: 'ERR_CONNECTION_CLOSED',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'ERR_CERT_AUTHORITY_INVALID',
  UNABLE_TO_GET_ISSUER_CERT: 'ERR_CERT_AUTHORITY_INVALID',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'ERR_CERT_AUTHORITY_INVALID',
  SELF_SIGNED_CERT_IN_CHAIN: 'ERR_CERT_AUTHORITY_INVALID',
  DEPTH_ZERO_SELF_SIGNED_CERT: 'ERR_CERT_AUTHORITY_INVALID',
  ERR_TLS_CERT_ALTNAME_INVALID: 'ERR_CERT_COMMON_NAME_INVALID',
  CERT_HAS_EXPIRED: 'ERR_CERT_DATE_INVALID',
  CERT_NOT_YET_VALID: 'ERR_CERT_DATE_INVALID',
}

/** What failed before the proxy was talked to: Chromium says the proxy cannot be reached. */
const PROXY_UNREACHABLE = new Set(['ENOTFOUND', 'EAI_AGAIN', 'ECONNREFUSED', 'ETIMEDOUT'])

function isLoopback(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    hostname === '[::1]' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  )
}

function causes(error: unknown): Array<Error & { code?: string }> {
  const chain: Array<Error & { code?: string }> = []
  for (let current = error; current instanceof Error && chain.length < 5; current = current.cause) chain.push(current)
  return chain
}

/** The rejection Chromium would give: `net::ERR_…` as the message, nothing of Node's error. */
function chromiumError(error: unknown, proxied: boolean): Error {
  for (const cause of causes(error)) {
    const tunnel = /Proxy response \((\d{3})\)/.exec(cause.message)
    if (tunnel)
      return new Error(tunnel[1] === '407' ? 'net::ERR_PROXY_AUTH_REQUESTED' : 'net::ERR_TUNNEL_CONNECTION_FAILED')
    const code = cause.code
    if (code === undefined) continue
    if (proxied && PROXY_UNREACHABLE.has(code)) return new Error('net::ERR_PROXY_CONNECTION_FAILED')
    const chromium = CHROMIUM_CODES[code]
    if (chromium) return new Error(`net::${chromium}`)
  }
  return new Error('net::ERR_FAILED')
}

const NULL_BODY = new Set([101, 204, 205, 304])

/** Connections to a mapped name go to its address; the TLS name (SNI, certificate check) stays the name. */
function mappedConnector(ca: string[], rules: ReadonlyMap<string, string>): buildConnector.connector {
  const connect = buildConnector({ ca })
  return (options, callback) => {
    const target = rules.get(options.hostname)
    if (target === undefined) return connect(options, callback)
    const { hostname, port } = new URL(`http://${target}`)
    return connect(
      { ...options, hostname, port: port || options.port, servername: options.servername ?? options.hostname },
      callback,
    )
  }
}

/** Cookies by host, name=value only (no domain, path or expiry rules: a host's cookies go back to that host alone). */
export class SessionCookies {
  private readonly byHost = new Map<string, Map<string, string>>()

  header(host: string): string | null {
    const jar = this.byHost.get(host)
    return jar && jar.size > 0 ? [...jar].map(([name, value]) => `${name}=${value}`).join('; ') : null
  }

  keep(host: string, setCookies: readonly string[]): void {
    for (const line of setCookies) this.setCookie(host, line)
  }

  /** As `Set-Cookie` from `host` would (the attributes after the first `;` ignored). */
  setCookie(host: string, setCookie: string): void {
    const pair = setCookie.split(';', 1)[0] ?? ''
    const at = pair.indexOf('=')
    if (at <= 0) return
    const jar = this.byHost.get(host) ?? new Map<string, string>()
    jar.set(pair.slice(0, at).trim(), pair.slice(at + 1).trim())
    this.byHost.set(host, jar)
  }
}

export class ChromiumNetwork {
  private readonly direct: Agent
  private readonly proxy: ProxyAgent | null
  private readonly mapped: ReadonlyMap<string, string>
  /** The default session's cookie jar, as far as net.fetch uses it (a test can put one in: `setCookie`). */
  readonly cookies = new SessionCookies()
  /** The default session's HTTP cache, as far as net.request uses it (http-cache.ts). */
  readonly httpCache = new HttpCacheModel()

  constructor(settings: NetworkSettings) {
    // Node's bundled roots stand for the public ones every OS store has; the "OS" adds its own.
    const ca = [...rootCertificates, ...(settings.osTrustedCertificates ?? [])]
    this.mapped = new Map(Object.entries(settings.hostResolverRules ?? {}))
    this.direct = new Agent({ connect: this.mapped.size > 0 ? mappedConnector(ca, this.mapped) : { ca } })
    this.proxy = settings.systemProxy ? new ProxyAgent({ uri: settings.systemProxy, requestTls: { ca } }) : null
  }

  async fetch(input: string | Request, init: RequestInit = {}): Promise<Response> {
    const request = new Request(input, init)
    const url = new URL(request.url)
    const direct = isLoopback(url.hostname) || this.mapped.has(url.hostname)
    const dispatcher: Dispatcher = this.proxy && !direct ? this.proxy : this.direct
    const policy = request.redirect
    // Electron's net.fetch: credentials other than 'omit' become 'include' without an origin (net-fetch.ts), and the
    // default session's cookies go with the request and are kept from the answer; 'omit' neither sends nor keeps any.
    const cookies = request.credentials === 'omit' ? null : this.cookies
    const cookie = cookies?.header(url.hostname)
    let answer: Awaited<ReturnType<typeof undiciFetch>>
    try {
      answer = await undiciFetch(request.url, {
        method: request.method,
        headers: [...request.headers, ...(cookie ? [['cookie', cookie] as [string, string]] : [])],
        ...(init.body != null && { body: init.body as string }),
        signal: request.signal,
        redirect: policy === 'follow' ? 'follow' : 'manual',
        dispatcher,
      })
    } catch (error) {
      // An abort rejects with the signal's reason, as Electron's net.fetch does.
      if (request.signal.aborted) throw request.signal.reason ?? error
      throw chromiumError(error, dispatcher === this.proxy)
    }
    cookies?.keep(url.hostname, answer.headers.getSetCookie())
    if (policy !== 'follow' && answer.status >= 300 && answer.status < 400 && answer.headers.has('location')) {
      await answer.body?.cancel().catch(() => undefined)
      // Electron's ClientRequest: 'manual' hands the redirect to a 'redirect' listener fetch never has, then dies.
      throw new Error(
        policy === 'error' ? "Attempted to redirect, but redirect policy was 'error'" : 'Redirect was cancelled',
      )
    }
    const body =
      NULL_BODY.has(answer.status) || request.method === 'HEAD'
        ? null
        : (answer.body as ReadableStream<Uint8Array> | null)
    return new Response(body, {
      status: answer.status,
      statusText: answer.statusText,
      headers: new Headers([...answer.headers]),
    })
  }

  /**
   * A URL loader's request, as Electron's ClientRequest (net.request) makes it: every redirect is told to `onRedirect`,
   * which answers whether to follow it (Chromium gives up after 20); null when one was not followed. The answer is
   * Chromium's, not a `Response`: its status is whatever three digits the status line had (100–999).
   */
  async load(request: LoaderRequest, onRedirect: (redirect: LoaderRedirect) => boolean): Promise<LoaderAnswer | null> {
    let url = new URL(request.url)
    for (let hops = 0; hops <= 20; hops++) {
      const kept = this.httpCache.lookup(url.href, request.method, request.cache)
      if (kept) return kept
      const dispatcher: Dispatcher =
        this.proxy && !isLoopback(url.hostname) && !this.mapped.has(url.hostname) ? this.proxy : this.direct
      const cookie = request.sendCookies ? this.cookies.header(url.hostname) : null
      let answer: Awaited<ReturnType<typeof undiciFetch>>
      try {
        answer = await undiciFetch(url.href, {
          method: request.method,
          headers: [...request.headers, ...(cookie ? [['cookie', cookie] as [string, string]] : [])],
          signal: request.signal,
          redirect: 'manual',
          dispatcher,
        })
      } catch (error) {
        if (request.signal.aborted) throw request.signal.reason ?? error
        throw chromiumError(error, dispatcher === this.proxy)
      }
      if (request.sendCookies) this.cookies.keep(url.hostname, answer.headers.getSetCookie())
      const location = answer.status >= 300 && answer.status < 400 ? answer.headers.get('location') : null
      if (location === null)
        return this.httpCache.keep(url.href, request.method, request.cache, loaderAnswer(answer, request.method))
      await answer.body?.cancel().catch(() => undefined)
      const next = new URL(location, url)
      // Chromium refuses to follow a redirect anywhere but http(s) (an "unsafe redirect").
      if (next.protocol !== 'http:' && next.protocol !== 'https:') throw new Error('net::ERR_UNSAFE_REDIRECT')
      const headers = Object.fromEntries([...answer.headers].map(([name, value]) => [name, [value]]))
      if (!onRedirect({ statusCode: answer.status, method: request.method, url: next.href, headers })) return null
      url = next
    }
    throw new Error('net::ERR_TOO_MANY_REDIRECTS')
  }

  /**
   * Chromium's host resolver, as `net.resolveHost` answers: an IP literal is itself, `localhost` (and `*.localhost`)
   * loopback, a name the resolver rules map the rule's address; others the system's answer. Fails as Chromium names it.
   */
  async resolveHost(host: string): Promise<Electron.ResolvedHost> {
    const endpoints = (addresses: string[]): Electron.ResolvedHost => ({
      endpoints: addresses.map((address) => ({ address, family: isIP(address) === 6 ? 'ipv6' : 'ipv4' })),
    })
    const bare = host.replace(/^\[(.*)\]$/, '$1')
    if (isIP(bare) !== 0) return endpoints([bare])
    const name = host.toLowerCase().replace(/\.$/, '')
    if (name === 'localhost' || name.endsWith('.localhost')) return endpoints(['127.0.0.1', '::1'])
    const rule = this.mapped.get(name)
    if (rule !== undefined) return endpoints([new URL(`http://${rule}`).hostname.replace(/^\[(.*)\]$/, '$1')])
    // Chromium's rejection names the failure and carries nothing of the system's error.
    const found = await lookup(name, { all: true }).catch((error: { code?: string }) => error.code ?? 'ENOTFOUND')
    if (typeof found === 'string')
      throw new Error(`net::${found === 'EAI_AGAIN' ? 'ERR_NAME_RESOLUTION_FAILED' : 'ERR_NAME_NOT_RESOLVED'}`)
    return endpoints(found.map((entry) => entry.address))
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.direct.close(), this.proxy?.close()])
  }
}

export interface LoaderRequest {
  url: string
  method: string
  headers: Array<[string, string]>
  /** The session's cookies go with it (and are kept from the answers). */
  sendCookies: boolean
  cache: CacheMode
  signal: AbortSignal
}

export interface LoaderRedirect {
  statusCode: number
  method: string
  url: string
  headers: Record<string, string[]>
}

function loaderAnswer(answer: Awaited<ReturnType<typeof undiciFetch>>, method: string): LoaderAnswer {
  const body = NULL_BODY.has(answer.status) || method === 'HEAD' ? null : (answer.body as ReadableStream<Uint8Array>)
  return { status: answer.status, statusText: answer.statusText, headers: [...answer.headers], body }
}
