/**
 * A language's catalog fetched when it is chosen: each is its own chunk of the window's build (Vite splits every
 * `import()` of `catalogs/<tag>/index.ts`), so that the first bundle carries English alone whatever number of
 * languages ships. The path names the folder, so a new language's folder is found without an entry here.
 */
import { ENGLISH, type Catalog } from './catalog'
import { PSEUDO_LOCALE, type Locale } from './languages'

export async function loadCatalog(locale: Locale): Promise<Catalog> {
  if (locale === 'en') return ENGLISH
  if (locale === PSEUDO_LOCALE) return (await import('./pseudo')).pseudoCatalog()
  const loaded = (await import(`./catalogs/${locale}/index.ts`)) as { default: Catalog }
  return loaded.default
}
