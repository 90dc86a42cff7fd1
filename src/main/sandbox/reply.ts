/**
 * A response as a plain value. Handlers return one instead of writing to the
 * socket, so that the pipeline can add rate-limit headers in one place and the
 * handlers stay pure functions of (request, store).
 */
import type { ServerResponse } from 'node:http'

export interface Reply {
  status: number
  headers: Record<string, string>
  /** undefined = no body at all (redirects, 204). */
  body?: string
  /** End the connection after the answer: the rest of the request will not be read. */
  closeConnection?: boolean
}

/** Every JSON body repeats the HTTP status, as phpAnalytics' responses do. */
export function json(status: number, payload: Record<string, unknown>): Reply {
  return rawJson(status, { ...payload, status })
}

/** JSON without the added `status` key, for Laravel's own responses (e.g. 401 Unauthenticated). */
export function rawJson(status: number, payload: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json', 'Cache-Control': 'no-cache, private', ...headers },
    body: JSON.stringify(payload),
  }
}

export function html(status: number, page: string): Reply {
  return {
    status,
    headers: { 'Content-Type': 'text/html; charset=UTF-8', 'Cache-Control': 'no-cache, private' },
    body: page,
  }
}

export function redirect(location: string): Reply {
  return { status: 302, headers: { Location: location, 'Cache-Control': 'no-cache, private' } }
}

export type FieldErrors = Record<string, string[]>

/** phpAnalytics' 422: `message` is the map of field → messages (not Laravel's default `errors`). */
export function validationFailed(errors: FieldErrors): Reply {
  return json(422, { message: errors })
}

export function notFound(): Reply {
  return json(404, { message: 'Resource not found.' })
}

export function methodNotAllowed(allowed: readonly string[]): Reply {
  const reply = json(405, { message: 'Method not allowed.' })
  reply.headers.Allow = allowed.join(', ')
  return reply
}

export function writeReply(res: ServerResponse, reply: Reply): void {
  if (res.destroyed || res.headersSent) return
  const headers: Record<string, string> = { ...reply.headers }
  const body = reply.body === undefined || reply.status === 204 || reply.status === 304 ? undefined : reply.body
  headers['Content-Length'] = String(body === undefined ? 0 : Buffer.byteLength(body))
  if (reply.closeConnection) headers.Connection = 'close'
  res.writeHead(reply.status, headers)
  res.end(body)
}
