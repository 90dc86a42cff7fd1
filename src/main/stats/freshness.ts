/**
 * When a day a demand wants falls due to be read (docs/architecture.md, "The statistics engine"),
 * as pure functions of the demand's freshness, when the day was read and the time: never once it
 * is final (day-run.ts); today by its freshness; a day before today when its freshness says so, and
 * no sooner than it can be read final when it is read again by the clock (so that a day that just
 * ended is read once more, late events in, rather than twice); a day never read at once, but today
 * never read only by the freshness of the days read with it (the alerts' day does not start at
 * midnight).
 */
import type { Freshness } from './demands'
import { finalFrom } from './day-run'

const HOUR_MS = 3_600_000

/** Read at or before `since`: due now. */
function sinceDue(fresh: Freshness, readAt: number): number {
  return fresh.since !== undefined && readAt <= fresh.since ? -Infinity : Infinity
}

/** Today's count, read at `readAt`. */
export function todayDue(fresh: Freshness, readAt: number): number {
  return Math.min(sinceDue(fresh, readAt), fresh.everyMs === undefined ? Infinity : readAt + fresh.everyMs)
}

/** A day before today that is not final, read at `readAt`; wanted final, once it can be. */
export function pastDue(fresh: Freshness, day: number, readAt: number): number {
  const byClock = fresh.everyMs === undefined ? Infinity : Math.max(finalFrom(day), readAt + fresh.everyMs)
  return Math.min(sinceDue(fresh, readAt), byClock, fresh.final ? finalFrom(day) : Infinity)
}

/** Today never read: due when the newest of the other days wanted with it is (or now, when none was read). */
export function missingTodayDue(fresh: Freshness, newestRead: number | null): number {
  return newestRead === null ? -Infinity : todayDue(fresh, newestRead)
}

/**
 * Today's hours read at `readAt`: due by the freshness, and at the turn of the hour in any case —
 * an hour read before it began says nothing of it.
 */
export function todayHoursDue(fresh: Freshness, readAt: number, now: number): number {
  const hourStart = Math.floor(now / HOUR_MS) * HOUR_MS
  if (readAt < hourStart) return -Infinity
  return Math.min(todayDue(fresh, readAt), hourStart + HOUR_MS)
}
