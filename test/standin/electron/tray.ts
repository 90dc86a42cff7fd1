// Tray: records image, tooltip and context menu; tests read the menu and click its items, and click
// the icon the way each platform delivers it (Electron's tray_icon_cocoa.mm, notify_icon.cc,
// status_icon_linux_dbus.cc):
//   macOS    a left click emits 'click' and then, if a context menu is set, pops it up;
//            a right click emits 'right-click' (and pops the menu, if set).
//   Windows  a left click emits 'click'; a right click pops the context menu if one is set,
//            otherwise emits 'right-click'.
//   Linux    (StatusNotifierItem) the desktop shows the menu; an "Activate" (emitted as 'click')
//            comes only from some desktops, on a gesture of their choosing.
import { EventEmitter } from 'node:events'
import { TrayMembers } from './api-names'
import { loud } from './loud'
import type { MenuStandin, MenuLabelTree } from './menu'
import { toImage, type NativeImageStandin } from './native-image'
import type { Standin } from './standin'

type Implemented =
  | 'setImage'
  | 'setPressedImage'
  | 'setToolTip'
  | 'setTitle'
  | 'getTitle'
  | 'getBounds'
  | 'destroy'
  | 'isDestroyed'
  | 'popUpContextMenu'
  | 'closeContextMenu'
  | 'displayBalloon'
  | 'removeBalloon'
  | 'setIgnoreDoubleClickEvents'
  | 'getIgnoreDoubleClickEvents'
  | 'focus'
  | 'getGUID'

export class TrayStandin extends EventEmitter implements Pick<Electron.Tray, Implemented> {
  image: NativeImageStandin
  pressedImage: NativeImageStandin | undefined
  toolTip = ''
  title = ''
  /** The context menu as last set (on Linux, edits to items show only after setContextMenu again). */
  menu: MenuStandin | null = null
  /** How many times setContextMenu was called. */
  menuVersion = 0
  readonly guid: string | undefined
  readonly balloons: Electron.DisplayBalloonOptions[] = []
  /** How many times the context menu was shown to the user (by a click, or popUpContextMenu). */
  menuShown = 0
  private destroyed = false
  private ignoreDoubleClicks = false
  private bounds: Electron.Rectangle

  constructor(
    private readonly standin: Standin,
    image: Electron.NativeImage | string,
    guid?: string,
  ) {
    super()
    if (!standin.ready) throw new Error('Cannot create Tray before app is ready')
    this.image = toImage(image, standin.platform)
    this.bounds = defaultBounds(standin)
    this.guid = guid
    const proxy = loud(this, 'Tray', TrayMembers)
    standin.trays.push(proxy)
    standin.changed('tray')
    return proxy
  }

  /** Emits, then tells waiting tests that something happened (listeners may have changed app state). */
  override emit(name: string | symbol, ...args: unknown[]): boolean {
    const handled = super.emit(name, ...args)
    this.standin.changed(`event:${String(name)}`)
    return handled
  }

  private alive(): void {
    if (this.destroyed) throw new TypeError('Object has been destroyed')
  }

  setImage(image: Electron.NativeImage | string): void {
    this.alive()
    this.image = toImage(image, this.standin.platform)
    this.standin.changed('tray')
  }

  setPressedImage(image: Electron.NativeImage | string): void {
    this.alive()
    this.pressedImage = toImage(image, this.standin.platform)
  }

  setToolTip(toolTip: string): void {
    this.alive()
    this.toolTip = toolTip
    this.standin.changed('tray')
  }

  /**
   * macOS only (docs/api/tray.md; electron_api_tray.cc compiles it for macOS alone): elsewhere it
   * does nothing and the title stays ''. On macOS a `fontType` other than Electron's two is a TypeError.
   */
  setTitle(title: string, options?: Electron.TitleOptions): void {
    this.alive()
    if (this.standin.platform !== 'darwin') return
    const fontType = options?.fontType as string | undefined
    if (fontType !== undefined && fontType !== 'monospaced' && fontType !== 'monospacedDigit')
      throw new TypeError("fontType must be one of 'monospaced' or 'monospacedDigit'")
    this.title = title
    this.standin.changed('tray')
  }

  /** macOS only: '' elsewhere, as Electron answers there. */
  getTitle(): string {
    this.alive()
    return this.standin.platform === 'darwin' ? this.title : ''
  }

  setContextMenu(menu: Electron.Menu | null): void {
    this.alive()
    this.menu = menu as unknown as MenuStandin | null
    this.menuVersion++
    this.standin.changed('menu')
  }

  /** Where the icon is: in the menu bar (macOS) or the notification area (Windows); empty on Linux. */
  getBounds(): Electron.Rectangle {
    this.alive()
    return { ...this.bounds }
  }

  getGUID(): string | null {
    return this.guid ?? null
  }

  destroy(): void {
    if (this.destroyed) return
    this.destroyed = true
    this.standin.trays.splice(this.standin.trays.indexOf(this), 1)
    this.standin.changed('tray')
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  popUpContextMenu(menu?: Electron.Menu): void {
    this.alive()
    const shown = (menu as unknown as MenuStandin | undefined) ?? this.menu
    if (shown) this.showMenu(shown)
  }

  private showMenu(menu: MenuStandin): void {
    menu.menuWillShow()
    this.menuShown++
    this.standin.changed('tray-menu-shown')
  }

  private clickEvent(): [Electron.KeyboardEvent, Electron.Rectangle, Electron.Point] {
    const bounds = this.getBounds()
    return [
      { altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, triggeredByAccelerator: false },
      bounds,
      { x: bounds.x + bounds.width / 2, y: bounds.y + bounds.height / 2 },
    ]
  }

  closeContextMenu(): void {
    this.alive()
  }

  displayBalloon(options: Electron.DisplayBalloonOptions): void {
    this.alive()
    this.balloons.push(options)
  }

  removeBalloon(): void {
    this.alive()
  }

  focus(): void {
    this.alive()
  }

  setIgnoreDoubleClickEvents(ignore: boolean): void {
    this.ignoreDoubleClicks = ignore
  }

  getIgnoreDoubleClickEvents(): boolean {
    return this.ignoreDoubleClicks
  }

  // ---- test hooks -------------------------------------------------------------------------

  /** The menu's label tree (see MenuStandin.labels), [] without a menu. */
  menuLabels(): MenuLabelTree {
    return this.menu?.labels() ?? []
  }

  /**
   * The user opens the context menu the platform's way and clicks the item at `path`: on macOS
   * that is a left click on the icon (which emits 'click' first), on Windows a right click, on
   * Linux the desktop shows the menu. Then the item runs as Electron's menu runs it.
   */
  clickMenuItem(path: readonly string[]): void {
    this.alive()
    if (!this.menu) throw new Error('Electron stand-in: the tray has no context menu')
    const menu = this.menu
    if (this.standin.platform === 'darwin') this.userClick()
    else if (this.standin.platform === 'win32') this.userRightClick()
    else this.showMenu(menu)
    if (this.destroyed) throw new Error('Electron stand-in: the tray was destroyed when its icon was clicked')
    // The menu that opened is the one clicked in, even if a click handler set another meanwhile.
    menu.clickItem(path)
  }

  /**
   * A left click on the icon. macOS: 'click', then the context menu pops up if one is set.
   * Windows: 'click' only. Linux (StatusNotifierItem): no dependable click — many desktops open
   * the context menu instead — so this throws; offer the action in the menu (or see userActivate).
   */
  userClick(): void {
    this.alive()
    if (this.standin.platform === 'linux') {
      throw new Error(
        "Electron stand-in: Tray 'click' is not dependable on Linux (StatusNotifierItem desktops open the context menu instead); offer the action as a context-menu item",
      )
    }
    this.emit('click', ...this.clickEvent())
    if (this.standin.platform === 'darwin' && !this.destroyed && this.menu && this.menu.items.length > 0)
      this.showMenu(this.menu)
  }

  /** A right click on the icon: the context menu (macOS emits 'right-click' too; Windows only without a menu). */
  userRightClick(): void {
    this.alive()
    const [event, bounds] = this.clickEvent()
    if (this.standin.platform === 'darwin') this.emit('right-click', event, bounds)
    if (this.menu) this.showMenu(this.menu)
    else if (this.standin.platform === 'win32') this.emit('right-click', event, bounds)
  }

  /**
   * Linux: the desktop sends the StatusNotifierItem "Activate" (what Electron reports as
   * 'click'). Which gesture does that varies, and many desktops open the menu instead.
   */
  userActivate(): void {
    this.alive()
    if (this.standin.platform !== 'linux')
      throw new Error('Electron stand-in: "Activate" is a StatusNotifierItem (Linux) event; use userClick()')
    this.emit('click', ...this.clickEvent())
  }

  /**
   * What the icon looks like at a display scale: its pixel size and whether it is drawn sharp.
   * Windows takes only the 1× representation of a multi-representation image (scaled, so blurry
   * off 100 %) but an .ico's own entry for the size; macOS and Linux pick the representation
   * closest to the scale.
   */
  imageAt(scaleFactor: number): { width: number; height: number; sharp: boolean } {
    if (this.standin.platform === 'win32') return this.image.iconForSize(Math.round(16 * scaleFactor))
    const size = this.image.getSize()
    const want = { width: Math.round(size.width * scaleFactor), height: Math.round(size.height * scaleFactor) }
    const drawn = this.image.getSize(scaleFactor)
    return { ...want, sharp: drawn.width === want.width && drawn.height === want.height }
  }

  /** Moves the icon (another spot in the menu bar or notification area). */
  setBounds(bounds: Electron.Rectangle): void {
    this.bounds = { ...bounds }
  }
}

/**
 * Where a new icon sits on the primary display: the menu bar's right end (macOS), the notification area (Windows);
 * Linux does not say.
 */
function defaultBounds(standin: Standin): Electron.Rectangle {
  const { bounds, workArea } = standin.screenModule.getPrimaryDisplay()
  if (standin.platform === 'darwin')
    return { x: bounds.x + bounds.width - 160, y: bounds.y, width: 22, height: Math.max(22, workArea.y - bounds.y) }
  if (standin.platform === 'win32') {
    const taskbar = bounds.y + bounds.height - (workArea.y + workArea.height)
    return {
      x: bounds.x + bounds.width - 120,
      y: workArea.y + workArea.height,
      width: 24,
      height: Math.max(24, taskbar),
    }
  }
  return { x: 0, y: 0, width: 0, height: 0 }
}
