// App lifecycle only: the single-instance lock, ready, quit, the end of the user's session.
// The parts are put together in shell/start-shell.ts.
import { join } from 'node:path'
import { app, dialog, powerMonitor, protocol } from 'electron'
import { APP_ID } from '../shared/app-identity'
import { t } from '../shared/i18n'
import { installApplicationMenu } from './lifecycle/app-menu'
import { settleWithin } from './lifecycle/quit-deadline'
import { openLogFile } from './lifecycle/log-file'
import { APP_SCHEME_PRIVILEGES } from './window/app-protocol'
import { startShell, type AppShell } from './shell/start-shell'
import { createLogger, errorText } from './base'

const log = createLogger('SiteTray')

// Only possible before 'ready': app:// must be a standard, secure scheme for the window's page to have an origin.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])
// Windows shows notifications only for the AppUserModelID of the Start-menu shortcut the installer made.
if (process.platform === 'win32') app.setAppUserModelId(APP_ID)

if (!app.requestSingleInstanceLock()) {
  // SiteTray already runs: it hears 'second-instance' and shows its window.
  app.quit()
} else {
  const platform = process.platform
  // From here on the log reaches a file the user can send, and nothing thrown goes unwritten.
  const logFile = openLogFile(app.getPath('userData'))
  app.on('quit', () => logFile.dispose())
  log.info(`SiteTray ${app.getVersion()} starts on ${platform}`)
  let starting: Promise<AppShell | null> | null = null
  /** 'quitting' while the shell writes what it must; then 'done' lets Electron quit. */
  let quitState: 'running' | 'quitting' | 'done' = 'running'
  let showWhenStarted = false

  const showWindow = (): void => {
    void starting?.then((shell) => shell?.showWindow())
  }

  /**
   * The shell writes what is pending, then `done` — or `done` at the quit's deadline, whatever is
   * still under way (lifecycle/quit-deadline.ts). Runs once however often it is asked for.
   */
  const closeShellThen = (done: () => void): void => {
    if (quitState !== 'running') return
    quitState = 'quitting'
    const closing = (starting ?? Promise.resolve(null))
      .then((shell) => shell?.close())
      .catch((error: unknown) => log.error('shutting down failed', error))
    void settleWithin(closing).then((outcome) => {
      if (outcome === 'deadline') log.warn('quitting took too long: SiteTray leaves without waiting for the rest')
      quitState = 'done'
      done()
    })
  }

  app.on('second-instance', () => {
    showWhenStarted = true
    showWindow()
  })
  // macOS: the app was opened again from the Finder or the Dock.
  app.on('activate', showWindow)
  // A tray app lives on without windows; it quits from the tray menu (or Cmd-Q, or the system).
  app.on('window-all-closed', () => undefined)

  app.on('before-quit', (event) => {
    if (quitState === 'done') return
    // Nothing the user was told is saved may be lost: quit waits until the shell has written it.
    event.preventDefault()
    closeShellThen(() => app.quit())
  })

  starting = app
    .whenReady()
    .then(async () => {
      installApplicationMenu(platform)
      // LSUIElement keeps the Dock icon from appearing in the installed app; this covers a development run.
      app.dock?.hide()
      if (platform !== 'win32') {
        // Linux and macOS: the system is about to shut down. Asking it to wait (preventDefault) holds
        // the shutdown while the quit writes what is pending, as Electron's documentation says to.
        powerMonitor.on('shutdown', (event?: Electron.Event) => {
          event?.preventDefault()
          app.quit()
        })
      }
      const shell = await startShell({
        mainDir: __dirname,
        appRoot: join(__dirname, '..', '..'),
        platform,
        logFilePath: logFile.path,
        // Windows: the session ends (log-off, shutdown) without 'before-quit' or 'will-quit'; the
        // window asked Windows to wait, and SiteTray leaves once it has written what it must.
        onSessionEnd: () => closeShellThen(() => app.exit(0)),
      })
      if (quitState === 'running' && (showWhenStarted || !shell.startedHidden)) shell.showWindow()
      return shell
    })
    .catch((error: unknown) => {
      const message = errorText(error)
      log.error('start-up failed', error)
      dialog.showErrorBox(t('system.startup.failed'), message)
      app.exit(1)
      return null
    })
}
