// Self-tests of the stand-in playing each platform: what the app sees as process.platform, and
// Electron's per-platform behaviour for the tray, the application menu, the session's end,
// notifications, the Dock, login items, tray images and global shortcuts.
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { encodePng } from './electron/png'
import type { StandinPlatform } from './electron/platform'
import type { StandinApp } from './launch'
import { useStandin } from './test-helpers'

const { launch } = useStandin()

interface PlatformExports {
  electron: typeof Electron.CrossProcessExports
  events: string[]
  state: {
    platform: string
    env: string | undefined
    later: string | null
    window: Electron.BrowserWindow | null
    tray: Electron.Tray | null
  }
}
const fx = (app: StandinApp): PlatformExports => app.exports as PlatformExports

const folders: string[] = []
const folder = (): string => {
  const made = mkdtempSync(join(tmpdir(), 'standin-platform-'))
  folders.push(made)
  return made
}
afterEach(() => {
  for (const made of folders.splice(0)) rmSync(made, { recursive: true, force: true })
})

const start = (platform: StandinPlatform, argv: string[] = [], options: Parameters<typeof launch>[1] = {}) =>
  launch('platform-app', { platform, argv, ...options })

describe('the platform the app sees', () => {
  it.each(['darwin', 'win32', 'linux'] as const)(
    '%s: process.platform in the main bundle and in modules it loads later, and the launch environment on top of this one',
    async (platform) => {
      const app = await start(platform, [], { env: { FIXTURE_SETTING: 'on' } })
      await app.waitFor(() => fx(app).state.later, 'the lazily loaded module')
      expect(fx(app).state).toMatchObject({ platform, env: 'on', later: platform })
      // The test process keeps its own.
      expect(process.platform).toBe('linux')
      expect(process.env.FIXTURE_SETTING).toBeUndefined()
    },
  )
})

describe('the tray icon, clicked', () => {
  it('macOS: a left click emits click and then opens the menu; clicking an item opens the menu that way', async () => {
    const app = await start('darwin')
    const tray = await app.waitForTray()
    tray.userClick()
    expect(fx(app).events).toEqual(['click', 'menu'])
    tray.clickMenuItem(['Open Fixture'])
    expect(fx(app).events.slice(2)).toEqual(['click', 'menu', 'menu', 'open'])
    expect(tray.getBounds()).toMatchObject({ y: 0, height: 25 })
  })

  it('Windows: a left click emits click only; a right click opens the menu (and emits right-click only without one)', async () => {
    const app = await start('win32')
    const tray = await app.waitForTray()
    tray.userClick()
    tray.userRightClick()
    expect(fx(app).events).toEqual(['click', 'menu'])
    expect(tray.menuShown).toBe(1)
    const bare = await launch('platform-app', { platform: 'win32', argv: ['--no-menu'] })
    const bareTray = await bare.waitForTray()
    bareTray.userRightClick()
    expect(fx(bare).events).toEqual(['right-click'])
    expect(bareTray.getBounds()).toMatchObject({ y: 1040, height: 40 })
  })

  it('Linux: the desktop shows the menu; no dependable click, an activation is a click', async () => {
    const app = await start('linux')
    const tray = await app.waitForTray()
    expect(() => tray.userClick()).toThrow(/not dependable on Linux/)
    tray.userActivate()
    tray.clickMenuItem(['Open Fixture'])
    expect(fx(app).events).toEqual(['click', 'menu', 'menu', 'open'])
    expect(tray.getBounds()).toEqual({ x: 0, y: 0, width: 0, height: 0 })
  })

  it('shows labels as the native menu does: & marks a mnemonic, && is an ampersand', async () => {
    const app = await start('linux')
    const tray = await app.waitForTray()
    const { Menu } = fx(app).electron
    const picked: string[] = []
    tray.setContextMenu(
      Menu.buildFromTemplate([
        { label: 'Bread && Butter', click: () => picked.push('escaped') },
        { label: 'Salt & Pepper' },
        { label: '&Quit' },
      ]),
    )
    expect(tray.menuLabels()).toEqual(['Bread & Butter', 'Salt  Pepper', 'Quit'])
    tray.clickMenuItem(['Bread & Butter'])
    expect(picked).toEqual(['escaped'])
  })
})

describe('the application menu', () => {
  it.each([
    ['linux', 'Ctrl+Shift+I', 'Ctrl+R'],
    ['win32', 'Ctrl+Shift+I', 'Ctrl+R'],
    ['darwin', 'Alt+Command+I', 'Command+R'],
  ] as const)(
    '%s: Electron installs its default menu unless the app sets one — developer tools and reload included',
    async (platform, devTools, reload) => {
      const app = await start(platform, ['--window'])
      const menu = app.standin.applicationMenu!
      const roles = menu.allItems().map((item) => item.role)
      expect(roles).toEqual(
        expect.arrayContaining([
          'filemenu',
          'editmenu',
          'viewmenu',
          'windowmenu',
          'help',
          'reload',
          'forcereload',
          'toggledevtools',
          'zoomin',
        ]),
      )
      expect(roles.includes('appmenu' as (typeof roles)[number])).toBe(platform === 'darwin')
      const win = await app.waitForWindow()
      expect(win.userPressMenuShortcut(devTools)?.role).toBe('toggledevtools')
      expect(win.webContents.isDevToolsOpened()).toBe(true)
      expect(win.userPressMenuShortcut(reload)?.role).toBe('reload')
    },
  )

  it.each(['linux', 'win32'] as const)(
    '%s: setApplicationMenu(null) takes it from every window: no shortcut reaches it',
    async (platform) => {
      const app = await start(platform, ['--window', '--null-menu'])
      const win = await app.waitForWindow()
      expect(app.standin.applicationMenu).toBeNull()
      expect(win.menu).toBeNull()
      expect(win.userPressMenuShortcut('Ctrl+Shift+I')).toBeNull()
      expect(win.webContents.isDevToolsOpened()).toBe(false)
    },
  )

  it('macOS: setApplicationMenu(null) after ready leaves the menu bar as it was (Electron returns early there)', async () => {
    const app = await start('darwin', ['--window', '--null-menu'])
    const win = await app.waitForWindow()
    expect(app.standin.applicationMenu).toBeNull()
    expect(win.userPressMenuShortcut('Alt+Command+I')?.role).toBe('toggledevtools')
  })
})

describe("the end of the user's session", () => {
  it('Windows: query-session-end and session-end on the window, no before-quit; the process is killed, and what it began writing then is lost', async () => {
    const app = await start('win32', ['--window'])
    await app.waitForWindow()
    const dataCopy = folder()
    expect(await app.endSession({ dataCopy, reasons: ['logoff'] })).toEqual({ delayed: false, ended: 'killed' })
    expect(fx(app).events).toEqual(['query-session-end:logoff', 'session-end'])
    expect(await app.exited).toEqual({ code: -1 })
    expect(existsSync(join(dataCopy, 'saved-at-end'))).toBe(false)
  })

  it('Windows: an app that asks Windows to wait, saves and exits, has its file on disk — still without before-quit', async () => {
    const app = await start('win32', ['--window', '--delay-end'])
    await app.waitForWindow()
    const dataCopy = folder()
    expect(await app.endSession({ dataCopy })).toEqual({ delayed: true, ended: 'exited' })
    expect(fx(app).events).toEqual(['query-session-end:shutdown', 'quit'])
    expect(readFileSync(join(dataCopy, 'saved-at-end'), 'utf8')).toBe('saved')
  })

  it('Windows: an app without a window hears nothing', async () => {
    const app = await start('win32')
    await app.waitForTray()
    expect(await app.endSession({ dataCopy: folder() })).toEqual({ delayed: false, ended: 'killed' })
    expect(fx(app).events).toEqual([])
  })

  it.each(['linux', 'darwin'] as const)(
    '%s: powerMonitor shutdown, then the system asks the app to quit (before-quit and the rest)',
    async (platform) => {
      const app = await start(platform, ['--window'])
      await app.waitForWindow()
      expect(await app.endSession({ dataCopy: folder() })).toEqual({ delayed: false, ended: 'exited' })
      expect(fx(app).events).toEqual(['shutdown', 'before-quit', 'will-quit', 'quit'])
    },
  )

  it.each(['linux', 'darwin'] as const)(
    '%s: an app that delays the shutdown to save is waited for',
    async (platform) => {
      const app = await start(platform, ['--delay-end'])
      await app.waitForTray()
      const dataCopy = folder()
      expect(await app.endSession({ dataCopy })).toEqual({ delayed: true, ended: 'exited' })
      expect(readFileSync(join(dataCopy, 'saved-at-end'), 'utf8')).toBe('saved')
    },
  )
})

describe('notifications', () => {
  const show = async (app: StandinApp): Promise<{ notification: Electron.Notification; failures: string[] }> => {
    await app.waitForTray()
    const { Notification } = fx(app).electron
    const notification = new Notification({ title: 'Conflict' })
    const failures: string[] = []
    notification.on('failed', (_event, error) => failures.push(error))
    notification.show()
    return { notification, failures }
  }

  it('macOS: an app whose notifications the system refuses gets failed', async () => {
    const app = await start('darwin', [], { notifications: 'failed' })
    const { failures } = await show(app)
    await app.waitFor(() => failures.length > 0, 'failed')
    expect(app.notifications()[0]!.state).toBe('failed')
  })

  it('Windows: toasts show only for the AppUserModelID a Start-menu shortcut carries', async () => {
    const without = await start('win32')
    const { failures } = await show(without)
    await without.waitFor(() => failures.length > 0, 'failed')
    expect(failures[0]).toMatch(/electron\.app\.Platform Fixture/)

    const installed = await start('win32', [], { startMenuAppUserModelId: 'app.example.Fixture' })
    fx(installed).electron.app.setAppUserModelId('app.example.Fixture')
    await show(installed)
    await installed.waitForNotification((shown) => shown.title === 'Conflict')
  })

  it('Linux: no notification service means isSupported() is false; a refused one is just not there (no failed event on Linux)', async () => {
    const none = await start('linux', [], { notifications: 'unsupported' })
    await none.waitForTray()
    expect(fx(none).electron.Notification.isSupported()).toBe(false)
    const refused = await start('linux', [], { notifications: 'failed' })
    const { failures } = await show(refused)
    expect(refused.notifications()[0]!.state).toBe('failed')
    expect(failures).toEqual([])
  })
})

describe('platform-only API', () => {
  it('app.dock and app.hide on macOS only; setAppUserModelId on Windows only', async () => {
    const mac = await start('darwin')
    const linux = await start('linux')
    const windows = await start('win32')
    expect(fx(mac).electron.app.dock?.isVisible()).toBe(true)
    fx(mac).electron.app.dock?.hide()
    expect(fx(mac).electron.app.dock?.isVisible()).toBe(false)
    expect(fx(linux).electron.app.dock).toBeUndefined()
    expect(fx(windows).electron.app.dock).toBeUndefined()
    expect(() => fx(linux).electron.app.hide()).toThrow('app.hide is not available on linux in Electron (macOS only)')
    expect(() => fx(mac).electron.app.setAppUserModelId('x')).toThrow(
      'app.setAppUserModelId is not available on darwin in Electron (Windows only)',
    )
    fx(windows).electron.app.setAppUserModelId('app.example.Fixture')
    expect(windows.app.recorded.appUserModelId).toBe('app.example.Fixture')
  })

  it('login items: macOS reads back its status (approval, or nothing for an unsigned app); Windows matches path and args; Linux has none', async () => {
    const approval = await start('darwin', [], { loginItemStatus: 'requires-approval', openedAtLogin: true })
    const { app: macApp } = fx(approval).electron
    expect(macApp.getLoginItemSettings()).toMatchObject({
      openAtLogin: false,
      status: 'not-registered',
      wasOpenedAtLogin: true,
    })
    macApp.setLoginItemSettings({ openAtLogin: true })
    expect(macApp.getLoginItemSettings()).toMatchObject({ openAtLogin: false, status: 'requires-approval' })
    const unsigned = await start('darwin', [], { loginItemStatus: 'not-found' })
    fx(unsigned).electron.app.setLoginItemSettings({ openAtLogin: true })
    expect(fx(unsigned).electron.app.getLoginItemSettings().status).toBe('not-registered')

    const windows = await start('win32')
    const { app: winApp } = fx(windows).electron
    winApp.setLoginItemSettings({ openAtLogin: true, path: 'C:\\SiteTray.exe', args: ['--hidden'] })
    expect(winApp.getLoginItemSettings({ path: 'C:\\SiteTray.exe', args: ['--hidden'] })).toMatchObject({
      openAtLogin: true,
      executableWillLaunchAtLogin: true,
    })
    expect(winApp.getLoginItemSettings({ path: 'C:\\SiteTray.exe' })).toMatchObject({
      openAtLogin: false,
      executableWillLaunchAtLogin: true,
    })

    const linux = await start('linux')
    expect(() => fx(linux).electron.app.getLoginItemSettings()).toThrow(/not available on linux/)
  })
})

describe('tray images', () => {
  const icons = (): { png: string; ico: string } => {
    const dir = folder()
    const square = (size: number): Buffer =>
      encodePng({ width: size, height: size, data: Buffer.alloc(size * size * 4, 0x80) })
    writeFileSync(join(dir, 'tray.png'), square(16))
    writeFileSync(join(dir, 'tray@1.5x.png'), square(24))
    writeFileSync(join(dir, 'tray@2x.png'), square(32))
    const entries = [16, 20, 24, 32].map((size) => ({ size, data: square(size) }))
    const header = Buffer.from([0, 0, 1, 0, entries.length, 0])
    let offset = 6 + 16 * entries.length
    const directory = entries.map(({ size, data }) => {
      const entry = Buffer.alloc(16)
      entry[0] = size
      entry[1] = size
      entry.writeUInt16LE(1, 4)
      entry.writeUInt16LE(32, 6)
      entry.writeUInt32LE(data.length, 8)
      entry.writeUInt32LE(offset, 12)
      offset += data.length
      return entry
    })
    writeFileSync(join(dir, 'tray.ico'), Buffer.concat([header, ...directory, ...entries.map(({ data }) => data)]))
    return { png: join(dir, 'tray.png'), ico: join(dir, 'tray.ico') }
  }

  it('Windows: only the 1× bitmap of a multi-representation image (blurry at 150 %), but an .ico entry per size', async () => {
    const { png, ico } = icons()
    const app = await start('win32')
    const tray = await app.waitForTray()
    tray.setImage(png)
    expect(tray.imageAt(1)).toEqual({ width: 16, height: 16, sharp: true })
    expect(tray.imageAt(1.5)).toEqual({ width: 24, height: 24, sharp: false })
    tray.setImage(fx(app).electron.nativeImage.createFromPath(ico))
    expect([1, 1.25, 1.5, 2].map((scale) => tray.imageAt(scale).sharp)).toEqual([true, true, true, true])
    expect(tray.imageAt(3).sharp).toBe(false)
  })

  it('macOS and Linux: the representation for the scale', async () => {
    const { png } = icons()
    const app = await start('darwin')
    const tray = await app.waitForTray()
    tray.setImage(png)
    expect(tray.imageAt(1.5)).toEqual({ width: 24, height: 24, sharp: true })
    expect(tray.imageAt(2)).toEqual({ width: 32, height: 32, sharp: true })
  })
})

describe('global shortcuts another app holds', () => {
  it.each([
    ['win32', {}, false],
    ['linux', {}, false],
    ['linux', { XDG_SESSION_TYPE: 'wayland' }, true],
    ['darwin', {}, true],
  ] as const)(
    '%s %j: registering it answers %s — and the key press goes to the other app',
    async (platform, env, answer) => {
      const app = await start(platform, [], { env })
      await app.waitForTray()
      app.globalShortcut.markTakenByOtherApp('CommandOrControl+Shift+S')
      const pressed: string[] = []
      expect(fx(app).electron.globalShortcut.register('CommandOrControl+Shift+S', () => pressed.push('mine'))).toBe(
        answer,
      )
      expect(app.globalShortcut.press('CommandOrControl+Shift+S')).toBe(false)
      expect(pressed).toEqual([])
    },
  )
})

describe('a save dialog over a file that exists', () => {
  const save = (app: StandinApp, properties: Electron.SaveDialogOptions['properties'] = []) =>
    fx(app).electron.dialog.showSaveDialog({ defaultPath: 'export.csv', properties })

  it('Linux: hands the file back without asking, unless the app asks for showOverwriteConfirmation', async () => {
    const app = await start('linux')
    await app.waitForTray()
    const existing = join(folder(), 'export.csv')
    writeFileSync(existing, 'last month')
    app.dialog.answerNextSaveDialog(existing)
    expect(await save(app)).toEqual({ canceled: false, filePath: existing })
    expect(app.dialog.replaceQuestions()).toEqual([])

    app.dialog.answerNextSaveDialog(existing, { replace: false })
    expect(await save(app, ['showOverwriteConfirmation'])).toEqual({ canceled: true, filePath: '' })
    app.dialog.answerNextSaveDialog(existing, { replace: true })
    expect(await save(app, ['showOverwriteConfirmation'])).toEqual({ canceled: false, filePath: existing })
    expect(app.dialog.replaceQuestions()).toEqual([
      { filePath: existing, replace: false },
      { filePath: existing, replace: true },
    ])
    // A new file is nothing to ask about.
    const fresh = join(folder(), 'new.csv')
    app.dialog.answerNextSaveDialog(fresh)
    expect(await save(app, ['showOverwriteConfirmation'])).toEqual({ canceled: false, filePath: fresh })
    expect(app.dialog.replaceQuestions()).toHaveLength(2)
  })

  it.each(['darwin', 'win32'] as const)(
    '%s: always asks, and keeps the file unless the user replaces it',
    async (platform) => {
      const app = await start(platform)
      await app.waitForTray()
      const existing = join(folder(), 'export.csv')
      writeFileSync(existing, 'last month')
      app.dialog.answerNextSaveDialog(existing)
      expect(await save(app)).toEqual({ canceled: true, filePath: '' })
      app.dialog.answerNextSaveDialog(existing, { replace: true })
      expect(await save(app)).toEqual({ canceled: false, filePath: existing })
      expect(app.dialog.replaceQuestions()).toEqual([
        { filePath: existing, replace: false },
        { filePath: existing, replace: true },
      ])
    },
  )
})
