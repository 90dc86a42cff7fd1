/**
 * Settings as the user changes them in the window, and the system's signals: launch at login
 * writes the XDG autostart entry, the global shortcut shows and hides the window (and says so when
 * another app holds it), the network going away holds edits back, waking up refreshes, and an edit
 * the service refuses while the window is hidden is told by a notification.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { startSandbox, type RecordedRequest } from '../../src/main/sandbox'
import { DEFAULT_SETTINGS } from '../../src/shared/settings'
import { addAccount, APP_ROOT, clickAt, submenu, topLabels, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

describe('settings in the window', () => {
  it('launch at login writes an autostart entry that starts SiteTray hidden, and removes it again', async () => {
    // Electron's appData on Linux is $XDG_CONFIG_HOME; userData is a folder below it.
    const config = join(dataFolder(), 'config')
    const userData = join(config, 'SiteTray')
    mkdirSync(userData, { recursive: true })
    const app = await launch({ userData })
    const { page } = await app.waitForLoadedWindow()
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    const entry = join(config, 'autostart', 'sitetray.desktop')
    await clickAt(page, page.getByLabel('Launch at login'))
    await app.waitFor(() => existsSync(entry), 'the autostart entry')
    expect(readFileSync(entry, 'utf8')).toMatch(/^Exec=.* --hidden$/m)
    await clickAt(page, page.getByLabel('Launch at login'))
    await app.waitFor(() => !existsSync(entry), 'the autostart entry removed')
  })

  it('puts right, at start, an autostart entry that no longer starts this SiteTray', async () => {
    const config = join(dataFolder(), 'config')
    const userData = join(config, 'SiteTray')
    const entry = join(config, 'autostart', 'sitetray.desktop')
    mkdirSync(join(config, 'autostart'), { recursive: true })
    mkdirSync(userData, { recursive: true })
    writeFileSync(join(userData, 'settings.json'), JSON.stringify({ ...DEFAULT_SETTINGS, launchAtLogin: true }))
    writeFileSync(entry, '[Desktop Entry]\nType=Application\nName=SiteTray\nExec=/opt/old-place/sitetray --hidden\n')
    await launch({ userData, argv: ['--hidden'] })
    // A file written in the background: no Electron call to wait on, so its content is what is waited for.
    await vi.waitFor(() => expect(readFileSync(entry, 'utf8')).not.toContain('/opt/old-place'), { timeout: 30_000 })
    expect(readFileSync(entry, 'utf8')).toMatch(
      new RegExp(`^Exec=.*${APP_ROOT.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.* --hidden$`, 'm'),
    )
  })

  it('the global shortcut shows and hides the window; one another app holds is reported next to it', async () => {
    const app = await launch()
    const win = await app.waitForLoadedWindow()
    const { page } = win
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    app.globalShortcut.markTakenByOtherApp('CommandOrControl+Shift+S')
    const field = page.getByLabel('Global shortcut')
    // Recorded by pressing it, in the field.
    await field.focus()
    await page.keyboard.press('Control+Shift+J')
    await app.waitFor(
      () => app.globalShortcut.isRegistered('CommandOrControl+Shift+J'),
      'the first shortcut registered',
    )
    await page.getByText('Ctrl+Shift+J shows or hides SiteTray').waitFor()
    await page.keyboard.press('Control+Shift+S')
    await page
      .getByRole('alert')
      .filter({
        hasText:
          'Another app already uses Ctrl+Shift+S, or the system keeps it. Choose another one. Ctrl+Shift+J still works.',
      })
      .waitFor()
    // The taken one did not cost the user the one that worked.
    expect(app.globalShortcut.isRegistered('CommandOrControl+Shift+J')).toBe(true)

    await page.keyboard.press('Control+Shift+K')
    // The problem goes once main has registered the new shortcut.
    await page.getByRole('alert').waitFor({ state: 'hidden' })
    expect(app.globalShortcut.isRegistered('CommandOrControl+Shift+K')).toBe(true)
    expect(app.globalShortcut.isRegistered('CommandOrControl+Shift+J')).toBe(false)
    expect(app.globalShortcut.press('CommandOrControl+Shift+K')).toBe(true)
    expect(win.isVisible()).toBe(false)
    expect(app.globalShortcut.press('CommandOrControl+Shift+K')).toBe(true)
    expect(win.isVisible()).toBe(true)
  })

  it('a shortcut other apps type characters with is never taken: not when pressed, nor from a settings file edited by hand', async () => {
    const userData = dataFolder()
    // Ctrl+Alt is AltGr on a European keyboard (Ctrl+Alt+Q types @ on a German one); Alt+K opens other apps' menus.
    writeFileSync(
      join(userData, 'settings.json'),
      JSON.stringify({ ...DEFAULT_SETTINGS, globalShortcut: 'CommandOrControl+Alt+Q', switcherShortcut: 'Alt+K' }),
    )
    const app = await launch({ userData })
    const { page } = await app.waitForLoadedWindow()
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    const ctrlAlt =
      'On many keyboards Ctrl+Alt works as AltGr, which types characters such as @ and €: Ctrl+Alt+Q would take one from every app. Leave out Alt, or add Super.'
    const altOnly =
      'In other apps, Alt and a key type a character or open a menu: Alt+K would take that key from them. Add Ctrl or Super to the combination.'
    await page.getByRole('alert').filter({ hasText: ctrlAlt }).waitFor()
    await page.getByRole('alert').filter({ hasText: altOnly }).waitFor()
    expect(app.globalShortcut.list()).toEqual([])

    // Pressed in the field: refused there, with the same words, and main is not asked.
    const field = page.getByLabel('Global shortcut')
    await clickAt(page, field)
    await page.keyboard.press('Backspace')
    await page.getByRole('alert').filter({ hasText: ctrlAlt }).waitFor({ state: 'hidden' })
    await page.keyboard.press('Alt+K')
    await expect.poll(() => page.getByRole('alert').filter({ hasText: altOnly }).count()).toBe(2)
    await page.keyboard.press('Control+Alt+Q')
    await page.getByRole('alert').filter({ hasText: ctrlAlt }).waitFor()
    expect(await field.inputValue()).toBe('')
    expect(app.globalShortcut.list()).toEqual([])
    // With Ctrl and without Alt, it is a shortcut.
    await page.keyboard.press('Control+Shift+Q')
    await app.waitFor(() => app.globalShortcut.isRegistered('CommandOrControl+Shift+Q'), 'the shortcut registered')
    expect(app.globalShortcut.list()).toEqual(['Ctrl+Shift+Q'])
  })
})

describe('the system', () => {
  it('holds edits back while the system is offline, sends them when it is back, and refreshes after a wake-up', async () => {
    const requests: RecordedRequest[] = []
    const sandbox = await startSandbox({ onRequest: (request) => requests.push(request) })
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'] })
    await addAccount(app, sandbox)
    const tray = await app.waitForMenu(
      (labels) => submenu(labels, 'maple-street-bakery.com')?.includes('[x] Exclude bots') === true,
    )

    app.net.setOnline(false)
    await app.waitForMenu((labels) => topLabels(labels).includes('Offline (disabled)'))
    requests.splice(0)
    tray.clickMenuItem(['maple-street-bakery.com', 'Exclude bots'])
    await app.waitForMenu((labels) => topLabels(labels).includes('Offline — 1 edit waiting (disabled)'))
    expect(requests).toEqual([])

    app.net.setOnline(true)
    await app.waitForMenu((labels) => topLabels(labels).some((line) => line.startsWith('Synced')))
    expect(sandbox.control.list('B').find((row) => row.host === 'maple-street-bakery.com')?.exclude_bots).toBe(0)

    requests.splice(0)
    app.powerMonitor.simulate('suspend')
    app.powerMonitor.simulate('resume')
    await app.waitFor(
      () => requests.some((request) => request.method === 'GET' && request.path === '/api/v1/websites'),
      'a refresh after waking up',
    )
  })

  it('an edit the service refuses while the window is hidden is told by a notification, and kept for the user', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'] })
    await addAccount(app, sandbox)
    const win = await app.waitForLoadedWindow()
    win.userClose()
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('maple-street-bakery.com'))
    sandbox.injectFault({
      fault: {
        kind: 'status',
        status: 422,
        body: { message: { email: ['E-mail reports are not available on your plan.'] }, status: 422 },
      },
      method: 'PATCH',
    })
    tray.clickMenuItem(['maple-street-bakery.com', 'E-mail reports'])
    const notification = await app.waitForNotification()
    expect(notification.body).toContain('E-mail reports are not available on your plan.')
    expect(app.notifications()).toHaveLength(1)
  })
})
