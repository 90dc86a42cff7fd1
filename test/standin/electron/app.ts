// app: lifecycle (ready, quit, exit), paths, single-instance lock, command line.
// Quit follows shell/browser/browser.cc: before-quit → close every window (a prevented 'close'
// cancels the quit) → will-quit → quit → exit. exit() destroys windows and emits only 'quit'.
import { chromiumLocale } from './locale'
import { EventEmitter } from 'node:events'
import { homedir, tmpdir } from 'node:os'
import { dirname, isAbsolute, join } from 'node:path'
import { AppMembers, CommandLineMembers } from './api-names'
import { installDefaultApplicationMenu } from './default-menu'
import { DockStandin } from './dock'
import { makeEvent } from './events'
import { loud, platformOnly } from './loud'
import { NAVIGATOR_PLATFORMS } from './platform'
import type { Standin } from './standin'

// ---- command line -------------------------------------------------------------------------------

/** Chromium-style switches (--name or --name=value) from the launch's argv. */
export class CommandLineStandin implements Pick<
  Electron.CommandLine,
  'hasSwitch' | 'getSwitchValue' | 'appendSwitch' | 'appendArgument' | 'removeSwitch'
> {
  private readonly switches = new Map<string, string>()
  /** Arguments that are not switches, in order. */
  readonly args: string[] = []

  constructor(argv: readonly string[]) {
    let switchesDone = false
    for (const arg of argv) {
      if (switchesDone || !arg.startsWith('-') || arg === '-') {
        this.args.push(arg)
        continue
      }
      if (arg === '--') {
        switchesDone = true
        continue
      }
      const body = arg.replace(/^--?/, '')
      const eq = body.indexOf('=')
      if (eq < 0) this.switches.set(body, '')
      else this.switches.set(body.slice(0, eq), body.slice(eq + 1))
    }
    return loud(this, 'app.commandLine', CommandLineMembers)
  }

  hasSwitch(name: string): boolean {
    return this.switches.has(name)
  }

  getSwitchValue(name: string): string {
    return this.switches.get(name) ?? ''
  }

  appendSwitch(name: string, value?: string): void {
    this.switches.set(name, value ?? '')
  }

  appendArgument(value: string): void {
    this.args.push(value)
  }

  removeSwitch(name: string): void {
    this.switches.delete(name)
  }
}

// ---- single-instance lock: one registry per process, keyed by userData --------------------------

const locks = new Map<string, AppStandin>()

// ---- app ------------------------------------------------------------------------------------------

type Implemented =
  | 'whenReady'
  | 'isReady'
  | 'quit'
  | 'exit'
  | 'requestSingleInstanceLock'
  | 'releaseSingleInstanceLock'
  | 'hasSingleInstanceLock'
  | 'getPath'
  | 'setPath'
  | 'getVersion'
  | 'getName'
  | 'setName'
  | 'name'
  | 'isPackaged'
  | 'getLoginItemSettings'
  | 'setLoginItemSettings'
  | 'dock'
  | 'setAppUserModelId'
  | 'focus'
  | 'commandLine'
  | 'getAppPath'
  | 'getLocale'
  | 'getSystemLocale'
  | 'getPreferredSystemLanguages'
  | 'getLocaleCountryCode'
  | 'setBadgeCount'
  | 'getBadgeCount'
  | 'badgeCount'
  | 'showAboutPanel'
  | 'setAboutPanelOptions'
  | 'hide'
  | 'show'
  | 'isHidden'
  | 'disableHardwareAcceleration'
  | 'isHardwareAccelerationEnabled'
  | 'enableSandbox'
  | 'userAgentFallback'
  | 'setAppLogsPath'
  | 'isAccessibilitySupportEnabled'
  | 'accessibilitySupportEnabled'
  | 'runningUnderARM64Translation'
  | 'applicationMenu'
  | 'setDesktopName'

/** A Windows login item: the Run key's value (one per name) and the command it starts. */
interface WindowsLoginItem {
  name: string
  path: string
  args: string[]
  enabled: boolean
}

export class AppStandin
  extends EventEmitter
  implements Pick<Electron.App, Exclude<Implemented, 'commandLine' | 'dock' | 'applicationMenu'>>
{
  readonly commandLine: CommandLineStandin
  /** Electron: macOS only (undefined on Linux and Windows). */
  readonly dock: DockStandin | undefined
  readonly isPackaged: boolean
  userAgentFallback: string
  readonly runningUnderARM64Translation = false
  accessibilitySupportEnabled = false
  /** Recorded calls of APIs without a visible effect here. */
  readonly recorded = {
    appUserModelId: undefined as string | undefined,
    aboutPanelOptions: undefined as Electron.AboutPanelOptionsOptions | undefined,
    aboutPanelShown: 0,
    desktopName: undefined as string | undefined,
    /** Every setLoginItemSettings call as given (path and args included, to check what was passed). */
    loginItemSettings: [] as Electron.Settings[],
    hardwareAccelerationDisabled: false,
    sandboxEnabled: false,
  }
  private appName: string
  private readonly version: string
  private readonly paths: Map<string, string>
  private readonly readyPromise: Promise<void>
  private resolveReady!: () => void
  private quitting = false
  private exiting = false
  private shutdown = false
  private lockHeld = false
  private badge = 0
  private sessionDataSet = false
  private exitCode = 0
  private hidden = false
  /** macOS: whether SiteTray is a login item (SMAppService's registration). */
  private macLoginItem = false
  /** Windows: the Run key's values. */
  private readonly windowsLoginItems = new Map<string, WindowsLoginItem>()

  constructor(private readonly standin: Standin) {
    super()
    const { options } = standin
    this.appName = options.appName
    this.version = options.appVersion
    this.commandLine = new CommandLineStandin(options.argv)
    this.dock = options.platform === 'darwin' ? new DockStandin() : undefined
    this.isPackaged = options.isPackaged
    this.userAgentFallback = `Mozilla/5.0 (${NAVIGATOR_PLATFORMS[options.platform].userAgent}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome Safari/537.36`
    this.readyPromise = new Promise<void>((resolve) => {
      this.resolveReady = resolve
    })
    const home = options.home ?? homedir()
    const exe = join(options.appRoot, 'node_modules', 'electron', 'dist', 'electron')
    this.paths = new Map([
      ['home', home],
      ['appData', dirname(options.userData)],
      ['userData', options.userData],
      ['sessionData', options.userData],
      ['temp', tmpdir()],
      ['exe', exe],
      ['module', exe],
      ['assets', dirname(exe)],
      ['desktop', join(home, 'Desktop')],
      ['documents', join(home, 'Documents')],
      ['downloads', join(home, 'Downloads')],
      ['music', join(home, 'Music')],
      ['pictures', join(home, 'Pictures')],
      ['videos', join(home, 'Videos')],
      ['logs', join(options.userData, 'logs')],
      ['crashDumps', join(options.userData, 'Crashpad')],
    ])
    return loud(this, 'app', AppMembers)
  }

  /** Emits, then tells waiting tests that something happened (listeners may have changed app state). */
  override emit(name: string | symbol, ...args: unknown[]): boolean {
    const handled = super.emit(name, ...args)
    this.standin.changed(`event:${String(name)}`)
    return handled
  }

  // ---- readiness ------------------------------------------------------------------------------

  whenReady(): Promise<void> {
    return this.readyPromise
  }

  isReady(): boolean {
    return this.standin.ready
  }

  /** @internal Electron's DidFinishLaunching: resolve whenReady, then emit 'ready'. */
  emitReady(): void {
    if (this.shutdown || this.standin.ready) return
    this.emit('will-finish-launching')
    installDefaultApplicationMenu(this.standin)
    this.standin.ready = true
    this.resolveReady()
    this.emit('ready', makeEvent(), {})
    this.standin.changed('ready')
  }

  // ---- quitting -------------------------------------------------------------------------------

  quit(): void {
    if (this.quitting || this.shutdown) return
    const event = makeEvent()
    this.emit('before-quit', event)
    if (event.defaultPrevented) return
    this.quitting = true
    const windows = this.standin.windowList()
    if (windows.length === 0) {
      this.notifyAndShutdown()
      return
    }
    for (const window of windows) window.close()
  }

  exit(exitCode = 0): void {
    if (this.shutdown) return
    this.quitting = true
    this.exiting = true
    this.exitCode = exitCode
    const windows = this.standin.windowList()
    if (windows.length === 0) {
      this.doShutdown()
      return
    }
    for (const window of windows) window.destroy()
  }

  /** @internal A window's 'close' was prevented: a quit in progress is cancelled. */
  windowCloseCancelled(): void {
    if (this.quitting && !this.exiting) this.quitting = false
  }

  /** @internal A window was closed (after 'closed'). */
  windowClosed(): void {
    if (this.standin.windowList().length > 0) return
    if (this.exiting) this.doShutdown()
    else if (this.quitting) this.notifyAndShutdown()
    else if (this.listenerCount('window-all-closed') > 0) this.emit('window-all-closed', makeEvent())
    else this.quit() // Electron's default when nobody listens
  }

  private notifyAndShutdown(): void {
    if (this.shutdown) return
    const event = makeEvent()
    this.emit('will-quit', event)
    if (event.defaultPrevented) {
      this.quitting = false
      return
    }
    this.doShutdown()
  }

  private doShutdown(): void {
    if (this.shutdown) return
    this.shutdown = true
    this.quitting = true
    this.emit('quit', makeEvent(), this.exitCode)
    this.releaseSingleInstanceLock()
    this.standin.onExit(this.exitCode)
  }

  // ---- single instance ------------------------------------------------------------------------

  requestSingleInstanceLock(additionalData?: Record<string, unknown>): boolean {
    if (this.lockHeld) return true
    const key = this.standin.options.userData
    const holder = locks.get(key)
    if (!holder || holder.shutdown) {
      locks.set(key, this)
      this.lockHeld = true
      return true
    }
    const argv = [this.getPath('exe'), this.standin.options.appRoot, ...this.standin.options.argv]
    const data: unknown = additionalData === undefined ? null : JSON.parse(JSON.stringify(additionalData))
    holder.deliverSecondInstance(argv, this.standin.options.cwd, data)
    return false
  }

  private deliverSecondInstance(argv: string[], workingDirectory: string, additionalData: unknown): void {
    // Electron guarantees 'second-instance' comes after 'ready'.
    void this.readyPromise.then(() =>
      setImmediate(() => {
        if (this.shutdown) return
        this.emit('second-instance', makeEvent(), argv, workingDirectory, additionalData)
        this.standin.changed('second-instance')
      }),
    )
  }

  hasSingleInstanceLock(): boolean {
    return this.lockHeld
  }

  releaseSingleInstanceLock(): void {
    if (!this.lockHeld) return
    this.lockHeld = false
    const key = this.standin.options.userData
    if (locks.get(key) === this) locks.delete(key)
  }

  // ---- identity and paths ---------------------------------------------------------------------

  getVersion(): string {
    return this.version
  }

  getName(): string {
    return this.appName
  }

  setName(name: string): void {
    this.appName = name
  }

  get name(): string {
    return this.appName
  }

  set name(name: string) {
    this.appName = name
  }

  getAppPath(): string {
    return this.standin.options.appRoot
  }

  getPath(name: Parameters<Electron.App['getPath']>[0]): string {
    const path = this.paths.get(name)
    if (path === undefined) throw new Error(`Failed to get '${name}' path`)
    return path
  }

  setPath(name: string, path: string): void {
    if (!isAbsolute(path)) throw new Error('Path must be absolute')
    if (!this.paths.has(name)) throw new Error('Failed to set path')
    this.paths.set(name, path)
    if (name === 'sessionData') this.sessionDataSet = true
    if (name === 'userData' && !this.sessionDataSet) this.paths.set('sessionData', path)
  }

  setAppLogsPath(path?: string): void {
    this.paths.set('logs', path ?? join(this.getPath('userData'), 'logs'))
  }

  /** Electron: Chromium's application locale, known only once the app is ready ('' before, as l10n_util has none). */
  getLocale(): string {
    if (!this.isReady()) return ''
    return chromiumLocale(this.standin.options.systemLanguages)
  }

  getSystemLocale(): string {
    return this.standin.options.systemLanguages[0] ?? 'en-US'
  }

  getPreferredSystemLanguages(): string[] {
    return [...this.standin.options.systemLanguages]
  }

  getLocaleCountryCode(): string {
    return /-([A-Z]{2})\b/.exec(this.getSystemLocale())?.[1] ?? ''
  }

  // ---- platform integration -------------------------------------------------------------------

  /**
   * macOS: openAtLogin, status (SMAppService: `requires-approval` until the user allows it in
   * System Settings), wasOpenedAtLogin. Windows: openAtLogin for the exact path and args asked
   * about, executableWillLaunchAtLogin, launchItems. Linux: not available.
   */
  getLoginItemSettings(options: Electron.LoginItemSettingsOptions = {}): Electron.LoginItemSettings {
    const { platform } = this.standin
    if (platform === 'linux')
      return platformOnly(
        'app.getLoginItemSettings',
        'macOS and Windows',
        'linux',
        'use an XDG autostart entry on Linux',
      )
    if (platform === 'darwin') {
      const status = this.macLoginItem ? this.standin.options.loginItemStatus : 'not-registered'
      return {
        openAtLogin: status === 'enabled',
        status,
        wasOpenedAtLogin: this.standin.options.openedAtLogin,
      } as Electron.LoginItemSettings
    }
    const path = options.path ?? this.getPath('exe')
    const args = options.args ?? []
    const items = [...this.windowsLoginItems.values()]
    const forPath = items.filter((item) => item.path === path && item.enabled)
    return {
      openAtLogin: forPath.some(
        (item) => item.args.length === args.length && item.args.every((arg, i) => arg === args[i]),
      ),
      executableWillLaunchAtLogin: forPath.length > 0,
      launchItems: items.map((item) => ({
        name: item.name,
        path: item.path,
        args: [...item.args],
        scope: 'user',
        enabled: item.enabled,
      })),
    } as unknown as Electron.LoginItemSettings
  }

  /** macOS ignores path and args (Windows only); Windows writes the Run key value named after the AppUserModelID. */
  setLoginItemSettings(settings: Electron.Settings): void {
    const { platform } = this.standin
    if (platform === 'linux')
      platformOnly('app.setLoginItemSettings', 'macOS and Windows', 'linux', 'use an XDG autostart entry on Linux')
    this.recorded.loginItemSettings.push({ ...settings })
    if (platform === 'darwin') {
      // An unsigned or unnotarized app may fail silently: 'not-found' then reads back.
      this.macLoginItem = settings.openAtLogin === true && this.standin.options.loginItemStatus !== 'not-found'
      return
    }
    const name = settings.name ?? this.appUserModelId()
    if (settings.openAtLogin)
      this.windowsLoginItems.set(name, {
        name,
        path: settings.path ?? this.getPath('exe'),
        args: [...(settings.args ?? [])],
        enabled: settings.enabled ?? true,
      })
    else this.windowsLoginItems.delete(name)
  }

  /** Windows only in Electron. */
  setAppUserModelId(id: string): void {
    if (this.standin.platform !== 'win32') platformOnly('app.setAppUserModelId', 'Windows', this.standin.platform)
    this.recorded.appUserModelId = id
  }

  /** @internal The AppUserModelID Windows knows the app by: the one set, else Electron's default. */
  appUserModelId(): string {
    return this.recorded.appUserModelId ?? `electron.app.${this.appName}`
  }

  setDesktopName(desktopName: string): void {
    this.recorded.desktopName = desktopName
  }

  /** Linux: focuses the first visible window. */
  focus(_options?: Electron.FocusOptions): void {
    const window = this.standin.windowList().find((w) => w.isVisible())
    window?.focus()
  }

  hide(): void {
    if (this.standin.platform !== 'darwin') platformOnly('app.hide', 'macOS', this.standin.platform)
    this.hidden = true
  }

  show(): void {
    if (this.standin.platform !== 'darwin') platformOnly('app.show', 'macOS', this.standin.platform)
    this.hidden = false
  }

  isHidden(): boolean {
    if (this.standin.platform !== 'darwin') platformOnly('app.isHidden', 'macOS', this.standin.platform)
    return this.hidden
  }

  setBadgeCount(count?: number): boolean {
    this.badge = count ?? 0
    return true
  }

  getBadgeCount(): number {
    return this.badge
  }

  get badgeCount(): number {
    return this.badge
  }

  set badgeCount(count: number) {
    this.badge = count
  }

  showAboutPanel(): void {
    this.recorded.aboutPanelShown++
  }

  setAboutPanelOptions(options: Electron.AboutPanelOptionsOptions): void {
    this.recorded.aboutPanelOptions = options
  }

  disableHardwareAcceleration(): void {
    if (this.standin.ready) throw new Error('app.disableHardwareAcceleration() can only be called before app is ready')
    this.recorded.hardwareAccelerationDisabled = true
  }

  isHardwareAccelerationEnabled(): boolean {
    return !this.recorded.hardwareAccelerationDisabled
  }

  enableSandbox(): void {
    if (this.standin.ready) throw new Error('app.enableSandbox() can only be called before app is ready')
    this.recorded.sandboxEnabled = true
  }

  isAccessibilitySupportEnabled(): boolean {
    return this.accessibilitySupportEnabled
  }

  get applicationMenu(): unknown {
    return this.standin.applicationMenu
  }

  set applicationMenu(menu: unknown) {
    this.standin.setApplicationMenu(menu)
  }

  // ---- test hooks -------------------------------------------------------------------------------

  /** macOS only in Electron ('activate'); offered so tests can reach an app's handler anyway. */
  simulateActivate(hasVisibleWindows = this.standin.windowList().some((w) => w.isVisible())): void {
    this.emit('activate', makeEvent(), hasVisibleWindows)
  }

  /** @internal */
  isQuitting(): boolean {
    return this.quitting
  }

  /** @internal Force-release the lock (dispose). */
  forceRelease(): void {
    this.releaseSingleInstanceLock()
    this.shutdown = true
  }
}
