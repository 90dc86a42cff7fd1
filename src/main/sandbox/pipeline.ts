/**
 * One request's trip through the pipeline, in the order a real phpAnalytics
 * deployment applies it — record, wait, injected fault, throttle,
 * authentication, route — and words its answer in the language the request
 * asks for. Everything it calls is a pure function or a store.
 */
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http'
import { createLogger, Timer } from '../base'
import { wantsJson, type KeyRing } from './auth'
import { declaresTooLargeBody, readBody, requestInput, type ReceivedBody } from './body'
import { faultAction, type FaultBook } from './faults'
import {
  createWebsite,
  deleteWebsite,
  listWebsites,
  showWebsite,
  updateWebsite,
  type ApiRequest,
  type VariantContext,
} from './handlers'
import { loginPage } from './html'
import { localizedReply, requestLocale } from './locale'
import type { FixedWindowRateLimiter, RateDecision } from './rate-limit'
import { html, json, methodNotAllowed, notFound, rawJson, redirect, writeReply, type Reply } from './reply'
import { allowsMethod, matchRoute, type WebsitesRoute } from './routes'
import { showStats } from './stats'
import type { TrafficBook } from './stats-traffic'
import type { AccountPlanBook } from './account-plan'
import type { WebsiteStore } from './store'
import type { RecordedRequest, SandboxOptions, SandboxQuirks, SandboxVariant } from './types'

const log = createLogger('sandbox')

export interface PipelineParts {
  keys: KeyRing
  stores: Record<SandboxVariant, WebsiteStore>
  traffic: TrafficBook
  plan: AccountPlanBook
  faults: FaultBook
  limiter: FixedWindowRateLimiter | null
  latencyMs: number
  quirks: SandboxQuirks
  now: () => number
  onRequest: SandboxOptions['onRequest']
}

export class RequestPipeline {
  /** Where the server listens, once it does: links fall back to it. */
  baseUrl = ''
  private closed = false
  /** Latency waits still running: close() cuts them short so no timer outlives the server. */
  private readonly waits = new Set<() => void>()

  constructor(private readonly parts: PipelineParts) {}

  /** Every request gets an answer, even when something in here throws. */
  readonly onHttpRequest = (req: IncomingMessage, res: ServerResponse): void => {
    this.handle(req, res).catch((error: unknown) => {
      // A bug here (or a throwing onRequest) must reach the developer, and the client must still get an answer.
      log.error('request failed', error)
      writeReply(res, json(500, { message: 'Server Error.' }))
    })
  }

  close(): void {
    this.closed = true
    for (const wake of [...this.waits]) wake()
  }

  private pause(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = new Timer({ keepAlive: true })
      const done = (): void => {
        timer.cancel()
        this.waits.delete(done)
        resolve()
      }
      timer.schedule(ms, done)
      this.waits.add(done)
    })
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const { parts } = this
    const method = (req.method ?? 'GET').toUpperCase()
    const target = requestTarget(req.url)
    if (!target) {
      // `OPTIONS *`, an absolute URL with a bad port…: nothing a route could match.
      writeReply(res, json(400, { message: 'Bad request.' }))
      return
    }
    if (declaresTooLargeBody(req)) {
      // Refuse before reading: a demo server must not swallow whatever a client claims it will send.
      parts.onRequest?.(recorded(method, target, req.headers, { text: '', tooLarge: true }))
      writeReply(res, { ...json(413, { message: 'The request body is too large.' }), closeConnection: true })
      return
    }
    const body = await readBody(req)
    if (this.closed) return
    parts.onRequest?.(recorded(method, target, req.headers, body))
    if (parts.latencyMs > 0) await this.pause(parts.latencyMs)
    if (this.closed || res.destroyed) return

    const origin = originOf(req.headers.host, this.baseUrl)
    const fault = parts.faults.take(method, target.pathname)
    if (fault) {
      const action = faultAction(fault, origin)
      // A hanging request is left open on purpose: close() ends it with the connection.
      if (action.kind === 'drop') req.socket.destroy()
      else if (action.kind === 'reply') writeReply(res, action.reply)
      else if (action.kind === 'rewrite')
        writeReply(res, action.rewrite(this.respond(method, target, req, body, origin)))
      else if (action.kind === 'partial') {
        // No Content-Length: the client cannot know the body is incomplete until the stream ends or stalls.
        res.writeHead(200, { 'Content-Type': 'application/json' })
        res.write(action.start, () => {
          if (action.then === 'drop') req.socket.destroy()
        })
      }
      return
    }
    const locale = requestLocale(req.headers['accept-language'])
    writeReply(res, localizedReply(this.respond(method, target, req, body, origin), locale))
  }

  /** Laravel's order: routing (404/405) first, then the api group's throttle, then authentication. */
  private respond(method: string, target: URL, req: IncomingMessage, body: ReceivedBody, origin: string): Reply {
    const { parts } = this
    const match = matchRoute(target.pathname)
    if (!match) return notFound()
    if (!allowsMethod(match, method)) return methodNotAllowed(match.methods)
    const { route } = match
    // The login page is a web route: no throttle, no key (it is where key-less clients are sent).
    if (route.name === 'login') return html(200, loginPage(origin))

    const rate = parts.limiter?.hit(req.socket.remoteAddress ?? 'unknown')
    const withRate = (reply: Reply): Reply => (rate ? withRateHeaders(reply, rate) : reply)
    if (rate && !rate.allowed) return withRate(json(429, { message: 'Too Many Attempts.' }))
    if (body.tooLarge) return withRate(json(413, { message: 'The request body is too large.' }))

    const auth = parts.keys.check(req.headers.authorization)
    if (auth === 'unauthenticated')
      return withRate(
        wantsJson(req.headers.accept) ? rawJson(401, { message: 'Unauthenticated.' }) : redirect(`${origin}/login`),
      )
    // The real ApiGuardMiddleware's answer, on every API route alike.
    if (auth === 'restricted') return withRate(json(403, { message: "You don't have access to this feature." }))
    if (route.name === 'account') return withRate(parts.plan.showAccount())

    const request: ApiRequest = {
      method,
      origin,
      pathname: target.pathname,
      query: target.searchParams,
      input: requestInput(req.headers['content-type'], body.text, target.searchParams),
    }
    // Whole seconds: the real columns are MySQL DATETIMEs, so stored times never carry fractions.
    const now = new Date(Math.floor(parts.now() / 1000) * 1000)
    if (route.name === 'stats')
      return withRate(showStats(route.id, request, { store: parts.stores.B, traffic: parts.traffic, now }))
    const context: VariantContext = {
      variant: route.variant,
      store: parts.stores[route.variant],
      now,
      quirks: parts.quirks,
    }
    return withRate(dispatch(route, request, context))
  }
}

function dispatch(route: WebsitesRoute, request: ApiRequest, context: VariantContext): Reply {
  if (route.name === 'websites')
    return request.method === 'POST' ? createWebsite(request, context) : listWebsites(request, context)
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

function recorded(method: string, target: URL, headers: IncomingHttpHeaders, body: ReceivedBody): RecordedRequest {
  const flat: Record<string, string> = {}
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value
  return {
    method,
    path: target.pathname,
    query: Object.fromEntries(target.searchParams),
    headers: flat,
    body: body.text,
  }
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
  const headers: Record<string, string> = {
    ...reply.headers,
    'X-RateLimit-Limit': String(rate.limit),
    'X-RateLimit-Remaining': String(rate.remaining),
  }
  if (!rate.allowed) {
    headers['Retry-After'] = String(rate.retryAfterSeconds)
    headers['X-RateLimit-Reset'] = String(rate.resetAt)
  }
  return { ...reply, headers }
}
