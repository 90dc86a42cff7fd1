// net.request: Electron's ClientRequest (lib/common/api/net-client-request.ts) over the stand-in's model of
// Chromium's network stack — the part a GET needs: headers, end(), abort(), the `cache` mode (http-cache.ts), and the
// events 'response', 'redirect' (policy 'follow', 'error' or 'manual': a redirect not followed while 'redirect' is
// emitted dies with "Redirect was cancelled", unless the listener aborted), 'error', 'abort'. The answer is Electron's
// IncomingMessage: any status the line had (Chromium takes 100–999), and destroying it stops the reading only — the
// loader and its connection stay open until the request is aborted. A request body, chunked encoding, upload progress
// and 'login' are loud.
import { EventEmitter } from 'node:events'
import { Readable } from 'node:stream'
import type { ChromiumNetwork } from './chromium-network'
import type { CacheMode, LoaderAnswer } from './http-cache'
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
  cache?: CacheMode
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
  private response: IncomingMessageStandin | undefined

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
    // Electron's _die(): the answer being read ends too.
    this.response?.destroy()
  }

  private async run(): Promise<void> {
    let answer: LoaderAnswer | null
    try {
      answer = await this.network.load(
        {
          url: this.options.url,
          method: this.options.method ?? 'GET',
          headers: [...this.headers.values()],
          sendCookies: this.sendCookies,
          cache: this.options.cache ?? 'default',
          signal: this.controller.signal,
        },
        (redirect) => this.onRedirect(redirect.statusCode, redirect.method, redirect.url, redirect.headers),
      )
    } catch (error) {
      if (!this.aborted) this.emit('error', error instanceof Error ? error : new Error(String(error)))
      return
    }
    if (this.aborted || !answer) return
    this.response = incomingMessage(answer)
    try {
      this.emit('response', this.response)
    } catch (error) {
      // Electron emits 'response' from Chromium's callback: what a listener throws is uncaught in main.
      process.nextTick(() => {
        throw error
      })
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

function incomingMessage(answer: LoaderAnswer): IncomingMessageStandin {
  const reader = answer.body?.getReader()
  const stream = new Readable({
    read() {
      if (!reader) return void this.push(null)
      reader.read().then(
        ({ done, value }) => void this.push(done ? null : value),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      )
    },
    // Electron's IncomingMessage has no _destroy of its own: the loader is not told, its connection stays open.
    destroy(error, callback) {
      callback(error)
    },
  })
  const headers: Record<string, string | string[]> = {}
  for (const [name, value] of answer.headers) {
    if (name === 'set-cookie') headers[name] = [...((headers[name] as string[] | undefined) ?? []), value]
    else headers[name] = name in headers ? `${headers[name] as string}, ${value}` : value
  }
  return Object.assign(stream, { statusCode: answer.status, statusMessage: answer.statusText, headers })
}
