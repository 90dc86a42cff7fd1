/**
 * A website's statistics tab in each of its states: today, 30 days, 12 months, a custom range, a year before,
 * without a comparison, a list shown all, and a goal — against a sandbox of its own, from the list with the mouse.
 */
import { startSandbox } from '../../../src/main/sandbox'
import { addDays } from '../../../src/shared/statistics/series'
import { statsToday } from '../../../src/shared/visitors'
import { clickAt, openWebsite } from '../support'
import { scrollToTop } from './moves'
import { defineWalk, type Scene, type Stop } from './walk'

/** The site with the most to show: the sandbox's first of variant B. */
let host = ''

const period = (name: string, button: string): Stop<Scene> => ({
  name,
  async reach({ page }) {
    await scrollToTop(page, page.getByRole('tablist'))
    await clickAt(page, page.getByRole('button', { name: button, exact: true }))
    await page.locator('.summary:not(.stale) [data-total="visitors"]').waitFor()
  },
})

export const STATISTICS = defineWalk<Scene>({
  name: 'statistics',
  group: 'window',
  async start({ launch, sandboxes, theme }) {
    const sandbox = await startSandbox({ seed: 3 })
    sandboxes.push(sandbox)
    host = sandbox.control.list('B')[0]!.host
    const app = await launch({ systemDarkMode: theme === 'dark', platform: 'linux' })
    const { page } = await app.waitForLoadedWindow()
    await clickAt(page, page.getByRole('button', { name: 'Add account' }))
    await clickAt(page, page.getByLabel('Service address'))
    await page.keyboard.type(sandbox.url)
    await clickAt(page, page.getByLabel('API key'))
    await page.keyboard.type(sandbox.apiKey)
    await clickAt(page, page.getByRole('button', { name: 'Add account' }))
    return { app, page }
  },
  stops: [
    {
      name: 'statistics-7-days',
      async reach({ page }) {
        await openWebsite(page, host, 'statistics')
        await page.locator('[data-total="visitors"]').waitFor()
      },
    },
    period('statistics-today', 'Today'),
    period('statistics-30-days', '30 days'),
    period('statistics-12-months', '12 months'),
    {
      name: 'statistics-custom',
      async reach({ page }) {
        const today = statsToday(Date.now())
        const typed = (day: string): string => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`
        await clickAt(page, page.getByRole('button', { name: 'Custom range' }))
        await clickAt(page, page.getByLabel('From', { exact: true }))
        await page.keyboard.type(typed(addDays(today, -44)))
        await clickAt(page, page.getByLabel('To', { exact: true }))
        await page.keyboard.type(typed(addDays(today, -15)))
        await page.keyboard.press('Enter')
        await page.locator('.summary:not(.stale) [data-total="visitors"]').waitFor()
      },
    },
    {
      name: 'statistics-year-before',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: '30 days', exact: true }))
        await page.getByLabel('Compare with').focus()
        await page.keyboard.press('ArrowDown')
        await page.locator('.summary:not(.stale) [data-total="visitors"]').waitFor()
      },
    },
    {
      name: 'statistics-no-comparison',
      async reach({ page }) {
        await page.getByLabel('Compare with').focus()
        await page.keyboard.press('ArrowDown')
        await page.getByText('No comparison', { exact: true }).last().waitFor()
      },
    },
    {
      name: 'statistics-list-all',
      async reach({ page }) {
        const pages = page.locator('[data-list="page"]')
        await pages.scrollIntoViewIfNeeded()
        await clickAt(page, pages.getByRole('button', { name: 'Show all' }))
        await scrollToTop(page, pages)
      },
    },
    {
      name: 'statistics-goals',
      async reach({ page }) {
        const events = page.locator('[data-list="event"]')
        // A list is read while it is near the view.
        await events.scrollIntoViewIfNeeded()
        // After the periods above, within four fifths of the service's limit: up to a minute on the demo.
        const mark = events.getByRole('button', { name: /^Mark .* as a goal$/ }).first()
        await mark.waitFor({ timeout: 150_000 })
        await clickAt(page, mark)
        const goals = page.getByRole('region', { name: 'Goals' })
        await goals.locator('[data-goal]').first().waitFor()
        await scrollToTop(page, goals, 140)
      },
    },
  ],
})
