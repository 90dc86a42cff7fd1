/**
 * One account's visitor numbers kept fresh in the background (docs/architecture.md, "Visitors"):
 * the refresh plan says what to read next, each read goes out on the scheduler's idle lane —
 * after the user's clicks and the sweeps, within a fifth of the limit — one at a time, and what
 * comes back is kept on disk and judged for alerts. Nothing is read while the service is out of
 * reach, the computer asleep or the account's access refused (the engine says so), and a website
 * the service fails at waits longer each time. A 401 or 403 is the server's guard over every API
 * route — a refused key, a plan without the API — so it pauses the reading until the account's
 * access works again, and then it goes on by itself.
 */
import { ApiError, type StatsClient } from '../api'
import { createLogger, inBackground, RerunLoop, Timer } from '../base'
import { isCancellation, type RequestScheduler } from '../scheduler'
import type { Event } from '../../shared/base/event'
import { DisposableStore, type IDisposable } from '../../shared/base/lifecycle'
import type { AlertSettings } from '../../shared/settings'
import { CHART_DAYS, statsToday, type VisitorAlert, type VisitorsSeries } from '../../shared/visitors'
import { addDays } from '../../shared/stats'
import type { Website } from '../../shared/website'
import { reviewAlert } from './alert-watch'
import { cachedSeries } from './overview'
import { mergeFetched, planNext, type StatsFetch, type StatsTiming, type WantedWebsite } from './refresh-plan'
import type { CachedVisitors, StatsStore } from './stats-store'
import { t } from '../../shared/i18n'

const log = createLogger('stats')

/** The account's word on whether the service can be reached and grants it access (its sync engine says). */
export interface StatsConnection {
  readonly isOnline: boolean
  readonly onDidChange: Event<unknown>
  noteSuccess(): void
  noteFailure(error: unknown): void
  /**
   * Asks the service now whether the account's access works (true) or is refused (false, and `isOnline` says so until
   * it is back).
   */
  checkAccess(): Promise<boolean>
}

export interface StatsCacheOptions {
  accountId: string
  client: StatsClient
  scheduler: Pick<RequestScheduler, 'run'>
  store: StatsStore
  /** The account's websites now (the mirror). */
  websites(): readonly Website[]
  connection: StatsConnection
  settings(): AlertSettings
  timing: StatsTiming
  /** Numbers or alerts changed. */
  onChange(): void
  /** An alert to tell the user now. */
  onAlert(websiteId: string, alert: VisitorAlert): void
  /** Whether the plan's limit may have paused tracking: no website "went silent" then (plan-watch.ts). */
  silenceHeld?: () => boolean
}

/** The longest a website the service keeps failing at waits before it is asked again. */
const MAX_HOLD_MS = 60 * 60_000

export class StatsCache implements IDisposable {
  private readonly store = new DisposableStore()
  private readonly wake = this.store.add(new Timer())
  /** Websites the service failed at lately: not asked again before then. */
  private readonly held = new Map<string, { until: number; failures: number }>()
  private readonly loop = new RerunLoop(() => this.readAll(), 'reading visitor numbers', log)
  /**
   * Refused while the rest of the account's API works (a server that guards statistics alone):
   * every read waits, longer each time; until the account's check answers, it waits for that.
   */
  private refusedAlone = { until: 0, failures: 0 }
  /** "Refresh now": today's numbers read before this are due at once. */
  private refreshAskedAt = -Infinity
  /** Withdraws the background read waiting in the scheduler (or on the wire) when the service goes out of reach. */
  private reading: AbortController | null = null

  constructor(private readonly options: StatsCacheOptions) {
    this.store.add(
      options.connection.onDidChange(() => {
        if (!options.connection.isOnline) this.reading?.abort()
        this.kick()
      }),
    )
  }

  /** Something changed that may change what is wanted (favorites, websites, the settings): the plan is made again. */
  kick(): void {
    this.loop.kick()
  }

  /** "Refresh now", or a wake from sleep: every favorite's number is due again (read once started). */
  refreshNow(): void {
    this.refreshAskedAt = Date.now()
    this.held.clear()
  }

  /**
   * The alerts were turned on or their thresholds changed: what is cached for today is judged again now (what is wanted
   * changes at the next kick).
   */
  judgeAgain(): void {
    const today = statsToday(Date.now())
    const websites = new Map(this.options.websites().map((website) => [website.id, website]))
    for (const [websiteId, entry] of this.options.store.entries()) {
      const website = websites.get(websiteId)
      if (website) this.review(website, entry, today)
    }
  }

  /** A website's chart days: cached while current, else read now as the user's own request. */
  async series(websiteId: string): Promise<VisitorsSeries> {
    const { store, timing } = this.options
    const now = Date.now()
    const entry = store.get(websiteId)
    const current =
      entry &&
      entry.day === statsToday(now) &&
      entry.counts.length >= CHART_DAYS &&
      now - entry.readAt < timing.todayEveryMs
    const answer = (problem: string | null): VisitorsSeries => ({
      available: true,
      websiteId,
      visitors: cachedSeries(store, websiteId, timing.todayEveryMs),
      problem,
    })
    if (current) return answer(null)
    const today = statsToday(now)
    try {
      await this.read({ websiteId, from: addDays(today, 1 - CHART_DAYS), to: today, history: true }, 'interactive')
      return answer(null)
    } catch (error) {
      return answer(
        error instanceof ApiError && !isCancellation(error) ? error.message : t('visitors.errors.unreadable'),
      )
    }
  }

  dispose(): void {
    this.loop.stop()
    this.reading?.abort()
    this.store.dispose()
  }

  private async readAll(): Promise<void> {
    while (!this.loop.isStopped && this.options.connection.isOnline) {
      const holdUntil = this.refusedAlone.until
      if (holdUntil > Date.now()) {
        if (holdUntil !== Infinity) this.wake.schedule(holdUntil - Date.now(), () => this.kick())
        return
      }
      const plan = planNext({
        wanted: this.wanted(),
        cached: (id) => this.cached(id),
        heldUntil: (id) => this.held.get(id)?.until,
        now: Date.now(),
        timing: this.options.timing,
      })
      if (!plan.next) {
        if (plan.wakeAt !== null) this.wake.schedule(plan.wakeAt - Date.now(), () => this.kick())
        return
      }
      this.wake.cancel()
      const reading = (this.reading = new AbortController())
      await this.read(plan.next, 'idle', reading.signal).catch((error: unknown) =>
        this.failed(plan.next!.websiteId, error),
      )
      this.reading = null
    }
  }

  /** Favorites, and with alerts on every other website not turned off. */
  private wanted(): WantedWebsite[] {
    const alertsOn = this.options.settings().visitorAlerts
    const { store } = this.options
    return this.options
      .websites()
      .flatMap((website) =>
        website.favorite || (alertsOn && !store.isMuted(website.id))
          ? [{ websiteId: website.id, favorite: website.favorite }]
          : [],
      )
  }

  private cached(websiteId: string): CachedVisitors | undefined {
    const entry = this.options.store.get(websiteId)
    // At or before: a read that ended in the very millisecond "Refresh now" was asked had been sent before it.
    return entry && entry.readAt <= this.refreshAskedAt ? { ...entry, readAt: -Infinity } : entry
  }

  private async read(fetch: StatsFetch, lane: 'idle' | 'interactive', signal?: AbortSignal): Promise<void> {
    const { client, scheduler, accountId, store, connection } = this.options
    const run = <T>(request: (signal?: AbortSignal) => Promise<T>): Promise<T> =>
      scheduler.run({ lane, accountId, ...(signal && { signal }) }, request)
    const days = await client.dailySeries(
      fetch.websiteId,
      { name: 'visitors', from: fetch.from, to: fetch.to },
      { run },
    )
    if (this.loop.isStopped) return
    const now = Date.now()
    const entry = mergeFetched(
      store.get(fetch.websiteId),
      fetch,
      days.map((day) => day.count),
      now,
    )
    store.set(fetch.websiteId, entry)
    this.held.delete(fetch.websiteId)
    this.refusedAlone.failures = 0
    connection.noteSuccess()
    const website = this.options.websites().find((candidate) => candidate.id === fetch.websiteId)
    if (website) this.review(website, entry, statsToday(now))
    this.options.onChange()
  }

  private review(website: Website, entry: CachedVisitors, today: string): void {
    const createdDay =
      website.createdAt && /^\d{4}-\d{2}-\d{2}/.test(website.createdAt) ? website.createdAt.slice(0, 10) : null
    const alert = reviewAlert({
      store: this.options.store,
      websiteId: website.id,
      entry,
      createdDay,
      today,
      settings: this.options.settings(),
      silenceHeld: this.options.silenceHeld?.() ?? false,
    })
    if (alert) this.options.onAlert(website.id, alert)
  }

  /**
   * What a failed read means: out of reach (wait for the connection), the account's access refused (wait for it), or
   * try this website later.
   */
  private failed(websiteId: string, error: unknown): void {
    if (this.loop.isStopped || isCancellation(error)) return
    const kind = error instanceof ApiError ? error.kind : 'server'
    if (kind === 'network' || kind === 'timeout') this.options.connection.noteFailure(error)
    if (kind === 'forbidden' || kind === 'unauthorized') {
      this.accessRefused()
      return
    }
    const failures = (this.held.get(websiteId)?.failures ?? 0) + 1
    const waitMs =
      kind === 'not_found'
        ? this.options.timing.alertsEveryMs
        : Math.min(MAX_HOLD_MS, this.options.timing.todayEveryMs * 2 ** (failures - 1))
    this.held.set(websiteId, { until: Date.now() + waitMs, failures })
    log.warn(
      `the visitors of website ${websiteId} could not be read (${kind}); asking again in ${Math.round(waitMs / 1000)} s`,
    )
  }

  /**
   * The account's check says whether the whole API is refused — then the connection goes
   * "not online" until it is back, and the reading resumes by itself — or the statistics alone:
   * then they wait, longer each time, so a server that guards them alone is not asked in a loop.
   */
  private accessRefused(): void {
    const failures = this.refusedAlone.failures + 1
    this.refusedAlone = { until: Infinity, failures }
    inBackground(
      this.options.connection.checkAccess().then((works) => {
        const waitMs = Math.min(MAX_HOLD_MS, this.options.timing.todayEveryMs * 2 ** (failures - 1))
        this.refusedAlone = { until: works ? Date.now() + waitMs : 0, failures }
        if (works)
          log.warn(
            `the visitor numbers were refused while the rest of the API works; asking again in ${Math.round(waitMs / 1000)} s`,
          )
        this.kick()
      }),
      "checking the account's access",
      log,
    )
  }
}
