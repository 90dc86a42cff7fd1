/**
 * The running application, put together once Electron is ready: the data
 * plane (services), the window, the tray, IPC, settings, notifications and
 * the system's signals — and taken apart again, in order, when it quits.
 * Each part lives in its own module; this file only connects them.
 */
import { app, net, protocol } from 'electron'
import { DisposableStore, toDisposable } from '../../shared/base/lifecycle'
import { t } from '../../shared/i18n'
import type { Navigation } from '../../shared/ipc-contract'
import { desktopPlatform } from '../../shared/platform-words'
import { createLogger, inBackground } from '../base'
import { createKeytarSecretStore, type KeytarModule } from '../accounts'
import { ApiError } from '../api'
import { APP_SCHEME, rendererResponse, rendererRoot } from '../window/app-protocol'
import { createNotifier, type Notifier } from '../lifecycle/notifications'
import { secretsKeptOutOfLog } from '../lifecycle/log-file'
import { createServices, type Services } from '../services'
import { openSettingsStore } from '../settings/store'
import { watchSystem } from '../lifecycle/system-watch'
import { createTray, type TrayController } from '../tray/tray'
import { TRAY_ASSETS } from '../tray/assets'
import { createMainWindow, preloadPath, rendererEntry } from '../window/main-window'
import { openWindowState } from '../window/state'
import { openFormDraft } from '../window/form-draft'
import { createEventForwarder } from './forward-events'
import { applySystemSettings } from './system-settings'
import { installApplicationMenu } from '../lifecycle/app-menu'
import { trayStateOf } from './tray-state'
import { registerWindowChannels } from './window-channels'
import { createTrayActionRunner, refreshAllAccounts } from './tray-actions'
import { preloadWindowWhenIdle } from './window-preload'
import { startUpdates } from '../update'

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

const MINUTE_MS = 60_000
const log = createLogger('shell')

/** What a user may read of a failure: SiteTray's own words, never an unexpected error's. */
function messageOf(error: unknown): string {
  return error instanceof ApiError || (error instanceof Error && error.name === 'KeychainError')
    ? error.message
    : t('tray.failure.unexpected')
}

export async function startShell(options: ShellOptions): Promise<AppShell> {
  const { platform } = options
  const desktop = desktopPlatform(platform)
  const dataDir = app.getPath('userData')
  // keytar is required by name, still at first use (a missing native module is a KeychainError then,
  // not a crash now): the Electron stand-in can then play a keychain that never answers.
  const secrets = secretsKeptOutOfLog(
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    createKeytarSecretStore({ loadKeytar: async () => require('keytar') as KeytarModule }),
  )
  const disposables = new DisposableStore()
  const [settingsStore, windowState, formDrafts] = await Promise.all([
    openSettingsStore(dataDir),
    openWindowState(dataDir),
    openFormDraft(dataDir),
  ])
  // Nothing is sent until the tray shows what the mirror holds (services.start() below).
  const services: Services = await createServices({
    dataDir,
    secrets,
    // Chromium's network stack: the system's proxy (PAC included) and certificate store (docs/architecture.md,
    // "Requests").
    fetch: (url, init) => net.fetch(url, init),
    sweepIntervalMs: settingsStore.current().refreshIntervalMinutes * MINUTE_MS,
    autoStart: false,
    ipLookupUrl: () => settingsStore.current().ipLookupUrl,
  })
  let networkAvailable = true

  protocol.handle(APP_SCHEME, (request) => rendererResponse(request, rendererRoot(options.mainDir)))
  disposables.add(toDisposable(() => protocol.unhandle(APP_SCHEME)))

  // Checked at once in a copy that updates itself; "Restart to update" closes the shell (every edit on disk) before
  // installing.
  const updates = disposables.add(
    await startUpdates({
      isPackaged: app.isPackaged,
      platform,
      env: process.env,
      beforeInstall: () => shell.close(),
      restartApp: () => {
        // An AppImage is started again from its own file, not from the mount point it runs in.
        app.relaunch(process.env.APPIMAGE ? { execPath: process.env.APPIMAGE, args: process.argv.slice(1) } : undefined)
        app.quit()
      },
    }),
  )

  let tray: TrayController | null = null
  let notifier: Notifier | null = null
  const window = createMainWindow({
    preloadPath: preloadPath(options.mainDir),
    entryUrl: rendererEntry(app.isPackaged),
    trayBounds: () => tray?.bounds() ?? null,
    state: windowState,
    drafts: formDrafts,
    // A page that loaded after notifications failed (or loaded again) still hears about it.
    onPageLoaded: () => {
      const problem = notifier?.problem() ?? null
      if (problem) window.send('notification-problem', { problem })
      window.send('update-state', updates.state)
    },
    ...(platform === 'win32' && { onSessionEnd: options.onSessionEnd }),
  })
  disposables.add(toDisposable(() => window.destroy()))
  // Windows tells a session's end to windows only: SiteTray's exists from the start, hidden.
  if (platform === 'win32') window.prepare()

  disposables.add(
    updates.onDidChangeState((state) => {
      tray?.update()
      window.send('update-state', state)
    }),
  )
  const restartToUpdate = (): void => inBackground(updates.restartToUpdate(), 'restarting to update')

  const { settings, loginItem } = applySystemSettings({
    platform,
    desktop,
    appRoot: options.appRoot,
    store: settingsStore,
    services,
    toggleWindow: () => window.toggle(),
    showSwitcher: () => window.show({ view: 'switcher' }),
    disposables,
  })
  // The menu bar installed at ready spoke English: now the language is known.
  installApplicationMenu(platform)
  let shownLanguage = settings.state().language.shown
  disposables.add(
    settings.onDidChange((state) => {
      window.send('settings-changed', state)
      if (state.language.shown === shownLanguage) return
      shownLanguage = state.language.shown
      // The tray's and the menu bar's words are main's: drawn again in the new language at once.
      installApplicationMenu(platform)
      tray?.update()
      // The window's notice about notifications is main's sentence too.
      const problem = notifier?.problem() ?? null
      if (problem) window.send('notification-problem', { problem })
    }),
  )

  notifier = disposables.add(
    createNotifier({
      platform: desktop,
      isWindowVisible: () => window.isVisible(),
      open: (navigation) => window.show(navigation),
      onProblemChange: (problem) => {
        window.send('notification-problem', { problem })
        tray?.update()
      },
    }),
  )
  const notices = notifier

  /** A tray click that went wrong: the menu is gone, so a notification says it. */
  const tellUser = (title: string, error: unknown): void => notices.tell(title, messageOf(error))

  const runTrayAction = createTrayActionRunner({
    services,
    showWindow: (navigation) => window.show(navigation),
    updateTray: () => tray?.update(),
    tellUser,
    quit: () => app.quit(),
    restartToUpdate,
  })

  tray = disposables.add(
    createTray({
      platform,
      state: () =>
        trayStateOf({
          services,
          networkAvailable: () => networkAvailable,
          notificationsBlocked: () => notices.problem() !== null,
          update: () => updates.state,
        }),
      iconPath: (file) => TRAY_ASSETS.get(file) ?? file,
      onAction: runTrayAction,
      onClick: () => window.toggle(),
    }),
  )

  const forward = createEventForwarder({
    services,
    sendToWindow: (event, payload) => window.send(event, payload),
    notifier: notices,
    open: (navigation) => window.show(navigation),
    updateTray: () => tray?.update(),
  })
  disposables.add(services.onEvent(forward))

  disposables.add(
    registerWindowChannels({
      services,
      settings,
      window,
      platform: desktop,
      restartToUpdate,
      logFilePath: options.logFilePath,
    }),
  )

  disposables.add(
    watchSystem({
      onNetworkChange: (available) => {
        networkAvailable = available
        services.sync.setNetworkAvailable(available)
        window.send('connectivity', { networkAvailable: available })
        tray?.update()
      },
      onResume: () => refreshAllAccounts(services),
    }),
  )

  // The tray shows the mirror (rendered when it was created); only now may the first request go out.
  services.start()
  // The click on "Open SiteTray" then only shows a page that is already there.
  disposables.add(preloadWindowWhenIdle({ services, prepare: () => window.prepare() }))
  for (const notice of services.startNotices())
    notices.tell(t('system.notice.unreadableFile'), notice, () => window.show())

  let closing: Promise<void> | null = null
  const shell: AppShell = {
    showWindow: (navigation) => window.show(navigation),
    startedHidden: loginItem.startedHidden(),
    close() {
      closing ??= (async () => {
        window.allowClose()
        try {
          disposables.dispose()
        } catch (error) {
          log.error('a part did not stop cleanly', error)
        }
        // The edits the user was told are saved: on disk before SiteTray goes. The window's files do
        // not wait behind an account whose keychain does not answer (quit has a deadline).
        const servicesClosed = services
          .close()
          .catch((error: unknown) => log.error('closing the services failed', error))
        await Promise.all([servicesClosed, windowState.flush(), formDrafts.flush()])
      })()
      return closing
    },
  }
  return shell
}
