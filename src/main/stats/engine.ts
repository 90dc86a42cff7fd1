/**
 * One account's statistics engine (variant B; docs/architecture.md, "The statistics engine"):
 * the book and the notes on disk (statistics-file.ts), always there to be shown; the demands its
 * consumers register — the favorites, the alerts and the plan once the account syncs
 * (standing-demands.ts), the overview once opened (overview-reading.ts), the user's own reads
 * (on-demand.ts); and, while the account has a usable key, the one reader that reads what the
 * planner says is due. What the book holds is shown through the views (views/). Each change is
 * told through an event of the part that changed; the services forward them to the window and
 * the tray.
 */
import { createAccountPlanClient, createStatsClient, type FetchFunction, type StatsClient } from '../api'
import type { AccountLocation } from '../mirror'
import type { CoalescedWrite } from '../storage'
import type { RequestScheduler } from '../scheduler'
import type { Event } from '../../shared/base/event'
import { Disposable, MutableDisposable } from '../../shared/base/lifecycle'
import { t } from '../../shared/i18n'
import {
  periodRange,
  type Breakdown,
  type InsightPeriod,
  type ThisHour,
  type ThisHourVisitors,
} from '../../shared/insights'
import { OVERVIEW_DAYS, type AccountOverview } from '../../shared/overview'
import { websiteLimitReached, type PlanUsage } from '../../shared/plan'
import type { AlertSettings } from '../../shared/settings'
import { addDays, dayNumber, dayOfNumber, type StatName } from '../../shared/stats'
import {
  CHART_DAYS,
  statsToday,
  type VisitorAlert,
  type VisitorsOverview,
  type VisitorsSeries,
} from '../../shared/visitors'
import type { Website } from '../../shared/website'
import { AccountNotes } from './account-notes'
import { Book } from './book'
import { DemandSet, type DaysDemand, type HoursDemand } from './demands'
import { OnDemand, problemOf } from './on-demand'
import { readingOrder } from './overview-order'
import { OverviewReading } from './overview-reading'
import { dueOf, rangeOf } from './planner'
import { Reactions } from './reactions'
import { StatisticsReader, type StatsConnection } from './reader'
import { StandingDemands } from './standing-demands'
import { loadStatistics, statisticsWriter } from './statistics-file'
import { INSIGHTS_FRESH_MS, type StatsTiming } from './timing'
import { thisHour, trayHour } from './views/hours'
import { accountOverview, overviewSummary, type OverviewInput } from './views/overview'
import { planUsage, serverIds } from './views/plan'
import { chartSeries, visitorsOverview } from './views/visitors'

export interface EngineEnvironment {
  timing: StatsTiming
  timeoutMs: number | undefined
  fetch: FetchFunction
  settings(): AlertSettings
  /** Why nothing can be read (no usable key), in the user's words. */
  noAccess(): string
}

export interface EngineConnection {
  baseUrl: string
  apiKey: string
  scheduler: RequestScheduler
  connection: StatsConnection
}

/** How an export reads: the account's client and scheduler while it has a usable key. */
export interface StatsAccess {
  accountId: string
  client: StatsClient
  scheduler: Pick<RequestScheduler, 'run'>
}

export class StatisticsEngine extends Disposable {
  private readonly demands = this._register(new DemandSet())
  private readonly reader = this._register(new MutableDisposable<StatisticsReader>())
  private readonly standing: StandingDemands
  private readonly overviewReading: OverviewReading
  private readonly onDemand: OnDemand
  private readonly reactions: Reactions
  private exportAccess: StatsAccess | null = null

  private constructor(
    readonly accountId: string,
    private readonly book: Book,
    private readonly notes: AccountNotes,
    private readonly writer: CoalescedWrite,
    private readonly websites: () => readonly Website[],
    private readonly env: EngineEnvironment,
  ) {
    super()
    this._register(book)
    this._register(book.onDidChange(() => writer.changed()))
    const { demands } = this
    this.standing = this._register(
      new StandingDemands({ demands, notes, websites, settings: env.settings, timing: env.timing }),
    )
    this.overviewReading = this._register(new OverviewReading(demands))
    this.onDemand = new OnDemand({
      book,
      demands,
      reader: () => this.reader.value ?? null,
      noAccess: env.noAccess,
      accountReadAt: () => notes.plan.readAt,
    })
    this.reactions = this._register(
      new Reactions({
        book,
        notes,
        websites,
        settings: env.settings,
        plan: (now) => this.plan(now),
        planFailed: () => this.reader.value?.planFailed ?? false,
        limitChanged: () => this.standing.update(),
      }),
    )
  }

  /** The favorites' numbers, their hour or the alerts changed. */
  get onDidChangeVisitors(): Event<void> {
    return this.reactions.onDidChangeVisitors
  }

  /** The overview's days or how far their reading got changed (at most four times a second). */
  get onDidChangeOverview(): Event<void> {
    return this.reactions.onDidChangeOverview
  }

  /** The plan or this month's pageviews changed. */
  get onDidChangePlan(): Event<void> {
    return this.reactions.onDidChangePlan
  }

  /** An alert to tell the user now. */
  get onAlert(): Event<{ websiteId: string; alert: VisitorAlert }> {
    return this.reactions.onAlert
  }

  /** This month's pageviews reached the plan's limit (its number): told once a month. */
  get onPlanPaused(): Event<number> {
    return this.reactions.onPlanPaused
  }

  static async open(
    location: AccountLocation,
    websites: () => readonly Website[],
    env: EngineEnvironment,
  ): Promise<StatisticsEngine> {
    const { content, file } = await loadStatistics(location)
    const book = new Book(content.book)
    // The notes are written with the book: the writer's snapshot reads both, so it is made once both exist.
    const changes = { writer: null as CoalescedWrite | null }
    const notes = new AccountNotes(content.notes, () => changes.writer?.changed())
    changes.writer = statisticsWriter(file, () => ({ book: book.content(), notes: notes.content() }))
    return new StatisticsEngine(location.accountId, book, notes, changes.writer, websites, env)
  }

  /** A usable key: the reader reads what is due (the plan at once). Replaces the reader of an earlier key. */
  attach(connection: EngineConnection): void {
    const { scheduler } = connection
    const endpoint = {
      baseUrl: connection.baseUrl,
      apiKey: connection.apiKey,
      ...(this.env.timeoutMs !== undefined && { timeoutMs: this.env.timeoutMs }),
      fetch: this.env.fetch,
      onResponse: scheduler.observe,
    }
    const client = createStatsClient({ ...endpoint, variant: 'B' })
    const reader = new StatisticsReader({
      accountId: this.accountId,
      client,
      account: createAccountPlanClient(endpoint),
      scheduler,
      connection: connection.connection,
      book: this.book,
      notes: this.notes,
      demands: this.demands,
      timing: this.env.timing,
      keepFrom: (websiteId, series) => this.keepFrom(websiteId, series),
      keepHoursFrom: () => addDays(statsToday(Date.now()), -1),
    })
    reader.onDidRead(({ read }) => {
      if (read.kind === 'account') this.reactions.planRead()
      this.reactions.overviewMoved()
    })
    reader.onDidRefuse((message) => {
      this.overviewReading.stop(message || t('overview.errors.unreadable'))
      this.reactions.overviewMoved()
    })
    this.reader.value = reader
    this.exportAccess = { accountId: this.accountId, client, scheduler }
    this.onDemand.forget()
    this.standing.connected(Date.now())
    reader.kick()
  }

  detach(): void {
    this.reader.clear()
    this.exportAccess = null
  }

  /** The account syncs: the favorites, the alerts and the plan are read from now on. */
  start(): void {
    this.standing.start()
  }

  /** The websites changed (a favorite, a sweep): the demands follow, and what deleted websites had goes. */
  websitesChanged(complete: boolean): void {
    if (complete) {
      const ids = new Set(this.websites().map((website) => website.id))
      if (this.book.prune((id) => ids.has(id))) this.reactions.overviewMoved()
      this.notes.prune((id) => ids.has(id))
    }
    this.standing.update()
  }

  /** The alerts' settings changed: what is kept is judged again, and other websites are read or no longer. */
  settingsChanged(): void {
    this.standing.update()
    this.reactions.alertsChanged()
  }

  /** "Refresh now", a wake from sleep: the favorites' numbers and the plan are read again. */
  refreshNow(): void {
    this.reader.value?.refreshNow()
    this.standing.refreshNow(Date.now())
  }

  setAlerts(websiteId: string, on: boolean): void {
    this.notes.setMuted(websiteId, !on)
    if (!on) this.notes.setAlert(websiteId, null)
    this.settingsChanged()
  }

  visitors(): VisitorsOverview {
    const { env } = this
    const input = { accountId: this.accountId, book: this.book, notes: this.notes, websites: this.websites() }
    return visitorsOverview({ ...input, settings: env.settings(), freshForMs: env.timing.todayEveryMs })
  }

  /** A website's chart days: from the book while current, else read now as the user's own request. */
  async series(websiteId: string): Promise<VisitorsSeries> {
    const freshForMs = this.env.timing.todayEveryMs
    const demand: DaysDemand = {
      kind: 'days',
      websiteId,
      series: 'visitors',
      days: { last: CHART_DAYS },
      fresh: { everyMs: freshForMs },
      lane: 'interactive',
    }
    try {
      await this.onDemand.ensure([demand])
      return chartSeries(this.book, websiteId, freshForMs, null)
    } catch (error) {
      return chartSeries(this.book, websiteId, freshForMs, problemOf(error, t('visitors.errors.unreadable')))
    }
  }

  /** The overview was opened: what is missing or old is read, favorites and recently opened websites first. */
  openOverview(recentScore: (websiteId: string) => number | undefined): void {
    this.overviewReading.open(readingOrder(this.websites(), recentScore), Date.now())
    this.reactions.overviewMoved()
  }

  /** The overview is on screen, or no longer: its reads go faster meanwhile. */
  overviewOnScreen(shown: boolean): void {
    this.overviewReading.onScreen(shown)
  }

  overview(): AccountOverview {
    return accountOverview(this.overviewInput())
  }

  /** The days read only, with the account's count of websites: what the tray's tooltip sums. */
  overviewSummary(): AccountOverview {
    return overviewSummary(this.overviewInput())
  }

  plan(now = Date.now()): PlanUsage {
    return planUsage(this.accountId, this.notes.plan, this.book, serverIds(this.websites().map((w) => w.id)), now)
  }

  /** The plan's `data_export`; undefined while the plan was not read. */
  exportAllowed(): boolean | undefined {
    return this.notes.plan.plan?.features.dataExport
  }

  /** The plan's website limit when the account already has that many websites (the mirror's count), else null. */
  websiteLimitReached(): number | null {
    return websiteLimitReached(this.notes.plan.plan, this.websites().length)
  }

  /** A favorite's visitors this hour and the same hour yesterday, while it is this hour (the tray's line). */
  trayHour(websiteId: string): ThisHourVisitors | undefined {
    return trayHour(this.book, websiteId, Date.now())
  }

  /** A website's visitors and pageviews this hour, for its editor: from the book while current, else read now. */
  async thisHour(websiteId: string): Promise<ThisHour> {
    const fresh = { everyMs: INSIGHTS_FRESH_MS }
    const hours = (series: HoursDemand['series'], day: HoursDemand['day']): HoursDemand => ({
      kind: 'hours',
      websiteId,
      series,
      day,
      fresh,
      lane: 'interactive',
    })
    await this.onDemand.ensure([
      hours('visitors_hour', 'today'),
      hours('pageviews_hour', 'today'),
      hours('visitors_hour', 'yesterday'),
      hours('pageviews_hour', 'yesterday'),
    ])
    const answer = thisHour(this.book, websiteId, Date.now())
    if (!answer) throw new Error('this hour was read, but not found in the book')
    return answer
  }

  breakdown(websiteId: string, name: StatName, period: InsightPeriod): Promise<Breakdown> {
    return this.onDemand.breakdown(websiteId, name, period, periodRange(period, statsToday(Date.now())))
  }

  /** How an export reads; throws why it cannot (no usable key, offline) before anything is sent. */
  usableAccess(): StatsAccess {
    this.onDemand.usableReader()
    return this.exportAccess!
  }

  /** Stops reading and writes what is waiting; never rejects. */
  async close(): Promise<void> {
    this.dispose()
    await this.writer.close().catch(() => undefined)
  }

  private overviewInput(): OverviewInput {
    return {
      accountId: this.accountId,
      book: this.book,
      websites: this.websites(),
      pending: this.overviewPending(Date.now()),
      problem: this.overviewReading.problem,
    }
  }

  /** Websites the overview still waits for: wanted and not current, unless held back after a failure (or no key). */
  private overviewPending(now: number): Set<string> {
    const reader = this.reader.value
    const pending = new Set<string>()
    if (!reader) return pending
    const input = { book: this.book, accountReadAt: this.notes.plan.readAt, now }
    for (const [websiteId, demands] of this.overviewReading.demandsByWebsite()) {
      if ((reader.heldUntil(websiteId) ?? -Infinity) > now) continue
      if (demands.some((demand) => dueOf(demand, input) <= now)) pending.add(websiteId)
    }
    return pending
  }

  /** The first day worth keeping: the widest demand's, at least the overview's days. */
  private keepFrom(websiteId: string, series: 'visitors' | 'pageviews'): string {
    const today = dayNumber(statsToday(Date.now()))
    let first = today + 1 - OVERVIEW_DAYS
    for (const demand of this.demands.all())
      if (demand.kind === 'days' && demand.websiteId === websiteId && demand.series === series)
        first = Math.min(first, rangeOf(demand, today).from)
    return dayOfNumber(first)
  }
}
