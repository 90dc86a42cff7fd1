/**
 * One account's statistics on disk, `<data>/<account>/statistics.json` (docs/architecture.md,
 * "The statistics engine"): the book and the notes, so that the tray, the overview and the meter
 * have numbers at start-up — before any request, without a key, offline — marked with their age.
 * Written moments after a change (coalesced), atomic but not synced: everything in it can be read
 * again, and its writes must not hold up the outbox's on the same disk. A file that cannot be read
 * is moved aside and the numbers are read again. Nothing in it is a secret.
 *
 *   { "version": 1,
 *     "days":  { "<id>": { "visitors": { "start": "Y-m-d", "counts": [...], "reads": [[days, readAt | null], ...] },
 *                          "pageviews": {...} } },
 *     "hours": { "<id>": { "visitors_hour": { "<Y-m-d>": { "counts": [24], "readAt" } }, "pageviews_hour": {...} } },
 *     "alerts": { "<id>": { "alert", "day" } }, "muted": ["<id>"],
 *     "plan": { "plan": AccountPlan | null, "readAt": ms | null, "pausedMonth": "Y-m" | null },
 *     "goals": { "<id>": ["signup", ...] } }
 *
 * A first start after an update finds the three files the readers before the engine kept
 * (old-files.ts) and takes what they hold into this one.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { createLogger } from '../base'
import { accountDir, type AccountLocation } from '../mirror'
import { CoalescedWrite, decodeWith, openJsonFile, type AtomicWrite, type JsonFile } from '../storage'
import { dayNumber, dayOfNumber, MAX_SERIES_DAYS } from '../../shared/statistics/series'
import type { BookContent } from './book'
import { runEnd, trimmed, type DayRun } from './day-run'
import {
  alertSchema,
  countSchema,
  daySchema,
  EMPTY_NOTES,
  monthSchema,
  planSchema,
  type StatisticsContent,
} from './file-schemas'
import { migrateOldFiles, removeOldFiles } from './old-files'

export const STATISTICS_FILE_NAME = 'statistics.json'
const log = createLogger('stats')

const runSchema = z
  .object({
    start: daySchema,
    counts: z.array(countSchema).max(MAX_SERIES_DAYS),
    reads: z.array(z.tuple([z.int().min(1), z.number().nullable()])),
  })
  .refine((run) => run.reads.reduce((days, [length]) => days + length, 0) === run.counts.length)
const hoursSchema = z.record(daySchema, z.object({ counts: z.array(countSchema).length(24), readAt: z.number() }))
const fileSchema = z.object({
  version: z.literal(1),
  days: z.record(z.string(), z.object({ visitors: runSchema.optional(), pageviews: runSchema.optional() })),
  hours: z.record(
    z.string(),
    z.object({ visitors_hour: hoursSchema.optional(), pageviews_hour: hoursSchema.optional() }),
  ),
  alerts: z.record(z.string(), z.object({ alert: alertSchema, day: daySchema })),
  muted: z.array(z.string()),
  plan: z.object({ plan: planSchema.nullable(), readAt: z.number().nullable(), pausedMonth: monthSchema.nullable() }),
  // Files written before goals existed have none.
  goals: z.record(z.string(), z.array(z.string().min(1).max(255)).max(20)).optional(),
})
type FileContent = z.infer<typeof fileSchema>
type StoredRun = z.infer<typeof runSchema>

const emptyStatistics = (): StatisticsContent => ({
  book: { days: {}, hours: {} },
  notes: structuredClone(EMPTY_NOTES),
})

/**
 * A run as the file keeps it: its last MAX_SERIES_DAYS days at most, what the file's schema loads — a range looked at
 * far back (a year ten years ago) stays in memory for the session and is read again after a restart.
 */
function storedRun(whole: DayRun): StoredRun {
  const run = trimmed(whole, runEnd(whole) + 1 - MAX_SERIES_DAYS) ?? whole
  return {
    start: dayOfNumber(run.start),
    counts: [...run.counts],
    reads: run.reads.map((span) => [span.length, span.at]),
  }
}

function runOf(stored: StoredRun): DayRun {
  return {
    start: dayNumber(stored.start),
    counts: stored.counts,
    reads: stored.reads.map(([length, at]) => ({ length, at })),
  }
}

function mapValues<T, U>(record: Record<string, T>, map: (value: T) => U): Record<string, U> {
  return Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]))
}

const runsOf = (runs: Partial<Record<'visitors' | 'pageviews', StoredRun>>): BookContent['days'][string] =>
  Object.fromEntries(Object.entries(runs).flatMap(([series, run]) => (run ? [[series, runOf(run)]] : [])))

export function toFile(content: StatisticsContent): FileContent {
  const { book, notes } = content
  return {
    version: 1,
    days: mapValues(book.days, (runs) =>
      Object.fromEntries(Object.entries(runs).flatMap(([series, run]) => (run ? [[series, storedRun(run)]] : []))),
    ),
    hours: book.hours as FileContent['hours'],
    alerts: notes.alerts,
    muted: notes.muted,
    plan: notes.plan,
    goals: notes.goals,
  }
}

function fromFile(file: FileContent): StatisticsContent {
  const { alerts, muted, plan } = file
  return {
    book: { days: mapValues(file.days, runsOf), hours: file.hours as BookContent['hours'] },
    notes: { alerts, muted, plan, goals: file.goals ?? {} },
  }
}

export interface OpenedStatistics {
  content: StatisticsContent
  file: JsonFile
}

export interface StatisticsLocation extends AccountLocation {
  writeFile?: AtomicWrite
}

/** What the file holds — or, the first time, what the older files held — and the file to write it to. */
export async function loadStatistics(location: StatisticsLocation): Promise<OpenedStatistics> {
  const file = openJsonFile({
    path: join(accountDir(location), STATISTICS_FILE_NAME),
    durable: false,
    ...(location.writeFile && { writeFile: location.writeFile }),
  })
  const loaded = await file.load(decodeWith(fileSchema, 'not a statistics file'))
  if (loaded.status === 'corrupt')
    log.warn(
      `the statistics file could not be read (${loaded.reason}); it was kept as ${loaded.movedTo} and the numbers are read again`,
    )
  if (loaded.status === 'unreadable') return { content: emptyStatistics(), file }
  if (loaded.status === 'loaded') {
    // Older files left by a start that stopped between writing this one and removing them hold nothing newer.
    await removeOldFiles(location)
    return { content: fromFile(loaded.value), file }
  }
  return { content: await migrateOldFiles(location, (content) => file.write(toFile(content))), file }
}

/** Writes the statistics moments after they change (half a second of quiet, at least every five seconds). */
export function statisticsWriter(file: JsonFile, snapshot: () => StatisticsContent): CoalescedWrite {
  return new CoalescedWrite({
    file,
    snapshot: () => toFile(snapshot()),
    debounceMs: 500,
    maxDelayMs: 5_000,
    onWriteFailed: (error) => log.warn('could not save the statistics', error),
  })
}
