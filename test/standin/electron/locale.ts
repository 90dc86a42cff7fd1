// locale: which of Chromium's UI languages an OS's preferred languages give (app.getLocale, the pages' locale).
/**
 * The UI languages Chromium ships (ui/base/l10n/l10n_util.cc kAcceptLanguageList, the subset with a .pak): a regional
 * tag Chromium has no file for falls back to its language (de-CH → de), as Chromium's l10n_util does.
 */
const CHROMIUM_LOCALES = new Set([
  'ar',
  'de',
  'en-GB',
  'en-US',
  'es',
  'es-419',
  'fr',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'pt-PT',
  'ru',
  'sv',
  'tr',
  'zh-CN',
  'zh-TW',
])

export function chromiumLocale(languages: readonly string[]): string {
  for (const tag of languages) {
    if (CHROMIUM_LOCALES.has(tag)) return tag
    const base = tag.split('-')[0] ?? ''
    if (base === 'en') return 'en-US'
    if (base === 'zh') return /-(TW|HK|MO|Hant)/i.test(tag) ? 'zh-TW' : 'zh-CN'
    if (base === 'pt') return 'pt-BR'
    if (CHROMIUM_LOCALES.has(base)) return base
  }
  return 'en-US'
}
