/**
 * Which key combinations SiteTray may take as a global shortcut. A global shortcut takes its keys
 * from every other app, whatever has the focus, so it must be a combination nobody types text
 * or works other apps with:
 *
 * - Shift alone with a key types its capital or its symbol.
 * - Alt (⌥) alone, or with Shift: on macOS ⌥ types characters (⌥K is ˚, ⌥E starts an accent);
 *   on Windows and Linux Alt and a letter open other apps' menus (Alt+F).
 * - Ctrl+Alt, with or without Shift, on Windows and Linux: Windows makes AltGr of Ctrl+Alt, so on
 *   German, French, Polish… keyboards Ctrl+Alt+Q types @ and Ctrl+Alt+E €; Linux desktops keep
 *   Ctrl+Alt combinations for themselves (workspaces, a terminal, the consoles); an explicit AltGr
 *   types characters everywhere.
 *
 * So a combination must hold ⌘ or ⌃ on macOS (neither types text there); on Windows and Linux,
 * Ctrl without Alt, or the Windows/Super key (which no layout types with), Shift allowed beside
 * either. A function key types nothing: it may stand alone or with any modifier.
 *
 * One rule for the window's shortcut field, which refuses a combination as it is pressed, and for
 * main, which refuses it however it came — the window, or a settings.json edited by hand.
 */
import { formatList, t } from './i18n'
import { describeAccelerator, type DesktopPlatform } from './platform-words'
import { FUNCTION_KEY } from './settings'

/** Why a combination cannot be a global shortcut. */
export type ShortcutRefusal = 'noModifier' | 'shiftOnly' | 'altOnly' | 'ctrlAlt'

/** What each of Electron's modifier names is on a Mac's keyboard, and on a PC's. */
type Modifier = 'command' | 'control' | 'super' | 'alt' | 'shift'
const MAC_MODIFIERS: Readonly<Record<string, Modifier>> = {
  CommandOrControl: 'command',
  CmdOrCtrl: 'command',
  Command: 'command',
  Cmd: 'command',
  Super: 'command',
  Meta: 'command',
  Control: 'control',
  Ctrl: 'control',
  Alt: 'alt',
  Option: 'alt',
  AltGr: 'alt',
  Shift: 'shift',
}
const PC_MODIFIERS: Readonly<Record<string, Modifier>> = {
  ...MAC_MODIFIERS,
  CommandOrControl: 'control',
  CmdOrCtrl: 'control',
  // Electron's Command on Windows and Linux is the Windows/Super key.
  Command: 'super',
  Cmd: 'super',
  Super: 'super',
  Meta: 'super',
}

/** The modifiers that make a combination a shortcut, as accelerators: ⌘ or ⌃ on a Mac, Ctrl or Win/Super elsewhere. */
export function shortcutModifiers(platform: DesktopPlatform): string[] {
  return platform === 'darwin' ? ['CommandOrControl', 'Control'] : ['CommandOrControl', 'Super']
}

/** Why `accelerator` (Electron's form, "CommandOrControl+Shift+S") cannot be a global shortcut, or null if it can. */
export function shortcutRefusal(accelerator: string, platform: DesktopPlatform): ShortcutRefusal | null {
  // "Plus" is how an accelerator names the + key, so splitting on "+" is safe.
  const parts = accelerator.split('+')
  if (FUNCTION_KEY.test(parts.at(-1) ?? '')) return null
  const names = platform === 'darwin' ? MAC_MODIFIERS : PC_MODIFIERS
  const held = new Set(parts.slice(0, -1).map((part) => names[part]))
  if (platform === 'darwin' ? held.has('command') || held.has('control') : held.has('super')) return null
  if (held.has('control')) return held.has('alt') ? 'ctrlAlt' : null
  if (held.has('alt')) return 'altOnly'
  return held.has('shift') ? 'shiftOnly' : 'noModifier'
}

/** What is wrong with `accelerator` as a global shortcut, in the language shown, or null if nothing is. */
export function shortcutProblem(accelerator: string, platform: DesktopPlatform): string | null {
  const refusal = shortcutRefusal(accelerator, platform)
  if (refusal === null) return null
  const named = (keys: string): string => describeAccelerator(keys, platform)
  const shortcut = named(accelerator)
  const others = formatList(shortcutModifiers(platform).map(named), 'disjunction')
  switch (refusal) {
    case 'noModifier':
      return t('settings.shortcut.holdModifier', { modifiers: others, example: named('CommandOrControl+Shift+S') })
    case 'shiftOnly':
      return t('system.shortcut.shiftOnly', { shortcut, others })
    case 'altOnly':
      return t('system.shortcut.altOnly', { shortcut, alt: named('Alt'), others })
    case 'ctrlAlt':
      return t('system.shortcut.ctrlAlt', {
        shortcut,
        ctrlAlt: named('Control+Alt'),
        alt: named('Alt'),
        super: named('Super'),
      })
  }
}
