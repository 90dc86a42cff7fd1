/**
 * The sandbox server: an HTTP server on loopback whose requests go through the
 * pipeline (pipeline.ts), two websites stores (one per variant), and the
 * controls a test or the demo uses.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { KeyRing, randomApiKey } from './auth'
import { declaresTooLargeBody } from './body'
import { demoWebsites, DEMO_SITE_COUNT } from './demo-data'
import { FaultBook } from './faults'
import { RequestPipeline } from './pipeline'
import { createRateLimiter, MAX_TIMER_MS } from './rate-limit'
import { TrafficBook } from './stats-traffic'
import { AccountPlanBook } from './account-plan'
import { WebsiteStore } from './store'
import type { Sandbox, SandboxControl, SandboxOptions, SandboxVariant } from './types'

/** The options a caller may get wrong, checked before anything starts. */
function checkedOptions(options: SandboxOptions): { seed: number; latencyMs: number; trafficSeed: number } {
  const seed = options.seed ?? DEMO_SITE_COUNT
  if (!Number.isSafeInteger(seed) || seed < 0) throw new TypeError(`seed must be a whole number ≥ 0, got ${seed}`)
  const latencyMs = options.latencyMs ?? 0
  if (!(latencyMs >= 0 && latencyMs <= MAX_TIMER_MS))
    throw new TypeError(`latencyMs must be from 0 to ${MAX_TIMER_MS}, got ${latencyMs}`)
  const trafficSeed = options.trafficSeed ?? 1
  if (!Number.isSafeInteger(trafficSeed)) throw new TypeError(`trafficSeed must be a whole number, got ${trafficSeed}`)
  return { seed, latencyMs, trafficSeed }
}

/** What a test (or the demo) may do to the server's data behind its back. */
function controlOf(
  stores: Record<SandboxVariant, WebsiteStore>,
  traffic: TrafficBook,
  keys: KeyRing,
  plan: AccountPlanBook,
): SandboxControl {
  const storeOf = (variant: SandboxVariant): WebsiteStore => {
    const store = stores[variant]
    if (!store) throw new TypeError(`Unknown variant: ${String(variant)}`)
    return store
  }
  return {
    list: (variant) => storeOf(variant).list(),
    insert: (variant, fields) => storeOf(variant).insert(fields),
    update: (variant, id, fields) => storeOf(variant).update(id, fields),
    remove: (variant, id) => storeOf(variant).remove(id),
    setTraffic: (variant, id, days, options) => {
      if (storeOf(variant) !== stores.B) throw new TypeError('Variant A has no statistics: set traffic on variant B')
      traffic.set(id, days, options)
      plan.forget()
    },
    setStatRows: (variant, id, name, rows) => {
      if (storeOf(variant) !== stores.B) throw new TypeError('Variant A has no statistics: set rows on variant B')
      traffic.setRows(id, name, rows)
    },
    setPlan: (next) => plan.set(next),
    setPlanApi: (included) => keys.setPlanApi(included),
    setKeyRevoked: (revoked) => keys.setKeyRevoked(revoked),
  }
}

export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const now = options.now ?? Date.now
  const { seed, latencyMs, trafficSeed } = checkedOptions(options)
  const apiKey = options.apiKey ?? randomApiKey('sk_sandbox_')
  const restrictedApiKey = randomApiKey('sk_sandbox_restricted_')
  const stores: Record<SandboxVariant, WebsiteStore> = {
    A: seededStore('A', seed, now),
    B: seededStore('B', seed, now),
  }
  const traffic = new TrafficBook(trafficSeed)
  const plan = new AccountPlanBook(options.plan)
  traffic.pauseWhen((day, today) => plan.isPaused(day, today, stores.B, (...args) => traffic.unpausedDays(...args)))
  const faults = new FaultBook()
  const keys = new KeyRing(apiKey, restrictedApiKey)
  const pipeline = new RequestPipeline({
    keys,
    stores,
    traffic,
    plan,
    faults,
    limiter: createRateLimiter(options.rateLimitPerMinute, options.rateLimitWindowMs, now),
    latencyMs,
    quirks: { ...options.quirks },
    now,
    onRequest: options.onRequest,
  })
  const server = await listen(pipeline, options)
  const address = server.address() as AddressInfo
  pipeline.baseUrl = `http://${address.family === 'IPv6' ? `[${address.address}]` : address.address}:${address.port}`

  let closing: Promise<void> | undefined
  return {
    url: pipeline.baseUrl,
    apiKey,
    restrictedApiKey,
    injectFault: (rule) => faults.inject(rule),
    clearFaults: () => faults.clear(),
    control: controlOf(stores, traffic, keys, plan),
    close: () => {
      closing ??= new Promise<void>((resolve, reject) => {
        pipeline.close()
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      })
      return closing
    },
  }
}

async function listen(pipeline: RequestPipeline, options: SandboxOptions): Promise<ReturnType<typeof createServer>> {
  const server = createServer(pipeline.onHttpRequest)
  // Without this listener Node answers `Expect: 100-continue` itself, inviting a body the sandbox will refuse.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    if (!declaresTooLargeBody(req)) res.writeContinue()
    pipeline.onHttpRequest(req, res)
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
  return server
}

function seededStore(variant: SandboxVariant, count: number, now: () => number): WebsiteStore {
  const store = new WebsiteStore(now)
  for (const row of demoWebsites(variant, count)) store.insert(row)
  return store
}
