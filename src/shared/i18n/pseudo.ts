/**
 * The pseudo-locale's messages (languages.ts, PSEUDO_LOCALE): every English message with its letters accented
 * (á é í…), each word about 40 % longer, and each form wrapped in ⟦ ⟧ — so that text no catalog gave stands out
 * unmarked, and text that does not fit a translation's length is clipped where a test can see it. vue-i18n's syntax
 * is kept as it is: placeholders, literals (`{'@'}`), linked messages (`@:key`) and the bars between plural forms.
 */
import { ENGLISH, type Catalog } from './catalog'

export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

const PLAIN = 'aceinosuyzACEINOSUYZ'
const ACCENTED = 'áçéíñóšúýžÁÇÉÍÑÓŠÚÝŽ'
/** What lengthens a word: a translation is often 30–50 % longer than English, German's words longer still. */
const PADDING = '·'
const GROWTH = 0.4

/** vue-i18n's syntax: a placeholder or literal, a linked message, a plural bar. Everything else is text. */
const SYNTAX = /\{[^}]*\}|@(?:\.\w+)?:(?:\([^)]*\)|[\w.-]+)|\|/g

const accented = new Map([...PLAIN].map((letter, index) => [letter, ACCENTED[index]!]))

function pseudoText(text: string): string {
  return text.replace(
    /\p{L}+/gu,
    (word) =>
      [...word].map((letter) => accented.get(letter) ?? letter).join('') +
      PADDING.repeat(Math.ceil(word.length * GROWTH)),
  )
}

/** One plural form (or a whole message), its spaces around the bar kept outside the markers. */
function pseudoForm(form: string): string {
  const [, before = '', core = '', after = ''] = /^(\s*)(.*?)(\s*)$/s.exec(form) ?? []
  let result = ''
  let last = 0
  for (const match of core.matchAll(SYNTAX)) {
    result += pseudoText(core.slice(last, match.index)) + match[0]
    last = match.index + match[0].length
  }
  result += pseudoText(core.slice(last))
  return `${before}${PSEUDO_OPEN}${result}${PSEUDO_CLOSE}${after}`
}

/** "{count} website | {count} websites" → "⟦{count} wébšíté···⟧ | ⟦{count} wébšítéš····⟧". */
export function pseudoLocalize(message: string): string {
  const forms: string[] = []
  let form = ''
  let last = 0
  for (const match of message.matchAll(SYNTAX)) {
    form += message.slice(last, match.index)
    if (match[0] === '|') {
      forms.push(form)
      form = ''
    } else form += match[0]
    last = match.index + match[0].length
  }
  forms.push(form + message.slice(last))
  return forms.map(pseudoForm).join('|')
}

type Tree = { readonly [key: string]: string | Tree }

function pseudoTree(tree: Tree): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === 'string' ? pseudoLocalize(value) : pseudoTree(value),
    ]),
  )
}

let catalog: Catalog | undefined

/** English, every message made pseudo (made once). */
export function pseudoCatalog(): Catalog {
  return (catalog ??= pseudoTree(ENGLISH as Tree) as Catalog)
}
