/**
 * The HTTP shell: one request's trip through the pipeline, in the order a real
 * phpAnalytics deployment applies it — record, wait, injected fault, throttle,
 * authentication, route. Everything it calls is a pure function or a store.
 */
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { KeyRing, randomApiKey, wantsJson } from './auth'
import { declaresTooLargeBody, readBody, requestInput, type ReceivedBody } from './body'
import { demoWebsites, DEMO_SITE_COUNT } from './demo-data'
import { faultAction, FaultBook } from './faults'
import { createWebsite, deleteWebsite, listWebsites, showAccount, showWebsite, updateWebsite, type ApiRequest, type VariantContext } from './handlers'
import { loginPage } from './html'
import { createRateLimiter, MAX_TIMER_MS, type RateDecision } from './rate-limit'
import { html, json, methodNotAllowed, notFound, rawJson, redirect, writeReply, type Reply } from './reply'
import { allowsMethod, matchRoute, type WebsitesRoute } from './routes'
import { WebsiteStore } from './store'
import type { RecordedRequest, Sandbox, SandboxOptions, SandboxVariant } from './types'

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? Date.now
  const apiKey = options.apiKey ?? randomApiKey('sk_sandbox_')
  const restrictedApiKey = randomApiKey('sk_sandbox_restricted_')
  const keys = new KeyRing(apiKey, restrictedApiKey)
  const seed = options.seed ?? DEMO_SITE_COUNT
  if (!Number.isSafeInteger(seed) || seed < 0) throw new TypeError(`seed must be a whole number ≥ 0, got ${seed}`)
  const stores: Record<SandboxVariant, WebsiteStore> = { A: seededStore('A', seed, now), B: seededStore('B', seed, now) }
  const faults = new FaultBook()
  const limiter = createRateLimiter(options.rateLimitPerMinute, options.rateLimitWindowMs, now)
  const latencyMs = options.latencyMs ?? 0
  if (!(latencyMs >= 0 && latencyMs <= MAX_TIMER_MS)) throw new TypeError(`latencyMs must be from 0 to ${MAX_TIMER_MS}, got ${latencyMs}`)
  const quirks = { ...options.quirks }
  /** Latency waits still running: close() cuts them short so no timer outlives the server. */
  const waits = new Set<() => void>()
  let closed = false
  let baseUrl = ''

  const pause = (ms: number): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        clearTimeout(timer)
        waits.delete(done)
        resolve()
      }
      const timer = setTimeout(done, ms)
      waits.add(done)
    })

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = (req.method ?? 'GET').toUpperCase()
    const target = requestTarget(req.url)
    if (!target) {
      // `OPTIONS *`, an absolute URL with a bad port…: nothing a route could match.
      writeReply(res, json(400, { message: 'Bad request.' }))
      return
    }
    if (declaresTooLargeBody(req)) {
      // Refuse before reading: a demo server must not swallow whatever a client claims it will send.
      options.onRequest?.(recorded(method, target, req.headers, { text: '', tooLarge: true }))
      writeReply(res, { ...json(413, { message: 'The request body is too large.' }), closeConnection: true })
      return
    }
    const body = await readBody(req)
    if (closed) return
    options.onRequest?.(recorded(method, target, req.headers, body))
    if (latencyMs > 0) await pause(latencyMs)
    if (closed || res.destroyed) return

    const origin = originOf(req.headers.host, baseUrl)
    const fault = faults.take(method, target.pathname)
    if (fault) {
      const action = faultAction(fault, origin)
      // A hanging request is left open on purpose: close() ends it with the connection.
      if (action.kind === 'drop') req.socket.destroy()
      else if (action.kind === 'reply') writeReply(res, action.reply)
      else if (action.kind === 'partial') {
        // No Content-Length: the client cannot know the body is incomplete until the stream ends or stalls.
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.write(action.start, () => {
          if (action.then === 'drop') req.socket.destroy()
        })
      }
      return
    }
    writeReply(res, respond(method, target, req, body, origin))
  }

  /** Laravel's order: routing (404/405) first, then the api group's throttle, then authentication. */
  function respond(method: string, target: URL, req: IncomingMessage, body: ReceivedBody, origin: string): Reply {
    const match = matchRoute(target.pathname)
    if (!match) return notFound()
    if (!allowsMethod(match, method)) return methodNotAllowed(match.methods)
    const { route } = match
    // The login page is a web route: no throttle, no key (it is where key-less clients are sent).
    if (route.name === 'login') return html(200, loginPage(origin))

    const rate = limiter?.hit(req.socket.remoteAddress ?? 'unknown')
    const withRate = (reply: Reply): Reply => (rate ? withRateHeaders(reply, rate) : reply)
    if (rate && !rate.allowed) return withRate(json(429, { message: 'Too Many Attempts.' }))
    if (body.tooLarge) return withRate(json(413, { message: 'The request body is too large.' }))

    const auth = keys.check(req.headers.authorization)
    if (auth === 'unauthenticated') return withRate(wantsJson(req.headers.accept) ? rawJson(401, { message: 'Unauthenticated.' }) : redirect(`${origin}/login`))
    if (auth === 'restricted') return withRate(json(403, { message: 'You do not have access to the API.' }))
    if (route.name === 'account') return withRate(showAccount())

    const request: ApiRequest = { method, origin, pathname: target.pathname, query: target.searchParams, input: requestInput(req.headers['content-type'], body.text, target.searchParams) }
    // Whole seconds: the real columns are MySQL DATETIMEs, so stored times never carry fractions.
    const context: VariantContext = { variant: route.variant, store: stores[route.variant], now: new Date(Math.floor(now() / 1000) * 1000), quirks }
    return withRate(dispatch(route, request, context))
  }

  function dispatch(route: WebsitesRoute, request: ApiRequest, context: VariantContext): Reply {
    if (route.name === 'websites') return request.method === 'POST' ? createWebsite(request, context) : listWebsites(request, context)
    switch (request.method) {
      case 'PUT':
      case 'PATCH':
        return updateWebsite(route.id, request, context)
      case 'DELETE':
        return deleteWebsite(route.id, context)
      default:
        return showWebsite(route.id, context)
    }
  }

  const onHttpRequest = (req: IncomingMessage, res: ServerResponse): void => {
    handle(req, res).catch((error: unknown) => {
      // A bug here (or a throwing onRequest) must reach the developer, and the client must still get an answer.
      console.error('[sandbox] request failed:', error)
      writeReply(res, json(500, { message: 'Server Error.' }))
    })
  }
  const server = createServer(onHttpRequest)
  // Without this listener Node answers `Expect: 100-continue` itself, inviting a body the sandbox will refuse.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (!declaresTooLargeBody(req)) res.writeContinue()
    onHttpRequest(req, res)
  })
  // Node drops CONNECT silently; a server answers it.
  server.on('connect', (_req: IncomingMessage, socket: Duplex) => {
    socket.end('HTTP/1.1 405 Method Not Allowed\r\nContent-Length: 0\r\nConnection: close\r\n\r\n')
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  const address = server.address() as AddressInfo
  baseUrl = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`

  const storeOf = (variant: SandboxVariant): WebsiteStore => {
    const store = stores[variant]
    if (!store) throw new TypeError(`Unknown variant: ${String(variant)}`)
    return store
  }

  let closing: Promise<void> | undefined
  return {
    url: baseUrl,
    apiKey,
    restrictedApiKey,
    injectFault: (rule) => faults.inject(rule),
    clearFaults: () => faults.clear(),
    control: {
      list: (variant) => storeOf(variant).list(),
      insert: (variant, fields) => storeOf(variant).insert(fields),
      update: (variant, id, fields) => storeOf(variant).update(id, fields),
      remove: (variant, id) => storeOf(variant).remove(id),
    },
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        closed = true
        for (const wake of [...waits]) wake()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return closing
    },
  }
}

/** The request target as a URL, or undefined when it names no path (`*`, a malformed absolute URL). */
function requestTarget(raw: string | undefined): URL | undefined {
  const text = raw ?? '/'
  try {
    const url = new URL(text.startsWith('/') ? `http://sandbox.invalid${text}` : text)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}

function seededStore(variant: SandboxVariant, count: number, now: () => number): WebsiteStore {
  const store = new WebsiteStore(now)
  for (const row of demoWebsites(variant, count)) store.insert(row)
  return store
}

function recorded(method: string, target: URL, headers: IncomingHttpHeaders, body: ReceivedBody): RecordedRequest {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers)) if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
  return { method, path: target.pathname, query: Object.fromEntries(target.searchParams), headers: flat, body: body.text }
}

/**
 * Links and redirects point where the client actually connected (its Host
 * header), as Laravel builds them, so they work when the sandbox listens on
 * 0.0.0.0 and is reached by another name.
 */
function originOf(host: string | undefined, fallback: string): string {
  return host && /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i.test(host) ? `http://${host}` : fallback
}

function withRateHeaders(reply: Reply, rate: RateDecision): Reply {
  const headers: Record<string, string> = { ...reply.headers, 'X-RateLimit-Limit': String(rate.limit), 'X-RateLimit-Remaining': String(rate.remaining) }
  if (!rate.allowed) {
    headers['Retry-After'] = String(rate.retryAfterSeconds)
    headers['X-RateLimit-Reset'] = String(rate.resetAt)
  }
  return { ...reply, headers }
}
