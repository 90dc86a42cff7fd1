/**
 * The overview through the built app: the demo's websites, opened with "Overview…" from
 * the tray; the favorites' numbers read first (the tray's tooltip then carries the totals, counts
 * first), the progress said and what is compared, a column sorted with a click of the mouse and
 * again with the keyboard, the view held to the WCAG 2.1 AA rules, and its faster reads ended when
 * the window is closed.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { describe, expect, it } from 'vitest'
import { clickAt, topLabels, useApp } from './support'

const { launch, dataFolder } = useApp()

describe('the overview', () => {
  it('opens from the tray, reads the favorites first, sorts by a column clicked, and puts its totals in the tooltip', async () => {
    const userData = dataFolder()
    const app = await launch({ userData, argv: ['--hidden'] })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    tray.clickMenuItem(['Try the demo'])
    const menu = await app.waitForMenu((labels) => topLabels(labels).includes('Overview…'))
    menu.clickMenuItem(['Overview…'])

    const win = await app.waitForLoadedWindow()
    const { page } = win
    await app.waitFor(() => win.isVisible(), 'the window shown')
    await page.getByRole('heading', { name: 'Overview' }).waitFor()
    await page.getByText(/^(Reading… )?Websites read: [\d,]+ of [\d,]+$/i).waitFor()
    await page.getByText('The last 7 complete days vs the 7 days before', { exact: true }).waitFor()
    // A favorite goes first: its numbers come before the rest of the demo's websites are read.
    const maple = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: /maple-street-bakery\.com/ }) })
    await maple
      .getByRole('cell')
      .first()
      .filter({ hasText: /^\s*[\d,]+\s*$/ })
      .waitFor()

    await clickAt(page, page.getByRole('button', { name: 'Sort by Website' }))
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Sort by Website' }).getAttribute('aria-sort'))
      .toBe('ascending')
    const names = await page.locator('tbody th bdi').allTextContents()
    expect(names.length).toBeGreaterThan(1)
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))

    // The keyboard turns the order round.
    await page.keyboard.press('Enter')
    await expect
      .poll(() => page.getByRole('columnheader', { name: 'Sort by Website' }).getAttribute('aria-sort'))
      .toBe('descending')

    // The WCAG 2.1 A and AA rules, as every other view is held to (every-view.test.ts).
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze()
    expect(
      violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
      ),
    ).toEqual([])

    const withTotals = await app.waitForMenu((_labels, state) =>
      /visitors .* in 7 days vs the 7 before/.test(state.toolTip),
    )
    expect(withTotals.toolTip).toMatch(
      /^SiteTray — [\d,]+ visitors ((↑|↓|±)\u00a0[\d.]+%|new) in 7 days vs the 7 before/,
    )

    // Shown, the overview's reads may use four fifths of the limit; the window closed (hidden), a fifth again.
    const log = (): string => readFileSync(join(userData, 'logs', 'main.log'), 'utf8')
    await app.waitFor(() => log().includes('statistics on screen'), "main's word that statistics are on screen")
    win.close()
    await app.waitFor(() => !win.isVisible(), 'the window hidden')
    await app.waitFor(() => log().includes('statistics off screen'), "main's word that they are off screen")
  })
})
