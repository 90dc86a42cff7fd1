/**
 * One account's statistics engine (variant B; docs/architecture.md, "The statistics engine"):
 * the book and the notes on disk (statistics-file.ts), always there to be shown; the demands its
 * consumers register — the favorites, the alerts and the plan once the account syncs
 * (standing-demands.ts), the overview once opened (overview-reading.ts), the user's own reads
 * (on-demand.ts); and, while the account has a usable key, the one reader (reader.ts) that reads
 * what the planner says is due. What the book holds is shown through the views (views/); what
 * follows from a change, and the events that say so, are reactions.ts'.
 */
import type { FetchFunction } from '../api'
import type { AccountLocation } from '../mirror'
import type { CoalescedWrite } from '../storage'
import type { RequestScheduler } from '../scheduler'
import type { Event } from '../../shared/base/event'
import { Disposable, MutableDisposable } from '../../shared/base/lifecycle'
import { t } from '../../shared/i18n'
import type { Breakdown, InsightPeriod, ThisHour, ThisHourVisitors } from '../../shared/statistics/insights'
import type { AccountOverview } from '../../shared/overview'
import { websiteLimitReached, type PlanUsage } from '../../shared/plan'
import type { AlertSettings } from '../../shared/settings'
import type { StatName } from '../../shared/statistics/series'
import type { VisitorAlert, VisitorsOverview, VisitorsSeries } from '../../shared/visitors'
import type { Website } from '../../shared/website'
import { AccountNotes } from './account-notes'
import { Book } from './book'
import { DemandSet } from './demands'
import { OnDemand } from './on-demand'
import { readingOrder } from './overview-order'
import { OverviewReading, type PendingInput } from './overview-reading'
import { Reactions } from './reactions'
import type { StatsConnection } from './connection'
import type { StatisticsReader } from './reader'
import { createReader } from './reader-endpoint'
import { StandingDemands } from './standing-demands'
import { loadStatistics, statisticsWriter } from './statistics-file'
import type { StatsTiming } from './timing'
import { trayHour } from './views/hours'
import { accountOverview, overviewSummary, type OverviewInput } from './views/overview'
import { planUsage, serverIds } from './views/plan'
import { visitorsOverview } from './views/visitors'
import { WebsiteStatistics } from './website-statistics'

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
export type StatsAccess = StatisticsReader['exportAccess']

export class StatisticsEngine extends Disposable {
  private readonly demands = this._register(new DemandSet())
  private readonly reader = this._register(new MutableDisposable<StatisticsReader>())
  private readonly standing: StandingDemands
  private readonly overviewReading: OverviewReading
  private readonly onDemand: OnDemand
  private readonly reactions: Reactions
  /** A website's statistics view: any period, compared, its lists and goals. */
  readonly website: WebsiteStatistics

  private constructor(
    readonly accountId: string,
    private readonly book: Book,
    private readonly notes: AccountNotes,
    private readonly writer: CoalescedWrite,
    private readonly websites: () => readonly Website[],
    private readonly env: EngineEnvironment,
  ) {
    super()
    const { demands } = this
    this._register(book)
    this._register(
      book.onDidChange(({ websiteId }) => {
        writer.changed()
        if (this.overviewReading.isReading) this.overviewReading.recheck(websiteId, this.pendingInput())
      }),
    )
    this.standing = this._register(
      new StandingDemands({ demands, notes, websites, settings: env.settings, timing: env.timing }),
    )
    this.overviewReading = this._register(new OverviewReading(demands))
    const reader = (): StatisticsReader | null => this.reader.value ?? null
    const accountReadAt = (): number | null => notes.plan.readAt
    this.onDemand = new OnDemand({ book, demands, reader, noAccess: env.noAccess, accountReadAt })
    const usableReader = (): StatisticsReader => this.onDemand.usableReader()
    this.website = this._register(
      new WebsiteStatistics({
        book,
        demands,
        notes,
        accountId,
        todayEveryMs: env.timing.todayEveryMs,
        createdAt: (websiteId) => websites().find((website) => website.id === websiteId)?.createdAt,
        accountReadAt,
        usableReader,
        cannotRead: () => {
          try {
            usableReader()
            return null
          } catch (error) {
            return error instanceof Error ? error.message : String(error)
          }
        },
      }),
    )
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

  /** A usable key: the reader reads what is due (the plan at once). Replaces the reader of an earlier key. */
  attach(connection: EngineConnection): void {
    const { accountId, book, notes, demands, env } = this
    const endpoint = { ...connection, timeoutMs: env.timeoutMs, fetch: env.fetch }
    const reader = createReader(endpoint, { accountId, book, notes, demands, timing: env.timing })
    reader.onDidRead(({ read, error }) => {
      this.website.readEnded(read, error)
      if (read.kind === 'account') this.reactions.planRead()
      this.overviewReading.settle(this.pendingInput())
      this.reactions.overviewMoved()
    })
    reader.onDidRefuse((message) => {
      this.overviewReading.stop(message || t('overview.errors.unreadable'))
      this.reactions.overviewMoved()
    })
    this.reader.value = reader
    this.onDemand.forget()
    this.website.forget()
    this.standing.connected(Date.now())
    reader.kick()
  }

  detach(): void {
    this.reader.clear()
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
    const { book, notes, env } = this
    const input = { accountId: this.accountId, book, notes, websites: this.websites(), settings: env.settings() }
    return visitorsOverview({ ...input, freshForMs: env.timing.todayEveryMs })
  }

  /** A website's chart days: from the book while current, else read now as the user's own request. */
  series(websiteId: string): Promise<VisitorsSeries> {
    return this.onDemand.chart(websiteId, this.env.timing.todayEveryMs)
  }

  /** The overview was opened: what is missing or old is read, favorites and recently opened websites first. */
  openOverview(recentScore: (websiteId: string) => number | undefined): void {
    this.overviewReading.open(readingOrder(this.websites(), recentScore), this.pendingInput())
    this.overviewReading.settle(this.pendingInput())
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
    const ids = serverIds(this.websites().map((website) => website.id))
    return planUsage(this.accountId, this.notes.plan, this.book, ids, now)
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

  /** A website's visitors and pageviews this hour, for its editor. */
  thisHour(websiteId: string): Promise<ThisHour> {
    return this.onDemand.thisHour(websiteId)
  }

  breakdown(websiteId: string, name: StatName, period: InsightPeriod): Promise<Breakdown> {
    return this.onDemand.breakdown(websiteId, name, period)
  }

  /** How an export reads; throws why it cannot (no usable key, offline) before anything is sent. */
  usableAccess(): StatsAccess {
    return this.onDemand.usableReader().exportAccess
  }

  /** Stops reading and writes what is waiting; never rejects. */
  async close(): Promise<void> {
    this.dispose()
    await this.writer.close().catch(() => undefined)
  }

  private pendingInput(): PendingInput {
    const reader = this.reader.value
    return {
      book: this.book,
      accountReadAt: this.notes.plan.readAt,
      heldUntil: reader ? (websiteId) => reader.heldUntil(websiteId) : null,
      now: Date.now(),
    }
  }

  private overviewInput(): OverviewInput {
    const { accountId, book, overviewReading } = this
    const pending = overviewReading.pending(this.pendingInput())
    return { accountId, book, websites: this.websites(), pending, problem: overviewReading.problem }
  }
}
