/**
 * What the demands of one website's statistic (or of the account's plan) need read, as a pure
 * function of the book and the time (docs/architecture.md, "The statistics engine"): every day any
 * of them wants that is not final, with when it falls due (freshness.ts), for which lane, how
 * urgently — gathered into runs of consecutive days, each one request — and until when that stays
 * so by the clock alone, so that the planner can keep it until the book or the demands change.
 */
import { dayOfNumber } from '../../shared/statistics/series'
import type { Book } from './book'
import { forEachSpan, isFinal, lastFinalDay, newestRead, type DayRun } from './day-run'
import {
  LANES,
  hoursDay,
  rangeOf,
  type AccountDemand,
  type DaysDemand,
  type Demand,
  type HoursDemand,
  type Lane,
} from './demands'
import { missingTodayDue, pastDue, todayDue, todayHoursDue } from './freshness'
import { MAX_READ_DAYS, type Read } from './reads'

const DAY_MS = 86_400_000

export const laneRank = (lane: Lane): number => LANES.indexOf(lane)
const better = (a: Lane | null, b: Lane): Lane => (a === null || laneRank(b) < laneRank(a) ? b : a)

/** What one day (or one day's hours) needs: when it falls due, for whom, how urgently. */
export interface Need {
  due: number
  /** The most urgent lane among the demands it is due for now; null while due for none. */
  lane: Lane | null
  /** The lane of the demand it falls due first for. */
  dueLane: Lane
  urgent: boolean
  order: number
}

export interface GroupNeeds {
  /** A request each, with what it needs. */
  reads: Array<{ read: Read; need: Need }>
  /** Until when this holds by the clock alone: the next moment a day falls due, or the day or the hour turns. */
  validUntil: number
}

export interface NeedsInput {
  book: Pick<Book, 'days' | 'hours'>
  accountReadAt: number | null
  now: number
}

/** The date (Y-m-d) whose hours a demand wants. */
function hoursDate(demand: HoursDemand, today: number): string {
  return typeof demand.day === 'object' ? demand.day.date : textOf(hoursDay(demand, today))
}

/** The last few days as text, worked out once: the planner asks for today and yesterday after every read. */
const dayTexts = new Map<number, string>()

function textOf(day: number): string {
  let text = dayTexts.get(day)
  if (text === undefined) {
    if (dayTexts.size > 100) dayTexts.clear()
    text = dayOfNumber(day)
    dayTexts.set(day, text)
  }
  return text
}

/** The demands one read may answer together: one website's statistic (one day of its hours), or the account. */
export function groupKey(demand: Demand, today: number): string {
  if (demand.kind === 'account') return 'account'
  if (demand.kind === 'days') return `${demand.websiteId}|${demand.series}`
  return `${demand.websiteId}|${demand.series}|${hoursDate(demand, today)}`
}

class Needs {
  readonly byDay = new Map<number, Need>()
  validUntil: number

  constructor(
    private readonly now: number,
    today: number,
  ) {
    this.validUntil = (today + 1) * DAY_MS
  }

  note(day: number, due: number, demand: Demand, urgent: boolean): void {
    const need = this.byDay.get(day) ?? {
      due: Infinity,
      lane: null,
      dueLane: demand.lane,
      urgent: false,
      order: Infinity,
    }
    if (due < need.due) need.dueLane = demand.lane
    need.due = Math.min(need.due, due)
    if (due <= this.now) {
      need.lane = better(need.lane, demand.lane)
      need.urgent ||= urgent
      need.order = Math.min(need.order, 'order' in demand ? (demand.order ?? 0) : 0)
    } else this.validUntil = Math.min(this.validUntil, due)
    this.byDay.set(day, need)
  }

  /** Consecutive days in one request each, one page at most: the latest days of a longer run first. */
  runs(): Array<{ from: number; to: number; need: Need }> {
    const runs: Array<{ from: number; to: number; need: Need }> = []
    for (const day of [...this.byDay.keys()].sort((a, b) => a - b)) {
      const need = this.byDay.get(day)!
      const last = runs.at(-1)
      if (!last || last.to !== day - 1) {
        runs.push({ from: day, to: day, need: { ...need } })
        continue
      }
      last.to = day
      const merged = last.need
      if (need.due < merged.due) merged.dueLane = need.dueLane
      merged.due = Math.min(merged.due, need.due)
      if (need.lane !== null) merged.lane = better(merged.lane, need.lane)
      merged.urgent ||= need.urgent
      merged.order = Math.min(merged.order, need.order)
    }
    return runs.map((run) => ({ ...run, from: Math.max(run.from, run.to - MAX_READ_DAYS + 1) }))
  }
}

/** Calls `visit` with each day of the demand that is not final and when it falls due; only the days after a read's last final one are looked at. */
function eachDayDue(
  demand: DaysDemand,
  run: DayRun | undefined,
  today: number,
  visit: (day: number, due: number, unread: boolean) => void,
): void {
  const { from, to } = rangeOf(demand, today)
  const newest = newestRead(run, from, to)
  forEachSpan(run, from, to, (first, last, readAt) => {
    if (readAt === null) {
      for (let day = first; day <= last; day++)
        visit(day, day === today ? missingTodayDue(demand.fresh, newest) : -Infinity, true)
      return
    }
    for (let day = Math.max(first, lastFinalDay(readAt) + 1); day <= last; day++)
      visit(day, day === today ? todayDue(demand.fresh, readAt) : pastDue(demand.fresh, day, readAt), false)
  })
}

/** When one day's hours fall due for a demand: at once when never read, else by their freshness. */
function hoursDue(demand: HoursDemand, readAt: number | null, day: number, today: number, now: number): number {
  if (isFinal(day, readAt)) return Infinity
  if (readAt === null) return -Infinity
  return day === today ? todayHoursDue(demand.fresh, readAt, now) : pastDue(demand.fresh, day, readAt)
}

function hoursReadAt(demand: HoursDemand, book: NeedsInput['book'], today: number): number | null {
  return book.hours(demand.websiteId, demand.series, hoursDate(demand, today))?.readAt ?? null
}

/** What a group of demands (groupKey) needs read now, and until when that holds. */
export function groupNeeds(group: readonly Demand[], input: NeedsInput, today: number): GroupNeeds {
  const { book, now } = input
  const needs = new Needs(now, today)
  const first = group[0]!
  if (first.kind === 'account') {
    for (const demand of group as AccountDemand[]) {
      const due = input.accountReadAt === null ? -Infinity : todayDue(demand.fresh, input.accountReadAt)
      needs.note(0, due, demand, false)
    }
    const need = needs.byDay.get(0)
    return { reads: need ? [{ read: { kind: 'account' }, need }] : [], validUntil: needs.validUntil }
  }
  if (first.kind === 'hours') {
    const day = hoursDay(first, today)
    const readAt = hoursReadAt(first, book, today)
    for (const demand of group as HoursDemand[]) {
      const due = hoursDue(demand, readAt, day, today, now)
      if (due < Infinity) needs.note(day, due, demand, false)
    }
    const need = needs.byDay.get(day)
    const read: Read = { kind: 'hours', websiteId: first.websiteId, series: first.series, day: dayOfNumber(day) }
    return { reads: need ? [{ read, need }] : [], validUntil: needs.validUntil }
  }
  const { websiteId, series } = first
  const run = book.days(websiteId, series)
  for (const demand of group as DaysDemand[])
    eachDayDue(demand, run, today, (day, due, unread) =>
      needs.note(day, due, demand, demand.tray === true && unread && day === today),
    )
  const reads = needs.runs().map(({ from, to, need }) => ({
    read: { kind: 'days', websiteId, series, from: dayOfNumber(from), to: dayOfNumber(to) } satisfies Read,
    need,
  }))
  return { reads, validUntil: needs.validUntil }
}

/**
 * When a demand falls due next by itself (-Infinity: now; Infinity: never, it is answered for good
 * or until something changes): whether what it wants is read.
 */
export function demandDue(demand: Demand, input: NeedsInput, today: number): number {
  if (demand.kind === 'account')
    return input.accountReadAt === null ? -Infinity : todayDue(demand.fresh, input.accountReadAt)
  if (demand.kind === 'hours')
    return hoursDue(demand, hoursReadAt(demand, input.book, today), hoursDay(demand, today), today, input.now)
  let due = Infinity
  eachDayDue(demand, input.book.days(demand.websiteId, demand.series), today, (_day, dayDue) => {
    due = Math.min(due, dayDue)
  })
  return due
}
