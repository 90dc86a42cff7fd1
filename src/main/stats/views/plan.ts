/**
 * The plan's usage as the window and the tray get it (docs/architecture.md, "The plan's limits"),
 * from the notes and the book: the plan as last read, and this month's pageviews summed from the
 * book's days — of each website whose days are read from the 1st without a gap — with when the
 * oldest of those sums was read. Whether a website's silence may be the plan's pause, not its own.
 */
import { isPaused, isUnlimited, statsMonth, type PlanUsage } from '../../../shared/plan'
import { addDays, dayNumber, utcDay } from '../../../shared/statistics/series'
import { WEBSITE_ID } from '../../../shared/website'
import type { PlanNote } from '../account-notes'
import type { Book } from '../book'
import { forEachSpan, readAtOf, runEnd, type DayRun } from '../day-run'

/** The websites the server knows (local ids not yet created are left out). */
export function serverIds(ids: Iterable<string>): string[] {
  return [...ids].filter((id) => WEBSITE_ID.test(id))
}

/** This month's pageviews of one website as read (from `first`, the 1st, to the last day read), and when; null: not read. */
function monthSum(run: DayRun | undefined, first: number, today: number): { count: number; readAt: number } | null {
  if (!run) return null
  const last = Math.min(runEnd(run), today)
  if (last < first) return null
  let count = 0
  let unread = false
  forEachSpan(run, first, last, (from, to, at) => {
    unread ||= at === null
    for (let day = from; day <= to; day++) count += run.counts[day - run.start] ?? 0
  })
  return unread ? null : { count, readAt: readAtOf(run, last)! }
}

export function planUsage(
  accountId: string,
  note: Readonly<PlanNote>,
  book: Book,
  websiteIds: readonly string[],
  now: number,
): PlanUsage {
  let pageviews = 0
  let websitesRead = 0
  let readAt: number | null = null
  const first = dayNumber(`${statsMonth(now)}-01`)
  const today = dayNumber(utcDay(now))
  for (const websiteId of websiteIds) {
    const sum = monthSum(book.days(websiteId, 'pageviews'), first, today)
    if (!sum) continue
    pageviews += sum.count
    websitesRead += 1
    readAt = readAt === null ? sum.readAt : Math.min(readAt, sum.readAt)
  }
  return {
    accountId,
    available: true,
    plan: note.plan,
    planReadAt: note.readAt,
    month: websitesRead > 0 ? statsMonth(now) : null,
    pageviews,
    websitesRead,
    websitesTotal: websiteIds.length,
    readAt,
  }
}

/** An account whose service says nothing of a plan (variant A). */
export function noPlan(accountId: string): PlanUsage {
  const none = { plan: null, planReadAt: null, month: null, readAt: null }
  return { accountId, available: false, ...none, pageviews: 0, websitesRead: 0, websitesTotal: 0 }
}

/**
 * Whether a website's silence may be the plan's pause: paused now, the month's sum not complete under a limit, or the
 * first day after a paused month (tracking resumes at the server's daily check, its visitors come later). Until the
 * plan is known, a silence may be its pause — unless it cannot be read (an older server), when silence is judged as
 * before.
 */
export function silenceHeld(note: Readonly<PlanNote>, usage: PlanUsage, planFailed: boolean, now: number): boolean {
  if (!note.plan) return !planFailed
  const limit = note.plan.features.pageviews
  if (isUnlimited(limit)) return false
  if (isPaused(usage, now)) return true
  if (usage.websitesRead < usage.websitesTotal) return true
  const today = utcDay(now)
  return today.endsWith('-01') && note.pausedMonth === addDays(today, -1).slice(0, 7)
}
