/**
 * The demo's list, a website's statistics and its settings in the languages whose layout differs most from
 * English — Arabic, right to left; German, with the longest words; Japanese, Russian and Traditional Chinese, in
 * scripts of their own. The system's language chooses it, as
 * on a user's computer; the tray's words come from the same catalogs.
 */
import { CATALOGS } from '../../../src/shared/i18n/every-language'
import { clickAt, showSettings, topLabels } from '../support'
import type { Language } from '../../../src/shared/i18n'
import { defineWalk, type Scene } from './walk'

const MAPLE = 'maple-street-bakery.com'

/** The walk's language rides along: its tab names are that language's words. */
interface LanguageScene extends Scene {
  language: Language
}

export const LANGUAGES = defineWalk<LanguageScene>({
  name: 'languages',
  group: 'window',
  languages: ['de', 'ar', 'ja', 'ru', 'zh-TW'],
  async start({ launch, theme, language }) {
    const app = await launch({
      argv: ['--hidden'],
      systemDarkMode: theme === 'dark',
      platform: 'linux',
      systemLanguages: [language],
    })
    const words = CATALOGS[language].tray.menu
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes(words.tryDemo))
    tray.clickMenuItem([words.tryDemo])
    await app.waitForMenu((labels) => topLabels(labels).includes(MAPLE))
    tray.clickMenuItem([words.open])
    const window = await app.waitForLoadedWindow()
    await app.waitFor(() => window.isVisible(), 'the window shown')
    return { app, page: window.page, language }
  },
  stops: [
    {
      name: 'websites',
      reach: ({ page }) => page.getByRole('button', { name: MAPLE, exact: true }).waitFor(),
    },
    {
      // A website opens on its statistics: right to left in Arabic, its chart's time still left to right.
      name: 'statistics',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: MAPLE, exact: true }))
        await page.getByRole('heading', { name: MAPLE }).waitFor()
        await page.locator('[data-total="visitors"]').waitFor()
      },
    },
    {
      name: 'editor',
      async reach({ page, language }) {
        await showSettings(page, CATALOGS[language].statistics.view.settingsTab)
      },
    },
  ],
})
