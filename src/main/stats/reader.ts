/**
 * The one reader of an account's statistics (docs/architecture.md, "The statistics engine"), alive
 * while the account has a usable key: it asks the planner for the next read, sends it through the
 * scheduler's idle lane — behind every edit and click, the reads the user waits for too: a
 * statistics view clicked through its periods would otherwise take the whole limit; what is for the
 * screen ahead of the rest and within four fifths of the limit while statistics are on screen, the
 * rest within a fifth — and writes what comes back into the book. A slot per lane, so that what the
 * user waits for is never held behind a read that waits for its own budget: the reads the user
 * asked for, those for the screen (the overview), the others. One subscription to the connection: out
 * of reach, everything on its way is withdrawn and nothing is asked until it is back. One policy
 * for failures (read-holds.ts): out of reach, the connection is told; a 401 or 403 — the server's
 * guard over every API route — asks the account's access check and waits for it; a website the
 * service does not have waits a day, any other failure longer each time. A read withdrawn is never
 * a failure in the log.
 */
import { ApiError, type AccountPlanClient, type StatsClient } from '../api'
import { createLogger, inBackground, Throttler, Timer } from '../base'
import { isCancellation, type RequestScheduler } from '../scheduler'
import { Emitter, type Event } from '../../shared/base/event'
import { Disposable } from '../../shared/base/lifecycle'
import type { StatName, StatsRow } from '../../shared/statistics/series'
import type { AccountNotes } from './account-notes'
import type { StatsConnection } from './connection'
import type { Book } from './book'
import type { DemandSet, Lane } from './demands'
import { PlanCache, planNext } from './planner'
import { readKey, type PlannedRead, type Read } from './reads'
import { readIntoBook } from './read-into-book'
import { ReadHolds } from './read-holds'
import type { StatsTiming } from './timing'

const log = createLogger('stats')

/** What the reader works on: the account's book, notes and demands. */
export interface ReaderParts {
  accountId: string
  book: Book
  notes: AccountNotes
  demands: DemandSet
  timing: StatsTiming
}

export interface ReaderOptions extends ReaderParts {
  client: StatsClient
  account: AccountPlanClient
  scheduler: Pick<RequestScheduler, 'run'>
  connection: StatsConnection
}

/** A read that ended: with the error when it failed (never when it was withdrawn). */
export interface ReadOutcome {
  read: Read
  error: unknown
}

/** A page query of any statistic, for a breakdown. */
export interface RowsQuery {
  name: StatName
  from: string
  to: string
  search?: string
}

const SLOT_LANES: Record<'interactive' | 'onScreen' | 'background', ReadonlySet<Lane>> = {
  interactive: new Set(['interactive']),
  onScreen: new Set(['onScreen']),
  background: new Set(['idle']),
}

class Slot {
  readonly drains = new Throttler()
  readonly wake = new Timer()
  inFlight: { key: string; controller: AbortController } | null = null

  constructor(readonly lanes: ReadonlySet<Lane>) {}

  dispose(): void {
    this.drains.dispose()
    this.wake.dispose()
    this.inFlight?.controller.abort()
  }
}

export class StatisticsReader extends Disposable {
  private readonly slots = [
    new Slot(SLOT_LANES.interactive),
    new Slot(SLOT_LANES.onScreen),
    new Slot(SLOT_LANES.background),
  ] as const
  private readonly holds: ReadHolds
  private readonly plans = new PlanCache()
  private readonly rowReads = new Set<AbortController>()
  private readonly read = this._register(new Emitter<ReadOutcome>())
  /** Every read that ended, answered or failed. */
  readonly onDidRead: Event<ReadOutcome> = this.read.event
  private readonly refused = this._register(new Emitter<string>())
  /** The service refused the account (401, 403): its words, for the overview to say. */
  readonly onDidRefuse: Event<string> = this.refused.event
  private readonly withdrawn = this._register(new Emitter<void>())
  /** Out of reach, or the reader stopped: everything on its way was withdrawn. */
  readonly onDidWithdraw: Event<void> = this.withdrawn.event
  /** The plan could not be read (an older server without the account endpoint): silence is judged as before. */
  planFailed = false

  constructor(private readonly options: ReaderOptions) {
    super()
    this.holds = new ReadHolds(options.timing)
    const { connection, demands } = options
    this._register(
      connection.onDidChange(() => {
        if (!connection.isOnline) this.withdrawAll()
        this.kick()
      }),
    )
    this._register(
      demands.onDidChange(() => {
        this.plans.demandsChanged()
        this.kick()
      }),
    )
    this._register(options.book.onDidChange((change) => this.plans.bookChanged(change)))
    this._register({ dispose: () => this.withdrawAll() })
    for (const slot of this.slots) this._register(slot)
  }

  get isOnline(): boolean {
    return this.options.connection.isOnline
  }

  /** How an export reads: the same client and scheduler. */
  get exportAccess(): { accountId: string; client: StatsClient; scheduler: Pick<RequestScheduler, 'run'> } {
    const { accountId, client, scheduler } = this.options
    return { accountId, client, scheduler }
  }

  /** Something may be due: each slot plans again (once more after the read on its way, if there is one). */
  kick(): void {
    for (const slot of this.slots) this.drainSoon(slot)
  }

  /** Until when a website is left alone after a failure, if it is. */
  heldUntil(websiteId: string): number | undefined {
    return this.holds.heldUntil(websiteId)
  }

  /** "Refresh now", a wake: what failed lately is asked again at once. */
  refreshNow(): void {
    this.holds.clear()
  }

  /**
   * Every row of a statistic over from..to, highest count first, page after page (at most `maxPages`); for the screen
   * unless said otherwise.
   */
  async rows(websiteId: string, query: RowsQuery, maxPages: number, forScreen = true): Promise<StatsRow[]> {
    return (await this.pages(websiteId, query, 1, maxPages, forScreen)).rows
  }

  /** The rows of pages `first`..`last` (100 rows each), and the next page the service has, or null after the last. */
  async pages(
    websiteId: string,
    query: RowsQuery,
    first: number,
    last: number,
    forScreen = true,
  ): Promise<{ rows: StatsRow[]; nextPage: number | null }> {
    const controller = new AbortController()
    this.rowReads.add(controller)
    try {
      const rows: StatsRow[] = []
      let page: number | null = first
      while (page !== null && page <= last) {
        const answer = await this.options.client.stats(
          websiteId,
          { ...query, perPage: 100, ...(page > 1 && { page }) },
          { run: this.runner(controller.signal, forScreen) },
        )
        rows.push(...answer.rows)
        page = answer.nextPage
      }
      return { rows, nextPage: page }
    } finally {
      this.rowReads.delete(controller)
    }
  }

  private drainSoon(slot: Slot): void {
    if (this.isDisposed) return
    inBackground(
      slot.drains.queue(() => this.drain(slot)),
      'reading statistics',
      log,
    )
  }

  private async drain(slot: Slot): Promise<void> {
    const { options, holds } = this
    while (!this.isDisposed && options.connection.isOnline) {
      const now = Date.now()
      if (!slot.lanes.has('interactive') && holds.refusedUntil > now) {
        if (holds.refusedUntil !== Infinity) slot.wake.schedule(holds.refusedUntil - now, () => this.kick())
        return
      }
      const plan = planNext({
        demands: options.demands.all(),
        book: options.book,
        accountReadAt: options.notes.plan.readAt,
        now,
        lanes: slot.lanes,
        heldUntil: (key) => holds.heldUntil(key),
        busy: this.busy(slot),
        cache: this.plans,
      })
      if (!plan.next) {
        if (plan.wakeAt !== null) slot.wake.schedule(plan.wakeAt - now, () => this.kick())
        return
      }
      slot.wake.cancel()
      const failed = await this.send(plan.next, slot)
      // The user's read is not tried again by itself: they hear the failure, and ask again if they will.
      if (failed && slot.lanes.has('interactive')) return
    }
  }

  private busy(slot: Slot): ReadonlySet<string> {
    return new Set(this.slots.flatMap((other) => (other !== slot && other.inFlight ? [other.inFlight.key] : [])))
  }

  /** Sends one read; answers whether it failed. */
  private async send(planned: PlannedRead, slot: Slot): Promise<boolean> {
    const { read, lane } = planned
    const controller = new AbortController()
    slot.inFlight = { key: readKey(read), controller }
    let error: unknown = null
    try {
      await readIntoBook(read, this.runner(controller.signal, lane !== 'idle'), this.options, () => this.isDisposed)
      if (read.kind === 'account') {
        this.planFailed = false
        this.plans.accountChanged()
      }
      this.holds.succeeded(read.kind === 'account' ? 'account' : read.websiteId)
      this.options.connection.noteSuccess()
    } catch (failure) {
      error = this.failed(read, failure)
    } finally {
      slot.inFlight = null
    }
    if (this.isDisposed) return error !== null
    this.read.fire({ read, error })
    // The other slot may have left this statistic alone while it was on its way here.
    for (const other of this.slots) if (other !== slot) this.drainSoon(other)
    return error !== null
  }

  /** `forScreen`: the user looks at what it reads (scheduler/types.ts): ahead of the rest, with the larger share. */
  private runner(signal: AbortSignal, forScreen: boolean) {
    const { scheduler, accountId } = this.options
    return <T>(request: (signal?: AbortSignal) => Promise<T>): Promise<T> =>
      scheduler.run({ lane: 'idle', accountId, signal, forScreen }, request)
  }

  /** What a failed read means; answers the error to tell its waiters, or null for a read withdrawn. */
  private failed(read: Read, error: unknown): unknown {
    if (this.isDisposed || isCancellation(error)) return null
    const kind = error instanceof ApiError ? error.kind : 'server'
    const { connection } = this.options
    if (kind === 'network' || kind === 'timeout') connection.noteFailure(error)
    if (read.kind === 'account' && kind !== 'network' && kind !== 'timeout') this.planFailed = true
    if (kind === 'unauthorized' || kind === 'forbidden') {
      this.accessRefused(error)
      return error
    }
    const key = read.kind === 'account' ? 'account' : read.websiteId
    const waitMs = this.holds.failed(key, kind === 'not_found', Date.now())
    const what = read.kind === 'account' ? "the account's plan" : `the ${read.series} of website ${read.websiteId}`
    log.warn(`${what} could not be read (${kind}); asking again in ${Math.round(waitMs / 1000)} s`)
    return error
  }

  /**
   * The account's check says whether the whole API is refused — then the connection goes "not
   * online" until it is back, and the reading resumes by itself — or the statistics alone: then
   * they wait, longer each time.
   */
  private accessRefused(error: unknown): void {
    this.holds.refused()
    this.refused.fire(error instanceof ApiError ? error.message : '')
    inBackground(
      this.options.connection.checkAccess().then((works) => {
        const waitMs = this.holds.checked(works, Date.now())
        if (works)
          log.warn(
            `the statistics were refused while the rest of the API works; asking again in ${Math.round(waitMs / 1000)} s`,
          )
        this.kick()
      }),
      "checking the account's access",
      log,
    )
  }

  private withdrawAll(): void {
    for (const slot of this.slots) slot.inFlight?.controller.abort()
    for (const controller of this.rowReads) controller.abort()
    this.withdrawn.fire()
  }
}
