/**
 * Launch at login on Linux: an XDG autostart entry, `$XDG_CONFIG_HOME/autostart/sitetray.desktop`,
 * that starts SiteTray with `--hidden` (macOS and Windows use Electron's login
 * items, see login-item.ts). Plain Node, tested against a temporary folder.
 */
import { mkdir, readFile, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { writeAtomically } from '../storage'

export const HIDDEN_SWITCH = 'hidden'
export const AUTOSTART_FILE = 'sitetray.desktop'

/** One argument of an Exec line, quoted as the Desktop Entry spec asks. */
function quoteExecArgument(argument: string): string {
  if (/^[A-Za-z0-9_@%+=:,./-]+$/.test(argument)) return argument
  return `"${argument.replace(/[\\"`$]/g, (character) => `\\${character}`)}"`
}

/** The entry that starts `command` (the executable and its arguments) hidden, at login. */
export function desktopEntry(command: readonly string[]): string {
  const exec = [...command, `--${HIDDEN_SWITCH}`].map(quoteExecArgument).join(' ').replace(/%/g, '%%')
  return ['[Desktop Entry]', 'Type=Application', 'Name=SiteTray', 'Comment=Your websites in the system tray', `Exec=${exec}`, 'Terminal=false', 'X-GNOME-Autostart-enabled=true', ''].join('\n')
}

export interface Autostart {
  isEnabled(): Promise<boolean>
  setEnabled(enabled: boolean): Promise<void>
}

/** The entry in `dir`: `$XDG_CONFIG_HOME/autostart` (Electron's appData + /autostart on Linux). */
export function xdgAutostart(command: readonly string[], dir: string): Autostart {
  const path = join(dir, AUTOSTART_FILE)
  return {
    async isEnabled() {
      try {
        return (await readFile(path, 'utf8')).includes('[Desktop Entry]')
      } catch {
        return false
      }
    },
    async setEnabled(enabled) {
      if (!enabled) {
        await rm(path, { force: true })
        return
      }
      await mkdir(dir, { recursive: true })
      await writeAtomically(path, desktopEntry(command))
    },
  }
}
