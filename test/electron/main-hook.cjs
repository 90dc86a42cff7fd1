// Started by real Electron in place of SiteTray's main (electron-driver.ts writes the entry that
// requires it): records what a test needs and Electron offers no API to find — the tray's menu and
// the app's IPC handlers — then runs the built app. Public APIs only: `ipcMain.handle` and
// `Tray.prototype.setContextMenu` are wrapped before the app uses them, `app.setPath` is called
// before ready as Electron asks.
/* eslint-disable @typescript-eslint/no-require-imports -- Electron loads this file as CommonJS */
const { EventEmitter } = require('node:events')
const { app, ipcMain, Tray } = require('electron')

app.setPath('userData', process.env.SITETRAY_JOURNEY_USER_DATA)

const journey = { handlers: new Map(), menu: null, menuVersion: 0, changes: new EventEmitter() }
globalThis.__sitetrayJourney = journey

const handle = ipcMain.handle.bind(ipcMain)
ipcMain.handle = (channel, listener) => {
  journey.handlers.set(channel, listener)
  return handle(channel, listener)
}

const setContextMenu = Tray.prototype.setContextMenu
Tray.prototype.setContextMenu = function (menu) {
  journey.menu = menu
  journey.menuVersion++
  journey.changes.emit('menu')
  return setContextMenu.call(this, menu)
}

require(process.env.SITETRAY_JOURNEY_MAIN)
