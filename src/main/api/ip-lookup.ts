/**
 * This computer's public address, as a "what is my IP" service sees it: one GET to the address the
 * user configured (api.ipify.org by default), made only when the user asks. The answer is plain
 * text (ipify, icanhazip, ifconfig.me) or JSON with an `ip` field (ipify's ?format=json, ipinfo);
 * anything that is not one IP address is refused rather than excluded from a hundred websites.
 */
import ipaddr from 'ipaddr.js'
import { isIpOrCidr } from '../../shared/field-values'
import { formatByteSize, formatSeconds, t } from '../../shared/i18n'
import { Deadline } from '../base'
import { ApiError } from './errors'
import { isLoopbackHost } from './client'
import { BodyTooLargeError, rawAnswer, readCappedText, type FetchFunction } from './fetch'
import { describeNetFailure, isRefusedRedirect } from './net-errors'

export const IP_LOOKUP_TIMEOUT_MS = 5_000
/** An address is at most 45 characters; JSON services add a little around it. */
export const IP_LOOKUP_MAX_BYTES = 1024

/**
 * Addresses another computer on the internet never sees as this one's: a service answering one is wrong (or not on the
 * internet).
 */
const NOT_PUBLIC = new Set([
  'private',
  'loopback',
  'linkLocal',
  'uniqueLocal',
  'carrierGradeNat',
  'unspecified',
  'multicast',
  'broadcast',
])

export interface LookupOptions {
  /** Electron's net.fetch in the app, Node's fetch in Node-side tests. */
  fetch: FetchFunction
  timeoutMs?: number
}

function isWebAddressAllowed(url: URL): boolean {
  return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopbackHost(url.hostname))
}

/** The lookup address, checked: https, or http on this computer only. */
export function parseLookupUrl(address: string): URL {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    throw new ApiError({
      kind: 'invalid_request',
      message: t('bulk.ipLookup.notAnAddress', { address }),
    })
  }
  if (!isWebAddressAllowed(url)) {
    throw new ApiError({
      kind: 'invalid_request',
      message: t('bulk.ipLookup.notHttps'),
    })
  }
  return url
}

/** The one address in an answer: the text itself, or a JSON object's `ip`. */
function addressIn(text: string): string | null {
  const trimmed = text.trim()
  let candidate = trimmed
  if (trimmed.startsWith('{')) {
    try {
      const parsed = JSON.parse(trimmed) as { ip?: unknown }
      candidate = typeof parsed.ip === 'string' ? parsed.ip.trim() : ''
    } catch {
      return null
    }
  }
  return candidate !== '' && !candidate.includes('/') && isIpOrCidr(candidate) ? candidate : null
}

function isPublic(address: string): boolean {
  try {
    return !NOT_PUBLIC.has(ipaddr.process(address).range())
  } catch {
    return false
  }
}

/** "SiteTray could not find this computer's address: <reason> Nothing was changed.", with advice where it helps. */
const failure = (reason: string, advice = false): string =>
  t(advice ? 'bulk.ipLookup.failedAdvice' : 'bulk.ipLookup.failed', { reason })
const redirects = (via: string): string => failure(t('bulk.ipLookup.redirects', { via }))

export async function lookUpPublicAddress(
  address: string,
  options: LookupOptions,
): Promise<{ address: string; via: string }> {
  const url = parseLookupUrl(address)
  const timeoutMs = options.timeoutMs ?? IP_LOOKUP_TIMEOUT_MS
  const deadline = new Deadline(timeoutMs)
  const via = url.host
  let answer: { status: number; text: string }
  try {
    // No redirect is followed: the host asked is the host that answers, over the scheme the user chose (never on to
    // http).
    const response = await rawAnswer(options.fetch, url.href, {
      headers: { Accept: 'text/plain, application/json' },
      signal: deadline.signal,
      redirect: 'manual',
      credentials: 'omit',
    })
    if (response.status >= 300 && response.status < 400) {
      await response.body?.cancel().catch(() => undefined)
      throw new ApiError({ kind: 'bad_response', status: response.status, message: redirects(via) })
    }
    answer = { status: response.status, text: await readCappedText(response, IP_LOOKUP_MAX_BYTES, deadline.signal) }
  } catch (error) {
    if (error instanceof ApiError) throw error
    if (deadline.timedOut) {
      const duration = formatSeconds(Math.max(1, Math.round(timeoutMs / 1000)))
      throw new ApiError({ kind: 'timeout', message: failure(t('bulk.ipLookup.timeout', { via, duration }), true) })
    }
    if (isRefusedRedirect(error)) throw new ApiError({ kind: 'bad_response', message: redirects(via) })
    if (error instanceof BodyTooLargeError)
      throw new ApiError({
        kind: 'bad_response',
        message: failure(t('bulk.ipLookup.tooLarge', { size: formatByteSize(IP_LOOKUP_MAX_BYTES), via })),
      })
    const described = describeNetFailure(error, via) ?? t('bulk.ipLookup.unreachable', { via })
    throw new ApiError({ kind: 'network', message: failure(described, true) })
  } finally {
    deadline.dispose()
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError({
      kind: 'server',
      status: answer.status,
      message: failure(t('bulk.ipLookup.httpError', { via, status: String(answer.status) })),
    })
  }
  const found = addressIn(answer.text)
  if (found === null) throw new ApiError({ kind: 'bad_response', message: failure(t('bulk.ipLookup.notIp', { via })) })
  if (!isPublic(found))
    throw new ApiError({
      kind: 'bad_response',
      message: failure(t('bulk.ipLookup.privateAddress', { via, address: found })),
    })
  return { address: found, via }
}
