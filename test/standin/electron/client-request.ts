// net.request: Electron's ClientRequest (lib/common/api/net-client-request.ts) over the stand-in's model of
// Chromium's network stack — the part a GET needs: headers, end(), abort(), and the events 'response', 'redirect'
// (policy 'follow', 'error' or 'manual': a redirect not followed while 'redirect' is emitted dies with "Redirect was
// cancelled", unless the listener aborted), 'error', 'abort'. A request body, chunked encoding, upload progress and
// 'login' are loud.
import { EventEmitter } from 'node:events'
import { Readable } from 'node:stream'
import type { ReadableStream as NodeReadableStream } from 'node:stream/web'
import type { ChromiumNetwork } from './chromium-network'
import { notImplemented } from './loud'

type RedirectPolicy = 'follow' | 'error' | 'manual'

export interface ClientRequestOptions {
  url: string
  method?: string
  redirect?: RedirectPolicy
  credentials?: 'include' | 'omit' | 'same-origin'
  useSessionCookies?: boolean
  origin?: string
  headers?: Record<string, string>
}

/** The answer as Electron hands it to 'response': a Readable with the status and headers. */
export type IncomingMessageStandin = Readable & {
  statusCode: number
  statusMessage: string
  headers: Record<string, string | string[]>
}

export class ClientRequestStandin extends EventEmitter {
  private readonly headers = new Map<string, [string, string]>()
  private readonly controller = new AbortController()
  private readonly policy: RedirectPolicy
  private readonly sendCookies: boolean
  private started = false
  private aborted = false
  private followRedirectCb: (() => void) | undefined

  constructor(
    private readonly network: ChromiumNetwork,
    private readonly options: ClientRequestOptions,
  ) {
    super()
    if (!['http:', 'https:'].includes(new URL(options.url).protocol))
      throw new Error('ClientRequest only supports http: and https: protocols')
    if (options.credentials === 'same-origin' && !options.origin)
      throw new Error('credentials: same-origin requires origin to be set')
    this.policy = options.redirect ?? 'follow'
    if (!['follow', 'error', 'manual'].includes(this.policy))
      throw new Error('redirect mode should be one of follow, error or manual')
    // docs/api/client-request.md: 'include' sends the session's cookies, 'omit' none; without credentials, cookies
    // only with useSessionCookies.
    this.sendCookies =
      options.credentials === undefined ? options.useSessionCookies === true : options.credentials !== 'omit'
    for (const [name, value] of Object.entries(options.headers ?? {})) this.setHeader(name, value)
  }

  setHeader(name: string, value: string): void {
    if (this.started) throw new Error("Can't set headers after they are sent")
    this.headers.set(name.toLowerCase(), [name, value])
  }

  getHeader(name: string): string | undefined {
    return this.headers.get(name.toLowerCase())?.[1]
  }

  removeHeader(name: string): void {
    if (this.started) throw new Error("Can't remove headers after they are sent")
    this.headers.delete(name.toLowerCase())
  }

  write(): never {
    return notImplemented('ClientRequest.write', 'a request body')
  }

  end(): void {
    if (this.started) return
    this.started = true
    void this.run()
  }

  followRedirect(): void {
    if (!this.followRedirectCb) throw new Error('followRedirect() called, but was not waiting for a redirect')
    this.followRedirectCb()
  }

  abort(): void {
    if (!this.aborted) process.nextTick(() => this.emit('abort'))
    this.aborted = true
    this.controller.abort()
  }

  private async run(): Promise<void> {
    try {
      const response = await this.network.load(
        {
          url: this.options.url,
          method: this.options.method ?? 'GET',
          headers: [...this.headers.values()],
          sendCookies: this.sendCookies,
          signal: this.controller.signal,
        },
        (redirect) => this.onRedirect(redirect.statusCode, redirect.method, redirect.url, redirect.headers),
      )
      if (this.aborted || !response) return
      this.emit('response', incomingMessage(response))
    } catch (error) {
      if (!this.aborted) this.emit('error', error instanceof Error ? error : new Error(String(error)))
    }
  }

  /** Whether the loader follows; the cases as Electron's ClientRequest has them. */
  private onRedirect(statusCode: number, method: string, url: string, headers: Record<string, string[]>): boolean {
    if (this.policy === 'error') throw new Error("Attempted to redirect, but redirect policy was 'error'")
    let follow = this.policy === 'follow'
    this.followRedirectCb = () => {
      follow = true
    }
    try {
      this.emit('redirect', statusCode, method, url, headers)
    } finally {
      this.followRedirectCb = undefined
    }
    if (!follow && !this.aborted) throw new Error('Redirect was cancelled')
    return follow && !this.aborted
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- EventEmitter's own listener type
  override on(event: string, listener: (...args: any[]) => void): this {
    if (event === 'login' || event === 'upload-progress') notImplemented(`ClientRequest '${event}' event`)
    return super.on(event, listener)
  }
}

function incomingMessage(response: Response): IncomingMessageStandin {
  const stream = response.body
    ? Readable.fromWeb(response.body as unknown as NodeReadableStream<Uint8Array>)
    : Readable.from([])
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of response.headers) headers[name] = name === 'set-cookie' ? [value] : value
  return Object.assign(stream, { statusCode: response.status, statusMessage: response.statusText, headers })
}
