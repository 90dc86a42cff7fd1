/**
 * One account's plan and this month's pageviews kept current in the background
 * (docs/architecture.md, "The plan's limits"): the plan from `GET /api/v1/account` at connect and
 * every few hours, then — for a plan with a pageviews limit — each website's pageviews since the
 * 1st, one request each on the scheduler's idle lane (within the background budget, after the
 * user's clicks and the sweeps), one at a time. Once the sum reaches the limit the server has
 * paused tracking for every website: that is told once a month (`onPaused`), and while it lasts —
 * or while this month's sum is not known yet — no website's silence is taken for "went silent".
 */
import { ApiError, type AccountPlanClient, type StatsClient } from '../api'
import { createLogger, RerunLoop, Timer } from '../base'
import { isCancellation, type RequestScheduler } from '../scheduler'
import { DisposableStore, type IDisposable } from '../../shared/base/lifecycle'
import { isPaused, isUnlimited, statsMonth, type PlanUsage } from '../../shared/plan'
import { addDays, utcDay } from '../../shared/stats'
import { nextPlanRead, planUsage, serverIds, type PlanRead } from './plan-reads'
import type { PlanStore } from './plan-store'
import type { StatsConnection } from './stats-cache'

const log = createLogger('stats')
/** A month of days fits one page of this size. */
const MONTH_PAGE_SIZE = 50
const HOLD_MS = 30 * 60_000

export interface PlanWatchOptions {
  accountId: string
  account: AccountPlanClient
  stats: StatsClient
  scheduler: Pick<RequestScheduler, 'run'>
  store: PlanStore
  /** The account's website ids now (the mirror). */
  websiteIds(): readonly string[]
  connection: StatsConnection
  /** The plan or the sum changed. */
  onChange(): void
  /** This month's pageviews reached the plan's limit: told once a month. */
  onPaused(limit: number): void
}

export class PlanWatch implements IDisposable {
  private readonly disposables = new DisposableStore()
  private readonly wake = this.disposables.add(new Timer())
  private readonly held = new Map<string, number>()
  private readonly loop = new RerunLoop(() => this.readAll(), "reading the account's plan", log)
  private refreshAskedAt = -Infinity
  /** The plan is read at connect, whatever was kept on disk. */
  private readonly connectedAt = Date.now()
  private reading: AbortController | null = null
  /** The plan could not be read (an older server without the account endpoint): silence is judged as before. */
  private planFailed = false

  constructor(private readonly options: PlanWatchOptions) {
    this.disposables.add(
      options.connection.onDidChange(() => {
        if (!options.connection.isOnline) this.reading?.abort()
        this.kick()
      }),
    )
  }

  kick(): void {
    this.loop.kick()
  }

  refreshNow(): void {
    this.refreshAskedAt = Date.now()
    this.held.clear()
  }

  dispose(): void {
    this.loop.stop()
    this.reading?.abort()
    this.disposables.dispose()
  }

  private async readAll(): Promise<void> {
    while (!this.loop.isStopped && this.options.connection.isOnline) {
      const now = Date.now()
      const plan = nextPlanRead({
        content: this.options.store.content,
        websiteIds: serverIds(this.options.websiteIds()),
        heldUntil: (key) => this.held.get(key),
        refreshAskedAt: this.refreshAskedAt,
        planAskedAt: this.connectedAt,
        now,
      })
      if (!plan.next) {
        if (plan.wakeAt !== null) this.wake.schedule(Math.max(0, plan.wakeAt - now), () => this.kick())
        return
      }
      this.wake.cancel()
      const next = plan.next
      const reading = (this.reading = new AbortController())
      await this.read(next, reading.signal).catch((error: unknown) => this.failed(next, error))
      this.reading = null
    }
  }

  private async read(read: PlanRead, signal: AbortSignal): Promise<void> {
    const { scheduler, accountId, store } = this.options
    const run = <T>(request: (signal?: AbortSignal) => Promise<T>): Promise<T> =>
      scheduler.run({ lane: 'idle', accountId, signal }, request)
    if (read.kind === 'plan') {
      const plan = await this.options.account.plan({ run })
      if (this.loop.isStopped) return
      this.planFailed = false
      store.setPlan(plan, Date.now())
    } else {
      const page = await this.options.stats.stats(
        read.websiteId,
        { name: 'pageviews', from: read.from, to: read.to, sortBy: 'value', sort: 'asc', perPage: MONTH_PAGE_SIZE },
        { run },
      )
      if (this.loop.isStopped) return
      const count = page.rows.reduce((sum, row) => sum + row.count, 0)
      store.setPageviews(read.from.slice(0, 7), read.websiteId, count, Date.now())
    }
    this.held.delete(read.kind === 'plan' ? 'plan' : read.websiteId)
    this.options.connection.noteSuccess()
    this.noticePause()
    this.options.onChange()
  }

  private failed(read: PlanRead, error: unknown): void {
    if (this.loop.isStopped || isCancellation(error)) return
    const kind = error instanceof ApiError ? error.kind : 'server'
    if (kind === 'network' || kind === 'timeout') this.options.connection.noteFailure(error)
    else if (read.kind === 'plan') this.planFailed = true
    // A refused key or plan is the visitor numbers' to check (stats-cache.ts); here it only waits.
    // A server without the account endpoint (or a website gone) is not asked again before tomorrow.
    const holdMs = kind === 'not_found' ? 24 * 60 * 60_000 : HOLD_MS
    this.held.set(read.kind === 'plan' ? 'plan' : read.websiteId, Date.now() + holdMs)
    log.warn(`the account's ${read.kind} could not be read (${kind}); asking again later`)
  }

  /** Told once a month: the first time the sum reaches the limit. */
  private noticePause(): void {
    const now = Date.now()
    const usage = this.usage(now)
    const month = statsMonth(now)
    if (!isPaused(usage, now) || this.options.store.content.pausedMonth === month) return
    this.options.store.setPausedMonth(month)
    this.options.onPaused(usage.plan!.features.pageviews)
  }

  usage(now = Date.now()): PlanUsage {
    return planUsage(this.options.accountId, this.options.store.content, serverIds(this.options.websiteIds()), now)
  }

  /**
   * Whether a website's silence may be the plan's pause: paused now, the month's sum not known yet under a limit, or
   * the first day after a paused month (tracking resumes at the server's daily check, its visitors come later).
   */
  silenceHeld(now = Date.now()): boolean {
    const { content } = this.options.store
    // Until the plan is known, a silence may be its pause.
    if (!content.plan) return !this.planFailed
    return silenceHeld(content, this.usage(now), now)
  }
}

export function silenceHeld(content: PlanStore['content'], usage: PlanUsage, now: number): boolean {
  const limit = content.plan?.features.pageviews
  if (limit === undefined || isUnlimited(limit)) return false
  if (isPaused(usage, now)) return true
  if (usage.websitesRead < usage.websitesTotal) return true
  const today = utcDay(now)
  return today.endsWith('-01') && content.pausedMonth === addDays(today, -1).slice(0, 7)
}
