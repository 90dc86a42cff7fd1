/** The list's counts as each grammar says them: the words a user reads above the list most often. */
import { afterEach, describe, expect, it } from 'vitest'
import { installTranslator, tn, type Language } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'

afterEach(() => installTranslator(createCoreTranslator('en')))

function websites(language: Language, count: number, formatLocale: string = language): string {
  installTranslator(createCoreTranslator(language, formatLocale))
  return tn('list.toolbar.websites', count)
}

describe('how many websites the list holds', () => {
  it.each([
    [0, '0 websites'],
    [1, '1 website'],
    [2, '2 websites'],
    [2337, '2,337 websites'],
  ])('English: %i → %s', (count, expected) => {
    expect(websites('en', count, 'en-US')).toBe(expected)
  })

  it('German writes its thousands with a dot', () => {
    expect(websites('de', 2337)).toBe('2.337 Websites')
  })

  it('French says "de" for millions, and 1 is singular', () => {
    expect(websites('fr', 1)).toBe('1 site')
    expect(websites('fr', 1_000_000)).toBe('1\u202f000\u202f000 de sites')
  })

  it.each([
    [0, 'لا مواقع'],
    [1, 'موقع واحد'],
    [2, 'موقعان'],
    [3, '3 مواقع'],
    [24, '24 موقعًا'],
    [100, '100 موقع'],
  ])('Arabic, each of its six forms: %i → %s', (count, expected) => {
    expect(websites('ar', count, 'ar-MA')).toBe(expected)
  })

  it('Chinese has one form', () => {
    expect(websites('zh-CN', 1)).toBe('1 个网站')
    expect(websites('zh-CN', 5)).toBe('5 个网站')
  })
})
