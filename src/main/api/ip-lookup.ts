/**
 * This computer's public address, as a "what is my IP" service sees it: one GET to the address the
 * user configured (api.ipify.org by default), made only when the user asks. The answer is plain
 * text (ipify, icanhazip, ifconfig.me) or JSON with an `ip` field (ipify's ?format=json, ipinfo);
 * anything that is not one IP address is refused rather than excluded from a hundred websites.
 */
import { ofetch } from 'ofetch'
import { isIpOrCidr } from '../../shared/field-values'
import { Deadline } from '../base'
import { ApiError } from './errors'
import { isLoopbackHost } from './client'

export const IP_LOOKUP_TIMEOUT_MS = 5_000

/** The lookup address, checked: https, or http on this computer only. */
export function parseLookupUrl(address: string): URL {
  let url: URL
  try {
    url = new URL(address.trim())
  } catch {
    throw new ApiError({ kind: 'invalid_request', message: `"${address}" is not a web address. Set the "what is my IP" address in the settings.` })
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackHost(url.hostname))) {
    throw new ApiError({ kind: 'invalid_request', message: 'The "what is my IP" address must start with https:// (plain http:// only on this computer).' })
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

export async function lookUpPublicAddress(address: string, timeoutMs = IP_LOOKUP_TIMEOUT_MS): Promise<{ address: string; via: string }> {
  const url = parseLookupUrl(address)
  const via = url.host
  const deadline = new Deadline(timeoutMs)
  let answer: { status: number; text: string }
  try {
    const response = await ofetch.raw<string, 'text'>(url.href, { headers: { Accept: 'text/plain, application/json' }, signal: deadline.signal, retry: false, redirect: 'follow', responseType: 'text', ignoreResponseError: true })
    answer = { status: response.status, text: typeof response._data === 'string' ? response._data : '' }
  } catch {
    const why = deadline.timedOut ? `did not answer within ${Math.max(1, Math.round(timeoutMs / 1000))} s` : 'could not be reached'
    throw new ApiError({ kind: deadline.timedOut ? 'timeout' : 'network', message: `SiteTray could not find this computer's address: ${via} ${why}. Nothing was changed. Check the connection, or choose another "what is my IP" address in the settings.` })
  } finally {
    deadline.dispose()
  }
  if (answer.status < 200 || answer.status >= 300) {
    throw new ApiError({ kind: 'server', status: answer.status, message: `SiteTray could not find this computer's address: ${via} answered with an error (HTTP ${answer.status}). Nothing was changed.` })
  }
  const found = addressIn(answer.text)
  if (found === null) throw new ApiError({ kind: 'bad_response', message: `SiteTray could not find this computer's address: ${via} answered something that is not an IP address. Nothing was changed.` })
  return { address: found, via }
}
