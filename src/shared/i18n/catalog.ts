/**
 * The shape every language's catalog has: English's, with a string (in that language) wherever English has one. A
 * catalog with a key missing or one too many fails to compile (`satisfies Messages<…>`); test/i18n/catalogs.test.ts
 * checks what types cannot: no empty message, the same placeholders, the plural forms the language has.
 *
 * Only English is imported here: it is the fallback of every other language and travels in the window's first
 * bundle; the others are loaded when chosen (catalog-loader.ts), or all at once where size does not matter
 * (every-language.ts: main and the tests).
 */
import type { Messages } from './messages'
import en from './catalogs/en'

export type Catalog = Messages<typeof en>

type Path<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Path<T[K], `${Prefix}${K}.`>
}[keyof T & string]
/** Every message's key, dotted: 'tray.quit'. A key no catalog has fails to compile. */
export type MessageKey = Path<typeof en>

/** The source language's catalog. */
export const ENGLISH: Catalog = en
