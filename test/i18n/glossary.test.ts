/**
 * Every catalog speaks of SiteTray's key terms in the glossary's words (src/shared/i18n/glossary.ts): where a
 * message's English names a term, its translation uses none of the words that language must avoid for it — no 你,
 * no "Excluir" for exclusion in Brazilian Portuguese, no "Referentes" in Spanish.
 */
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../src/shared/i18n'
import { GLOSSARY, avoidedWordsIn, speaksOf, type GlossaryTerm } from '../../src/shared/i18n/glossary'
import { messagesOf } from './flat-catalogs'

const english = messagesOf('en')
const termNamed = (name: string): GlossaryTerm => GLOSSARY.find((term) => term.term === name)!

describe('the glossary', () => {
  it('names each term in every language', () => {
    const missing = GLOSSARY.flatMap((term) =>
      LANGUAGES.filter((language) => !term.use[language]?.trim()).map((language) => `${term.term}: ${language}`),
    )
    expect(missing).toEqual([])
  })

  it('names only messages that exist', () => {
    const unknown = GLOSSARY.flatMap((term) => [...(term.keys ?? []), ...(term.except ?? [])]).filter(
      (key) => !english.has(key),
    )
    expect(unknown).toEqual([])
  })

  it('catches a forbidden word, inflected or not, and passes the right one', () => {
    const exclude = termNamed('exclude')
    expect(avoidedWordsIn(exclude, 'pt-BR', 'Excluir bots')).toEqual(['exclu'])
    expect(avoidedWordsIn(exclude, 'pt-BR', 'Endereços IP excluídos')).toEqual(['exclu'])
    expect(avoidedWordsIn(exclude, 'pt-BR', 'Ignorar bots')).toEqual([])
    expect(avoidedWordsIn(termNamed('you'), 'zh-CN', '你的更改')).toEqual(['你'])
    expect(avoidedWordsIn(termNamed('referrers'), 'es', 'Referentes')).toEqual(['referente'])
    expect(avoidedWordsIn(termNamed('referrers'), 'zh-CN', '来源')).toHaveLength(1)
    expect(avoidedWordsIn(termNamed('referrers'), 'zh-CN', '引荐来源')).toEqual([])
    expect(speaksOf(exclude, 'common.settingLabel.excludeBots', english.get('common.settingLabel.excludeBots')!)).toBe(
      true,
    )
    expect(speaksOf(exclude, 'editor.footer.delete', english.get('editor.footer.delete')!)).toBe(false)
  })
})

describe.each(LANGUAGES.filter((language) => language !== 'en').map((language) => [language] as [Language]))(
  '%s',
  (language) => {
    const catalog = messagesOf(language)

    it('uses none of the words the glossary forbids for a term', () => {
      const found = GLOSSARY.flatMap((term) =>
        [...english]
          .filter(([key, text]) => speaksOf(term, key, text) && catalog.has(key))
          .flatMap(([key]) =>
            avoidedWordsIn(term, language, catalog.get(key)!).map(
              (word) => `${key} (${term.term}: “${term.use[language]}”, not “${word}”): ${catalog.get(key)}`,
            ),
          ),
      )
      expect(found).toEqual([])
    })
  },
)
