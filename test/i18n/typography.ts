/**
 * Rules a native reader holds a message to that a type cannot check: French spacing, and numbers in Arabic. Each
 * returns the places a message breaks the rule (empty when it keeps it), so that a failing test names them.
 */

const NARROW_NBSP = '\u202f'

/** The whitespace-free run of text around `index`: a URL in it is not prose. */
function tokenAround(text: string, index: number): string {
  let start = index
  let end = index
  while (start > 0 && !/\s/u.test(text[start - 1]!)) start--
  while (end < text.length && !/\s/u.test(text[end]!)) end++
  return text.slice(start, end)
}

/** Index ranges of vue-i18n literals (`{'@'}`): what is quoted there is a character, not punctuation. */
function literalRanges(text: string): Array<[number, number]> {
  return [...text.matchAll(/\{'[^']*'\}/g)].map((match) => [match.index, match.index + match[0].length])
}

/**
 * French puts a narrow no-break space (U+202F) before `: ; ? !` and `»`, and after `«` — not a plain space, not an
 * ordinary no-break space, not nothing. Not punctuation at all, and so left alone: a colon in a URL's scheme
 * (`https://`) or between digits (`09:30`), anything inside a URL, vue-i18n's linked-message colon (`@:`) and a
 * quoted literal (`{'?'}`).
 */
export function frenchSpacingProblems(text: string): string[] {
  const problems: string[] = []
  const literals = literalRanges(text)
  const show = (index: number): string => JSON.stringify(text.slice(Math.max(0, index - 8), index + 3))
  for (let index = 0; index < text.length; index++) {
    const char = text[index]!
    if (literals.some(([start, end]) => index >= start && index < end)) continue
    if (char === '«') {
      if (text[index + 1] !== NARROW_NBSP) problems.push(`no narrow no-break space after « in ${show(index)}`)
      continue
    }
    if (!':;?!»'.includes(char)) continue
    if (char === ':' && (text.startsWith('//', index + 1) || text[index - 1] === '@')) continue
    if (char === ':' && /\d/.test(text[index - 1] ?? '') && /\d/.test(text[index + 1] ?? '')) continue
    if (/^[a-z][a-z0-9+.-]*:\/\//i.test(tokenAround(text, index))) continue
    if (text[index - 1] !== NARROW_NBSP) problems.push(`no narrow no-break space before ${char} in ${show(index)}`)
  }
  return problems
}

/**
 * Placeholders that hold a number written by Intl (a count, a total, a limit, seconds, a share): what stands beside
 * them is what the Arabic rules judge.
 */
export const NUMBER_PLACEHOLDERS = new Set([
  'count',
  'number',
  'total',
  'read',
  'done',
  'limit',
  'max',
  'min',
  'seconds',
  'today',
  'yesterday',
  'visitors',
  'pageviews',
  'usual',
  'shown',
  'pages',
  'value',
  'factor',
  'size',
  'share',
  'percent',
])

/**
 * The words that may follow a number in an Arabic message without a plural form: they are not nouns the number
 * counts, so they do not agree with it — prepositions and particles, adverbs of time and degree, and unit symbols,
 * which stay as they are after any number.
 */
export const ARABIC_AFTER_NUMBER = new Set([
  'من',
  'في',
  'على',
  'إلى',
  'عن',
  'مع',
  'أو',
  'و',
  'ثم',
  'أي',
  'فقط',
  'تقريبًا',
  'اليوم',
  'أمس',
  'الآن',
  'أيضًا',
  'ث',
  'د',
  'س',
  'ميغابايت',
  'كيلوبايت',
])

/** An Arabic word: its letters, their vowel marks and the kashida — not Arabic-Indic digits, not ، or ؟. */
const ARABIC_WORD = /(?:(?=\p{Script=Arabic})\p{L}|\p{Mn}|\u0640)+/u
const ARABIC_WORD_AT_START = new RegExp(`^[\\s\\u00a0]*(${ARABIC_WORD.source})`, 'u')
const ARABIC_WORD_AT_END = new RegExp(`(${ARABIC_WORD.source})[\\s\\u00a0]*$`, 'u')

/**
 * The nouns Arabic's plural messages already count — every word right after `{count}` in one of their forms (موقع،
 * مواقع، موقعًا، زائر، زوار…): found bare before a number, one of them is a counted noun put on the wrong side.
 */
export function countedArabicNouns(pluralMessages: Iterable<string>): Set<string> {
  const nouns = new Set<string>()
  for (const message of pluralMessages) {
    for (const match of message.matchAll(new RegExp(`\\{count\\}[\\s\\u00a0]*(${ARABIC_WORD.source})`, 'gu'))) {
      nouns.add(match[1]!)
    }
  }
  return nouns
}

/**
 * In an Arabic message without plural forms, a number must not stand beside a fixed noun: the noun after a number
 * agrees with it (one, two, 3–10 plural, 11–99 singular accusative, 100 and more singular genitive), so "8,765 زائر"
 * is wrong for most numbers. Precisely: a placeholder holding a number (NUMBER_PLACEHOLDERS) may be followed, after
 * spaces, only by punctuation, another placeholder, the end, or a word of ARABIC_AFTER_NUMBER; and it may not be
 * preceded, after spaces, by a noun the plural messages count (`countedNouns`), which would be the same noun written
 * on the other side. Write a plural message with its six forms instead, or put the number after a label
 * ("الزوار: {visitors}") or after "من" ("{count} من المواقع").
 */
export function arabicNumberProblems(text: string, countedNouns: ReadonlySet<string>): string[] {
  const problems: string[] = []
  for (const match of text.matchAll(/\{\s*(\w+)\s*\}/g)) {
    const name = match[1]!
    if (!NUMBER_PLACEHOLDERS.has(name)) continue
    const after = ARABIC_WORD_AT_START.exec(text.slice(match.index + match[0].length))?.[1]
    if (after !== undefined && !ARABIC_AFTER_NUMBER.has(after)) problems.push(`{${name}} followed by the noun ${after}`)
    const before = ARABIC_WORD_AT_END.exec(text.slice(0, match.index))?.[1]
    if (before !== undefined && countedNouns.has(before)) problems.push(`{${name}} after the counted noun ${before}`)
  }
  return problems
}

/**
 * The digits of an Arabic message come from Intl, in the locale's digits (Arabic-Indic in Egypt, Latin in Morocco):
 * the message's own text writes none, in either system — a digit inside a Latin word (IPv4) is part of a name.
 */
export function arabicDigitProblems(text: string): string[] {
  const withoutPlaceholders = text.replace(/\{\s*\w+\s*\}/g, '')
  return [
    ...withoutPlaceholders.matchAll(
      /(?<![A-Za-z])[0-9\u0660-\u0669\u06F0-\u06F9]+(?:[.,\u066B][0-9\u0660-\u0669\u06F0-\u06F9]+)*/g,
    ),
  ].map((match) => `the digits ${match[0]} in the text`)
}
