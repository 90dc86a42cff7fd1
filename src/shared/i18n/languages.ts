/**
 * The languages SiteTray ships, what each is called in itself, which way it is written, and which of them an OS's
 * preferred languages ask for (docs/architecture.md, "Languages"). A language is added here (its tag and its own
 * name) beside its folder of catalogs; src/shared/i18n/README.md says the rest.
 */

export const LANGUAGES = [
  'en',
  'de',
  'fr',
  'es',
  'pt-BR',
  'zh-CN',
  'zh-TW',
  'ja',
  'ko',
  'ar',
  'ru',
  'pl',
  'it',
  'nl',
  'tr',
] as const
export type Language = (typeof LANGUAGES)[number]
/** The setting: the OS's choice, or one language whatever the OS says. */
export const LANGUAGE_CHOICES = ['system', ...LANGUAGES] as const
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number]

/**
 * The pseudo-locale: English made longer, accented and wrapped in ⟦ ⟧ (pseudo.ts), so that text no catalog gave and
 * text that does not fit stand out. Never in the settings' list: a developer or a test asks for it
 * (SITETRAY_PSEUDO_LOCALE=1, src/main/lifecycle/language.ts).
 */
export const PSEUDO_LOCALE = 'xx-LS'
export type PseudoLocale = typeof PSEUDO_LOCALE
/** What a translator can speak: a shipped language or the pseudo-locale. */
export type Locale = Language | PseudoLocale

/** Each language's name as its readers write it, so that someone who cannot read the current one finds theirs. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  'zh-CN': '简体中文',
  ar: 'العربية',
  ja: '日本語',
  'zh-TW': '繁體中文',
  ko: '한국어',
  tr: 'Türkçe',
  ru: 'Русский',
  pl: 'Polski',
  it: 'Italiano',
  nl: 'Nederlands',
}

/** The language whose grammar and Intl data a locale borrows: the pseudo-locale is English underneath. */
export function languageOf(locale: Locale): Language {
  return locale === PSEUDO_LOCALE ? 'en' : locale
}

/** Scripts written right to left: Arabic (Arabic, Persian, Urdu), Hebrew, Syriac, Thaana, N'Ko. */
const RIGHT_TO_LEFT_SCRIPTS: ReadonlySet<string> = new Set(['Arab', 'Hebr', 'Syrc', 'Thaa', 'Nkoo'])
const directions = new Map<Locale, 'ltr' | 'rtl'>()

/** The direction of a language's script, so that a new right-to-left language (Hebrew, Persian) needs no entry. */
export function directionOf(locale: Locale): 'ltr' | 'rtl' {
  let direction = directions.get(locale)
  if (!direction) {
    const script = maximized(languageOf(locale))?.script
    direction = script !== undefined && RIGHT_TO_LEFT_SCRIPTS.has(script) ? 'rtl' : 'ltr'
    directions.set(locale, direction)
  }
  return direction
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function isLocale(value: unknown): value is Locale {
  return value === PSEUDO_LOCALE || isLanguage(value)
}

function baseOf(tag: string): string {
  return (tag.split(/[-_]/)[0] ?? '').toLowerCase()
}

/**
 * A tag with its likely script and region filled in (CLDR's likely subtags: zh-TW → zh-Hant-TW, zh → zh-Hans-CN,
 * pt-PT → pt-Latn-PT); null for what is not a language tag ("C", "POSIX").
 */
function maximized(tag: string): Intl.Locale | null {
  try {
    return new Intl.Locale(tag.replaceAll('_', '-')).maximize()
  } catch {
    return null
  }
}

/**
 * Which of `shipped` stands for the OS language `tag`: the same tag, else the first of the same language written in
 * the same script — de-CH → de, pt-PT → pt-BR, zh-SG and zh-Hans-HK → zh-CN; Traditional Chinese (zh-TW, zh-HK,
 * zh-MO, zh-Hant) only to a Traditional catalog (zh-TW), never to the Simplified one as if it were theirs.
 */
export function shippedFor<T extends string>(tag: string, shipped: readonly T[]): T | undefined {
  const exact = shipped.find((language) => language.toLowerCase() === tag.replaceAll('_', '-').toLowerCase())
  if (exact) return exact
  const wanted = maximized(tag)
  if (!wanted) return undefined
  return shipped.find((language) => {
    const candidate = maximized(language)
    return candidate?.language === wanted.language && candidate.script === wanted.script
  })
}

/** The first of the OS's preferred languages SiteTray speaks (shippedFor); English when none is. */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    const language = shippedFor(tag, LANGUAGES)
    if (language) return language
  }
  return 'en'
}

/**
 * What SiteTray asks a service to answer in (Accept-Language): the language shown first, then its base language for a
 * server that has only that (its LocaleMiddleware takes the first subtag), then English.
 */
export function acceptLanguageOf(locale: Locale): string {
  const language = languageOf(locale)
  const base = baseOf(language)
  const tags = [language, ...(base !== language ? [`${base};q=0.9`] : []), ...(base !== 'en' ? ['en;q=0.8'] : [])]
  return tags.join(', ')
}

/**
 * The locale numbers and dates are written in: the OS's own when it is a form of the language shown (de-CH writes
 * 1’234, ar-MA Latin digits), else the language itself — never German digits in a French window.
 */
export function formatLocaleFor(locale: Locale, systemLocale: string): string {
  const language = languageOf(locale)
  if (systemLocale && baseOf(systemLocale) === baseOf(language)) {
    try {
      return Intl.getCanonicalLocales(systemLocale.replace('_', '-'))[0] ?? language
    } catch {
      return language
    }
  }
  return language
}
