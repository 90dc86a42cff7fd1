/**
 * The overview as a consumer of the engine (docs/architecture.md, "Overview"): opening it asks
 * for every website's last OVERVIEW_DAYS of visitors and pageviews and yesterday's hours of both,
 * read since a quarter of an hour before — what is older is read again, what is final never —
 * in the reading order (overview-order.ts), on the "on screen" lane while the overview is shown
 * (four fifths of the limit) and in the background after. Once read, it asks nothing more until it
 * is opened again. A refused key stops it with the service's word.
 */
import { MutableDisposable, type IDisposable } from '../../shared/base/lifecycle'
import { OVERVIEW_DAYS } from '../../shared/overview'
import type { Demand, DemandSet, Lane } from './demands'
import { OVERVIEW_FRESH_MS } from './timing'

/** Among the background's reads the overview's come after the tray's own, before the alerts' and the month's. */
const FIRST_ORDER = 1.5
const ORDER_SPAN = 0.5

export class OverviewReading implements IDisposable {
  private readonly registration = new MutableDisposable()
  private readonly wanted = new Map<string, Demand[]>()
  private openedAt: number | null = null
  private order: readonly string[] = []
  private shown = false
  /** Why the reading stopped short (the service's word), or null. */
  problem: string | null = null

  constructor(private readonly demands: DemandSet) {}

  /** Opened: these websites, in this order, read since a quarter of an hour before `now`. */
  open(order: readonly string[], now: number): void {
    this.problem = null
    this.openedAt = now
    this.order = order
    this.register()
  }

  /** The overview came on screen, or left it: its reads change lanes. */
  onScreen(shown: boolean): void {
    if (shown === this.shown) return
    this.shown = shown
    if (this.openedAt !== null) this.register()
  }

  /** The service refused the account: the reading stops, and says why. */
  stop(problem: string): void {
    if (this.openedAt === null) return
    this.problem = problem
    this.openedAt = null
    this.wanted.clear()
    this.registration.clear()
  }

  /** The overview's demands of each website it still asks for. */
  demandsByWebsite(): ReadonlyMap<string, readonly Demand[]> {
    return this.wanted
  }

  dispose(): void {
    this.registration.dispose()
  }

  private register(): void {
    const fresh = { since: this.openedAt! - OVERVIEW_FRESH_MS }
    const lane: Lane = this.shown ? 'onScreen' : 'idle'
    this.wanted.clear()
    const all: Demand[] = []
    this.order.forEach((websiteId, index) => {
      const order = FIRST_ORDER + (ORDER_SPAN * index) / this.order.length
      const base = { websiteId, fresh, lane, order }
      const days = { last: OVERVIEW_DAYS }
      const demands: Demand[] = [
        { ...base, kind: 'days', series: 'visitors', days },
        { ...base, kind: 'days', series: 'pageviews', days },
        { ...base, kind: 'hours', series: 'visitors_hour', day: 'yesterday' },
        { ...base, kind: 'hours', series: 'pageviews_hour', day: 'yesterday' },
      ]
      this.wanted.set(websiteId, demands)
      all.push(...demands)
    })
    this.registration.value = this.demands.add(...all)
  }
}
