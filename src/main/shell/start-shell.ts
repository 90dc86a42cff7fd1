/**
 * The running application, put together once Electron is ready: the data
 * plane (services), the window, the tray, IPC, settings, notifications and
 * the system's signals — and taken apart again, in order, when it quits.
 * Each part lives in its own module; this file only connects them.
 */
import { app, protocol } from 'electron'
import { DisposableStore, toDisposable } from '../../shared/base/lifecycle'
import { t } from '../../shared/i18n'
import type { Navigation } from '../../shared/ipc-contract'
import { desktopPlatform } from '../../shared/platform-words'
import { inBackground } from '../base'
import type { Notifier } from '../lifecycle/notifications'
import type { Services } from '../services'
import type { MainWindow } from '../window/main-window'
import { APP_SCHEME, rendererResponse, rendererRoot } from '../window/app-protocol'
import { linkOpener } from '../window/external-links'
import { applySystemSettings } from './system-settings'
import { installApplicationMenu } from '../lifecycle/app-menu'
import { registerWindowChannels } from './window-channels'
import { preloadWindowWhenIdle } from './window-preload'
import { startUpdates, type UpdateService } from '../update'
import {
  closeParts,
  followUpdates,
  followSettings,
  openDataPlane,
  openWindow,
  watchTheSystem,
  wireTrayAndNotices,
  type LateParts,
} from './shell-wiring'

export interface AppShell {
  showWindow(navigation?: Navigation): void
  /** Started at login or with --hidden: only the tray icon at start. */
  readonly startedHidden: boolean
  /** Stops everything; resolves once every acknowledged edit and every mirror is on disk. Never rejects. */
  close(): Promise<void>
}

export interface ShellOptions {
  /** The folder of the built main bundle (out/main). */
  mainDir: string
  /** The app's folder (package.json), for starting it again at login during development. */
  appRoot: string
  platform: NodeJS.Platform
  /** The log file, for "Show log file". */
  logFilePath: string
  /** Windows: the user's session is ending (no 'before-quit' comes): write everything and leave. */
  onSessionEnd(): void
}

export async function startShell(options: ShellOptions): Promise<AppShell> {
  const { platform } = options
  const desktop = desktopPlatform(platform)
  const disposables = new DisposableStore()
  const plane = await openDataPlane()
  const { services } = plane
  const late: LateParts = { tray: null, notifier: null, networkAvailable: true }

  protocol.handle(APP_SCHEME, (request) => rendererResponse(request, rendererRoot(options.mainDir)))
  disposables.add(toDisposable(() => protocol.unhandle(APP_SCHEME)))
  const updates = disposables.add(await startAppUpdates(platform, () => shell.close()))

  // One allow-list for both ways the window can ask for a link: app:openExternal and window.open.
  const openLink = linkOpener(
    () => services.accounts.list().map((account) => account.baseUrl),
    undefined,
    () => services.statistics.webPages(),
  )
  const window = openWindow({ ...options, plane, late, updates, openLink })
  disposables.add(toDisposable(() => window.destroy()))
  // Windows tells a session's end to windows only: SiteTray's exists from the start, hidden.
  if (platform === 'win32') window.prepare()
  disposables.add(followUpdates(updates, window, late))
  const restartToUpdate = (): void => inBackground(updates.restartToUpdate(), 'restarting to update')

  const { settings, loginItem } = applySystemSettings({
    platform,
    desktop,
    appRoot: options.appRoot,
    store: plane.settingsStore,
    services,
    toggleWindow: () => window.toggle(),
    showSwitcher: () => window.show({ view: 'switcher' }),
    disposables,
  })
  // The menu bar installed at ready spoke English: now the language is known.
  installApplicationMenu(platform)
  disposables.add(followSettings(settings, platform, window, late))

  const notices = wireTrayAndNotices({
    platform,
    desktop,
    services,
    window,
    updates,
    late,
    restartToUpdate,
    disposables,
  })
  disposables.add(
    registerWindowChannels({
      services,
      settings,
      window,
      platform: desktop,
      restartToUpdate,
      logFilePath: options.logFilePath,
      openLink,
    }),
  )
  disposables.add(watchTheSystem(services, window, late))

  startRunning(services, window, notices, disposables)

  let closing: Promise<void> | null = null
  const shell: AppShell = {
    showWindow: (navigation) => window.show(navigation),
    startedHidden: loginItem.startedHidden(),
    close: () => (closing ??= closeParts(window, disposables, plane)),
  }
  return shell
}

/** Requests may go out, the page is readied, and what the user must hear at start is told. */
function startRunning(services: Services, window: MainWindow, notices: Notifier, disposables: DisposableStore): void {
  // The tray shows the mirror (rendered when it was created); only now may the first request go out.
  services.start()
  // The click on "Open SiteTray" then only shows a page that is already there.
  disposables.add(preloadWindowWhenIdle({ services, prepare: () => window.prepare() }))
  for (const notice of services.startNotices())
    notices.tell(t('system.notice.unreadableFile'), notice, () => window.show())
}

/**
 * Checked at once in a copy that updates itself; "Restart to update" closes the shell (every edit on disk) before
 * installing.
 */
function startAppUpdates(platform: NodeJS.Platform, beforeInstall: () => Promise<void>): Promise<UpdateService> {
  return startUpdates({
    isPackaged: app.isPackaged,
    platform,
    env: process.env,
    beforeInstall,
    restartApp: () => {
      // An AppImage is started again from its own file, not from the mount point it runs in.
      app.relaunch(process.env.APPIMAGE ? { execPath: process.env.APPIMAGE, args: process.argv.slice(1) } : undefined)
      app.quit()
    },
  })
}
