/**
 * The statistics' one file, and what it takes over from the three an account kept before the
 * engine (stats.json, overview.json, plan.json): every day they hold with when it was read — so
 * what was final stays final —, yesterday's hours, the alerts standing, the muted websites, the
 * plan with its read time and the month told as paused. Each old file alone, all three, a damaged
 * one (kept aside, the others taken all the same), and the old files left in place when the new
 * one could not be written.
 */
import { existsSync } from 'node:fs'
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { AccountNotes } from '../../src/main/stats/account-notes'
import { Book } from '../../src/main/stats/book'
import { readAtOf, readTail } from '../../src/main/stats/day-run'
import { loadStatistics, STATISTICS_FILE_NAME, toFile } from '../../src/main/stats/statistics-file'
import { EMPTY_NOTES } from '../../src/main/stats/file-schemas'
import { addDays, dayNumber, MAX_SERIES_DAYS } from '../../src/shared/statistics/series'

const ACCOUNT = '7c9e6679-7425-40de-944b-e07fc1f90ae7'
const DAY = '2026-11-20'
const READ = Date.parse(`${DAY}T09:00:00Z`)
const PLAN = {
  name: 'Starter',
  features: { api: true, dataExport: false, emailReports: true, pageviews: 5_000, websites: 3 },
}
const HOURS = Array.from({ length: 24 }, (_, hour) => hour)

const OLD = {
  'stats.json': {
    version: 1,
    websites: { '12': { day: DAY, counts: [5, 6, 7], readAt: READ + 60_000, historyAt: READ - 3_600_000 } },
    alerts: { '12': { alert: { kind: 'silent', days: 2 }, day: DAY } },
    muted: ['13'],
  },
  'overview.json': {
    version: 2,
    websites: {
      '12': {
        day: DAY,
        visitors: [1, 2, 3, 4],
        pageviews: [2, 4, 6, 8],
        readAt: READ,
        yesterday: { day: addDays(DAY, -1), visitors: HOURS, pageviews: HOURS },
      },
    },
  },
  'plan.json': {
    version: 1,
    plan: PLAN,
    planReadAt: READ,
    month: '2026-11',
    pageviews: { '12': { count: 40, readAt: READ } },
    pausedMonth: '2026-10',
  },
} as const
type OldName = keyof typeof OLD

async function accountWith(files: Partial<Record<OldName, unknown>>): Promise<{ dir: string; folder: string }> {
  const dir = await mkdtemp(join(tmpdir(), 'sitetray-statistics-file-'))
  onTestFinished(() => rm(dir, { recursive: true, force: true }))
  const folder = join(dir, ACCOUNT)
  await mkdir(folder, { recursive: true })
  for (const [name, content] of Object.entries(files))
    await writeFile(join(folder, name), typeof content === 'string' ? content : JSON.stringify(content))
  return { dir, folder }
}

async function opened(dir: string) {
  const { content } = await loadStatistics({ dir, accountId: ACCOUNT })
  return { book: new Book(content.book), notes: new AccountNotes(content.notes, () => undefined) }
}

describe('the statistics file, the first time', () => {
  it('takes stats.json alone: the days with their read times, the alerts standing and the muted websites', async () => {
    const { dir, folder } = await accountWith({ 'stats.json': OLD['stats.json'] })
    const { book, notes } = await opened(dir)
    const run = book.days('12', 'visitors')!
    expect(readTail(run, 30)).toEqual({ day: DAY, counts: [5, 6, 7], readAt: READ + 60_000 })
    expect(readAtOf(run, dayNumber(addDays(DAY, -2)))).toBe(READ - 3_600_000)
    expect(notes.alert('12')).toEqual({ alert: { kind: 'silent', days: 2 }, day: DAY })
    expect(notes.isMuted('13')).toBe(true)
    expect(await readdir(folder)).toEqual([STATISTICS_FILE_NAME])
  })

  it("takes overview.json alone: both series and yesterday's hours", async () => {
    const { dir } = await accountWith({ 'overview.json': OLD['overview.json'] })
    const { book } = await opened(dir)
    expect(readTail(book.days('12', 'pageviews')!, 61)).toEqual({ day: DAY, counts: [2, 4, 6, 8], readAt: READ })
    expect(book.hours('12', 'visitors_hour', addDays(DAY, -1))).toEqual({ counts: HOURS, readAt: READ })
    expect(book.hours('12', 'pageviews_hour', addDays(DAY, -1))?.counts).toEqual(HOURS)
  })

  it('takes plan.json alone: the plan, when it was read, and the month told as paused', async () => {
    const { dir } = await accountWith({ 'plan.json': OLD['plan.json'] })
    const { notes } = await opened(dir)
    expect(notes.plan).toEqual({ plan: PLAN, readAt: READ, pausedMonth: '2026-10' })
  })

  it('takes all three together, the later read of a day winning, and is read back the same from its own file', async () => {
    const { dir, folder } = await accountWith(OLD)
    const first = await opened(dir)
    const run = first.book.days('12', 'visitors')!
    // stats.json read its days an hour before the overview read them, and today's number a minute after.
    expect(readTail(run, 30)).toEqual({ day: DAY, counts: [1, 2, 3, 7], readAt: READ + 60_000 })
    expect(readAtOf(run, dayNumber(addDays(DAY, -1)))).toBe(READ)
    expect(first.notes.plan.pausedMonth).toBe('2026-10')
    expect(await readdir(folder)).toEqual([STATISTICS_FILE_NAME])
    const again = await opened(dir)
    expect(toFile({ book: again.book.content(), notes: again.notes.content() })).toEqual(
      toFile({ book: first.book.content(), notes: first.notes.content() }),
    )
  })

  it('keeps a damaged one aside and takes the others all the same', async () => {
    const { dir, folder } = await accountWith({ ...OLD, 'overview.json': '{"version": 2, "websites": ' })
    const { book, notes } = await opened(dir)
    expect(book.days('12', 'pageviews')).toBeUndefined()
    expect(readTail(book.days('12', 'visitors')!, 30)?.counts).toEqual([5, 6, 7])
    expect(notes.plan.plan).toEqual(PLAN)
    const names = await readdir(folder)
    expect(names).toContain(STATISTICS_FILE_NAME)
    expect(names.some((name) => name.startsWith('overview.json.corrupt-'))).toBe(true)
    expect(names.filter((name) => name.endsWith('.json'))).toEqual([STATISTICS_FILE_NAME])
  })

  it('leaves the old files where they are when the new one cannot be written', async () => {
    const { dir, folder } = await accountWith(OLD)
    const refused = async (): Promise<void> => {
      throw Object.assign(new Error('disk full'), { code: 'ENOSPC' })
    }
    const { content } = await loadStatistics({ dir, accountId: ACCOUNT, writeFile: refused })
    expect(new Book(content.book).days('12', 'visitors')).toBeDefined()
    for (const name of Object.keys(OLD)) expect(existsSync(join(folder, name))).toBe(true)
    expect(existsSync(join(folder, STATISTICS_FILE_NAME))).toBe(false)
  })
})

describe('the statistics file, written', () => {
  it('keeps the last days it can load again, and the goals picked', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitetray-statistics-file-'))
    onTestFinished(() => rm(dir, { recursive: true, force: true }))
    const book = new Book()
    // A year looked at ten years back and the years since: more days than a run in the file may hold.
    const from = addDays(DAY, -4_999)
    book.setDays(
      '12',
      'visitors',
      from,
      Array.from({ length: 5_000 }, (_, index) => index),
      READ,
      from,
    )
    const notes = new AccountNotes(EMPTY_NOTES, () => undefined)
    notes.setGoals('12', ['signup', 'purchase'])
    await mkdir(join(dir, ACCOUNT), { recursive: true })
    await writeFile(
      join(dir, ACCOUNT, STATISTICS_FILE_NAME),
      JSON.stringify(toFile({ book: book.content(), notes: notes.content() })),
    )
    const again = await opened(dir)
    const run = again.book.days('12', 'visitors')!
    expect(run.counts).toHaveLength(MAX_SERIES_DAYS)
    expect(readTail(run, 1)).toEqual({ day: DAY, counts: [4_999], readAt: READ })
    expect(again.notes.goals('12')).toEqual(['signup', 'purchase'])
  })
})
