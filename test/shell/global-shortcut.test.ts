/**
 * The global shortcut's glue (lifecycle/shortcut.ts) with Electron's globalShortcut stubbed: Shift
 * as the only modifier is refused with a reason, before the system is asked, and the shortcut
 * that worked stays.
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
        /would take that key from every app whenever Shift is held\. Add Ctrl, Alt, or Super to the combination\./,
      )
      expect(registered.size).toBe(0)
    },
  )

  it('keeps the shortcut that works, and says so; on macOS in its own words', () => {
    const shortcut = createGlobalShortcut(() => undefined, { platform: 'darwin', note: () => null })
    expect(shortcut.apply('CommandOrControl+Shift+S').applied).toBe(true)
    const outcome = shortcut.apply('Shift+S')
    expect(outcome.problem).toBe(
      '⇧S would take that key from every app whenever Shift is held. Add ⌘, ⌥, or ⌃ to the combination. ⌘⇧S still works.',
    )
    expect([...registered]).toEqual(['CommandOrControl+Shift+S'])
  })

  it('Shift with another modifier is a shortcut like any other', () => {
    const shortcut = createGlobalShortcut(() => undefined, { platform: 'linux', note: () => null })
    expect(shortcut.apply('Alt+Shift+A')).toMatchObject({ applied: true, problem: null })
    expect([...registered]).toEqual(['Alt+Shift+A'])
  })
})
