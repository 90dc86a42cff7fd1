/**
 * The next read, as a pure function of the demands, the book and the time (docs/architecture.md,
 * "The statistics engine"). For one website and statistic every day any demand wants that is not
 * final and falls due (needs.ts) is gathered, and the days that are not final next to them come
 * along: one request answers every demand it covers — a 61-day read answers the favorites' 30 and
 * the plan's month; today alone is read when only today is due; a final day never. Its lane is the
 * most urgent of the demands that wanted it now (interactive, on screen, idle); among equals, what
 * the tray lacks goes first (a favorite without today's number), then the consumer's order, then
 * what fell due first. What each group needs is kept (PlanCache) until the book, the demands, the
 * day or the clock change it: the planner runs after every read.
 */
import { dayNumber } from '../../shared/statistics/series'
import { statsToday } from '../../shared/visitors'
import type { Book, BookChange, DaySeries, HourSeries } from './book'
import type { Demand, Lane } from './demands'
import { demandDue, groupKey, groupNeeds, laneRank, type GroupNeeds, type Need, type NeedsInput } from './needs'
import type { PlannedRead, Read } from './reads'

export interface PlanInput {
  demands: Iterable<Demand>
  book: Pick<Book, 'days' | 'hours'>
  /** When the account's plan was read last, or null. */
  accountReadAt: number | null
  now: number
  /** The lanes planned for (the reader's interactive slot, or its background one). */
  lanes: ReadonlySet<Lane>
  /** Until when a website (or 'account') is not asked again after a failure; the user's own reads ignore it. */
  heldUntil(websiteId: string): number | undefined
  /** Reads on their way (readKey): not planned again meanwhile. */
  busy: ReadonlySet<string>
  /** What was worked out before and still holds; without one, everything is worked out again. */
  cache?: PlanCache
}

export interface Plan {
  next: PlannedRead | null
  /** When something falls due next, when nothing is due now; null: never by itself. */
  wakeAt: number | null
}

export function todayNumber(now: number): number {
  return dayNumber(statsToday(now))
}

/**
 * What the planner worked out per group of demands, kept until it no longer holds: the demands
 * changed (all of it), the book changed a group's statistic (that group), the day turned, or the
 * clock reached the moment the group's needs said they change.
 */
export class PlanCache {
  private grouping: { today: number; groups: Map<string, Demand[]> } | null = null
  private readonly needs = new Map<string, GroupNeeds>()

  demandsChanged(): void {
    this.grouping = null
    this.needs.clear()
  }

  bookChanged(change: BookChange): void {
    this.needs.delete(
      change.day ? `${change.websiteId}|${change.series}|${change.day}` : `${change.websiteId}|${change.series}`,
    )
  }

  accountChanged(): void {
    this.needs.delete('account')
  }

  groups(demands: Iterable<Demand>, today: number): Map<string, Demand[]> {
    if (this.grouping?.today === today) return this.grouping.groups
    this.needs.clear()
    const groups = groupDemands(demands, today)
    this.grouping = { today, groups }
    return groups
  }

  needsOf(key: string, group: readonly Demand[], input: NeedsInput, today: number): GroupNeeds {
    const kept = this.needs.get(key)
    if (kept && input.now < kept.validUntil) return kept
    const needs = groupNeeds(group, input, today)
    this.needs.set(key, needs)
    return needs
  }
}

function groupDemands(demands: Iterable<Demand>, today: number): Map<string, Demand[]> {
  const groups = new Map<string, Demand[]>()
  for (const demand of demands) {
    const key = groupKey(demand, today)
    const group = groups.get(key)
    if (group) group.push(demand)
    else groups.set(key, [demand])
  }
  return groups
}

interface Candidate extends PlannedRead {
  urgent: boolean
  order: number
  due: number
  /** The website ('' for the account), then its statistics in the order views show them. */
  websiteId: string
  seriesRank: number
}

const SERIES_RANK: Record<DaySeries | HourSeries, number> = {
  visitors: 0,
  pageviews: 1,
  visitors_hour: 2,
  pageviews_hour: 3,
}

function precedes(a: Candidate, b: Candidate): boolean {
  if (laneRank(a.lane) !== laneRank(b.lane)) return laneRank(a.lane) < laneRank(b.lane)
  if (a.urgent !== b.urgent) return a.urgent
  if (a.order !== b.order) return a.order < b.order
  if (a.due !== b.due) return a.due < b.due
  if (a.websiteId !== b.websiteId) return a.websiteId < b.websiteId
  return a.seriesRank < b.seriesRank
}

class Choice {
  best: Candidate | null = null
  wakeAt = Infinity

  constructor(private readonly input: PlanInput) {}

  /** A read that is due for `need` (or will be): kept if it is the best so far, else its time noted. */
  consider(read: Read, need: Need): void {
    const { now, lanes } = this.input
    if (need.due > now || need.lane === null) {
      if (lanes.has(need.dueLane) && need.due < Infinity) this.wakeAt = Math.min(this.wakeAt, need.due)
      return
    }
    if (!lanes.has(need.lane)) return
    const websiteId = read.kind === 'account' ? 'account' : read.websiteId
    const until = need.lane === 'interactive' ? undefined : this.input.heldUntil(websiteId)
    if (until !== undefined && until > now) {
      this.wakeAt = Math.min(this.wakeAt, until)
      return
    }
    const seriesRank = read.kind === 'account' ? -1 : SERIES_RANK[read.series]
    const { lane, urgent, order, due } = need
    const candidate: Candidate = {
      read,
      lane,
      urgent,
      order,
      due,
      websiteId: read.kind === 'account' ? '' : websiteId,
      seriesRank,
    }
    if (!this.best || precedes(candidate, this.best)) this.best = candidate
  }
}

export function planNext(input: PlanInput): Plan {
  const today = todayNumber(input.now)
  const cache = input.cache ?? new PlanCache()
  const choice = new Choice(input)
  for (const [key, group] of cache.groups(input.demands, today)) {
    if (input.busy.has(key)) continue
    for (const { read, need } of cache.needsOf(key, group, input, today).reads) choice.consider(read, need)
  }
  const next = choice.best && { read: choice.best.read, lane: choice.best.lane }
  return { next, wakeAt: next || choice.wakeAt === Infinity ? null : choice.wakeAt }
}

/**
 * When a demand falls due next by itself (-Infinity: now; Infinity: never, it is answered for good
 * or until something changes): whether what it wants is read.
 */
export function dueOf(demand: Demand, input: NeedsInput): number {
  return demandDue(demand, input, todayNumber(input.now))
}
