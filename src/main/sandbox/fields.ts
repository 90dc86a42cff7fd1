/**
 * Create and update as the server validates them. The rules follow the spec
 * where it speaks (values, create defaults, the `favorited_at` format) and
 * phpAnalytics where it is silent (422 messages, the `favorite` field with PHP
 * truthiness, the identifier that an update cannot change).
 */
import { isIpOrCidr, isValidHost, normalizeLineList, PASSWORD_MAX_LENGTH } from '../../shared/validation'
import type { Input } from './body'
import type { FieldErrors } from './reply'
import type { SandboxQuirks, SandboxVariant, SandboxWebsite } from './types'

export type Changes = Partial<Omit<SandboxWebsite, 'id' | 'created_at' | 'updated_at'>>
export type Checked = { ok: true; changes: Changes } | { ok: false; errors: FieldErrors }

export interface CreateContext {
  variant: SandboxVariant
  now: Date
  quirks: SandboxQuirks
  hostTaken(host: string): boolean
}

export function checkCreate(input: Input, context: CreateContext): Checked {
  const errors: FieldErrors = {}
  const changes: Changes = {}
  const identifier = context.variant === 'A' ? 'url' : 'domain'
  const host = context.variant === 'A' ? hostOfUrl(input.get('url')) : domainOf(input.get('domain'))
  if (host.ok) {
    if (context.hostTaken(host.value)) addError(errors, identifier, 'The domain has already been taken.')
    else changes.host = host.value
  } else {
    addError(errors, identifier, host.message)
  }

  checkSettings(input, changes, errors)
  const defaultValue = (value: number): number | null => (context.quirks.nullDefaultsOnCreate ? null : value)
  if (!input.has('privacy')) changes.privacy = defaultValue(1)
  if (!input.has('email')) changes.email = defaultValue(0)
  if (!input.has('exclude_bots')) changes.exclude_bots = defaultValue(1)
  checkPasswordNeeded(input, changes.privacy ?? null, changes.password ?? null, errors)
  if (context.variant === 'B' && !context.quirks.ignoreFavoriteOnCreate)
    checkFavorite(input, changes, errors, context.now)

  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes }
}

/** An update has no defaults: only the fields that were sent change. `url`/`domain` are ignored. */
export function checkUpdate(input: Input, row: SandboxWebsite, variant: SandboxVariant, now: Date): Checked {
  const errors: FieldErrors = {}
  const changes: Changes = {}
  checkSettings(input, changes, errors)
  const privacy = changes.privacy !== undefined ? changes.privacy : row.privacy
  const password = changes.password !== undefined ? changes.password : row.password
  checkPasswordNeeded(input, privacy, password, errors)
  if (variant === 'B') checkFavorite(input, changes, errors, now)
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, changes }
}

function checkSettings(input: Input, changes: Changes, errors: FieldErrors): void {
  if (input.has('privacy')) {
    const privacy = parsePrivacy(input.get('privacy'))
    if (privacy === undefined) addError(errors, 'privacy', 'The selected privacy is invalid.')
    else changes.privacy = privacy
  }
  for (const [field, label] of [
    ['email', 'email'],
    ['exclude_bots', 'exclude bots'],
  ] as const) {
    if (!input.has(field)) continue
    const flag = parseLaravelBoolean(input.get(field))
    if (flag === undefined) addError(errors, field, `The ${label} field must be true or false.`)
    else changes[field] = flag
  }
  if (input.has('password')) {
    const password = input.get('password')
    if (password === null || password === '') changes.password = null
    else if (typeof password !== 'string') addError(errors, 'password', 'The password field must be a string.')
    else if (password.length > PASSWORD_MAX_LENGTH)
      addError(errors, 'password', `The password field must not be greater than ${PASSWORD_MAX_LENGTH} characters.`)
    else changes.password = password
  }
  const excludeIps = lineListField(input, 'exclude_ips', 'exclude ips', errors)
  if (excludeIps !== undefined) {
    const invalid = excludeIps.filter((entry) => !isIpOrCidr(entry))
    // One message naming a few entries: a pasted list of thousands must not make a megabyte answer.
    if (invalid.length > 0)
      addError(
        errors,
        'exclude_ips',
        `The exclude ips field contains invalid IP addresses: ${invalid.slice(0, 3).join(', ')}${invalid.length > 3 ? ` and ${invalid.length - 3} more` : ''}.`,
      )
    else changes.exclude_ips = excludeIps.length > 0 ? excludeIps.join('\n') : null
  }
  const excludeParams = lineListField(input, 'exclude_params', 'exclude params', errors)
  if (excludeParams !== undefined) changes.exclude_params = excludeParams.length > 0 ? excludeParams.join('\n') : null
}

/** A multi-line text field as its normalized lines; undefined when absent or refused. */
function lineListField(input: Input, field: string, label: string, errors: FieldErrors): string[] | undefined {
  if (!input.has(field)) return undefined
  const value = input.get(field)
  if (value !== null && typeof value !== 'string') {
    addError(errors, field, `The ${label} field must be a string.`)
    return undefined
  }
  return normalizeLineList(value)
}

/** Only when privacy or password is part of the request: an untouched legacy row stays editable. */
function checkPasswordNeeded(input: Input, privacy: number | null, password: string | null, errors: FieldErrors): void {
  if (!input.has('privacy') && !input.has('password')) return
  if (privacy === 2 && (password === null || password === '') && !errors.password) {
    addError(errors, 'password', 'The password field is required when privacy is 2.')
  }
}

/**
 * `favorited_at` is the spec's field; `favorite` is what real servers read.
 * When `favorite` is present it decides, and a valid `favorited_at` sent with
 * it supplies the date.
 */
function checkFavorite(input: Input, changes: Changes, errors: FieldErrors, now: Date): void {
  let sentDate: Date | null | undefined
  if (input.has('favorited_at')) {
    const value = input.get('favorited_at')
    if (value === null || value === '') sentDate = null
    else {
      sentDate = typeof value === 'string' ? parseFavoritedAt(value) : undefined
      if (sentDate === undefined)
        addError(errors, 'favorited_at', 'The favorited at field must match the format Y-m-d\\TH:i:s.')
    }
    if (sentDate !== undefined) changes.favorited_at = sentDate
  }
  if (input.has('favorite')) {
    changes.favorited_at = phpTruthy(input.get('favorite')) ? (sentDate ?? now) : null
  }
}

/** `Y-m-d\TH:i:s`, read as UTC; impossible dates (Feb 30th) are refused as PHP's date_format rule does. */
export function parseFavoritedAt(text: string): Date | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})$/.exec(text)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ]
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second))
  // Date.UTC reads years 0–99 as 1900–1999; setUTCFullYear does not.
  date.setUTCFullYear(year, month - 1, day)
  return date.toISOString().slice(0, 19) === text ? date : undefined
}

/** PHP's (bool) cast: only '', '0', 0, false, null and empty arrays are false — the string 'false' is true. */
export function phpTruthy(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return false
  if (typeof value === 'number') return value !== 0
  if (typeof value === 'string') return value !== '' && value !== '0'
  if (Array.isArray(value)) return value.length > 0
  return true
}

/** Laravel's `boolean` rule: true, false, 1, 0, '1', '0' — and not the strings 'true'/'false'. */
export function parseLaravelBoolean(value: unknown): 0 | 1 | undefined {
  if (value === true || value === 1 || value === '1') return 1
  if (value === false || value === 0 || value === '0') return 0
  return undefined
}

function parsePrivacy(value: unknown): 0 | 1 | 2 | undefined {
  if (value === 0 || value === '0') return 0
  if (value === 1 || value === '1') return 1
  if (value === 2 || value === '2') return 2
  return undefined
}

type HostCheck = { ok: true; value: string } | { ok: false; message: string }

/** Variant A wants a full http(s) URL and keeps only its host, lower-cased. */
function hostOfUrl(value: unknown): HostCheck {
  if (value === undefined || value === null || value === '') return { ok: false, message: 'The url field is required.' }
  const invalid: HostCheck = { ok: false, message: 'The url field must be a valid URL.' }
  if (typeof value !== 'string' || !/^https?:\/\/[^/?#\s]/i.test(value.trim())) return invalid
  let hostname: string
  try {
    hostname = new URL(value.trim()).hostname.replace(/\.$/, '')
  } catch {
    return invalid
  }
  const host = hostname.toLowerCase()
  return isValidHost(host) ? { ok: true, value: host } : invalid
}

/**
 * Variant B lower-cases the domain and strips a scheme and a leading `www.`,
 * as phpAnalytics does — written out here rather than borrowed from the
 * client's normalization, so a client mistake there cannot hide in the server.
 */
function domainOf(value: unknown): HostCheck {
  if (value === undefined || value === null || value === '')
    return { ok: false, message: 'The domain field is required.' }
  if (typeof value !== 'string') return { ok: false, message: 'The domain field must be a string.' }
  const domain = value
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/^www\./, '')
  return isValidHost(domain)
    ? { ok: true, value: domain }
    : { ok: false, message: 'The domain field must be a valid domain name or IPv4 address.' }
}

function addError(errors: FieldErrors, field: string, message: string): void {
  ;(errors[field] ??= []).push(message)
}
