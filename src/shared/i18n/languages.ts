/**
 * The languages SiteTray ships, what each is called in itself, which way it is written, and which of them an OS's
 * preferred languages ask for (docs/architecture.md, "Languages").
 */

export const LANGUAGES = ['en', 'de', 'fr', 'es', 'pt-BR', 'zh-CN', 'ar'] as const
export type Language = (typeof LANGUAGES)[number]
/** The setting: the OS's choice, or one language whatever the OS says. */
export const LANGUAGE_CHOICES = ['system', ...LANGUAGES] as const
export type LanguageChoice = (typeof LANGUAGE_CHOICES)[number]

/** Each language's name as its readers write it, so that someone who cannot read the current one finds theirs. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  de: 'Deutsch',
  fr: 'Français',
  es: 'Español',
  'pt-BR': 'Português (Brasil)',
  'zh-CN': '简体中文',
  ar: 'العربية',
}

const RIGHT_TO_LEFT: ReadonlySet<Language> = new Set(['ar'])

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(language) ? 'rtl' : 'ltr'
}

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

function baseOf(tag: string): string {
  return (tag.split(/[-_]/)[0] ?? '').toLowerCase()
}

/**
 * Chinese written in Traditional characters (zh-Hant, or Taiwan, Hong Kong and Macao without a script): SiteTray has
 * no Traditional catalog, and a reader of Traditional Chinese is not handed the Simplified one as if it were theirs.
 */
function isTraditionalChinese(tag: string): boolean {
  const [language, ...subtags] = tag.toLowerCase().split(/[-_]/)
  if (language !== 'zh') return false
  if (subtags.includes('hant')) return true
  if (subtags.includes('hans')) return false
  return subtags.some((subtag) => subtag === 'tw' || subtag === 'hk' || subtag === 'mo')
}

/**
 * The first of the OS's preferred languages SiteTray speaks: the exact tag if shipped, else one of the same language
 * (de-CH → de, pt-PT → pt-BR, zh-SG → zh-CN, but not Traditional Chinese: zh-TW goes on to the next); English when
 * none is.
 */
export function matchLanguage(preferred: readonly string[]): Language {
  for (const tag of preferred) {
    if (isTraditionalChinese(tag)) continue
    const exact = LANGUAGES.find((language) => language.toLowerCase() === tag.replace('_', '-').toLowerCase())
    if (exact) return exact
    const sameLanguage = LANGUAGES.find((language) => baseOf(language) === baseOf(tag))
    if (sameLanguage) return sameLanguage
  }
  return 'en'
}

/**
 * What SiteTray asks a service to answer in (Accept-Language): the language shown first, then its base language for a
 * server that has only that (its LocaleMiddleware takes the first subtag), then English.
 */
export function acceptLanguageOf(language: Language): string {
  const base = baseOf(language)
  const tags = [language, ...(base !== language ? [`${base};q=0.9`] : []), ...(base !== 'en' ? ['en;q=0.8'] : [])]
  return tags.join(', ')
}

/**
 * The locale numbers and dates are written in: the OS's own when it is a form of the language shown (de-CH writes
 * 1’234, ar-MA Latin digits), else the language itself — never German digits in a French window.
 */
export function formatLocaleFor(language: Language, systemLocale: string): string {
  if (systemLocale && baseOf(systemLocale) === baseOf(language)) {
    try {
      return Intl.getCanonicalLocales(systemLocale.replace('_', '-'))[0] ?? language
    } catch {
      return language
    }
  }
  return language
}
