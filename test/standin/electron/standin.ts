// One Electron stand-in instance: everything `require('electron')` returns for one launch of the
// app, plus the state tests observe. Each launch gets its own instance (classes included).
import { EventEmitter } from 'node:events'
import { cpSync, existsSync } from 'node:fs'
import type { Browser, Page, Request as PwRequest, Route } from 'playwright-core'
import {
  BrowserWindowStatics,
  CrossProcessExportsExports,
  MenuStatics,
  NotificationStatics,
  ProtocolMembers,
  SessionStatics,
  WebContentsStatics,
} from './api-names'
import { AppStandin } from './app'
import { BrowserWindowStandin } from './browser-window'
import { DialogStandin } from './dialog'
import { GlobalShortcutStandin } from './global-shortcut'
import { IpcMainStandin } from './ipc-main'
import { loud, notImplemented, otherPlatformApi } from './loud'
import { buildFromTemplate, MenuItemStandin, MenuStandin } from './menu'
import { createNativeImageModule } from './native-image'
import { NativeThemeStandin } from './native-theme'
import { NetStandin } from './net'
import { ClipboardStandin } from './clipboard'
import type { NetworkSettings } from './chromium-network'
import { NotificationStandin, type NotificationOutcome } from './notification'
import type { StandinPlatform } from './platform'
import { PowerMonitorStandin } from './power-monitor'
import { SchemeRegistry } from './protocol'
import { ScreenStandin, type DisplayInput } from './screen'
import { endSession, type SessionEndOptions, type SessionEndOutcome } from './session-end'
import { SessionStandin } from './session'
export type { SessionEndOptions, SessionEndOutcome } from './session-end'
import { ShellStandin } from './shell'
import { TrayStandin } from './tray'
import type { WebContentsStandin } from './web-contents'

/** Chromium flags for Debian's /usr/bin/chromium in this environment. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
]

export interface StandinConfig {
  appRoot: string
  userData: string
  argv: string[]
  cwd: string
  home?: string
  appName: string
  appVersion: string
  displays: DisplayInput[]
  online: boolean
  systemDarkMode: boolean
  /** The OS's preferred languages, most preferred first. */
  systemLanguages: readonly string[]
  browser?: Browser | (() => Promise<Browser>)
  executablePath: string
  /** Electron logs "Error occurred in handler for …" for failing invoke handlers; false silences it. */
  logIpcErrors: boolean
  platform: StandinPlatform
  /** Variables the app sees in process.env on top of this process's. */
  env: Readonly<Record<string, string>>
  /** What the system does with the app's notifications. */
  notifications: NotificationOutcome
  /** Windows: the AppUserModelID of the Start-menu shortcut an installer made, if any. */
  startMenuAppUserModelId: string | undefined
  /** macOS: what the system answers a login-item registration. */
  loginItemStatus: 'enabled' | 'requires-approval' | 'not-found'
  /** macOS: started by its login item. */
  openedAtLogin: boolean
  /** app.isPackaged: the app runs as an installed build rather than in Electron's development binary. */
  isPackaged: boolean
  /** The system's proxy and the OS's certificate store, for net.fetch only. */
  network?: NetworkSettings
}

export interface NavigationRecord {
  window: BrowserWindowStandin
  url: string
  isMainFrame: boolean
  prevented: boolean
}

export interface WindowOpenRecord {
  window: BrowserWindowStandin
  details: Electron.HandlerDetails
  decision: 'allow' | 'deny'
}

function makeBrowserWindowClass(s: Standin) {
  return class BrowserWindow extends BrowserWindowStandin {
    constructor(options?: Electron.BrowserWindowConstructorOptions) {
      super(s, options)
    }
    static getAllWindows(): BrowserWindowStandin[] {
      return s.windowList()
    }
    static getFocusedWindow(): BrowserWindowStandin | null {
      return s.focusedWindow() ?? null
    }
    static fromWebContents(contents: unknown): BrowserWindowStandin | null {
      return s.windowList().find((w) => w.webContents === contents) ?? null
    }
    static fromId(id: number): BrowserWindowStandin | null {
      return s.windowList().find((w) => w.id === id) ?? null
    }
    static fromBrowserView(): never {
      return notImplemented('BrowserWindow.fromBrowserView')
    }
  }
}

function makeMenuClasses(s: Standin) {
  const Menu = class Menu extends MenuStandin {
    constructor() {
      super(s)
    }
    static buildFromTemplate(template: Array<Electron.MenuItemConstructorOptions | MenuItemStandin>): MenuStandin {
      return buildFromTemplate(s, template)
    }
    static setApplicationMenu(menu: MenuStandin | null): void {
      s.setApplicationMenu(menu)
    }
    static getApplicationMenu(): MenuStandin | null {
      return s.applicationMenu
    }
    static sendActionToFirstResponder(): never {
      return otherPlatformApi('Menu.sendActionToFirstResponder', ['darwin'], s.platform)
    }
  }
  const MenuItem = class MenuItem extends MenuItemStandin {
    constructor(options: Electron.MenuItemConstructorOptions) {
      super(s, options)
    }
  }
  return { Menu, MenuItem }
}

function makeTrayClass(s: Standin) {
  return class Tray extends TrayStandin {
    constructor(image: Electron.NativeImage | string, guid?: string) {
      super(s, image, guid)
    }
  }
}

function makeNotificationClass(s: Standin) {
  return class Notification extends NotificationStandin {
    constructor(options?: Electron.NotificationConstructorOptions) {
      super(s, options)
    }
    static isSupported(): boolean {
      return s.options.notifications !== 'unsupported'
    }
  }
}

export class Standin {
  /** Emits 'changed' (with a topic) whenever something a test may wait for happens. */
  readonly events = new EventEmitter()
  ready = false
  readonly windows: BrowserWindowStandin[] = []
  readonly trays: TrayStandin[] = []
  readonly notifications: NotificationStandin[] = []
  readonly pageErrors: Array<{ window: BrowserWindowStandin; error: Error }> = []
  readonly consoleMessages: Array<{ window: BrowserWindowStandin; level: string; text: string }> = []
  readonly navigationLog: NavigationRecord[] = []
  readonly windowOpenLog: WindowOpenRecord[] = []
  /** Failures inside the stand-in or in app callbacks it ran (protocol handlers, preload errors…). */
  readonly errors: unknown[] = []
  menuCommandIds = 0
  menuGroupIds = 0
  /** What Menu.getApplicationMenu() answers. */
  applicationMenu: MenuStandin | null = null
  /** Whether anyone called Menu.setApplicationMenu (Electron then installs no default menu). */
  applicationMenuSet = false
  /**
   * macOS: the menu in the menu bar. Menu.setApplicationMenu(null) leaves it as it was there
   * (Electron returns early on darwin), so it can differ from `applicationMenu`.
   */
  menuBarMenu: MenuStandin | null = null
  readonly schemes: SchemeRegistry
  readonly appModule: AppStandin
  readonly ipcMain = new IpcMainStandin()
  readonly screenModule: ScreenStandin
  readonly nativeTheme: NativeThemeStandin
  readonly powerMonitor = new PowerMonitorStandin()
  readonly net: NetStandin
  readonly shell: ShellStandin
  readonly clipboard: ClipboardStandin
  readonly dialog: DialogStandin
  readonly globalShortcut: GlobalShortcutStandin
  readonly BrowserWindow: ReturnType<typeof makeBrowserWindowClass>
  readonly Menu: ReturnType<typeof makeMenuClasses>['Menu']
  readonly MenuItem: ReturnType<typeof makeMenuClasses>['MenuItem']
  readonly Tray: ReturnType<typeof makeTrayClass>
  readonly Notification: ReturnType<typeof makeNotificationClass>
  /** What `require('electron')` returns in the app's main process. */
  readonly electron: Record<string, unknown>
  readonly exited: Promise<{ code: number }>
  private resolveExited!: (value: { code: number }) => void
  private exitedFlag = false
  private readonly sessions = new Map<string, SessionStandin>()
  private readonly pages = new WeakMap<Page, BrowserWindowStandin>()
  private browserPromise: Promise<Browser> | undefined
  private readonly pending = new Set<Promise<unknown>>()

  constructor(readonly options: StandinConfig) {
    this.events.setMaxListeners(0)
    this.exited = new Promise((resolve) => {
      this.resolveExited = resolve
    })
    this.schemes = new SchemeRegistry(this)
    this.appModule = new AppStandin(this)
    this.screenModule = new ScreenStandin(this, options.displays)
    this.nativeTheme = new NativeThemeStandin(this, options.systemDarkMode)
    this.net = new NetStandin(this, options.online, options.network)
    this.shell = new ShellStandin(this)
    this.clipboard = new ClipboardStandin(this)
    this.dialog = new DialogStandin(this)
    this.globalShortcut = new GlobalShortcutStandin(this)
    this.BrowserWindow = loud(makeBrowserWindowClass(this), 'BrowserWindow', BrowserWindowStatics)
    const menus = makeMenuClasses(this)
    this.Menu = loud(menus.Menu, 'Menu', MenuStatics)
    this.MenuItem = menus.MenuItem
    this.Tray = makeTrayClass(this)
    this.Notification = loud(makeNotificationClass(this), 'Notification', NotificationStatics)
    this.electron = this.buildModule()
  }

  // ---- the module --------------------------------------------------------------------------

  private buildModule(): Record<string, unknown> {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the module's getters need the instance
    const s = this
    const notReady = (): never => {
      throw new TypeError('Session can only be received when app is ready')
    }
    const session = loud(
      {
        get defaultSession(): SessionStandin {
          if (!s.ready) notReady()
          return s.sessionFor({})
        },
        fromPartition(partition: string): SessionStandin {
          if (!s.ready) notReady()
          return s.sessionFor({ partition })
        },
      },
      'session',
      SessionStatics,
    )
    const protocol = loud(
      {
        registerSchemesAsPrivileged(customSchemes: Electron.CustomScheme[]): void {
          if (s.ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready')
          s.schemes.register(customSchemes)
        },
        getStandardSchemes(): string[] {
          return [...s.schemes.privileges].filter(([, p]) => p.standard).map(([scheme]) => scheme)
        },
        handle: (scheme: string, handler: (request: Request) => Response | Promise<Response>) =>
          session.defaultSession.protocol.handle(scheme, handler),
        unhandle: (scheme: string) => session.defaultSession.protocol.unhandle(scheme),
        isProtocolHandled: (scheme: string) => session.defaultSession.protocol.isProtocolHandled(scheme),
      },
      'protocol',
      [...ProtocolMembers, 'getStandardSchemes'],
    )
    const webContents = loud(
      {
        getAllWebContents: () => s.windowList().map((w) => w.webContents),
        getFocusedWebContents: () => s.focusedWindow()?.webContents ?? null,
        fromId: (id: number) => s.windowList().find((w) => w.webContents.id === id)?.webContents,
      },
      'webContents',
      WebContentsStatics,
    )
    // Electron creates `screen` on first property access, which throws before 'ready'.
    const screen = new Proxy(this.screenModule, {
      get(target, key) {
        if (typeof key === 'symbol') return Reflect.get(target, key)
        if (!s.ready) throw new Error("The 'screen' module can't be used before the app 'ready' event")
        const value = Reflect.get(target, key) as unknown
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value
      },
    })
    const exports: Record<string, unknown> = {
      app: this.appModule,
      BrowserWindow: this.BrowserWindow,
      ipcMain: this.ipcMain,
      Menu: this.Menu,
      MenuItem: this.MenuItem,
      Tray: this.Tray,
      Notification: this.Notification,
      nativeImage: createNativeImageModule(this.platform),
      nativeTheme: this.nativeTheme,
      powerMonitor: this.powerMonitor,
      net: this.net,
      shell: this.shell,
      clipboard: this.clipboard,
      dialog: this.dialog,
      globalShortcut: this.globalShortcut,
      screen,
      protocol,
      session,
      webContents,
    }
    return loud(exports, 'electron', CrossProcessExportsExports)
  }

  // ---- state ----------------------------------------------------------------------------------

  changed(topic: string): void {
    this.events.emit('changed', topic)
  }

  recordError(error: unknown): void {
    this.errors.push(error)
    this.changed('error')
  }

  logIpcError(prefix: string, error: unknown): void {
    if (this.options.logIpcErrors) console.error(prefix, error)
  }

  /** Keeps a background promise (page closes…) so dispose() can wait for it. */
  track(promise: Promise<unknown>): void {
    this.pending.add(promise)
    void promise.finally(() => this.pending.delete(promise))
  }

  windowList(): BrowserWindowStandin[] {
    return [...this.windows]
  }

  focusedWindow(): BrowserWindowStandin | undefined {
    return this.windows.find((w) => w.isFocused())
  }

  addWindow(window: BrowserWindowStandin): void {
    this.windows.push(window)
  }

  removeWindow(window: BrowserWindowStandin): void {
    const index = this.windows.indexOf(window)
    if (index >= 0) this.windows.splice(index, 1)
  }

  registerPage(page: Page, window: BrowserWindowStandin): void {
    this.pages.set(page, window)
  }

  windowByPage(page: Page): BrowserWindowStandin | undefined {
    return this.pages.get(page)
  }

  sessionFor(prefs: Electron.WebPreferences): SessionStandin {
    if (prefs.session) return prefs.session as unknown as SessionStandin
    const partition = prefs.partition ?? ''
    let session = this.sessions.get(partition)
    if (!session) {
      session = new SessionStandin(this, partition)
      this.sessions.set(partition, session)
    }
    return session
  }

  get platform(): StandinPlatform {
    return this.options.platform
  }

  /** Menu.setApplicationMenu as lib/browser/api/menu.ts does it, per platform. */
  setApplicationMenu(menu: unknown): void {
    if (menu !== null && !(menu instanceof MenuStandin)) throw new TypeError('Invalid menu')
    this.applicationMenu = menu
    this.applicationMenuSet = true
    if (this.platform === 'darwin') {
      if (menu) {
        menu.menuWillShow()
        this.menuBarMenu = menu
      }
    } else {
      for (const window of this.windows) window.setMenu(menu as Electron.Menu | null)
    }
    this.changed('menu')
  }

  /** The menu a key press in `window` goes through: the menu bar's on macOS, the window's own elsewhere. */
  menuFor(window: BrowserWindowStandin): MenuStandin | null {
    return this.platform === 'darwin' ? this.menuBarMenu : window.menu
  }

  versions(): Record<string, string> {
    return { electron: '45.0.0-standin', chrome: 'standin', node: process.versions.node, v8: process.versions.v8 }
  }

  applyColorScheme(): void {
    const colorScheme = this.nativeTheme.colorScheme()
    for (const window of this.windows) {
      window.webContents.attached
        .then(() => window.webContents.playwrightPage.emulateMedia({ colorScheme }))
        .catch(() => {})
    }
  }

  async browser(): Promise<Browser> {
    const shared = this.options.browser
    this.browserPromise ??= shared
      ? Promise.resolve(typeof shared === 'function' ? shared() : shared)
      : import('playwright-core').then(({ chromium }) =>
          chromium.launch({ executablePath: this.options.executablePath, args: CHROMIUM_ARGS }),
        )
    return this.browserPromise
  }

  /**
   * A new page that is not one of the app's windows asked for a URL: a popup Chromium opened
   * without going through the page runtime (e.g. from a frame the runtime had not reached yet).
   * It is closed and its request aborted; the window open handler of the app's window decides.
   */
  async onPopupRequest(route: Route, request: PwRequest, page: Page): Promise<void> {
    await route.abort('aborted').catch(() => {})
    await page.close().catch(() => {})
    if (!request.isNavigationRequest()) return
    const parent = this.windows.length === 1 ? this.windows[0] : this.focusedWindow()
    if (!parent) return
    const contents: WebContentsStandin = parent.webContents
    contents.onWindowOpen({
      url: request.url(),
      frameName: '',
      features: '',
      disposition: 'foreground-tab',
      referrer: parent.webContents.getURL(),
    })
  }

  hasExited(): boolean {
    return this.exitedFlag
  }

  /** @internal The app shut down (quit or exit). */
  onExit(code: number): void {
    if (this.exitedFlag) return
    this.exitedFlag = true
    this.copyDataAtEnd()
    for (const tray of [...this.trays]) tray.destroy()
    this.changed('exit')
    void this.closeResources().finally(() => this.resolveExited({ code }))
  }

  // ---- the end of the user's session --------------------------------------------------------------

  private dataCopyAtEnd: string | undefined

  /** Resolves true once the app has exited, false after `ms`. */
  exitWithin(ms: number): Promise<boolean> {
    if (this.exitedFlag) return Promise.resolve(true)
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        this.events.off('changed', onChange)
        resolve(false)
      }, ms)
      const onChange = (): void => {
        if (!this.exitedFlag) return
        clearTimeout(timer)
        this.events.off('changed', onChange)
        resolve(true)
      }
      this.events.on('changed', onChange)
    })
  }

  /** The process ends: what is on disk now is what the next start finds. */
  private copyDataAtEnd(): void {
    const target = this.dataCopyAtEnd
    if (target === undefined) return
    this.dataCopyAtEnd = undefined
    if (existsSync(this.options.userData)) cpSync(this.options.userData, target, { recursive: true })
  }

  /** The user logs off or shuts down (session-end.ts). */
  endSession(options: SessionEndOptions): Promise<SessionEndOutcome> {
    if (this.exitedFlag) throw new Error('Electron stand-in: the app is not running')
    this.dataCopyAtEnd = options.dataCopy
    return endSession(this, options)
  }

  /**
   * The system ends the process: no event, no 'closed'; the disk stays as it is this instant. (The
   * app's own timers and servers live on in this test process — see README, Known differences.)
   */
  kill(): void {
    if (this.exitedFlag) return
    this.copyDataAtEnd()
    this.appModule.forceRelease()
    for (const window of [...this.windows]) {
      this.removeWindow(window)
      window.webContents.destroyInternal({ silently: true })
    }
    this.onExit(-1)
  }

  private async closeResources(): Promise<void> {
    await Promise.allSettled([...this.pending])
    await Promise.allSettled([...this.sessions.values()].map((s) => s.close()))
    await this.schemes.close()
    // A Chromium this launch started itself (none was shared) goes with it, even one still starting.
    if (!this.options.browser && this.browserPromise) {
      const browser = await this.browserPromise.catch(() => undefined)
      await browser?.close().catch(() => {})
    }
  }

  /** Tears everything down whatever the app's state (tests' afterEach). */
  async dispose(): Promise<void> {
    this.appModule.forceRelease()
    for (const window of [...this.windows]) {
      this.removeWindow(window)
      window.webContents.destroyInternal()
    }
    for (const tray of [...this.trays]) tray.destroy()
    const wasExited = this.exitedFlag
    this.exitedFlag = true
    await this.closeResources()
    await this.net.close()
    if (!wasExited) this.resolveExited({ code: -1 })
  }
}
