/**
 * What crosses IPC about a website's tracking code (docs/architecture.md, "The tracking code"): the
 * outcome of "Check installation" with when it was made, and whether the statistics have recorded
 * no visit since the website was created — the list's and the tray's mark.
 */
import { addDays, utcDay } from './stats'
import type { WebsiteVisitors } from './visitors'

/** Why the home page could not be read. */
export type UnreachableReason =
  'dns' | 'refused' | 'certificate' | 'timeout' | 'too-large' | 'status' | 'too-many-redirects' | 'not-http' | 'other'

/** What the service saw after the code was found (variant B): visitors today, none yet, or nothing known. */
export type SeenByService = 'visits-today' | 'no-visits-yet' | null

export type TrackingOutcome =
  /** The script is there and posts to this account's service. */
  | { kind: 'installed'; host: string; seen: SeenByService }
  /** The script is there, but its data-host is another address. */
  | { kind: 'installed-elsewhere'; host: string; dataHost: string; expected: string }
  /** The home page redirected to a host the service will not count for this website's domain. */
  | { kind: 'other-host'; host: string; domain: string }
  /** The page was read and carries no phpAnalytics script. */
  | { kind: 'not-found'; host: string }
  | { kind: 'unreachable'; host: string; reason: UnreachableReason; status?: number }

export interface TrackingCheck {
  accountId: string
  websiteId: string
  /** When the check ended (epoch ms). */
  checkedAt: number
  outcome: TrackingOutcome
}

/** A server's timestamp as epoch ms: ISO with a zone, or "Y-m-d H:i:s" in UTC; NaN when there is none. */
function epochOf(timestamp: string | null): number {
  if (timestamp === null) return Number.NaN
  const zoned = /(?:Z|[+-]\d\d:?\d\d)$/.test(timestamp)
  return Date.parse(`${timestamp.replace(' ', 'T')}${zoned ? '' : 'Z'}`)
}

/**
 * The statistics know of no visit since the website was created: every day read is zero and the
 * days read reach back to its creation (a longer silence is the silent alert's business).
 */
export function recordedNoVisit(createdAt: string | null, visitors: WebsiteVisitors | undefined): boolean {
  if (!visitors || visitors.counts.length === 0 || visitors.counts.some((count) => count > 0)) return false
  const created = epochOf(createdAt)
  if (Number.isNaN(created)) return false
  return utcDay(created) >= addDays(visitors.day, 1 - visitors.counts.length)
}
