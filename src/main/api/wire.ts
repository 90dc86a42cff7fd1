/**
 * Wire ⇄ domain mapping for both variants. Pure functions, so the mapping is
 * property-tested without a server. Parsing is lenient because real servers
 * drift: integers arrive as strings after create/update, legacy rows hold
 * null settings, variant A returns `url` and (old builds) a plain password.
 */
import { displayDomain } from '../base'
import { isRecord, normalizeDomain, normalizeLineList, type FieldErrors } from '../../shared/validation'
import {
  WEBSITE_ID,
  type ListQuery,
  type Privacy,
  type Variant,
  type Website,
  type WebsiteInput,
  type WebsitePage,
  type WebsitePatch,
} from '../../shared/website'
import {
  SETTING_BY_WIRE_NAME,
  SETTING_FIELDS,
  SETTINGS,
  settingForm,
  type SettingField,
} from '../../shared/website-schema'
import { profileOf } from '../../shared/variant-profile'
import { t } from '../../shared/i18n'

export { formatFavoritedAt } from '../../shared/website-schema'

export class WireFormatError extends Error {}

/** Integers arrive as numbers or as the raw form strings create/update echo. */
export function toInteger(value: unknown): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(number) ? number : null
}

/** Laravel's boolean rule: 1, "1", true, "true", "on", "yes" are true; null (legacy rows) is off. */
export function toBoolean(value: unknown): boolean {
  if (typeof value === 'boolean') return value
  if (typeof value === 'number') return value !== 0
  if (typeof value === 'string') return ['1', 'true', 'on', 'yes'].includes(value.trim().toLowerCase())
  return false
}

/**
 * Legacy rows hold null, which the real app reads as Public; an unknown value is shown as Private, the safer reading.
 */
export function toPrivacy(value: unknown): Privacy {
  if (value === null || value === undefined || value === '') return 0
  const number = toInteger(value)
  return number === 0 || number === 1 || number === 2 ? number : 1
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d+))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i

/**
 * ISO dates (`2024-02-01T09:00:00.000000Z`) and GET's `Y-m-d H:i:s` for
 * favorited_at; a time without a zone is UTC, as Laravel stores it. Anything
 * else is unknown (null) rather than a guess: Date.parse would read "12" as a
 * year and a local time as this computer's zone.
 */
export function toIsoDate(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = DATE_TIME.exec(value.trim())
  if (!match) return null
  const [year, month, day, hour = 0, minute = 0, second = 0] = match
    .slice(1, 7)
    .map((part) => (part === undefined ? undefined : Number(part)))
  const millis = Number(`0.${match[7] ?? '0'}`) * 1000
  const utc = Date.UTC(year!, month! - 1, day!, hour, minute, second, Math.floor(millis))
  const check = new Date(utc)
  // Feb 30th must not roll over into March.
  if (
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month! - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null
  const zone = match[8]
  const offsetMinutes =
    zone === undefined || zone.toUpperCase() === 'Z'
      ? 0
      : (zone.startsWith('-') ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(-2)))
  return new Date(utc - offsetMinutes * 60_000).toISOString()
}

/**
 * Variant A sends `url`; the server stores the host, some builds return it with
 * a scheme or path. A value no URL parser accepts is still the user's website,
 * so it is kept as text rather than dropping the whole list.
 */
export function hostFromIdentifier(value: unknown, variant: Variant): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null
  const text = value.trim()
  let host: string
  try {
    host = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`).hostname.replace(/\.$/, '')
  } catch {
    return text.toLowerCase().slice(0, 253)
  }
  const normalized = normalizeDomain(host, variant)
  return normalized.ok ? normalized.value : host
}

/** `{id}` is an auto-increment integer; kept as a string so that ids beyond 2^53 survive. */
function parseId(value: unknown): string {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return String(value)
  if (typeof value === 'string' && WEBSITE_ID.test(value.trim()) && /[1-9]/.test(value)) return value.trim()
  throw new WireFormatError(t('sync.api.noId'))
}

/** What the server sent for a setting, under the setting's wire names. */
function wireValue(raw: Record<string, unknown>, field: SettingField, index = 0): unknown {
  const name = SETTINGS[field].wire[index]
  return name === undefined ? undefined : raw[name]
}

export function parseWebsite(raw: unknown, variant: Variant): Website {
  if (!isRecord(raw)) throw new WireFormatError(t('sync.api.notObject'))
  const id = parseId(raw.id)
  const domain = hostFromIdentifier(raw.domain ?? raw.url, variant)
  if (domain === null) throw new WireFormatError(t('sync.api.noDomain'))
  const serverFavorites = profileOf(variant).favoritesLiveOnServer
  const favoritedAt = serverFavorites ? toIsoDate(wireValue(raw, 'favorite', 1)) : null
  const favoriteFlag = wireValue(raw, 'favorite')
  const favorite = serverFavorites
    ? favoriteFlag !== undefined && favoriteFlag !== null
      ? toBoolean(favoriteFlag)
      : favoritedAt !== null
    : false
  const password = wireValue(raw, 'password')
  const excludeParams = wireValue(raw, 'excludeParams')
  return {
    id,
    domain,
    displayDomain: displayDomain(domain),
    privacy: toPrivacy(wireValue(raw, 'privacy')),
    // Old builds return the plain password: only whether one exists is kept.
    hasPassword: typeof password === 'string' ? password !== '' : toBoolean(password),
    emailReports: toBoolean(wireValue(raw, 'emailReports')),
    excludeBots: toBoolean(wireValue(raw, 'excludeBots')),
    excludeParams: excludeParams !== undefined && excludeParams !== null ? parseLines(excludeParams) : null,
    excludeIps: parseLines(wireValue(raw, 'excludeIps')),
    favorite,
    favoritedAt: favorite ? favoritedAt : null,
    createdAt: toIsoDate(raw.created_at),
    updatedAt: toIsoDate(raw.updated_at),
  }
}

function parseLines(value: unknown): string[] {
  if (typeof value === 'string') return normalizeLineList(value)
  if (Array.isArray(value))
    return normalizeLineList(value.filter((entry): entry is string => typeof entry === 'string'))
  return []
}

/** `{"data": {...}}` around one website; a bare object is accepted too. */
export function parseWebsiteBody(body: unknown, variant: Variant): Website {
  const data = isRecord(body) && isRecord(body.data) ? body.data : body
  return parseWebsite(data, variant)
}

/** Laravel pagination; a bare array (no meta) is read as a single last page. */
export function parseWebsitePage(body: unknown, variant: Variant, requestedPage: number): WebsitePage {
  const data = Array.isArray(body) ? body : isRecord(body) ? body.data : undefined
  if (!Array.isArray(data)) throw new WireFormatError(t('sync.api.noData'))
  const meta = isRecord(body) && isRecord(body.meta) ? body.meta : {}
  const links = isRecord(body) && isRecord(body.links) ? body.links : undefined
  const page = positiveOrNull(meta.current_page) ?? requestedPage
  let lastPage = positiveOrNull(meta.last_page)
  if (lastPage === null && (Array.isArray(body) || (links && links.next === null) || data.length === 0)) lastPage = page
  return {
    items: data.map((item) => parseWebsite(item, variant)),
    page,
    lastPage,
    perPage: positiveOrNull(meta.per_page),
    total: nonNegativeOrNull(meta.total),
  }
}

export function positiveOrNull(value: unknown): number | null {
  const number = toInteger(value)
  return number !== null && number > 0 ? number : null
}

export function nonNegativeOrNull(value: unknown): number | null {
  const number = toInteger(value)
  return number !== null && number >= 0 ? number : null
}

/**
 * Whether the page just read is the last one: `meta.last_page`, a null `links.next` (see parseWebsitePage) or an empty
 * page.
 */
export function isLastPage(page: WebsitePage): boolean {
  return page.items.length === 0 || (page.lastPage !== null && page.page >= page.lastPage)
}

const bit = (value: boolean): string => (value ? '1' : '0')

function appendSettings(form: URLSearchParams, fields: WebsitePatch, variant: Variant, now: Date): void {
  for (const field of SETTING_FIELDS) {
    const value = fields[field]
    if (value === undefined) continue
    // Variant A keeps favorites on this computer: the server is never asked to store one.
    if (field === 'favorite' && profileOf(variant).favoritesLiveHere) continue
    for (const [name, text] of settingForm(field, value, now)) form.set(name, text)
  }
}

/**
 * The create form. The spec's defaults are sent explicitly because real
 * servers store NULL (read as Public) when privacy is omitted.
 */
export function toCreateForm(input: WebsiteInput, variant: Variant, now: Date = new Date()): URLSearchParams {
  // The input was validated; the fallback only keeps this function total.
  const domain = normalizeDomain(input.domain, variant)
  const host = domain.ok ? domain.value : input.domain.trim()
  const form = new URLSearchParams()
  const profile = profileOf(variant)
  form.set(profile.identifierField, profile.identifierOnWire(host))
  const privacy = input.privacy ?? 1
  appendSettings(
    form,
    {
      ...input,
      privacy,
      emailReports: input.emailReports ?? false,
      excludeBots: input.excludeBots ?? true,
      // A password only has effect with privacy 2; sending it otherwise would store a secret the user did not mean to
      // keep.
      password: privacy === 2 ? input.password : undefined,
    },
    variant,
    now,
  )
  return form
}

/** Only the given fields: the update has no defaults, and the identifier cannot change. */
export function toUpdateForm(patch: WebsitePatch, variant: Variant, now: Date = new Date()): URLSearchParams {
  const form = new URLSearchParams()
  appendSettings(form, patch, variant, now)
  return form
}

/**
 * Query parameters of a list request; per_page is always sent because real servers' default differs from the spec's.
 */
export function toListParams(query: ListQuery, variant: Variant): Record<string, string> {
  const profile = profileOf(variant)
  const params: Record<string, string> = {}
  const search = query.search?.trim()
  if (search) {
    params.search = search
    if (profile.searchBy.length > 0) params.search_by = query.searchBy ?? 'domain'
  }
  if (profile.sortBy.length > 0 && query.sortBy !== undefined)
    params.sort_by = query.sortBy === 'created' ? 'id' : 'domain'
  if (query.sort !== undefined) params.sort = query.sort
  if (query.favorite !== undefined && profile.favoritesLiveOnServer) params.favorite = bit(query.favorite)
  params.per_page = String(query.perPage ?? profile.perPage.default)
  if (query.page !== undefined) params.page = String(query.page)
  return params
}

/** Wire names of what is not a setting: the identifier and the list parameters. */
const OTHER_WIRE_NAMES: ReadonlyMap<string, string> = new Map([
  ['url', 'domain'],
  ['domain', 'domain'],
  ['per_page', 'perPage'],
  ['sort_by', 'sortBy'],
  ['search_by', 'searchBy'],
])

/** Server field errors keyed by the domain's field names, so forms can place them. */
export function toDomainFieldErrors(errors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {}
  for (const [field, messages] of Object.entries(errors)) {
    const name = SETTING_BY_WIRE_NAME.get(field) ?? OTHER_WIRE_NAMES.get(field) ?? field
    mapped[name] = [...(mapped[name] ?? []), ...messages]
  }
  return mapped
}
