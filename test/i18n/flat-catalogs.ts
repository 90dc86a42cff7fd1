/** Every message of a catalog by its dotted key, as the tests of the words read them. */
import { type Language } from '../../src/shared/i18n'
import { CATALOGS } from '../../src/shared/i18n/every-language'

type Tree = { readonly [key: string]: string | Tree }

export function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') flat.set(prefix + key, value)
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) flat.set(inner, text)
  }
  return flat
}

export function messagesOf(language: Language): Map<string, string> {
  return flatten(CATALOGS[language] as Tree)
}

/** A plural message is written as forms separated by `|` (src/shared/i18n/plural.ts). */
export const isPlural = (message: string): boolean => /(^|[^{'])\|/.test(message)
