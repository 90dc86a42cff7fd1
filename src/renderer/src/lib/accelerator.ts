/**
 * Turns a key press into an Electron accelerator ("CommandOrControl+Shift+S"),
 * for the field that records the global shortcut. Keys are read by their
 * physical code, so that Shift or the keyboard layout does not change the
 * letter. How an accelerator reads is the platform's (shared/platform-words.ts).
 */
import { describeAccelerator, type DesktopPlatform } from '../../../shared/platform-words'
import { ACCELERATOR, FUNCTION_KEY } from '../../../shared/settings'

const NAMED: Record<string, string> = {
  Space: 'Space',
  Tab: 'Tab',
  Backspace: 'Backspace',
  Delete: 'Delete',
  Insert: 'Insert',
  Enter: 'Return',
  NumpadEnter: 'Return',
  ArrowUp: 'Up',
  ArrowDown: 'Down',
  ArrowLeft: 'Left',
  ArrowRight: 'Right',
  Home: 'Home',
  End: 'End',
  PageUp: 'PageUp',
  PageDown: 'PageDown',
  Minus: '-',
  Equal: '=',
  BracketLeft: '[',
  BracketRight: ']',
  Semicolon: ';',
  Quote: "'",
  Comma: ',',
  Period: '.',
  Slash: '/',
  Backslash: '\\',
  Backquote: '`',
}

export interface KeyPress {
  code: string
  ctrlKey: boolean
  metaKey: boolean
  altKey: boolean
  shiftKey: boolean
}

function keyOf(code: string): string | null {
  const letter = /^Key([A-Z])$/.exec(code)
  if (letter) return letter[1] ?? null
  const digit = /^(?:Digit|Numpad)([0-9])$/.exec(code)
  if (digit) return digit[1] ?? null
  if (/^F([1-9]|1[0-9]|2[0-4])$/.test(code)) return code
  return NAMED[code] ?? null
}

/**
 * The modifiers held, in accelerator order: ⌘ (CommandOrControl) and ⌃ on a Mac; Ctrl
 * (CommandOrControl) and the Windows or Super key elsewhere; then Alt, Shift. CommandOrControl
 * keeps a setting meaning "the usual modifier" wherever it is read.
 */
function modifiersOf(press: Omit<KeyPress, 'code'>, platform: DesktopPlatform): string[] {
  const modifiers: string[] = []
  if (platform === 'darwin') {
    if (press.metaKey) modifiers.push('CommandOrControl')
    if (press.ctrlKey) modifiers.push('Control')
  } else {
    if (press.ctrlKey) modifiers.push('CommandOrControl')
    if (press.metaKey) modifiers.push('Super')
  }
  if (press.altKey) modifiers.push('Alt')
  if (press.shiftKey) modifiers.push('Shift')
  return modifiers
}

/**
 * Whether a modifier other than Shift is held: without one a key press is typing (Shift+A a capital A), not a
 * combination — unless the key is a function key.
 */
export function holdsModifierBesidesShift(press: Omit<KeyPress, 'code'>): boolean {
  return press.ctrlKey || press.metaKey || press.altKey
}

/** Whether the key pressed is F1 to F24, which types nothing and may be a shortcut alone. */
export function isFunctionKey(press: Pick<KeyPress, 'code'>): boolean {
  return FUNCTION_KEY.test(press.code)
}

/**
 * The accelerator for a key press, or null while no modifier but Shift is held on a key other than a function key, or
 * the key has no accelerator name. Whether it may be a global shortcut is shared/shortcut-rule.ts's to say.
 */
export function acceleratorOf(press: KeyPress, platform: DesktopPlatform): string | null {
  const key = keyOf(press.code)
  if (key === null || !(holdsModifierBesidesShift(press) || isFunctionKey(press))) return null
  const accelerator = [...modifiersOf(press, platform), key].join('+')
  return ACCELERATOR.test(accelerator) ? accelerator : null
}

/**
 * The modifiers held so far, as the platform writes them ("Ctrl+Shift+", "⌘⇧"): what the field shows while the user
 * presses.
 */
export function heldModifiers(press: Omit<KeyPress, 'code'>, platform: DesktopPlatform): string {
  const modifiers = modifiersOf(press, platform)
  if (modifiers.length === 0) return ''
  const written = describeAccelerator(modifiers.join('+'), platform)
  return platform === 'darwin' ? written : `${written}+`
}
