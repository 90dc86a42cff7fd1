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

/** As Laravel's bearerToken(): everything after `Bearer ` (one space), so a stray extra space fails as it does on a real server. */
function bearerToken(authorization: string | undefined): string | undefined {
  const match = /^Bearer (.+)$/i.exec(authorization ?? '')
  return match?.[1]
}

function digest(text: string): Buffer {
  return createHash('sha256').update(text, 'utf8').digest()
}

/** Laravel answers 401 JSON only to clients that ask for JSON; everyone else is sent to the login page. */
export function wantsJson(accept: string | undefined): boolean {
  return /application\/json|\+json/i.test(accept ?? '')
}
