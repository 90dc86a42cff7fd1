/**
 * What the user is told about a login item, in their words: what macOS answered when SiteTray asked
 * to be one (approval needed, or refused to an unsigned app), and why a development build does not
 * ask. Plain TypeScript: the settings and the tests read the same sentences.
 */
export const MAC_NEEDS_APPROVAL = 'macOS asks you to approve this: allow SiteTray in System Settings → General → Login Items. Until then it does not start at login.'
export const MAC_NOT_REGISTERED = 'macOS did not add SiteTray to your login items (a build that is not signed and notarized cannot be one). Add it yourself in System Settings → General → Login Items.'
export const MAC_DEVELOPMENT_BUILD = 'A development build of SiteTray does not register itself to start at login on macOS (it would start Electron instead): the installed SiteTray does.'

/** SMAppService's answer, as Electron's getLoginItemSettings().status reports it. */
export type MacLoginItemStatus = 'not-registered' | 'enabled' | 'requires-approval' | 'not-found'

/** What macOS answers about the login item, in the user's words (null: it is in place, or was removed as asked). */
export function macLoginItemMessage(enabled: boolean, status: MacLoginItemStatus | undefined): string | null {
  if (!enabled) return null
  if (status === 'requires-approval') return MAC_NEEDS_APPROVAL
  if (status === 'not-registered' || status === 'not-found') return MAC_NOT_REGISTERED
  return null
}
