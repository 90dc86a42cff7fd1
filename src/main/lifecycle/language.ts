/**
 * Which language SiteTray speaks: the one chosen in the settings, or the best match among the OS's preferred
 * languages (Electron's app.getPreferredSystemLanguages); numbers and dates in the OS's own locale when it is a form
 * of that language. Installs main's translator, so the tray, notifications, dialogs and main's messages follow at once.
 * SITETRAY_PSEUDO_LOCALE=1 speaks the pseudo-locale instead, whatever the setting (src/shared/i18n/pseudo.ts): how a
 * developer or a test finds text that is not translated or does not fit.
 */
import { app } from 'electron'
import {
  directionOf,
  formatLocaleFor,
  installTranslator,
  matchLanguage,
  PSEUDO_LOCALE,
  type LanguageChoice,
  type Locale,
} from '../../shared/i18n'
import { createCoreTranslator } from '../../shared/i18n/every-language'
import type { LanguageState } from '../../shared/settings'

export const PSEUDO_LOCALE_SWITCH = 'SITETRAY_PSEUDO_LOCALE'

function systemLanguages(): string[] {
  const preferred = app.getPreferredSystemLanguages()
  // Some Linux desktops answer nothing: Chromium's own locale (from LANG) is the next best word on it.
  return preferred.length > 0 ? preferred : [app.getLocale()]
}

export function applyLanguage(choice: LanguageChoice): LanguageState {
  const preferred = systemLanguages()
  const system = matchLanguage(preferred)
  const chosen = choice === 'system' ? system : choice
  const shown: Locale = process.env[PSEUDO_LOCALE_SWITCH] === '1' ? PSEUDO_LOCALE : chosen
  const osLocale = preferred.find((tag) => matchLanguage([tag]) === chosen) ?? app.getSystemLocale()
  const formatLocale = formatLocaleFor(shown, osLocale)
  installTranslator(createCoreTranslator(shown, formatLocale))
  return { shown, system, direction: directionOf(shown), formatLocale }
}
