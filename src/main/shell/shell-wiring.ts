/**
 * The phases of putting the running application together (start-shell.ts): the data plane opened, the window, the
 * language followed, the tray and notifications, the system watched, and the shell closed in order.
 */
import { app, net } from 'electron'
import type { DisposableStore, IDisposable } from '../../shared/base/lifecycle'
import { t } from '../../shared/i18n'
import type { DesktopPlatform } from '../../shared/platform-words'
import { createLogger } from '../base'
import { createKeytarSecretStore, type KeytarModule } from '../accounts'
import { ApiError } from '../api'
import { createNotifier, type Notifier } from '../lifecycle/notifications'
import { secretsKeptOutOfLog } from '../lifecycle/log-file'
import { installApplicationMenu } from '../lifecycle/app-menu'
import { watchSystem } from '../lifecycle/system-watch'
import { createServices, type Services } from '../services'
import type { SettingsController } from '../settings/controller'
import { openSettingsStore } from '../settings/store'
import { createTray, type TrayController } from '../tray/tray'
import { TRAY_ASSETS } from '../tray/assets'
import type { UpdateService } from '../update'
import { createMainWindow, preloadPath, rendererEntry, type MainWindow } from '../window/main-window'
import { openWindowState } from '../window/state'
import { openFormDraft } from '../window/form-draft'
import { createEventForwarder } from './forward-events'
import { createTrayActionRunner, refreshAllAccounts } from './tray-actions'
import { trayStateOf } from './tray-state'
import { pageFetch, resolvePageHost } from './page-fetch'

const MINUTE_MS = 60_000
const log = createLogger('shell')

/** The parts made after the window that it and the others reach for when they exist, and what the network is. */
export interface LateParts {
  tray: TrayController | null
  notifier: Notifier | null
  networkAvailable: boolean
}

/** What a user may read of a failure: SiteTray's own words, never an unexpected error's. */
function messageOf(error: unknown): string {
  return error instanceof ApiError || (error instanceof Error && error.name === 'KeychainError')
    ? error.message
    : t('tray.failure.unexpected')
}

/** The files read at start and the services over them; nothing is sent until the shell says start. */
export async function openDataPlane() {
  const dataDir = app.getPath('userData')
  // keytar is required by name, still at first use (a missing native module is a KeychainError then,
  // not a crash now): the Electron stand-in can then play a keychain that never answers.
  const secrets = secretsKeptOutOfLog(
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
    createKeytarSecretStore({ loadKeytar: async () => require('keytar') as KeytarModule }),
  )
  const [settingsStore, windowState, formDrafts] = await Promise.all([
    openSettingsStore(dataDir),
    openWindowState(dataDir),
    openFormDraft(dataDir),
  ])
  // Nothing is sent until the tray shows what the mirror holds (services.start() in start-shell.ts).
  const services: Services = await createServices({
    dataDir,
    secrets,
    // Chromium's network stack: the system's proxy (PAC included) and certificate store (docs/architecture.md,
    // "Requests").
    fetch: (url, init) => net.fetch(url, init),
    // A website's own pages, for "Check installation": net.request, which shows each redirect, and
    // Chromium's resolver, which says where each one leads.
    pageFetch,
    resolvePageHost,
    sweepIntervalMs: settingsStore.current().refreshIntervalMinutes * MINUTE_MS,
    autoStart: false,
    ipLookupUrl: () => settingsStore.current().ipLookupUrl,
  })
  return { settingsStore, windowState, formDrafts, services }
}

export type DataPlane = Awaited<ReturnType<typeof openDataPlane>>

export interface WindowWiring {
  mainDir: string
  platform: NodeJS.Platform
  onSessionEnd(): void
  plane: DataPlane
  late: LateParts
  updates: UpdateService
  /** Opens a link in the browser if the allow-list lets it (window/external-links.ts). */
  openLink(url: string): Promise<void>
}

/** The main window, told at each page load what main knows that the page must show. */
export function openWindow({
  mainDir,
  platform,
  onSessionEnd,
  plane,
  late,
  updates,
  openLink,
}: WindowWiring): MainWindow {
  const window = createMainWindow({
    preloadPath: preloadPath(mainDir),
    entryUrl: rendererEntry(app.isPackaged),
    trayBounds: () => late.tray?.bounds() ?? null,
    state: plane.windowState,
    drafts: plane.formDrafts,
    openLink,
    // A page that loaded after notifications failed (or loaded again) still hears about it.
    onPageLoaded: () => {
      const problem = late.notifier?.problem() ?? null
      if (problem) window.send('notification-problem', { problem })
      window.send('update-state', updates.state)
    },
    // Statistics on screen read faster: only while the window is before the user's eyes.
    onShownChange: (shown) => plane.services.stats.windowShown(shown),
    onPageGone: () => plane.services.stats.pageGone(),
    ...(platform === 'win32' && { onSessionEnd }),
  })
  return window
}

/** A new update state shown in the tray and the window. */
export function followUpdates(updates: UpdateService, window: MainWindow, late: LateParts): IDisposable {
  return updates.onDidChangeState((state) => {
    late.tray?.update()
    window.send('update-state', state)
  })
}

/** The settings told to the window; a new language redraws main's own words at once. */
export function followSettings(
  settings: SettingsController,
  platform: NodeJS.Platform,
  window: MainWindow,
  late: LateParts,
): IDisposable {
  let shownLanguage = settings.state().language.shown
  let menuBarNumber = JSON.stringify(settings.state().settings.menuBarNumber)
  return settings.onDidChange((state) => {
    window.send('settings-changed', state)
    // The menu-bar number chosen anew shows at once, not at the tray's next tick.
    if (JSON.stringify(state.settings.menuBarNumber) !== menuBarNumber) {
      menuBarNumber = JSON.stringify(state.settings.menuBarNumber)
      late.tray?.update()
    }
    if (state.language.shown === shownLanguage) return
    shownLanguage = state.language.shown
    // The tray's and the menu bar's words are main's: drawn again in the new language at once.
    installApplicationMenu(platform)
    late.tray?.update()
    // The window's notice about notifications is main's sentence too.
    const problem = late.notifier?.problem() ?? null
    if (problem) window.send('notification-problem', { problem })
  })
}

export interface TrayWiring {
  platform: NodeJS.Platform
  desktop: DesktopPlatform
  services: Services
  window: MainWindow
  updates: UpdateService
  late: LateParts
  restartToUpdate(): void
  disposables: DisposableStore
}

/** Notifications, the tray and its clicks, and the services' events forwarded to all three; the notifier returned. */
export function wireTrayAndNotices(wiring: TrayWiring): Notifier {
  const { platform, desktop, services, window, updates, late, disposables } = wiring
  const notices = disposables.add(
    createNotifier({
      platform: desktop,
      isWindowVisible: () => window.isVisible(),
      open: (navigation) => window.show(navigation),
      onProblemChange: (problem) => {
        window.send('notification-problem', { problem })
        late.tray?.update()
      },
    }),
  )
  late.notifier = notices
  const runTrayAction = createTrayActionRunner({
    services,
    showWindow: (navigation) => window.show(navigation),
    updateTray: () => late.tray?.update(),
    // A tray click that went wrong: the menu is gone, so a notification says it.
    tellUser: (title, error) => notices.tell(title, messageOf(error)),
    quit: () => app.quit(),
    restartToUpdate: wiring.restartToUpdate,
  })
  late.tray = disposables.add(
    createTray({
      platform,
      state: () =>
        trayStateOf({
          services,
          networkAvailable: () => late.networkAvailable,
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
    updateTray: () => late.tray?.update(),
  })
  disposables.add(services.onEvent(forward))
  return notices
}

/** The network's comings and goings told to the services, the window and the tray; a wake from sleep refreshes. */
export function watchTheSystem(services: Services, window: MainWindow, late: LateParts): IDisposable {
  return watchSystem({
    onNetworkChange: (available) => {
      late.networkAvailable = available
      services.sync.setNetworkAvailable(available)
      window.send('connectivity', { networkAvailable: available })
      late.tray?.update()
    },
    onResume: () => refreshAllAccounts(services),
  })
}

/** Everything stopped in order; resolves once every acknowledged edit and every mirror is on disk. Never rejects. */
export async function closeParts(window: MainWindow, disposables: DisposableStore, plane: DataPlane): Promise<void> {
  window.allowClose()
  try {
    disposables.dispose()
  } catch (error) {
    log.error('a part did not stop cleanly', error)
  }
  // The edits the user was told are saved: on disk before SiteTray goes. The window's files do
  // not wait behind an account whose keychain does not answer (quit has a deadline).
  const servicesClosed = plane.services
    .close()
    .catch((error: unknown) => log.error('closing the services failed', error))
  await Promise.all([servicesClosed, plane.windowState.flush(), plane.formDrafts.flush()])
}
