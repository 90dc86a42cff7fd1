/**
 * Where the window stands and what of it is remembered: until the user moves it, it follows the
 * tray icon (placement.ts decides where); afterwards it stays where they put it. SiteTray's own
 * moves are told apart from the user's by the last place SiteTray chose.
 */
import { screen, type BrowserWindow } from 'electron'
import { placeWindow, type Rect, type SavedWindowState } from './placement'
import type { WindowStateStore } from './state'

export const DEFAULT_WINDOW_SIZE = { width: 480, height: 640 }

export class WindowPosition {
  /** Where SiteTray last put the window itself, so that its own moves are not taken for the user's. */
  private placedAt: Rect | null = null

  constructor(
    private readonly trayBounds: () => Rect | null,
    private readonly state: WindowStateStore,
  ) {}

  /** Where a window about to be created goes. */
  initial(): Rect {
    this.placedAt = this.trayPlacement()
    return this.placedAt
  }

  place(target: BrowserWindow): void {
    target.setBounds(this.initial())
  }

  /** The window moved or was resized: what the user chose is kept for the next run. */
  remember(bounds: Rect | undefined, movedByUser: boolean): void {
    const placedAt = this.placedAt
    if (!bounds) return
    if (
      placedAt &&
      bounds.x === placedAt.x &&
      bounds.y === placedAt.y &&
      bounds.width === placedAt.width &&
      bounds.height === placedAt.height
    )
      return
    const previous: SavedWindowState | null = this.state.current()
    const position = movedByUser ? { x: bounds.x, y: bounds.y } : (previous?.position ?? null)
    this.state.save({ width: bounds.width, height: bounds.height, position })
  }

  private trayPlacement(): Rect {
    const trayBounds = this.trayBounds()
    return placeWindow({
      saved: this.state.current(),
      defaultSize: DEFAULT_WINDOW_SIZE,
      displays: screen.getAllDisplays(),
      primary: screen.getPrimaryDisplay(),
      trayBounds,
      ...(trayBounds && { trayDisplay: screen.getDisplayMatching(trayBounds) }),
    })
  }
}
