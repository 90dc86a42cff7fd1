/**
 * The tray's menu as each platform draws it, in HTML for Chromium to photograph: no test can take a
 * picture of a native menu, so the menu the app set (its items, as Electron holds them) is laid out
 * in the look of macOS's menu bar, Windows 11's notification area and GNOME's AppIndicator, with the
 * first website's submenu open. The words, checks and order are the app's own; only the chrome is drawn.
 */
import type { Page } from 'playwright-core'
import type { StandinPlatform } from '../../standin/electron/platform'
import { displayedLabel, type MenuItemStandin, type MenuStandin } from '../../standin/electron/menu'
import type { Theme } from './walk'

export interface MockItem {
  kind: MenuItemStandin['type']
  label: string
  checked: boolean
  enabled: boolean
  items?: MockItem[]
}

/** The menu's visible items, labels as shown (a mnemonic's `&` gone, `&&` as one `&`). */
export function mockItems(menu: MenuStandin): MockItem[] {
  return menu.items
    .filter((item: MenuItemStandin) => item.visible)
    .map((item) => ({
      kind: item.type,
      label: displayedLabel(item.label),
      checked: item.checked,
      enabled: item.enabled,
      ...(item.submenu ? { items: mockItems(item.submenu) } : {}),
    }))
}

const escape = (text: string): string => text.replace(/[&<>"]/g, (character) => `&#${character.charCodeAt(0)};`)

/** Each platform's mark for a ticked item, a chosen radio item and a submenu. */
const MARKS: Record<StandinPlatform, { check: string; radio: string; arrow: string }> = {
  darwin: { check: '✓', radio: '✓', arrow: '›' },
  win32: { check: '✓', radio: '•', arrow: '›' },
  linux: { check: '✓', radio: '●', arrow: '▾' },
}

function itemsHtml(items: readonly MockItem[], platform: StandinPlatform, openFirst: boolean): string {
  let opened = false
  return items
    .map((item) => {
      if (item.kind === 'separator') return '<div class="separator"></div>'
      const marks = MARKS[platform]
      const mark = item.checked ? (item.kind === 'radio' ? marks.radio : marks.check) : ''
      const open = openFirst && !opened && item.kind === 'submenu'
      if (open) opened = true
      const classes = ['item', item.enabled ? '' : 'disabled', open ? 'open' : ''].join(' ')
      const arrow =
        item.kind === 'submenu' ? `<span class="arrow">${open ? marks.arrow : MARKS.darwin.arrow}</span>` : ''
      const row = `<div class="${classes}"><span class="mark">${mark}</span><span class="label">${escape(item.label)}</span>${arrow}</div>`
      // GNOME opens a submenu inside the menu; macOS and Windows beside it.
      if (open && platform === 'linux')
        return `${row}<div class="inline">${itemsHtml(item.items ?? [], platform, false)}</div>`
      return row
    })
    .join('')
}

const STYLES = `
* { box-sizing: border-box; margin: 0; }
body { font-family: 'DejaVu Sans', sans-serif; background: transparent; }
.scene { position: relative; display: inline-block; overflow: hidden; }
.menu { position: absolute; white-space: nowrap; }
.item { display: flex; align-items: center; }
.mark { display: inline-block; text-align: center; flex: none; }
.label { flex: 1; }
.arrow { margin-inline-start: 24px; opacity: 0.7; }
.disabled { opacity: 0.45; }
.bar { position: absolute; left: 0; right: 0; display: flex; align-items: center; justify-content: flex-end; gap: 14px; padding: 0 14px; }
.bar img { display: block; }

.darwin { width: 760px; background: linear-gradient(160deg, #6a8caf, #b8c6d9); }
.darwin.dark { background: linear-gradient(160deg, #1d2b3a, #3b4b5e); }
.darwin .bar { top: 0; height: 26px; font-size: 13px; background: rgba(246, 246, 246, 0.82); color: #111; }
.darwin.dark .bar { background: rgba(28, 28, 30, 0.82); color: #eee; }
.darwin .bar img { width: 18px; height: 18px; }
.darwin.dark .bar img { filter: invert(1); }
.darwin .menu { top: 29px; padding: 5px; border-radius: 7px; font-size: 13px; background: rgba(238, 238, 238, 0.97);
  color: #111; box-shadow: 0 0 0 0.5px rgba(0,0,0,0.25), 0 10px 30px rgba(0,0,0,0.3); min-width: 200px; }
.darwin.dark .menu { background: rgba(44, 44, 46, 0.97); color: #eee; box-shadow: 0 0 0 0.5px rgba(255,255,255,0.2), 0 10px 30px rgba(0,0,0,0.5); }
.darwin .item { height: 22px; padding: 0 10px 0 0; border-radius: 4px; }
.darwin .mark { width: 20px; font-size: 12px; }
.darwin .item.open { background: #0a64d8; color: #fff; }
.darwin .separator { height: 1px; margin: 5px 10px; background: rgba(0,0,0,0.12); }
.darwin.dark .separator { background: rgba(255,255,255,0.14); }

.win32 { width: 760px; background: linear-gradient(160deg, #7fa7d6, #d2dff0); }
.win32.dark { background: linear-gradient(160deg, #0f1d33, #283b5a); }
.win32 .bar { bottom: 0; height: 48px; font-size: 12px; background: rgba(238, 238, 238, 0.92); color: #111; border-top: 1px solid rgba(0,0,0,0.08); }
.win32.dark .bar { background: rgba(28, 28, 28, 0.92); color: #eee; border-top-color: rgba(255,255,255,0.08); }
.win32 .bar img { width: 16px; height: 16px; }
.win32 .clock { text-align: end; line-height: 16px; }
.win32 .menu { padding: 4px; border-radius: 8px; font-size: 14px; background: #f9f9f9; color: #1a1a1a;
  border: 1px solid rgba(0,0,0,0.1); box-shadow: 0 8px 24px rgba(0,0,0,0.22); min-width: 220px; }
.win32.dark .menu { background: #2c2c2c; color: #f2f2f2; border-color: rgba(255,255,255,0.08); box-shadow: 0 8px 24px rgba(0,0,0,0.5); }
.win32 .item { height: 32px; padding: 0 12px 0 0; border-radius: 4px; }
.win32 .mark { width: 36px; font-size: 13px; }
.win32 .item.open { background: rgba(0,0,0,0.06); }
.win32.dark .item.open { background: rgba(255,255,255,0.08); }
.win32 .separator { height: 1px; margin: 4px 0; background: rgba(0,0,0,0.1); }
.win32.dark .separator { background: rgba(255,255,255,0.1); }

.linux { width: 640px; background: linear-gradient(160deg, #3c6e8f, #9fc1d6); }
.linux.dark { background: linear-gradient(160deg, #241f31, #3d3846); }
.linux .bar { top: 0; height: 32px; font-size: 14px; font-weight: bold; background: #000; color: #fff; }
.linux .bar img { width: 18px; height: 18px; }
.linux .menu { top: 38px; padding: 8px; border-radius: 14px; font-size: 14px; background: #fafafa; color: #2e3436;
  box-shadow: 0 0 0 1px rgba(0,0,0,0.12), 0 6px 20px rgba(0,0,0,0.3); min-width: 240px; }
.linux.dark .menu { background: #353535; color: #fff; box-shadow: 0 0 0 1px rgba(255,255,255,0.1), 0 6px 20px rgba(0,0,0,0.5); }
.linux .item { height: 34px; padding: 0 12px 0 0; border-radius: 8px; }
.linux .mark { width: 28px; font-size: 13px; }
.linux .item.open { background: rgba(0,0,0,0.07); }
.linux.dark .item.open { background: rgba(255,255,255,0.1); }
.linux .inline { margin: 2px 0 4px; border-radius: 8px; background: rgba(0,0,0,0.04); padding-inline-start: 14px; }
.linux.dark .inline { background: rgba(255,255,255,0.05); }
.linux .separator { height: 1px; margin: 6px 12px; background: rgba(0,0,0,0.1); }
.linux.dark .separator { background: rgba(255,255,255,0.12); }
`

/** The platform's clock beside the icon: a fixed time, so that only the app's part of the picture changes. */
const CLOCK: Record<StandinPlatform, string> = {
  darwin: '<span>Fri 9:41 AM</span>',
  win32: '<span class="clock">9:41 AM<br>11/27/2026</span>',
  linux: '',
}

export interface TrayMockup {
  platform: StandinPlatform
  theme: Theme
  items: readonly MockItem[]
  /** The tray's icon as the app set it (a PNG data URL). */
  icon: string
}

/** Draws the menu on the page and leaves it at the picture's size. */
export async function drawTrayMockup(page: Page, mockup: TrayMockup): Promise<void> {
  const { platform, theme, items, icon } = mockup
  const open = items.find((item) => item.kind === 'submenu')
  const submenu =
    platform !== 'linux' && open ? `<div class="menu sub">${itemsHtml(open.items ?? [], platform, false)}</div>` : ''
  const html = `<!doctype html><html><head><meta charset="utf-8"><style>${STYLES}</style></head><body>
<div class="scene ${platform} ${theme}">
  <div class="bar"><img class="icon" src="${icon}" alt="">${CLOCK[platform]}</div>
  <div class="menu main">${itemsHtml(items, platform, true)}</div>${submenu}
</div></body></html>`
  await page.setContent(html)
  const size = await page.evaluate((where) => {
    const document = (globalThis as unknown as { document: MockDocument }).document
    const scene = document.querySelector('.scene')!
    const main = document.querySelector('.menu.main')!
    const sub = document.querySelector('.menu.sub')
    const barHeight = document.querySelector('.bar')!.getBoundingClientRect().height
    const mainBox = main.getBoundingClientRect()
    const subHeight = sub?.getBoundingClientRect().height ?? 0
    // Tall enough for the menu and the panel it comes from, with a margin of desktop.
    const height = Math.max(mainBox.height, subHeight) + barHeight + 40
    scene.style.height = `${height}px`
    const sceneBox = scene.getBoundingClientRect()
    const iconBox = document.querySelector('.icon')!.getBoundingClientRect()
    // The menu comes from the icon, near the screen's right edge: a submenu opens to its left.
    const left = Math.min(iconBox.left - sceneBox.left - 8, sceneBox.width - mainBox.width - 12)
    const top = where === 'win32' ? height - barHeight - 12 - mainBox.height : barHeight + 4
    main.style.left = `${left}px`
    main.style.top = `${top}px`
    if (sub) {
      const opened = main.querySelector('.item.open')!.getBoundingClientRect()
      const subTop = Math.min(opened.top - sceneBox.top - 5, top + mainBox.height - subHeight)
      sub.style.left = `${left - sub.getBoundingClientRect().width + 4}px`
      sub.style.top = `${Math.max(where === 'win32' ? 8 : barHeight + 4, subTop)}px`
    }
    return { width: Math.round(sceneBox.width), height: Math.round(height) }
  }, platform)
  await page.setViewportSize(size)
}

/** The little of the DOM the layout above uses (tests are compiled without the DOM's types). */
interface MockElement {
  style: Record<string, string>
  getBoundingClientRect(): { left: number; top: number; width: number; height: number }
  querySelector(selector: string): MockElement | null
}
interface MockDocument {
  querySelector(selector: string): MockElement | null
}
