/**
 * The tray and the menu bar as each platform's users meet them, in the built app: what a click on
 * the icon does (never the menu and the window at once), the icon itself, names with an `&`, and
 * an application menu without reload or developer tools (and, on macOS, with the Edit roles that
 * make ⌘C, ⌘V and ⌘A work in text fields).
 */
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import type { SiteTrayBridge } from '../../src/shared/ipc-interfaces'
import type { StandinApp } from '../standin/launch'
import { leadItems, PLATFORMS, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

const visible = (app: StandinApp): boolean => app.windows().some((window) => window.isVisible())

describe('a click on the tray icon', () => {
  it('macOS: opens the menu — "Open SiteTray" first — and not the window', async () => {
    const app = await launch({ platform: 'darwin', argv: ['--hidden'] })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    expect(tray.image.isEmpty()).toBe(false)
    expect(tray.image.isTemplateImage()).toBe(true)
    tray.userClick()
    expect(tray.menuShown).toBe(1)
    expect(visible(app)).toBe(false)
    tray.clickMenuItem(['Open SiteTray'])
    const win = await app.waitForLoadedWindow()
    await app.waitFor(() => win.isVisible(), 'the window shown')
    // The click that opened the menu again did not hide the window either.
    expect(tray.menuShown).toBe(2)
  })

  it('Windows: a left click shows and hides the window, a right click opens the menu and leaves the window be', async () => {
    const app = await launch({ platform: 'win32', argv: ['--hidden'] })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    expect(topLabels(tray.menuLabels())[0]).toBe('Add account…')
    // Windows tells a session's end only to windows: SiteTray's exists from the start, hidden.
    const win = await app.waitForWindow()
    expect(win.isVisible()).toBe(false)
    tray.userClick()
    await app.waitFor(() => win.isVisible(), 'the window shown')
    expect(tray.menuShown).toBe(0)
    tray.userRightClick()
    expect(tray.menuShown).toBe(1)
    expect(win.isVisible()).toBe(true)
    tray.userClick()
    expect(win.isVisible()).toBe(false)
  })

  it('Windows: the icon is sharp at 100 %, 125 %, 150 % and 200 % (an .ico, not a 1× bitmap scaled up)', async () => {
    const app = await launch({ platform: 'win32', argv: ['--hidden'] })
    const tray = await app.waitForTray()
    expect([1, 1.25, 1.5, 2].map((scale) => tray.imageAt(scale))).toEqual([
      { width: 16, height: 16, sharp: true },
      { width: 20, height: 20, sharp: true },
      { width: 24, height: 24, sharp: true },
      { width: 32, height: 32, sharp: true },
    ])
  })

  it('Linux: the desktop opens the menu, "Open SiteTray" first; an activation, where a desktop sends one, shows and hides the window', async () => {
    const app = await launch({ platform: 'linux', argv: ['--hidden'] })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    expect(tray.image.getSize()).toEqual({ width: 24, height: 24 })
    expect(topLabels(tray.menuLabels()).slice(0, 2)).toEqual(['Open SiteTray', '---'])
    tray.userActivate()
    const win = await app.waitForWindow()
    await app.waitFor(() => win.isVisible(), 'the window shown')
    tray.userActivate()
    expect(win.isVisible()).toBe(false)
  })
})

describe.each(PLATFORMS)('names with an & on %s', (platform) => {
  it('show their & in the tray menu (not taken for a keyboard mnemonic)', async () => {
    const bakery = await startSandbox()
    const tearoom = await startSandbox()
    sandboxes.push(bakery, tearoom)
    const app = await launch({ platform })
    const win = await app.waitForLoadedWindow()
    for (const [sandbox, label] of [
      [bakery, 'Bread & Butter'],
      [tearoom, 'Tea & Cake'],
    ] as const) {
      const result = await win.page.evaluate(
        ({ baseUrl, apiKey, label }) =>
          (globalThis as unknown as { sitetray: SiteTrayBridge }).sitetray.accounts.add({ baseUrl, apiKey, label }),
        { baseUrl: sandbox.url, apiKey: sandbox.apiKey, label },
      )
      expect(result).toMatchObject({ ok: true })
    }
    const tray = await app.waitForMenu((labels) =>
      topLabels(labels).some((line) => line.startsWith('Tea & Cake: Synced')),
    )
    const top = topLabels(tray.menuLabels())
    // Headings are shown, not clickable: "(disabled)".
    expect(top.slice(0, leadItems(platform).length + 1)).toEqual([...leadItems(platform), 'Bread & Butter (disabled)'])
    expect(top).toContain('Tea & Cake (disabled)')
    expect(top.some((line) => line.startsWith('Bread & Butter: Synced'))).toBe(true)
  })
})

describe('the application menu', () => {
  it.each(['linux', 'win32'] as const)(
    '%s: there is none — no menu bar, and Ctrl+R or Ctrl+Shift+I in the window do nothing',
    async (platform) => {
      const app = await launch({ platform })
      const win = await app.waitForLoadedWindow()
      expect(app.standin.applicationMenu).toBeNull()
      expect(win.menu).toBeNull()
      for (const keys of ['Ctrl+R', 'Ctrl+Shift+R', 'Ctrl+Shift+I', 'F12', 'Ctrl+Plus', 'Alt+F'])
        expect(win.userPressMenuShortcut(keys)).toBeNull()
      expect(win.webContents.isDevToolsOpened()).toBe(false)
    },
  )

  it('macOS: a minimal menu bar whose Edit menu has the standard roles; nothing reloads, zooms or opens developer tools; no Dock icon', async () => {
    const app = await launch({ platform: 'darwin' })
    const win = await app.waitForLoadedWindow()
    const menu = app.standin.menuBarMenu!
    expect(menu.labels()).toEqual([
      { SiteTray: ['About SiteTray', '---', 'Hide SiteTray', 'Hide Others', 'Show All', '---', 'Quit SiteTray'] },
      { Edit: ['Undo', 'Redo', '---', 'Cut', 'Copy', 'Paste', 'Paste and Match Style', 'Delete', 'Select All'] },
      { Window: ['Minimize', 'Close Window'] },
    ])
    const roles = menu.allItems().map((item) => item.role)
    expect(roles).toEqual(
      expect.arrayContaining(['undo', 'redo', 'cut', 'copy', 'paste', 'pasteandmatchstyle', 'delete', 'selectall']),
    )
    for (const role of [
      'reload',
      'forcereload',
      'toggledevtools',
      'resetzoom',
      'zoomin',
      'zoomout',
      'viewmenu',
    ] as const)
      expect(roles).not.toContain(role)
    for (const keys of ['Command+R', 'Shift+Command+R', 'Alt+Command+I', 'Command+Plus'])
      expect(win.userPressMenuShortcut(keys)).toBeNull()
    expect(win.userPressMenuShortcut('Command+A')?.role).toBe('selectall')
    expect(win.userPressMenuShortcut('Command+C')?.role).toBe('copy')
    expect(win.webContents.editCommands).toEqual(['selectAll', 'copy'])
    expect(win.webContents.isDevToolsOpened()).toBe(false)
    expect(app.app.dock?.isVisible()).toBe(false)
  })
})
