/**
 * The settings in each platform's words, in the built app as macOS, Windows and Linux: the tray's
 * place named as the platform names it, a global shortcut recorded with real key presses and shown
 * in the platform's notation — and no view showing Electron's "CommandOrControl" — and
 * notifications the system will not show, said in the window.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import type { StandinPlatform } from '../standin/electron/platform'
import type { StandinApp } from '../standin/launch'
import { addAccount, clickAt, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

const WORDS: Record<StandinPlatform, { place: string; keys: string; shortcut: string; accelerator: string }> = {
  darwin: { place: 'menu bar', keys: 'Meta+Alt+K', shortcut: '⌘⌥K', accelerator: 'CommandOrControl+Alt+K' },
  // Ctrl+Alt is AltGr there: never a shortcut (shared/shortcut-rule.ts).
  win32: {
    place: 'notification area',
    keys: 'Control+Shift+K',
    shortcut: 'Ctrl+Shift+K',
    accelerator: 'CommandOrControl+Shift+K',
  },
  linux: {
    place: 'system tray',
    keys: 'Control+Shift+K',
    shortcut: 'Ctrl+Shift+K',
    accelerator: 'CommandOrControl+Shift+K',
  },
}

/** What a person can read in the window now: its text, and what its fields hold and suggest. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(
    `document.body.innerText + ' ' + [...document.querySelectorAll('input, textarea')].map((field) => field.value + ' ' + (field.placeholder || '')).join(' ')`,
  )
}

async function openSettings(app: StandinApp): Promise<Page> {
  const { page } = await app.waitForLoadedWindow()
  await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
  await page.getByRole('heading', { name: 'Settings' }).waitFor()
  return page
}

describe.each(['darwin', 'win32', 'linux'] as const)('on %s', (platform) => {
  const words = WORDS[platform]

  it(`the window names the tray's place "${words.place}", and a shortcut pressed in the settings is registered and shown as ${words.shortcut}`, async () => {
    const app = await launch({ platform })
    const { page } = await app.waitForLoadedWindow()
    await page.getByText(`one click from the ${words.place}`).waitFor()
    expect(await shownText(page)).not.toMatch(/CommandOrControl|CmdOrCtrl/)

    await openSettings(app)
    await page.getByText(`Start SiteTray in the ${words.place} when you log in.`).waitFor()
    const field = page.getByLabel('Global shortcut')
    await clickAt(page, field)
    await page.keyboard.press(words.keys)
    await app.waitFor(() => app.globalShortcut.isRegistered(words.accelerator), 'the shortcut registered')
    await page.getByText(`${words.shortcut} shows or hides SiteTray from any app.`).waitFor()
    expect(await field.inputValue()).toBe(words.shortcut)
    expect(await shownText(page)).not.toMatch(/CommandOrControl|CmdOrCtrl/)
    // What the user pressed is what shows the window from any app.
    expect(app.globalShortcut.press(words.accelerator)).toBe(true)
  })
})

describe("no view shows Electron's words for a shortcut", () => {
  it('from the first start through an account, its websites, a website, the account and the settings, with a shortcut another app holds', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch({ platform: 'win32', argv: ['--hidden'] })
    app.globalShortcut.markTakenByOtherApp('CommandOrControl+Shift+S')
    await addAccount(app, sandbox)
    const { page } = await app.waitForLoadedWindow()
    const seen: string[] = []

    await page.getByRole('button', { name: 'Settings', exact: true }).waitFor()
    await openSettings(app)
    await clickAt(page, page.getByLabel('Global shortcut'))
    await page.keyboard.press('Control+Shift+J')
    await page.getByText('Ctrl+Shift+J shows or hides SiteTray from any app.').waitFor()
    await page.keyboard.press('Control+Shift+S')
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'Another app already uses Ctrl+Shift+S, or the system keeps it. Choose another one. Ctrl+Shift+J still works.',
      })
      .waitFor()
    seen.push(await shownText(page))

    const header = (name: string): Locator =>
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name, exact: true })
    await clickAt(page, header('Websites'))
    await page.getByText('maple-street-bakery.com').first().waitFor()
    seen.push(await shownText(page))
    for (const view of ['Account', 'Conflicts']) {
      await clickAt(page, header(view))
      await page.getByRole('region', { name: view }).waitFor()
      seen.push(await shownText(page))
    }
    app.tray()!.clickMenuItem(['maple-street-bakery.com', 'Open in SiteTray'])
    await page.getByRole('region', { name: 'maple-street-bakery.com' }).waitFor()
    seen.push(await shownText(page))
    expect(seen).toHaveLength(5)
    expect(seen.join('\n')).not.toMatch(/CommandOrControl|CmdOrCtrl/)
  })
})

describe('notifications the system will not show', () => {
  it('Linux without a notification service: the settings say so, naming the system tray, in a window opened later', async () => {
    const app = await launch({ platform: 'linux', argv: ['--hidden'], notifications: 'unsupported' })
    await app.waitForTray()
    app.tray()!.clickMenuItem(['Open SiteTray'])
    const page = await openSettings(app)
    const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('alert')
    await notice
      .filter({
        hasText:
          'This system cannot show notifications, so SiteTray shows what needs you in its menu in the system tray.',
      })
      .waitFor()
  })

  it('macOS refusing one while the window is hidden: the settings say it when the window is shown again, naming the menu bar', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch({ platform: 'darwin', argv: ['--hidden'], notifications: 'failed' })
    await addAccount(app, sandbox)
    const page = await openSettings(app)
    const win = app.windows()[0]!
    win.userClose()
    // A change another device made, then a quick edit from the tray: a conflict, told by a notification macOS refuses.
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('maple-street-bakery.com'))
    const maple = sandbox.control.list('B').find((row) => row.host === 'maple-street-bakery.com')!
    sandbox.control.update('B', maple.id, { privacy: 2, password: 'from-the-other-laptop' })
    tray.clickMenuItem(['maple-street-bakery.com', 'Private'])
    await app.waitFor(
      () => app.notifications().some((notification) => notification.state === 'failed'),
      'a refused notification',
    )

    app.tray()!.clickMenuItem(['Open SiteTray'])
    await app.waitFor(() => win.isVisible(), 'the window shown again')
    const notice = page.getByRole('region', { name: 'Notifications' }).getByRole('alert')
    await notice
      .filter({ hasText: /SiteTray could not show a notification.*its menu in the menu bar shows what needs you/ })
      .waitFor()
  })
})
