/**
 * An account's plan and its limits (issue 33, variant B; docs/architecture.md, "The plan's
 * limits"): what is on disk (plan-store.ts) is shown at once, the watch (plan-watch.ts) keeps it
 * current while the account has a usable key. When tracking pauses, the silent alerts standing
 * for its websites go (they are the pause, not the websites), and the account is told once.
 * Variant A has no plan to read: nothing is kept, nothing is asked, and the usage says so.
 */
import type { AccountPlanClient, StatsClient } from '../api'
import type { AccountLocation } from '../mirror'
import type { RequestScheduler } from '../scheduler'
import { websiteLimitReached, type PlanUsage } from '../../shared/plan'
import type { Website } from '../../shared/website'
import { planUsage, serverIds } from './plan-reads'
import { openPlanStore, type PlanStore } from './plan-store'
import { PlanWatch, silenceHeld } from './plan-watch'
import type { StatsConnection } from './stats-cache'
import type { StatsStore } from './stats-store'

export interface PlanLimitsEnvironment {
  /** The visitor numbers or alerts changed (a standing alert went). */
  changed(): void
  planChanged?(): void
  planPaused?(limit: number): void
}

export interface PlanConnection {
  scheduler: Pick<RequestScheduler, 'run'>
  connection: StatsConnection
  stats: StatsClient
  account: AccountPlanClient
}

export class AccountPlanLimits {
  private watch: PlanWatch | null = null
  private held = false
  /** The plan no longer holds silence back: what is cached is judged again (the visitors' cache). */
  onSilenceReleased: (() => void) | null = null

  private constructor(
    private readonly accountId: string,
    private readonly store: PlanStore | null,
    private readonly visitors: StatsStore | null,
    private readonly websites: () => readonly Website[],
    private readonly env: PlanLimitsEnvironment,
  ) {}

  /** Opened with the visitor numbers: where there are none (variant A), there is no plan either. */
  static async open(
    location: AccountLocation,
    visitors: StatsStore | null,
    websites: () => readonly Website[],
    env: PlanLimitsEnvironment,
  ): Promise<AccountPlanLimits> {
    const store = visitors ? await openPlanStore(location) : null
    return new AccountPlanLimits(location.accountId, store, visitors, websites, env)
  }

  attach(parts: PlanConnection): void {
    this.detach()
    if (!this.store) return
    this.watch = new PlanWatch({
      accountId: this.accountId,
      ...parts,
      store: this.store,
      websiteIds: () => this.websites().map((website) => website.id),
      onChange: () => this.changed(),
      onPaused: (limit) => this.paused(limit),
    })
  }

  detach(): void {
    this.watch?.dispose()
    this.watch = null
  }

  kick(): void {
    this.watch?.kick()
  }

  refreshNow(): void {
    this.watch?.refreshNow()
  }

  prune(ids: ReadonlySet<string>): void {
    this.store?.prune((websiteId) => ids.has(websiteId))
  }

  usage(now = Date.now()): PlanUsage {
    const ids = serverIds(this.websites().map((website) => website.id))
    return planUsage(this.accountId, this.store?.content ?? null, ids, now)
  }

  silenceHeld(now = Date.now()): boolean {
    if (!this.store) return false
    this.held = this.watch ? this.watch.silenceHeld(now) : silenceHeld(this.store.content, this.usage(now), now)
    return this.held
  }

  /** The plan's `data_export`; undefined while the plan was not read (or on variant A). */
  exportAllowed(): boolean | undefined {
    return this.store?.content.plan?.features.dataExport
  }

  /** The plan's website limit when the account already has that many websites (the mirror's count), else null. */
  websiteLimitReached(): number | null {
    return websiteLimitReached(this.store?.content.plan, this.websites().length)
  }

  close(): Promise<void> {
    this.detach()
    return this.store?.close() ?? Promise.resolve()
  }

  private changed(): void {
    const before = this.held
    if (before && !this.silenceHeld()) this.onSilenceReleased?.()
    this.env.planChanged?.()
  }

  private paused(limit: number): void {
    const { visitors } = this
    if (visitors)
      for (const [websiteId, standing] of [...visitors.alerts()])
        if (standing.alert.kind === 'silent') visitors.setAlert(websiteId, null)
    this.env.changed()
    this.env.planPaused?.(limit)
  }
}
