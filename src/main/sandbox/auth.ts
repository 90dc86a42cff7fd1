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
  /**
   * What the main key's user can do now: a plan that lapses answers 403 on every API route (the
   * real server's `api.guard`), a token an administrator revokes answers 401; both with the same key.
   */
  private fullKeyAnswer: AuthResult = 'ok'

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
    if (isFull) return this.fullKeyAnswer
    return isRestricted ? 'restricted' : 'unauthenticated'
  }

  /** Takes the API away from the main key's plan (403) or gives it back. */
  setPlanApi(included: boolean): void {
    this.fullKeyAnswer = included ? 'ok' : 'restricted'
  }

  /** Revokes the main key (401) or restores it. */
  setKeyRevoked(revoked: boolean): void {
    this.fullKeyAnswer = revoked ? 'unauthenticated' : 'ok'
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
