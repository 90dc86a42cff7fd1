/**
 * Visitors at a glance, as the tray and the window get them from main's statistics cache: each
 * favorite's recent days and today's number with the moment it was read, the alerts standing
 * now, and what the user turned off. A number is current only while it is younger than its
 * refresh interval and still about today: everything here says which, so that a number from
 * before a restart, an outage or midnight is never shown as today's.
 */
import { addDays, utcDay, type DailyCount } from '../statistics/series'

/** How many days the list's sparkline shows, today included. */
export const SPARKLINE_DAYS = 14
/** How many days the editor's chart shows, today included. */
export const CHART_DAYS = 30
/** Fewer visitors than this in a day is never a spike, however quiet the website usually is. */
export const SPIKE_MINIMUM_VISITORS = 100

/** One website's visitors: a run of days ending on `day`, with when they were read. */
export interface WebsiteVisitors {
  /** The last day the counts cover (the server's day, Y-m-d). */
  day: string
  /** Visitors per day, oldest first, the last one `day`'s. */
  counts: number[]
  /** When `day`'s number was read (epoch ms). */
  readAt: number
  /** How long after `readAt` it counts as current: the interval it is refreshed at. */
  freshForMs: number
}

/**
 * What an alert says: the website went silent (no visitors for `days` days), or spikes (today far above a usual day).
 */
export type VisitorAlert = { kind: 'silent'; days: number } | { kind: 'spike'; today: number; usual: number }

export interface VisitorsOverview {
  accountId: string
  /** False where the service has no statistics (variant A) or the plan has no API for them: nothing is shown. */
  available: boolean
  /** The favorites' last days (SPARKLINE_DAYS), by website id; websites never read are absent. */
  websites: Record<string, WebsiteVisitors>
  /** The alerts standing now, by website id: a mark in the list until the website has visitors again. */
  alerts: Record<string, VisitorAlert>
  /** Websites whose alerts the user turned off. */
  muted: string[]
  /** Whether alerts are on at all (the setting). */
  alertsOn: boolean
}

/** One website's last CHART_DAYS, for the editor's chart. */
export interface VisitorsSeries {
  available: boolean
  websiteId: string
  /** Null when they could not be read (offline, never read). */
  visitors: WebsiteVisitors | null
  /** Why there are no numbers or only old ones: the service's answer, said for the user; null when all is well. */
  problem: string | null
}

/**
 * The day the statistics call "today". The server counts in its own time zone, which its API
 * does not say; SiteTray takes UTC, the sandbox's, so that a day boundary is never off by more
 * than the server's offset from it.
 */
export function statsToday(now: number): string {
  return utcDay(now)
}

/**
 * Today's number as it may be shown: null when the counts are not about today; `current` false when older than its
 * interval.
 */
export function todaysVisitors(
  visitors: WebsiteVisitors | undefined,
  now: number,
): { count: number; current: boolean; readAt: number } | null {
  if (!visitors || visitors.day !== statsToday(now) || visitors.counts.length === 0) return null
  return {
    count: visitors.counts.at(-1)!,
    current: now - visitors.readAt < visitors.freshForMs,
    readAt: visitors.readAt,
  }
}

/** The counts as days, oldest first. */
export function visitorDays(visitors: Pick<WebsiteVisitors, 'day' | 'counts'>): DailyCount[] {
  const first = addDays(visitors.day, 1 - visitors.counts.length)
  return visitors.counts.map((count, index) => ({ day: addDays(first, index), count }))
}

/**
 * The last `days` days up to today, oldest first, zero-filled where the counts do not reach; days
 * after the counts' last day are unknown (null): an old run of days is never passed off as recent.
 */
export function recentDays(
  visitors: WebsiteVisitors,
  days: number,
  now: number,
): Array<{ day: string; count: number | null }> {
  const today = statsToday(now)
  const byDay = new Map(visitorDays(visitors).map((entry) => [entry.day, entry.count]))
  return Array.from({ length: days }, (_, index) => {
    const day = addDays(today, index - days + 1)
    return { day, count: day > visitors.day ? null : (byDay.get(day) ?? 0) }
  })
}
