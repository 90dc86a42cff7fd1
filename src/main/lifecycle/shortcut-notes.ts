/**
 * What the settings say about a global shortcut the system may not report as taken: macOS accepts
 * a combination another app holds (that app gets the key); on Wayland the desktop's portal
 * decides, may ask the user, and refuses silently.
 */
import { t } from '../../shared/i18n'

// Functions, not constants: each is said in the language shown when it is said.
export const waylandNote = (): string => t('system.shortcut.waylandNote')
export const macNote = (): string => t('system.shortcut.macNote')

/** What to tell the user about a shortcut that was registered, on this system. */
export function registeredShortcutNote(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string | null {
  if (platform === 'darwin') return macNote()
  if (platform === 'linux' && env.XDG_SESSION_TYPE === 'wayland') return waylandNote()
  return null
}
