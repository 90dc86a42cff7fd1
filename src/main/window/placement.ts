/**
 * Where the window opens: where the user last put it, as long as that is
 * still on a screen; otherwise next to the tray icon (below a menu bar at the
 * top, above a taskbar at the bottom, beside one at a side); otherwise in the
 * middle of the screen. Pure geometry, tested without Electron.
 */

export interface Rect {
  x: number
  y: number
  width: number
  height: number
}

export interface Size {
  width: number
  height: number
}

export interface DisplayArea {
  bounds: Rect
  workArea: Rect
}

/** What the window remembers between runs. The position only once the user has moved it. */
export interface SavedWindowState {
  width: number
  height: number
  position: { x: number; y: number } | null
}

/** Room left between the window and the tray icon or the screen's edge. */
const MARGIN = 8
/** The part of a window that must be on a screen for the user to grab it: its title bar, more or less. */
const GRAB_AREA = { width: 120, height: 32 }

function intersection(a: Rect, b: Rect): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return width > 0 && height > 0 ? width * height : 0
}

/** The rectangle moved (and shrunk if need be) to lie inside `area`. */
export function clampInto(rect: Rect, area: Rect): Rect {
  const width = Math.min(rect.width, area.width)
  const height = Math.min(rect.height, area.height)
  return {
    x: Math.round(Math.min(Math.max(rect.x, area.x), area.x + area.width - width)),
    y: Math.round(Math.min(Math.max(rect.y, area.y), area.y + area.height - height)),
    width,
    height,
  }
}

export function centeredIn(size: Size, area: Rect): Rect {
  return clampInto(
    { x: area.x + (area.width - size.width) / 2, y: area.y + (area.height - size.height) / 2, ...size },
    area,
  )
}

/** Whether a tray position is real: Linux (AppIndicator) reports an empty rectangle. */
export function isKnownTrayBounds(tray: Rect | null | undefined): tray is Rect {
  return !!tray && tray.width > 0 && tray.height > 0
}

/**
 * Next to the tray icon, on the side of the screen where the menu bar or
 * taskbar is — found from where the display's work area leaves room for it.
 */
export function nextToTray(tray: Rect, size: Size, display: DisplayArea): Rect {
  const { workArea, bounds } = display
  const trayCentre = { x: tray.x + tray.width / 2, y: tray.y + tray.height / 2 }
  const taskbarAt =
    workArea.y > bounds.y
      ? 'top'
      : workArea.y + workArea.height < bounds.y + bounds.height
        ? 'bottom'
        : workArea.x > bounds.x
          ? 'left'
          : workArea.x + workArea.width < bounds.x + bounds.width
            ? 'right'
            : null
  // No room taken by a bar (an auto-hiding taskbar): the tray's own position says which edge it is on.
  const edge = taskbarAt ?? (trayCentre.y < bounds.y + bounds.height / 2 ? 'top' : 'bottom')
  let x = trayCentre.x - size.width / 2
  let y = tray.y + tray.height + MARGIN
  if (edge === 'bottom') y = tray.y - size.height - MARGIN
  if (edge === 'left' || edge === 'right') {
    y = trayCentre.y - size.height / 2
    x = edge === 'left' ? tray.x + tray.width + MARGIN : tray.x - size.width - MARGIN
  }
  const inset = {
    x: workArea.x + MARGIN,
    y: workArea.y + MARGIN,
    width: workArea.width - 2 * MARGIN,
    height: workArea.height - 2 * MARGIN,
  }
  return clampInto({ x, y, ...size }, inset)
}

export interface PlacementInput {
  saved: SavedWindowState | null
  defaultSize: Size
  displays: readonly DisplayArea[]
  primary: DisplayArea
  /** Null or empty where the platform does not say (Linux). */
  trayBounds: Rect | null
  /** The display the tray icon is on, when known. */
  trayDisplay?: DisplayArea
}

export function placeWindow(input: PlacementInput): Rect {
  const size = input.saved ? { width: input.saved.width, height: input.saved.height } : input.defaultSize
  if (input.saved?.position) {
    const wanted = { ...input.saved.position, ...size }
    const grab = { x: wanted.x, y: wanted.y, width: Math.min(GRAB_AREA.width, size.width), height: GRAB_AREA.height }
    // The display holding most of the window, if its title bar is still on one: the user put it there.
    const home = [...input.displays].sort(
      (a, b) => intersection(wanted, b.workArea) - intersection(wanted, a.workArea),
    )[0]
    if (home && input.displays.some((display) => intersection(grab, display.workArea) > 0))
      return clampInto(wanted, home.workArea)
  }
  if (isKnownTrayBounds(input.trayBounds)) return nextToTray(input.trayBounds, size, input.trayDisplay ?? input.primary)
  return centeredIn(size, input.primary.workArea)
}
