/**
 * The one door to the catalogs for code shared by main and the window: `t` for a message, `tn` for a plural one,
 * and the `Intl` formatters in the language shown — numbers, dates and their ranges, relative times, units and
 * lists, so that no message builds "{from}–{to}", "{count} min ago" or "{size} MB" by hand. Main installs a
 * translator over @intlify/core-base; the window installs vue-i18n's, so that whatever a template or a computed
 * reads through here is redrawn when the language changes (docs/architecture.md, "Languages").
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
import { ENGLISH, type Catalog, type MessageKey } from './catalog'
import { directionOf, languageOf, LANGUAGES, PSEUDO_LOCALE, type Locale } from './languages'
import { pluralForm } from './plural'

export type { MessageKey } from './catalog'
export type Named = Readonly<Record<string, string | number>>

export interface Translator {
  readonly language: Locale
  /** The locale numbers and dates are written in (languages.ts, formatLocaleFor). */
  readonly formatLocale: string
  message(key: MessageKey, named: Named): string
  plural(key: MessageKey, count: number, named: Named): string
}

/** vue-i18n's and core-base's option: each locale's plural forms by CLDR (plural.ts); the pseudo-locale's English. */
export const PLURAL_RULES = Object.fromEntries(
  ([...LANGUAGES, PSEUDO_LOCALE] as Locale[]).map((locale) => [
    locale,
    (count: number, formsWritten: number) => pluralForm(languageOf(locale), count, formsWritten),
  ]),
)

/** What both engines are given: the catalogs loaded, English behind every other, CLDR plurals, silence on fallbacks. */
export function engineOptions(locale: Locale, messages: Partial<Record<Locale, Catalog>>) {
  return {
    locale,
    fallbackLocale: 'en',
    messages: messages as Record<Locale, Record<string, unknown>>,
    pluralRules: PLURAL_RULES,
    missingWarn: false,
    fallbackWarn: false,
    warnHtmlMessage: false,
  }
}

let enginesRegistered = false

/** A translator over @intlify/core-base alone and the catalogs given (every-language.ts has main's). */
export function coreTranslator(
  locale: Locale,
  formatLocale: string,
  messages: Partial<Record<Locale, Catalog>>,
): Translator {
  if (!enginesRegistered) {
    registerMessageCompiler(compile)
    registerMessageResolver(resolveValue)
    registerLocaleFallbacker(fallbackWithLocaleChain)
    enginesRegistered = true
  }
  const context: CoreContext = createCoreContext(engineOptions(locale, messages) as never)
  return {
    language: locale,
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
  // Until one is installed (main's first moments, a test of shared code): English.
  return (current ??= coreTranslator('en', 'en', { en: ENGLISH }))
}

export function currentLanguage(): Locale {
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

const formats = new Map<string, unknown>()

/** An Intl formatter for the locale shown, made once per locale and options (they are slow to make). */
function formatter<T>(kind: string, options: object, make: (locale: string) => T): T {
  const locale = currentFormatLocale()
  const cacheKey = `${kind}|${locale}|${JSON.stringify(options)}`
  let format = formats.get(cacheKey) as T | undefined
  if (!format) formats.set(cacheKey, (format = make(locale)))
  return format
}

export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return formatter('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(value)
}

/** 0.25 → "25 %" in German, "25 %" with a narrow space in French, "25%" in English. */
export function formatPercent(ratio: number, maximumFractionDigits = 0): string {
  return formatNumber(ratio, { style: 'percent', maximumFractionDigits })
}

/**
 * A quantity with its unit as the language writes it: 8 megabytes → "8 MB", "8 Mo", "8 م.ب"; 30 seconds, long →
 * "30 Sekunden", "30 ثانية" (the noun agreeing with the number). Short in labels, long inside a sentence.
 */
export function formatUnit(value: number, unit: string, unitDisplay: 'short' | 'long' | 'narrow' = 'short'): string {
  return formatNumber(value, { style: 'unit', unit, unitDisplay })
}

/** A wait inside a sentence: "30 seconds", "30 Sekunden", "30 ثانية" (never "30 s" beside a word the reader must parse). */
export function formatSeconds(seconds: number): string {
  return formatUnit(seconds, 'second', 'long')
}

/** A size in bytes, rounded to whole megabytes from one megabyte up, else to kilobytes: "8 MB", "512 kB". */
export function formatByteSize(bytes: number): string {
  const megabyte = 1024 * 1024
  return bytes >= megabyte
    ? formatUnit(Math.round(bytes / megabyte), 'megabyte')
    : formatUnit(Math.round(bytes / 1024), 'kilobyte')
}

export function formatDate(date: Date | number, options: Intl.DateTimeFormatOptions): string {
  return formatter('date', options, (locale) => new Intl.DateTimeFormat(locale, options)).format(date)
}

/**
 * Two moments as one range, the parts they share said once: "15:00–16:00 Uhr UTC", "UTC 15:00–16:00",
 * "3:00 – 4:00 PM UTC"; one moment where the two read the same at these options.
 */
export function formatDateRange(from: Date | number, to: Date | number, options: Intl.DateTimeFormatOptions): string {
  const format = formatter('date', options, (locale) => new Intl.DateTimeFormat(locale, options))
  const [start, end] = [Number(from), Number(to)].sort((a, b) => a - b) as [number, number]
  return format.formatRange(start, end)
}

const RELATIVE_UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
]

/**
 * How long before (or after) `now` a moment is, in its largest whole unit: "3 hr. ago", "vor 3 Std.", "il y a 3 h",
 * "3小时前", "قبل ٣ ساعات". Always with a number ("1 day ago", not "yesterday": 25 hours ago may be today).
 */
export function formatRelative(then: number, now: number, style: Intl.RelativeTimeFormatStyle = 'short'): string {
  const seconds = (then - now) / 1000
  const [unit, size] = RELATIVE_UNITS.find(([, size]) => Math.abs(seconds) >= size) ?? RELATIVE_UNITS.at(-1)!
  const format = formatter(
    'relative',
    { style },
    (locale) => new Intl.RelativeTimeFormat(locale, { style, numeric: 'always' }),
  )
  return format.format(Math.trunc(seconds / size), unit)
}

/** "a, b and c" in the language shown. */
export function formatList(items: readonly string[], type: Intl.ListFormatType = 'conjunction'): string {
  return formatter('list', { type }, (locale) => new Intl.ListFormat(locale, { style: 'long', type })).format(items)
}
