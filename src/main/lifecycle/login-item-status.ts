/**
 * What the user is told about a login item, in their words: what macOS answered when SiteTray asked
 * to be one (approval needed — a note —, or refused to an unsigned app — a problem), and why a
 * development build does not ask. Plain TypeScript: the settings and the tests read the same sentences.
 */
import { t } from '../../shared/i18n'
import { APPLIED, type SettingOutcome } from '../settings/controller'

// Functions, not constants: each is said in the language shown when it is said.
export const macNeedsApproval = (): string => t('system.loginItem.macNeedsApproval')
export const macNotRegistered = (): string => t('system.loginItem.macNotRegistered')
export const macDevelopmentBuild = (): string => t('system.loginItem.macDevelopmentBuild')

/** SMAppService's answer, as Electron's getLoginItemSettings().status reports it. */
export type MacLoginItemStatus = 'not-registered' | 'enabled' | 'requires-approval' | 'not-found'

/**
 * What macOS's answer means for the setting, which stays as the user asked either way: waiting for
 * their approval is a note; no login item at all is a problem they can put right themselves.
 */
export function macLoginItemOutcome(enabled: boolean, status: MacLoginItemStatus | undefined): SettingOutcome {
  if (!enabled) return APPLIED
  if (status === 'requires-approval') return { applied: true, problem: null, note: macNeedsApproval() }
  if (status === 'not-registered' || status === 'not-found')
    return { applied: true, problem: macNotRegistered(), note: null }
  return APPLIED
}
