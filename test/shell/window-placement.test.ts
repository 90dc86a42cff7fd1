/** Where the window opens, as a user would see it on their screens. */
import { describe, expect, it } from 'vitest'
import { nextToTray, placeWindow, type DisplayArea } from '../../src/main/window/placement'

const size = { width: 480, height: 640 }
/** macOS: a 25 px menu bar at the top. */
const mac: DisplayArea = {
  bounds: { x: 0, y: 0, width: 1440, height: 900 },
  workArea: { x: 0, y: 25, width: 1440, height: 875 },
}
/** Windows: a 40 px taskbar at the bottom. */
const windows: DisplayArea = {
  bounds: { x: 0, y: 0, width: 1920, height: 1080 },
  workArea: { x: 0, y: 0, width: 1920, height: 1040 },
}
/** A second screen to the right. */
const right: DisplayArea = {
  bounds: { x: 1920, y: 0, width: 1280, height: 1024 },
  workArea: { x: 1920, y: 0, width: 1280, height: 1024 },
}

describe('next to the tray icon', () => {
  it('opens below a menu-bar icon, centred under it', () => {
    expect(nextToTray({ x: 1000, y: 0, width: 22, height: 25 }, size, mac)).toEqual({ x: 771, y: 33, ...size })
  })

  it('opens above a taskbar icon at the bottom', () => {
    // Its bottom edge 8 px above the taskbar.
    expect(nextToTray({ x: 1700, y: 1045, width: 24, height: 32 }, size, windows)).toEqual({ x: 1432, y: 392, ...size })
  })

  it('stays inside the screen for an icon at the very edge', () => {
    const placed = nextToTray({ x: 1420, y: 0, width: 20, height: 25 }, size, mac)
    expect(placed.x + placed.width).toBeLessThanOrEqual(1440 - 8)
    expect(placed.y).toBe(33)
  })

  it('opens beside a taskbar on the left', () => {
    const leftBar: DisplayArea = {
      bounds: { x: 0, y: 0, width: 1920, height: 1080 },
      workArea: { x: 60, y: 0, width: 1860, height: 1080 },
    }
    const placed = nextToTray({ x: 10, y: 1000, width: 40, height: 40 }, size, leftBar)
    expect(placed.x).toBe(68)
    expect(placed.y + placed.height).toBeLessThanOrEqual(1080 - 8)
  })
})

describe('placeWindow', () => {
  it('centres the window when the tray position is unknown (Linux)', () => {
    expect(
      placeWindow({
        saved: null,
        defaultSize: size,
        displays: [windows],
        primary: windows,
        trayBounds: { x: 0, y: 0, width: 0, height: 0 },
      }),
    ).toEqual({ x: 720, y: 200, ...size })
  })

  it('goes back where the user put it, at the size they chose', () => {
    const saved = { width: 600, height: 700, position: { x: 2000, y: 100 } }
    expect(
      placeWindow({ saved, defaultSize: size, displays: [windows, right], primary: windows, trayBounds: null }),
    ).toEqual({ x: 2000, y: 100, width: 600, height: 700 })
  })

  it('brings a window back from a screen that was unplugged', () => {
    const saved = { width: 600, height: 700, position: { x: 2000, y: 100 } }
    const placed = placeWindow({ saved, defaultSize: size, displays: [windows], primary: windows, trayBounds: null })
    expect(placed).toEqual({ x: 660, y: 170, width: 600, height: 700 })
  })

  it("pulls a window hanging off the screen's edge fully onto it", () => {
    const saved = { width: 600, height: 700, position: { x: 1800, y: 900 } }
    expect(placeWindow({ saved, defaultSize: size, displays: [windows], primary: windows, trayBounds: null })).toEqual({
      x: 1320,
      y: 340,
      width: 600,
      height: 700,
    })
  })

  it('shrinks a remembered size that no longer fits the screen', () => {
    const small: DisplayArea = {
      bounds: { x: 0, y: 0, width: 1024, height: 600 },
      workArea: { x: 0, y: 0, width: 1024, height: 560 },
    }
    const saved = { width: 900, height: 900, position: { x: 10, y: 10 } }
    expect(
      placeWindow({ saved, defaultSize: size, displays: [small], primary: small, trayBounds: null }),
    ).toMatchObject({ height: 560, y: 0 })
  })

  it('follows the tray icon while the user has not moved the window, keeping their size', () => {
    const saved = { width: 500, height: 600, position: null }
    const placed = placeWindow({
      saved,
      defaultSize: size,
      displays: [mac],
      primary: mac,
      trayBounds: { x: 1000, y: 0, width: 22, height: 25 },
      trayDisplay: mac,
    })
    expect(placed).toEqual({ x: 761, y: 33, width: 500, height: 600 })
  })
})
