/**
 * The planner on its own (a pure function of the demands, the book and the time): one read
 * answers every demand it covers, today alone is read when only today is due, a final day is never
 * read again, a day that just ended is read once more with today, the alerts' day does not start at
 * midnight, the most urgent lane goes first — and among equals what the tray lacks, then the
 * consumer's order — a website held back after a failure waits but the user's own read does not.
 */
import { describe, expect, it } from 'vitest'
import { Book } from '../../src/main/stats/book'
import type { DaysDemand, Demand, HoursDemand, Lane } from '../../src/main/stats/demands'
import { dueOf, planNext, type PlanInput } from '../../src/main/stats/planner'
import { addDays } from '../../src/shared/statistics/series'

const NOW = Date.parse('2026-11-20T12:00:00Z')
const TODAY = '2026-11-20'
const MINUTE = 60_000
const BACKGROUND: ReadonlySet<Lane> = new Set(['onScreen', 'idle'])
const ALL: ReadonlySet<Lane> = new Set(['interactive', 'onScreen', 'idle'])

function days(websiteId: string, last: number, fresh: DaysDemand['fresh'], more: Partial<DaysDemand> = {}): DaysDemand {
  return { kind: 'days', websiteId, series: 'visitors', days: { last }, fresh, lane: 'idle', ...more }
}

function plan(demands: Demand[], book: Book, now = NOW, more: Partial<PlanInput> = {}) {
  return planNext({
    demands,
    book,
    accountReadAt: null,
    now,
    lanes: BACKGROUND,
    heldUntil: () => undefined,
    busy: new Set(),
    ...more,
  })
}

/** A book with `count` days of `series` ending on `to`, read at `at`. */
function bookWith(
  websiteId: string,
  to: string,
  count: number,
  at: number,
  series: 'visitors' | 'pageviews' = 'visitors',
) {
  const book = new Book()
  book.setDays(websiteId, series, addDays(to, 1 - count), Array<number>(count).fill(7), at, '2000-01-01')
  return book
}

describe('one read answers every demand it covers', () => {
  it("the overview's 61 days, the favorites' 30 and the plan's month of one website: one request each statistic", () => {
    const book = new Book()
    const favorite = days('1', 30, { everyMs: 4 * MINUTE }, { tray: true })
    const overview = days('1', 61, { since: NOW - 15 * MINUTE }, { lane: 'onScreen' })
    const month: DaysDemand = {
      ...days('1', 1, { everyMs: 6 * 60 * MINUTE }),
      series: 'pageviews',
      days: { thisMonth: true },
    }
    const overviewPageviews: DaysDemand = { ...overview, series: 'pageviews' }
    const demands = [favorite, overview, month, overviewPageviews]
    expect(plan(demands, book).next).toEqual({
      read: { kind: 'days', websiteId: '1', series: 'visitors', from: addDays(TODAY, -60), to: TODAY },
      lane: 'onScreen',
    })
    book.setDays('1', 'visitors', addDays(TODAY, -60), Array<number>(61).fill(1), NOW, '2000-01-01')
    expect(plan(demands, book).next?.read).toEqual({
      kind: 'days',
      websiteId: '1',
      series: 'pageviews',
      from: addDays(TODAY, -60),
      to: TODAY,
    })
    book.setDays('1', 'pageviews', addDays(TODAY, -60), Array<number>(61).fill(1), NOW, '2000-01-01')
    // Everything is answered: the next read is the favorite's today, when it falls due.
    expect(plan(demands, book)).toEqual({ next: null, wakeAt: NOW + 4 * MINUTE })
    for (const demand of demands) expect(dueOf(demand, { book, accountReadAt: null, now: NOW })).toBeGreaterThan(NOW)
  })

  it('reads today alone when only today is due, and never a final day again', () => {
    const book = bookWith('1', TODAY, 30, NOW - 10 * MINUTE)
    const favorite = days('1', 30, { everyMs: 4 * MINUTE })
    expect(plan([favorite], book).next?.read).toMatchObject({ from: TODAY, to: TODAY })
    // "Refresh now": every day read before it is due, but the final ones are not read again.
    const refreshed = days('1', 30, { everyMs: 4 * MINUTE, since: NOW })
    expect(plan([refreshed], book).next?.read).toMatchObject({ from: TODAY, to: TODAY })
    // A fixed range of days that were read final is answered for good.
    const past: DaysDemand = {
      ...favorite,
      days: { from: addDays(TODAY, -20), to: addDays(TODAY, -10) },
      fresh: { since: NOW },
    }
    expect(dueOf(past, { book, accountReadAt: null, now: NOW })).toBe(Infinity)
    expect(plan([past], book)).toEqual({ next: null, wakeAt: null })
  })

  it('reads a day that ended less than an hour before its read once more, with today, an hour after it ended', () => {
    const yesterday = addDays(TODAY, -1)
    const book = bookWith('1', yesterday, 30, Date.parse(`${yesterday}T23:58:00Z`))
    book.setDays('1', 'visitors', TODAY, [3], Date.parse(`${TODAY}T00:58:00Z`), '2000-01-01')
    const favorite = days('1', 30, { everyMs: 4 * MINUTE })
    expect(plan([favorite], book, Date.parse(`${TODAY}T00:59:00Z`))).toEqual({
      next: null,
      wakeAt: Date.parse(`${TODAY}T01:00:00Z`),
    })
    // Today was read two minutes before: it comes along, in the same request.
    expect(plan([favorite], book, Date.parse(`${TODAY}T01:00:00Z`)).next?.read).toMatchObject({
      from: yesterday,
      to: TODAY,
    })
  })

  it("does not start the alerts' day at midnight: the day after, yesterday and today together, a day after the read", () => {
    const yesterday = addDays(TODAY, -1)
    const readAt = Date.parse(`${yesterday}T10:00:00Z`)
    const book = bookWith('1', yesterday, 15, readAt)
    const alerts = days('1', 15, { everyMs: 24 * 60 * MINUTE })
    expect(plan([alerts], book, Date.parse(`${TODAY}T00:30:00Z`))).toEqual({
      next: null,
      wakeAt: Date.parse(`${TODAY}T10:00:00Z`),
    })
    expect(plan([alerts], book, Date.parse(`${TODAY}T10:00:00Z`)).next?.read).toMatchObject({
      from: yesterday,
      to: TODAY,
    })
  })

  it('asks one page at most: the latest 100 days first', () => {
    const demand = days('1', 250, { everyMs: MINUTE })
    expect(plan([demand], new Book()).next?.read).toMatchObject({ from: addDays(TODAY, -99), to: TODAY })
  })
})

describe('what goes first', () => {
  it('the user waiting, then statistics on screen, then the background', () => {
    const book = new Book()
    const demands = [
      days('1', 30, { everyMs: MINUTE }),
      days('2', 30, { everyMs: MINUTE }, { lane: 'onScreen' }),
      days('3', 30, { everyMs: MINUTE }, { lane: 'interactive' }),
    ]
    expect(plan(demands, book, NOW, { lanes: ALL }).next).toMatchObject({
      read: { websiteId: '3' },
      lane: 'interactive',
    })
    // The background slot leaves the user's read to the interactive one.
    expect(plan(demands, book).next).toMatchObject({ read: { websiteId: '2' }, lane: 'onScreen' })
  })

  it("among equals, a favorite without today's number, then the consumer's order, then what fell due first", () => {
    const book = bookWith('1', TODAY, 30, NOW - 10 * MINUTE)
    book.setDays('2', 'visitors', addDays(TODAY, -29), Array<number>(29).fill(1), NOW - 10 * MINUTE, '2000-01-01')
    const refresh = days('1', 30, { everyMs: 4 * MINUTE }, { tray: true, order: 0 })
    const lacking = days('2', 30, { everyMs: 4 * MINUTE }, { tray: true, order: 0 })
    const alerts = days('3', 15, { everyMs: 24 * 60 * MINUTE }, { order: 2 })
    expect(plan([alerts, refresh, lacking], book).next?.read).toMatchObject({ websiteId: '2' })
    expect(plan([alerts, refresh], book).next?.read).toMatchObject({ websiteId: '1' })
    const earlier = days('4', 30, { everyMs: 4 * MINUTE }, { tray: true, order: 0 })
    book.setDays('4', 'visitors', addDays(TODAY, -29), Array<number>(30).fill(1), NOW - 20 * MINUTE, '2000-01-01')
    expect(plan([refresh, earlier], book).next?.read).toMatchObject({ websiteId: '4' })
  })

  it('a website held back after a failure waits, but not the user’s own read; a read on its way is not planned twice', () => {
    const demand = days('1', 30, { everyMs: MINUTE })
    const held = { heldUntil: (id: string) => (id === '1' ? NOW + 5 * MINUTE : undefined) }
    expect(plan([demand], new Book(), NOW, held)).toEqual({ next: null, wakeAt: NOW + 5 * MINUTE })
    const asked = { ...demand, lane: 'interactive' as const }
    expect(plan([asked], new Book(), NOW, { ...held, lanes: ALL }).next?.lane).toBe('interactive')
    expect(plan([demand], new Book(), NOW, { busy: new Set(['1|visitors']) })).toEqual({ next: null, wakeAt: null })
  })
})

describe('hours', () => {
  const hours = (day: HoursDemand['day'], fresh: HoursDemand['fresh']): HoursDemand => ({
    kind: 'hours',
    websiteId: '1',
    series: 'visitors_hour',
    day,
    fresh,
    lane: 'idle',
  })

  it("today's are read again at the turn of the hour, yesterday's once more when final, then never", () => {
    const book = new Book()
    const today = hours('today', { everyMs: 5 * MINUTE })
    book.setHours('1', 'visitors_hour', TODAY, Array<number>(24).fill(1), Date.parse(`${TODAY}T12:58:00Z`), TODAY)
    expect(plan([today], book, Date.parse(`${TODAY}T12:59:00Z`)).wakeAt).toBe(Date.parse(`${TODAY}T13:00:00Z`))
    expect(plan([today], book, Date.parse(`${TODAY}T13:00:00Z`)).next?.read).toEqual({
      kind: 'hours',
      websiteId: '1',
      series: 'visitors_hour',
      day: TODAY,
    })
    const yesterday = hours('yesterday', { final: true })
    const day = addDays(TODAY, -1)
    book.setHours('1', 'visitors_hour', day, Array<number>(24).fill(1), Date.parse(`${TODAY}T00:30:00Z`), day)
    expect(plan([yesterday], book, Date.parse(`${TODAY}T00:40:00Z`)).wakeAt).toBe(Date.parse(`${TODAY}T01:00:00Z`))
    book.setHours('1', 'visitors_hour', day, Array<number>(24).fill(1), Date.parse(`${TODAY}T01:00:00Z`), day)
    expect(plan([yesterday], book, NOW)).toEqual({ next: null, wakeAt: null })
  })
})

describe("the overview's demands, opened at a moment", () => {
  const opened = NOW
  const since = opened - 15 * MINUTE
  const overview = (websiteId: string): Demand[] => [
    days(websiteId, 61, { since }),
    { ...days(websiteId, 61, { since }), series: 'pageviews' },
    { kind: 'hours', websiteId, series: 'visitors_hour', day: 'yesterday', fresh: { since }, lane: 'idle' },
    { kind: 'hours', websiteId, series: 'pageviews_hour', day: 'yesterday', fresh: { since }, lane: 'idle' },
  ]
  const read = (book: Book, websiteId: string, day: string, at: number, hoursToo = true): void => {
    for (const series of ['visitors', 'pageviews'] as const)
      book.setDays(websiteId, series, addDays(day, -60), Array<number>(61).fill(1), at, '2000-01-01')
    if (!hoursToo) return
    for (const series of ['visitors_hour', 'pageviews_hour'] as const)
      book.setHours(websiteId, series, addDays(day, -1), Array<number>(24).fill(1), at, '2000-01-01')
  }
  const wanted = (book: Book): string[] =>
    ['1', '2', '3', '4'].filter((id) =>
      overview(id).some((demand) => dueOf(demand, { book, accountReadAt: null, now: opened }) <= opened),
    )

  it('leave out what is current, and ask again what is older, from an earlier day, or without yesterday’s hours', () => {
    const book = new Book()
    read(book, '1', TODAY, opened - MINUTE)
    read(book, '2', addDays(TODAY, -1), Date.parse(`${TODAY}T00:30:00Z`) - 24 * 60 * MINUTE)
    read(book, '3', TODAY, opened - 15 * MINUTE)
    read(book, '4', TODAY, opened - MINUTE, false)
    expect(wanted(book)).toEqual(['2', '3', '4'])
  })
})
