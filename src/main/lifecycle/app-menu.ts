/**
 * The application menu. Left alone, Electron installs its default one, with Reload, Force Reload,
 * Toggle Developer Tools and zoom (reachable by their shortcuts, and by Alt under
 * autoHideMenuBar). SiteTray has none on Windows and Linux; macOS, where every app has a menu
 * bar, gets a minimal one — its Edit menu is what makes ⌘C, ⌘V and ⌘A work in text fields (a
 * pasted API key is the first thing a user does).
 */
import { Menu, type MenuItemConstructorOptions } from 'electron'
import { t, type MessageKey } from '../../shared/i18n'

type Role = NonNullable<MenuItemConstructorOptions['role']>

/**
 * A role item labelled in the language shown: Electron labels roles in English whatever the
 * system's language, so each gets the words macOS itself uses in that language (the role still
 * does the work and keeps its shortcut).
 */
function item(role: Role, key: MessageKey): MenuItemConstructorOptions {
  return { role, label: t(key) }
}

/**
 * The menu bar's items for `platform`, or null for none. Nothing in it reloads the page or opens developer tools.
 * Built anew in the language shown each time it is installed (start-shell installs it again on a change).
 */
export function applicationMenuTemplate(platform: NodeJS.Platform): MenuItemConstructorOptions[] | null {
  if (platform !== 'darwin') return null
  return [
    {
      role: 'appMenu',
      label: 'SiteTray',
      submenu: [
        item('about', 'system.appMenu.about'),
        { type: 'separator' },
        item('hide', 'system.appMenu.hide'),
        item('hideOthers', 'system.appMenu.hideOthers'),
        item('unhide', 'system.appMenu.showAll'),
        { type: 'separator' },
        item('quit', 'system.appMenu.quit'),
      ],
    },
    {
      role: 'editMenu',
      label: t('system.appMenu.edit'),
      submenu: [
        item('undo', 'system.appMenu.undo'),
        item('redo', 'system.appMenu.redo'),
        { type: 'separator' },
        item('cut', 'system.appMenu.cut'),
        item('copy', 'system.appMenu.copy'),
        item('paste', 'system.appMenu.paste'),
        item('pasteAndMatchStyle', 'system.appMenu.pasteAndMatchStyle'),
        item('delete', 'system.appMenu.delete'),
        item('selectAll', 'system.appMenu.selectAll'),
      ],
    },
    {
      role: 'windowMenu',
      label: t('system.appMenu.window'),
      submenu: [item('minimize', 'system.appMenu.minimize'), item('close', 'system.appMenu.close')],
    },
  ]
}

/** Replaces Electron's default menu; call once the app is ready, and again when the language changes. */
export function installApplicationMenu(platform: NodeJS.Platform): void {
  const template = applicationMenuTemplate(platform)
  Menu.setApplicationMenu(template ? Menu.buildFromTemplate(template) : null)
}
