/**
 * The demo's list and a website's editor in the languages whose layout differs most from English:
 * Arabic, right to left, and German, with the longest words. The system's language chooses it, as
 * on a user's computer; the tray's words come from the same catalogs.
 */
import { CATALOGS } from '../../../src/shared/i18n/every-language'
import { clickAt, topLabels } from '../support'
import { defineWalk, type Scene } from './walk'

const MAPLE = 'maple-street-bakery.com'

export const LANGUAGES = defineWalk<Scene>({
  name: 'languages',
  group: 'window',
  languages: ['de', 'ar'],
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
    return { app, page: window.page }
  },
  stops: [
    {
      name: 'websites',
      reach: ({ page }) => page.getByRole('button', { name: MAPLE, exact: true }).waitFor(),
    },
    {
      name: 'editor',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: MAPLE, exact: true }))
        await page.getByRole('heading', { name: MAPLE }).waitFor()
      },
    },
  ],
})
