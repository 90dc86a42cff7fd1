/**
 * Request bodies. Clients send forms (the spec's encoding) and sometimes JSON;
 * like Laravel's `$request->input()`, the fields a handler sees are the query
 * string merged with the body, the body winning, and a repeated key keeping its
 * last value (PHP's rule).
 */
import type { IncomingMessage } from 'node:http'

/** Past this, a real server (post_max_size) refuses the request: 413. */
export const BODY_LIMIT_BYTES = 1024 * 1024

export interface ReceivedBody {
  /** The body as text, cut at the limit. */
  text: string
  tooLarge: boolean
}

/** A Content-Length over the limit is refused before a byte of the body is read. */
export function declaresTooLargeBody(req: IncomingMessage, limit: number = BODY_LIMIT_BYTES): boolean {
  return Number(req.headers['content-length'] ?? 0) > limit
}

/**
 * Reads a chunked body to its end even past the limit (only the first part is
 * kept): a client that is still sending when the answer comes would otherwise
 * see a connection reset instead of the 413.
 */
export function readBody(req: IncomingMessage, limit: number = BODY_LIMIT_BYTES): Promise<ReceivedBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = false
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return
      size += chunk.length
      if (size > limit) tooLarge = true
      else chunks.push(chunk)
    })
    // 'close' follows both the end and an aborted upload, which still produced a request worth recording.
    req.on('close', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), tooLarge }))
  })
}

export type Input = Map<string, unknown>

/** The fields of a request: query, then body (form or JSON object) over it. */
export function requestInput(contentType: string | undefined, body: string, query: URLSearchParams): Input {
  const input: Input = new Map(phpFields(query.entries()))
  for (const [key, value] of bodyFields(contentType ?? '', body)) input.set(key, value)
  return input
}

/**
 * PHP turns `name[]=a&name[]=b` (and `name[key]=…`) into an array under `name`;
 * a handler then sees an array where it expects text and refuses it, as the
 * real validation does.
 */
export function phpFields(pairs: Iterable<[string, string]>): Map<string, unknown> {
  const fields = new Map<string, unknown>()
  for (const [key, value] of pairs) {
    const bracket = key.indexOf('[')
    if (bracket > 0 && key.endsWith(']')) {
      const name = key.slice(0, bracket)
      const previous = fields.get(name)
      fields.set(name, [...(Array.isArray(previous) ? previous : []), value])
    } else {
      fields.set(key, value)
    }
  }
  return fields
}

function bodyFields(contentType: string, body: string): Iterable<[string, unknown]> {
  if (body === '') return []
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type === 'application/x-www-form-urlencoded') return phpFields(new URLSearchParams(body).entries())
  if (type === 'application/json' || type.endsWith('+json')) {
    try {
      const parsed: unknown = JSON.parse(body)
      // Laravel reads a JSON body that is not an object (or not JSON at all) as no input.
      return parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed) ? Object.entries(parsed) : []
    } catch {
      return []
    }
  }
  return []
}
