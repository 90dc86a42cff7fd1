/**
 * The tray icon and its menu: renders the model from menu.ts as an
 * Electron menu, runs the actions, and renders again whenever the accounts,
 * their websites or their sync state change (coalesced: a sweep reports
 * progress many times a second).
 *
 * A click on the icon, per platform (never the menu and the window at once):
 * macOS — the menu opens (Electron emits 'click' and then pops the menu up, so
 * 'click' does nothing here; "Open SiteTray" is the menu's first item);
 * Windows — a left click shows or hides the window, a right click opens the
 * menu; Linux — the desktop opens the menu ("Open SiteTray" first), and where
 * it delivers a click (an activation), that shows or hides the window.
 */
import { Menu, nativeImage, Tray, type MenuItemConstructorOptions, type NativeImage } from 'electron'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'
import { createLogger, repeat, Timer } from '../base'
import type { Rect } from '../window/placement'
import { buildTrayMenu, type TrayAction, type TrayItem, type TrayMenuModel, type TrayState } from './menu'
import { trayIconSpec } from './icon'

const log = createLogger('tray')

/** Menus are rebuilt at most this often while events pour in. */
const RENDER_DELAY_MS = 100
/** "Synced 2 min ago" has to move on by itself. */
const CLOCK_TICK_MS = 30_000

export interface TrayOptions {
  platform: NodeJS.Platform
  /** The state the menu shows, read when it is rendered. */
  state(): Omit<TrayState, 'now' | 'platform'>
  /** Path of a file in build/tray/ at run time. */
  iconPath(file: string): string
  onAction(action: TrayAction): void
  /** A click on the icon itself where it does not open the menu (Windows; Linux desktops that deliver one). */
  onClick(): void
}

export interface TrayController extends IDisposable {
  /** Renders again soon; cheap to call for every event. */
  update(): void
  /** Renders now (tests and start-up). */
  renderNow(): TrayMenuModel
  bounds(): Rect | null
}

/**
 * A label as the native menu must be given it: `&` marks a mnemonic in menus on every platform
 * (Windows, GTK and DBusMenu; macOS strips it), so an account's or website's `&` is doubled to show.
 */
export function menuLabel(text: string): string {
  return text.replace(/&/g, '&&')
}

export function toMenuTemplate(
  items: readonly TrayItem[],
  run: (action: TrayAction) => void,
): MenuItemConstructorOptions[] {
  return items.map((item): MenuItemConstructorOptions => {
    switch (item.kind) {
      case 'separator':
        return { type: 'separator' }
      case 'info':
        return { label: menuLabel(item.label), enabled: false }
      case 'action':
        return { label: menuLabel(item.label), click: () => run(item.action) }
      case 'checkbox':
      case 'radio':
        return { type: item.kind, label: menuLabel(item.label), checked: item.checked, click: () => run(item.action) }
      case 'submenu':
        return { label: menuLabel(item.label), submenu: toMenuTemplate(item.items, run) }
    }
  })
}

function trayImage(platform: NodeJS.Platform, attention: boolean, iconPath: (file: string) => string): NativeImage {
  const spec = trayIconSpec(platform, attention)
  const [first, ...rest] = spec.representations
  const image = first ? nativeImage.createFromPath(iconPath(first.file)) : nativeImage.createEmpty()
  for (const representation of rest) {
    const scaled = nativeImage.createFromPath(iconPath(representation.file))
    image.addRepresentation({ scaleFactor: representation.scaleFactor, buffer: scaled.toPNG() })
  }
  if (spec.template) image.setTemplateImage(true)
  return image
}

/** The tray's images, each made once: with and without the attention mark. */
function trayImages(
  platform: NodeJS.Platform,
  iconPath: (file: string) => string,
): (attention: boolean) => NativeImage {
  const images = new Map<boolean, NativeImage>()
  return (attention) => {
    let image = images.get(attention)
    if (!image) images.set(attention, (image = trayImage(platform, attention, iconPath)))
    return image
  }
}

/**
 * Each click runs after the menu closes; an action that throws must not take the tray down. The
 * menu is drawn again afterwards whatever the action did (`redraw`): Electron ticks a checkbox or
 * radio item itself, and an action that changes nothing (or opens the window instead) must not
 * leave it ticked.
 */
function actionRunner(onAction: (action: TrayAction) => void, redraw: () => void): (action: TrayAction) => void {
  return (action) => {
    try {
      onAction(action)
    } catch (error) {
      log.error('the action failed', error)
    } finally {
      redraw()
    }
  }
}

export function createTray(options: TrayOptions): TrayController {
  const imageFor = trayImages(options.platform, options.iconPath)
  const tray = new Tray(imageFor(false))
  let attention = false
  let title = ''
  const redraw = new Timer()
  let disposed = false

  const run = actionRunner(options.onAction, () => update())

  function renderNow(): TrayMenuModel {
    redraw.cancel()
    const model = buildTrayMenu({ ...options.state(), now: Date.now(), platform: options.platform })
    if (disposed) return model
    tray.setContextMenu(Menu.buildFromTemplate(toMenuTemplate(model.items, run)))
    tray.setToolTip(model.tooltip)
    // Electron has a menu-bar title on macOS alone (docs/api/tray.md): elsewhere the tooltip carries the number.
    if (options.platform === 'darwin' && model.title !== title) {
      title = model.title
      tray.setTitle(title, { fontType: 'monospacedDigit' })
    }
    if (model.attention !== attention) {
      attention = model.attention
      tray.setImage(imageFor(attention))
    }
    return model
  }

  // macOS pops the menu up right after 'click': acting on it too would open the window and the menu at once.
  if (options.platform !== 'darwin') tray.on('click', () => options.onClick())
  const clock = repeat(CLOCK_TICK_MS, () => update())

  function update(): void {
    if (disposed || redraw.isScheduled) return
    redraw.schedule(RENDER_DELAY_MS, () => renderNow())
  }

  renderNow()

  const dispose = toDisposable(() => {
    disposed = true
    clock.dispose()
    redraw.dispose()
    tray.destroy()
  })

  return {
    update,
    renderNow,
    bounds() {
      if (disposed) return null
      const bounds = tray.getBounds()
      return bounds.width > 0 && bounds.height > 0 ? bounds : null
    },
    dispose: () => dispose.dispose(),
  }
}
