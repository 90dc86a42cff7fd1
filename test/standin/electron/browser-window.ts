// BrowserWindow: virtual window state (bounds, visibility, focus) around one page.
// 'move' and 'resize' are emitted on every platform; 'moved' and 'resized' (macOS, Windows) are
// not emitted by the stand-in — listen to 'move'/'resize'. On Windows and Linux a new window
// takes the application menu as its menu bar (macOS has one menu bar for the app).
// 'query-session-end' and 'session-end' (Windows) come from Standin.endSession.
import { EventEmitter } from 'node:events'
import type { Frame, Page } from 'playwright-core'
import { BrowserWindowMembers } from './api-names'
import { makeEvent } from './events'
import { loud, notImplemented } from './loud'
import type { MenuStandin } from './menu'
import type { PermissionDetails, PermissionName } from './session'
import type { Standin } from './standin'
import { WebContentsStandin } from './web-contents'

let nextWindowId = 1

/** Web preferences the stand-in cannot emulate: it only runs hardened (sandboxed, isolated) pages. */
function checkWebPreferences(prefs: Electron.WebPreferences): void {
  const refuse = (what: string): never =>
    notImplemented(
      `BrowserWindow with webPreferences.${what}`,
      'the stand-in emulates sandboxed, context-isolated renderers only',
    )
  if (prefs.sandbox === false) refuse('sandbox: false')
  if (prefs.contextIsolation === false) refuse('contextIsolation: false')
  if (prefs.nodeIntegration === true) refuse('nodeIntegration: true')
  if (prefs.nodeIntegrationInSubFrames === true) refuse('nodeIntegrationInSubFrames: true')
  if (prefs.nodeIntegrationInWorker === true) refuse('nodeIntegrationInWorker: true')
  if (prefs.webviewTag === true) refuse('webviewTag: true')
  if (prefs.preload !== undefined && !prefs.preload.startsWith('/')) {
    throw new Error(
      `Electron stand-in: webPreferences.preload must be an absolute path (Electron ignores '${prefs.preload}')`,
    )
  }
}

type Implemented =
  | 'id'
  | 'show'
  | 'showInactive'
  | 'hide'
  | 'focus'
  | 'blur'
  | 'isVisible'
  | 'isFocused'
  | 'isMinimized'
  | 'minimize'
  | 'restore'
  | 'maximize'
  | 'unmaximize'
  | 'isMaximized'
  | 'isNormal'
  | 'close'
  | 'destroy'
  | 'isDestroyed'
  | 'getBounds'
  | 'setBounds'
  | 'getPosition'
  | 'setPosition'
  | 'getSize'
  | 'setSize'
  | 'getContentBounds'
  | 'setContentBounds'
  | 'getContentSize'
  | 'setContentSize'
  | 'getNormalBounds'
  | 'center'
  | 'setAlwaysOnTop'
  | 'isAlwaysOnTop'
  | 'setVisibleOnAllWorkspaces'
  | 'isVisibleOnAllWorkspaces'
  | 'setSkipTaskbar'
  | 'setMenuBarVisibility'
  | 'isMenuBarVisible'
  | 'setAutoHideMenuBar'
  | 'isMenuBarAutoHide'
  | 'removeMenu'
  | 'setTitle'
  | 'getTitle'
  | 'setMinimumSize'
  | 'getMinimumSize'
  | 'setMaximumSize'
  | 'getMaximumSize'
  | 'setResizable'
  | 'isResizable'
  | 'setMovable'
  | 'isMovable'
  | 'setMinimizable'
  | 'isMinimizable'
  | 'setMaximizable'
  | 'isMaximizable'
  | 'setClosable'
  | 'isClosable'
  | 'setFocusable'
  | 'isFocusable'
  | 'setFullScreen'
  | 'isFullScreen'
  | 'setOpacity'
  | 'getOpacity'
  | 'setProgressBar'
  | 'flashFrame'
  | 'setBackgroundColor'
  | 'getBackgroundColor'
  | 'isModal'
  | 'setHasShadow'
  | 'hasShadow'
  | 'isKiosk'
  | 'setKiosk'

export class BrowserWindowStandin extends EventEmitter implements Pick<Electron.BrowserWindow, Implemented> {
  readonly id = nextWindowId++
  readonly webContents: WebContentsStandin
  /** The constructor options as given (tests assert on them). */
  readonly options: Electron.BrowserWindowConstructorOptions
  /** setMenu / removeMenu, setIcon, setProgressBar, flashFrame calls. */
  menu: MenuStandin | null = null
  icon: unknown
  progress = -1
  flashing = false
  alwaysOnTopLevel: string | undefined
  skipTaskbar = false
  visibleOnAllWorkspaces = false
  private bounds: Electron.Rectangle
  private normalBounds: Electron.Rectangle
  private visible = false
  private focused = false
  private minimized = false
  private maximized = false
  private fullScreen = false
  private closing = false
  private destroyed = false
  private readyToShowSent = false
  private title: string
  private alwaysOnTop = false
  private menuBarVisible = true
  private menuBarAutoHide = false
  private resizable: boolean
  private movable: boolean
  private minimizable: boolean
  private maximizable: boolean
  private closable: boolean
  private focusable: boolean
  private opacity = 1
  private shadow = true
  private kiosk = false
  private backgroundColor: string
  private minSize: [number, number]
  private maxSize: [number, number]

  constructor(
    private readonly standin: Standin,
    options: Electron.BrowserWindowConstructorOptions = {},
  ) {
    super()
    if (!standin.ready) throw new Error('Cannot create BrowserWindow before app is ready')
    if (standin.hasExited()) throw new Error('Electron stand-in: the app has exited; no more windows')
    const prefs = options.webPreferences ?? {}
    checkWebPreferences(prefs)
    this.options = options
    this.title = options.title ?? standin.appModule.getName()
    this.resizable = options.resizable ?? true
    this.movable = options.movable ?? true
    this.minimizable = options.minimizable ?? true
    this.maximizable = options.maximizable ?? true
    this.closable = options.closable ?? true
    this.focusable = options.focusable ?? true
    this.alwaysOnTop = options.alwaysOnTop ?? false
    this.skipTaskbar = options.skipTaskbar ?? false
    this.menuBarAutoHide = options.autoHideMenuBar ?? false
    this.menuBarVisible = !this.menuBarAutoHide
    this.backgroundColor = options.backgroundColor ?? '#FFFFFF'
    this.opacity = options.opacity ?? 1
    this.minSize = [options.minWidth ?? 0, options.minHeight ?? 0]
    this.maxSize = [options.maxWidth ?? 0, options.maxHeight ?? 0]
    const size = this.clampSize(options.width ?? 800, options.height ?? 600)
    const work = standin.screenModule.getPrimaryDisplay().workArea
    this.bounds = {
      x: options.x ?? Math.round(work.x + (work.width - size[0]) / 2),
      y: options.y ?? Math.round(work.y + (work.height - size[1]) / 2),
      width: size[0],
      height: size[1],
    }
    this.normalBounds = { ...this.bounds }
    const self = loud(this, 'BrowserWindow', BrowserWindowMembers)
    if (standin.platform !== 'darwin' && standin.applicationMenu) this.menu = standin.applicationMenu
    this.webContents = new WebContentsStandin(standin, self, prefs)
    standin.addWindow(self)
    standin.appModule.emit('web-contents-created', makeEvent(), this.webContents)
    standin.appModule.emit('browser-window-created', makeEvent(), self)
    if (options.show !== false) {
      this.visible = true
      if (this.focusable) this.setFocused(true)
    }
    standin.changed('window')
    return self
  }

  /** Emits, then tells waiting tests that something happened (listeners may have changed app state). */
  override emit(name: string | symbol, ...args: unknown[]): boolean {
    const handled = super.emit(name, ...args)
    this.standin.changed(`event:${String(name)}`)
    return handled
  }

  // ---- state --------------------------------------------------------------------------------

  private alive(): void {
    if (this.destroyed) throw new TypeError('Object has been destroyed')
  }

  private setFocused(focused: boolean): void {
    if (this.focused === focused) return
    if (focused) {
      const previous = this.standin.focusedWindow()
      if (previous && previous !== this) previous.blur()
    }
    this.focused = focused
    this.emit(focused ? 'focus' : 'blur', makeEvent())
    this.standin.appModule.emit(focused ? 'browser-window-focus' : 'browser-window-blur', makeEvent(), this)
    this.standin.changed('focus')
  }

  show(): void {
    this.alive()
    if (!this.visible) {
      this.visible = true
      this.emit('show', makeEvent())
      this.standin.changed('visibility')
    }
    if (this.focusable) this.setFocused(true)
  }

  showInactive(): void {
    this.alive()
    if (this.visible) return
    this.visible = true
    this.emit('show', makeEvent())
    this.standin.changed('visibility')
  }

  hide(): void {
    this.alive()
    if (!this.visible) return
    this.visible = false
    this.setFocused(false)
    this.emit('hide', makeEvent())
    this.standin.changed('visibility')
  }

  focus(): void {
    this.alive()
    if (this.visible && this.focusable && !this.minimized) this.setFocused(true)
  }

  blur(): void {
    this.alive()
    this.setFocused(false)
  }

  isVisible(): boolean {
    return !this.destroyed && this.visible && !this.minimized
  }

  isFocused(): boolean {
    return !this.destroyed && this.focused
  }

  isMinimized(): boolean {
    return this.minimized
  }

  minimize(): void {
    this.alive()
    if (this.minimized) return
    this.minimized = true
    this.setFocused(false)
    this.emit('minimize', makeEvent())
    this.standin.changed('visibility')
  }

  restore(): void {
    this.alive()
    if (!this.visible) this.showInactive()
    if (this.minimized) {
      this.minimized = false
      this.emit('restore', makeEvent())
    }
    this.setFocused(true)
    this.standin.changed('visibility')
  }

  maximize(): void {
    this.alive()
    if (this.maximized) return
    this.normalBounds = { ...this.bounds }
    this.maximized = true
    if (!this.visible) this.show()
    this.applyBounds({ ...this.standin.screenModule.getDisplayMatching(this.bounds).workArea })
    this.emit('maximize', makeEvent())
  }

  unmaximize(): void {
    this.alive()
    if (!this.maximized) return
    this.maximized = false
    this.applyBounds({ ...this.normalBounds })
    this.emit('unmaximize', makeEvent())
  }

  isMaximized(): boolean {
    return this.maximized
  }

  isNormal(): boolean {
    return !this.minimized && !this.maximized && !this.fullScreen
  }

  setFullScreen(flag: boolean): void {
    this.alive()
    if (this.fullScreen === flag) return
    this.fullScreen = flag
    this.emit(flag ? 'enter-full-screen' : 'leave-full-screen', makeEvent())
  }

  isFullScreen(): boolean {
    return this.fullScreen
  }

  setKiosk(flag: boolean): void {
    this.kiosk = flag
    this.setFullScreen(flag)
  }

  isKiosk(): boolean {
    return this.kiosk
  }

  isModal(): boolean {
    return false
  }

  // ---- closing --------------------------------------------------------------------------------

  /** Tries to close the window, like the user clicking its close button: 'close' can be prevented. */
  close(): void {
    if (this.destroyed || this.closing) return
    const event = makeEvent()
    this.emit('close', event)
    if (event.defaultPrevented) {
      this.standin.appModule.windowCloseCancelled()
      return
    }
    this.teardown()
  }

  /**
   * Closes without 'close' (and without beforeunload); 'closed' is still emitted. At once, as
   * Electron's CloseImmediately does: isDestroyed() is true as soon as destroy() returns.
   */
  destroy(): void {
    if (this.destroyed || this.closing) return
    this.teardown(true)
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  private teardown(immediately = false): void {
    this.closing = true
    if (this.focused) {
      this.focused = false
      this.emit('blur', makeEvent())
    }
    this.visible = false
    const closed = (): void => {
      this.destroyed = true
      this.standin.removeWindow(this)
      this.emit('closed')
      this.webContents.destroyInternal()
      this.standin.appModule.windowClosed()
      this.standin.changed('window')
    }
    if (immediately) closed()
    else setImmediate(closed)
  }

  // ---- bounds ---------------------------------------------------------------------------------

  private clampSize(width: number, height: number): [number, number] {
    let w = Math.max(0, Math.round(width))
    let h = Math.max(0, Math.round(height))
    if (this.minSize[0] > 0) w = Math.max(w, this.minSize[0])
    if (this.minSize[1] > 0) h = Math.max(h, this.minSize[1])
    if (this.maxSize[0] > 0) w = Math.min(w, this.maxSize[0])
    if (this.maxSize[1] > 0) h = Math.min(h, this.maxSize[1])
    return [w, h]
  }

  private applyBounds(next: Electron.Rectangle): void {
    const [width, height] = this.clampSize(next.width, next.height)
    const bounds = { x: Math.round(next.x), y: Math.round(next.y), width, height }
    const moved = bounds.x !== this.bounds.x || bounds.y !== this.bounds.y
    const resized = bounds.width !== this.bounds.width || bounds.height !== this.bounds.height
    this.bounds = bounds
    if (resized) {
      this.webContents.attached
        .then(() =>
          this.webContents.playwrightPage.setViewportSize({ width: Math.max(1, width), height: Math.max(1, height) }),
        )
        .catch(() => {})
      this.emit('resize', makeEvent())
    }
    if (moved) this.emit('move', makeEvent())
    if (moved || resized) this.standin.changed('bounds')
  }

  getBounds(): Electron.Rectangle {
    return { ...this.bounds }
  }

  setBounds(bounds: Partial<Electron.Rectangle>, _animate?: boolean): void {
    this.alive()
    this.applyBounds({ ...this.bounds, ...bounds })
  }

  /** Content equals the window in the stand-in's model (no frame or menu bar is drawn). */
  getContentBounds(): Electron.Rectangle {
    return this.getBounds()
  }

  setContentBounds(bounds: Electron.Rectangle, _animate?: boolean): void {
    this.setBounds(bounds)
  }

  getContentSize(): number[] {
    return [this.bounds.width, this.bounds.height]
  }

  setContentSize(width: number, height: number, _animate?: boolean): void {
    this.setBounds({ width, height })
  }

  getNormalBounds(): Electron.Rectangle {
    return this.maximized ? { ...this.normalBounds } : this.getBounds()
  }

  getPosition(): number[] {
    return [this.bounds.x, this.bounds.y]
  }

  setPosition(x: number, y: number, _animate?: boolean): void {
    this.setBounds({ x, y })
  }

  getSize(): number[] {
    return [this.bounds.width, this.bounds.height]
  }

  setSize(width: number, height: number, _animate?: boolean): void {
    this.setBounds({ width, height })
  }

  center(): void {
    this.alive()
    const work = this.standin.screenModule.getDisplayMatching(this.bounds).workArea
    this.setBounds({
      x: Math.round(work.x + (work.width - this.bounds.width) / 2),
      y: Math.round(work.y + (work.height - this.bounds.height) / 2),
    })
  }

  setMinimumSize(width: number, height: number): void {
    this.minSize = [width, height]
    this.applyBounds(this.bounds)
  }

  getMinimumSize(): number[] {
    return [...this.minSize]
  }

  setMaximumSize(width: number, height: number): void {
    this.maxSize = [width, height]
    this.applyBounds(this.bounds)
  }

  getMaximumSize(): number[] {
    return [...this.maxSize]
  }

  // ---- decorations and flags -------------------------------------------------------------------

  setAlwaysOnTop(flag: boolean, level?: string, _relativeLevel?: number): void {
    this.alwaysOnTop = flag
    this.alwaysOnTopLevel = flag ? (level ?? 'floating') : undefined
    this.emit('always-on-top-changed', makeEvent(), flag)
  }

  isAlwaysOnTop(): boolean {
    return this.alwaysOnTop
  }

  setVisibleOnAllWorkspaces(visible: boolean, _options?: Electron.VisibleOnAllWorkspacesOptions): void {
    this.visibleOnAllWorkspaces = visible
  }

  isVisibleOnAllWorkspaces(): boolean {
    return this.visibleOnAllWorkspaces
  }

  setSkipTaskbar(skip: boolean): void {
    this.skipTaskbar = skip
  }

  setMenuBarVisibility(visible: boolean): void {
    this.menuBarVisible = visible
  }

  isMenuBarVisible(): boolean {
    return this.menuBarVisible
  }

  setAutoHideMenuBar(hide: boolean): void {
    this.menuBarAutoHide = hide
    if (hide) this.menuBarVisible = false
  }

  isMenuBarAutoHide(): boolean {
    return this.menuBarAutoHide
  }

  get autoHideMenuBar(): boolean {
    return this.menuBarAutoHide
  }

  set autoHideMenuBar(hide: boolean) {
    this.setAutoHideMenuBar(hide)
  }

  setMenu(menu: Electron.Menu | null): void {
    this.menu = menu as unknown as MenuStandin | null
  }

  removeMenu(): void {
    this.menu = null
  }

  setIcon(icon: unknown): void {
    this.icon = icon
  }

  setTitle(title: string): void {
    this.title = title
  }

  getTitle(): string {
    return this.title
  }

  setResizable(resizable: boolean): void {
    this.resizable = resizable
  }

  isResizable(): boolean {
    return this.resizable
  }

  setMovable(movable: boolean): void {
    this.movable = movable
  }

  isMovable(): boolean {
    return this.movable
  }

  setMinimizable(minimizable: boolean): void {
    this.minimizable = minimizable
  }

  isMinimizable(): boolean {
    return this.minimizable
  }

  setMaximizable(maximizable: boolean): void {
    this.maximizable = maximizable
  }

  isMaximizable(): boolean {
    return this.maximizable
  }

  setClosable(closable: boolean): void {
    this.closable = closable
  }

  isClosable(): boolean {
    return this.closable
  }

  setFocusable(focusable: boolean): void {
    this.focusable = focusable
    if (!focusable) this.setFocused(false)
  }

  isFocusable(): boolean {
    return this.focusable
  }

  setOpacity(opacity: number): void {
    this.opacity = Math.min(1, Math.max(0, opacity))
  }

  getOpacity(): number {
    return this.opacity
  }

  setHasShadow(hasShadow: boolean): void {
    this.shadow = hasShadow
  }

  hasShadow(): boolean {
    return this.shadow
  }

  setProgressBar(progress: number): void {
    this.progress = progress
  }

  flashFrame(flag: boolean): void {
    this.flashing = flag
  }

  setBackgroundColor(color: string): void {
    this.backgroundColor = color
  }

  getBackgroundColor(): string {
    return this.backgroundColor
  }

  // ---- loading shortcuts ----------------------------------------------------------------------

  loadURL(url: string, options?: Electron.LoadURLOptions): Promise<void> {
    return this.webContents.loadURL(url, options)
  }

  loadFile(filePath: string, options?: Electron.LoadFileOptions): Promise<void> {
    return this.webContents.loadFile(filePath, options)
  }

  reload(): void {
    this.webContents.reload()
  }

  // ---- called by webContents --------------------------------------------------------------------

  /** @internal First page load: 'ready-to-show', once. */
  firstLoad(): void {
    if (this.readyToShowSent || this.destroyed) return
    this.readyToShowSent = true
    this.emit('ready-to-show', makeEvent())
  }

  /** @internal The page's <title> changed: 'page-title-updated', then the window title follows. */
  pageTitleUpdated(title: string): void {
    const event = makeEvent()
    this.emit('page-title-updated', event, title, true)
    if (!event.defaultPrevented) this.title = title
  }

  // ---- test hooks -------------------------------------------------------------------------------

  /** The Playwright page (throws until it exists; `await win.whenPageReady()` first). */
  get page(): Page {
    return this.webContents.playwrightPage
  }

  /** Resolves with the page once it exists and is wired. */
  async whenPageReady(): Promise<Page> {
    await this.webContents.attached
    return this.webContents.playwrightPage
  }

  /** The user clicks the window's close button ('close' can be prevented, as for close()). */
  userClose(): void {
    this.close()
  }

  /** The user focuses the window (clicks into it). */
  userFocus(): void {
    this.alive()
    if (!this.visible) throw new Error('Electron stand-in: a hidden window cannot be focused by the user')
    this.minimized = false
    this.setFocused(true)
  }

  /** The user switches to another application: the window loses focus. */
  userBlur(): void {
    this.alive()
    this.setFocused(false)
  }

  /** The user drags the window to (x, y): 'move' (no 'moved' on Linux). */
  userMove(x: number, y: number): void {
    this.alive()
    this.applyBounds({ ...this.bounds, x, y })
  }

  /** The user resizes the window: 'resize' (no 'resized' on Linux). */
  userResize(width: number, height: number): void {
    this.alive()
    this.applyBounds({ ...this.bounds, width, height })
  }

  /**
   * The user presses `accelerator` in this window: the menu bar's item with that accelerator runs
   * (macOS: the app's menu bar; Windows and Linux: this window's menu, also while it is hidden
   * under autoHideMenuBar). Returns the item that ran, or null when no menu item has it.
   */
  userPressMenuShortcut(accelerator: string): MenuStandin['items'][number] | null {
    this.alive()
    const menu = this.standin.menuFor(this)
    const item = menu?.findByAccelerator(accelerator)
    if (!item) return null
    item.click(
      { triggeredByAccelerator: true, shiftKey: false, ctrlKey: false, altKey: false, metaKey: false },
      this,
      this.webContents,
    )
    this.standin.changed('menu')
    return item
  }

  /** The user minimizes the window from its title bar. */
  userMinimize(): void {
    this.minimize()
  }

  /** See WebContentsStandin.invokeFromFrame. */
  invokeFromFrame(frame: Frame, channel: string, ...args: unknown[]): Promise<unknown> {
    return this.webContents.invokeFromFrame(frame, channel, ...args)
  }

  /** See WebContentsStandin.sendFromFrame. */
  sendFromFrame(frame: Frame, channel: string, ...args: unknown[]): void {
    this.webContents.sendFromFrame(frame, channel, ...args)
  }

  /** A permission request from the page's main frame (or `frame`), through the app's handler. */
  requestPermission(permission: PermissionName, details?: Partial<PermissionDetails>, frame?: Frame): Promise<boolean> {
    return this.webContents.requestPermission(permission, details, frame)
  }
}
