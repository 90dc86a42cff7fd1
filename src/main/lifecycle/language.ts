/**
 * Which language SiteTray speaks: the one chosen in the settings, or the best match among the OS's preferred
 * languages (Electron's app.getPreferredSystemLanguages); numbers and dates in the OS's own locale when it is a form
 * of that language. Installs main's translator, so the tray, notifications, dialogs and main's messages follow at once.
 */
import { app } from 'electron'
import {
  createCoreTranslator,
  directionOf,
  formatLocaleFor,
  installTranslator,
  matchLanguage,
  type LanguageChoice,
} from '../../shared/i18n'
import type { LanguageState } from '../../shared/settings'

function systemLanguages(): string[] {
  const preferred = app.getPreferredSystemLanguages()
  // Some Linux desktops answer nothing: Chromium's own locale (from LANG) is the next best word on it.
  return preferred.length > 0 ? preferred : [app.getLocale()]
}

export function applyLanguage(choice: LanguageChoice): LanguageState {
  const preferred = systemLanguages()
  const system = matchLanguage(preferred)
  const shown = choice === 'system' ? system : choice
  const osLocale = preferred.find((tag) => matchLanguage([tag]) === shown) ?? app.getSystemLocale()
  const formatLocale = formatLocaleFor(shown, osLocale)
  installTranslator(createCoreTranslator(shown, formatLocale))
  return { shown, system, direction: directionOf(shown), formatLocale }
}
