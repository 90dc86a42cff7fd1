/**
 * Which website's visitors to read next, and when: a pure function of what is cached, what is
 * wanted and the time. Favorites want their last CHART_DAYS — today's number every 5 minutes,
 * the days before it hourly, and all of them again when the day has changed (a gap would
 * otherwise hide days); with alerts on, every other website wants the 15 days the rules judge,
 * once a day. A refresh is due a little before its number would go stale, so that a cache that
 * keeps up never shows a number as not current. What the tray lacks goes first.
 */
import { addDays } from '../../shared/stats'
import { CHART_DAYS, statsToday } from '../../shared/visitors'
import { DAYS_JUDGED } from './alert-rules'
import type { CachedVisitors } from './stats-store'

export interface StatsTiming {
  /** Today's number of a favorite: current this long, and read again before it is not. */
  todayEveryMs: number
  /** A favorite's earlier days. */
  historyEveryMs: number
  /** Another website's days, with alerts on: spread over the day. */
  alertsEveryMs: number
}

export const DEFAULT_STATS_TIMING: StatsTiming = {
  todayEveryMs: 5 * 60_000,
  historyEveryMs: 60 * 60_000,
  alertsEveryMs: 24 * 60 * 60_000,
}

/** A refresh is due at this share of its interval: a number read again in time is never shown as not current. */
const DUE_AT_SHARE = 0.8
/** The days another website's alerts are judged on: the 14 before today, and today. */
export const ALERT_DAYS = DAYS_JUDGED + 1

export interface WantedWebsite {
  websiteId: string
  /** Favorites want their chart's days and today's number often; others only the alerts' days, daily. */
  favorite: boolean
}

/** One request: a website's days from..to; `history` when it replaces the whole run, else today's number only. */
export interface StatsFetch {
  websiteId: string
  from: string
  to: string
  history: boolean
}

export interface PlanInput {
  wanted: readonly WantedWebsite[]
  cached(websiteId: string): CachedVisitors | undefined
  /** Until when a website is not asked again (it failed lately), if at all. */
  heldUntil(websiteId: string): number | undefined
  now: number
  timing: StatsTiming
}

export interface Plan {
  /** What to read now, or null. */
  next: StatsFetch | null
  /** When something falls due next, when nothing is due now; null: never by itself. */
  wakeAt: number | null
}

interface Candidate {
  fetch: StatsFetch
  dueAt: number
  /** Lower goes first. */
  rank: number
}

/** What a wanted website needs: its fetch, when it is due, and how urgent it is. */
function candidateFor(
  website: WantedWebsite,
  entry: CachedVisitors | undefined,
  now: number,
  timing: StatsTiming,
): Candidate {
  const today = statsToday(now)
  const span = website.favorite ? CHART_DAYS : ALERT_DAYS
  const history = (dueAt: number, rank: number): Candidate => ({
    fetch: { websiteId: website.websiteId, from: addDays(today, 1 - span), to: today, history: true },
    dueAt,
    rank,
  })
  if (!website.favorite) return entry ? history(entry.historyAt + timing.alertsEveryMs, 4) : history(-Infinity, 3)
  // What the tray shows first: a favorite with no number for today.
  if (!entry || entry.day !== today || entry.counts.length < span) return history(-Infinity, 0)
  const historyDue = entry.historyAt + DUE_AT_SHARE * timing.historyEveryMs
  const todayDue = entry.readAt + DUE_AT_SHARE * timing.todayEveryMs
  if (historyDue <= todayDue) return history(historyDue, 2)
  return { fetch: { websiteId: website.websiteId, from: today, to: today, history: false }, dueAt: todayDue, rank: 1 }
}

export function planNext(input: PlanInput): Plan {
  const { now } = input
  let best: Candidate | null = null
  let wakeAt: number | null = null
  for (const website of input.wanted) {
    const candidate = candidateFor(website, input.cached(website.websiteId), now, input.timing)
    const dueAt = Math.max(candidate.dueAt, input.heldUntil(website.websiteId) ?? -Infinity)
    if (dueAt > now) {
      wakeAt = wakeAt === null ? dueAt : Math.min(wakeAt, dueAt)
      continue
    }
    if (!best || candidate.rank < best.rank || (candidate.rank === best.rank && dueAt < best.dueAt))
      best = { ...candidate, dueAt }
  }
  return { next: best?.fetch ?? null, wakeAt: best ? null : wakeAt }
}

/** The cached run after a fetch: a history replaces it, today's number replaces its last day. */
export function mergeFetched(
  entry: CachedVisitors | undefined,
  fetch: StatsFetch,
  counts: readonly number[],
  now: number,
): CachedVisitors {
  if (fetch.history || !entry || entry.day !== fetch.to)
    return { day: fetch.to, counts: [...counts], readAt: now, historyAt: now }
  return { ...entry, counts: [...entry.counts.slice(0, -1), counts.at(-1) ?? 0], readAt: now }
}
