/**
 * Launch at login, the platform's way: an XDG autostart entry on Linux
 * (autostart.ts); on Windows a Run-key login item that starts SiteTray with
 * --hidden; on macOS a login item (SMAppService), read back afterwards —
 * macOS may want the user to approve it, and an unsigned app may not get one
 * at all. Either way SiteTray then starts with only its tray icon.
 */
import { join } from 'node:path'
import { app } from 'electron'
import { APPLIED, refused, type SettingOutcome } from '../settings/controller'
import { HIDDEN_SWITCH, xdgAutostart, type Autostart } from './autostart'
import { t } from '../../shared/i18n'
import { macDevelopmentBuild, macLoginItemOutcome } from './login-item-status'
import { errorText } from '../base'

export interface LoginItem {
  apply(enabled: boolean): Promise<SettingOutcome>
  /** Started by the login item or with --hidden: no window at start. */
  startedHidden(): boolean
}

export interface LoginItemOptions {
  platform: NodeJS.Platform
  /** What starts SiteTray: the executable and its arguments (Windows and Linux). */
  command: readonly string[]
  isPackaged: boolean
}

export function createLoginItem(options: LoginItemOptions): LoginItem {
  const { platform, command } = options
  // On Linux, Electron's appData is $XDG_CONFIG_HOME (or ~/.config): autostart entries live below it.
  const autostart: Autostart | null =
    platform === 'linux' ? xdgAutostart(command, join(app.getPath('appData'), 'autostart')) : null
  const windowsEntry = { path: command[0], args: [...command.slice(1), `--${HIDDEN_SWITCH}`] }

  async function change(enabled: boolean): Promise<SettingOutcome> {
    if (autostart) {
      await autostart.setEnabled(enabled)
      return APPLIED
    }
    if (platform === 'darwin') {
      if (!options.isPackaged) return enabled ? refused(macDevelopmentBuild()) : APPLIED
      // path and args are Windows-only; macOS tells a login launch by wasOpenedAtLogin (see startedHidden).
      app.setLoginItemSettings({ openAtLogin: enabled })
      return macLoginItemOutcome(enabled, app.getLoginItemSettings().status)
    }
    // Windows starts `path` with `args` (in development that is Electron with the app's folder).
    app.setLoginItemSettings({ openAtLogin: enabled, ...windowsEntry })
    const readBack = app.getLoginItemSettings(windowsEntry)
    if (readBack.openAtLogin !== enabled) return refused(t('system.loginItem.windowsRefused'))
    return APPLIED
  }

  return {
    async apply(enabled) {
      try {
        return await change(enabled)
      } catch (error) {
        return refused(t('system.loginItem.failed', { reason: errorText(error) }))
      }
    },
    startedHidden() {
      if (app.commandLine.hasSwitch(HIDDEN_SWITCH)) return true
      return platform === 'darwin' && app.getLoginItemSettings().wasOpenedAtLogin === true
    },
  }
}
