/**
 * The window's languages: vue-i18n (Composition mode; its messages compiled just in time, which needs no
 * `unsafe-eval`) over the catalogs main uses too, installed as the shared translator so that `t`, `tn` and the
 * formatters from src/shared/i18n redraw whatever reads them when the language changes. The language is main's
 * decision (docs/architecture.md, "Languages"): the window follows the settings' `language` state. English comes
 * with the window; another language is fetched the first time it is shown (its own chunk of the build), then kept.
 */
import { ref } from 'vue'
import { createI18n, type Composer } from 'vue-i18n'
import { directionOf, engineOptions, ENGLISH, installTranslator, loadCatalog, type Locale } from '../../../shared/i18n'
import type { LanguageState } from '../../../shared/settings'

// The catalogs are typed where they are written (src/shared/i18n/catalog.ts); vue-i18n's own schema typing adds nothing.
const i18n = createI18n({ legacy: false, ...engineOptions('en', { en: ENGLISH }) } as Parameters<typeof createI18n>[0])
// Composition mode: the global instance is a Composer (its locale a ref).
const composer = i18n.global as unknown as Composer
const formatLocale = ref('en-US')

installTranslator({
  get language() {
    return composer.locale.value as Locale
  },
  get formatLocale() {
    return formatLocale.value
  },
  message: (key, named) => composer.t(key, named),
  plural: (key, count, named) => composer.t(key, named, count),
})

/** The plugin the window's app installs (the `$t` of templates, should one use it). */
export const i18nPlugin = i18n

/** Each language's messages fetched once: a second switch to it, or two switches at once, share the one fetch. */
const loading = new Map<Locale, Promise<void>>()

function messagesOf(locale: Locale): Promise<void> {
  let pending = loading.get(locale)
  if (!pending) {
    pending = loadCatalog(locale).then((catalog) => composer.setLocaleMessage(locale, catalog as never))
    // A fetch that failed is tried again at the next switch rather than remembered.
    pending.catch(() => loading.delete(locale))
    loading.set(locale, pending)
  }
  return pending
}

/** The latest language asked for: a slower fetch for an earlier choice must not win over it. */
let latest: Locale = 'en'

/**
 * Speaks `state`'s language from now on, once its messages are here: every view redraws, and the page's own
 * language and direction follow. Until then the window stays in the language it speaks, never half in English.
 */
export async function showLanguage(state: Pick<LanguageState, 'shown' | 'formatLocale'>): Promise<void> {
  latest = state.shown
  await messagesOf(state.shown)
  if (latest !== state.shown) return
  composer.locale.value = state.shown
  formatLocale.value = state.formatLocale
  // Absent where the stores run without a page (their tests in Node).
  const root = (globalThis as { document?: { documentElement: { lang: string; dir: string } } }).document
  if (root) {
    root.documentElement.lang = state.shown
    root.documentElement.dir = directionOf(state.shown)
  }
}
