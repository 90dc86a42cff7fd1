/**
 * A website's statistics say countries, languages, continents and devices in the language shown, not in the English
 * the service stores them in: "US:United States" is "Vereinigte Staaten" to a German reader and "الولايات المتحدة"
 * to an Arabic one. What neither Intl nor the catalogs know stays as the service wrote it.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { installTranslator } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'
import { shownValue } from '../../src/renderer/src/lib/statistic-values'

afterEach(() => installTranslator(createCoreTranslator('en')))

describe('statistics values in German', () => {
  it.each([
    ['country', 'US:United States', 'Vereinigte Staaten'],
    ['country', 'GB:United Kingdom', 'Vereinigtes Königreich'],
    ['language', 'en', 'Englisch'],
    ['language', 'ar', 'Arabisch'],
    ['continent', 'EU:Europe', 'Europa'],
    ['continent', 'NA:North America', 'Nordamerika'],
    ['device', 'Mobile', 'Mobilgerät'],
    ['device', 'television', 'Fernseher'],
    ['browser', 'Android Browser', 'Android-Browser'],
  ] as const)('%s %j → %j', (name, value, shown) => {
    installTranslator(createCoreTranslator('de'))
    expect(shownValue(name, value)).toBe(shown)
  })
})

describe('statistics values in Arabic', () => {
  it.each([
    ['country', 'US:United States', 'الولايات المتحدة'],
    ['country', 'EG:Egypt', 'مصر'],
    ['language', 'de', 'الألمانية'],
    ['continent', 'AF:Africa', 'أفريقيا'],
    ['device', 'Tablet', 'جهاز لوحي'],
  ] as const)('%s %j → %j', (name, value, shown) => {
    installTranslator(createCoreTranslator('ar'))
    expect(shownValue(name, value)).toBe(shown)
  })
})

describe('what nobody can name', () => {
  it('keeps the service’s own text', () => {
    installTranslator(createCoreTranslator('de'))
    expect(shownValue('country', 'XX:Atlantis')).toBe('Atlantis')
    expect(shownValue('continent', 'ZZ:Somewhere')).toBe('Somewhere')
    expect(shownValue('language', '*')).toBe('*')
    expect(shownValue('device', 'Hoverboard')).toBe('Hoverboard')
    expect(shownValue('browser', 'Firefox')).toBe('Firefox')
    expect(shownValue('device', 'constructor')).toBe('constructor')
  })

  it('leaves a city’s name and an event as they are, and says an empty value', () => {
    installTranslator(createCoreTranslator('de'))
    expect(shownValue('city', 'US:New York, NY')).toBe('New York, NY')
    expect(shownValue('event', 'signup:pro:plan')).toBe('signup / pro / plan')
    expect(shownValue('referrer', '')).toBe('(nicht gesetzt)')
  })
})
