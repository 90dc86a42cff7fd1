/**
 * The value rules every field check builds on: line lists, IP addresses and
 * ranges, domains. They know nothing of websites; the website's fields and
 * their rules (website-schema.ts, validation.ts) are made of them.
 */
import ipaddr from 'ipaddr.js'
import { formatList, isolate, t, tn } from './i18n'
import type { Variant } from './variant'
import { profileOf } from './variant-profile'

export type FieldErrors = Record<string, string[]>
export type Checked<T> = { ok: true; value: T } | { ok: false; message: string }

export const PASSWORD_MAX_LENGTH = 128
const PARAM_MAX_LENGTH = 255
const DOMAIN_MAX_LENGTH = 253
const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/
const TOP_LEVEL_LABEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/
/** A query parameter name: anything a URL can carry before `=`, without separators. */
const QUERY_PARAM = /^[^\s&=#?]+$/

/**
 * Multi-line fields travel one entry per line. Entries are trimmed, blank
 * lines dropped and duplicates removed, keeping the first occurrence's place.
 */
import { normalizeLineList } from './line-list'

export { normalizeLineList, toWireLines } from './line-list'

function isIpv4(text: string): boolean {
  return ipaddr.IPv4.isValidFourPartDecimal(text)
}

function isIpv6(text: string): boolean {
  // Zone indices (fe80::1%eth0) are local to one machine: meaningless to a server.
  return !text.includes('%') && ipaddr.IPv6.isValid(text)
}

/** An IPv4/IPv6 address or a CIDR range of either. */
export function isIpOrCidr(entry: string): boolean {
  const slash = entry.indexOf('/')
  if (slash === -1) return isIpv4(entry) || isIpv6(entry)
  const address = entry.slice(0, slash)
  const bits = entry.slice(slash + 1)
  if (!/^\d{1,3}$/.test(bits)) return false
  const prefix = Number(bits)
  if (isIpv4(address)) return prefix <= 32
  if (isIpv6(address)) return prefix <= 128
  return false
}

/** Normalizes a line list and, when some entries fail `isValid`, names the first few of them in `explain`. */
function validateLines(
  value: string | readonly string[],
  isValid: (entry: string) => boolean,
  explain: (shown: string) => string,
): Checked<string[]> {
  const entries = normalizeLineList(value)
  const invalid = entries.filter((entry) => !isValid(entry))
  if (invalid.length === 0) return { ok: true, value: entries }
  const quoted = invalid.slice(0, 3).map((entry) => t('editor.checks.quoted', { entry: isolate(entry) }))
  const more = invalid.length - quoted.length
  const shown = more > 0 ? formatList([...quoted, tn('editor.checks.more', more)]) : formatList(quoted, 'unit')
  return { ok: false, message: explain(shown) }
}

export function validateExcludeIps(value: string | readonly string[]): Checked<string[]> {
  return validateLines(value, isIpOrCidr, (entries) =>
    t('editor.checks.notIps', { entries, ipv4: isolate('203.0.113.7'), ipv6: isolate('2001:db8::/32') }),
  )
}

export function validateExcludeParams(value: string | readonly string[]): Checked<string[]> {
  return validateLines(
    value,
    (entry) => QUERY_PARAM.test(entry) && entry.length <= PARAM_MAX_LENGTH,
    (entries) => t('editor.checks.notParams', { entries, example: isolate('utm_source') }),
  )
}

/**
 * What a user types into the domain field becomes the host the server stores:
 * trimmed, lower-cased, without scheme, trailing slash or dot, internationalized
 * names in their ASCII (punycode) form, and — for variant B, whose server strips
 * it — without a leading `www.`. Variant A stores the host as sent, so it keeps it.
 */
export function normalizeDomain(raw: string, variant: Variant): Checked<string> {
  const invalid = (): Checked<string> => ({
    ok: false,
    message: t('editor.checks.domainInvalid', { domain: isolate(raw.trim()), example: isolate('example.com') }),
  })
  let text = raw.trim()
  if (text === '') return { ok: false, message: t('editor.checks.domainRequired', { example: isolate('example.com') }) }
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)
  if (scheme) {
    if (!/^https?$/i.test(scheme[1] ?? ''))
      return {
        ok: false,
        message: t('editor.checks.schemeOnly', { http: isolate('http://'), https: isolate('https://') }),
      }
    text = text.slice(scheme[0].length)
  }
  text = text.replace(/\/+$/, '')
  if (/[/?#@\s:\\]/.test(text)) {
    return { ok: false, message: t('editor.checks.domainOnly', { example: isolate('example.com') }) }
  }
  let host: string
  try {
    host = new URL(`http://${text}`).hostname.replace(/\.$/, '')
  } catch {
    return invalid()
  }
  if (profileOf(variant).stripsWww) {
    const withoutWww = host.replace(/^(?:www\.)+/, '')
    if (withoutWww.includes('.')) host = withoutWww
  }
  return isValidHost(host) ? { ok: true, value: host } : invalid()
}

/** A lower-case ASCII host name with a top-level domain, or an IPv4 address. */
export function isValidHost(host: string): boolean {
  if (isIpv4(host)) return true
  if (host.length > DOMAIN_MAX_LENGTH) return false
  const labels = host.split('.')
  return (
    labels.length >= 2 &&
    labels.every((label) => LABEL.test(label)) &&
    TOP_LEVEL_LABEL.test(labels[labels.length - 1] ?? '')
  )
}

/** A plain JSON-style object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Arrays compare by their entries; everything else by identity. */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((item, index) => item === b[index])
  return a === b
}
