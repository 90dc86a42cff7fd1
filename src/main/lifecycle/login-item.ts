/**
 * Launch at login, the platform's way: a login item on macOS and Windows
 * (started hidden), an XDG autostart entry on Linux (autostart.ts). Either
 * way SiteTray then starts with only its tray icon.
 */
import { join } from 'node:path'
import { app } from 'electron'
import { HIDDEN_SWITCH, xdgAutostart, type Autostart } from './autostart'

export interface LoginItem {
  /** Answers with the problem, if any. */
  apply(enabled: boolean): Promise<string | null>
  /** Started by the login item or with --hidden: no window at start. */
  startedHidden(): boolean
}

export function createLoginItem(options: { platform: NodeJS.Platform; command: readonly string[] }): LoginItem {
  // On Linux, Electron's appData is $XDG_CONFIG_HOME (or ~/.config): autostart entries live below it.
  const autostart: Autostart | null = options.platform === 'linux' ? xdgAutostart(options.command, join(app.getPath('appData'), 'autostart')) : null
  return {
    async apply(enabled) {
      try {
        if (autostart) await autostart.setEnabled(enabled)
        // Windows starts `path` with `args` (in development that is Electron with the app's folder); macOS says wasOpenedAtLogin instead (see startedHidden).
        else app.setLoginItemSettings({ openAtLogin: enabled, path: options.command[0], args: [...options.command.slice(1), `--${HIDDEN_SWITCH}`] })
        return null
      } catch (error) {
        return `SiteTray could not change its login item: ${error instanceof Error ? error.message : String(error)}`
      }
    },
    startedHidden() {
      if (app.commandLine.hasSwitch(HIDDEN_SWITCH)) return true
      return options.platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin === true
    },
  }
}
