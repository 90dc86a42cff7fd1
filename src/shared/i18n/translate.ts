/**
 * The one door to the catalogs for code shared by main and the window: `t` for a message, `tn` for a plural one,
 * and the `Intl` formatters in the language shown. Main installs a translator over @intlify/core-base; the window
 * installs vue-i18n's, so that whatever a template or a computed reads through here is redrawn when the language
 * changes (docs/architecture.md, "Languages").
 */
import {
  compile,
  createCoreContext,
  fallbackWithLocaleChain,
  registerLocaleFallbacker,
  registerMessageCompiler,
  registerMessageResolver,
  resolveValue,
  translate,
  type CoreContext,
} from '@intlify/core-base'
import { CATALOGS, type MessageKey } from './catalog'
import { directionOf, type Language } from './languages'
import { pluralForm } from './plural'

export type { MessageKey } from './catalog'
export type Named = Readonly<Record<string, string | number>>

export interface Translator {
  readonly language: Language
  /** The locale numbers and dates are written in (languages.ts, formatLocaleFor). */
  readonly formatLocale: string
  message(key: MessageKey, named: Named): string
  plural(key: MessageKey, count: number, named: Named): string
}

/** vue-i18n's and core-base's option: each language's plural forms by CLDR (plural.ts). */
export const PLURAL_RULES = Object.fromEntries(
  Object.keys(CATALOGS).map((language) => [
    language,
    (count: number, formsWritten: number) => pluralForm(language, count, formsWritten),
  ]),
)

/** What both engines are given: every catalog, English behind every other, CLDR plurals, silence on fallbacks. */
export function engineOptions(language: Language) {
  return {
    locale: language,
    fallbackLocale: 'en',
    messages: CATALOGS as Record<Language, Record<string, unknown>>,
    pluralRules: PLURAL_RULES,
    missingWarn: false,
    fallbackWarn: false,
    warnHtmlMessage: false,
  }
}

let enginesRegistered = false

/** A translator over @intlify/core-base alone: main's, and the default until one is installed (tests, main's start). */
export function createCoreTranslator(language: Language, formatLocale: string = language): Translator {
  if (!enginesRegistered) {
    registerMessageCompiler(compile)
    registerMessageResolver(resolveValue)
    registerLocaleFallbacker(fallbackWithLocaleChain)
    enginesRegistered = true
  }
  const context: CoreContext = createCoreContext(engineOptions(language) as never)
  return {
    language,
    formatLocale,
    message: (key, named) => String(translate(context, key, named as Record<string, unknown>)),
    plural: (key, count, named) => String(translate(context, key, count, { named: named as Record<string, unknown> })),
  }
}

let current: Translator | null = null

/** Main, at start and whenever the language changes; the window, once, with vue-i18n's reactive translator. */
export function installTranslator(translator: Translator): void {
  current = translator
}

function translator(): Translator {
  return (current ??= createCoreTranslator('en'))
}

export function currentLanguage(): Language {
  return translator().language
}

export function currentDirection(): 'ltr' | 'rtl' {
  return directionOf(translator().language)
}

export function currentFormatLocale(): string {
  return translator().formatLocale
}

export function t(key: MessageKey, named: Named = {}): string {
  return translator().message(key, named)
}

/** A plural message: `{count}` in it is the count as the language writes numbers ("2.337", "2 337"). */
export function tn(key: MessageKey, count: number, named: Named = {}): string {
  return translator().plural(key, count, { count: formatNumber(count), ...named })
}

const numberFormats = new Map<string, Intl.NumberFormat>()

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const locale = currentFormatLocale()
  const cacheKey = `${locale}|${JSON.stringify(options)}`
  let format = numberFormats.get(cacheKey)
  if (!format) numberFormats.set(cacheKey, (format = new Intl.NumberFormat(locale, options)))
  return format.format(value)
}

/** 0.25 → "25 %" in German, "25 %" with a narrow space in French, "25%" in English. */
export function formatPercent(ratio: number, maximumFractionDigits = 0): string {
  return formatNumber(ratio, { style: 'percent', maximumFractionDigits })
}

export function formatDate(date: Date | number, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(currentFormatLocale(), options).format(date)
}

/** "a, b and c" in the language shown. */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return new Intl.ListFormat(currentFormatLocale(), { style: 'long', type }).format(items)
}
