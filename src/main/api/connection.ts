/**
 * The checks every API client makes before it may send a thing: the key, the
 * timeout, a website id, and the invalid_request error they throw. The words
 * are the websites client's (client.ts), so a user reads the same sentence
 * whichever client refused.
 */
import type { FieldErrors } from '../../shared/validation'
import { WEBSITE_ID } from '../../shared/website'
import { ApiError } from './errors'
import { t } from '../../shared/i18n'

/** setTimeout's ceiling; a larger delay would fire at once. */
const MAX_TIMEOUT_MS = 2 ** 31 - 1

export function invalidRequest(fieldErrors: FieldErrors): ApiError {
  const first = Object.values(fieldErrors)[0]?.[0]
  return new ApiError({ kind: 'invalid_request', fieldErrors, ...(first !== undefined && { message: first }) })
}

/** A bearer token is printable ASCII; anything else (a pasted space, a zero-width character) can never be sent. */
export function checkApiKey(apiKey: unknown): string {
  const key = typeof apiKey === 'string' ? apiKey.trim() : ''
  if (key === '') throw invalidRequest({ apiKey: [t('sync.api.enterKey')] })
  if (!/^[\x21-\x7e]+$/.test(key))
    throw invalidRequest({
      apiKey: [t('sync.api.badKeyChars')],
    })
  return key
}

export function checkTimeout(timeoutMs: number): number {
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS)
    throw invalidRequest({ timeoutMs: ['The timeout is a whole number of milliseconds, at least 1.'] })
  return timeoutMs
}

export function checkWebsiteId(id: string): string {
  if (typeof id !== 'string' || !WEBSITE_ID.test(id))
    throw invalidRequest({ id: ['A website id is a number like 42.'] })
  return id
}
