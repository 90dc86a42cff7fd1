/**
 * The global shortcut's glue (lifecycle/shortcut.ts) with Electron's globalShortcut stubbed: a
 * combination that would take typed characters from other apps (Shift alone, Alt alone, Ctrl+Alt
 * on Windows and Linux) is refused with a reason, before the system is asked — however it came,
 * a settings file included — and the shortcut that worked stays.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest'

const registered = new Set<string>()
vi.mock('electron', () => ({
  globalShortcut: {
    register: (accelerator: string) => (registered.add(accelerator), true),
    unregister: (accelerator: string) => void registered.delete(accelerator),
  },
}))

const { createGlobalShortcut } = await import('../../src/main/lifecycle/shortcut')

beforeEach(() => registered.clear())

describe('a global shortcut of Shift and one key', () => {
  it.each(['Shift+A', 'Shift+1', 'Shift+/', 'Shift+Space'])(
    '%s is refused, saying why, and never registered',
    (accelerator) => {
      const shortcut = createGlobalShortcut(() => undefined, { platform: 'win32', note: () => null })
      const outcome = shortcut.apply(accelerator)
      expect(outcome.applied).toBe(false)
      expect(outcome.problem).toMatch(
        /would take that key from every app whenever Shift is held\. Add Ctrl or Win to the combination\./,
      )
      expect(registered.size).toBe(0)
    },
  )

  it('keeps the shortcut that works, and says so; on macOS in its own words', () => {
    const shortcut = createGlobalShortcut(() => undefined, { platform: 'darwin', note: () => null })
    expect(shortcut.apply('CommandOrControl+Shift+S').applied).toBe(true)
    const outcome = shortcut.apply('Shift+S')
    expect(outcome.problem).toBe(
      '⇧S would take that key from every app whenever Shift is held. Add ⌘ or ⌃ to the combination. ⌘⇧S still works.',
    )
    expect([...registered]).toEqual(['CommandOrControl+Shift+S'])
  })

  it('Shift with Ctrl is a shortcut like any other', () => {
    const shortcut = createGlobalShortcut(() => undefined, { platform: 'linux', note: () => null })
    expect(shortcut.apply('CommandOrControl+Shift+A')).toMatchObject({ applied: true, problem: null })
    expect([...registered]).toEqual(['CommandOrControl+Shift+A'])
  })
})

describe('a global shortcut other apps type characters with', () => {
  it.each([
    ['linux', 'Alt+K', 'In other apps, Alt and a key type a character or open a menu: Alt+K would take that key'],
    ['linux', 'Alt+Shift+K', 'Alt+Shift+K would take that key from them. Add Ctrl or Super'],
    ['darwin', 'Alt+K', 'In other apps, ⌥ and a key type a character or open a menu: ⌥K would take that key'],
    ['win32', 'CommandOrControl+Alt+Q', 'On many keyboards Ctrl+Alt works as AltGr'],
    ['linux', 'Control+Alt+Shift+Q', 'Ctrl+Alt+Shift+Q would take one from every app. Leave out Alt, or add Super.'],
  ] as const)('on %s, %s is refused, saying why, and never registered', (platform, accelerator, reason) => {
    const shortcut = createGlobalShortcut(() => undefined, { platform, note: () => null })
    const outcome = shortcut.apply(accelerator)
    expect(outcome.applied).toBe(false)
    expect(outcome.problem).toContain(reason)
    expect(registered.size).toBe(0)
  })

  it('Ctrl+Alt is ⌃⌥ on a Mac, which types nothing: registered there', () => {
    const shortcut = createGlobalShortcut(() => undefined, { platform: 'darwin', note: () => null })
    expect(shortcut.apply('Control+Alt+K')).toMatchObject({ applied: true, problem: null })
    expect([...registered]).toEqual(['Control+Alt+K'])
  })
})
