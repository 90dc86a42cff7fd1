/**
 * A website's own pages as "Check installation" reads them (docs/architecture.md, "The tracking code"): through
 * Chromium's network stack in the default session like every request main sends, but with Electron's net.request,
 * which — unlike net.fetch, which rejects with "Redirect was cancelled" — hands a redirect back under 'manual' (its
 * 'redirect' event), so that the check follows each hop itself and knows where the page ended; and Chromium's resolver
 * of the same session, which tells the check where each hop is before it is asked for. Never a credential:
 * `credentials: 'omit'` sends no cookie, keeps none, and answers no authentication request. Never the HTTP cache.
 */
import { Readable } from 'node:stream'
import { net } from 'electron'
import type { FetchFunction } from '../api'
import { UnusualStatusError, type HostResolver } from '../tracking'

const NULL_BODY = new Set([204, 205, 304])

/** The addresses Chromium resolves a name to, as the default session's requests do. */
export const resolvePageHost: HostResolver = async (hostname) =>
  (await net.resolveHost(hostname)).endpoints.map((endpoint) => endpoint.address)

/** The headers a `Headers` can hold; one it refuses (a value outside Latin-1) is left out, not the page. */
function headersOf(raw: Record<string, string | string[]>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) {
    try {
      headers.set(name, Array.isArray(value) ? value.join(', ') : value)
    } catch {
      // Nothing the check reads: it needs the status, `location` (given by the 'redirect' event) and the body.
    }
  }
  return headers
}

/**
 * The body as a web stream whose cancel aborts the request: destroying Electron's IncomingMessage only stops reading
 * it, Chromium's loader and its connection stay open until the request is aborted.
 */
function bodyOf(message: Electron.IncomingMessage, request: Electron.ClientRequest): ReadableStream<Uint8Array> {
  const reader = (Readable.toWeb(message as unknown as Readable) as ReadableStream<Uint8Array>).getReader()
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read()
      if (done) controller.close()
      else controller.enqueue(value)
    },
    async cancel(reason) {
      request.abort()
      await reader.cancel(reason)
    },
  })
}

export const pageFetch: FetchFunction = (url, init) =>
  new Promise<Response>((resolve, reject) => {
    const signal = init.signal ?? undefined
    if (signal?.aborted) return reject(signal.reason)
    const request = net.request({
      url,
      method: init.method ?? 'GET',
      redirect: init.redirect === 'manual' ? 'manual' : init.redirect === 'error' ? 'error' : 'follow',
      credentials: 'omit',
      // Neither read from nor written to the cache: a snippet pasted a minute ago is seen, and no page lands on disk.
      cache: 'no-store',
    })
    for (const [name, value] of new Headers(init.headers)) request.setHeader(name, value)
    const onAbort = (): void => {
      request.abort()
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    const fail = (error: unknown): void => {
      signal?.removeEventListener('abort', onAbort)
      request.abort()
      reject(error)
    }
    // Under 'manual': the 3xx as Node's fetch hands it back; aborting while it is told keeps Electron from failing it.
    request.on('redirect', (statusCode, _method, redirectUrl) => {
      request.abort()
      signal?.removeEventListener('abort', onAbort)
      resolve(new Response(null, { status: statusCode, headers: { location: redirectUrl } }))
    })
    // Electron emits 'response' from Chromium's callback: a throw here would be uncaught in main, and the check would
    // wait for its deadline. A status a Response cannot carry (Chromium takes 100–999) is said, not thrown.
    request.on('response', (message) => {
      try {
        const status = message.statusCode
        if (status < 200 || status > 599) throw new UnusualStatusError(status)
        const body = NULL_BODY.has(status) || init.method === 'HEAD' ? null : bodyOf(message, request)
        resolve(new Response(body, { status, headers: headersOf(message.headers) }))
      } catch (error) {
        fail(error)
      }
    })
    request.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort)
      reject(error)
    })
    request.end()
  })
