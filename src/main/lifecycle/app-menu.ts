/**
 * The application menu. Left alone, Electron installs its default one, with Reload, Force Reload,
 * Toggle Developer Tools and zoom (reachable by their shortcuts, and by Alt under
 * autoHideMenuBar). SiteTray has none on Windows and Linux; macOS, where every app has a menu
 * bar, gets a minimal one — its Edit menu is what makes ⌘C, ⌘V and ⌘A work in text fields (a
 * pasted API key is the first thing a user does).
 */
import { Menu, type MenuItemConstructorOptions } from 'electron'

/** The menu bar's items for `platform`, or null for none. Nothing in it reloads the page or opens developer tools. */
export function applicationMenuTemplate(platform: NodeJS.Platform): MenuItemConstructorOptions[] | null {
  if (platform !== 'darwin') return null
  return [
    {
      role: 'appMenu',
      submenu: [
        { role: 'about' },
        { type: 'separator' },
        { role: 'hide' },
        { role: 'hideOthers' },
        { role: 'unhide' },
        { type: 'separator' },
        { role: 'quit' },
      ],
    },
    {
      role: 'editMenu',
      submenu: [
        { role: 'undo' },
        { role: 'redo' },
        { type: 'separator' },
        { role: 'cut' },
        { role: 'copy' },
        { role: 'paste' },
        { role: 'pasteAndMatchStyle' },
        { role: 'delete' },
        { role: 'selectAll' },
      ],
    },
    { role: 'windowMenu', submenu: [{ role: 'minimize' }, { role: 'close' }] },
  ]
}

/** Replaces Electron's default menu; call once the app is ready. */
export function installApplicationMenu(platform: NodeJS.Platform): void {
  const template = applicationMenuTemplate(platform)
  Menu.setApplicationMenu(template ? Menu.buildFromTemplate(template) : null)
}
