/**
 * An account's visitors: its numbers on disk, always there to be shown (the tray has them at
 * start-up, before any request and without a key), and the cache that keeps them fresh while
 * the account has a usable key. Variant A has no statistics: nothing is kept, nothing is ever
 * asked, and the overview says they are not available.
 */
import { createStatsClient, type FetchFunction } from '../api'
import type { AccountLocation } from '../mirror'
import type { RequestScheduler } from '../scheduler'
import type { AlertSettings } from '../../shared/settings'
import type { VisitorAlert, VisitorsOverview, VisitorsSeries } from '../../shared/visitors'
import type { Variant, Website } from '../../shared/website'
import { profileOf } from '../../shared/variant-profile'
import { cachedSeries, visitorsOverview } from './overview'
import { AccountOverviewPart } from './overview-account'
import type { StatsTiming } from './refresh-plan'
import { StatsCache, type StatsConnection } from './stats-cache'
import { openStatsStore, type StatsStore } from './stats-store'

export interface VisitorsEnvironment {
  timing: StatsTiming
  timeoutMs: number | undefined
  fetch: FetchFunction
  settings(): AlertSettings
  /** The account's numbers or alerts changed. */
  changed(): void
  /** An alert to tell the user. */
  alert(websiteId: string, alert: VisitorAlert): void
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
  /** Nothing is read before the account starts syncing (the shell shows what is on disk first). */
  private started = false

  private constructor(
    private readonly accountId: string,
    private readonly store: StatsStore | null,
    private readonly websites: () => readonly Website[],
    private readonly env: VisitorsEnvironment,
    /** Every website's days for the overview (issue 33). */
    readonly overviewPart: AccountOverviewPart,
  ) {}

  static async open(
    location: AccountLocation,
    variant: Variant,
    websites: () => readonly Website[],
    env: VisitorsEnvironment,
  ): Promise<AccountVisitors> {
    const store = profileOf(variant).hasStatistics ? await openStatsStore(location) : null
    const overviewPart = await AccountOverviewPart.open(location, variant, websites, () => env.overviewChanged())
    return new AccountVisitors(location.accountId, store, websites, env, overviewPart)
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
    this.cache = new StatsCache({
      accountId: this.accountId,
      client,
      scheduler,
      store,
      websites: this.websites,
      connection: connection.connection,
      settings: env.settings,
      timing: env.timing,
      onChange: env.changed,
      onAlert: env.alert,
    })
    this.overviewPart.attach(client, scheduler, connection.connection)
  }

  detach(): void {
    this.overviewPart.detach()
    this.cache?.dispose()
    this.cache = null
  }

  /** Starts (or goes on) reading; what is due goes first. */
  start(): void {
    this.started = true
    this.cache?.kick()
  }

  private kick(): void {
    if (this.started) this.cache?.kick()
  }

  /** The websites changed (a favorite, a sweep): the plan is made again, and numbers of deleted websites go. */
  websitesChanged(complete: boolean): void {
    if (complete && this.store) {
      const ids = new Set(this.websites().map((website) => website.id))
      this.store.prune((websiteId) => ids.has(websiteId))
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
    await Promise.all([this.store?.close(), this.overviewPart.close()])
  }
}
