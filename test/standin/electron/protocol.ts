// protocol: custom schemes served from loopback.
//
// Stock Chromium will not load an unregistered scheme such as app://, and neither a Playwright
// route nor CDP can serve one. So each `scheme://host` the app loads gets its own HTTP origin on
// 127.0.0.1 (one server, created lazily). A request to it becomes a WHATWG Request for the app://
// URL, goes to the app's protocol.handle handler, and the handler's Response is written back as is
// (status, every header — Content-Security-Policy included — and body). Wherever main can observe
// a URL, the stand-in reports the app:// form.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ProtocolMembers } from './api-names'
import { loud, notImplemented } from './loud'
import type { Standin } from './standin'

export type ProtocolHandler = (request: Request) => Response | Promise<Response>

const BUILT_IN = new Set(['http', 'https', 'file'])
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'host', 'proxy-connection'])

interface Mapping {
  scheme: string
  host: string
  /** http://127.0.0.1:port */
  origin: string
  server: Server
}

/** Global scheme registry of one launch: privileges and every loopback origin in use. */
export class SchemeRegistry {
  readonly privileges = new Map<string, Electron.Privileges>()
  private readonly byKey = new Map<string, Promise<Mapping>>()
  private readonly byOrigin = new Map<string, Mapping>()

  constructor(private readonly standin: Standin) {}

  register(customSchemes: Electron.CustomScheme[]): void {
    if (!Array.isArray(customSchemes))
      throw new TypeError('Error processing argument at index 0, conversion failure from ' + String(customSchemes))
    for (const { scheme, privileges } of customSchemes) this.privileges.set(scheme, { ...(privileges ?? {}) })
  }

  isStandard(scheme: string): boolean {
    return this.privileges.get(scheme)?.standard === true
  }

  /** The loopback origin serving scheme://host for one session's handlers, created on first use. */
  origin(scheme: string, host: string, protocol: ProtocolStandin): Promise<Mapping> {
    const key = `${protocol.partition}|${scheme}://${host}`
    let mapping = this.byKey.get(key)
    if (!mapping) {
      mapping = new Promise<Mapping>((resolve, reject) => {
        const server = createServer((req, res) => {
          void protocol.serve(scheme, host, req, res)
        })
        server.on('error', reject)
        server.listen(0, '127.0.0.1', () => {
          const { port } = server.address() as AddressInfo
          const entry: Mapping = { scheme, host, origin: `http://127.0.0.1:${port}`, server }
          this.byOrigin.set(entry.origin, entry)
          resolve(entry)
        })
      })
      this.byKey.set(key, mapping)
    }
    return mapping
  }

  /** The app:// form of a URL the page sees (unchanged when it is not a mapped origin). */
  toAppUrl(url: string): string {
    let parsed: URL
    try {
      parsed = new URL(url)
    } catch {
      return url
    }
    const mapping = this.byOrigin.get(parsed.origin)
    if (!mapping) return url
    return `${mapping.scheme}://${mapping.host}${parsed.pathname}${parsed.search}${parsed.hash}`
  }

  /** The origin main would see for a page URL ("app://sitetray" for mapped schemes). */
  originOf(url: string): string {
    const app = this.toAppUrl(url)
    const match = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)/i.exec(app)
    if (match && !BUILT_IN.has(match[1]!.toLowerCase())) return `${match[1]}://${match[2]}`
    try {
      return new URL(app).origin
    } catch {
      return 'null'
    }
  }

  /** Split a custom-scheme URL into scheme and host, or undefined for http(s)/file/about/data. */
  customParts(url: string): { scheme: string; host: string; rest: string } | undefined {
    const match = /^([a-z][a-z0-9+.-]*):(\/\/([^/?#]*))?(.*)$/is.exec(url)
    if (!match) return undefined
    const scheme = match[1]!.toLowerCase()
    if (BUILT_IN.has(scheme) || scheme === 'about' || scheme === 'data' || scheme === 'blob' || scheme === 'javascript')
      return undefined
    return { scheme, host: (match[3] ?? '').toLowerCase(), rest: match[4] || '/' }
  }

  async close(): Promise<void> {
    const all = await Promise.allSettled([...this.byKey.values()])
    await Promise.all(
      all.map((r) =>
        r.status === 'fulfilled'
          ? new Promise<void>((resolve) => {
              r.value.server.closeAllConnections()
              r.value.server.close(() => resolve())
            })
          : undefined,
      ),
    )
    this.byKey.clear()
    this.byOrigin.clear()
  }
}

type Implemented = 'handle' | 'unhandle' | 'isProtocolHandled'

/** A session's protocol object (`session.protocol`; the `protocol` module is the default session's). */
export class ProtocolStandin implements Pick<Electron.Protocol, Implemented> {
  private readonly handlers = new Map<string, ProtocolHandler>()

  constructor(
    private readonly standin: Standin,
    /** The session's partition ('' for the default session): each session serves its own handlers. */
    readonly partition: string,
  ) {
    return loud(this, 'protocol', ProtocolMembers)
  }

  handle(scheme: string, handler: ProtocolHandler): void {
    if (BUILT_IN.has(scheme)) notImplemented(`protocol.handle('${scheme}') (intercepting a built-in scheme)`)
    if (this.handlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`)
    this.handlers.set(scheme, handler)
  }

  unhandle(scheme: string): void {
    if (!this.handlers.delete(scheme)) throw new Error(`Failed to unhandle protocol: ${scheme}`)
  }

  isProtocolHandled(scheme: string): boolean {
    return this.handlers.has(scheme)
  }

  /**
   * The loopback URL Chromium should load for `url`. Throws Electron's load errors for schemes
   * nobody handles.
   */
  async toLoopbackUrl(url: string): Promise<string> {
    const parts = this.standin.schemes.customParts(url)
    if (!parts) return url
    if (!this.handlers.has(parts.scheme)) throw loadError('ERR_UNKNOWN_URL_SCHEME', -302, url)
    if (!this.standin.schemes.isStandard(parts.scheme)) {
      notImplemented(
        `loading ${parts.scheme}: URLs when '${parts.scheme}' is not registered with protocol.registerSchemesAsPrivileged({ standard: true })`,
        'without "standard" relative URLs do not resolve in Electron either',
      )
    }
    const mapping = await this.standin.schemes.origin(parts.scheme, parts.host, this)
    return `${mapping.origin}${parts.rest.startsWith('/') ? '' : '/'}${parts.rest}`
  }

  /** @internal Answers one loopback HTTP request through the app's handler. */
  async serve(scheme: string, host: string, req: IncomingMessage, res: ServerResponse): Promise<void> {
    const handler = this.handlers.get(scheme)
    if (!handler) {
      res.destroy()
      return
    }
    try {
      const headers = new Headers()
      for (let i = 0; i < req.rawHeaders.length; i += 2) {
        const name = req.rawHeaders[i]!
        if (HOP_BY_HOP.has(name.toLowerCase())) continue
        let value = req.rawHeaders[i + 1]!
        const lower = name.toLowerCase()
        // The page's Origin and Referer are loopback URLs; the handler sees the app:// ones.
        if (lower === 'referer') value = this.standin.schemes.toAppUrl(value)
        if (lower === 'origin') {
          if (value === 'null') continue // Electron drops an opaque origin
          value = this.standin.schemes.originOf(value)
        }
        headers.append(name, value)
      }
      const method = req.method ?? 'GET'
      let body: Buffer | undefined
      if (method !== 'GET' && method !== 'HEAD') {
        const chunks: Buffer[] = []
        for await (const chunk of req) chunks.push(chunk as Buffer)
        body = Buffer.concat(chunks)
      }
      const request = new Request(`${scheme}://${host}${req.url ?? '/'}`, { method, headers, body: body ?? null })
      const response: unknown = await handler(request)
      if (!(response instanceof Response)) {
        console.error(
          `Electron stand-in: the ${scheme}: handler returned ${typeof response}, not a Response (Electron fails the request with ERR_UNEXPECTED)`,
        )
        res.destroy()
        return
      }
      if (response.type === 'error') {
        res.destroy()
        return
      }
      const outHeaders: Array<[string, string]> = []
      response.headers.forEach((value, name) => {
        if (name === 'set-cookie') return
        outHeaders.push([name, value])
      })
      for (const cookie of response.headers.getSetCookie()) outHeaders.push(['set-cookie', cookie])
      res.writeHead(response.status, response.statusText, outHeaders.flat())
      if (response.body && method !== 'HEAD') {
        for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) res.write(chunk)
      }
      res.end()
    } catch (error) {
      // Electron logs the error and fails the request (ERR_UNEXPECTED); the page sees a failed load.
      console.error(error)
      this.standin.recordError(error)
      res.destroy()
    }
  }
}

/** Electron's loadURL rejection: `ERR_X (-n) loading 'url'` with errno, code and url. */
export function loadError(
  code: string,
  errno: number,
  url: string,
): Error & { errno: number; code: string; url: string } {
  const error = new Error(`${code} (${errno}) loading '${url}'`) as Error & { errno: number; code: string; url: string }
  error.errno = errno
  error.code = code
  error.url = url
  return error
}

/** net error numbers for the codes a loopback load can hit. */
export const NET_ERRORS: Record<string, number> = {
  ERR_FAILED: -2,
  ERR_ABORTED: -3,
  ERR_FILE_NOT_FOUND: -6,
  ERR_TIMED_OUT: -7,
  ERR_ACCESS_DENIED: -10,
  ERR_BLOCKED_BY_CLIENT: -20,
  ERR_BLOCKED_BY_RESPONSE: -27,
  ERR_CONNECTION_CLOSED: -100,
  ERR_CONNECTION_RESET: -101,
  ERR_CONNECTION_REFUSED: -102,
  ERR_CONNECTION_ABORTED: -103,
  ERR_CONNECTION_FAILED: -104,
  ERR_NAME_NOT_RESOLVED: -105,
  ERR_INTERNET_DISCONNECTED: -106,
  ERR_ADDRESS_UNREACHABLE: -109,
  ERR_INVALID_URL: -300,
  ERR_UNKNOWN_URL_SCHEME: -302,
  ERR_EMPTY_RESPONSE: -324,
  ERR_INVALID_RESPONSE: -320,
}
