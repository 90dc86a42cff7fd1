// The application menu Electron installs unless the app sets one (lib/browser/default-menu.ts).
import { buildFromTemplate } from './menu'
import type { Standin } from './standin'

/**
 * What Electron does at 'will-finish-launching' (lib/browser/default-menu.ts): unless the app
 * set an application menu, one with File, Edit, View (Reload, Force Reload, Toggle Developer
 * Tools, zoom), Window and Help — and the app menu on macOS.
 */
export function installDefaultApplicationMenu(s: Standin): void {
  if (s.applicationMenuSet) return
  const learnMore = (label: string, url: string): Electron.MenuItemConstructorOptions => ({
    label,
    click: () => void s.shell.openExternal(url),
  })
  const help: Electron.MenuItemConstructorOptions = {
    role: 'help',
    submenu: s.appModule.isPackaged
      ? []
      : [
          learnMore('Learn More', 'https://electronjs.org'),
          learnMore('Documentation', `https://github.com/electron/electron/tree/v${s.versions().electron}/docs#readme`),
          learnMore('Community Discussions', 'https://discord.gg/electronjs'),
          learnMore('Search Issues', 'https://github.com/electron/electron/issues'),
        ],
  }
  const template: Electron.MenuItemConstructorOptions[] = [
    ...(s.platform === 'darwin' ? [{ role: 'appMenu' } as const] : []),
    { role: 'fileMenu' },
    { role: 'editMenu' },
    { role: 'viewMenu' },
    { role: 'windowMenu' },
    help,
  ]
  s.setApplicationMenu(buildFromTemplate(s, template))
}
