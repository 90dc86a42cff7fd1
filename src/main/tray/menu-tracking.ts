/**
 * The tray menu's tracking code, pure like the rest of the menu model: in a website's
 * submenu, "Copy tracking code" and "Check installation…" (which opens the window and checks); a
 * website whose statistics recorded no visit since it was created says so in its label.
 */
import { t } from '../../shared/i18n'
import { recordedNoVisit } from '../../shared/tracking'
import type { VisitorsOverview } from '../../shared/visitors'
import { DETAIL_SEPARATOR, isolatedDomain } from '../../shared/visitors/words'
import type { Website } from '../../shared/website'
import type { TrayItem } from './menu-types'
import { websiteLabel } from './menu-visitors'

function noVisitYet(website: Website, visitors: VisitorsOverview | undefined): boolean {
  return visitors?.available === true && recordedNoVisit(website.createdAt, visitors.websites[website.id])
}

/** The website's label: "shop.example — no visits yet" while the statistics know of none since it was created. */
export function trackedWebsiteLabel(website: Website, visitors: VisitorsOverview | undefined, now: number): string {
  if (!noVisitYet(website, visitors)) return websiteLabel(website, visitors, now)
  return `${isolatedDomain(website.displayDomain)}${DETAIL_SEPARATOR}${t('tracking.mark.noVisitsYet')}`
}

export function trackingItems(accountId: string, website: Website): TrayItem[] {
  return [
    { kind: 'action', label: t('tracking.tray.copy'), action: { type: 'copy-tracking-code', accountId } },
    {
      kind: 'action',
      label: t('tracking.tray.check'),
      action: { type: 'open-website', accountId, websiteId: website.id, focus: 'tracking' },
    },
  ]
}
