/**
 * The favorites' visitors this hour so far against the same hour yesterday until the same minute
 * (overview-periods.ts), for the tray (issue 33):
 * read in the background after the favorites' other numbers — on the idle lane, within its fifth
 * of the limit, once their days are in, never while the service is out of reach — as often as
 * today's number. Today's
 * `visitors_hour` is one request per favorite; yesterday's hours no longer change, so they are
 * read once a day. Kept in memory only: a restart reads them again, and a number from another
 * hour is never shown as this hour's.
 */
import { ApiError } from '../api'
import { createLogger, inBackground, Timer } from '../base'
import { isCancellation } from '../scheduler'
import type { IDisposable } from '../../shared/base/lifecycle'
import type { ThisHourVisitors } from '../../shared/insights'
import { sameHourYesterday } from '../../shared/overview-periods'
import { hourNow, readRanked, type StatsAccess } from './insights'

const log = createLogger('stats')

export interface HourWatchOptions {
  access(): StatsAccess | null
  /** The account's favorites now. */
  favorites(): readonly string[]
  /** Something new to show. */
  changed(): void
  /** How often this hour is read again (the favorites' today number's interval). */
  everyMs: number
  /**
   * Whether the favorites' other numbers are in: until then the idle lane's budget is theirs, and
   * the watch is kicked again when they are.
   */
  ready(): boolean
  now?: () => number
}

type DayHours = ReadonlyMap<number, number>

export class HourWatch implements IDisposable {
  private readonly counts = new Map<string, ThisHourVisitors>()
  private readonly yesterdays = new Map<string, { day: string; hours: DayHours }>()
  /** Favorites whose read failed: not asked again before then. */
  private readonly held = new Map<string, number>()
  private readonly wake = new Timer()
  private running = false
  private disposed = false

  constructor(private readonly options: HourWatchOptions) {}

  private now(): number {
    return (this.options.now ?? Date.now)()
  }

  /** This hour for a favorite, while it is still this hour. */
  get(websiteId: string): ThisHourVisitors | undefined {
    const entry = this.counts.get(websiteId)
    const { hour, today } = hourNow(this.now())
    return entry && entry.hour === hour && entry.day === today ? entry : undefined
  }

  kick(): void {
    if (this.running || this.disposed) return
    inBackground(this.loop(), "reading the favorites' hour", log)
  }

  dispose(): void {
    this.disposed = true
    this.wake.dispose()
  }

  private due(websiteId: string, now: number): number {
    const entry = this.get(websiteId)
    const next = entry ? entry.readAt + this.options.everyMs : now
    return Math.max(next, this.held.get(websiteId) ?? 0)
  }

  private async loop(): Promise<void> {
    this.running = true
    try {
      for (;;) {
        const access = this.options.access()
        if (this.disposed || !access?.isOnline || !this.options.ready()) return
        const now = this.now()
        const favorites = this.options.favorites()
        const next = favorites.find((id) => this.due(id, now) <= now)
        if (next === undefined) {
          const soonest = Math.min(...favorites.map((id) => this.due(id, now)))
          // At the turn of the hour too: the hour shown changes.
          const hourTurns = (Math.floor(now / 3_600_000) + 1) * 3_600_000
          if (Number.isFinite(soonest)) this.wake.schedule(Math.min(soonest, hourTurns) - now, () => this.kick())
          return
        }
        await this.read(access, next).catch((error: unknown) => {
          this.held.set(next, this.now() + this.options.everyMs)
          // Quitting or going offline cancels the read: nothing went wrong that a log should say.
          if (this.disposed || isCancellation(error)) return
          const kind = error instanceof ApiError ? error.kind : 'server'
          log.warn(`this hour's visitors of website ${next} could not be read (${kind}); asking again later`)
        })
      }
    } finally {
      this.running = false
    }
  }

  private async read(access: StatsAccess, websiteId: string): Promise<void> {
    const { hour, today, yesterday } = hourNow(this.now())
    const readAt = this.now()
    const todays = await this.hours(access, websiteId, today)
    let before = this.yesterdays.get(websiteId)
    if (before?.day !== yesterday) {
      before = { day: yesterday, hours: await this.hours(access, websiteId, yesterday) }
      this.yesterdays.set(websiteId, before)
    }
    const at = Number(hour)
    this.counts.set(websiteId, {
      hour,
      day: today,
      today: todays.get(at) ?? 0,
      yesterday: sameHourYesterday(before.hours.get(at) ?? 0, readAt),
      readAt,
    })
    this.held.delete(websiteId)
    this.options.changed()
  }

  private async hours(access: StatsAccess, websiteId: string, day: string): Promise<DayHours> {
    const rows = await readRanked(access, websiteId, { name: 'visitors_hour', from: day, to: day }, 'idle', 1)
    return new Map(rows.map((row) => [Number(row.value), row.count]))
  }
}
