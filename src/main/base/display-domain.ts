/**
 * How a domain is shown to people: an internationalized domain in its own letters (`münchen.de`,
 * not `xn--mnchen-3ya.de`), as browsers show it — unless a label mixes scripts in a way that lets
 * one name pass for another (`аpple.com` with a Cyrillic `а`), which then stays in its ASCII form,
 * after Chromium's IDN display policy (a "highly restrictive" mix of scripts). The server keeps and
 * is sent the ASCII form; only what is shown and searched changes.
 */
import { domainToUnicode } from 'node:url'

/** Scripts a label may mix, beyond one script alone (Unicode TR39 "highly restrictive"). */
const ALLOWED_MIXES: ReadonlyArray<ReadonlySet<string>> = [
  new Set(['Latin', 'Han', 'Hiragana', 'Katakana']),
  new Set(['Latin', 'Han', 'Bopomofo']),
  new Set(['Latin', 'Han', 'Hangul']),
]

const SCRIPTS: ReadonlyArray<[string, RegExp]> = [
  'Latin',
  'Greek',
  'Cyrillic',
  'Armenian',
  'Hebrew',
  'Arabic',
  'Devanagari',
  'Bengali',
  'Thai',
  'Georgian',
  'Hangul',
  'Hiragana',
  'Katakana',
  'Bopomofo',
  'Han',
].map((script) => [script, new RegExp(`\\p{Script=${script}}`, 'u')])
const LETTER = /\p{L}/u
/** Letters, combining marks, digits and hyphens: what names are written with (no symbols, no emoji). */
const NAME_CHARACTERS = /^[\p{L}\p{M}\p{Nd}-]+$/u

function scriptOf(character: string): string {
  for (const [script, pattern] of SCRIPTS) if (pattern.test(character)) return script
  return 'Other'
}

/** Whether a label's letters come from one script, or from one of the mixes people really write in. */
function readableLabel(label: string): boolean {
  if (!NAME_CHARACTERS.test(label)) return false
  const scripts = new Set<string>()
  for (const character of label) if (LETTER.test(character)) scripts.add(scriptOf(character))
  if (scripts.has('Other') && scripts.size > 1) return false
  if (scripts.size <= 1) return true
  return ALLOWED_MIXES.some((mix) => [...scripts].every((script) => mix.has(script)))
}

/** The domain as a person writes it; the ASCII form when it has no other or showing one could mislead. */
export function displayDomain(domain: string): string {
  if (!/(^|\.)xn--/i.test(domain)) return domain
  const unicode = domainToUnicode(domain)
  if (unicode === '' || unicode === domain) return domain
  const asciiLabels = domain.split('.')
  const unicodeLabels = unicode.split('.')
  if (asciiLabels.length !== unicodeLabels.length) return domain
  // Label by label: a misleading label is kept as it is, the readable ones are shown in their letters.
  return unicodeLabels.map((label, index) => (readableLabel(label) ? label : asciiLabels[index]!)).join('.')
}
