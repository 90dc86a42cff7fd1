/**
 * What follows from a change in an account's statistics (docs/architecture.md, "The statistics
 * engine"), and the events that say so: a judged website's days read — its alert judged again
 * (alert-judge.ts) and the visitors told; a favorite's hour read — the visitors told; any day read
 * — the overview told, at most four times a second while a long reading goes on; the plan or a
 * month's pageviews read — the pause told once a month (plan-pause.ts), the demands following
 * the limit, every website judged again when the plan no longer holds silence back, and the plan
 * told.
 */
import { RunOnceScheduler } from '../base'
import { Emitter, type Event } from '../../shared/base/event'
import { Disposable } from '../../shared/base/lifecycle'
import { isUnlimited, type PlanUsage } from '../../shared/plan'
import type { AlertSettings } from '../../shared/settings'
import type { VisitorAlert } from '../../shared/visitors'
import type { Website } from '../../shared/website'
import type { AccountNotes } from './account-notes'
import { judgeWebsite } from './alert-judge'
import type { Book, BookChange } from './book'
import { noticePause } from './plan-pause'
import { silenceHeld } from './views/plan'

/** The window and the tray hear of new days at most this often while a long reading goes on. */
const OVERVIEW_EVENTS_EVERY_MS = 250

export interface ReactionsInput {
  book: Book
  notes: AccountNotes
  websites(): readonly Website[]
  settings(): AlertSettings
  plan(now: number): PlanUsage
  /** The plan could not be read (an older server): silence is judged as before. */
  planFailed(): boolean
  /** The plan's limit came or went: the demands are made again. */
  limitChanged(): void
}

export class Reactions extends Disposable {
  private readonly visitorsChanged = this._register(new Emitter<void>())
  /** The favorites' numbers, their hour or the alerts changed. */
  readonly onDidChangeVisitors: Event<void> = this.visitorsChanged.event
  private readonly overviewChanged = this._register(new Emitter<void>())
  /** The overview's days or how far their reading got changed. */
  readonly onDidChangeOverview: Event<void> = this.overviewChanged.event
  private readonly overviewSoon = this._register(
    new RunOnceScheduler(() => this.overviewChanged.fire(), {
      delayMs: OVERVIEW_EVENTS_EVERY_MS,
      maxDelayMs: OVERVIEW_EVENTS_EVERY_MS,
    }),
  )
  private readonly planChanged = this._register(new Emitter<void>())
  /** The plan or this month's pageviews changed. */
  readonly onDidChangePlan: Event<void> = this.planChanged.event
  private readonly alerted = this._register(new Emitter<{ websiteId: string; alert: VisitorAlert }>())
  /** An alert to tell the user now. */
  readonly onAlert: Event<{ websiteId: string; alert: VisitorAlert }> = this.alerted.event
  private readonly paused = this._register(new Emitter<number>())
  /** This month's pageviews reached the plan's limit (its number): tracking is paused. Told once a month. */
  readonly onPlanPaused: Event<number> = this.paused.event
  private limited: boolean
  private silenceWasHeld: boolean

  constructor(private readonly input: ReactionsInput) {
    super()
    this.limited = this.isLimited()
    this.silenceWasHeld = this.silenceHeld()
    this._register(input.book.onDidChange((change) => this.bookChanged(change)))
  }

  /** The overview's reading moved on (a read ended, it was opened or stopped): it is told soon. */
  overviewMoved(): void {
    this.overviewSoon.schedule()
  }

  /** The alerts' settings or a website's alerts changed: everything kept is judged again, and the visitors told. */
  alertsChanged(): void {
    this.judgeAll()
    this.visitorsChanged.fire()
  }

  /** The plan or a website's pageviews were read. */
  planRead(): void {
    if (this.isLimited() !== this.limited) {
      this.limited = this.isLimited()
      this.input.limitChanged()
    }
    const limit = noticePause(this.input.notes, this.input.plan(Date.now()), Date.now())
    if (limit !== null) {
      this.visitorsChanged.fire()
      this.paused.fire(limit)
    }
    const held = this.silenceHeld()
    if (this.silenceWasHeld && !held) this.judgeAll()
    this.silenceWasHeld = held
    this.planChanged.fire()
  }

  private bookChanged({ websiteId, series }: BookChange): void {
    this.overviewSoon.schedule()
    if (series === 'pageviews') return this.planRead()
    if (series !== 'visitors' && series !== 'visitors_hour') return
    const website = this.input.websites().find((candidate) => candidate.id === websiteId)
    if (!website) return
    const judged = this.input.settings().visitorAlerts && !this.input.notes.isMuted(websiteId)
    if (series === 'visitors' && judged) this.judge(website)
    if (website.favorite || judged) this.visitorsChanged.fire()
  }

  private judge(website: Website): void {
    const { book, notes } = this.input
    const now = Date.now()
    const alert = judgeWebsite(
      { book, notes, settings: this.input.settings(), silenceHeld: this.silenceHeld(now), now },
      website,
    )
    if (alert) this.alerted.fire({ websiteId: website.id, alert })
  }

  private judgeAll(): void {
    for (const website of this.input.websites()) if (this.input.book.days(website.id, 'visitors')) this.judge(website)
  }

  private silenceHeld(now = Date.now()): boolean {
    const { notes, plan, planFailed } = this.input
    return silenceHeld(notes.plan, plan(now), planFailed(), now)
  }

  private isLimited(): boolean {
    const limit = this.input.notes.plan.plan?.features.pageviews
    return limit !== undefined && !isUnlimited(limit)
  }
}
