/**
 * What the engine's consumers want read (docs/architecture.md, "The statistics engine"): each
 * registers its demands and gets an IDisposable back; the planner (planner.ts) reads them all
 * with the book and decides the next read. A demand says which website and statistic, which days
 * (fixed, the last N days with today, or this month so far), how fresh today's count must be, and
 * on which lane it is wanted — the user waiting (interactive), statistics on screen, or the
 * background (idle).
 */
import { Emitter, type Event } from '../../shared/base/event'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'
import { dayNumber, dayOfNumber } from '../../shared/statistics/series'
import type { DaySeries, HourSeries } from './book'

/** Most urgent first: the user waiting, then statistics on screen, then the background. */
export const LANES = ['interactive', 'onScreen', 'idle'] as const
export type Lane = (typeof LANES)[number]

export type DayRange =
  | { from: string; to: string }
  /** The last `last` days, today included. */
  | { last: number }
  /** From the 1st of this month (the server's, UTC) to today. */
  | { thisMonth: true }

/**
 * How fresh a day that is not final must be: read again `everyMs` after it was read, and/or read
 * after `since` (a moment: "Refresh now", opening the overview), and/or — `final` — read once more
 * when it can be read final. A day that is final is never read again.
 */
export interface Freshness {
  everyMs?: number
  since?: number
  final?: boolean
}

interface DemandBase {
  websiteId: string
  fresh: Freshness
  lane: Lane
  /** Among equal lanes, lower goes first (an order the consumer chose: favorites first). */
  order?: number
}

export interface DaysDemand extends DemandBase {
  kind: 'days'
  series: DaySeries
  days: DayRange
  /** Shown in the tray: while today has no number yet, it goes before anything else of its lane. */
  tray?: boolean
}

export interface HoursDemand extends DemandBase {
  kind: 'hours'
  series: HourSeries
  /** The day whose 24 hours are wanted: today or yesterday as the days go by, or one day (Y-m-d). */
  day: 'today' | 'yesterday' | { date: string }
}

/** The account's plan (`GET /api/v1/account`): not a statistic, read by the same reader. */
export interface AccountDemand {
  kind: 'account'
  fresh: Freshness
  lane: Lane
}

export type Demand = DaysDemand | HoursDemand | AccountDemand

/** The day numbers a demand wants, with `today` the day number of today. */
export function rangeOf(demand: DaysDemand, today: number): { from: number; to: number } {
  const { days } = demand
  if ('last' in days) return { from: today - days.last + 1, to: today }
  if ('thisMonth' in days) return { from: numberOf(`${dayOfNumber(today).slice(0, 7)}-01`), to: today }
  return { from: numberOf(days.from), to: Math.min(today, numberOf(days.to)) }
}

/** The day (by number) whose hours a demand wants, with `today` the day number of today. */
export function hoursDay(demand: HoursDemand, today: number): number {
  if (demand.day === 'today') return today
  return demand.day === 'yesterday' ? today - 1 : numberOf(demand.day.date)
}

/** Day numbers of the few dates demands name, worked out once: the planner asks for them after every read. */
const dayNumbers = new Map<string, number>()

export function numberOf(day: string): number {
  let number = dayNumbers.get(day)
  if (number === undefined) {
    if (dayNumbers.size > 1_000) dayNumbers.clear()
    number = dayNumber(day)
    dayNumbers.set(day, number)
  }
  return number
}

/** Every demand registered now; fires when one comes or goes. */
export class DemandSet implements IDisposable {
  private readonly registered = new Set<Demand>()
  /** Days kept in the book without being read: a range the user looked at, so that opening it again costs nothing. */
  private readonly keeps = new Set<{ websiteId: string; from: number }>()
  private readonly changed = new Emitter<void>()
  readonly onDidChange: Event<void> = this.changed.event

  /** Wanted until the returned disposable is disposed. */
  add(...demands: Demand[]): IDisposable {
    for (const demand of demands) this.registered.add(demand)
    this.changed.fire()
    return toDisposable(() => {
      for (const demand of demands) this.registered.delete(demand)
      this.changed.fire()
    })
  }

  all(): ReadonlySet<Demand> {
    return this.registered
  }

  /**
   * Keeps a website's days and hours from `from` (a day number) in the book until disposed, without
   * asking for them: the planner never sees a keep, only what the book lets go of does.
   */
  keep(websiteId: string, from: number): IDisposable {
    const kept = { websiteId, from }
    this.keeps.add(kept)
    return toDisposable(() => this.keeps.delete(kept))
  }

  private firstKept(websiteId: string): number | null {
    let first: number | null = null
    for (const kept of this.keeps) if (kept.websiteId === websiteId) first = Math.min(first ?? Infinity, kept.from)
    return first
  }

  /** The first day whose hours a demand wants of a website's statistic (by day number), or null when none does. */
  firstWantedHours(websiteId: string, series: HourSeries, today: number): number | null {
    let first: number | null = this.firstKept(websiteId)
    for (const demand of this.registered)
      if (demand.kind === 'hours' && demand.websiteId === websiteId && demand.series === series) {
        first = Math.min(first ?? Infinity, hoursDay(demand, today))
      }
    return first
  }

  /** The first day any demand wants of a website's statistic (by day number), or null when none does. */
  firstWanted(websiteId: string, series: DaySeries, today: number): number | null {
    let first: number | null = this.firstKept(websiteId)
    for (const demand of this.registered)
      if (demand.kind === 'days' && demand.websiteId === websiteId && demand.series === series)
        first = Math.min(first ?? Infinity, rangeOf(demand, today).from)
    return first
  }

  dispose(): void {
    this.registered.clear()
    this.keeps.clear()
    this.changed.dispose()
  }
}
