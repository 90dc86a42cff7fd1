/**
 * How a statistic's value is shown: the server's own text, made readable in the language shown — a
 * country by its ISO code through Intl.DisplayNames ("US:United States" → "Vereinigte Staaten"), a language code by
 * name ("de" → "Deutsch"), a continent, a device and a browser's generic name from the catalogs, a city without its
 * country code, an event's `name:value:unit` as "name / value / unit" (empty parts left out), an empty value
 * "(not set)". What neither knows stays as the server wrote it. An export keeps the server's text as it is.
 */
import { ENGLISH, currentLanguage, t, type MessageKey } from '../../../shared/i18n'
import type { StatName } from '../../../shared/statistics/series'

/** An event's parts: the name is up to the first colon, the unit after the last, the value between. */
export function eventParts(value: string): { name: string; value: string; unit: string } {
  const first = value.indexOf(':')
  const last = value.lastIndexOf(':')
  if (first < 0) return { name: value, value: '', unit: '' }
  if (first === last) return { name: value.slice(0, first), value: value.slice(first + 1), unit: '' }
  return { name: value.slice(0, first), value: value.slice(first + 1, last), unit: value.slice(last + 1) }
}

/** `"US:United States"` → the code and the server's English name. */
function coded(value: string): { code: string; name: string } | null {
  const match = /^([A-Z]{2}):(.*)$/s.exec(value)
  return match ? { code: match[1]!, name: match[2]! } : null
}

const displayNames = new Map<string, Intl.DisplayNames>()

/** Intl's name for a region or language code in the language shown; undefined when it has none. */
function intlName(type: 'region' | 'language', code: string): string | undefined {
  const language = currentLanguage()
  const cacheKey = `${language}|${type}`
  let names = displayNames.get(cacheKey)
  if (!names) displayNames.set(cacheKey, (names = new Intl.DisplayNames([language], { type, fallback: 'none' })))
  try {
    return names.of(code)
  } catch {
    // Not a well-formed code ("*", "e1"): the server's text is all there is.
    return undefined
  }
}

/** The catalogs' word for a value the service stores in English, when there is one. */
function catalogName(group: 'continent' | 'device' | 'browser', name: string): string | undefined {
  return Object.hasOwn(ENGLISH.insights.values[group], name)
    ? t(`insights.values.${group}.${name}` as MessageKey)
    : undefined
}

/** Browsers' generic names, which are words rather than brands: the catalogs say them. */
const GENERIC_BROWSERS: Readonly<Record<string, string>> = { 'android browser': 'androidBrowser' }

export function shownValue(name: StatName, value: string): string {
  if (value.trim() === '') return t('insights.list.notSet')
  switch (name) {
    case 'country': {
      const country = coded(value)
      return country ? (intlName('region', country.code) ?? country.name) : value
    }
    case 'continent': {
      const continent = coded(value)
      return continent ? (catalogName('continent', continent.code) ?? continent.name) : value
    }
    case 'city':
      return value.replace(/^[A-Z]{2}:/, '')
    case 'language':
      return intlName('language', value.trim()) ?? value
    case 'device':
      return catalogName('device', value.trim().toLowerCase()) ?? value
    case 'browser': {
      const generic = GENERIC_BROWSERS[value.trim().toLowerCase()]
      return generic ? (catalogName('browser', generic) ?? value) : value
    }
    case 'event': {
      const parts = eventParts(value)
      return [parts.name, parts.value, parts.unit].filter((part) => part !== '').join(' / ')
    }
    default:
      return value
  }
}

/** Values written left to right in every language: addresses, paths, hosts, screen sizes. */
export function isLtrValue(name: StatName): boolean {
  return name === 'page' || name === 'landing_page' || name === 'referrer' || name === 'resolution'
}
