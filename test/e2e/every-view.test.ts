/**
 * Every view of the built app, in the light and the dark theme, walked with real mouse and keyboard
 * input from the welcome to the settings — a refused key, a server in trouble, a refused save and
 * the question before unsaved changes go included. At each stop:
 * - no accessibility violation that axe-core finds (WCAG 2.1 A and AA: contrast, names, roles…);
 * - no word from the code (peoples-words.ts);
 * - a screenshot. `npm run screenshots` writes them to docs/screenshots (the README shows them);
 *   otherwise they are taken and dropped, so that a view that cannot be drawn still fails here.
 */
import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { expectPeoplesWords } from './peoples-words'
import { APP_ROOT, clickAt, topLabels, typeInto, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

/** Where `npm run screenshots` wants the pictures; unset in `npm test`. */
const screenshotsDir = process.env.SITETRAY_SCREENSHOTS ? resolve(APP_ROOT, process.env.SITETRAY_SCREENSHOTS) : null

type Theme = 'light' | 'dark'

/** The WCAG 2.1 A and AA rules, the level desktop apps are held to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function checkView(page: Page, theme: Theme, view: string): Promise<void> {
  await expectPeoplesWords(page, view)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('; ')}`,
  )
  expect(found, `${view}, ${theme} theme`).toEqual([])
  const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' })
  expect(picture.length).toBeGreaterThan(0)
  if (screenshotsDir) {
    mkdirSync(screenshotsDir, { recursive: true })
    await page.screenshot({
      path: join(screenshotsDir, `${view.replaceAll(' ', '-')}-${theme}.png`),
      animations: 'disabled',
      caret: 'hide',
    })
  }
}

describe.each(['light', 'dark'] as const)('every view, %s theme', (theme) => {
  it("has no accessibility violation and speaks the user's words, from the welcome to the settings", async () => {
    // Ten of the demo's websites, bücher.de among them, and münchen.de, a favorite the tray lists.
    const sandbox = await startSandbox({ seed: 10 })
    sandboxes.push(sandbox)
    const munich = sandbox.control.insert('B', { host: 'xn--mnchen-3ya.de', favorited_at: new Date() }).id
    const app = await launch({ systemDarkMode: theme === 'dark', platform: 'linux' })
    const { page } = await app.waitForLoadedWindow()
    await page.getByRole('heading', { name: 'Welcome to SiteTray' }).waitFor()
    await checkView(page, theme, 'welcome')

    // Adding an account: a refused key, then a server in trouble, then the right key.
    await clickAt(page, page.getByRole('button', { name: 'Add account' }))
    await typeInto(page, page.getByLabel('Service address'), sandbox.url)
    await typeInto(page, page.getByLabel('API key'), 'sk_not_the_right_key')
    await clickAt(page, page.getByRole('button', { name: 'Test connection' }))
    await page.getByText('did not accept the API key', { exact: false }).waitFor()
    await checkView(page, theme, 'add account key refused')

    sandbox.injectFault({ fault: { kind: 'html-500' }, times: Infinity })
    await typeInto(page, page.getByLabel('API key'), sandbox.apiKey)
    await clickAt(page, page.getByRole('button', { name: 'Test connection' }))
    await page.getByText('had an internal problem', { exact: false }).waitFor()
    await checkView(page, theme, 'add account server error')

    sandbox.clearFaults()
    await clickAt(page, page.getByRole('button', { name: 'Test connection' }))
    await page.getByText('Connected', { exact: false }).waitFor()
    await checkView(page, theme, 'add account')
    await clickAt(page, page.getByRole('button', { name: 'Add account' }))

    // The list, and the editor of münchen.de.
    const munichRow = page.getByRole('button', { name: 'münchen.de', exact: true })
    await munichRow.waitFor()
    await checkView(page, theme, 'websites')
    await clickAt(page, munichRow)
    await page.getByRole('heading', { name: 'münchen.de' }).waitFor()
    await checkView(page, theme, 'editor')

    // A save the editor refuses: the field at fault says why.
    await typeInto(page, page.getByLabel('Excluded IP addresses'), '203.0.113.300')
    await clickAt(page, page.getByRole('button', { name: 'Save' }))
    await page.getByText(/not an IP address/i).waitFor()
    await checkView(page, theme, 'editor refused')

    // Back with the change typed: the question before it goes.
    await clickAt(page, page.getByRole('button', { name: 'Back' }))
    await page.getByRole('dialog').waitFor()
    await checkView(page, theme, 'discard question')
    await clickAt(page, page.getByRole('button', { name: 'Discard' }))

    await clickAt(page, page.getByRole('button', { name: 'New website' }))
    await page.getByLabel('Domain').waitFor()
    await checkView(page, theme, 'new website')
    await clickAt(page, page.getByRole('button', { name: 'Cancel' }))

    // Conflicts: another device changed what the user then changes from the tray.
    sandbox.control.update('B', munich, { privacy: 2, password: 'from-the-other-laptop' })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('münchen.de'))
    tray.clickMenuItem(['münchen.de', 'Public'])
    await clickAt(page, page.getByRole('button', { name: 'Conflicts (1)' }))
    await page.getByRole('article', { name: 'münchen.de' }).waitFor()
    await checkView(page, theme, 'conflicts')

    // The account, with its connection tested; the settings.
    await clickAt(page, page.getByRole('button', { name: 'Account' }))
    await clickAt(page, page.getByRole('button', { name: 'Test connection' }))
    await page.getByText('Connected', { exact: false }).waitFor()
    await checkView(page, theme, 'account')
    await clickAt(page, page.getByRole('button', { name: 'Settings' }))
    await page.getByLabel('Global shortcut').waitFor()
    await checkView(page, theme, 'settings')
  }, 240_000)
})
