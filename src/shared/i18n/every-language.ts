/**
 * Every language's catalog at once, and a translator over them: main's (the tray, notifications and dialogs switch
 * language at once, and main is not bound by a download size) and the tests'. The window never imports this file: it
 * loads a language when it is chosen (catalog-loader.ts), so that its first bundle carries English alone.
 */
import { ENGLISH, type Catalog } from './catalog'
import { languageOf, PSEUDO_LOCALE, type Language, type Locale } from './languages'
import { pseudoCatalog } from './pseudo'
import { coreTranslator, type Translator } from './translate'
import de from './catalogs/de'
import fr from './catalogs/fr'
import es from './catalogs/es'
import ptBR from './catalogs/pt-BR'
import zhCN from './catalogs/zh-CN'
import ar from './catalogs/ar'
import ja from './catalogs/ja'
import zhTW from './catalogs/zh-TW'
import ko from './catalogs/ko'
import tr from './catalogs/tr'
import ru from './catalogs/ru'
import pl from './catalogs/pl'
import it from './catalogs/it'
import nl from './catalogs/nl'

/** A language missing here fails to compile. */
export const CATALOGS: Readonly<Record<Language, Catalog>> = {
  en: ENGLISH,
  de,
  fr,
  es,
  'pt-BR': ptBR,
  'zh-CN': zhCN,
  ar,
  ja,
  'zh-TW': zhTW,
  ko,
  tr,
  ru,
  pl,
  it,
  nl,
}

/** A locale's messages: a shipped language's catalog, or English made pseudo. */
export function catalogOf(locale: Locale): Catalog {
  return locale === PSEUDO_LOCALE ? pseudoCatalog() : CATALOGS[locale]
}

/** A translator over @intlify/core-base alone, speaking `locale` with English behind it. */
export function createCoreTranslator(locale: Locale, formatLocale: string = languageOf(locale)): Translator {
  return coreTranslator(locale, formatLocale, { en: ENGLISH, [locale]: catalogOf(locale) })
}
