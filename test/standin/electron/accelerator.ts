// Accelerator strings, parsed the way Electron does (shell/browser/ui/accelerator_util.cc).
// CommandOrControl is Command on macOS and Control elsewhere.
import type { StandinPlatform } from './platform'

const MODIFIERS: Record<string, string> = {
  shift: 'Shift',
  control: 'Ctrl',
  ctrl: 'Ctrl',
  cmdorctrl: 'Ctrl', // CommandOrControl is Control everywhere but macOS
  commandorcontrol: 'Ctrl',
  alt: 'Alt',
  option: 'Alt',
  altgr: 'AltGr',
  cmd: 'Super',
  command: 'Super',
  super: 'Super',
  meta: 'Super',
}

/** Named keys (keyboard_util.cc), lower-cased → canonical name; `shift` marks keys typed with Shift. */
const NAMED: Record<string, { key: string; shift?: boolean }> = {
  backspace: { key: 'Backspace' },
  capslock: { key: 'Capslock' },
  delete: { key: 'Delete' },
  down: { key: 'Down' },
  end: { key: 'End' },
  enter: { key: 'Return' },
  return: { key: 'Return' },
  esc: { key: 'Escape' },
  escape: { key: 'Escape' },
  home: { key: 'Home' },
  insert: { key: 'Insert' },
  left: { key: 'Left' },
  right: { key: 'Right' },
  up: { key: 'Up' },
  medianexttrack: { key: 'MediaNextTrack' },
  mediaplaypause: { key: 'MediaPlayPause' },
  mediaprevioustrack: { key: 'MediaPreviousTrack' },
  mediastop: { key: 'MediaStop' },
  numlock: { key: 'Numlock' },
  pagedown: { key: 'PageDown' },
  pageup: { key: 'PageUp' },
  plus: { key: '=', shift: true },
  printscreen: { key: 'PrintScreen' },
  scrolllock: { key: 'Scrolllock' },
  space: { key: 'Space' },
  tab: { key: 'Tab' },
  volumedown: { key: 'VolumeDown' },
  volumemute: { key: 'VolumeMute' },
  volumeup: { key: 'VolumeUp' },
  numadd: { key: 'numadd' },
  numdec: { key: 'numdec' },
  numdiv: { key: 'numdiv' },
  nummult: { key: 'nummult' },
  numsub: { key: 'numsub' },
}
for (let i = 1; i <= 24; i++) NAMED[`f${i}`] = { key: `F${i}` }
for (let i = 0; i <= 9; i++) NAMED[`num${i}`] = { key: `num${i}` }

/** Single characters: the key they are on (US layout) and whether Shift is needed. */
const SHIFTED: Record<string, string> = {
  '!': '1',
  '@': '2',
  '#': '3',
  $: '4',
  '%': '5',
  '^': '6',
  '&': '7',
  '*': '8',
  '(': '9',
  ')': '0',
  _: '-',
  '+': '=',
  '{': '[',
  '}': ']',
  '|': '\\',
  ':': ';',
  '"': "'",
  '<': ',',
  '>': '.',
  '?': '/',
  '~': '`',
}
const PLAIN = new Set("abcdefghijklmnopqrstuvwxyz0123456789-=[]\\;',./` ".split(''))

function keyOf(token: string): { key: string; shift?: boolean } | undefined {
  const lower = token.toLowerCase()
  if (lower.length === 1) {
    if (SHIFTED[lower]) return { key: SHIFTED[lower]!, shift: true }
    if (PLAIN.has(lower)) return { key: lower === ' ' ? 'Space' : lower.toUpperCase() }
    return undefined
  }
  return NAMED[lower]
}

/**
 * Canonical form of an accelerator ("Ctrl+Shift+S"), or undefined where Electron's conversion
 * fails (no valid key, non-ASCII).
 */
export function normalizeAccelerator(accelerator: string, platform: StandinPlatform = 'linux'): string | undefined {
  // eslint-disable-next-line no-control-regex
  if (typeof accelerator !== 'string' || !/^[\x00-\x7f]*$/.test(accelerator)) return undefined
  const tokens = accelerator
    .split('+')
    .map((t) => t.trim())
    .filter((t) => t.length > 0)
  // "Ctrl++" means Ctrl and the '+' key: splitting drops it, so put it back.
  if (/\+\s*\+\s*$/.test(accelerator) || accelerator.trim() === '+') tokens.push('+')
  const modifiers = new Set<string>()
  let key: string | undefined
  let invalidKey = false
  for (const token of tokens) {
    const lower = token.toLowerCase()
    const modifier =
      platform === 'darwin' && (lower === 'cmdorctrl' || lower === 'commandorcontrol') ? 'Super' : MODIFIERS[lower]
    if (modifier) {
      modifiers.add(modifier)
      continue
    }
    const found = keyOf(token)
    // Like Electron, the last non-modifier token is the key; an unknown one leaves it unknown.
    key = found?.key
    invalidKey = found === undefined
    if (found?.shift) modifiers.add('Shift')
  }
  if (key === undefined || invalidKey) return undefined
  const order = ['Ctrl', 'Alt', 'AltGr', 'Shift', 'Super']
  return [...order.filter((m) => modifiers.has(m)), key].join('+')
}

/** The TypeError Electron's argument conversion throws for a malformed accelerator. */
export function conversionFailure(index: number, value: unknown): TypeError {
  return new TypeError(`Error processing argument at index ${index}, conversion failure from ${String(value)}`)
}
