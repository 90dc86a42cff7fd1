/**
 * How SiteTray says an account's plan and its limits — the same words in the tray, the window's
 * meter and the notification: "508,102 of 498,000 pageviews (102 %)", "Tracking is
 * paused for Acme: this month's pageviews reached your plan's limit of 498,000". The words are the
 * catalogs' (area `plan`), the numbers written the way the language shown writes them.
 */
import { formatNumber, formatPercent, t, tn } from '../i18n'
import { isNearLimit, isPaused, isUnlimited, pageviewShare, type PlanUsage } from '.'

/** "508,102 of 498,000 pageviews (102 %)"; "12,345 pageviews this month" when the plan has no limit. */
export function pageviewsMeterText(usage: PlanUsage, now: number): string | null {
  const plan = usage.plan
  if (!plan) return null
  const limit = plan.features.pageviews
  const pageviews = formatNumber(usage.pageviews)
  if (isUnlimited(limit)) return t('plan.meter.unlimited')
  const share = pageviewShare(usage, now) ?? 0
  return t('plan.meter.ofLimit', { pageviews, limit: formatNumber(limit), share: formatPercent(share) })
}

/** "Read for 12 of 40 websites" while the sum leaves websites out; null when it covers them all. */
export function partialText(usage: PlanUsage): string | null {
  if (usage.websitesRead >= usage.websitesTotal) return null
  return tn('plan.meter.partial', usage.websitesTotal, { read: formatNumber(usage.websitesRead) })
}

export function pausedTitle(account: string): string {
  return t('plan.paused.title', { account })
}

/** The one alert: "Tracking is paused for <account>: this month's pageviews reached your plan's limit of N". */
export function pausedText(account: string, limit: number): string {
  return t('plan.paused.body', { account, limit: formatNumber(limit) })
}

/** The tray's line about an account's plan: paused, or past 80 % of the limit; null otherwise. */
export function planTrayLine(account: string, usage: PlanUsage | undefined, now: number): string | null {
  if (!usage?.plan) return null
  if (isPaused(usage, now)) return t('plan.tray.paused', { account })
  if (!isNearLimit(usage, now)) return null
  return t('plan.tray.near', { account, share: formatPercent(pageviewShare(usage, now) ?? 0) })
}
