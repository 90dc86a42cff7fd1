/**
 * The words the tray and the window both show, written once: what a website's settings are called,
 * the privacy choices and their one order, what is wrong with an API key, and what the server's
 * version means to the user. How sync states are said is in sync-words.ts.
 */
import type { KeyState } from './accounts'
import { formatNumber, t, tn, type MessageKey } from './i18n'
import type { Privacy, Variant } from './website'
import type { SettingField } from './website-schema'
import { profileOf } from './variant-profile'

/**
 * The privacy choices from the widest audience to the narrowest — everyone, whoever has the
 * password, only you — so that the order itself says what each means. The same everywhere: the
 * tray's radio items, the editor's select, conflicts.
 */
export const PRIVACY_CHOICES: readonly Privacy[] = [0, 2, 1]

/**
 * Labels as getters, not strings: every read asks the catalogs, so a language change redraws whoever reads them.
 */
export function catalogLabels<K extends string | number>(
  keys: Readonly<Record<K, MessageKey>>,
): Readonly<Record<K, string>> {
  const labels = {} as Record<K, string>
  for (const name of Object.keys(keys) as K[])
    Object.defineProperty(labels, name, { get: () => t(keys[name]), enumerable: true })
  return labels
}

export const PRIVACY_LABELS = catalogLabels<Privacy>({
  0: 'common.privacy.public',
  1: 'common.privacy.private',
  2: 'common.privacy.password',
})

export const PRIVACY_HINTS = catalogLabels<Privacy>({
  0: 'common.privacyHint.public',
  1: 'common.privacyHint.private',
  2: 'common.privacyHint.password',
})

/** The tray's password choice for a website that has no password yet: it opens the window at the password field. */
export function choosePasswordLabel(): string {
  return t('common.privacy.choosePassword')
}

/**
 * @deprecated English only, kept for callers not yet moved to the catalogs: use choosePasswordLabel(), which follows
 * the language shown. A string export cannot change with the language.
 */
export const CHOOSE_PASSWORD_LABEL = 'Password…'

type SettingKey = SettingField | 'domain'
const SETTING_KEYS: readonly SettingKey[] = [
  'domain',
  'privacy',
  'password',
  'emailReports',
  'excludeBots',
  'excludeParams',
  'excludeIps',
  'favorite',
]

/** One getter per setting, each asking the catalogs when read. */
function settingTable(area: 'settingLabel' | 'settingName'): Readonly<Record<SettingKey, string>> {
  const table = {} as Record<SettingKey, string>
  for (const key of SETTING_KEYS) {
    Object.defineProperty(table, key, { enumerable: true, get: () => t(`common.${area}.${key}`) })
  }
  return table
}

/**
 * What a website's settings (and its domain) are called, as labels: the editor's fields, the tray's items, the
 * conflicts' rows.
 */
export const SETTING_LABELS: Readonly<Record<SettingKey, string>> = settingTable('settingLabel')

/** The same settings inside a sentence: "Someone changed the bot exclusion on the service too." */
export const SETTING_NAMES: Readonly<Record<SettingKey, string>> = settingTable('settingName')

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
      return t('common.keyProblem.refused')
    case 'no-api':
      return t('common.keyProblem.noApi')
    case 'missing':
      return t('common.keyProblem.missing')
    case 'keychain':
      return t('common.keyProblem.keychain')
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
  return t('common.planWithoutApi', { account: accountLabel })
}

/** Conflicts waiting for the user, said as the way to them. */
export function reviewConflictsLabel(conflicts: number): string {
  return tn('common.reviewConflicts', conflicts)
}

/** phpAnalytics 3.1, the last version whose API has no favorites. */
const LAST_VERSION_WITHOUT_FAVORITES = [3, 1] as const

/** A version number in the digits the language writes ("٣.١" in Egypt), its parts joined by a point as everywhere. */
function versionText(parts: readonly number[]): string {
  return parts.map((part) => formatNumber(part, { useGrouping: false })).join('.')
}

/**
 * What the server's version means to the user, where it changes something for them; null where
 * nothing does. Variant B is the current API and is never mentioned; variant A is the service's
 * older API (phpAnalytics 3.1 and earlier), which keeps no favorites.
 */
export function serverVersionNote(variant: Variant): string | null {
  if (profileOf(variant).favoritesLiveOnServer) return null
  return t('common.olderServer', { version: versionText(LAST_VERSION_WITHOUT_FAVORITES) })
}

/** What the address field of a new website says: a bare domain, and where SiteTray makes it a URL, that it does. */
export function addressHint(variant: Variant): string {
  return profileOf(variant).addsScheme
    ? t('common.addressHint.withScheme', { example: 'example.com', scheme: 'https://' })
    : t('common.addressHint.bare', { example: 'example.com' })
}
