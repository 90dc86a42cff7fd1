/** The settings' choices as the settings view offers them, in the language shown when they are read. */
import type { Settings, Theme } from '../../../../shared/ipc-contract'
import { LANGUAGE_NAMES, LANGUAGES, t, tn, type Language, type LanguageChoice } from '../../../../shared/i18n'
import { REFRESH_INTERVALS } from '../../../../shared/settings'

type Interval = Settings['refreshIntervalMinutes']

export function themeLabel(theme: Theme): string {
  return t(`settings.theme.${theme}`)
}

function intervalLabel(minutes: Interval): string {
  if (minutes === 0) return t('settings.refresh.manual')
  return minutes === 60 ? t('settings.refresh.hourly') : tn('settings.refresh.everyMinutes', minutes)
}

export const intervalOptions = () =>
  REFRESH_INTERVALS.map((minutes) => ({ value: minutes as Interval, label: intervalLabel(minutes) }))

/** "System (Deutsch)" first, then each language in its own words, so that anyone finds theirs. */
export const languageOptions = (system: Language) => [
  { value: 'system' as LanguageChoice, label: t('settings.language.system', { language: LANGUAGE_NAMES[system] }) },
  ...LANGUAGES.map((language) => ({
    value: language as LanguageChoice,
    label: LANGUAGE_NAMES[language],
    lang: language,
  })),
]
