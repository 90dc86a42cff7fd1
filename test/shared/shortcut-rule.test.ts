/**
 * Which combinations may be a global shortcut (shared/shortcut-rule.ts): none that other apps type
 * characters with — Shift alone, Alt/⌥ alone or with Shift, and on Windows and Linux Ctrl+Alt, which
 * is AltGr there — and every one with ⌘/⌃ on a Mac, Ctrl without Alt or Win/Super elsewhere, or a
 * function key.
 */
import { describe, expect, it } from 'vitest'
import type { DesktopPlatform } from '../../src/shared/platform-words'
import { ACCELERATOR } from '../../src/shared/settings'
import { shortcutProblem, shortcutRefusal } from '../../src/shared/shortcut-rule'

const PCS: DesktopPlatform[] = ['win32', 'linux']

describe('a global shortcut on Windows and Linux', () => {
  it.each(
    PCS.flatMap((platform) => [
      [platform, 'CommandOrControl+K'],
      [platform, 'CommandOrControl+Shift+K'],
      [platform, 'Ctrl+Shift+7'],
      [platform, 'Super+K'],
      [platform, 'Super+Alt+K'],
      [platform, 'CommandOrControl+Alt+Super+K'],
      [platform, 'F13'],
      [platform, 'Alt+F9'],
      [platform, 'CommandOrControl+Alt+F2'],
    ]),
  )('on %s, %s is allowed', (platform, accelerator) => {
    expect(shortcutRefusal(accelerator, platform)).toBeNull()
    expect(shortcutProblem(accelerator, platform)).toBeNull()
  })

  it.each(
    PCS.flatMap((platform) => [
      [platform, 'Alt+K', 'altOnly'],
      [platform, 'Option+K', 'altOnly'],
      [platform, 'Alt+Shift+K', 'altOnly'],
      [platform, 'AltGr+Q', 'altOnly'],
      [platform, 'CommandOrControl+Alt+Q', 'ctrlAlt'],
      [platform, 'Control+Alt+E', 'ctrlAlt'],
      [platform, 'Ctrl+Alt+Shift+Q', 'ctrlAlt'],
      [platform, 'CmdOrCtrl+AltGr+Q', 'ctrlAlt'],
      [platform, 'Shift+K', 'shiftOnly'],
    ]),
  )('on %s, %s is refused (%s)', (platform, accelerator, refusal) => {
    expect(shortcutRefusal(accelerator, platform)).toBe(refusal)
  })
})

describe('a global shortcut on macOS', () => {
  it.each([
    'CommandOrControl+K',
    'CommandOrControl+Alt+K',
    'CommandOrControl+Shift+Alt+K',
    'Control+K',
    'Control+Alt+K',
    'Super+K',
    'F5',
    'Alt+F5',
  ])('%s is allowed', (accelerator) => {
    expect(shortcutRefusal(accelerator, 'darwin')).toBeNull()
  })

  it.each([
    ['Alt+K', 'altOnly'],
    ['Option+E', 'altOnly'],
    ['Alt+Shift+K', 'altOnly'],
    ['Shift+K', 'shiftOnly'],
  ])('%s is refused (%s)', (accelerator, refusal) => {
    expect(shortcutRefusal(accelerator, 'darwin')).toBe(refusal)
  })
})

describe('the reason, in the platform’s words', () => {
  it('says why and what to add', () => {
    expect(shortcutProblem('Alt+K', 'darwin')).toBe(
      'In other apps, ⌥ and a key type a character or open a menu: ⌥K would take that key from them. Add ⌘ or ⌃ to the combination.',
    )
    expect(shortcutProblem('CommandOrControl+Alt+Q', 'win32')).toBe(
      'On many keyboards Ctrl+Alt works as AltGr, which types characters such as @ and €: Ctrl+Alt+Q would take one from every app. Leave out Alt, or add Win.',
    )
    expect(shortcutProblem('Shift+K', 'linux')).toBe(
      'Shift+K would take that key from every app whenever Shift is held. Add Ctrl or Super to the combination.',
    )
  })

  it('a function key may stand alone, and the settings accept it; any other key needs a modifier', () => {
    expect(ACCELERATOR.test('F13')).toBe(true)
    expect(ACCELERATOR.test('Shift+F5')).toBe(true)
    expect(ACCELERATOR.test('K')).toBe(false)
    expect(ACCELERATOR.test('F25')).toBe(false)
  })
})
