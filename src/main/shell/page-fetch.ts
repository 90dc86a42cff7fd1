/**
 * A website's own pages as "Check installation" reads them (docs/architecture.md, "The tracking code"): through
 * Chromium's network stack in the default session like every request main sends, but with Electron's net.request,
 * which — unlike net.fetch, which rejects with "Redirect was cancelled" — hands a redirect back under 'manual' (its
 * 'redirect' event), so that the check follows each hop itself and knows where the page ended. Never a credential:
 * `credentials: 'omit'` sends no cookie, keeps none, and answers no authentication request.
 */
import { Readable } from 'node:stream'
import { net } from 'electron'
import type { FetchFunction } from '../api'

const NULL_BODY = new Set([101, 204, 205, 304])

function headersOf(raw: Record<string, string | string[]>): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(raw)) headers.set(name, Array.isArray(value) ? value.join(', ') : value)
  return headers
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
    })
    for (const [name, value] of new Headers(init.headers)) request.setHeader(name, value)
    const onAbort = (): void => {
      request.abort()
      reject(signal?.reason)
    }
    signal?.addEventListener('abort', onAbort, { once: true })
    // Under 'manual': the 3xx as Node's fetch hands it back; aborting while it is told keeps Electron from failing it.
    request.on('redirect', (statusCode, _method, redirectUrl) => {
      request.abort()
      signal?.removeEventListener('abort', onAbort)
      resolve(new Response(null, { status: statusCode, headers: { location: redirectUrl } }))
    })
    request.on('response', (message) => {
      const status = message.statusCode
      const body =
        NULL_BODY.has(status) || init.method === 'HEAD'
          ? null
          : (Readable.toWeb(message as unknown as Readable) as ReadableStream<Uint8Array>)
      resolve(new Response(body, { status, statusText: message.statusMessage, headers: headersOf(message.headers) }))
    })
    request.on('error', (error) => {
      signal?.removeEventListener('abort', onAbort)
      reject(error)
    })
    request.end()
  })
