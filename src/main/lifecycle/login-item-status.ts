/**
 * What the user is told about a login item, in their words: what macOS answered when SiteTray asked
 * to be one (approval needed — a note —, or refused to an unsigned app — a problem), and why a
 * development build does not ask. Plain TypeScript: the settings and the tests read the same sentences.
 */
import { APPLIED, type SettingOutcome } from '../settings/controller'

export const MAC_NEEDS_APPROVAL =
  'macOS asks you to approve this: allow SiteTray in System Settings → General → Login Items. Until then it does not start at login.'
export const MAC_NOT_REGISTERED =
  'macOS did not add SiteTray to your login items (a build that is not signed and notarized cannot be one). Add it yourself in System Settings → General → Login Items.'
export const MAC_DEVELOPMENT_BUILD =
  'A development build of SiteTray does not register itself to start at login on macOS (it would start Electron instead): the installed SiteTray does.'

/** SMAppService's answer, as Electron's getLoginItemSettings().status reports it. */
export type MacLoginItemStatus = 'not-registered' | 'enabled' | 'requires-approval' | 'not-found'

/**
 * What macOS's answer means for the setting, which stays as the user asked either way: waiting for
 * their approval is a note; no login item at all is a problem they can put right themselves.
 */
export function macLoginItemOutcome(enabled: boolean, status: MacLoginItemStatus | undefined): SettingOutcome {
  if (!enabled) return APPLIED
  if (status === 'requires-approval') return { applied: true, problem: null, note: MAC_NEEDS_APPROVAL }
  if (status === 'not-registered' || status === 'not-found')
    return { applied: true, problem: MAC_NOT_REGISTERED, note: null }
  return APPLIED
}
