/**
 * The tray and the window together, as a user moves between them: "Password…" for a site without
 * one opens the window at the password field; Settings… opens the settings; a conflict found while
 * the window is hidden is told by a notification whose click opens the conflicts.
 */
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { addAccount, clickAt, submenu, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

async function appWithAccount() {
  const sandbox = await startSandbox()
  sandboxes.push(sandbox)
  const app = await launch({ argv: ['--hidden'] })
  expect(app.windows()).toHaveLength(0)
  await addAccount(app, sandbox)
  const win = await app.waitForLoadedWindow()
  const tray = await app.waitForMenu((labels) => topLabels(labels).includes('maple-street-bakery.com'))
  // Closing the window hides it: the app lives on in the tray.
  win.userClose()
  expect(win.isVisible()).toBe(false)
  return { app, win, tray, sandbox }
}

describe('from the tray to the window', () => {
  it('"Password…" for a site without a password opens the window with the password field focused, and changes nothing yet', async () => {
    const { app, win, tray, sandbox } = await appWithAccount()
    const before = sandbox.control.list('B').find((row) => row.host === 'maple-street-bakery.com')
    expect(submenu(tray.menuLabels(), 'maple-street-bakery.com')).toContain('( ) Password…')
    tray.clickMenuItem(['maple-street-bakery.com', 'Password…'])
    await app.waitFor(() => win.isVisible(), 'the window shown')
    const password = win.page.getByLabel('Password', { exact: true })
    await password.waitFor()
    expect(await password.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true)
    // The radio item the menu checked on its way is put back: privacy is still what it was.
    await app.waitForMenu((labels) => submenu(labels, 'maple-street-bakery.com')?.includes('(*) Public') === true)
    expect(sandbox.control.list('B').find((row) => row.host === 'maple-street-bakery.com')?.privacy).toBe(
      before?.privacy,
    )
  })

  it('"Settings…" opens the window at the settings', async () => {
    const { app, win, tray } = await appWithAccount()
    tray.clickMenuItem(['Settings…'])
    await app.waitFor(() => win.isVisible(), 'the window shown')
    await win.page.getByLabel('Global shortcut').waitFor()
  })
})

describe('the window and the tray', () => {
  it('say the same about sync once the first sweep is done', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch()
    const win = await app.waitForLoadedWindow()
    await addAccount(app, sandbox)
    await app.waitForMenu((labels) => topLabels(labels).includes('Synced just now (disabled)'))
    // Events that arrive together must not leave the window on an older state ("Syncing 36 of 36").
    await win.page.locator('footer').getByText('Synced just now').waitFor({ timeout: 30_000 })
  })
})

describe('a conflict while the window is hidden', () => {
  it('is told by a notification; its click opens the conflicts, where the user can keep theirs', async () => {
    const { app, win, tray, sandbox } = await appWithAccount()
    const maple = sandbox.control.list('B').find((row) => row.host === 'maple-street-bakery.com')!
    // Another device puts the statistics page behind a password, moments after SiteTray last synced…
    sandbox.control.update('B', maple.id, { privacy: 2, password: 'from-the-other-laptop' })
    // …and the user, still seeing it public, makes it private from the tray.
    tray.clickMenuItem(['maple-street-bakery.com', 'Private'])
    await app.waitForMenu((labels) => topLabels(labels).includes('1 conflict — review'))
    const notification = await app.waitForNotification(
      (shown) => shown.title === 'maple-street-bakery.com was changed elsewhere',
    )
    expect(sandbox.control.list('B').find((row) => row.id === maple.id)?.privacy).toBe(2)
    notification.userClick()
    await app.waitFor(() => win.isVisible(), 'the window shown')
    await clickAt(win.page, win.page.getByRole('button', { name: 'Keep theirs' }))
    await app.waitForMenu((labels) => !topLabels(labels).includes('1 conflict — review'))
  })
})
