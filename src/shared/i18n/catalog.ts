/**
 * The shape every language's catalog has: English's, with a string (in that language) wherever English has one. A
 * catalog with a key missing or one too many fails to compile (`satisfies Messages<…>`); test/i18n/catalogs.test.ts
 * checks what types cannot: no empty message, the same placeholders, the plural forms the language has.
 */
import type { Language } from './languages'
import type { Messages } from './messages'
import en from './catalogs/en'
import de from './catalogs/de'
import fr from './catalogs/fr'
import es from './catalogs/es'
import ptBR from './catalogs/pt-BR'
import zhCN from './catalogs/zh-CN'
import ar from './catalogs/ar'

export type Catalog = Messages<typeof en>

type Path<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Path<T[K], `${Prefix}${K}.`>
}[keyof T & string]
/** Every message's key, dotted: 'tray.quit'. A key no catalog has fails to compile. */
export type MessageKey = Path<typeof en>

export const CATALOGS: Readonly<Record<Language, Catalog>> = {
  en,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  'zh-CN': zhCN,
  ar,
}
