/**
 * The settings that reach into the operating system — the two global shortcuts, launch at login,
 * the theme — and those the services apply, wired to the settings controller that keeps them.
 */
import { app, nativeTheme } from 'electron'
import type { DisposableStore } from '../../shared/base/lifecycle'
import type { DesktopPlatform } from '../../shared/platform-words'
import { createGlobalShortcut } from '../lifecycle/shortcut'
import { registeredShortcutNote } from '../lifecycle/shortcut-notes'
import { createLoginItem, type LoginItem } from '../lifecycle/login-item'
import { applyLanguage } from '../lifecycle/language'
import type { Services } from '../services'
import { createSettingsController, type SettingsController } from '../settings/controller'
import type { SettingsStore } from '../settings/store'

const MINUTE_MS = 60_000

export interface SystemSettingsOptions {
  platform: NodeJS.Platform
  desktop: DesktopPlatform
  /** The app's folder, for starting it again at login during development. */
  appRoot: string
  store: SettingsStore
  services: Services
  toggleWindow(): void
  showSwitcher(): void
  /** Owns the shortcuts: they are released with it. */
  disposables: DisposableStore
}

export function applySystemSettings(options: SystemSettingsOptions): {
  settings: SettingsController
  loginItem: LoginItem
} {
  const { platform, desktop, services, disposables } = options
  // Asked at each registration: said in the language shown then.
  const note = (): string | null => registeredShortcutNote(platform, process.env)
  const shortcut = disposables.add(createGlobalShortcut(options.toggleWindow, { platform: desktop, note }))
  const switcherShortcut = disposables.add(createGlobalShortcut(options.showSwitcher, { platform: desktop, note }))
  const loginItem = createLoginItem({
    platform,
    command: app.isPackaged ? [process.env.APPIMAGE || process.execPath] : [process.execPath, options.appRoot],
    isPackaged: app.isPackaged,
  })
  const settings = createSettingsController(options.store, {
    applyShortcut: (accelerator) => shortcut.apply(accelerator),
    applySwitcherShortcut: (accelerator) => switcherShortcut.apply(accelerator),
    applyLoginItem: (enabled) => loginItem.apply(enabled),
    applyTheme: (theme) => {
      nativeTheme.themeSource = theme
    },
    applyRefreshInterval: (minutes) => services.sync.setSweepInterval(minutes * MINUTE_MS),
    applyAlerts: (alerts) => services.stats.setAlertSettings(alerts),
    applyLanguage,
  })
  // The menu-bar number follows the setting; the tray redraws on the settings' change like on any other.
  services.statistics.setMenuBarNumber(settings.state().settings.menuBarNumber)
  services.statistics.setDigest(settings.state().settings.digest)
  disposables.add(
    settings.onDidChange((state) => {
      services.statistics.setMenuBarNumber(state.settings.menuBarNumber)
      services.statistics.setDigest(state.settings.digest)
    }),
  )
  return { settings, loginItem }
}
