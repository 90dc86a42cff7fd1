/**
 * The tray menu's visitor numbers, pure like the rest of the menu model: a website's
 * label with today's visitors ("example.com — 1,234 today", its age when it is not current, its
 * silence when it went silent), the tooltip's sum over the favorites, and — where notifications
 * cannot be shown — a line per alert, so that an alert still reaches the user.
 */
import type { VisitorsOverview } from '../../shared/visitors'
import { todaysVisitors } from '../../shared/visitors'
import {
  alertText,
  DETAIL_SEPARATOR,
  isolatedDomain,
  trayVisitorsDetail,
  visitorsSumText,
} from '../../shared/visitors/words'
import type { Website } from '../../shared/website'
import { formatNumber, t } from '../../shared/i18n'
import { timeOfDayWords } from '../../shared/overview/words'
import type { TrayAccountState, TrayItem } from './menu-types'

/** The website's label: its name, and what SiteTray knows of its visitors today. */
export function websiteLabel(website: Website, visitors: VisitorsOverview | undefined, now: number): string {
  const detail = visitors?.available
    ? trayVisitorsDetail(visitors.websites[website.id], visitors.alerts[website.id], now)
    : null
  // In Arabic the domain is isolated, so that it reads left to right before the right-to-left words about it.
  return detail ? `${isolatedDomain(website.displayDomain)}${DETAIL_SEPARATOR}${detail}` : website.displayDomain
}

/** Today's visitors over every favorite with a number for today, or null when there is none. */
export function visitorsTooltip(accounts: readonly TrayAccountState[], now: number): string | null {
  let sum = 0
  let counted = 0
  let notCurrent = false
  for (const entry of accounts) {
    const { visitors } = entry
    if (!visitors?.available) continue
    for (const website of entry.websites) {
      if (!website.favorite) continue
      const today = todaysVisitors(visitors.websites[website.id], now)
      if (!today) continue
      sum += today.count
      counted += 1
      notCurrent ||= !today.current
    }
  }
  return counted > 0 ? visitorsSumText(sum, notCurrent) : null
}

/** With notifications blocked: a line per alert standing on a website the menu does not show already, opening it. */
export function alertLines(entry: TrayAccountState, shown: ReadonlySet<string>): TrayItem[] {
  const { visitors } = entry
  if (!visitors?.available) return []
  const byId = new Map(entry.websites.map((website) => [website.id, website]))
  return Object.entries(visitors.alerts).flatMap(([websiteId, alert]): TrayItem[] => {
    const website = byId.get(websiteId)
    if (!website || shown.has(websiteId)) return []
    return [
      {
        kind: 'action',
        label: `${isolatedDomain(website.displayDomain)}${DETAIL_SEPARATOR}${alertText(alert)}`,
        action: { type: 'open-website', accountId: entry.account.id, websiteId },
      },
    ]
  })
}

/**
 * A favorite's submenu opens with "This hour: 42 (yesterday until 9:25 AM: 37)" while that hour's numbers
 * are in — so far against the same hour yesterday until the same minute.
 */
export function thisHourLines(entry: TrayAccountState, website: Website): TrayItem[] {
  const hour = entry.visitors?.available ? entry.thisHour?.[website.id] : undefined
  if (!hour) return []
  const label = t('insights.tray.thisHourSoFar', {
    today: formatNumber(hour.today),
    yesterday: formatNumber(hour.yesterday),
    time: timeOfDayWords(hour.readAt),
  })
  return [{ kind: 'info', label }, { kind: 'separator' }]
}
