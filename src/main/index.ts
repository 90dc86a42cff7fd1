// App lifecycle only (design.md §2): the single-instance lock, ready, quit. The parts are put together in shell/start-shell.ts.
import { join } from 'node:path'
import { app, dialog, protocol } from 'electron'
import { APP_SCHEME_PRIVILEGES } from './window/app-protocol'
import { startShell, type AppShell } from './shell/start-shell'

// Only possible before 'ready': app:// must be a standard, secure scheme for the window's page to have an origin.
protocol.registerSchemesAsPrivileged([APP_SCHEME_PRIVILEGES])

if (!app.requestSingleInstanceLock()) {
  // SiteTray already runs: it hears 'second-instance' and shows its window.
  app.quit()
} else {
  let starting: Promise<AppShell | null> | null = null
  /** 'quitting' while the shell writes what it must; then 'done' lets Electron quit. */
  let quitState: 'running' | 'quitting' | 'done' = 'running'
  let showWhenStarted = false

  const showWindow = (): void => {
    void starting?.then((shell) => shell?.showWindow())
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
    if (quitState === 'quitting') return
    quitState = 'quitting'
    void (starting ?? Promise.resolve(null))
      .then((shell) => shell?.close())
      .catch((error: unknown) => console.error('SiteTray: shutting down failed:', error instanceof Error ? error.message : error))
      .finally(() => {
        quitState = 'done'
        app.quit()
      })
  })

  starting = app
    .whenReady()
    .then(async () => {
      app.dock?.hide()
      const shell = await startShell({ mainDir: __dirname, appRoot: join(__dirname, '..', '..'), platform: process.platform })
      if (quitState === 'running' && (showWhenStarted || !shell.startedHidden)) shell.showWindow()
      return shell
    })
    .catch((error: unknown) => {
      const message = error instanceof Error ? error.message : String(error)
      console.error('SiteTray: start-up failed:', message)
      dialog.showErrorBox('SiteTray could not start', message)
      app.exit(1)
      return null
    })
}
