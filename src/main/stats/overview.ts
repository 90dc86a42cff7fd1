/**
 * What the tray and the window are told about an account's visitors, from what is cached: each
 * favorite's last days with the moment today's number was read (so that they can say when it is
 * no longer current), and the alerts standing — none while alerts are off, none for a website
 * whose alerts the user turned off.
 */
import type { AlertSettings } from '../../shared/settings'
import {
  CHART_DAYS,
  SPARKLINE_DAYS,
  type VisitorAlert,
  type VisitorsOverview,
  type WebsiteVisitors,
} from '../../shared/visitors'
import type { Website } from '../../shared/website'
import type { CachedVisitors, StatsStore } from './stats-store'

/** A cached run as the window sees it: its last `days` days, current for `freshForMs` after it was read. */
export function shownVisitors(entry: CachedVisitors, days: number, freshForMs: number): WebsiteVisitors {
  return { day: entry.day, counts: entry.counts.slice(-days), readAt: entry.readAt, freshForMs }
}

export interface OverviewInput {
  accountId: string
  /** Null where the service has no statistics (variant A). */
  store: StatsStore | null
  websites: readonly Website[]
  settings: AlertSettings
  /** How long today's number counts as current (its refresh interval). */
  freshForMs: number
}

export function visitorsOverview(input: OverviewInput): VisitorsOverview {
  const { store, settings } = input
  const overview: VisitorsOverview = {
    accountId: input.accountId,
    available: store !== null,
    websites: {},
    alerts: {},
    muted: [...(store?.muted() ?? [])],
    alertsOn: settings.visitorAlerts,
  }
  if (!store) return overview
  for (const website of input.websites) {
    if (!website.favorite) continue
    const entry = store.get(website.id)
    if (entry) overview.websites[website.id] = shownVisitors(entry, SPARKLINE_DAYS, input.freshForMs)
  }
  if (settings.visitorAlerts) overview.alerts = standingAlerts(store)
  return overview
}

function standingAlerts(store: StatsStore): Record<string, VisitorAlert> {
  const alerts: Record<string, VisitorAlert> = {}
  for (const [websiteId, standing] of store.alerts()) if (!store.isMuted(websiteId)) alerts[websiteId] = standing.alert
  return alerts
}

/** A website's chart days from the cache, or null when none are kept. */
export function cachedSeries(store: StatsStore | null, websiteId: string, freshForMs: number): WebsiteVisitors | null {
  const entry = store?.get(websiteId)
  return entry ? shownVisitors(entry, CHART_DAYS, freshForMs) : null
}
