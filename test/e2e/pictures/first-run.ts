/**
 * A new user's first walk through the window: the welcome, adding an account (a refused key, a
 * server in trouble, then the right key), the list, a website's editor with a refused save, the
 * question before unsaved changes go, a new website, a conflict, the account and the settings.
 */
import type { Sandbox } from '../../../src/main/sandbox'
import { startSandbox } from '../../../src/main/sandbox'
import { clickAt, showSettings, topLabels, typeInto } from '../support'
import { defineWalk, type Scene } from './walk'

interface FirstRun extends Scene {
  sandbox: Sandbox
  /** münchen.de, a favorite: the tray lists it, and the conflict is made on it. */
  munich: number
}

export const FIRST_RUN = defineWalk<FirstRun>({
  name: 'first run',
  group: 'window',
  async start({ launch, sandboxes, theme, language }) {
    // Ten of the demo's websites, bücher.de among them, and münchen.de.
    const sandbox = await startSandbox({ seed: 10 })
    sandboxes.push(sandbox)
    const munich = sandbox.control.insert('B', { host: 'xn--mnchen-3ya.de', favorited_at: new Date() }).id
    const app = await launch({
      systemDarkMode: theme === 'dark',
      platform: 'linux',
      ...(language === 'en' ? {} : { systemLanguages: [language] }),
    })
    const { page } = await app.waitForLoadedWindow()
    return { app, page, sandbox, munich }
  },
  stops: [
    {
      name: 'welcome',
      reach: ({ page }) => page.getByRole('heading', { name: 'Welcome to SiteTray' }).waitFor(),
    },
    {
      name: 'add-account-key-refused',
      async reach({ page, sandbox }) {
        await clickAt(page, page.getByRole('button', { name: 'Add account' }))
        await typeInto(page, page.getByLabel('Service address'), sandbox.url)
        await typeInto(page, page.getByLabel('API key'), 'sk_not_the_right_key')
        await clickAt(page, page.getByRole('button', { name: 'Test connection' }))
        await page.getByText('did not accept the API key', { exact: false }).waitFor()
      },
    },
    {
      name: 'add-account-server-error',
      async reach({ page, sandbox }) {
        sandbox.injectFault({ fault: { kind: 'html-500' }, times: Infinity })
        await typeInto(page, page.getByLabel('API key'), sandbox.apiKey)
        await clickAt(page, page.getByRole('button', { name: 'Test connection' }))
        await page.getByText('had an internal problem', { exact: false }).waitFor()
      },
    },
    {
      name: 'add-account',
      async reach({ page, sandbox }) {
        sandbox.clearFaults()
        await clickAt(page, page.getByRole('button', { name: 'Test connection' }))
        await page.getByText('Connected', { exact: false }).waitFor()
      },
    },
    {
      name: 'websites',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: 'Add account' }))
        await page.getByRole('button', { name: 'münchen.de', exact: true }).waitFor()
      },
    },
    {
      name: 'editor',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: 'münchen.de', exact: true }))
        await page.getByRole('heading', { name: 'münchen.de' }).waitFor()
        // A website opens on its statistics; the editor is its Settings tab.
        await showSettings(page)
      },
    },
    {
      // A save the editor refuses: the field at fault says why.
      name: 'editor-refused',
      async reach({ page }) {
        await typeInto(page, page.getByLabel('Excluded IP addresses'), '203.0.113.300')
        await clickAt(page, page.getByRole('button', { name: 'Save' }))
        await page.getByText(/not an IP address/i).waitFor()
      },
    },
    {
      // Back with the change typed: the question before it goes.
      name: 'discard-question',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: 'Back', exact: true }))
        await page.getByRole('dialog').waitFor()
      },
    },
    {
      name: 'new-website',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: 'Discard' }))
        await clickAt(page, page.getByRole('button', { name: 'New website' }))
        await page.getByLabel('Domain').waitFor()
      },
    },
    {
      // Another device changed what the user then changes from the tray.
      name: 'conflicts',
      async reach({ app, page, sandbox, munich }) {
        await clickAt(page, page.getByRole('button', { name: 'Cancel' }))
        sandbox.control.update('B', munich, { privacy: 2, password: 'from-the-other-laptop' })
        const tray = await app.waitForMenu((labels) => topLabels(labels).includes('münchen.de'))
        tray.clickMenuItem(['münchen.de', 'Public'])
        await clickAt(page, page.getByRole('button', { name: 'Conflicts (1)' }))
        await page.getByRole('article', { name: 'münchen.de' }).waitFor()
      },
    },
    {
      name: 'account',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: 'Account' }))
        await clickAt(page, page.getByRole('button', { name: 'Test connection' }))
        await page.getByText('Connected', { exact: false }).waitFor()
      },
    },
    {
      name: 'settings',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: 'Settings' }))
        await page.getByLabel('Global shortcut').waitFor()
      },
    },
  ],
})
