/**
 * The pseudo-locale's messages (languages.ts, PSEUDO_LOCALE): every English message with its letters accented
 * (á é í…), about 40 % longer, and each form wrapped in ⟦ ⟧ — so that text no catalog gave stands out
 * unmarked, and text that does not fit a translation's length is clipped where a test can see it. vue-i18n's syntax
 * is kept as it is: placeholders, literals (`{'@'}`), linked messages (`@:key`) and the bars between plural forms.
 */
import { ENGLISH, type Catalog } from './catalog'

export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

const PLAIN = 'aceinosuyzACEINOSUYZ'
const ACCENTED = 'áçéíñóšúýžÁÇÉÍÑÓŠÚÝŽ'
/** What lengthens the words: a translation is often 30–50 % longer than English, German's words longer still. */
const PADDING = '·'
const GROWTH = 0.4

/** vue-i18n's syntax: a placeholder or literal, a linked message, a plural bar. Everything else is text. */
const SYNTAX = /\{[^}]*\}|@(?:\.\w+)?:(?:\([^)]*\)|[\w.-]+)|\|/g

const accented = new Map([...PLAIN].map((letter, index) => [letter, ACCENTED[index]!]))
const WORD = /\p{L}+/gu

/**
 * One form's text pieces (between its placeholders), accented, and lengthened together by GROWTH of their letters —
 * the two marks counting towards it — the padding shared among the words by their length, so that long words grow
 * longest and every word can still wrap where it did.
 */
function pseudoPieces(pieces: readonly string[]): string[] {
  const words = pieces.flatMap((piece) => piece.match(WORD) ?? [])
  const letters = words.reduce((sum, word) => sum + word.length, 0)
  const padding = Math.max(0, Math.ceil(letters * GROWTH) - PSEUDO_OPEN.length - PSEUDO_CLOSE.length)
  const shares = words.map((word) => Math.floor((padding * word.length) / letters))
  const longestFirst = words.map((_, index) => index).sort((a, b) => words[b]!.length - words[a]!.length)
  for (let left = padding - shares.reduce((sum, share) => sum + share, 0), at = 0; left > 0; left--, at++)
    shares[longestFirst[at % longestFirst.length]!]! += 1
  let index = 0
  return pieces.map((piece) =>
    piece.replace(
      WORD,
      (word) => [...word].map((letter) => accented.get(letter) ?? letter).join('') + PADDING.repeat(shares[index++]!),
    ),
  )
}

/** One plural form (or a whole message), its spaces around the bar kept outside the marks. */
function pseudoForm(form: string): string {
  const [, before = '', core = '', after = ''] = /^(\s*)(.*?)(\s*)$/s.exec(form) ?? []
  const syntax = [...core.matchAll(SYNTAX)].map((match) => match[0])
  const pieces = pseudoPieces(core.split(SYNTAX))
  const inside = pieces.map((piece, index) => piece + (syntax[index] ?? '')).join('')
  return `${before}${PSEUDO_OPEN}${inside}${PSEUDO_CLOSE}${after}`
}

/** "{count} website | {count} websites" → "⟦{count} wébšíté·⟧ | ⟦{count} wébšítéš··⟧". */
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
