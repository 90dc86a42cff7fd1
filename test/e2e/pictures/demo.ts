/**
 * The demo, as a new user tries it from the welcome: the list with visitor numbers, the quick
 * switcher, a bulk change previewed and applied, a website's chart and statistics with an export,
 * and the overview of every website.
 */
import { join } from 'node:path'
import { expect } from 'vitest'
import { clickAt, openWebsite } from '../support'
import { clearField, scrollToTop } from './moves'
import { defineWalk, type Scene } from './walk'

/** The demo's website most pictures show: a favorite with steady traffic. */
const MAPLE = 'maple-street-bakery.com'
/** Websites read before the overview's picture: its favorites come first, then the rest, four requests each. */
const READ_FIRST = 6
/** A documentation address (RFC 5737), excluded from the demo's French websites. */
const IP = '203.0.113.7'

interface Demo extends Scene {
  /** Where an export is saved. */
  folder: string
}

export const DEMO = defineWalk<Demo>({
  name: 'demo',
  group: 'window',
  async start({ launch, dataFolder, theme }) {
    const app = await launch({ systemDarkMode: theme === 'dark', platform: 'linux' })
    const { page } = await app.waitForLoadedWindow()
    await clickAt(page, page.getByRole('button', { name: 'Try the demo' }))
    return { app, page, folder: dataFolder() }
  },
  stops: [
    {
      name: 'visitors-list',
      async reach({ page }) {
        await page.getByRole('button', { name: MAPLE, exact: true }).waitFor()
        await page.getByTitle('Visitors today').first().waitFor()
      },
    },
    {
      name: 'switcher',
      async reach({ page }) {
        await page.keyboard.press('ControlOrMeta+K')
        await page.getByRole('combobox', { name: 'Go to a website' }).waitFor()
        await page.keyboard.type('ba')
        await page.getByRole('listbox', { name: 'Websites' }).getByRole('option').first().waitFor()
      },
    },
    {
      name: 'bulk-preview',
      async reach({ page }) {
        await page.keyboard.press('Escape')
        await clickAt(page, page.getByRole('searchbox', { name: 'Search websites' }))
        await page.keyboard.type('.fr')
        const boxes = page.getByRole('list', { name: 'Websites' }).getByRole('checkbox')
        await clickAt(page, boxes.first())
        await clickAt(page, page.getByRole('button', { name: /^Select all \d+ matching$/ }))
        await clickAt(page, page.getByRole('button', { name: 'Change…' }))
        await clickAt(page, page.getByRole('menuitem', { name: 'Add excluded IPs…' }))
        await clickAt(page, page.getByLabel('IP addresses to exclude'))
        await page.keyboard.type(IP)
        await clickAt(page, page.getByRole('button', { name: 'Preview' }))
        await page.getByRole('region', { name: 'Preview' }).getByText(IP, { exact: false }).first().waitFor()
      },
    },
    {
      name: 'bulk-results',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: /^Apply to \d+ websites$/ }))
        await page
          .getByRole('main')
          .getByText(/^Done: \d+ websites changed of \d+$/)
          .waitFor({ timeout: 60_000 })
      },
    },
    {
      name: 'visitors-chart',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: 'Back', exact: true }))
        const search = page.getByRole('searchbox', { name: 'Search websites' })
        await clickAt(page, search)
        await clearField(page)
        await openWebsite(page, MAPLE)
        await page.getByRole('img', { name: /Visitors per day/ }).waitFor()
      },
    },
    {
      name: 'website-statistics',
      async reach({ page }) {
        await clickAt(page, page.getByRole('tab', { name: 'Statistics' }))
        await clickAt(page, page.getByRole('button', { name: '30 days', exact: true }))
        await page.locator('[data-list="page"]').scrollIntoViewIfNeeded()
        await page.locator('[data-list="page"]').getByRole('row').nth(3).waitFor()
        await scrollToTop(page, page.getByRole('tablist'))
      },
    },
    {
      name: 'website-statistics-export',
      async reach({ app, page, folder }) {
        const exportAny = page.getByRole('region', { name: 'Export any statistic' })
        await exportAny.getByLabel('Statistic', { exact: true }).selectOption('referrer')
        app.dialog.answerNextSaveDialog(join(folder, 'referrers.csv'), { replace: true })
        await clickAt(page, exportAny.getByRole('button', { name: 'Export CSV' }))
        const saved = exportAny.getByText(/^Saved [\d,]+ rows? to referrers\.csv\.$/)
        // Behind the lists that came into view on the way, within the service's limit: about a minute on the demo.
        await saved.waitFor({ timeout: 150_000 })
        await scrollToTop(page, saved)
      },
    },
    {
      name: 'overview',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: 'Back', exact: true }))
        await clickAt(page, page.getByRole('button', { name: 'Overview', exact: true }))
        await page.getByRole('heading', { name: 'Overview' }).waitFor()
        // The favorites are read first: the picture shows them with their numbers, the rest on its way.
        const read = page
          .getByRole('row')
          .filter({ has: page.getByRole('rowheader') })
          .filter({ hasNotText: /not read yet/ })
        await expect.poll(() => read.count(), { timeout: 60_000 }).toBeGreaterThanOrEqual(READ_FIRST)
      },
    },
  ],
})
