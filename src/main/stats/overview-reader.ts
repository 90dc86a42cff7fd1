/**
 * Reads the overview's days for one account (docs/architecture.md, "Overview"): for each website
 * in the reading order, its last OVERVIEW_DAYS of visitors and then of pageviews — one request
 * each, the series fits one page — and, once a day, yesterday's hours of both (one request each,
 * from=to=yesterday: what today so far is compared with), one website at a time, so that the
 * user's clicks always find the lanes free. The first websites go on the interactive lane, the
 * rest on the idle lane, inside the statistics budget (a fifth of the limit, four fifths while the
 * overview is on screen). Out of reach, it stops and goes on when the connection is back; a refused
 * key stops it with the service's word; a website the service fails at is left unread (never
 * counted as read) and the others go on.
 */
import { ApiError, type StatsClient, type StatsRequestOptions } from '../api'
import { createLogger, inBackground, Timer } from '../base'
import { isCancellation, type RequestScheduler } from '../scheduler'
import { DisposableStore, type IDisposable } from '../../shared/base/lifecycle'
import { t } from '../../shared/i18n'
import { OVERVIEW_DAYS } from '../../shared/overview'
import { hoursOfRows, type DayHours } from '../../shared/overview-periods'
import { addDays } from '../../shared/stats'
import { statsToday } from '../../shared/visitors'
import type { ReadingOrder } from './overview-order'
import type { OverviewStore } from './overview-store'
import type { StatsConnection } from './stats-cache'

const log = createLogger('overview')
/** The window and the tray hear of new days at most this often while a long reading goes on. */
const CHANGE_EVERY_MS = 250

export interface OverviewReaderOptions {
  accountId: string
  client: StatsClient
  scheduler: Pick<RequestScheduler, 'run'>
  store: OverviewStore
  connection: StatsConnection
  onChange(): void
}

type Lane = 'interactive' | 'idle'

export class OverviewReader implements IDisposable {
  private readonly disposables = new DisposableStore()
  private readonly changed = this.disposables.add(new Timer())
  private queue: Array<{ websiteId: string; lane: Lane }> = []
  private inFlight: string | null = null
  private running = false
  private stopped = false
  private reading: AbortController | null = null
  /** Why the last reading stopped short (said for the user), or null. */
  problem: string | null = null

  constructor(private readonly options: OverviewReaderOptions) {
    this.disposables.add(
      options.connection.onDidChange(() => {
        if (!options.connection.isOnline) this.reading?.abort()
        else this.kick()
      }),
    )
  }

  /** Reads these websites, in this order, instead of what was waiting. */
  read(order: ReadingOrder): void {
    this.problem = null
    this.queue = [
      ...order.first.map((websiteId) => ({ websiteId, lane: 'interactive' as const })),
      ...order.rest.map((websiteId) => ({ websiteId, lane: 'idle' as const })),
    ].filter((entry) => entry.websiteId !== this.inFlight)
    this.kick()
  }

  /** Websites waiting to be read, or on their way. */
  pending(): ReadonlySet<string> {
    const ids = new Set(this.queue.map((entry) => entry.websiteId))
    if (this.inFlight !== null) ids.add(this.inFlight)
    return ids
  }

  get busy(): boolean {
    return this.queue.length > 0 || this.inFlight !== null
  }

  dispose(): void {
    this.stopped = true
    this.queue = []
    this.reading?.abort()
    this.disposables.dispose()
  }

  private kick(): void {
    if (this.running || this.stopped || this.queue.length === 0) return
    inBackground(this.loop(), 'reading the overview', log)
  }

  private async loop(): Promise<void> {
    this.running = true
    try {
      while (!this.stopped && this.options.connection.isOnline && this.queue.length > 0) {
        const next = this.queue.shift()!
        this.inFlight = next.websiteId
        const reading = (this.reading = new AbortController())
        const goOn = await this.readOne(next.websiteId, next.lane, reading.signal).then(
          () => true,
          (error: unknown) => this.failed(next, error),
        )
        this.inFlight = null
        this.reading = null
        this.announce()
        if (!goOn) return
      }
    } finally {
      this.running = false
    }
  }

  private async readOne(websiteId: string, lane: Lane, signal: AbortSignal): Promise<void> {
    const { client, scheduler, accountId, store } = this.options
    const run = <T>(request: (signal?: AbortSignal) => Promise<T>): Promise<T> =>
      scheduler.run({ lane, accountId, signal }, request)
    const to = statsToday(Date.now())
    const from = addDays(to, 1 - OVERVIEW_DAYS)
    const visitors = await client.dailySeries(websiteId, { name: 'visitors', from, to }, { run })
    const pageviews = await client.dailySeries(websiteId, { name: 'pageviews', from, to }, { run })
    // Today's numbers are today's as of now: yesterday is cut at this moment's time of day.
    const readAt = Date.now()
    const kept = store.get(websiteId)?.yesterday
    const yesterday = addDays(to, -1)
    const hours = kept?.day === yesterday ? kept : await this.dayHours(websiteId, yesterday, run)
    if (this.stopped) return
    store.set(websiteId, {
      day: to,
      visitors: visitors.map((day) => day.count),
      pageviews: pageviews.map((day) => day.count),
      readAt,
      yesterday: hours,
    })
    this.options.connection.noteSuccess()
  }

  /** A past day's hours, both series: one request each (24 rows), kept for good since that day never changes. */
  private async dayHours(websiteId: string, day: string, run: StatsRequestOptions['run']): Promise<DayHours> {
    const { client } = this.options
    const read = async (name: 'visitors_hour' | 'pageviews_hour'): Promise<number[]> =>
      hoursOfRows((await client.stats(websiteId, { name, from: day, to: day, perPage: 100 }, { run })).rows)
    const visitors = await read('visitors_hour')
    return { day, visitors, pageviews: await read('pageviews_hour') }
  }

  /** Whether to go on with the next website after a failed one. */
  private failed(entry: { websiteId: string; lane: Lane }, error: unknown): boolean {
    if (this.stopped) return false
    const kind = error instanceof ApiError ? error.kind : 'server'
    if (isCancellation(error) || kind === 'network' || kind === 'timeout') {
      // Out of reach: this website goes first once the connection is back.
      this.queue.unshift(entry)
      if (!isCancellation(error)) this.options.connection.noteFailure(error)
      return false
    }
    if (kind === 'rate_limited') {
      // The user's lane could not wait that long (the limit spent elsewhere): it waits its turn on the idle lane.
      this.queue.push({ ...entry, lane: 'idle' })
      return true
    }
    if (kind === 'unauthorized' || kind === 'forbidden') {
      this.problem = error instanceof ApiError ? error.message : t('overview.errors.unreadable')
      this.queue = []
      return false
    }
    log.warn(`the overview of website ${entry.websiteId} could not be read (${kind}); it stays unread`)
    return true
  }

  /** Coalesced: a reading of 500 websites tells the window a few times a second at most. */
  private announce(): void {
    if (!this.busy) {
      this.changed.cancel()
      this.options.onChange()
    } else if (!this.changed.isScheduled) this.changed.schedule(CHANGE_EVERY_MS, () => this.options.onChange())
  }
}
