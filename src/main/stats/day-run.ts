/**
 * One website's days of one statistic as the book keeps them (docs/architecture.md, "The
 * statistics engine"): a dense run of counts from a first day, and the spans of days that were read
 * together, each with the moment it was read — a 61-day read is one span, today's number read again
 * is another. Days inside the run that were never read (between two reads that did not meet) are
 * a span read at `null`. Pure values: every change makes a new run.
 *
 * A day is **final** once it was read an hour after it ended (FINAL_AFTER_MS): the server's day,
 * taken as UTC like every statistics day here, with an hour for the events that arrive late. A
 * final day is never read again; today is never final.
 */
import { dayNumber, dayOfNumber } from '../../shared/statistics/series'

const DAY_MS = 86_400_000
/** How long after its end a day may still change (events sent late, the server's own lag). */
export const FINAL_AFTER_MS = 60 * 60_000

export interface ReadSpan {
  /** Days in the span. */
  length: number
  /** When they were read (epoch ms), or null: never read. */
  at: number | null
}

export interface DayRun {
  /** The first day's number (dayNumber). */
  start: number
  counts: readonly number[]
  /** Consecutive, covering the run from `start`. */
  reads: readonly ReadSpan[]
}

/** When a day (by number) has ended, plus the margin: read at or after this, it is final. */
export function finalFrom(day: number): number {
  return (day + 1) * DAY_MS + FINAL_AFTER_MS
}

export function isFinal(day: number, readAt: number | null): boolean {
  return readAt !== null && readAt >= finalFrom(day)
}

/** The last day (by number) a read at `readAt` made final. */
export function lastFinalDay(readAt: number): number {
  return Math.floor((readAt - FINAL_AFTER_MS) / DAY_MS) - 1
}

/**
 * Calls `visit` for each stretch of from..to read at one time, in order: the run's spans cut to
 * the range, and the days outside the run as never read (`at` null).
 */
export function forEachSpan(
  run: DayRun | undefined,
  from: number,
  to: number,
  visit: (first: number, last: number, at: number | null) => void,
): void {
  if (from > to) return
  if (!run || to < run.start || from > runEnd(run)) return visit(from, to, null)
  if (from < run.start) visit(from, run.start - 1, null)
  let first = run.start
  for (const span of run.reads) {
    const last = first + span.length - 1
    if (last >= from && first <= to) visit(Math.max(first, from), Math.min(last, to), span.at)
    first = last + 1
  }
  if (to > runEnd(run)) visit(runEnd(run) + 1, to, null)
}

/** The last day of the run, by number. */
export function runEnd(run: DayRun): number {
  return run.start + run.counts.length - 1
}

/** When a day was read, or null (outside the run, or never). */
export function readAtOf(run: DayRun | undefined, day: number): number | null {
  if (!run || day < run.start) return null
  let first = run.start
  for (const span of run.reads) {
    if (day < first + span.length) return span.at
    first += span.length
  }
  return null
}

export function countOf(run: DayRun | undefined, day: number): number | null {
  if (!run || day < run.start || day > runEnd(run) || readAtOf(run, day) === null) return null
  return run.counts[day - run.start]!
}

/** Each day's read time, oldest first. */
function readTimes(run: DayRun): Array<number | null> {
  return run.reads.flatMap((span) => Array<number | null>(span.length).fill(span.at))
}

function spansOf(times: ReadonlyArray<number | null>): ReadSpan[] {
  const spans: ReadSpan[] = []
  for (const at of times) {
    const last = spans.at(-1)
    if (last && last.at === at) last.length += 1
    else spans.push({ length: 1, at })
  }
  return spans
}

/** The run with `counts` read at `at` for the days from `from` on; days between the two left unread. */
export function withRead(run: DayRun | undefined, from: number, counts: readonly number[], at: number): DayRun {
  const to = from + counts.length - 1
  const start = run ? Math.min(run.start, from) : from
  const end = run ? Math.max(runEnd(run), to) : to
  const merged = Array<number>(end - start + 1).fill(0)
  const times = Array<number | null>(end - start + 1).fill(null)
  if (run) {
    const kept = readTimes(run)
    run.counts.forEach((count, index) => {
      merged[run.start - start + index] = count
      times[run.start - start + index] = kept[index] ?? null
    })
  }
  counts.forEach((count, index) => {
    merged[from - start + index] = count
    times[from - start + index] = at
  })
  return { start, counts: merged, reads: spansOf(times) }
}

/** The run without the days before `first`; undefined when none is left. */
export function trimmed(run: DayRun, first: number): DayRun | undefined {
  if (first <= run.start) return run
  if (first > runEnd(run)) return undefined
  const times = readTimes(run).slice(first - run.start)
  return { start: first, counts: run.counts.slice(first - run.start), reads: spansOf(times) }
}

/** The newest read among the days from..to, or null when none of them was read. */
export function newestRead(run: DayRun | undefined, from: number, to: number): number | null {
  if (!run) return null
  let newest: number | null = null
  let first = run.start
  for (const span of run.reads) {
    const last = first + span.length - 1
    if (span.at !== null && last >= from && first <= to) newest = Math.max(newest ?? span.at, span.at)
    first = last + 1
  }
  return newest
}

/**
 * The days read without a gap up to the run's last day, at most `days` of them: what a view shows
 * as a website's recent days (a day never read is never shown as a day without visitors).
 */
export function readTail(run: DayRun, days: number): { day: string; counts: number[]; readAt: number } | null {
  const end = runEnd(run)
  const readAt = readAtOf(run, end)
  if (readAt === null) return null
  let first = end
  while (first > run.start && end - first + 1 < days && readAtOf(run, first - 1) !== null) first -= 1
  return { day: dayOfNumber(end), counts: run.counts.slice(first - run.start), readAt }
}

/** The day numbers a `Y-m-d` range holds. */
export function dayRange(from: string, to: string): { from: number; to: number } {
  return { from: dayNumber(from), to: dayNumber(to) }
}
