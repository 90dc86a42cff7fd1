/**
 * What the book keeps of what is read: as many days back as the widest demand wants (at least the
 * overview's 61), hours of today and yesterday — and of an earlier day while a demand still asks
 * for it, so that an overview opened before midnight and read after it is answered, not asked
 * again and again.
 */
import { describe, expect, it, vi, afterEach } from 'vitest'
import type { AccountPlanClient, StatsClient } from '../../src/main/api'
import { AccountNotes } from '../../src/main/stats/account-notes'
import { Book } from '../../src/main/stats/book'
import { DemandSet, type Demand } from '../../src/main/stats/demands'
import { dueOf } from '../../src/main/stats/planner'
import { readIntoBook } from '../../src/main/stats/read-into-book'
import { addDays } from '../../src/shared/statistics/series'

const TODAY = '2026-11-21'
const run = <T>(request: (signal?: AbortSignal) => Promise<T>): Promise<T> => request()

function targets(demands: DemandSet, book: Book) {
  const client = {
    dailySeries: async (_id: string, query: { from: string; to: string }) => {
      const days: Array<{ day: string; count: number }> = []
      for (let day = query.from; day <= query.to; day = addDays(day, 1)) days.push({ day, count: 1 })
      return days
    },
    stats: async () => ({ rows: [{ value: '09', count: 4 }], nextPage: null }),
  } as unknown as StatsClient
  const notes = new AccountNotes(
    { alerts: {}, muted: [], plan: { plan: null, readAt: null, pausedMonth: null }, goals: {} },
    () => undefined,
  )
  return { client, account: {} as AccountPlanClient, book, notes, demands }
}

describe('the book keeps', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('the hours of a day an overview opened yesterday still asks for, past midnight, until it lets go', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T00:10:00Z`) })
    const demands = new DemandSet()
    const book = new Book()
    const day = addDays(TODAY, -2)
    const demand: Demand = {
      kind: 'hours',
      websiteId: '1',
      series: 'visitors_hour',
      day: { date: day },
      fresh: { since: Date.now() - 20 * 60_000 },
      lane: 'idle',
    }
    const registration = demands.add(demand)
    await readIntoBook(
      { kind: 'hours', websiteId: '1', series: 'visitors_hour', day },
      run,
      targets(demands, book),
      () => false,
    )
    expect(book.hours('1', 'visitors_hour', day)?.counts[9]).toBe(4)
    expect(dueOf(demand, { book, accountReadAt: null, now: Date.now() })).toBe(Infinity)
    registration.dispose()
    await readIntoBook(
      { kind: 'hours', websiteId: '1', series: 'visitors_hour', day: TODAY },
      run,
      targets(demands, book),
      () => false,
    )
    expect(book.hours('1', 'visitors_hour', day)).toBeUndefined()
  })

  it('days as far back as a demand wants, and the overview’s 61 at least', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: new Date(`${TODAY}T12:00:00Z`) })
    const demands = new DemandSet()
    const book = new Book()
    const wide: Demand = {
      kind: 'days',
      websiteId: '1',
      series: 'visitors',
      days: { last: 90 },
      fresh: { everyMs: 60_000 },
      lane: 'idle',
    }
    const registration = demands.add(wide)
    const read = {
      kind: 'days' as const,
      websiteId: '1',
      series: 'visitors' as const,
      from: addDays(TODAY, -89),
      to: TODAY,
    }
    await readIntoBook(read, run, targets(demands, book), () => false)
    expect(book.days('1', 'visitors')?.counts).toHaveLength(90)
    registration.dispose()
    await readIntoBook({ ...read, from: TODAY }, run, targets(demands, book), () => false)
    expect(book.days('1', 'visitors')?.counts).toHaveLength(61)
  })
})
