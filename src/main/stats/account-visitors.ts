/**
 * An account's visitors: its numbers on disk, always there to be shown (the tray has them at
 * start-up, before any request and without a key), and the cache that keeps them fresh while
 * the account has a usable key. Variant A has no statistics: nothing is kept, nothing is ever
 * asked, and the overview says they are not available.
 */
import { createAccountPlanClient, createStatsClient, type FetchFunction } from '../api'
import type { AccountLocation } from '../mirror'
import type { RequestScheduler } from '../scheduler'
import type { AlertSettings } from '../../shared/settings'
import { statsToday, type VisitorAlert, type VisitorsOverview, type VisitorsSeries } from '../../shared/visitors'
import type { Variant, Website } from '../../shared/website'
import { profileOf } from '../../shared/variant-profile'
import { cachedSeries, visitorsOverview } from './overview'
import { AccountOverviewPart } from './overview-account'
import type { StatsTiming } from './refresh-plan'
import { StatsCache, type StatsConnection } from './stats-cache'
import type { StatsAccess } from './insights'
import { HourWatch } from './hour-watch'
import type { ThisHourVisitors } from '../../shared/insights'
import type { IDisposable } from '../../shared/base/lifecycle'
import { openStatsStore, type StatsStore } from './stats-store'
import { AccountPlanLimits } from './plan-limits'

export interface VisitorsEnvironment {
  timing: StatsTiming
  timeoutMs: number | undefined
  fetch: FetchFunction
  settings(): AlertSettings
  /** The account's numbers or alerts changed. */
  changed(): void
  /** An alert to tell the user. */
  alert(websiteId: string, alert: VisitorAlert): void
  /** The plan or this month's pageviews changed (plan-limits.ts). */
  planChanged?(): void
  /** This month's pageviews reached the plan's limit: tracking is paused (told once a month). */
  planPaused?(limit: number): void
  /** The account's overview days changed, or how far their reading got (issue 33). */
  overviewChanged(): void
}

export interface VisitorsConnection {
  baseUrl: string
  apiKey: string
  scheduler: RequestScheduler
  connection: StatsConnection
}

export class AccountVisitors {
  private cache: StatsCache | null = null
  /** The statistics section's way to the service (issue 33): the cache's client and scheduler, while there is a key. */
  private reading: (Omit<StatsAccess, 'isOnline'> & { connection: StatsConnection }) | null = null
  /** Nothing is read before the account starts syncing (the shell shows what is on disk first). */
  private started = false
  /** issue 33: the favorites' visitors this hour for the tray, read with their other numbers (variant B). */
  private readonly hours: HourWatch | null
  private hoursOnline: IDisposable | null = null

  private constructor(
    private readonly accountId: string,
    private readonly store: StatsStore | null,
    private readonly websites: () => readonly Website[],
    private readonly env: VisitorsEnvironment,
    /** The plan's limits (issue 33), variant B only. */
    readonly plan: AccountPlanLimits,
    /** Every website's days for the overview (issue 33). */
    readonly overviewPart: AccountOverviewPart,
  ) {
    plan.onSilenceReleased = () => this.cache?.judgeAgain()
    this.hours = store
      ? new HourWatch({
          access: () => this.access(),
          favorites: () => websites().flatMap((website) => (website.favorite ? [website.id] : [])),
          changed: () => env.changed(),
          everyMs: env.timing.todayEveryMs,
          ready: () => this.favoritesCurrent(),
        })
      : null
  }

  static async open(
    location: AccountLocation,
    variant: Variant,
    websites: () => readonly Website[],
    env: VisitorsEnvironment,
  ): Promise<AccountVisitors> {
    const store = profileOf(variant).hasStatistics ? await openStatsStore(location) : null
    const plan = await AccountPlanLimits.open(location, store, websites, env)
    const overviewPart = await AccountOverviewPart.open(location, variant, websites, () => env.overviewChanged())
    return new AccountVisitors(location.accountId, store, websites, env, plan, overviewPart)
  }

  /** A usable key: the cache may read (once started). Replaces the cache of an earlier key. */
  attach(connection: VisitorsConnection): void {
    this.detach()
    const { store, env } = this
    if (!store) return
    const { scheduler } = connection
    const client = createStatsClient({
      baseUrl: connection.baseUrl,
      variant: 'B',
      apiKey: connection.apiKey,
      ...(env.timeoutMs !== undefined && { timeoutMs: env.timeoutMs }),
      fetch: env.fetch,
      onResponse: (info) => scheduler.observe(info),
    })
    this.reading = { accountId: this.accountId, client, scheduler, connection: connection.connection }
    this.hoursOnline = connection.connection.onDidChange(() => this.kick())
    this.cache = new StatsCache({
      accountId: this.accountId,
      client,
      scheduler,
      store,
      websites: this.websites,
      connection: connection.connection,
      settings: env.settings,
      timing: env.timing,
      onChange: () => {
        env.changed()
        // The favorites' days come first; their hour follows once they are in.
        this.hours?.kick()
      },
      onAlert: env.alert,
      silenceHeld: () => this.plan.silenceHeld(),
    })
    this.plan.attach({
      scheduler,
      connection: connection.connection,
      stats: client,
      account: createAccountPlanClient({
        baseUrl: connection.baseUrl,
        apiKey: connection.apiKey,
        ...(env.timeoutMs !== undefined && { timeoutMs: env.timeoutMs }),
        fetch: env.fetch,
        onResponse: (info) => scheduler.observe(info),
      }),
    })
    this.overviewPart.attach(client, scheduler, connection.connection)
  }

  detach(): void {
    this.plan.detach()
    this.overviewPart.detach()
    this.cache?.dispose()
    this.cache = null
    this.reading = null
    this.hoursOnline?.dispose()
    this.hoursOnline = null
  }

  /** Every favorite's number for today is in and current: the idle lane's budget went to them first. */
  private favoritesCurrent(): boolean {
    const { store, env } = this
    if (!store) return false
    const now = Date.now()
    return this.websites().every((website) => {
      if (!website.favorite) return true
      const entry = store.get(website.id)
      return entry !== undefined && entry.day === statsToday(now) && now - entry.readAt < env.timing.todayEveryMs
    })
  }

  /** A favorite's visitors this hour and the same hour yesterday, while it is this hour (the tray's line). */
  thisHour(websiteId: string): ThisHourVisitors | undefined {
    return this.hours?.get(websiteId)
  }

  /** How the statistics section reads now (null: variant A, or no usable key). */
  access(): StatsAccess | null {
    const reading = this.reading
    if (!reading) return null
    const { connection, ...rest } = reading
    return {
      ...rest,
      get isOnline() {
        return connection.isOnline
      },
    }
  }

  /** Starts (or goes on) reading; what is due goes first. */
  start(): void {
    this.started = true
    this.plan.kick()
    this.cache?.kick()
    this.hours?.kick()
  }

  private kick(): void {
    if (!this.started) return
    this.cache?.kick()
    this.plan.kick()
    this.hours?.kick()
  }

  /** The websites changed (a favorite, a sweep): the plan is made again, and numbers of deleted websites go. */
  websitesChanged(complete: boolean): void {
    if (complete && this.store) {
      const ids = new Set(this.websites().map((website) => website.id))
      this.store.prune((websiteId) => ids.has(websiteId))
      this.plan.prune(ids)
    }
    this.overviewPart.websitesChanged(complete)
    this.kick()
  }

  settingsChanged(): void {
    this.cache?.judgeAgain()
    this.env.changed()
    this.kick()
  }

  refreshNow(): void {
    this.cache?.refreshNow()
    this.plan.refreshNow()
    this.kick()
  }

  overview(): VisitorsOverview {
    return visitorsOverview({
      accountId: this.accountId,
      store: this.store,
      websites: this.websites(),
      settings: this.env.settings(),
      freshForMs: this.env.timing.todayEveryMs,
    })
  }

  async series(websiteId: string, keyProblem: string | null): Promise<VisitorsSeries> {
    if (this.cache) return this.cache.series(websiteId)
    const available = this.store !== null
    return {
      available,
      websiteId,
      visitors: cachedSeries(this.store, websiteId, this.env.timing.todayEveryMs),
      problem: available ? keyProblem : null,
    }
  }

  setAlerts(websiteId: string, on: boolean): void {
    if (!this.store) return
    this.store.setMuted(websiteId, !on)
    if (!on) this.store.setAlert(websiteId, null)
    this.settingsChanged()
  }

  async close(): Promise<void> {
    this.detach()
    this.hours?.dispose()
    await Promise.all([this.store?.close(), this.plan.close(), this.overviewPart.close()])
  }
}
