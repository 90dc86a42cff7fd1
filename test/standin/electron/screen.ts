// screen: displays come from the launch options; tests change them with setDisplays().
import { EventEmitter } from 'node:events'
import type { Standin } from './standin'
import { makeEvent } from './events'
import type { StandinPlatform } from './platform'

export type DisplayInput = Partial<Omit<Electron.Display, 'bounds' | 'workArea'>> &
  Pick<Electron.Display, 'bounds'> & { workArea?: Electron.Rectangle }

export const DEFAULT_DISPLAY: DisplayInput = {
  id: 1,
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1050 },
  scaleFactor: 1,
}

/** The default display as each platform lays it out: macOS's menu bar on top, Windows' taskbar at the bottom. */
export const DEFAULT_DISPLAYS: Readonly<Record<StandinPlatform, DisplayInput>> = {
  linux: DEFAULT_DISPLAY,
  darwin: { ...DEFAULT_DISPLAY, workArea: { x: 0, y: 25, width: 1920, height: 1055 } },
  win32: { ...DEFAULT_DISPLAY, workArea: { x: 0, y: 0, width: 1920, height: 1040 } },
}

export function toDisplay(input: DisplayInput, index: number): Electron.Display {
  const workArea = input.workArea ?? input.bounds
  return {
    accelerometerSupport: 'unknown',
    colorDepth: 24,
    colorSpace: '{primaries:BT709, transfer:SRGB, matrix:RGB, range:FULL}',
    depthPerComponent: 8,
    detected: true,
    displayFrequency: 60,
    internal: false,
    label: `Display ${index + 1}`,
    maximumCursorSize: { width: 64, height: 64 },
    monochrome: false,
    nativeOrigin: { x: input.bounds.x, y: input.bounds.y },
    rotation: 0,
    scaleFactor: 1,
    touchSupport: 'unknown',
    id: index + 1,
    ...input,
    bounds: { ...input.bounds },
    workArea: { ...workArea },
    size: { width: input.bounds.width, height: input.bounds.height },
    workAreaSize: { width: workArea.width, height: workArea.height },
  }
}

function intersection(a: Electron.Rectangle, b: Electron.Rectangle): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return w > 0 && h > 0 ? w * h : 0
}

function distanceTo(rect: Electron.Rectangle, point: Electron.Point): number {
  const dx = Math.max(rect.x - point.x, 0, point.x - (rect.x + rect.width - 1))
  const dy = Math.max(rect.y - point.y, 0, point.y - (rect.y + rect.height - 1))
  return dx * dx + dy * dy
}

type Implemented =
  | 'getAllDisplays'
  | 'getCursorScreenPoint'
  | 'getDisplayMatching'
  | 'getDisplayNearestPoint'
  | 'getPrimaryDisplay'
  | 'dipToScreenPoint'
  | 'screenToDipPoint'

export class ScreenStandin extends EventEmitter implements Pick<Electron.Screen, Implemented> {
  private displays: Electron.Display[]
  private cursor: Electron.Point = { x: 0, y: 0 }

  constructor(
    private readonly standin: Standin,
    inputs: readonly DisplayInput[],
  ) {
    super()
    this.displays = inputs.map(toDisplay)
  }

  /** Emits, then tells waiting tests that something happened (listeners may have changed app state). */
  override emit(name: string | symbol, ...args: unknown[]): boolean {
    const handled = super.emit(name, ...args)
    this.standin.changed(`event:${String(name)}`)
    return handled
  }

  getAllDisplays(): Electron.Display[] {
    return this.displays.map((d) => structuredClone(d))
  }

  getPrimaryDisplay(): Electron.Display {
    return structuredClone(this.displays[0]!)
  }

  getCursorScreenPoint(): Electron.Point {
    return { ...this.cursor }
  }

  getDisplayNearestPoint(point: Electron.Point): Electron.Display {
    let best = this.displays[0]!
    for (const display of this.displays) {
      if (distanceTo(display.bounds, point) < distanceTo(best.bounds, point)) best = display
    }
    return structuredClone(best)
  }

  getDisplayMatching(rect: Electron.Rectangle): Electron.Display {
    let best: Electron.Display | undefined
    let bestArea = 0
    for (const display of this.displays) {
      const area = intersection(display.bounds, rect)
      if (area > bestArea) {
        best = display
        bestArea = area
      }
    }
    if (best) return structuredClone(best)
    return this.getDisplayNearestPoint({ x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 })
  }

  /** Linux and Windows: DIP and screen pixels coincide at scale factor 1 (the stand-in's model). */
  dipToScreenPoint(point: Electron.Point): Electron.Point {
    return { ...point }
  }

  screenToDipPoint(point: Electron.Point): Electron.Point {
    return { ...point }
  }

  // ---- test hooks -------------------------------------------------------------------------

  /** Moves the (virtual) mouse cursor. */
  setCursorScreenPoint(point: Electron.Point): void {
    this.cursor = { ...point }
  }

  /**
   * Replaces the displays and emits what Electron would: 'display-removed' for ids that are gone,
   * 'display-added' for new ids, 'display-metrics-changed' (with the changed metrics) for the rest.
   */
  setDisplays(inputs: readonly DisplayInput[]): void {
    const next = inputs.map(toDisplay)
    const before = new Map(this.displays.map((d) => [d.id, d]))
    const after = new Map(next.map((d) => [d.id, d]))
    this.displays = next
    for (const [id, display] of before)
      if (!after.has(id)) this.emit('display-removed', makeEvent(), structuredClone(display))
    for (const [id, display] of after) {
      const old = before.get(id)
      if (!old) {
        this.emit('display-added', makeEvent(), structuredClone(display))
        continue
      }
      const changed: string[] = []
      if (JSON.stringify(old.bounds) !== JSON.stringify(display.bounds)) changed.push('bounds')
      if (JSON.stringify(old.workArea) !== JSON.stringify(display.workArea)) changed.push('workArea')
      if (old.scaleFactor !== display.scaleFactor) changed.push('scaleFactor')
      if (old.rotation !== display.rotation) changed.push('rotation')
      if (changed.length > 0) this.emit('display-metrics-changed', makeEvent(), structuredClone(display), changed)
    }
    this.standin.changed('screen')
  }
}
