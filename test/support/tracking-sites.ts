/**
 * Websites on loopback under their own names, for "Check installation": one HTTPS and one HTTP
 * server answer for every name by its Host header, with a certificate from a test authority for
 * the names given; a fetch whose connections go to them by name (undici's connector, as a resolver
 * would) or to an IP address as it is, each request's head recorded as it arrived; and a resolver
 * that says where each name is — loopback, unless the test gives it another address (a public
 * site, a router on the LAN): the check decides on that, the connection still goes to loopback.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import { createServer as createHttpsServer } from 'node:https'
import type { AddressInfo, Socket } from 'node:net'
import { Agent, buildConnector, fetch as undiciFetch } from 'undici'
import { isIP } from 'node:net'
import type { FetchFunction } from '../../src/main/api'
import type { HostResolver, PageAccess } from '../../src/main/tracking'
import { makeAuthority, type TestAuthority } from './network'

export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => void

export interface SiteOptions {
  /** Names with a certificate; a name served without one is refused by the TLS check. */
  certifiedNames: readonly string[]
  /** Per host: what it answers over https and over http (absent: the connection is refused). */
  https: Record<string, SiteHandler>
  http?: Record<string, SiteHandler>
  /** Where the resolver says a name is (default: 127.0.0.1 for every name the sites answer). */
  addresses?: Record<string, string | string[]>
}

export interface RecordedRequest {
  scheme: 'https' | 'http'
  host: string
  url: string
  /** Every header line as it arrived (raw), names as sent. */
  rawHeaders: string[]
}

export interface TrackingSites {
  authority: TestAuthority
  httpsPort: number
  httpPort: number
  requests: RecordedRequest[]
  /** Node's fetch semantics (a redirect comes back under 'manual'), connections sent to the sites by name. */
  fetch: FetchFunction
  /** The addresses of the names, as `addresses` gives them. */
  resolve: HostResolver
  /** The fetch and the resolver, as "Check installation" takes them. */
  access: PageAccess
  /** Bytes the sites wrote so far, per host. */
  bytesSent(host: string): number
  close(): Promise<void>
}

function serve(scheme: 'https' | 'http', handlers: Record<string, SiteHandler>, sites: TrackingSites) {
  return (request: IncomingMessage, response: ServerResponse): void => {
    const host = (request.headers.host ?? '').replace(/:\d+$/, '')
    sites.requests.push({ scheme, host, url: request.url ?? '', rawHeaders: request.rawHeaders })
    const handler = handlers[host]
    if (!handler) {
      response.writeHead(421).end()
      return
    }
    const write = response.write.bind(response)
    response.write = ((chunk: string | Uint8Array, ...rest: never[]) => {
      counts.set(host, (counts.get(host) ?? 0) + Buffer.byteLength(chunk))
      return write(chunk, ...rest)
    }) as typeof response.write
    handler(request, response)
  }
}

const counts = new Map<string, number>()

function closeAll(server: Server, sockets: Set<Socket>): Promise<void> {
  for (const socket of sockets) socket.destroy()
  return new Promise((done) => server.close(() => done()))
}

async function listen(server: Server): Promise<{ port: number; sockets: Set<Socket> }> {
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return { port: (server.address() as AddressInfo).port, sockets }
}

export async function startTrackingSites(options: SiteOptions): Promise<TrackingSites> {
  const authority = makeAuthority(options.certifiedNames)
  const sites = { authority, requests: [] as RecordedRequest[] } as unknown as TrackingSites
  const httpsServer = createHttpsServer(
    { cert: authority.certPem, key: authority.keyPem },
    serve('https', options.https, sites),
  )
  httpsServer.on('tlsClientError', () => undefined)
  const httpServer = createServer(serve('http', options.http ?? {}, sites))
  const [secure, plain] = await Promise.all([listen(httpsServer), listen(httpServer)])
  const knownHttp = new Set(Object.keys(options.http ?? {}))
  const knownHttps = new Set(Object.keys(options.https))
  const connector = buildConnector({ ca: [authority.caPem] })
  // Every name the sites answer resolves to loopback; a scheme a name does not serve is refused there (a closed port).
  const agent = new Agent({
    connect: (connectOptions, callback) => {
      const { hostname, protocol } = connectOptions
      if (isIP(hostname.replace(/^\[(.*)\]$/, '$1')) !== 0) return connector(connectOptions, callback)
      if (!knownHttp.has(hostname) && !knownHttps.has(hostname)) {
        callback(Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' }), null)
        return
      }
      const served = protocol === 'https:' ? knownHttps.has(hostname) : knownHttp.has(hostname)
      const port = served ? (protocol === 'https:' ? secure.port : plain.port) : 1
      connector({ ...connectOptions, hostname: '127.0.0.1', port: String(port), servername: hostname }, callback)
    },
  })
  const resolve: HostResolver = async (hostname) => {
    const given = options.addresses?.[hostname]
    if (given !== undefined) return typeof given === 'string' ? [given] : given
    if (knownHttp.has(hostname) || knownHttps.has(hostname)) return ['127.0.0.1']
    throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' })
  }
  const fetch: FetchFunction = (url, init) => undiciFetch(url, { ...init, dispatcher: agent } as never)
  Object.assign(sites, {
    httpsPort: secure.port,
    httpPort: plain.port,
    fetch,
    resolve,
    access: { sendPage: fetch, resolveHost: resolve },
    bytesSent: (host: string) => counts.get(host) ?? 0,
    close: async () => {
      await agent.close().catch(() => undefined)
      await Promise.all([closeAll(httpsServer, secure.sockets), closeAll(httpServer, plain.sockets)])
    },
  })
  return sites
}

/** A page whose head carries `head`. */
export function page(head: string, body = '<p>Welcome</p>'): SiteHandler {
  return (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
    response.end(`<!doctype html><html><head><title>Shop</title>${head}</head><body>${body}</body></html>`)
  }
}

export function redirect(location: string, status = 301, headers: Record<string, string> = {}): SiteHandler {
  return (_request, response) => response.writeHead(status, { location, ...headers }).end()
}
