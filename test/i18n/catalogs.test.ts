/**
 * Every shipped language says everything English says: the same keys, no empty message, the same placeholders, and a
 * text vue-i18n can compile (an unescaped `@` or `{` breaks a message at run time, in one language only). Plural forms
 * are plurals.test.ts's.
 */
import { describe, expect, it } from 'vitest'
import { baseCompile } from '@intlify/message-compiler'
import { LANGUAGES, type Language } from '../../src/shared/i18n'
import { CATALOGS } from '../../src/shared/i18n/every-language'

type Tree = { readonly [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(prefix + key, value)
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text)
  }
  return flat
}

const english = flatten(CATALOGS.en as Tree)
const placeholders = (message: string): string[] =>
  [...new Set([...message.matchAll(/\{\s*(\w+)\s*\}/g)].map((match) => match[1] ?? ''))].sort()

describe('the catalogs', () => {
  it('have messages at all (English is the source)', () => {
    expect(english.size).toBeGreaterThan(0)
  })

  describe.each(LANGUAGES.map((language) => [language] as [Language]))('%s', (language) => {
    const catalog = flatten(CATALOGS[language] as Tree)

    it('has every English key and no other', () => {
      expect([...catalog.keys()].filter((key) => !english.has(key))).toEqual([])
      expect([...english.keys()].filter((key) => !catalog.has(key))).toEqual([])
    })

    it('has no empty message', () => {
      expect([...catalog].filter(([, text]) => text.trim() === '').map(([key]) => key)).toEqual([])
    })

    it('uses the same placeholders as English in every message', () => {
      const differing = [...english]
        .filter(
          ([key, text]) => catalog.has(key) && placeholders(text).join() !== placeholders(catalog.get(key)!).join(),
        )
        .map(([key]) => key)
      expect(differing).toEqual([])
    })

    it('compiles every message', () => {
      const broken: string[] = []
      for (const [key, text] of catalog) {
        baseCompile(text, { onError: (error) => broken.push(`${key}: ${error.message}`) })
      }
      expect(broken).toEqual([])
    })
  })
})
