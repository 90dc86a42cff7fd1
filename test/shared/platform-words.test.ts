/**
 * Shortcuts and the tray's place in each platform's words, and a key press recorded as the
 * accelerator Electron registers: what the settings, the tray and the notifications say.
 */
import { describe, expect, it } from 'vitest'
import { acceleratorOf, heldModifiers } from '../../src/renderer/src/lib/accelerator'
import { describeAccelerator, desktopPlatform, trayPlace } from '../../src/shared/platform-words'

const press = (
  code: string,
  modifiers: Partial<Record<'ctrlKey' | 'metaKey' | 'altKey' | 'shiftKey', boolean>> = {},
) => ({ code, ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...modifiers })

describe('a shortcut, as each platform writes it', () => {
  it.each([
    ['CommandOrControl+Shift+S', '⌘⇧S', 'Ctrl+Shift+S', 'Ctrl+Shift+S'],
    ['CmdOrCtrl+Alt+K', '⌘⌥K', 'Ctrl+Alt+K', 'Ctrl+Alt+K'],
    ['Control+Alt+Space', '⌃⌥Space', 'Ctrl+Alt+Space', 'Ctrl+Alt+Space'],
    ['Super+Shift+Up', '⌘⇧↑', 'Win+Shift+Up', 'Super+Shift+Up'],
    ['CommandOrControl+F5', '⌘F5', 'Ctrl+F5', 'Ctrl+F5'],
    ['CommandOrControl+Return', '⌘↩', 'Ctrl+Enter', 'Ctrl+Enter'],
    ['CommandOrControl+Plus', '⌘+', 'Ctrl+Plus', 'Ctrl+Plus'],
    ['Alt+PageDown', '⌥⇟', 'Alt+Page Down', 'Alt+Page Down'],
  ])('%s: %s on macOS, %s on Windows, %s on Linux', (accelerator, mac, windows, linux) => {
    expect(describeAccelerator(accelerator, 'darwin')).toBe(mac)
    expect(describeAccelerator(accelerator, 'win32')).toBe(windows)
    expect(describeAccelerator(accelerator, 'linux')).toBe(linux)
  })

  it("never shows Electron's own words", () => {
    for (const platform of ['darwin', 'win32', 'linux'] as const) {
      expect(describeAccelerator('CommandOrControl+CmdOrCtrl+Shift+S', platform)).not.toMatch(
        /Command|CmdOrCtrl|OrControl/,
      )
    }
  })
})

describe("the tray's place", () => {
  it('is named as each platform names it', () => {
    expect(trayPlace('darwin')).toBe('menu bar')
    expect(trayPlace('win32')).toBe('notification area')
    expect(trayPlace('linux')).toBe('system tray')
  })

  it('on another Unix desktop is named as on Linux', () => {
    expect(desktopPlatform('freebsd')).toBe('linux')
    expect(desktopPlatform('darwin')).toBe('darwin')
    expect(desktopPlatform('win32')).toBe('win32')
  })
})

describe('a key press recorded', () => {
  it('reads the physical key with its modifiers, per platform', () => {
    expect(acceleratorOf(press('KeyS', { ctrlKey: true, shiftKey: true }), 'linux')).toBe('CommandOrControl+Shift+S')
    expect(acceleratorOf(press('KeyS', { metaKey: true, altKey: true }), 'darwin')).toBe('CommandOrControl+Alt+S')
    expect(acceleratorOf(press('KeyS', { ctrlKey: true }), 'darwin')).toBe('Control+S')
    expect(acceleratorOf(press('KeyS', { metaKey: true, ctrlKey: true }), 'win32')).toBe('CommandOrControl+Super+S')
    expect(acceleratorOf(press('F5', { ctrlKey: true }), 'win32')).toBe('CommandOrControl+F5')
    expect(acceleratorOf(press('Digit7', { altKey: true }), 'linux')).toBe('Alt+7')
  })

  it('is no shortcut without Ctrl, Alt or ⌘ (Shift alone would take every capital letter), nor for a modifier alone', () => {
    expect(acceleratorOf(press('KeyS'), 'linux')).toBeNull()
    expect(acceleratorOf(press('KeyS', { shiftKey: true }), 'linux')).toBeNull()
    expect(acceleratorOf(press('ShiftLeft', { shiftKey: true, ctrlKey: true }), 'linux')).toBeNull()
    expect(acceleratorOf(press('CapsLock', { ctrlKey: true }), 'linux')).toBeNull()
  })

  it('takes a function key alone, or with Shift: it types nothing', () => {
    expect(acceleratorOf(press('F13'), 'linux')).toBe('F13')
    expect(acceleratorOf(press('F5', { shiftKey: true }), 'darwin')).toBe('Shift+F5')
  })

  it("shows the modifiers held so far the platform's way", () => {
    expect(heldModifiers({ ctrlKey: true, shiftKey: true, metaKey: false, altKey: false }, 'win32')).toBe('Ctrl+Shift+')
    expect(heldModifiers({ ctrlKey: false, shiftKey: true, metaKey: true, altKey: false }, 'darwin')).toBe('⌘⇧')
    expect(heldModifiers({ ctrlKey: false, shiftKey: false, metaKey: false, altKey: false }, 'linux')).toBe('')
  })
})
