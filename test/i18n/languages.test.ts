/** Which language the OS's preferences give, how numbers are written in it, and plurals by each grammar. */
import { afterEach, describe, expect, it } from 'vitest'
import {
  acceptLanguageOf,
  directionOf,
  formatLocaleFor,
  LANGUAGES,
  formatNumber,
  formatPercent,
  installTranslator,
  matchLanguage,
  pluralCategories,
  PSEUDO_LOCALE,
  shippedFor,
} from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'

afterEach(() => installTranslator(createCoreTranslator('en')))

describe('the language SiteTray picks from the OS', () => {
  it.each([
    [['de-CH', 'en-US'], 'de'],
    [['pt-PT'], 'pt-BR'],
    [['pt-BR'], 'pt-BR'],
    [['zh-Hans-CN'], 'zh-CN'],
    [['zh-SG'], 'zh-CN'],
    [['zh'], 'zh-CN'],
    [['fi-FI', 'fr-CA'], 'fr'],
    [['ja-JP', 'fr-CA'], 'ja'],
    [['ar-EG'], 'ar'],
    [['es-419'], 'es'],
    [['fi-FI', 'sv-SE'], 'en'],
    [[], 'en'],
  ])('%j → %s', (preferred, expected) => {
    expect(matchLanguage(preferred)).toBe(expected)
  })

  // Traditional Chinese wherever the OS writes Traditional, never the Simplified catalog as if it were theirs.
  it.each([
    [['zh-TW'], 'zh-TW'],
    [['zh-HK'], 'zh-TW'],
    [['zh-MO'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-Hant-CN'], 'zh-TW'],
    [['zh_TW'], 'zh-TW'],
    [['zh-TW', 'fr-FR'], 'zh-TW'],
    [['zh-Hans-HK'], 'zh-CN'],
  ])('Traditional Chinese %j → %s', (preferred, expected) => {
    expect(matchLanguage(preferred)).toBe(expected)
  })

  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl')
    expect(directionOf('de')).toBe('ltr')
    expect(directionOf(PSEUDO_LOCALE)).toBe('ltr')
  })
})

describe('the languages to come', () => {
  // The eight the next languages add, and Traditional Chinese for Taiwan, Hong Kong and Macao alike.
  const shipped = [...LANGUAGES, 'ja', 'ko', 'ru', 'it', 'nl', 'pl', 'tr', 'zh-TW']

  it.each([
    ['ja-JP', 'ja'],
    ['ko-KR', 'ko'],
    ['ru-RU', 'ru'],
    ['it-IT', 'it'],
    ['nl-BE', 'nl'],
    ['pl-PL', 'pl'],
    ['tr-TR', 'tr'],
    ['zh-TW', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO', 'zh-TW'],
    ['zh-Hant', 'zh-TW'],
    ['zh_HK', 'zh-TW'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['zh-Hans-HK', 'zh-CN'],
    ['pt-PT', 'pt-BR'],
    ['C', undefined],
  ])('are picked for the system language %s → %s', (tag, expected) => {
    expect(shippedFor(tag, shipped)).toBe(expected)
  })
})

describe('the pseudo-locale', () => {
  it('asks the service for English, which it is underneath', () => {
    expect(acceptLanguageOf(PSEUDO_LOCALE)).toBe('en')
    expect(formatLocaleFor(PSEUDO_LOCALE, 'de-DE')).toBe('en')
  })
})

describe('numbers in the language shown', () => {
  it('takes the OS locale only when it is a form of the language shown', () => {
    expect(formatLocaleFor('de', 'de-CH')).toBe('de-CH')
    expect(formatLocaleFor('fr', 'de-CH')).toBe('fr')
    expect(formatLocaleFor('ar', 'ar-MA')).toBe('ar-MA')
  })

  it('writes thousands and percentages as German, French and English readers do', () => {
    installTranslator(createCoreTranslator('de', 'de'))
    expect(formatNumber(2337)).toBe('2.337')
    expect(formatPercent(0.25)).toBe('25\u00a0%')
    installTranslator(createCoreTranslator('fr', 'fr'))
    expect(formatNumber(2337)).toBe('2\u202f337')
    installTranslator(createCoreTranslator('en', 'en-US'))
    expect(formatNumber(2337)).toBe('2,337')
  })

  it('uses Arabic-Indic digits only where the locale asks for them', () => {
    installTranslator(createCoreTranslator('ar', 'ar-EG'))
    expect(formatNumber(12)).toBe('١٢')
    installTranslator(createCoreTranslator('ar', 'ar-MA'))
    expect(formatNumber(12)).toBe('12')
  })
})

describe('plural forms by CLDR', () => {
  it('has one form in Chinese, two in English and German, six in Arabic', () => {
    expect(pluralCategories('zh-CN')).toEqual(['other'])
    expect(pluralCategories('en')).toEqual(['one', 'other'])
    expect(pluralCategories('ar')).toEqual(['zero', 'one', 'two', 'few', 'many', 'other'])
  })
})
