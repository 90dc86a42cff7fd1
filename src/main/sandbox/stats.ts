/**
 * `GET /api/v1/stats/{id}` (variant B), answered as the real controller does:
 * the query validated first (422), then the website looked up among the
 * user's (404), then the rows — one per value, summed over from..to, `count`
 * a string as SQL's SUM gives it — ordered and paged in Laravel's flat
 * paginator. Visitors and pageviews come from the traffic book; every other
 * statistic is made up from it (stats-breakdowns.ts).
 */
import { dayNumber } from '../../shared/statistics/series'
import { findRow, type ApiRequest } from './handlers'
import { json, notFound, validationFailed, type Reply } from './reply'
import { checkStatsQuery, likeMatcher, type StatsPlan } from './stats-query'
import { flatPaginator } from './stats-paginator'
import type { TrafficBook } from './stats-traffic'
import { breakdownRows, BREAKDOWN_NAMES } from './stats-breakdowns'
import { countedDays } from './stats-hours'
import type { WebsiteStore } from './store'
import type { SandboxWebsite } from './types'

export interface StatsContext {
  /** Variant B's websites: variant A has no statistics endpoint. */
  store: WebsiteStore
  traffic: TrafficBook
  now: Date
}

interface Row {
  value: string
  count: number
}

export function showStats(id: string, request: ApiRequest, context: StatsContext): Reply {
  const checked = checkStatsQuery(request.query)
  if (!checked.ok) return validationFailed(checked.errors)
  const website = findRow(id, context.store)
  if (!website) return notFound()
  const { plan } = checked
  const matches = likeMatcher(plan.search)
  const rows = rowsOf(website, plan, context).filter((row) => matches(row.value))
  const sign = plan.direction === 'asc' ? 1 : -1
  // MySQL leaves ties in no particular order; the day keeps them stable here.
  rows.sort(
    (a, b) =>
      sign *
      (plan.sortBy === 'count' ? a.count - b.count || compareText(a.value, b.value) : compareText(a.value, b.value)),
  )
  const start = (plan.page - 1) * plan.perPage
  const items = rows.slice(start, start + plan.perPage).map((row) => ({ value: row.value, count: String(row.count) }))
  const path = `${request.origin}${request.pathname.replace(/\/+$/, '')}`
  return json(
    200,
    flatPaginator(items, { path, query: plan.linkQuery, page: plan.page, perPage: plan.perPage, total: rows.length }),
  )
}

function rowsOf(website: Readonly<SandboxWebsite>, plan: StatsPlan, context: StatsContext): Row[] {
  const range = { from: dayNumber(plan.from), to: dayNumber(plan.to) }
  if (range.from > range.to) return []
  const set = context.traffic.rowsSet(website.id, plan.name)
  if (set) return set.map((row) => ({ ...row }))
  if (BREAKDOWN_NAMES.has(plan.name))
    return breakdownRows(context.traffic, website, plan.name, range, context.now.getTime())
  if (plan.name !== 'visitors' && plan.name !== 'pageviews') return []
  const field = plan.name
  // Today counts the hours begun so far, as its `_hour` rows do.
  const days = countedDays(context.traffic, website, range, context.now.getTime())
  return days.map((day) => ({ value: day.day, count: day[field] }))
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0
}
