/**
 * The digest's figures (docs/architecture.md, "A website's statistics"): yesterday against the day
 * before, or last week (Monday to Sunday, complete days) against the week before — visitors and
 * pageviews summed over every website of every account with statistics whose days the book holds
 * for both spans, and the website whose visitors changed most. The book holds every website's 61
 * days once the overview was opened, and the favorites' 30 days always: so the sum is the
 * overview's websites where it was read, the favorites' where it never was — and says how many of
 * all it covers. The favorites' pageviews are not kept otherwise: while a digest is chosen, one
 * demand per favorite reads both series of the two spans once final, in the background. Only days read final count (an hour after they ended), so that the digest told
 * in the morning is the one its view shows later. It reads nothing.
 */
import { disposeAll, type IDisposable } from '../../shared/base/lifecycle'
import type { Digest } from '../../shared/settings'
import { addDays, dayNumber } from '../../shared/statistics/series'
import { finalFrom } from '../stats/day-run'
import type { DayRange } from '../../shared/statistics/period'
import type { DigestCadence, DigestFigures, DigestMover } from '../../shared/statistics/summary'
import { statsToday } from '../../shared/visitors'
import type { StatisticsEngine } from '../stats'
import type { ServicesContext } from './context'

/** The span a digest sums and the one it is compared with, complete days before today. */
export function digestRanges(cadence: DigestCadence, now: number): { range: DayRange; compareRange: DayRange } {
  const today = statsToday(now)
  const whole = (from: string, to: string): DayRange => ({ from, to, cutAt: null })
  if (cadence === 'daily') {
    const yesterday = addDays(today, -1)
    return { range: whole(yesterday, yesterday), compareRange: whole(addDays(today, -2), addDays(today, -2)) }
  }
  const sinceMonday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7
  const monday = addDays(today, -sinceMonday)
  return {
    range: whole(addDays(monday, -7), addDays(monday, -1)),
    compareRange: whole(addDays(monday, -14), addDays(monday, -8)),
  }
}

export function digestFigures(context: ServicesContext, cadence: DigestCadence, now: number): DigestFigures | null {
  const { range, compareRange } = digestRanges(cadence, now)
  const figures: DigestFigures = {
    cadence,
    range,
    compareRange,
    visitors: { current: 0, previous: 0 },
    pageviews: { current: 0, previous: 0 },
    websites: { summed: 0, of: 0 },
    topMover: null,
    readAt: null,
  }
  let engines = 0
  let moved = -1
  for (const runtime of context.runtimes.values()) {
    const engine = runtime.statistics
    if (!engine || !context.env.isOpen(runtime.profile.id)) continue
    engines += 1
    for (const website of runtime.mirror.list()) {
      figures.websites.of += 1
      const current = engine.website.daysTotals(website.id, range.from, range.to)
      const previous = engine.website.daysTotals(website.id, compareRange.from, compareRange.to)
      if (!current || !previous) continue
      if (current.readAt < finalFrom(dayNumber(range.to)) || previous.readAt < finalFrom(dayNumber(compareRange.to)))
        continue
      figures.websites.summed += 1
      figures.visitors.current += current.visitors
      figures.visitors.previous! += previous.visitors
      figures.pageviews.current += current.pageviews
      figures.pageviews.previous! += previous.pageviews
      figures.readAt = Math.min(figures.readAt ?? Infinity, current.readAt, previous.readAt)
      const change = Math.abs(current.visitors - previous.visitors)
      if (change > moved) {
        moved = change
        const mover: DigestMover = {
          accountId: runtime.profile.id,
          websiteId: website.id,
          domain: website.displayDomain,
          visitors: { current: current.visitors, previous: previous.visitors },
        }
        figures.topMover = mover
      }
    }
  }
  return engines === 0 ? null : figures
}

/** While a digest is chosen: each favorite's two spans of both series, read once final in the background. */
export class DigestDemands {
  private key = ''
  private registered: IDisposable[] = []

  constructor(private readonly context: ServicesContext) {}

  follow(digest: Digest, now: number): void {
    const wanted: Array<{ engine: StatisticsEngine; websiteId: string }> = []
    const ranges = digest === 'off' ? null : digestRanges(digest, now)
    if (ranges)
      for (const runtime of this.context.runtimes.values()) {
        const engine = runtime.statistics
        if (!engine) continue
        for (const website of runtime.mirror.list())
          if (website.favorite) wanted.push({ engine, websiteId: website.id })
      }
    const key = ranges ? `${ranges.compareRange.from}|${wanted.map((entry) => entry.websiteId).join(',')}` : ''
    if (key === this.key) return
    this.key = key
    const old = this.registered
    this.registered = ranges
      ? wanted.map(({ engine, websiteId }) =>
          engine.website.wantFinalDays(websiteId, ranges.compareRange.from, ranges.range.to),
        )
      : []
    disposeAll(old)
  }

  dispose(): void {
    disposeAll(this.registered)
    this.registered = []
  }
}
