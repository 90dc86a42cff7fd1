/**
 * API-key checks. Keys are compared through their SHA-256 digests with
 * timingSafeEqual: equal-length buffers whatever the key lengths, so neither
 * the content nor the length of the real key leaks through response timing.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

export type AuthResult = 'ok' | 'restricted' | 'unauthenticated'

export function randomApiKey(prefix: string): string {
  return prefix + randomBytes(16).toString('hex')
}

export class KeyRing {
  private readonly full: Buffer
  private readonly restricted: Buffer

  constructor(apiKey: string, restrictedApiKey: string) {
    if (apiKey === '') throw new TypeError('The API key must not be empty')
    this.full = digest(apiKey)
    this.restricted = digest(restrictedApiKey)
  }

  check(authorization: string | undefined): AuthResult {
    const token = bearerToken(authorization)
    if (token === undefined) return 'unauthenticated'
    const given = digest(token)
    // Both comparisons always run, so the answer's timing does not depend on which key matched.
    const isFull = timingSafeEqual(given, this.full)
    const isRestricted = timingSafeEqual(given, this.restricted)
    if (isFull) return 'ok'
    return isRestricted ? 'restricted' : 'unauthenticated'
  }
}

/**
 * Laravel's bearerToken(): the text after the last `Bearer ` (any case, one
 * space), up to a comma. A stray extra space fails here as on a real server.
 */
function bearerToken(authorization: string | undefined): string | undefined {
  const header = authorization ?? ''
  const position = header.toLowerCase().lastIndexOf('bearer ')
  if (position === -1) return undefined
  const token = header.slice(position + 7).split(',')[0] ?? ''
  return token === '' ? undefined : token
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest()
}

/**
 * Laravel answers 401 JSON only to clients whose most wanted type is JSON
 * (wantsJson() reads the first acceptable type); everyone else is sent to the
 * login page.
 */
export function wantsJson(accept: string | undefined): boolean {
  const types = (accept ?? '')
    .split(',')
    .map((entry, order) => {
      const [type = '', ...params] = entry.split(';').map((part) => part.trim().toLowerCase())
      const quality = params.find((param) => param.startsWith('q='))
      return { type, order, q: quality ? Number(quality.slice(2)) || 0 : 1 }
    })
    .filter((entry) => entry.type !== '')
    .sort((a, b) => b.q - a.q || a.order - b.order)
  const first = types[0]?.type ?? ''
  return first.includes('/json') || first.includes('+json')
}
