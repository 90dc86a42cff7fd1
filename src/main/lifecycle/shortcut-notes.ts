/**
 * What the settings say about a global shortcut the system may not report as taken: macOS accepts
 * a combination another app holds (that app gets the key); on Wayland the desktop's portal
 * decides, may ask the user, and refuses silently.
 */
export const WAYLAND_NOTE =
  'Your desktop decides about global shortcuts and may ask you to confirm this one. If it does nothing, allow it in your desktop\u2019s keyboard settings.'
export const MAC_NOTE =
  'macOS does not tell SiteTray when another app uses the same keys. If this shortcut does nothing, choose another one.'

/** What to tell the user about a shortcut that was registered, on this system. */
export function registeredShortcutNote(platform: NodeJS.Platform, env: NodeJS.ProcessEnv): string | null {
  if (platform === 'darwin') return MAC_NOTE
  if (platform === 'linux' && env.XDG_SESSION_TYPE === 'wayland') return WAYLAND_NOTE
  return null
}
