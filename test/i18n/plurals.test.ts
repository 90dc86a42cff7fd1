/**
 * Every plural message in every language, as a reviewer reads it at 0, 1, 2, 3, 5, 11, 21 and 100: the forms its
 * grammar has (CLDR, Intl.PluralRules), a form for each of those counts, a form without the number only where it
 * stands for one number, and a sentence in the language itself at each count — not English behind it. The check is
 * tried first on Russian and Polish messages, whose one | few | many | other the languages to come need.
 */
import { describe, expect, it } from 'vitest'
import { LANGUAGES, pluralCategories, type Language } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'
import type { MessageKey } from '../../src/shared/i18n/catalog'
import { isPlural, messagesOf } from './flat-catalogs'
import { formsOf, pluralProblems, REVIEW_COUNTS } from './plurals'

const english = messagesOf('en')
const pluralKeys = [...english].filter(([, text]) => isPlural(text)).map(([key]) => key)
const placeholdersOf = (message: string): string[] =>
  [...message.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => match[1]!)

describe('the plural check', () => {
  it('knows the four forms of Russian and Polish', () => {
    expect(pluralCategories('ru')).toEqual(['one', 'few', 'many', 'other'])
    expect(pluralCategories('pl')).toEqual(['one', 'few', 'many', 'other'])
  })

  it.each([
    ['ru', '{count} сайт | {count} сайта | {count} сайтов | {count} сайта', 0],
    // 21 is "one" in Russian: "один сайт" would be read for 21 websites.
    ['ru', 'один сайт | {count} сайта | {count} сайтов | {count} сайта', 1],
    // Three forms: 1.5 ("other") has none.
    ['ru', '{count} сайт | {count} сайта | {count} сайтов', 1],
    ['pl', '{count} witryna | {count} witryny | {count} witryn | {count} witryny', 0],
    ['pl', 'jedna witryna | {count} witryny | {count} witryn | {count} witryny', 0],
    ['fr', 'un site | {count} de sites | {count} sites', 0],
    // Only agreeing with the count, never showing it.
    ['de', '{domains} wird gelöscht | {domains} werden gelöscht', 0],
    ['ar', 'لا مواقع | موقع واحد | موقعان | {count} مواقع | {count} موقعًا | {count} موقع', 0],
    ['zh-CN', '{count} 个网站', 0],
    ['en', '{count} website | {count} websites | {count} more', 1],
  ])('%s: %j has %i problem(s)', (language, message, count) => {
    expect(pluralProblems(language, message)).toHaveLength(count)
  })
})

describe.each(LANGUAGES.map((language) => [language] as [Language]))('%s', (language) => {
  const catalog = messagesOf(language)
  const translator = createCoreTranslator(language)

  it('has every plural message’s forms, one for each count a reviewer reads', () => {
    const problems = pluralKeys.flatMap((key) =>
      pluralProblems(language, catalog.get(key)!).map((problem) => `${key}: ${problem}`),
    )
    expect(problems).toEqual([])
  })

  it('says every plural message at 0, 1, 2, 3, 5, 11, 21 and 100 with the form its grammar picks', () => {
    const rules = new Intl.PluralRules(language)
    const wrong = pluralKeys.flatMap((key) => {
      const named = Object.fromEntries(placeholdersOf(english.get(key)!).map((name) => [name, 'X']))
      const forms = formsOf(catalog.get(key)!)
      return REVIEW_COUNTS.flatMap((count) => {
        const said = translator.plural(key as MessageKey, count, { ...named, count: String(count) })
        const form = forms[pluralCategories(language).indexOf(rules.select(count))] ?? ''
        const expected = form.replace(/\{\s*(\w+)\s*\}/g, (_, name: string) => (name === 'count' ? String(count) : 'X'))
        return said === expected && said.trim() !== '' ? [] : [`${key} at ${count}: ${JSON.stringify(said)}`]
      })
    })
    expect(wrong).toEqual([])
  })
})
