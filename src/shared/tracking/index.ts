/**
 * What crosses IPC about a website's tracking code (docs/architecture.md, "The tracking code"): the
 * outcome of "Check installation" with when it was made, and whether the statistics have recorded
 * no visit since the website was created — the list's and the tray's mark.
 */
import { addDays, utcDay } from '../statistics/series'
import type { WebsiteVisitors } from '../visitors'

/**
 * Why the home page could not be read. `unusual-status`: a status line no web page has (1xx, 600–999);
 * `private-network`: a public site redirected into a private network, which the check does not follow.
 */
export type UnreachableReason =
  | 'dns'
  | 'refused'
  | 'certificate'
  | 'timeout'
  | 'too-large'
  | 'status'
  | 'unusual-status'
  | 'too-many-redirects'
  | 'not-http'
  | 'private-network'
  | 'other'

/** What the service saw after the code was found (variant B): visitors today, none yet, or nothing known. */
export type SeenByService = 'visits-today' | 'no-visits-yet' | null

type Outcome =
  /** The script is there and posts to this account's service. */
  | { kind: 'installed'; host: string; seen: SeenByService }
  /**
   * The script is there, but its data-host is another address: as the page has it, without its invisible characters
   * and cut to a length a sentence can hold (tracking-shown.ts); `hiddenCharacters` when it had some.
   */
  | { kind: 'installed-elsewhere'; host: string; dataHost: string; expected: string; hiddenCharacters?: true }
  /** The home page redirected to a host the service will not count for this website's domain. */
  | { kind: 'other-host'; host: string; domain: string }
  /** The page was read and carries no phpAnalytics script. */
  | { kind: 'not-found'; host: string }
  /** `redirectedTo`: the host (and port) a redirect into a private network named. */
  | { kind: 'unreachable'; host: string; reason: UnreachableReason; status?: number; redirectedTo?: string }

/** Any outcome; `overHttp` when https could not connect and the page was asked for over plain http. */
export type TrackingOutcome = Outcome & { overHttp?: true }

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
