/**
 * Field rules shared by the forms (renderer) and by main, so that a value the
 * form accepts is a value the client will send, and vice versa.
 */
import ipaddr from 'ipaddr.js'
import { CAPABILITIES, isPerPageAllowed, type ListQuery, type Privacy, type Variant, type WebsiteInput, type WebsitePatch } from './website'

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
export function normalizeLineList(value: string | readonly string[] | null | undefined): string[] {
  if (value == null) return []
  const lines = typeof value === 'string' ? value.split(/\r\n|\r|\n/) : value.flatMap((entry) => entry.split(/\r\n|\r|\n/))
  const seen = new Set<string>()
  for (const line of lines) {
    const entry = line.trim()
    if (entry !== '' && !seen.has(entry)) seen.add(entry)
  }
  return [...seen]
}

export function toWireLines(entries: readonly string[]): string {
  return normalizeLineList(entries).join('\n')
}

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
function validateLines(value: string | readonly string[], isValid: (entry: string) => boolean, explain: (shown: string) => string): Checked<string[]> {
  const entries = normalizeLineList(value)
  const invalid = entries.filter((entry) => !isValid(entry))
  if (invalid.length === 0) return { ok: true, value: entries }
  const shown = invalid.slice(0, 3).map((entry) => `"${entry}"`).join(', ')
  const more = invalid.length > 3 ? ` and ${invalid.length - 3} more` : ''
  return { ok: false, message: explain(`${shown}${more}`) }
}

export function validateExcludeIps(value: string | readonly string[]): Checked<string[]> {
  return validateLines(value, isIpOrCidr, (shown) => `Not an IP address or CIDR range: ${shown}. Enter one address or range per line, e.g. 203.0.113.7 or 2001:db8::/32.`)
}

export function validateExcludeParams(value: string | readonly string[]): Checked<string[]> {
  return validateLines(
    value,
    (entry) => QUERY_PARAM.test(entry) && entry.length <= PARAM_MAX_LENGTH,
    (shown) => `Not a query parameter name: ${shown}. Enter one name per line, without "=", "&", "?" or spaces, e.g. utm_source.`,
  )
}

/**
 * What a user types into the domain field becomes the host the server stores:
 * trimmed, lower-cased, without scheme, trailing slash or dot, internationalized
 * names in their ASCII (punycode) form, and — for variant B, whose server strips
 * it — without a leading `www.`. Variant A stores the host as sent, so it keeps it.
 */
export function normalizeDomain(raw: string, variant: Variant): Checked<string> {
  const invalid = (): Checked<string> => ({ ok: false, message: `"${raw.trim()}" is not a valid domain: use a name like example.com or an IPv4 address.` })
  let text = raw.trim()
  if (text === '') return { ok: false, message: 'Enter the website\'s domain, e.g. example.com.' }
  const scheme = /^([a-z][a-z0-9+.-]*):\/\//i.exec(text)
  if (scheme) {
    if (!/^https?$/i.test(scheme[1] ?? '')) return { ok: false, message: 'Only http:// and https:// addresses can be tracked.' }
    text = text.slice(scheme[0].length)
  }
  text = text.replace(/\/+$/, '')
  if (/[/?#@\s:\\]/.test(text)) {
    return { ok: false, message: 'Enter a domain only, without a path, port or query, e.g. example.com.' }
  }
  let host: string
  try {
    host = new URL(`http://${text}`).hostname.replace(/\.$/, '')
  } catch {
    return invalid()
  }
  if (CAPABILITIES[variant].stripsWww) {
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
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL_LABEL.test(labels[labels.length - 1] ?? '')
}

function isPrivacy(value: unknown): value is Privacy {
  return value === 0 || value === 1 || value === 2
}

function checkPassword(password: string | undefined, privacy: Privacy | undefined, required: boolean, errors: FieldErrors): void {
  if (password !== undefined) {
    if (typeof password !== 'string') addError(errors, 'password', 'The password must be text.')
    else if (password.length > PASSWORD_MAX_LENGTH) addError(errors, 'password', `The password can be at most ${PASSWORD_MAX_LENGTH} characters long.`)
    else if (privacy === 2 && password === '') addError(errors, 'password', 'Enter a password for the statistics page.')
  } else if (required && privacy === 2) {
    addError(errors, 'password', 'Enter a password for the statistics page.')
  }
}

function addError(errors: FieldErrors, field: string, message: string): void {
  ;(errors[field] ??= []).push(message)
}

/** A plain JSON-style object: not null, not an array. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

const SETTING_FIELDS = ['privacy', 'password', 'emailReports', 'excludeBots', 'excludeParams', 'excludeIps', 'favorite'] as const
const QUERY_FIELDS = ['search', 'searchBy', 'sort', 'sortBy', 'favorite', 'perPage', 'page'] as const

/** Fields nobody knows are a caller's mistake: sending them would silently do nothing. */
function checkKnownFields(value: Record<string, unknown>, known: readonly string[], errors: FieldErrors): void {
  for (const key of Object.keys(value)) if (!known.includes(key) && value[key] !== undefined) addError(errors, key, `"${key}" is not a field SiteTray can send.`)
}

function checkSettings(fields: WebsitePatch, variant: Variant, errors: FieldErrors): void {
  if (fields.privacy !== undefined && !isPrivacy(fields.privacy)) addError(errors, 'privacy', 'Choose Public, Private or Password.')
  if (fields.emailReports !== undefined && typeof fields.emailReports !== 'boolean') addError(errors, 'emailReports', 'E-mail reports are either on or off.')
  if (fields.excludeBots !== undefined && typeof fields.excludeBots !== 'boolean') addError(errors, 'excludeBots', 'Bot exclusion is either on or off.')
  if (fields.excludeIps !== undefined) {
    const checked = Array.isArray(fields.excludeIps) ? validateExcludeIps(fields.excludeIps) : { ok: false as const, message: 'Excluded IPs must be a list.' }
    if (!checked.ok) addError(errors, 'excludeIps', checked.message)
  }
  if (fields.excludeParams !== undefined) {
    const checked = Array.isArray(fields.excludeParams) ? validateExcludeParams(fields.excludeParams) : { ok: false as const, message: 'Excluded parameters must be a list.' }
    if (!checked.ok) addError(errors, 'excludeParams', checked.message)
  }
  if (fields.favorite !== undefined) {
    if (typeof fields.favorite !== 'boolean') addError(errors, 'favorite', 'Favorite is either on or off.')
    else if (!CAPABILITIES[variant].serverFavorites) addError(errors, 'favorite', 'This service keeps no favorites; SiteTray stores them on this computer.')
  }
}

/** Field errors of a new website, keyed by WebsiteInput field; empty when it can be sent. */
export function validateWebsiteInput(input: WebsiteInput, variant: Variant): FieldErrors {
  const errors: FieldErrors = {}
  if (!isRecord(input as unknown)) return { input: ['A new website needs at least its domain.'] }
  checkKnownFields(input as unknown as Record<string, unknown>, ['domain', ...SETTING_FIELDS], errors)
  if (typeof input.domain !== 'string') addError(errors, 'domain', 'Enter the website\'s domain, e.g. example.com.')
  else {
    const domain = normalizeDomain(input.domain, variant)
    if (!domain.ok) addError(errors, 'domain', domain.message)
  }
  checkSettings(input, variant, errors)
  checkPassword(input.password, input.privacy ?? 1, true, errors)
  return errors
}

/** Field errors of an update; the identifier is not an update field. */
export function validateWebsitePatch(patch: WebsitePatch, variant: Variant): FieldErrors {
  if (!isRecord(patch as unknown)) return { patch: ['Nothing to change.'] }
  const errors: FieldErrors = {}
  if ('domain' in patch || 'url' in patch) addError(errors, 'domain', 'The domain of a website cannot be changed.')
  else checkKnownFields(patch as Record<string, unknown>, SETTING_FIELDS, errors)
  if (!SETTING_FIELDS.some((field) => patch[field] !== undefined)) addError(errors, 'patch', 'Nothing to change.')
  checkSettings(patch, variant, errors)
  checkPassword(patch.password, patch.privacy, false, errors)
  return errors
}

/** Problems with a list query for a variant, keyed by ListQuery field. */
export function validateListQuery(query: ListQuery, variant: Variant): FieldErrors {
  if (!isRecord(query as unknown)) return { query: ['A list query is an object of filters.'] }
  const errors: FieldErrors = {}
  const caps = CAPABILITIES[variant]
  checkKnownFields(query as Record<string, unknown>, QUERY_FIELDS, errors)
  if (query.search !== undefined && typeof query.search !== 'string') addError(errors, 'search', 'The search must be text.')
  if (query.searchBy !== undefined && !caps.searchBy.includes(query.searchBy)) {
    addError(errors, 'searchBy', caps.searchBy.length ? `Search by ${caps.searchBy.join(' or ')}.` : 'This service does not choose what to search by.')
  }
  if (query.sort !== undefined && !caps.sort.includes(query.sort)) addError(errors, 'sort', 'Sort ascending (asc) or descending (desc).')
  if (query.sortBy !== undefined && !caps.sortBy.includes(query.sortBy)) {
    addError(errors, 'sortBy', caps.sortBy.length ? `Sort by ${caps.sortBy.join(' or ')}.` : 'This service only sorts by address.')
  }
  if (query.favorite !== undefined && (!caps.serverFavorites || typeof query.favorite !== 'boolean')) {
    addError(errors, 'favorite', caps.serverFavorites ? 'The favorite filter is either on or off.' : 'This service cannot filter by favorite.')
  }
  if (query.perPage !== undefined && !isPerPageAllowed(variant, query.perPage)) {
    const rule = caps.perPage
    addError(errors, 'perPage', rule.allowedValues ? `Results per page must be one of ${rule.allowedValues.join(', ')}.` : `Results per page must be a whole number from ${rule.min} to ${rule.max}.`)
  }
  if (query.page !== undefined && (!Number.isSafeInteger(query.page) || query.page < 1)) addError(errors, 'page', 'The page must be a whole number from 1.')
  return errors
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0
}
