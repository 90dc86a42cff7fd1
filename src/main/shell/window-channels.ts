/**
 * The window's IPC: every group of the contract — the services' own, and the settings and the
 * app's channels the shell answers — registered for the window's frame only.
 */
import { app, ipcMain, shell } from 'electron'
import type { IDisposable } from '../../shared/base/lifecycle'
import type { DesktopPlatform } from '../../shared/platform-words'
import { shellChannels } from '../ipc/handlers'
import { registerIpc } from '../ipc/register'
import type { Services } from '../services'
import type { SettingsController } from '../settings/controller'
import type { MainWindow } from '../window/main-window'
import { chooseExportPath } from './export-save-dialog'
import { statisticsChannels } from './statistics-channels'
import { trackingChannels } from './tracking-channels'

export interface WindowChannelsOptions {
  services: Services
  settings: SettingsController
  window: MainWindow
  platform: DesktopPlatform
  restartToUpdate(): void
  /** Main's log file, for "Show log file". */
  logFilePath: string
  /** Opens a link in the browser if the allow-list lets it (window/external-links.ts). */
  openLink(url: string): Promise<void>
}

export function registerWindowChannels({
  services,
  settings,
  window,
  platform,
  restartToUpdate,
  logFilePath,
  openLink,
}: WindowChannelsOptions): IDisposable {
  services.insights.useSaveDialog(chooseExportPath)
  return registerIpc({
    ipcMain,
    isTrustedSender: (event) => window.isTrustedSender(event),
    groups: {
      accounts: services.accounts,
      websites: services.websites,
      sync: services.sync,
      stats: services.stats,
      bulk: services.bulk,
      switcher: services.switcher,
      insights: services.insights,
      tracking: trackingChannels(services),
      statistics: statisticsChannels(services, openLink),
      ...shellChannels({
        settings,
        takeNavigation: () => window.takeNavigation(),
        hideWindow: () => window.hide(),
        setUnsavedForm: (form) => window.setUnsavedForm(form),
        takeDraft: () => window.takeDraft(),
        openExternal: openLink,
        showLogFile: () => shell.showItemInFolder(logFilePath),
        version: app.getVersion(),
        platform,
        restartToUpdate,
      }),
    },
  })
}
