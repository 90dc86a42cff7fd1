/**
 * What an account's statistics remember beside the book (docs/architecture.md, "The statistics
 * engine"): the alerts standing (so that a restart tells nothing twice), the websites whose alerts
 * the user turned off, and the plan — as the account endpoint answered it, when, and the last month
 * told as paused — and each website's goals (the events the user picked: kept here so that they go
 * with the account and with a deleted website, like its numbers). Kept in the same file as the
 * book; changes are written with it.
 */
import type { AccountPlan } from '../../shared/plan'
import type { VisitorAlert } from '../../shared/visitors'

/** An alert standing now, and the day it was last raised (a spike is told at most once a day). */
export interface StandingAlert {
  alert: VisitorAlert
  day: string
}

export interface PlanNote {
  plan: AccountPlan | null
  readAt: number | null
  /** The last month (Y-m) told as paused, so that it is told once. */
  pausedMonth: string | null
}

export interface NotesContent {
  alerts: Record<string, StandingAlert>
  muted: string[]
  plan: PlanNote
  /** Per website, the event names picked as goals. */
  goals: Record<string, string[]>
}

/** What alert-watch.ts reads and writes. */
export interface AlertBook {
  alert(websiteId: string): StandingAlert | undefined
  setAlert(websiteId: string, standing: StandingAlert | null): void
  isMuted(websiteId: string): boolean
}

export class AccountNotes implements AlertBook {
  private readonly alerts: Map<string, StandingAlert>
  private readonly muted: Set<string>
  private planNote: PlanNote
  private readonly goalsPicked: Map<string, string[]>

  constructor(
    content: NotesContent,
    /** Something to write changed. */
    private readonly changed: () => void,
  ) {
    this.alerts = new Map(Object.entries(content.alerts))
    this.muted = new Set(content.muted)
    this.planNote = { ...content.plan }
    this.goalsPicked = new Map(Object.entries(content.goals))
  }

  goals(websiteId: string): readonly string[] {
    return this.goalsPicked.get(websiteId) ?? []
  }

  setGoals(websiteId: string, events: readonly string[]): void {
    if (events.length === 0) this.goalsPicked.delete(websiteId)
    else this.goalsPicked.set(websiteId, [...events])
    this.changed()
  }

  alert(websiteId: string): StandingAlert | undefined {
    return this.alerts.get(websiteId)
  }

  setAlert(websiteId: string, standing: StandingAlert | null): void {
    if (standing) this.alerts.set(websiteId, standing)
    else if (!this.alerts.delete(websiteId)) return
    this.changed()
  }

  standingAlerts(): ReadonlyMap<string, StandingAlert> {
    return this.alerts
  }

  isMuted(websiteId: string): boolean {
    return this.muted.has(websiteId)
  }

  setMuted(websiteId: string, mute: boolean): void {
    if (mute === this.muted.has(websiteId)) return
    if (mute) this.muted.add(websiteId)
    else this.muted.delete(websiteId)
    this.changed()
  }

  mutedIds(): string[] {
    return [...this.muted]
  }

  get plan(): Readonly<PlanNote> {
    return this.planNote
  }

  setPlan(plan: AccountPlan, readAt: number): void {
    this.planNote = { ...this.planNote, plan, readAt }
    this.changed()
  }

  setPausedMonth(month: string): void {
    this.planNote = { ...this.planNote, pausedMonth: month }
    this.changed()
  }

  /** Lets go of the alerts of websites `keep` says no to (deleted). */
  prune(keep: (websiteId: string) => boolean): boolean {
    let dropped = false
    for (const websiteId of [...this.alerts.keys()])
      if (!keep(websiteId)) dropped = this.alerts.delete(websiteId) || dropped
    for (const websiteId of [...this.muted]) if (!keep(websiteId)) dropped = this.muted.delete(websiteId) || dropped
    for (const websiteId of [...this.goalsPicked.keys()])
      if (!keep(websiteId)) dropped = this.goalsPicked.delete(websiteId) || dropped
    if (dropped) this.changed()
    return dropped
  }

  content(): NotesContent {
    return {
      alerts: Object.fromEntries(this.alerts),
      muted: [...this.muted],
      plan: { ...this.planNote },
      goals: Object.fromEntries(this.goalsPicked),
    }
  }
}
