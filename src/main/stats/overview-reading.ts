/**
 * The overview as a consumer of the engine (docs/architecture.md, "Overview"): opening it asks
 * for every website's last OVERVIEW_DAYS of visitors and pageviews and yesterday's hours of both
 * — the days as they are when it is opened —, read since a quarter of an hour before: what is
 * older is read again, what is final never. In the reading order (overview-order.ts), on the "on
 * screen" lane while the overview is shown (four fifths of the limit) and in the background
 * after. Once everything is read it asks nothing more until it is opened again. A refused key
 * stops it with the service's word.
 */
import { MutableDisposable, type IDisposable } from '../../shared/base/lifecycle'
import { OVERVIEW_DAYS } from '../../shared/overview'
import { addDays } from '../../shared/statistics/series'
import { statsToday } from '../../shared/visitors'
import type { Book } from './book'
import type { Demand, DemandSet, Lane } from './demands'
import { demandDue } from './needs'
import { todayNumber } from './planner'
import { OVERVIEW_FRESH_MS } from './timing'

export interface PendingInput {
  book: Book
  accountReadAt: number | null
  /** Until when a website is held back after a failure; null: nothing is read now (no usable key). */
  heldUntil: ((websiteId: string) => number | undefined) | null
  now: number
}

/** Among the background's reads the overview's come after the tray's own, before the alerts' and the month's. */
const FIRST_ORDER = 1.5
const ORDER_SPAN = 0.5

export class OverviewReading implements IDisposable {
  private readonly registration = new MutableDisposable()
  private readonly wanted = new Map<string, Demand[]>()
  /** Websites whose demands are not all answered: worked out at the opening, then per website as its days come. */
  private readonly unanswered = new Set<string>()
  private openedAt: number | null = null
  private order: readonly string[] = []
  private shown = false
  /** Why the reading stopped short (the service's word), or null. */
  problem: string | null = null

  constructor(private readonly demands: DemandSet) {}

  /** Opened: these websites, in this order, read since a quarter of an hour before `now`. */
  open(order: readonly string[], input: PendingInput): void {
    this.problem = null
    this.openedAt = input.now
    this.order = order
    this.register()
    this.unanswered.clear()
    for (const websiteId of order) this.recheck(websiteId, input)
  }

  /** A website's statistics changed: whether the overview still waits for it. */
  recheck(websiteId: string, input: PendingInput): void {
    const demands = this.wanted.get(websiteId)
    const today = todayNumber(input.now)
    if (demands?.some((demand) => demandDue(demand, input, today) <= input.now)) this.unanswered.add(websiteId)
    else this.unanswered.delete(websiteId)
  }

  /** The overview came on screen, or left it: its reads change lanes. */
  onScreen(shown: boolean): void {
    if (shown === this.shown) return
    this.shown = shown
    if (this.openedAt !== null) this.register()
  }

  /** Whether it still asks for something. */
  get isReading(): boolean {
    return this.openedAt !== null
  }

  /** Everything it asked for is read (or held back after a failure): it asks nothing more. */
  finish(): void {
    this.openedAt = null
    this.wanted.clear()
    this.unanswered.clear()
    this.registration.clear()
  }

  /** The service refused the account: the reading stops, and says why. */
  stop(problem: string): void {
    if (this.openedAt === null) return
    this.problem = problem
    this.finish()
  }

  /**
   * The websites it still waits for: wanted and not read since it was opened — not those held
   * back after a failure (they stay unread), and none while nothing can be read.
   */
  pending(input: Pick<PendingInput, 'heldUntil' | 'now'>): Set<string> {
    const { heldUntil, now } = input
    if (!heldUntil) return new Set()
    return new Set([...this.unanswered].filter((websiteId) => (heldUntil(websiteId) ?? -Infinity) <= now))
  }

  /** Finishes once nothing is pending: answered, it asks nothing more (nor costs the planner anything). */
  settle(input: Pick<PendingInput, 'heldUntil' | 'now'>): void {
    if (this.isReading && this.pending(input).size === 0) this.finish()
  }

  dispose(): void {
    this.registration.dispose()
  }

  private register(): void {
    const openedAt = this.openedAt!
    const fresh = { since: openedAt - OVERVIEW_FRESH_MS }
    const lane: Lane = this.shown ? 'onScreen' : 'idle'
    const today = statsToday(openedAt)
    const days = { from: addDays(today, 1 - OVERVIEW_DAYS), to: today }
    const yesterday = { date: addDays(today, -1) }
    this.wanted.clear()
    const all: Demand[] = []
    this.order.forEach((websiteId, index) => {
      const order = FIRST_ORDER + (ORDER_SPAN * index) / this.order.length
      const base = { websiteId, fresh, lane, order }
      const demands: Demand[] = [
        { ...base, kind: 'days', series: 'visitors', days },
        { ...base, kind: 'days', series: 'pageviews', days },
        { ...base, kind: 'hours', series: 'visitors_hour', day: yesterday },
        { ...base, kind: 'hours', series: 'pageviews_hour', day: yesterday },
      ]
      this.wanted.set(websiteId, demands)
      all.push(...demands)
    })
    this.registration.value = this.demands.add(...all)
  }
}
