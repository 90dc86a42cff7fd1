// Self-tests of the stand-in's module surface: Electron's order rules, loud failures for what it
// lacks, and the system modules (images, screen, theme, power, network, shell, notifications,
// shortcuts, dialogs, menus), driven through the `electron` object the app itself receives.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { inspect } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodePng } from './electron/png'
import type { StandinApp } from './launch'
import { useStandin } from './test-helpers'

const { launch, shared } = useStandin()

interface BareExports {
  electron: typeof Electron.CrossProcessExports
  attempts: Record<string, string>
}
const bare = (app: StandinApp): BareExports => app.exports as BareExports

describe("Electron's order rules", () => {
  it('throws the way Electron does before ready, and for registerSchemesAsPrivileged after', async () => {
    const app = await launch('bare-app')
    await app.waitFor(() => Object.keys(bare(app).attempts).length === 14, 'the after-ready attempts')
    expect(bare(app).attempts).toEqual({
      'before ready: new BrowserWindow': 'Cannot create BrowserWindow before app is ready',
      'before ready: new Tray': 'Cannot create Tray before app is ready',
      'before ready: screen': "The 'screen' module can't be used before the app 'ready' event",
      'before ready: session.defaultSession': 'Session can only be received when app is ready',
      'before ready: protocol.handle': 'Session can only be received when app is ready',
      'before ready: globalShortcut.register': 'globalShortcut cannot be used before the app is ready',
      'before ready: registerSchemesAsPrivileged': 'ok',
      'after ready: new BrowserWindow': 'ok',
      'after ready: new Tray': 'ok',
      'after ready: screen': 'ok',
      'after ready: session.defaultSession': 'ok',
      'after ready: protocol.handle': 'ok',
      'after ready: globalShortcut.register': 'ok',
      'after ready: registerSchemesAsPrivileged':
        'protocol.registerSchemesAsPrivileged should be called before app is ready',
    })
  })
})

describe('the electron module (one app for these tests)', () => {
  const app = shared('bare-app', { argv: ['--hidden', '--profile=work', 'file.txt'], systemDarkMode: false })
  const electron = () => bare(app()).electron

  it('fails loudly for Electron API it lacks, and stays inspectable', () => {
    const e = electron() as unknown as Record<string, unknown>
    expect(() => e.crashReporter).toThrow('Electron stand-in: electron.crashReporter is not implemented')
    expect(() => e.autoUpdater).toThrow('Electron stand-in: electron.autoUpdater is not implemented')
    expect(() => (electron().app as unknown as Record<string, unknown>).setJumpList).toThrow(
      'Electron stand-in: app.setJumpList is not implemented',
    )
    expect(() => (electron().BrowserWindow as unknown as Record<string, unknown>).fromBrowserView).not.toThrow()
    expect(() => (electron().session as unknown as Record<string, unknown>).fromPath).toThrow(
      'Electron stand-in: session.fromPath is not implemented',
    )
    expect(e.then).toBeUndefined()
    expect(e.__esModule).toBeUndefined()
    expect(e.default).toBeUndefined()
    expect(Object.keys(e)).toContain('app')
    expect(() => inspect(electron(), { depth: 0 })).not.toThrow()
  })

  it('knows the app from package.json and the launch arguments through app.commandLine', () => {
    const { app: electronApp } = electron()
    expect(electronApp.getName()).toBe('Bare Fixture')
    expect(electronApp.getVersion()).toBe('3.0.0')
    expect(electronApp.isPackaged).toBe(false)
    expect(electronApp.getPath('userData')).toBe(app().standin.options.userData)
    expect(() => electronApp.getPath('nope' as 'home')).toThrow("Failed to get 'nope' path")
    expect(electronApp.commandLine.hasSwitch('hidden')).toBe(true)
    expect(electronApp.commandLine.getSwitchValue('profile')).toBe('work')
    expect(electronApp.commandLine.hasSwitch('file.txt')).toBe(false)
    expect(electronApp.dock).toBeUndefined()
    expect(() => electronApp.setLoginItemSettings({ openAtLogin: true })).toThrow(
      'Electron stand-in: app.setLoginItemSettings is not available on linux in Electron (macOS and Windows only); use an XDG autostart entry on Linux',
    )
  })

  describe('nativeImage', () => {
    let folder: string
    beforeAll(() => {
      folder = mkdtempSync(join(tmpdir(), 'standin-images-'))
      const solid = (size: number): Buffer =>
        encodePng({ width: size, height: size, data: Buffer.alloc(size * size * 4, 0x80) })
      writeFileSync(join(folder, 'tray.png'), solid(16))
      writeFileSync(join(folder, 'tray@2x.png'), solid(32))
    })
    afterAll(() => rmSync(folder, { recursive: true, force: true }))

    it('reads PNGs with their @2x variant, and gives an empty image for a missing file', () => {
      const { nativeImage } = electron()
      const image = nativeImage.createFromPath(join(folder, 'tray.png'))
      expect(image.isEmpty()).toBe(false)
      expect(image.getSize()).toEqual({ width: 16, height: 16 })
      expect(image.getScaleFactors()).toEqual([1, 2])
      expect(image.toDataURL()).toMatch(/^data:image\/png;base64,/)
      image.setTemplateImage(true)
      expect(image.isTemplateImage()).toBe(true)
      expect(nativeImage.createFromPath(join(folder, 'missing.png')).isEmpty()).toBe(true)
      const fromBuffer = nativeImage.createFromBuffer(image.toPNG())
      expect(fromBuffer.getSize()).toEqual({ width: 16, height: 16 })
      expect(fromBuffer.resize({ width: 8 }).getSize()).toEqual({ width: 8, height: 8 })
      const empty = nativeImage.createEmpty()
      empty.addRepresentation({ scaleFactor: 2, buffer: image.toPNG({ scaleFactor: 2 }) })
      expect(empty.getScaleFactors()).toEqual([2])
    })
  })

  it('answers screen queries from the launch displays and emits display changes', () => {
    const { screen } = electron()
    expect(screen.getPrimaryDisplay().workArea).toEqual({ x: 0, y: 0, width: 1920, height: 1050 })
    const events: string[] = []
    screen.on('display-added', (_e, d) => events.push(`added ${d.id}`))
    screen.on('display-metrics-changed', (_e, d, changed) => events.push(`changed ${d.id} ${changed.join('+')}`))
    app().screen.setDisplays([
      {
        id: 1,
        bounds: { x: 0, y: 0, width: 1920, height: 1080 },
        workArea: { x: 0, y: 30, width: 1920, height: 1050 },
      },
      { id: 2, bounds: { x: 1920, y: 0, width: 1280, height: 1024 } },
    ])
    expect(events).toEqual(['changed 1 workArea', 'added 2'])
    expect(screen.getDisplayNearestPoint({ x: 3000, y: 500 }).id).toBe(2)
    expect(screen.getDisplayMatching({ x: 1800, y: 100, width: 400, height: 300 }).id).toBe(2)
    expect(screen.getDisplayMatching({ x: 9000, y: 9000, width: 10, height: 10 }).id).toBe(2)
  })

  it('switches nativeTheme and applies prefers-color-scheme to pages', async () => {
    const { nativeTheme } = electron()
    const win = await app().waitForWindow() // created by the fixture after ready, never loaded
    const updates: boolean[] = []
    nativeTheme.on('updated', () => updates.push(nativeTheme.shouldUseDarkColors))
    expect(nativeTheme.shouldUseDarkColors).toBe(false)
    app().nativeTheme.setSystemDarkMode(true)
    nativeTheme.themeSource = 'light'
    nativeTheme.themeSource = 'system'
    expect(updates).toEqual([true, false, true])
    await win.page.waitForFunction("matchMedia('(prefers-color-scheme: dark)').matches")
  })

  it('reports a renderer crash only when a test simulates one', async () => {
    const win = await app().waitForWindow()
    const gone: string[] = []
    win.webContents.on('render-process-gone', (_event, details) => gone.push(`contents:${details.reason}`))
    electron().app.on('render-process-gone', (_event, _contents, details) => gone.push(`app:${details.reason}`))
    expect(gone).toEqual([])
    win.webContents.simulateRenderProcessGone({ reason: 'oom', exitCode: 9 })
    expect(gone).toEqual(['contents:oom', 'app:oom'])
  })

  it('emits power events, reports connectivity and records shell calls', async () => {
    const { powerMonitor, net, shell } = electron()
    const seen: string[] = []
    powerMonitor.on('suspend', () => seen.push('suspend'))
    powerMonitor.on('resume', () => seen.push('resume'))
    app().powerMonitor.simulate('suspend')
    app().powerMonitor.simulate('resume')
    expect(seen).toEqual(['suspend', 'resume'])
    expect(net.isOnline()).toBe(true)
    app().net.setOnline(false)
    expect(net.isOnline()).toBe(false)
    expect(net.online).toBe(false)
    await shell.openExternal('https://example.org/')
    expect(app().shell.openedUrls()).toEqual(['https://example.org/'])
    expect(() => (net as unknown as Record<string, unknown>).WebSocket).toThrow(
      'Electron stand-in: net.WebSocket is not implemented',
    )
  })

  it('shows notifications a test can click', async () => {
    const { Notification } = electron()
    expect(Notification.isSupported()).toBe(true)
    const notification = new Notification({ title: 'Sync failed', body: 'shop.example', urgency: 'critical' })
    const clicks: string[] = []
    notification.on('click', () => clicks.push('click'))
    notification.show()
    const shown = await app().waitForNotification((n) => n.title === 'Sync failed')
    expect(shown.body).toBe('shop.example')
    shown.userClick()
    expect(clicks).toEqual(['click'])
    // Linux has no 'failed' event (libnotify's errors go to the log).
    expect(() => shown.simulateFailure('no notification daemon')).toThrow(/macOS and Windows only/)
  })

  it("registers global shortcuts with Electron's accelerator rules", () => {
    const { globalShortcut } = electron()
    const pressed: string[] = []
    expect(globalShortcut.register('CmdOrCtrl+Alt+S', () => pressed.push('s'))).toBe(true)
    expect(globalShortcut.register('Control+Alt+S', () => pressed.push('again'))).toBe(false)
    expect(globalShortcut.isRegistered('Ctrl+Alt+S')).toBe(true)
    app().globalShortcut.markTakenByOtherApp('Super+Space')
    expect(globalShortcut.register('Super+Space', () => pressed.push('taken'))).toBe(false)
    expect(() => globalShortcut.register('Ctrl+Nope', () => {})).toThrow(
      'Error processing argument at index 0, conversion failure from Ctrl+Nope',
    )
    expect(app().globalShortcut.press('Ctrl+Alt+S')).toBe(true)
    expect(pressed).toEqual(['s'])
    globalShortcut.unregisterAll()
    expect(app().globalShortcut.press('Ctrl+Alt+S')).toBe(false)
  })

  it('answers message boxes with the queued answer, else the default button', async () => {
    const { dialog } = electron()
    expect(await dialog.showMessageBox({ message: 'Delete?', buttons: ['Cancel', 'Delete'], defaultId: 0 })).toEqual({
      response: 0,
      checkboxChecked: false,
    })
    app().dialog.answerNextMessageBox({ response: 1 })
    expect(await dialog.showMessageBox({ message: 'Delete?', buttons: ['Cancel', 'Delete'] })).toEqual({
      response: 1,
      checkboxChecked: false,
    })
    expect(
      app()
        .dialog.messageBoxes()
        .map((m) => m.message),
    ).toEqual(['Delete?', 'Delete?'])
    expect((await dialog.showOpenDialog({ properties: ['openFile'] })).canceled).toBe(true)
  })

  it('builds menus like Electron: template validation, radio groups, getMenuItemById', () => {
    const { Menu, MenuItem } = electron()
    expect(() => Menu.buildFromTemplate([{ click: () => {} }])).toThrow(
      'Invalid template for MenuItem: must have at least one of label, role or type',
    )
    expect(() => Menu.buildFromTemplate({} as never)).toThrow(
      'Invalid template for Menu: Menu template must be an array',
    )
    const menu = Menu.buildFromTemplate([
      { id: 'a', label: 'A', type: 'radio' },
      { id: 'b', label: 'B', type: 'radio' },
      { type: 'separator' },
      { label: 'More', submenu: [{ id: 'deep', label: 'Deep' }] },
    ])
    menu.append(new MenuItem({ label: 'Last' }))
    expect(menu.getMenuItemById('deep')?.label).toBe('Deep')
    const standinMenu = menu as unknown as { labels(): unknown; menuWillShow(): void }
    standinMenu.menuWillShow()
    expect(standinMenu.labels()).toEqual(['(*) A', '( ) B', '---', { More: ['Deep'] }, 'Last'])
    menu.getMenuItemById('b')!.checked = true
    expect(menu.getMenuItemById('a')!.checked).toBe(false)
  })
})
