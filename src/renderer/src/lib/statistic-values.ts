/**
 * How a statistic's value is shown (issue 33): the server's own text, made readable — a country
 * or continent without its code ("US:United States" → "United States"), an event's
 * `name:value:unit` as "name / value / unit" (empty parts left out), an empty value "(not set)".
 * An export keeps the server's text as it is.
 */
import { t } from '../../../shared/i18n'
import type { StatName } from '../../../shared/stats'

/** An event's parts: the name is up to the first colon, the unit after the last, the value between. */
export function eventParts(value: string): { name: string; value: string; unit: string } {
  const first = value.indexOf(':')
  const last = value.lastIndexOf(':')
  if (first < 0) return { name: value, value: '', unit: '' }
  if (first === last) return { name: value.slice(0, first), value: value.slice(first + 1), unit: '' }
  return { name: value.slice(0, first), value: value.slice(first + 1, last), unit: value.slice(last + 1) }
}

export function shownValue(name: StatName, value: string): string {
  if (value.trim() === '') return t('insights.list.notSet')
  if (name === 'country' || name === 'continent' || name === 'city') return value.replace(/^[A-Z]{2}:/, '')
  if (name === 'event') {
    const parts = eventParts(value)
    return [parts.name, parts.value, parts.unit].filter((part) => part !== '').join(' / ')
  }
  return value
}

/** Values written left to right in every language: addresses, paths, hosts, screen sizes. */
export function isLtrValue(name: StatName): boolean {
  return name === 'page' || name === 'landing_page' || name === 'referrer' || name === 'resolution'
}
