// Tray: records image, tooltip and context menu; tests read the menu and click its items.
// The stand-in plays Linux (StatusNotifierItem): a click on the icon is not a dependable event
// there, so apps must offer their actions in the context menu.
import { EventEmitter } from 'node:events'
import { TrayMembers } from './api-names'
import { loud } from './loud'
import type { MenuStandin, MenuLabelTree } from './menu'
import { toImage, type NativeImageStandin } from './native-image'
import type { Standin } from './standin'

type Implemented =
  | 'setImage' | 'setPressedImage' | 'setToolTip' | 'setTitle' | 'getTitle' | 'getBounds' | 'destroy' | 'isDestroyed'
  | 'popUpContextMenu' | 'closeContextMenu' | 'displayBalloon' | 'removeBalloon' | 'setIgnoreDoubleClickEvents'
  | 'getIgnoreDoubleClickEvents' | 'focus' | 'getGUID'

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
  private destroyed = false
  private ignoreDoubleClicks = false
  private bounds: Electron.Rectangle = { x: 0, y: 0, width: 0, height: 0 }

  constructor(private readonly standin: Standin, image: Electron.NativeImage | string, guid?: string) {
    super()
    if (!standin.ready) throw new Error('Cannot create Tray before app is ready')
    this.image = toImage(image)
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
    this.image = toImage(image)
    this.standin.changed('tray')
  }

  setPressedImage(image: Electron.NativeImage | string): void {
    this.alive()
    this.pressedImage = toImage(image)
  }

  setToolTip(toolTip: string): void {
    this.alive()
    this.toolTip = toolTip
    this.standin.changed('tray')
  }

  setTitle(title: string): void {
    this.alive()
    this.title = title
    this.standin.changed('tray')
  }

  getTitle(): string {
    this.alive()
    return this.title
  }

  setContextMenu(menu: Electron.Menu | null): void {
    this.alive()
    this.menu = menu as unknown as MenuStandin | null
    this.menuVersion++
    this.standin.changed('menu')
  }

  /** On Linux Electron reports an empty rectangle; a test can set bounds to play macOS/Windows. */
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
    ;(menu as unknown as MenuStandin | undefined ?? this.menu)?.menuWillShow()
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

  /** Clicks a context-menu item by its label path, as Electron's menu would. */
  clickMenuItem(path: readonly string[]): void {
    this.alive()
    if (!this.menu) throw new Error('Electron stand-in: the tray has no context menu')
    this.menu.clickItem(path)
  }

  /**
   * The user clicks the icon. On Linux (StatusNotifierItem) there is no dependable click: many
   * desktops open the context menu instead, so this throws; offer the action in the menu.
   */
  userClick(): never {
    throw new Error(
      "Electron stand-in: Tray 'click' is not dependable on Linux (StatusNotifierItem desktops open the context menu instead); offer the action as a context-menu item",
    )
  }

  /**
   * The desktop sends the StatusNotifierItem "Activate" (what Electron reports as 'click' on
   * Linux). Which gesture does that varies, and many desktops open the menu instead.
   */
  userActivate(): void {
    this.alive()
    this.emit('click', { altKey: false, shiftKey: false, ctrlKey: false, metaKey: false, triggeredByAccelerator: false }, this.getBounds(), { x: 0, y: 0 })
  }

  /** Emulates macOS/Windows tray geometry for getBounds(). */
  setBounds(bounds: Electron.Rectangle): void {
    this.bounds = { ...bounds }
  }
}
