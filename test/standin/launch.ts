// launchApp(): runs a built Electron app's main bundle in this process with `electron` played by
// the stand-in, its windows as pages in headless Chromium. See README.md.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import type { BrowserWindowStandin } from './electron/browser-window'
import { waitUntil } from './electron/events'
import type { MenuLabelTree } from './electron/menu'
import type { NotificationOutcome, NotificationStandin } from './electron/notification'
import { appProcess, isStandinPlatform, type StandinPlatform } from './electron/platform'
import type { PermissionDetails, PermissionName } from './electron/session'
import { DEFAULT_DISPLAYS, type DisplayInput } from './electron/screen'
import { Standin, type SessionEndOptions, type SessionEndOutcome } from './electron/standin'
import type { TrayStandin } from './electron/tray'
import { loadApp, unloadApp } from './module-hook'

export interface LaunchOptions {
  /** Folder with the app's package.json (its "main" names the built main bundle). */
  appRoot: string
  /** app.getPath('userData'); also the single-instance lock's key. */
  userData: string
  /**
   * Command-line arguments after the app path, e.g. ['--hidden']. The app reads them through
   * app.commandLine (hasSwitch/getSwitchValue); process.argv is the test runner's and is not
   * changed. A second instance's argv reaches the first through 'second-instance'.
   */
  argv?: string[]
  /** Working directory reported to 'second-instance' (default: process.cwd()). */
  cwd?: string
  /** app.getPath('home') and the folders below it (default: os.homedir()). */
  home?: string
  /** Displays for the screen module (default: one 1920×1080 display, work area 1920×1050). */
  displays?: DisplayInput[]
  /** net.isOnline() (default true). */
  online?: boolean
  /**
   * The system's proxy (e.g. 'http://127.0.0.1:3128', CONNECT for https), used by net.fetch for
   * every address but loopback, as Chromium does; Node's fetch in the app never sees it.
   */
  systemProxy?: string
  /**
   * Certificates (PEM) the operating system's store trusts: net.fetch accepts servers they sign; Node's fetch does not.
   */
  osTrustedCertificates?: string[]
  /** Chromium's --host-resolver-rules for net.fetch: `{ 'shop.example': '127.0.0.1:8443' }` (see chromium-network.ts). */
  hostResolverRules?: Record<string, string>
  /** The OS's dark mode, for nativeTheme (default false). */
  systemDarkMode?: boolean
  /**
   * The user's preferred languages in the OS, most preferred first (default ['en-US']): what
   * app.getPreferredSystemLanguages() answers; app.getLocale() and the pages' language follow the first one Chromium
   * ships a translation for, as Electron's do.
   */
  systemLanguages?: string[]
  /**
   * A Chromium to share (one per test file is fastest), or a function that provides it when the
   * first window needs one; otherwise a launch that opens windows starts its own.
   */
  browser?: Browser | (() => Promise<Browser>)
  /** Chromium binary (default /usr/bin/chromium). */
  executablePath?: string
  /** Log "Error occurred in handler for …" like Electron does when an invoke handler throws (default true). */
  logIpcErrors?: boolean
  /** Default timeout of the wait helpers, in ms (default 5000). */
  timeoutMs?: number
  /**
   * The platform Electron plays (default 'linux'): the app's modules see it as
   * `process.platform`, and the stand-in follows Electron's behaviour there (README: "Per platform").
   */
  platform?: StandinPlatform
  /** Variables the app sees in `process.env` on top of this process's (e.g. XDG_SESSION_TYPE). */
  env?: Record<string, string>
  /**
   * What the system does with the app's notifications (default 'shown'): 'failed' (macOS: an
   * unsigned app; both macOS and Windows emit 'failed') or 'unsupported' (no notification
   * service: Notification.isSupported() is false).
   */
  notifications?: NotificationOutcome
  /**
   * Windows: the AppUserModelID of the Start-menu shortcut an installer made. Toasts show only for
   * an app whose AppUserModelID it is; without one (the default) they fail.
   */
  startMenuAppUserModelId?: string
  /**
   * macOS: what SMAppService answers a login-item registration (default 'enabled'; 'not-found': an unsigned app failing
   * silently).
   */
  loginItemStatus?: 'enabled' | 'requires-approval' | 'not-found'
  /** macOS: the app was started by its login item (getLoginItemSettings().wasOpenedAtLogin). */
  openedAtLogin?: boolean
  /**
   * app.isPackaged (default false: a development run). True plays an installed build as far as
   * the app can tell; paths (exe, appPath) stay the development ones.
   */
  isPackaged?: boolean
  /**
   * Packages the app's own modules get in place of the real ones, by the name they require
   * (e.g. `{ 'electron-updater': scripted }`: an update without GitHub, and without replacing files).
   */
  modules?: Record<string, unknown>
}

interface PackageJson {
  name?: string
  productName?: string
  version?: string
  main?: string
}

/** A running app and the stand-in playing Electron for it. */
export class StandinApp {
  readonly exited: Promise<{ code: number }>

  constructor(
    /** The stand-in instance: its modules, records (navigations, window opens, errors…) and hooks. */
    readonly standin: Standin,
    private readonly launchOptions: LaunchOptions,
    private readonly mainExports: unknown,
  ) {
    this.exited = standin.exited
  }

  /**
   * What `require('electron')` returned to the app, typed as Electron's module (the objects are the
   * stand-in's; reach their test hooks through the getters below or `standin`).
   */
  /** The platform Electron plays for this app. */
  get platform(): StandinPlatform {
    return this.standin.platform
  }

  /**
   * The user logs off or shuts down, as the platform delivers it (see Standin.endSession). If the
   * app is still running when the system would kill it, it is killed — no more events — and
   * `userData` is copied to `dataCopy` at that moment: what a next start would find on disk.
   */
  endSession(options: SessionEndOptions): Promise<SessionEndOutcome> {
    return this.standin.endSession(options)
  }

  get electron(): typeof Electron.CrossProcessExports {
    return this.standin.electron as unknown as typeof Electron.CrossProcessExports
  }

  /** What the main bundle exported (usually nothing). */
  get exports(): unknown {
    return this.mainExports
  }

  get app() {
    return this.standin.appModule
  }

  get screen() {
    return this.standin.screenModule
  }

  get nativeTheme() {
    return this.standin.nativeTheme
  }

  get powerMonitor() {
    return this.standin.powerMonitor
  }

  get net() {
    return this.standin.net
  }

  get shell() {
    return this.standin.shell
  }

  get clipboard() {
    return this.standin.clipboard
  }

  get dialog() {
    return this.standin.dialog
  }

  get globalShortcut() {
    return this.standin.globalShortcut
  }

  get ipcMain() {
    return this.standin.ipcMain
  }

  /** The default session (permission log, protocol handlers). */
  get session() {
    return this.standin.sessionFor({})
  }

  notifications(): NotificationStandin[] {
    return [...this.standin.notifications]
  }

  windows(): BrowserWindowStandin[] {
    return this.standin.windowList()
  }

  /** The first live tray, if any. */
  tray(): TrayStandin | undefined {
    return this.standin.trays[0]
  }

  trays(): TrayStandin[] {
    return [...this.standin.trays]
  }

  /** Resolves when something matching `check` exists; re-checked on every stand-in event. */
  waitFor<T>(
    check: () => T | undefined | null | false,
    description = 'a condition',
    timeoutMs = this.launchOptions.timeoutMs ?? 5000,
  ): Promise<T> {
    return waitUntil(
      this.standin.events,
      ['changed'],
      () => {
        const value = check()
        return value === null || value === false ? undefined : value
      },
      () => description,
      timeoutMs,
    )
  }

  /** A tray (matching `predicate`) once it exists. */
  waitForTray(predicate: (tray: TrayStandin) => boolean = () => true, timeoutMs?: number): Promise<TrayStandin> {
    return this.waitFor(() => this.standin.trays.find(predicate), 'a tray', timeoutMs)
  }

  /** A window (matching `predicate`) once it exists and its page is wired. */
  async waitForWindow(
    predicate: (window: BrowserWindowStandin) => boolean = () => true,
    timeoutMs?: number,
  ): Promise<BrowserWindowStandin> {
    const window = await this.waitFor(() => this.standin.windowList().find(predicate), 'a window', timeoutMs)
    await window.whenPageReady()
    return window
  }

  /** A window whose page has finished loading (after 'did-finish-load'). */
  async waitForLoadedWindow(
    predicate: (window: BrowserWindowStandin) => boolean = () => true,
    timeoutMs?: number,
  ): Promise<BrowserWindowStandin> {
    const window = await this.waitFor(
      () =>
        this.standin
          .windowList()
          .find((w) => predicate(w) && w.webContents.getURL() !== '' && !w.webContents.isLoading()),
      'a loaded window',
      timeoutMs,
    )
    await window.whenPageReady()
    return window
  }

  /** The tray whose context menu (as last set) satisfies `predicate`. */
  waitForMenu(
    predicate: (labels: MenuLabelTree, tray: TrayStandin) => boolean,
    timeoutMs?: number,
  ): Promise<TrayStandin> {
    return this.waitFor(
      () => this.standin.trays.find((tray) => tray.menu !== null && predicate(tray.menuLabels(), tray)),
      `a tray menu matching the predicate (menus now: ${JSON.stringify(this.standin.trays.map((t) => t.menuLabels()))})`,
      timeoutMs,
    )
  }

  /** A notification (matching `predicate`) once it is shown. */
  waitForNotification(
    predicate: (n: NotificationStandin) => boolean = () => true,
    timeoutMs?: number,
  ): Promise<NotificationStandin> {
    return this.waitFor(
      () => this.standin.notifications.find((n) => n.state === 'shown' && predicate(n)),
      'a shown notification',
      timeoutMs,
    )
  }

  /** A permission request from `window`'s main frame through the app's handlers; resolves with the decision. */
  requestPermission(
    window: BrowserWindowStandin,
    permission: PermissionName,
    details?: Partial<PermissionDetails>,
  ): Promise<boolean> {
    return window.requestPermission(permission, details)
  }

  /** Quits as the user would (app.quit()); await `exited` for the outcome. */
  quit(): void {
    this.standin.appModule.quit()
  }

  /**
   * Starts the app again with the same userData (and browser), as a user launching it a second
   * time: that instance's requestSingleInstanceLock() returns false and this one gets
   * 'second-instance' with `argv`.
   */
  launchSecondInstance(argv: string[] = [], options: Partial<LaunchOptions> = {}): Promise<StandinApp> {
    return launchApp({ ...this.launchOptions, browser: this.launchOptions.browser ?? undefined, ...options, argv })
  }

  /** Force-closes pages, servers and the browser it started, whatever state the app is in. */
  async dispose(): Promise<void> {
    await this.standin.dispose()
    unloadApp(this.launchOptions.appRoot)
  }
}

/**
 * Loads the app's main bundle with `require('electron')` resolved to a fresh stand-in, then emits
 * 'ready' asynchronously like Electron. Resolves once 'ready' has been emitted (or the app quit
 * before it, as a second instance does).
 */
export async function launchApp(options: LaunchOptions): Promise<StandinApp> {
  const appRoot = resolve(options.appRoot)
  const pkgPath = join(appRoot, 'package.json')
  if (!existsSync(pkgPath)) throw new Error(`Electron stand-in: no package.json in ${appRoot}`)
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as PackageJson
  const mainPath = resolve(appRoot, pkg.main ?? 'index.js')
  if (!existsSync(mainPath))
    throw new Error(`Electron stand-in: the main bundle ${mainPath} does not exist (build the app first)`)
  const platform = options.platform ?? 'linux'
  if (!isStandinPlatform(platform))
    throw new Error(`Electron stand-in: platform must be 'darwin', 'win32' or 'linux', not ${String(platform)}`)
  const env = { ...(options.env ?? {}) }
  const standin = new Standin({
    appRoot,
    userData: resolve(options.userData),
    argv: options.argv ?? [],
    cwd: options.cwd ?? process.cwd(),
    home: options.home,
    appName: pkg.productName ?? pkg.name ?? 'Electron',
    appVersion: pkg.version ?? '0.0.0',
    displays: options.displays ?? [DEFAULT_DISPLAYS[platform]],
    online: options.online ?? true,
    systemDarkMode: options.systemDarkMode ?? false,
    systemLanguages: options.systemLanguages ?? ['en-US'],
    browser: options.browser,
    executablePath: options.executablePath ?? '/usr/bin/chromium',
    logIpcErrors: options.logIpcErrors ?? true,
    platform,
    env,
    notifications: options.notifications ?? 'shown',
    startMenuAppUserModelId: options.startMenuAppUserModelId,
    loginItemStatus: options.loginItemStatus ?? 'enabled',
    openedAtLogin: options.openedAtLogin ?? false,
    isPackaged: options.isPackaged ?? false,
    network: {
      systemProxy: options.systemProxy,
      osTrustedCertificates: options.osTrustedCertificates,
      hostResolverRules: options.hostResolverRules,
    },
  })
  let exports: unknown
  try {
    exports = loadApp(appRoot, mainPath, standin.electron, appProcess(platform, env), options.modules)
  } catch (error) {
    await standin.dispose()
    unloadApp(appRoot)
    throw error
  }
  await new Promise<void>((done) =>
    setImmediate(() => {
      if (!standin.hasExited()) standin.appModule.emitReady()
      done()
    }),
  )
  return new StandinApp(standin, { ...options, appRoot }, exports)
}
