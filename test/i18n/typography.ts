/**
 * Punctuation a native reader holds a message to that a type cannot check: French spacing, full-width punctuation in
 * Chinese and Japanese, each language's quotation marks, Arabic's own comma and question mark, Spanish's opening ¿ and
 * ¡, and the one-character ellipsis. Each rule returns the places a message breaks it (empty when it keeps it), so that
 * a failing test names them; language-rules.ts says which rules hold for which language.
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

/** A message with vue-i18n's placeholders and literals (`{count}`, `{'@'}`) replaced by a neutral Latin letter. */
function withoutSyntax(text: string): string {
  return text.replace(/\{[^}]*\}/g, 'X')
}

/** Three dots where the ellipsis (…) is meant. */
export function ellipsisProblems(text: string): string[] {
  return [...withoutSyntax(text).matchAll(/\.{3}/g)].map((match) => `three dots at ${match.index} instead of …`)
}

const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u
const FULL_WIDTH: Readonly<Record<string, string>> = {
  ',': '，',
  '.': '。',
  ':': '：',
  ';': '；',
  '!': '！',
  '?': '？',
  '(': '（',
  ')': '）',
}

/**
 * Chinese and Japanese write their punctuation full width (，。：；！？（）): an ASCII mark beside a Han or kana
 * character, or one space from it, is the wrong one. A full stop counts only right after such a character, so that
 * "example.com" and "3.5" stay as they are; a URL is left alone.
 */
export function cjkPunctuationProblems(text: string): string[] {
  const plain = withoutSyntax(text)
  const near = (index: number, step: 1 | -1): boolean => {
    const next = plain[index + step] ?? ''
    return CJK.test(next) || (next === ' ' && CJK.test(plain[index + 2 * step] ?? ''))
  }
  const problems: string[] = []
  for (let index = 0; index < plain.length; index++) {
    const char = plain[index]!
    const wide = FULL_WIDTH[char]
    if (!wide || /^[a-z][a-z0-9+.-]*:\/\//i.test(tokenAround(plain, index))) continue
    const wrong = char === '.' ? CJK.test(plain[index - 1] ?? '') : near(index, -1) || near(index, 1)
    if (wrong)
      problems.push(
        `“${char}” instead of “${wide}” in ${JSON.stringify(plain.slice(Math.max(0, index - 6), index + 6))}`,
      )
  }
  return problems
}

/** How a language quotes: its outer pair, and the pair for a quote inside a quote. */
export interface QuoteStyle {
  readonly open: string
  readonly close: string
  readonly inner?: readonly [string, string]
}

/** Every double quotation mark any language uses: one that is not its own is a mark from another language. */
const QUOTATION_MARKS = /["“”„«»「」『』]/g

/**
 * Quotation marks as the language writes them — German „…“, Polish „…”, Russian and French «…», Chinese “…”,
 * Japanese 「…」 — opened and closed in turn, never the typewriter's ".
 */
export function quoteProblems(text: string, style: QuoteStyle): string[] {
  const problems: string[] = []
  const expected: string[] = []
  const literals = literalRanges(text)
  for (const match of text.matchAll(QUOTATION_MARKS)) {
    if (literals.some(([start, end]) => match.index >= start && match.index < end)) continue
    const mark = match[0]
    if (expected.length > 0 && mark === expected.at(-1)) expected.pop()
    else if (expected.length === 0 && mark === style.open) expected.push(style.close)
    else if (expected.length === 1 && style.inner && mark === style.inner[0]) expected.push(style.inner[1])
    else
      problems.push(
        `${mark} at ${match.index}, where the language writes ${style.open}…${style.close}${style.inner ? ` (inside: ${style.inner[0]}…${style.inner[1]})` : ''}`,
      )
  }
  if (expected.length > 0) problems.push(`a quotation not closed with ${expected.at(-1)}`)
  return problems
}

/** Arabic script has its own comma, semicolon and question mark (، ؛ ؟): after an Arabic word, not the Latin ones. */
export function arabicPunctuationProblems(text: string): string[] {
  const marks: Readonly<Record<string, string>> = { ',': '،', ';': '؛', '?': '؟' }
  return [...withoutSyntax(text).matchAll(/\p{Script=Arabic}\s?([,;?])/gu)].map(
    (match) => `“${match[1]}” instead of “${marks[match[1]!]}” after an Arabic word`,
  )
}

/**
 * Spanish opens a question with ¿ and an exclamation with ¡: as many of each as there are closing marks. A mark
 * quoted as a character («?») is not a sentence's.
 */
export function spanishOpeningMarkProblems(text: string): string[] {
  const prose = withoutSyntax(text).replace(/«[^»]{1,3}»/g, '')
  const count = (pattern: RegExp): number => (prose.match(pattern) ?? []).length
  const problems: string[] = []
  if (count(/\?/g) !== count(/¿/g)) problems.push('a question without its opening ¿')
  if (count(/!/g) !== count(/¡/g)) problems.push('an exclamation without its opening ¡')
  return problems
}
