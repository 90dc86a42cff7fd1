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

/**
 * Reads the whole body even past the limit (only the first part is kept): a
 * client that is still sending when the answer comes would otherwise see a
 * connection reset instead of the 413.
 */
export function readBody(req: IncomingMessage, limit: number = BODY_LIMIT_BYTES): Promise<ReceivedBody> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let tooLarge = Number(req.headers['content-length'] ?? 0) > limit
    req.on('data', (chunk: Buffer) => {
      if (tooLarge) return
      size += chunk.length
      if (size > limit) tooLarge = true
      else chunks.push(chunk)
    })
    const finish = (): void => resolve({ text: Buffer.concat(chunks).toString('utf8'), tooLarge })
    req.on('end', finish)
    // An aborted upload still produced a request worth recording; the answer goes nowhere anyway.
    req.on('error', finish)
    req.on('close', finish)
  })
}

export type Input = Map<string, unknown>

/** The fields of a request: query, then body (form or JSON object) over it. */
export function requestInput(contentType: string | undefined, body: string, query: URLSearchParams): Input {
  const input: Input = new Map(query.entries())
  for (const [key, value] of bodyFields(contentType ?? '', body)) input.set(key, value)
  return input
}

function bodyFields(contentType: string, body: string): Iterable<[string, unknown]> {
  if (body === '') return []
  const type = contentType.split(';')[0]!.trim().toLowerCase()
  if (type === 'application/x-www-form-urlencoded') return new URLSearchParams(body).entries()
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
