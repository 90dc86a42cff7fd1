/**
 * Words that depend on the platform, said the platform's way in the tray, the notifications and
 * the window alike: where the tray icon lives ("menu bar" on macOS, "notification area" on
 * Windows, "system tray" on Linux) and a keyboard shortcut in the notation its users read
 * (⌘⇧S on macOS, Ctrl+Shift+S elsewhere; Strg+Shift+S on a German PC) — never Electron's accelerator string.
 */
import { t, type MessageKey } from './i18n'

/** The desktops SiteTray is built for; any other Unix desktop speaks Linux's words. */
export type DesktopPlatform = 'darwin' | 'win32' | 'linux'

export function desktopPlatform(platform: string): DesktopPlatform {
  return platform === 'darwin' || platform === 'win32' ? platform : 'linux'
}

/** Where the tray icon lives, as the platform's own help names it: "menu bar", "notification area", "system tray". */
export function trayPlace(platform: DesktopPlatform): string {
  return t(`common.trayPlace.${platform}`)
}

/** macOS writes modifiers as symbols run together; the others as words joined by "+". */
const MAC_KEYS: Readonly<Record<string, string>> = {
  CommandOrControl: '⌘',
  CmdOrCtrl: '⌘',
  Command: '⌘',
  Cmd: '⌘',
  Super: '⌘',
  Meta: '⌘',
  Control: '⌃',
  Ctrl: '⌃',
  Alt: '⌥',
  Option: '⌥',
  AltGr: '⌥',
  Shift: '⇧',
  Return: '↩',
  Enter: '↩',
  Backspace: '⌫',
  Delete: '⌦',
  Escape: '⎋',
  Esc: '⎋',
  Tab: '⇥',
  Space: 'Space',
  Up: '↑',
  Down: '↓',
  Left: '←',
  Right: '→',
  Home: '↖',
  End: '↘',
  PageUp: '⇞',
  PageDown: '⇟',
  Plus: '+',
}

const PC_KEYS: Readonly<Record<string, string>> = {
  CommandOrControl: 'Ctrl',
  CmdOrCtrl: 'Ctrl',
  Control: 'Ctrl',
  Ctrl: 'Ctrl',
  Option: 'Alt',
  Return: 'Enter',
  Escape: 'Esc',
  Delete: 'Del',
  Insert: 'Ins',
  PageUp: 'Page Up',
  PageDown: 'Page Down',
  Plus: 'Plus',
}

/**
 * Key names a language's keyboards print otherwise ("Strg", "Entf" on German ones); symbols and the rest stay as they
 * are.
 */
const NAMED_KEYS: Readonly<Record<string, MessageKey>> = {
  Ctrl: 'common.key.ctrl',
  Del: 'common.key.del',
  Ins: 'common.key.ins',
  'Page Up': 'common.key.pageUp',
  'Page Down': 'common.key.pageDown',
  Plus: 'common.key.plus',
  Space: 'common.key.space',
  Enter: 'common.key.enter',
  Esc: 'common.key.esc',
}

function keyName(name: string): string {
  return Object.hasOwn(NAMED_KEYS, name) ? t(NAMED_KEYS[name]!) : name
}

/** The Windows key on Windows, Super on Linux desktops. */
const SUPER: Record<Exclude<DesktopPlatform, 'darwin'>, string> = { win32: 'Win', linux: 'Super' }

/**
 * An Electron accelerator ("CommandOrControl+Shift+S") as the platform's users read a shortcut:
 * "⌘⇧S" on macOS, "Ctrl+Shift+S" on Windows and Linux.
 */
export function describeAccelerator(accelerator: string, platform: DesktopPlatform): string {
  // "Plus" is how an accelerator names the + key, so splitting on "+" is safe.
  const parts = accelerator.split('+')
  if (platform === 'darwin') return parts.map((part) => keyName(MAC_KEYS[part] ?? part)).join('')
  return parts
    .map((part) => (part === 'Super' || part === 'Meta' ? SUPER[platform] : keyName(PC_KEYS[part] ?? part)))
    .join('+')
}
