/**
 * What the plan's reader asks next, as a pure function of what is kept and the time
 * (docs/architecture.md, "The plan's limits"): the account's plan first and every few hours;
 * then, when the plan limits pageviews, each website's pageviews since the 1st of the month —
 * one request each (`per_page` 50 holds a month's days), again every few hours, all of them when
 * the month has changed. An unlimited plan needs no sum: nothing more is read for it.
 */
import { isUnlimited, monthStart, statsMonth, type PlanUsage } from '../../shared/plan'
import { WEBSITE_ID } from '../../shared/website'
import type { PlanFile } from './plan-store'

/** The plan is read again this often (and at connect, and on "Refresh now"). */
export const PLAN_EVERY_MS = 6 * 60 * 60_000
/** A website's month of pageviews is read again this often: a few times a day. */
export const PAGEVIEWS_EVERY_MS = 6 * 60 * 60_000

export type PlanRead = { kind: 'plan' } | { kind: 'pageviews'; websiteId: string; from: string; to: string }

export interface PlanReadInput {
  content: Readonly<PlanFile>
  /** The account's websites the server knows (local ids not yet created are left out here). */
  websiteIds: readonly string[]
  heldUntil(key: string): number | undefined
  /** "Refresh now": what was read before this is due. */
  refreshAskedAt: number
  /** The plan read before this is due: the account connected (or "Refresh now") since. */
  planAskedAt: number
  now: number
}

export function serverIds(ids: Iterable<string>): string[] {
  return [...ids].filter((id) => WEBSITE_ID.test(id))
}

function dueAt(readAt: number | null | undefined, everyMs: number, refreshAskedAt: number): number {
  if (readAt === null || readAt === undefined || readAt <= refreshAskedAt) return -Infinity
  return readAt + everyMs
}

/** The read due now, or when the next falls due (null: never by itself). */
export function nextPlanRead(input: PlanReadInput): { next: PlanRead | null; wakeAt: number | null } {
  const { content, now, refreshAskedAt } = input
  const planDue = Math.max(
    // Read in the very millisecond of connecting is read after it: strictly before is due.
    dueAt(content.planReadAt, PLAN_EVERY_MS, Math.max(refreshAskedAt, input.planAskedAt - 1)),
    input.heldUntil('plan') ?? -Infinity,
  )
  if (planDue <= now) return { next: { kind: 'plan' }, wakeAt: null }
  let wakeAt = planDue
  const limit = content.plan?.features.pageviews
  if (limit === undefined || isUnlimited(limit)) return { next: null, wakeAt }
  const month = statsMonth(now)
  const counted = content.month === month ? content.pageviews : {}
  let best: { websiteId: string; due: number } | null = null
  for (const websiteId of input.websiteIds) {
    const due = Math.max(
      dueAt(counted[websiteId]?.readAt, PAGEVIEWS_EVERY_MS, refreshAskedAt),
      input.heldUntil(websiteId) ?? -Infinity,
    )
    if (due > now) wakeAt = Math.min(wakeAt, due)
    else if (!best || due < best.due) best = { websiteId, due }
  }
  // A new month starts at midnight (UTC): every website's sum is due then.
  const nextMonth = Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth() + 1, 1)
  wakeAt = Math.min(wakeAt, nextMonth)
  if (!best) return { next: null, wakeAt }
  return { next: { kind: 'pageviews', websiteId: best.websiteId, from: monthStart(now), to: today(now) }, wakeAt: null }
}

function today(now: number): string {
  return new Date(now).toISOString().slice(0, 10)
}

/** What the window and the tray are told: the plan, and this month's pageviews over the websites read. */
export function planUsage(
  accountId: string,
  content: Readonly<PlanFile> | null,
  websiteIds: readonly string[],
  now: number,
): PlanUsage {
  const month = statsMonth(now)
  const counted = content?.month === month ? content.pageviews : {}
  let pageviews = 0
  let websitesRead = 0
  let readAt: number | null = null
  for (const websiteId of websiteIds) {
    const entry = counted[websiteId]
    if (!entry) continue
    pageviews += entry.count
    websitesRead += 1
    readAt = readAt === null ? entry.readAt : Math.min(readAt, entry.readAt)
  }
  return {
    accountId,
    available: content !== null,
    plan: content?.plan ?? null,
    planReadAt: content?.planReadAt ?? null,
    month: content?.month === month ? month : null,
    pageviews,
    websitesRead,
    websitesTotal: websiteIds.length,
    readAt,
  }
}
