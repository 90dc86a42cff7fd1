/**
 * The tray menu's websites, pure like the rest of the menu model (menu.ts): per account its
 * favorites (or, without any, the websites edited last), each a submenu of its quick settings,
 * a link to the rest when there are too many, and — where notifications cannot be shown — the
 * visitor alerts of the websites it leaves out.
 */
import type { AccountSummary } from '../../shared/accounts'
import { profileOf } from '../../shared/variant-profile'
import { t, tn } from '../../shared/i18n'
import type { Privacy, Website } from '../../shared/website'
import { CHOOSE_PASSWORD_LABEL, PRIVACY_CHOICES, PRIVACY_LABELS, SETTING_LABELS } from '../../shared/words'
import type { TrayAccountState, TrayAction, TrayItem } from './menu-types'
import { alertLines, thisHourLines } from './menu-visitors'
import { trackedWebsiteLabel, trackingItems } from './menu-tracking'

/** More than this per account and the menu stops being a glance: the rest is one click away in the window. */
export const MAX_SITES_PER_ACCOUNT = 10
/** How many recently edited websites stand in for favorites when an account has none. */
export const MAX_RECENT = 5

/** One account's website lines (the account's own heading, when there are several, is menu.ts's). */
export function accountWebsites(entry: TrayAccountState, now: number, notificationsBlocked: boolean): TrayItem[] {
  const shown = websitesToShow(entry)
  const items: TrayItem[] = [
    ...shown.heading,
    ...shown.websites.map((website) =>
      websiteSubmenu(
        entry.account,
        website,
        trackedWebsiteLabel(website, entry.visitors, now),
        thisHourLines(entry, website),
      ),
    ),
  ]
  if (shown.more > 0)
    items.push({
      kind: 'action',
      label: tn('tray.websites.allFavorites', shown.more + shown.websites.length),
      action: { type: 'open-all-websites', accountId: entry.account.id },
    })
  if (notificationsBlocked) items.push(...alertLines(entry, new Set(shown.websites.map((website) => website.id))))
  return items
}

interface ShownWebsites {
  heading: TrayItem[]
  websites: Website[]
  /** Favorites left out for room. */
  more: number
}

function websitesToShow(entry: TrayAccountState): ShownWebsites {
  const favorites = entry.websites.filter((website) => website.favorite).sort(byDomain)
  if (favorites.length > 0) {
    return {
      heading: [],
      websites: favorites.slice(0, MAX_SITES_PER_ACCOUNT),
      more: Math.max(0, favorites.length - MAX_SITES_PER_ACCOUNT),
    }
  }
  const byId = new Map(entry.websites.map((website) => [website.id, website]))
  const recent = entry.recentlyEdited.flatMap((id) => byId.get(id) ?? []).slice(0, MAX_RECENT)
  if (recent.length > 0)
    return { heading: [{ kind: 'info', label: t('tray.websites.recentlyEdited') }], websites: recent, more: 0 }
  const hint = t(entry.websites.length === 0 ? 'tray.websites.noWebsites' : 'tray.websites.noFavorites')
  return { heading: [{ kind: 'info', label: hint }], websites: [], more: 0 }
}

/** The server's order (code points of the stored domain), which the window's list keeps too: both list the same way. */
function byDomain(a: Website, b: Website): number {
  return a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0
}

function websiteSubmenu(account: AccountSummary, website: Website, label: string, lead: TrayItem[] = []): TrayItem {
  const ids = { accountId: account.id, websiteId: website.id }
  const privacy = PRIVACY_CHOICES.map((value: Privacy): TrayItem => {
    // Password protection needs a password: without one, the window opens at that field instead.
    const needsPassword = value === 2 && !website.hasPassword
    const action: TrayAction = needsPassword
      ? { type: 'open-website', ...ids, focus: 'password' }
      : { type: 'set-privacy', ...ids, privacy: value }
    return {
      kind: 'radio',
      label: needsPassword ? CHOOSE_PASSWORD_LABEL : PRIVACY_LABELS[value],
      checked: website.privacy === value,
      action,
    }
  })
  return {
    kind: 'submenu',
    label,
    items: [
      ...lead,
      {
        kind: 'checkbox',
        label: SETTING_LABELS.favorite,
        checked: website.favorite,
        action: { type: 'set-favorite', ...ids, favorite: !website.favorite },
      },
      { kind: 'separator' },
      { kind: 'info', label: SETTING_LABELS.privacy },
      ...privacy,
      { kind: 'separator' },
      {
        kind: 'checkbox',
        label: SETTING_LABELS.emailReports,
        checked: website.emailReports,
        action: { type: 'set-email-reports', ...ids, on: !website.emailReports },
      },
      {
        kind: 'checkbox',
        label: SETTING_LABELS.excludeBots,
        checked: website.excludeBots,
        action: { type: 'set-exclude-bots', ...ids, on: !website.excludeBots },
      },
      { kind: 'separator' },
      // A website's own statistics, where its account has them.
      ...(profileOf(account.variant).hasStatistics
        ? [
            {
              kind: 'action',
              label: t('statistics.main.trayItem'),
              action: { type: 'open-website', ...ids, tab: 'statistics' },
            } satisfies TrayItem,
          ]
        : []),
      // "Open in SiteTray" keeps opening the website's settings, as it did before it had statistics.
      {
        kind: 'action',
        label: t('tray.websites.openInApp'),
        action: { type: 'open-website', ...ids, tab: 'settings' },
      },
      ...trackingItems(account.id, website),
    ],
  }
}
