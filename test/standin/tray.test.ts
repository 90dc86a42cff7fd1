// Self-tests of the stand-in's Tray and Menu: reading the menu, clicking items as Electron does.
import { describe, expect, it } from 'vitest'
import type { StandinApp } from './launch'
import { useStandin } from './test-helpers'

const { launch } = useStandin()

interface TrayExports {
  order: string[]
  state: { emailReports: boolean; speed: string; clicked: string[] }
}
const fx = (app: StandinApp): TrayExports => app.exports as TrayExports

// --hidden: tray only, no window, so no Chromium is involved.
const start = () => launch('lifecycle-app', { argv: ['--hidden'] })

describe('tray menu', () => {
  it('shows the menu as a label tree: separators folded, invisible items left out', async () => {
    const app = await start()
    const tray = await app.waitForTray()
    expect(tray.toolTip).toBe('standin-lifecycle-fixture 0.9.0')
    expect(tray.menuLabels()).toEqual([
      'Open Fixture',
      '---',
      { Demo: [{ 'shop.example': ['[ ] E-mail reports'] }] },
      { Speed: ['(*) Fast', '( ) Slow'] },
      'Sync now (disabled)',
      '---',
      'Quit',
    ])
  })

  it('clicks a checkbox through submenus: Electron flips `checked` before calling click', async () => {
    const app = await start()
    const tray = await app.waitForTray()
    const before = tray.menuVersion
    tray.clickMenuItem(['Demo', 'shop.example', 'E-mail reports'])
    expect(fx(app).state.emailReports).toBe(true)
    const updated = await app.waitForMenu((labels) => JSON.stringify(labels).includes('[x] E-mail reports'))
    expect(updated.menuVersion).toBe(before + 1)
  })

  it('checks a radio item and unchecks its group', async () => {
    const app = await start()
    const tray = await app.waitForTray()
    tray.clickMenuItem(['Speed', 'Slow'])
    expect(fx(app).state.speed).toBe('slow')
    expect(tray.menuLabels()[3]).toEqual({ Speed: ['( ) Fast', '(*) Slow'] })
    tray.clickMenuItem(['Speed', 'Slow'])
    expect(tray.menuLabels()[3]).toEqual({ Speed: ['( ) Fast', '(*) Slow'] })
  })

  it('refuses disabled, invisible and missing items, naming what exists', async () => {
    const app = await start()
    const tray = await app.waitForTray()
    expect(() => tray.clickMenuItem(['Sync now'])).toThrow(/menu item 'Sync now' in the menu is disabled/)
    expect(() => tray.clickMenuItem(['Hidden'])).toThrow(/menu item 'Hidden' in the menu is invisible/)
    expect(() => tray.clickMenuItem(['Demo', 'other.example'])).toThrow(
      /no menu item 'other.example' in Demo; it has \[\{"shop.example"/,
    )
    expect(() => tray.clickMenuItem(['Demo'])).toThrow(/opens a submenu/)
    expect(fx(app).state.clicked).toEqual([])
    tray.clickMenuItem(['Open Fixture'])
    expect(fx(app).state.clicked).toEqual(['open'])
  })

  it("runs roles: 'quit' quits the app", async () => {
    const app = await start()
    const tray = await app.waitForTray()
    tray.clickMenuItem(['Quit'])
    expect(await app.exited).toEqual({ code: 0 })
    expect(fx(app).order.slice(-3)).toEqual(['before-quit', 'will-quit', 'quit:0'])
    expect(tray.isDestroyed()).toBe(true)
  })
})

describe("the tray's title", () => {
  it('is macOS only, as Electron has it: elsewhere setting it does nothing and it reads empty', async () => {
    for (const platform of ['darwin', 'linux', 'win32'] as const) {
      const app = await launch('lifecycle-app', { argv: ['--hidden'], platform })
      const tray = await app.waitForTray()
      tray.setTitle('1,234', { fontType: 'monospacedDigit' })
      expect(tray.getTitle(), platform).toBe(platform === 'darwin' ? '1,234' : '')
      if (platform === 'darwin')
        expect(() => tray.setTitle('1', { fontType: 'serif' as 'monospaced' })).toThrow(TypeError)
      app.quit()
      await app.exited
    }
  })
})

describe('tray icon on Linux', () => {
  it('has no dependable click and reports empty bounds unless a test sets them', async () => {
    const app = await start()
    const tray = await app.waitForTray()
    expect(() => tray.userClick()).toThrow(/not dependable on Linux/)
    const clicks: unknown[][] = []
    tray.on('click', (...args) => clicks.push(args.slice(1)))
    tray.userActivate() // the StatusNotifierItem activation some desktops send
    expect(clicks).toEqual([
      [
        { x: 0, y: 0, width: 0, height: 0 },
        { x: 0, y: 0 },
      ],
    ])
    expect(tray.getBounds()).toEqual({ x: 0, y: 0, width: 0, height: 0 })
    tray.setBounds({ x: 1800, y: 0, width: 24, height: 24 })
    expect(tray.getBounds()).toEqual({ x: 1800, y: 0, width: 24, height: 24 })
    expect(tray.image.isEmpty()).toBe(true)
  })
})
