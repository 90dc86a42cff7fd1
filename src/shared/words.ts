/**
 * The words the tray and the window both show, written once: what a website's settings are called,
 * the privacy choices and their one order, what is wrong with an API key, and what the server's
 * version means to the user. How sync states are said is in sync-words.ts.
 */
import type { KeyState } from './accounts'
import { plural } from './sync-words'
import type { Privacy, Variant } from './website'
import type { SettingField } from './website-schema'
import { profileOf } from './variant-profile'

/**
 * The privacy choices from the widest audience to the narrowest — everyone, whoever has the
 * password, only you — so that the order itself says what each means. The same everywhere: the
 * tray's radio items, the editor's select, conflicts.
 */
export const PRIVACY_CHOICES: readonly Privacy[] = [0, 2, 1]

export const PRIVACY_LABELS: Readonly<Record<Privacy, string>> = { 0: 'Public', 1: 'Private', 2: 'Password' }

export const PRIVACY_HINTS: Readonly<Record<Privacy, string>> = {
  0: 'Anyone with the link can see the statistics.',
  1: 'Only you can see the statistics.',
  2: 'Visitors need a password to see the statistics.',
}

/** The tray's password choice for a website that has no password yet: it opens the window at the password field. */
export const CHOOSE_PASSWORD_LABEL = `${PRIVACY_LABELS[2]}…`

/**
 * What a website's settings (and its domain) are called, as labels: the editor's fields, the tray's items, the
 * conflicts' rows.
 */
export const SETTING_LABELS: Readonly<Record<SettingField | 'domain', string>> = {
  domain: 'Domain',
  privacy: 'Statistics page',
  password: 'Password',
  emailReports: 'E-mail reports',
  excludeBots: 'Exclude bots',
  excludeParams: 'Excluded query parameters',
  excludeIps: 'Excluded IP addresses',
  favorite: 'Favorite',
}

/** The same settings inside a sentence: "Someone changed the bot exclusion on the service too." */
export const SETTING_NAMES: Readonly<Record<SettingField | 'domain', string>> = {
  domain: 'domain',
  privacy: 'statistics page privacy',
  password: 'password',
  emailReports: 'e-mail reports',
  excludeBots: 'bot exclusion',
  excludeParams: 'excluded query parameters',
  excludeIps: 'excluded IP addresses',
  favorite: 'favorite',
}

/**
 * The label of a setting a refusal or a conflict names, or null for a name SiteTray does not know (never shown raw).
 */
export function settingLabel(field: string): string | null {
  return Object.hasOwn(SETTING_LABELS, field) ? SETTING_LABELS[field as keyof typeof SETTING_LABELS] : null
}

/**
 * A key that needs the user, said as the way to fix it (the tray's item, the window's status line); null when the key
 * is fine.
 */
export function keyProblemLabel(keyState: KeyState): string | null {
  switch (keyState) {
    case 'refused':
      return 'API key refused — fix…'
    case 'no-api':
      return 'Plan without API — changes kept…'
    case 'missing':
      return 'No API key — add it…'
    case 'keychain':
      return 'Keychain locked — open…'
    default:
      return null
  }
}

/**
 * Whether the account's access problem is the key's, which the user fixes here, or the plan's, which a key cannot fix.
 */
export function isPlanProblem(keyState: KeyState): boolean {
  return keyState === 'no-api'
}

/** The service's page where the account's plan is seen and changed (phpAnalytics' account area). */
export function serviceAccountPage(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}/account`
}

/** A plan without the API, said in full: what happened, and that nothing is lost. */
export function planWithoutApiSentence(accountLabel: string): string {
  return `The plan of “${accountLabel}” does not include the API (anymore): SiteTray keeps your changes and sends them when it does.`
}

/** Conflicts waiting for the user, said as the way to them. */
export function reviewConflictsLabel(conflicts: number): string {
  return `${plural(conflicts, 'conflict')} — review`
}

/**
 * What the server's version means to the user, where it changes something for them; null where
 * nothing does. Variant B is the current API and is never mentioned; variant A is the service's
 * older API (phpAnalytics 3.1 and earlier), which keeps no favorites.
 */
export function serverVersionNote(variant: Variant): string | null {
  if (profileOf(variant).favoritesLiveOnServer) return null
  return 'This service runs an older version (3.1 or earlier) that keeps no favorites: SiteTray keeps yours on this computer, so your other devices do not see them.'
}

/** What the address field of a new website says: a bare domain, and where SiteTray makes it a URL, that it does. */
export function addressHint(variant: Variant): string {
  return profileOf(variant).addsScheme
    ? 'The address of the website, e.g. example.com. SiteTray adds https:// for this service.'
    : 'The domain of the website, e.g. example.com.'
}
