/**
 * What a machine checks in each language's messages, one row per language (src/shared/i18n/README.md, "What the tests
 * hold every catalog to"). A language's catalogs are held to its row as soon as its tag is in LANGUAGES; the rows of
 * languages not shipped yet are written already, so that their catalogs meet their rules the day they arrive.
 */
import { isPlural } from './flat-catalogs'
import {
  arabicDigitProblems,
  arabicNumberProblems,
  countedArabicNouns,
  SLAVIC_AFTER_NUMBER,
  slavicNumberProblems,
} from './number-agreement'
import {
  arabicPunctuationProblems,
  cjkPunctuationProblems,
  ellipsisProblems,
  frenchSpacingProblems,
  quoteProblems,
  spanishOpeningMarkProblems,
  type QuoteStyle,
} from './typography'

/** What a rule may need beyond the message: the language's other messages (Arabic learns its counted nouns there). */
export interface RuleContext {
  readonly messages: ReadonlyMap<string, string>
}

export interface MessageRule {
  readonly name: string
  /** Messages without plural forms only: a plural message already says each count its own way. */
  readonly singleFormOnly?: boolean
  problems(text: string, context: RuleContext): string[]
}

const rule = (name: string, problems: (text: string) => string[]): MessageRule => ({ name, problems })
const quotes = (style: QuoteStyle): MessageRule =>
  rule(`quotation marks ${style.open}…${style.close}`, (text) => quoteProblems(text, style))

const ELLIPSIS = rule('one-character ellipsis', ellipsisProblems)
const FULL_WIDTH = rule('full-width punctuation', cjkPunctuationProblems)
const CORNER_BRACKETS = quotes({ open: '「', close: '」', inner: ['『', '』'] })

const countedNouns = new WeakMap<ReadonlyMap<string, string>, Set<string>>()
const ARABIC_AGREEMENT: MessageRule = {
  name: 'no fixed noun beside a number',
  singleFormOnly: true,
  problems(text, { messages }) {
    let nouns = countedNouns.get(messages)
    if (!nouns) countedNouns.set(messages, (nouns = countedArabicNouns([...messages.values()].filter(isPlural))))
    return arabicNumberProblems(text, nouns)
  },
}
const slavicAgreement = (language: 'ru' | 'pl'): MessageRule => ({
  name: 'no fixed noun after a number',
  singleFormOnly: true,
  problems: (text) => slavicNumberProblems(text, SLAVIC_AFTER_NUMBER[language]),
})

export const LANGUAGE_RULES: Readonly<Record<string, readonly MessageRule[]>> = {
  // The source: its typewriter quotes are left to English's own review.
  en: [ELLIPSIS],
  de: [ELLIPSIS, quotes({ open: '„', close: '“' })],
  fr: [
    ELLIPSIS,
    rule('narrow no-break spaces', frenchSpacingProblems),
    quotes({ open: '«', close: '»', inner: ['“', '”'] }),
  ],
  es: [
    ELLIPSIS,
    quotes({ open: '«', close: '»', inner: ['“', '”'] }),
    rule('opening ¿ and ¡', spanishOpeningMarkProblems),
  ],
  'pt-BR': [ELLIPSIS, quotes({ open: '“', close: '”' })],
  'zh-CN': [ELLIPSIS, FULL_WIDTH, quotes({ open: '“', close: '”' })],
  ar: [
    ELLIPSIS,
    rule('Arabic comma, semicolon and question mark', arabicPunctuationProblems),
    quotes({ open: '«', close: '»' }),
    rule('no digits in the text', arabicDigitProblems),
    ARABIC_AGREEMENT,
  ],
  // Languages to come.
  ja: [ELLIPSIS, FULL_WIDTH, CORNER_BRACKETS],
  'zh-TW': [ELLIPSIS, FULL_WIDTH, CORNER_BRACKETS],
  ko: [ELLIPSIS, quotes({ open: '“', close: '”' })],
  ru: [ELLIPSIS, quotes({ open: '«', close: '»', inner: ['„', '“'] }), slavicAgreement('ru')],
  pl: [ELLIPSIS, quotes({ open: '„', close: '”', inner: ['«', '»'] }), slavicAgreement('pl')],
  it: [ELLIPSIS, quotes({ open: '«', close: '»', inner: ['“', '”'] })],
  nl: [ELLIPSIS, quotes({ open: '“', close: '”' })],
  tr: [ELLIPSIS, quotes({ open: '“', close: '”' })],
}

/** Every place `messages` break their language's rules, as "key (rule): problem". */
export function ruleProblems(language: string, messages: ReadonlyMap<string, string>): string[] {
  const rules = LANGUAGE_RULES[language] ?? []
  return [...messages].flatMap(([key, text]) =>
    rules
      .filter((each) => !(each.singleFormOnly && isPlural(text)))
      .flatMap((each) => each.problems(text, { messages }).map((problem) => `${key} (${each.name}): ${problem}`)),
  )
}
