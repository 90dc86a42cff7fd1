/**
 * Numbers and the nouns they count, in languages where the noun agrees with the number: Arabic (six forms), Russian and
 * Polish (one, few, many). A message without plural forms cannot say "{count} сайтов" for every count, so these rules
 * find a fixed noun beside a number; language-rules.ts says which rule holds for which language. Each returns the
 * places a message breaks it (empty when it keeps it), so that a failing test names them.
 */

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

/**
 * The words that may follow a number in a Russian or Polish message without plural forms: prepositions and
 * conjunctions ("{done} из {total}", "{count} z {total}") and unit symbols, which do not change with the number.
 */
export const SLAVIC_AFTER_NUMBER: Readonly<Record<'ru' | 'pl', ReadonlySet<string>>> = {
  ru: new Set(['из', 'от', 'до', 'по', 'и', 'или', 'в', 'на', 'с', 'мин', 'ч', 'МБ', 'КБ', 'кБ']),
  pl: new Set(['z', 'ze', 'do', 'od', 'i', 'lub', 'albo', 'w', 'na', 's', 'min', 'godz', 'MB', 'KB', 'kB']),
}

const WORD_AT_START = /^[\s\u00a0]*(\p{L}+)/u

/**
 * In a Russian or Polish message without plural forms, a number placeholder followed by a noun: "{count} сайтов" is
 * right for 5 and wrong for 1, 2 and 21 ("1 сайт", "2 сайта", "21 сайт"). Write a plural message with its forms
 * (one | few | many | other), or put the number after a label ("Сайтов: {count}").
 */
export function slavicNumberProblems(text: string, afterNumber: ReadonlySet<string>): string[] {
  const problems: string[] = []
  for (const match of text.matchAll(/\{\s*(\w+)\s*\}/g)) {
    const name = match[1]!
    if (!NUMBER_PLACEHOLDERS.has(name)) continue
    const after = WORD_AT_START.exec(text.slice(match.index + match[0].length))?.[1]
    if (after !== undefined && !afterNumber.has(after)) problems.push(`{${name}} followed by the noun ${after}`)
  }
  return problems
}
