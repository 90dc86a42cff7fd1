/**
 * What an account's statistics want read in the background once it syncs (docs/architecture.md,
 * "The statistics engine"), as demands made again whenever what they depend on changes:
 * - the favorites: their last 30 days of visitors, today's number kept current (read again at four
 *   fifths of how long it counts as current, and at once on "Refresh now") — shown in the tray,
 *   so a favorite without today's number goes first — and their visitors this hour: today's hours,
 *   and yesterday's read once more when final;
 * - with alerts on, every other website whose alerts are not off: the 15 days the rules judge,
 *   today once a day;
 * - the plan: the account's plan at connect and every 6 hours, and under a pageviews limit each
 *   website's pageviews from the 1st of the month, today every 6 hours.
 */
import type { AlertSettings } from '../../shared/settings'
import type { IDisposable } from '../../shared/base/lifecycle'
import { MutableDisposable } from '../../shared/base/lifecycle'
import { isUnlimited } from '../../shared/plan'
import { CHART_DAYS } from '../../shared/visitors'
import type { Website } from '../../shared/website'
import type { AccountNotes } from './account-notes'
import { DAYS_JUDGED } from './alert-rules'
import type { Demand, DemandSet } from './demands'
import { DUE_AT_SHARE, PLAN_EVERY_MS, type StatsTiming } from './timing'
import { serverIds } from './views/plan'

/** The days another website's alerts are judged on: the 14 before today, and today. */
export const ALERT_DAYS = DAYS_JUDGED + 1

/** The consumers' order among the background's reads: the tray's first, then its hour, then the rest. */
const ORDER = { favorites: 0, hours: 1, month: 2, alerts: 2 } as const

export interface StandingInput {
  demands: DemandSet
  notes: AccountNotes
  websites(): readonly Website[]
  settings(): AlertSettings
  timing: StatsTiming
}

export class StandingDemands implements IDisposable {
  private readonly registration = new MutableDisposable()
  private started = false
  private refreshAskedAt = -Infinity
  private connectedAt = -Infinity

  constructor(private readonly input: StandingInput) {}

  /** The account syncs: the demands stand from now on. */
  start(): void {
    this.started = true
    this.update()
  }

  /** A new key connected: the plan is read again, whatever was kept. */
  connected(at: number): void {
    this.connectedAt = at
    this.update()
  }

  /** "Refresh now", a wake from sleep: the favorites' today and the plan are due again. */
  refreshNow(at: number): void {
    this.refreshAskedAt = at
    this.update()
  }

  /** The websites, the settings, the muted websites or the plan changed: the demands are made again. */
  update(): void {
    if (!this.started) return
    this.registration.value = this.input.demands.add(...this.make())
  }

  dispose(): void {
    this.registration.dispose()
  }

  private make(): Demand[] {
    const { notes, timing } = this.input
    const websites = this.input.websites().filter((website) => serverIds([website.id]).length > 0)
    const alertsOn = this.input.settings().visitorAlerts
    const demands: Demand[] = [...this.planDemands(websites)]
    const today = { everyMs: DUE_AT_SHARE * timing.todayEveryMs, since: this.refreshAskedAt }
    for (const { id: websiteId, favorite } of websites) {
      if (favorite) {
        demands.push(
          {
            kind: 'days',
            websiteId,
            series: 'visitors',
            days: { last: CHART_DAYS },
            fresh: today,
            lane: 'idle',
            tray: true,
            order: ORDER.favorites,
          },
          {
            kind: 'hours',
            websiteId,
            series: 'visitors_hour',
            day: 'today',
            fresh: { everyMs: timing.todayEveryMs },
            lane: 'idle',
            order: ORDER.hours,
          },
          {
            kind: 'hours',
            websiteId,
            series: 'visitors_hour',
            day: 'yesterday',
            fresh: { final: true },
            lane: 'idle',
            order: ORDER.hours,
          },
        )
      } else if (alertsOn && !notes.isMuted(websiteId)) {
        demands.push({
          kind: 'days',
          websiteId,
          series: 'visitors',
          days: { last: ALERT_DAYS },
          fresh: { everyMs: timing.alertsEveryMs },
          lane: 'idle',
          order: ORDER.alerts,
        })
      }
    }
    return demands
  }

  private planDemands(websites: readonly Website[]): Demand[] {
    const since = Math.max(this.refreshAskedAt, this.connectedAt - 1)
    const demands: Demand[] = [{ kind: 'account', fresh: { everyMs: PLAN_EVERY_MS, since }, lane: 'idle' }]
    const limit = this.input.notes.plan.plan?.features.pageviews
    if (limit === undefined || isUnlimited(limit)) return demands
    const fresh = { everyMs: PLAN_EVERY_MS, since: this.refreshAskedAt }
    for (const { id: websiteId } of websites)
      demands.push({
        kind: 'days',
        websiteId,
        series: 'pageviews',
        days: { thisMonth: true },
        fresh,
        lane: 'idle',
        order: ORDER.month,
      })
    return demands
  }
}
