/**
 * The next read, as a pure function of the demands, the book and the time (docs/architecture.md,
 * "The statistics engine"). For one website and statistic every day any demand wants that is not
 * final and falls due (freshness.ts) is gathered, and the days that are not final next to them come
 * along: one request answers every demand it covers — a 61-day read answers the favorites' 30 and
 * the plan's month; today alone is read when only today is due; a final day never. A run of days is
 * one page at most (100 days). Its lane is the most urgent of the demands that wanted it now
 * (interactive, on screen, idle); among equals, what the tray lacks goes first (a favorite without
 * today's number), then the consumer's order, then what fell due first.
 */
import { dayNumber, dayOfNumber } from '../../shared/stats'
import { statsToday } from '../../shared/visitors'
import type { Book, DaySeries, HourSeries } from './book'
import { isFinal, newestRead, readAtOf, type DayRun } from './day-run'
import { LANES, type AccountDemand, type DaysDemand, type Demand, type HoursDemand, type Lane } from './demands'
import { missingTodayDue, pastDue, todayDue, todayHoursDue } from './freshness'

/** One page of a day series. */
export const MAX_READ_DAYS = 100

export type Read =
  | { kind: 'days'; websiteId: string; series: DaySeries; from: string; to: string }
  | { kind: 'hours'; websiteId: string; series: HourSeries; day: string }
  | { kind: 'account' }

export interface PlannedRead {
  read: Read
  lane: Lane
}

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
}

export interface Plan {
  next: PlannedRead | null
  /** When something falls due next, when nothing is due now; null: never by itself. */
  wakeAt: number | null
}

/** What a read is about: one website's statistic (one day of its hours), or the account. */
export function readKey(read: Read): string {
  if (read.kind === 'account') return 'account'
  return read.kind === 'days' ? `${read.websiteId}|${read.series}` : `${read.websiteId}|${read.series}|${read.day}`
}

/** The demands that one read may answer together, by the day numbers of `today`. */
function groupKey(demand: Demand, today: number): string {
  if (demand.kind === 'account') return 'account'
  if (demand.kind === 'days') return `${demand.websiteId}|${demand.series}`
  return `${demand.websiteId}|${demand.series}|${dayOfNumber(hoursDay(demand, today))}`
}

function hoursDay(demand: HoursDemand, today: number): number {
  return demand.day === 'today' ? today : today - 1
}

const rank = (lane: Lane): number => LANES.indexOf(lane)
const better = (a: Lane | null, b: Lane): Lane => (a === null || rank(b) < rank(a) ? b : a)

/** What one day (or one day's hours) needs: when it falls due, for whom, how urgently. */
interface Need {
  due: number
  /** The most urgent lane among the demands it is due for now; null while due for none. */
  lane: Lane | null
  /** The lane of the demand it falls due first for. */
  dueLane: Lane
  urgent: boolean
  order: number
}

function noteNeed(needs: Map<number, Need>, day: number, due: number, demand: Demand, urgent: boolean, now: number) {
  const need = needs.get(day) ?? { due: Infinity, lane: null, dueLane: demand.lane, urgent: false, order: Infinity }
  if (due < need.due) need.dueLane = demand.lane
  need.due = Math.min(need.due, due)
  if (due <= now) {
    need.lane = better(need.lane, demand.lane)
    need.urgent ||= urgent
    need.order = Math.min(need.order, 'order' in demand ? (demand.order ?? 0) : 0)
  }
  needs.set(day, need)
}

/** The day numbers a demand wants, with `today` the day number of today. */
export function rangeOf(demand: DaysDemand, today: number): { from: number; to: number } {
  const { days } = demand
  if ('last' in days) return { from: today - days.last + 1, to: today }
  if ('thisMonth' in days) return { from: dayNumber(`${dayOfNumber(today).slice(0, 7)}-01`), to: today }
  return { from: dayNumber(days.from), to: Math.min(today, dayNumber(days.to)) }
}

function daysNeeds(demands: readonly DaysDemand[], run: DayRun | undefined, today: number, now: number) {
  const needs = new Map<number, Need>()
  for (const demand of demands) {
    const { from, to } = rangeOf(demand, today)
    const newest = newestRead(run, from, to)
    for (let day = from; day <= to; day++) {
      const readAt = readAtOf(run, day)
      if (isFinal(day, readAt)) continue
      const due =
        readAt === null
          ? day === today
            ? missingTodayDue(demand.fresh, newest)
            : -Infinity
          : day === today
            ? todayDue(demand.fresh, readAt)
            : pastDue(demand.fresh, day, readAt)
      noteNeed(needs, day, due, demand, demand.tray === true && day === today && readAt === null, now)
    }
  }
  return needs
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

/** Consecutive days (not final) that fell due, one page at most: the latest days of the run first. */
function runsOf(needs: Map<number, Need>): Array<{ from: number; to: number; need: Need }> {
  const days = [...needs.keys()].sort((a, b) => a - b)
  const runs: Array<{ from: number; to: number; need: Need }> = []
  for (const day of days) {
    const need = needs.get(day)!
    const last = runs.at(-1)
    if (last && last.to === day - 1) {
      last.to = day
      const merged = last.need
      if (need.due < merged.due) merged.dueLane = need.dueLane
      merged.due = Math.min(merged.due, need.due)
      if (need.lane !== null) merged.lane = better(merged.lane, need.lane)
      merged.urgent ||= need.urgent
      merged.order = Math.min(merged.order, need.order)
    } else runs.push({ from: day, to: day, need: { ...need } })
  }
  return runs.map((run) => ({ ...run, from: Math.max(run.from, run.to - MAX_READ_DAYS + 1) }))
}

class Choice {
  best: Candidate | null = null
  wakeAt = Infinity

  constructor(private readonly input: PlanInput) {}

  /** A read that is due for `need` (or will be): kept if it is the best so far, else its time noted. */
  consider(read: Read, need: Need, websiteId: string | null): void {
    const { now, lanes } = this.input
    if (need.due > now || need.lane === null) {
      if (lanes.has(need.dueLane) && need.due < Infinity) this.wakeAt = Math.min(this.wakeAt, need.due)
      return
    }
    if (!lanes.has(need.lane)) return
    const held = need.lane === 'interactive' || websiteId === null ? undefined : this.input.heldUntil(websiteId)
    const heldAccount = websiteId === null && need.lane !== 'interactive' ? this.input.heldUntil('account') : undefined
    const until = held ?? heldAccount
    if (until !== undefined && until > now) {
      this.wakeAt = Math.min(this.wakeAt, until)
      return
    }
    const candidate: Candidate = {
      read,
      lane: need.lane,
      urgent: need.urgent,
      order: need.order,
      due: need.due,
      websiteId: websiteId ?? '',
      seriesRank: read.kind === 'account' ? -1 : SERIES_RANK[read.series],
    }
    if (!this.best || precedes(candidate, this.best)) this.best = candidate
  }
}

function precedes(a: Candidate, b: Candidate): boolean {
  if (rank(a.lane) !== rank(b.lane)) return rank(a.lane) < rank(b.lane)
  if (a.urgent !== b.urgent) return a.urgent
  if (a.order !== b.order) return a.order < b.order
  if (a.due !== b.due) return a.due < b.due
  if (a.websiteId !== b.websiteId) return a.websiteId < b.websiteId
  return a.seriesRank < b.seriesRank
}

function groupBy<T>(items: Iterable<T>, keyOf: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>()
  for (const item of items) {
    const key = keyOf(item)
    const group = groups.get(key)
    if (group) group.push(item)
    else groups.set(key, [item])
  }
  return groups
}

function considerDays(choice: Choice, demands: DaysDemand[], input: PlanInput, today: number): void {
  const { websiteId, series } = demands[0]!
  const needs = daysNeeds(demands, input.book.days(websiteId, series), today, input.now)
  for (const run of runsOf(needs)) {
    const read: Read = { kind: 'days', websiteId, series, from: dayOfNumber(run.from), to: dayOfNumber(run.to) }
    choice.consider(read, run.need, websiteId)
  }
}

/** When one day's hours fall due for a demand: at once when never read, else by their freshness. */
function hoursDue(demand: HoursDemand, readAt: number | null, day: number, today: number, now: number): number {
  if (readAt === null) return -Infinity
  return day === today ? todayHoursDue(demand.fresh, readAt, now) : pastDue(demand.fresh, day, readAt)
}

function considerHours(choice: Choice, demands: HoursDemand[], input: PlanInput, today: number): void {
  const { websiteId, series } = demands[0]!
  const dayNo = hoursDay(demands[0]!, today)
  const day = dayOfNumber(dayNo)
  const readAt = input.book.hours(websiteId, series, day)?.readAt ?? null
  if (isFinal(dayNo, readAt)) return
  const needs = new Map<number, Need>()
  for (const demand of demands)
    noteNeed(needs, dayNo, hoursDue(demand, readAt, dayNo, today, input.now), demand, false, input.now)
  choice.consider({ kind: 'hours', websiteId, series, day }, needs.get(dayNo)!, websiteId)
}

function considerAccount(choice: Choice, demands: AccountDemand[], input: PlanInput): void {
  const readAt = input.accountReadAt
  const needs = new Map<number, Need>()
  for (const demand of demands)
    noteNeed(needs, 0, readAt === null ? -Infinity : todayDue(demand.fresh, readAt), demand, false, input.now)
  choice.consider({ kind: 'account' }, needs.get(0)!, null)
}

export function planNext(input: PlanInput): Plan {
  const today = dayNumber(statsToday(input.now))
  const choice = new Choice(input)
  for (const [key, group] of groupBy(input.demands, (demand) => groupKey(demand, today))) {
    if (input.busy.has(key)) continue
    const first = group[0]!
    if (first.kind === 'days') considerDays(choice, group as DaysDemand[], input, today)
    else if (first.kind === 'hours') considerHours(choice, group as HoursDemand[], input, today)
    else considerAccount(choice, group as AccountDemand[], input)
  }
  const next = choice.best && { read: choice.best.read, lane: choice.best.lane }
  return { next, wakeAt: next || choice.wakeAt === Infinity ? null : choice.wakeAt }
}

/**
 * When a demand falls due next by itself (-Infinity: now; Infinity: never, it is answered for good
 * or until something changes): whether what it wants is read.
 */
export function dueOf(demand: Demand, input: Pick<PlanInput, 'book' | 'accountReadAt' | 'now'>): number {
  const { book, now } = input
  const today = dayNumber(statsToday(now))
  if (demand.kind === 'account')
    return input.accountReadAt === null ? -Infinity : todayDue(demand.fresh, input.accountReadAt)
  if (demand.kind === 'hours') {
    const day = hoursDay(demand, today)
    const readAt = book.hours(demand.websiteId, demand.series, dayOfNumber(day))?.readAt ?? null
    return isFinal(day, readAt) ? Infinity : hoursDue(demand, readAt, day, today, now)
  }
  let due = Infinity
  for (const need of daysNeeds([demand], book.days(demand.websiteId, demand.series), today, now).values())
    due = Math.min(due, need.due)
  return due
}
