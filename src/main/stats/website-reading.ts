/**
 * What a website's statistics view has read (docs/architecture.md, "A website's statistics"): a
 * period asked is a set of demands on the engine — interactive until the book answers it, then on
 * screen while the view shows it and the range reaches today (its today goes on being read), else
 * let go — and a keep, so that the days it read stay in the book and opening it again reads
 * nothing (a past range is never read twice). A read for a website being looked at fires a change,
 * coalesced, so that the window asks again; a read that failed says why.
 */
import { Emitter, type Event } from '../../shared/base/event'
import { Disposable, type IDisposable } from '../../shared/base/lifecycle'
import { dayNumber } from '../../shared/statistics/series'
import type { Comparison, Period } from '../../shared/statistics/period'
import type { StatisticsSummary } from '../../shared/statistics/summary'
import type { Book } from './book'
import type { Demand, DemandSet } from './demands'
import { problemOf } from './on-demand'
import { dueOf } from './planner'
import type { Read } from './reads'
import { creationDay, firstDayOf, summaryDemands, summaryRanges, websiteSummary } from './views/website-summary'
import { t } from '../../shared/i18n'

/** Websites whose looked-at days the book keeps for the session, the least recently looked at let go first. */
const KEPT_WEBSITES = 20
/** How soon after a read the window hears of it: several series land together. */
const CHANGE_DELAY_MS = 250

interface Looking {
  demands: Demand[]
  registration: IDisposable
  /** What to ask while on screen once the interactive demands are answered; null: nothing (a past range). */
  onScreen: Demand[] | null
}

export interface WebsiteReadingOptions {
  book: Book
  demands: DemandSet
  accountId: string
  todayEveryMs: number
  /** The website's `created_at`, or undefined when the website is not there. */
  createdAt(websiteId: string): string | null | undefined
  accountReadAt(): number | null
  /** Why nothing can be read now (no usable key, offline), or null when the reader can read. */
  cannotRead(): string | null
}

export class WebsiteReading extends Disposable {
  private readonly looking = new Map<string, Looking>()
  private readonly kept = new Map<string, { from: number; registration: IDisposable }>()
  private readonly problems = new Map<string, string>()
  private readonly shown = new Set<string>()
  private readonly pending = new Set<string>()
  private timer: ReturnType<typeof setTimeout> | null = null
  private readonly changed = this._register(new Emitter<string>())
  /** A read for a website being looked at landed or failed: its view asks again. */
  readonly onDidChange: Event<string> = this.changed.event

  constructor(private readonly options: WebsiteReadingOptions) {
    super()
    this._register(options.book.onDidChange(({ websiteId }) => this.touched(websiteId)))
  }

  /** A period's totals and chart as the book holds them; what it lacks is asked for, and a change follows its read. */
  summary(websiteId: string, period: Period, comparison: Comparison): StatisticsSummary {
    const { book, accountId, todayEveryMs } = this.options
    const now = Date.now()
    const ranges = summaryRanges(period, comparison, now)
    const fresh = { everyMs: todayEveryMs, final: true }
    const wanted = summaryDemands(websiteId, ranges, 'interactive', fresh)
    const input = { book, accountReadAt: this.options.accountReadAt(), now }
    const complete = wanted.every((demand) => dueOf(demand, input) > now)
    this.keep(websiteId, dayNumber(firstDayOf(ranges)))
    this.looking.get(websiteId)?.registration.dispose()
    this.looking.delete(websiteId)
    const cannot = complete ? null : this.options.cannotRead()
    const reachesToday = ranges.range.cutAt !== null
    // Answered, today goes on being read while on screen, behind whatever the user asks next.
    const onScreen = reachesToday ? summaryDemands(websiteId, ranges, 'onScreen', fresh) : null
    if (cannot === null && !complete) this.look(websiteId, wanted, onScreen)
    else if (cannot === null && onScreen && this.shown.has(websiteId)) this.look(websiteId, onScreen, onScreen)
    if (complete) this.problems.delete(websiteId)
    return websiteSummary({
      book,
      accountId,
      websiteId,
      period,
      comparison,
      ranges,
      createdDay: creationDay(this.options.createdAt(websiteId)),
      now,
      complete,
      problem: cannot ?? this.problems.get(websiteId) ?? null,
    })
  }

  /** The window shows a website's statistics, or no longer does: while it does not, only what it asked last is read. */
  onScreen(websiteId: string, shown: boolean): void {
    if (shown) this.shown.add(websiteId)
    else {
      this.shown.delete(websiteId)
      const looking = this.looking.get(websiteId)
      if (looking && looking.demands.every((demand) => demand.lane !== 'interactive')) {
        looking.registration.dispose()
        this.looking.delete(websiteId)
      }
    }
  }

  offScreen(): void {
    for (const websiteId of [...this.shown]) this.onScreen(websiteId, false)
  }

  /** A read ended: a failure for a website being looked at is said, and its demand let go (it is asked again when the view asks). */
  readEnded(read: Read, error: unknown): void {
    if (read.kind === 'account' || error === null) return
    const looking = this.looking.get(read.websiteId)
    if (!looking) return
    this.problems.set(read.websiteId, problemOf(error, t('visitors.errors.unreadable')))
    looking.registration.dispose()
    this.looking.delete(read.websiteId)
    this.touched(read.websiteId)
  }

  override dispose(): void {
    if (this.timer) clearTimeout(this.timer)
    for (const { registration } of this.looking.values()) registration.dispose()
    for (const { registration } of this.kept.values()) registration.dispose()
    this.looking.clear()
    this.kept.clear()
    super.dispose()
  }

  private look(websiteId: string, wanted: Demand[], onScreen: Demand[] | null): void {
    this.looking.set(websiteId, { demands: wanted, registration: this.options.demands.add(...wanted), onScreen })
  }

  /**
   * The interactive demands of a website are answered: they go, so that nothing is read as the user's own request
   * once it is not awaited — on screen, a range that reaches today goes on being read on its lane.
   */
  private settle(websiteId: string): void {
    const looking = this.looking.get(websiteId)
    if (!looking || looking.demands.some((demand) => demand.lane !== 'interactive')) return
    const input = { book: this.options.book, accountReadAt: this.options.accountReadAt(), now: Date.now() }
    if (!looking.demands.every((demand) => dueOf(demand, input) > input.now)) return
    looking.registration.dispose()
    this.looking.delete(websiteId)
    if (looking.onScreen && this.shown.has(websiteId)) this.look(websiteId, looking.onScreen, looking.onScreen)
  }

  private keep(websiteId: string, from: number): void {
    const kept = this.kept.get(websiteId)
    this.kept.delete(websiteId)
    if (kept && kept.from <= from) this.kept.set(websiteId, kept)
    else {
      kept?.registration.dispose()
      this.kept.set(websiteId, { from, registration: this.options.demands.keep(websiteId, from) })
    }
    if (this.kept.size > KEPT_WEBSITES) {
      const [oldest, { registration }] = this.kept.entries().next().value!
      registration.dispose()
      this.kept.delete(oldest)
    }
  }

  private touched(websiteId: string): void {
    if (!this.looking.has(websiteId) && !this.problems.has(websiteId)) return
    this.settle(websiteId)
    this.pending.add(websiteId)
    this.timer ??= setTimeout(() => {
      this.timer = null
      const websites = [...this.pending]
      this.pending.clear()
      for (const id of websites) this.changed.fire(id)
    }, CHANGE_DELAY_MS)
  }
}
