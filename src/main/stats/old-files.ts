/**
 * The files an account's statistics were kept in before the engine (docs/architecture.md, "The
 * statistics engine"), taken into `statistics.json` once: `stats.json` (the favorites' and the
 * alerts' days, the alerts standing, the websites whose alerts are off), `overview.json` (61 days
 * of visitors and pageviews and yesterday's hours per website) and `plan.json` (the plan, when it
 * was read, the month told as paused). Every day they hold keeps the moment it was read, so what
 * was final stays final; where two files hold the same day, the later read wins. This month's
 * pageview sums in `plan.json` are sums, not days: they are read again as days. A file that cannot
 * be read is moved aside, as any of them always was, and the others are taken all the same. The old
 * files go only once the new one is written.
 */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { createLogger } from '../base'
import { accountDir, type AccountLocation } from '../mirror'
import { decodeWith, openJsonFile } from '../storage'
import { addDays, dayNumber } from '../../shared/statistics/series'
import type { BookContent, DaySeries } from './book'
import type { NotesContent } from './account-notes'
import { withRead, type DayRun } from './day-run'
import {
  alertSchema,
  countSchema,
  daySchema,
  EMPTY_NOTES,
  monthSchema,
  planSchema,
  type StatisticsContent,
} from './file-schemas'

const log = createLogger('stats')

export const OLD_FILE_NAMES = { visitors: 'stats.json', overview: 'overview.json', plan: 'plan.json' } as const

const statsSchema = z.object({
  version: z.literal(1),
  websites: z.record(
    z.string(),
    z.object({ day: daySchema, counts: z.array(countSchema).max(400), readAt: z.number(), historyAt: z.number() }),
  ),
  alerts: z.record(z.string(), z.object({ alert: alertSchema, day: daySchema })),
  muted: z.array(z.string()),
})
const hours = z.array(countSchema).length(24)
const overviewSchema = z.object({
  version: z.union([z.literal(1), z.literal(2)]),
  websites: z.record(
    z.string(),
    z.object({
      day: daySchema,
      visitors: z.array(countSchema).max(100),
      pageviews: z.array(countSchema).max(100),
      readAt: z.number(),
      yesterday: z.object({ day: daySchema, visitors: hours, pageviews: hours }).nullable().default(null),
    }),
  ),
})
const planFileSchema = z.object({
  version: z.literal(1),
  plan: planSchema.nullable(),
  planReadAt: z.number().nullable(),
  month: monthSchema.nullable(),
  pageviews: z.record(z.string(), z.object({ count: countSchema, readAt: z.number() })),
  pausedMonth: monthSchema.nullable(),
})

/** Days of one statistic as some file had them: `counts` ending on `day`, read at `at`. */
interface Piece {
  websiteId: string
  series: DaySeries
  day: string
  counts: readonly number[]
  at: number
}

interface Taken {
  pieces: Piece[]
  book: BookContent
  notes: NotesContent
}

async function load<T>(location: AccountLocation, name: string, schema: z.ZodType<T>): Promise<T | null> {
  const file = openJsonFile({ path: join(accountDir(location), name), durable: false })
  const loaded = await file.load(decodeWith(schema, `not a ${name} file`))
  if (loaded.status === 'corrupt')
    log.warn(`${name} could not be read (${loaded.reason}); it was kept as ${loaded.movedTo} and is not taken over`)
  return loaded.status === 'loaded' ? loaded.value : null
}

function takeVisitors(file: z.infer<typeof statsSchema>, taken: Taken): void {
  for (const [websiteId, entry] of Object.entries(file.websites)) {
    // The run was read whole at historyAt, its last day (today then) again at readAt.
    taken.pieces.push({ websiteId, series: 'visitors', day: entry.day, counts: entry.counts, at: entry.historyAt })
    taken.pieces.push({
      websiteId,
      series: 'visitors',
      day: entry.day,
      counts: entry.counts.slice(-1),
      at: entry.readAt,
    })
  }
  taken.notes.alerts = { ...file.alerts }
  taken.notes.muted = [...file.muted]
}

function takeOverview(file: z.infer<typeof overviewSchema>, taken: Taken): void {
  for (const [websiteId, entry] of Object.entries(file.websites)) {
    for (const series of ['visitors', 'pageviews'] as const)
      taken.pieces.push({ websiteId, series, day: entry.day, counts: entry[series], at: entry.readAt })
    const { yesterday } = entry
    if (!yesterday) continue
    taken.book.hours[websiteId] = {
      visitors_hour: { [yesterday.day]: { counts: yesterday.visitors, readAt: entry.readAt } },
      pageviews_hour: { [yesterday.day]: { counts: yesterday.pageviews, readAt: entry.readAt } },
    }
  }
}

function takePlan(file: z.infer<typeof planFileSchema>, taken: Taken): void {
  taken.notes.plan = { plan: file.plan, readAt: file.planReadAt, pausedMonth: file.pausedMonth }
}

/** The pieces in the order they were read, so that a later read of a day replaces an earlier one. */
function bookDays(pieces: readonly Piece[]): BookContent['days'] {
  const days: Record<string, Partial<Record<DaySeries, DayRun>>> = {}
  for (const piece of [...pieces].sort((a, b) => a.at - b.at)) {
    if (piece.counts.length === 0) continue
    const runs = (days[piece.websiteId] ??= {})
    const from = dayNumber(addDays(piece.day, 1 - piece.counts.length))
    runs[piece.series] = withRead(runs[piece.series], from, piece.counts, piece.at)
  }
  return days
}

/** Removes the older files; a file that will not go is only said in the log (it is read again next time). */
export async function removeOldFiles(location: AccountLocation): Promise<void> {
  for (const name of Object.values(OLD_FILE_NAMES))
    await rm(join(accountDir(location), name), { force: true }).catch((error: unknown) =>
      log.warn(`the old statistics file ${name} could not be removed`, error),
    )
}

/**
 * What the older files hold, written to the new file by `write` before they are removed; the empty
 * statistics when there are none.
 */
export async function migrateOldFiles(
  location: AccountLocation,
  write: (content: StatisticsContent) => Promise<void>,
): Promise<StatisticsContent> {
  const taken: Taken = { pieces: [], book: { days: {}, hours: {} }, notes: structuredClone(EMPTY_NOTES) }
  const visitors = await load(location, OLD_FILE_NAMES.visitors, statsSchema)
  const overview = await load(location, OLD_FILE_NAMES.overview, overviewSchema)
  const plan = await load(location, OLD_FILE_NAMES.plan, planFileSchema)
  if (visitors) takeVisitors(visitors, taken)
  if (overview) takeOverview(overview, taken)
  if (plan) takePlan(plan, taken)
  if (!visitors && !overview && !plan) return { book: { days: {}, hours: {} }, notes: structuredClone(EMPTY_NOTES) }
  const content: StatisticsContent = { book: { ...taken.book, days: bookDays(taken.pieces) }, notes: taken.notes }
  try {
    await write(content)
  } catch (error) {
    // Kept where they are: the next start takes them over again.
    log.warn('the statistics could not be written to their new file; the old files are kept', error)
    return content
  }
  await removeOldFiles(location)
  log.info('the statistics kept in stats.json, overview.json and plan.json are now in statistics.json')
  return content
}
