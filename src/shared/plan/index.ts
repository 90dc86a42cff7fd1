/**
 * An account's plan and how much of it this month has used (variant B; docs/architecture.md,
 * "The plan's limits"): what crosses IPC to the window and the tray, and the rules both read —
 * the share as it is (past 100 % too), "paused" once this month's pageviews reach a limit that is
 * not unlimited (-1), "near" past 80 %. The server's month is the UTC month, as its days are.
 */
import { utcDay } from '../statistics/series'

/** The plan's features as `GET /api/v1/account` gives them; -1 is unlimited. */
export interface PlanFeatures {
  api: boolean
  dataExport: boolean
  emailReports: boolean
  /** Pageviews a calendar month, all websites together; -1 unlimited. */
  pageviews: number
  /** Websites the account may have; -1 unlimited. */
  websites: number
}

export interface AccountPlan {
  name: string
  features: PlanFeatures
}

export interface PlanUsage {
  accountId: string
  /** False on variant A, whose servers say nothing of a plan: nothing is shown. */
  available: boolean
  /** Null until the account's plan was read. */
  plan: AccountPlan | null
  planReadAt: number | null
  /** The month the pageviews are about (Y-m), or null before any was read. */
  month: string | null
  /** This month's pageviews summed over the websites read so far. */
  pageviews: number
  websitesRead: number
  websitesTotal: number
  /** When the oldest of the summed numbers was read (null: none). */
  readAt: number | null
}

/** Past this share of the limit the tray says so. */
export const NEAR_LIMIT_SHARE = 0.8
export const UNLIMITED = -1

export function isUnlimited(limit: number): boolean {
  return limit < 0
}

/** The server's month now (Y-m, UTC) and its first day. */
export function statsMonth(now: number): string {
  return utcDay(now).slice(0, 7)
}

export function monthStart(now: number): string {
  return `${statsMonth(now)}-01`
}

/** The pageviews limit when there is one, and the usage is about this month; else null. */
function limitedUsage(usage: PlanUsage | undefined, now: number): { limit: number; pageviews: number } | null {
  if (!usage?.available || !usage.plan || usage.month !== statsMonth(now)) return null
  const limit = usage.plan.features.pageviews
  return isUnlimited(limit) || limit === 0 ? null : { limit, pageviews: usage.pageviews }
}

/** This month's pageviews against the limit (1.02 = 102 %), or null without a limit or a number for this month. */
export function pageviewShare(usage: PlanUsage | undefined, now: number): number | null {
  const limited = limitedUsage(usage, now)
  return limited && limited.pageviews / limited.limit
}

/** Tracking is paused: this month's pageviews reached the plan's limit (the server stops counting, every website). */
export function isPaused(usage: PlanUsage | undefined, now: number): boolean {
  const limited = limitedUsage(usage, now)
  return limited !== null && limited.pageviews >= limited.limit
}

export function isNearLimit(usage: PlanUsage | undefined, now: number): boolean {
  const share = pageviewShare(usage, now)
  return share !== null && share >= NEAR_LIMIT_SHARE && share < 1
}

/** Whether one more website is allowed: false with the limit when the account has as many as its plan allows. */
export function websiteLimitReached(plan: AccountPlan | null | undefined, websites: number): number | null {
  if (!plan) return null
  const limit = plan.features.websites
  return !isUnlimited(limit) && websites >= limit ? limit : null
}
