/**
 * The pseudo-locale (src/shared/i18n/pseudo.ts) over every English message: each still compiles, keeps its
 * placeholders, links and plural forms, is marked ⟦…⟧ form by form, is some 40 % longer, and keeps
 * no plain vowel a reader could take for English — so that whatever a view shows without the marks came from no
 * catalog.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { baseCompile } from '@intlify/message-compiler'
import { installTranslator, PSEUDO_LOCALE, t, tn } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'
import { PSEUDO_CLOSE, PSEUDO_OPEN, pseudoCatalog, pseudoLocalize } from '../../src/shared/i18n/pseudo'
import { flatten, isPlural, messagesOf } from './flat-catalogs'

afterEach(() => installTranslator(createCoreTranslator('en')))

const english = messagesOf('en')
const pseudo = flatten(pseudoCatalog() as Parameters<typeof flatten>[0])
const SYNTAX = /\{[^}]*\}|@(?:\.\w+)?:(?:\([^)]*\)|[\w.-]+)/g
const syntaxOf = (message: string): string[] => [...message.matchAll(SYNTAX)].map((match) => match[0])
const proseOf = (message: string): string => message.replace(SYNTAX, '')
const letters = (text: string): number => (text.match(/\p{L}/gu) ?? []).length

describe('the pseudo-locale', () => {
  it('has every English key', () => {
    expect([...pseudo.keys()]).toEqual([...english.keys()])
  })

  it('compiles every message', () => {
    const broken: string[] = []
    for (const [key, text] of pseudo) baseCompile(text, { onError: (error) => broken.push(`${key}: ${error.message}`) })
    expect(broken).toEqual([])
  })

  it('keeps placeholders, literals, links and plural forms as English has them', () => {
    const differing = [...english].filter(([key, text]) => {
      const made = pseudo.get(key)!
      return syntaxOf(made).join() !== syntaxOf(text).join() || made.split('|').length !== text.split('|').length
    })
    expect(differing.map(([key]) => key)).toEqual([])
  })

  it('marks every form, and lengthens it by at least 40 % of its letters', () => {
    const unmarked = [...pseudo].flatMap(([key, text]) =>
      text
        .split('|')
        .map((form) => form.trim())
        .filter((form) => !form.startsWith(PSEUDO_OPEN) || !form.endsWith(PSEUDO_CLOSE))
        .map((form) => `${key}: ${form}`),
    )
    expect(unmarked).toEqual([])
    const short = [...english].filter(([key, text]) => {
      // The marks count towards it: a short word grows by little more than them.
      const added = proseOf(pseudo.get(key)!).length - proseOf(text).length
      return added < 0.4 * letters(proseOf(text))
    })
    expect(short.map(([key]) => key)).toEqual([])
  })

  it('leaves no plain vowel in the text', () => {
    const plain = [...pseudo].filter(([, text]) => /[aeiouAEIOU]/.test(proseOf(text)))
    expect(plain.map(([key, text]) => `${key}: ${text}`)).toEqual([])
  })

  it('keeps a literal and a plural bar where vue-i18n reads them', () => {
    expect(pseudoLocalize("Type {'@'} here | Types {'@'}")).toBe("⟦Týpé· {'@'} héré·⟧ | ⟦Týpéš {'@'}⟧")
  })

  it('is what a translator speaking it says, with numbers and plurals', () => {
    installTranslator(createCoreTranslator(PSEUDO_LOCALE))
    const websites = tn('list.toolbar.websites', 2337)
    expect(websites).toMatch(/^⟦2,337 wébšítéš·+⟧$/)
    expect(tn('list.toolbar.websites', 1)).not.toBe(websites.replace('2,337', '1'))
    expect(t('common.privacy.public')).toMatch(/^⟦Públíç·+⟧$/)
    expect(english.size).toBeGreaterThan(0)
    expect([...english.values()].some(isPlural)).toBe(true)
  })
})
