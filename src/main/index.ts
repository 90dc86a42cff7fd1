// App lifecycle only (design.md §2): single-instance lock, ready, quit. Wiring, no logic.
import { app, type BrowserWindow } from 'electron'
import { createMainWindow } from './windows'

let mainWindow: BrowserWindow | null = null

/** Shows the main window, creating it if there is none (first start, second launch, dock click). */
function showMainWindow(): void {
  if (mainWindow && !mainWindow.isDestroyed()) {
    if (mainWindow.isMinimized()) mainWindow.restore()
    mainWindow.show()
    mainWindow.focus()
    return
  }
  mainWindow = createMainWindow()
  mainWindow.on('closed', () => {
    mainWindow = null
  })
}

if (!app.requestSingleInstanceLock()) {
  // Another SiteTray is running: it gets 'second-instance' and shows its window.
  app.quit()
} else {
  // A tray app keeps running when its last window closes, on every platform. It quits through
  // app.quit(): Cmd-Q / the app menu on macOS, the tray menu later.
  app.on('window-all-closed', () => {
    // Stay alive: the handler's presence replaces Electron's default quit.
  })

  app
    .whenReady()
    .then(() => {
      // Registered once ready: a window can only be created after 'ready'.
      app.on('second-instance', showMainWindow)
      app.on('activate', showMainWindow) // macOS: dock icon clicked
      showMainWindow()
    })
    .catch((error: unknown) => {
      console.error('SiteTray: start-up failed', error)
      app.quit()
    })
}
