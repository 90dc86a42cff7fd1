/**
 * Turns a key press into an Electron accelerator ("CommandOrControl+Shift+S"),
 * for the shortcut capture field. Keys are read by their physical code, so
 * that Shift or the keyboard layout does not change the letter.
 */
import { ACCELERATOR } from '../../../shared/settings'

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
  Quote: '\'',
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

/** The accelerator for a key press, or null while only modifiers are down (or the key has no accelerator name). */
export function acceleratorOf(press: KeyPress, isMac: boolean): string | null {
  const key = keyOf(press.code)
  if (key === null) return null
  const modifiers: string[] = []
  if (isMac) {
    if (press.metaKey) modifiers.push('CommandOrControl')
    if (press.ctrlKey) modifiers.push('Control')
  } else {
    if (press.ctrlKey) modifiers.push('CommandOrControl')
    if (press.metaKey) modifiers.push('Super')
  }
  if (press.altKey) modifiers.push('Alt')
  if (press.shiftKey) modifiers.push('Shift')
  if (modifiers.length === 0) return null
  const accelerator = [...modifiers, key].join('+')
  return ACCELERATOR.test(accelerator) ? accelerator : null
}

export function isValidAccelerator(text: string): boolean {
  return ACCELERATOR.test(text)
}

/** How an accelerator reads on this platform: "⌘⇧S" on a Mac, "Ctrl+Shift+S" elsewhere. */
export function describeAccelerator(accelerator: string, isMac: boolean): string {
  const parts = accelerator.split('+').map((part) => {
    switch (part) {
      case 'CommandOrControl':
      case 'CmdOrCtrl':
        return isMac ? '⌘' : 'Ctrl'
      case 'Command':
      case 'Cmd':
        return '⌘'
      case 'Control':
      case 'Ctrl':
        return isMac ? '⌃' : 'Ctrl'
      case 'Alt':
      case 'Option':
        return isMac ? '⌥' : 'Alt'
      case 'Shift':
        return isMac ? '⇧' : 'Shift'
      case 'Super':
      case 'Meta':
        return isMac ? '⌘' : 'Super'
      default:
        return part
    }
  })
  return isMac ? parts.join('') : parts.join('+')
}
