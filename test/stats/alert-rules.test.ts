/** The alert rules on generated series: a website gone silent, one spiking, one doing neither, one too new to judge. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  DAYS_JUDGED,
  judgeVisitors,
  SPIKE_MINIMUM,
  spiked,
  wentSilent,
  type AlertThresholds,
} from '../../src/main/stats/alert-rules'
import { addDays, type DailyCount } from '../../src/shared/statistics/series'

const TODAY = '2026-11-23'
const DEFAULTS: AlertThresholds = { silentAfterDays: 2, spikeFactor: 3 }

/** The 14 judged days and today, oldest first, from counts given oldest first. */
function series(counts: readonly number[], today = TODAY): DailyCount[] {
  return counts.map((count, index) => ({ day: addDays(today, index - counts.length + 1), count }))
}

/** A usual day's visitors: from a few to thousands, never none. */
const usualDay = fc.integer({ min: 1, max: 5_000 })
/** 14 ordinary days. */
const ordinaryDays = fc.array(usualDay, { minLength: DAYS_JUDGED, maxLength: DAYS_JUDGED })

describe('went silent', () => {
  it('a website with visitors every day, then none on the last N days and none today, went silent N days ago', () => {
    fc.assert(
      fc.property(ordinaryDays, fc.integer({ min: 2, max: 6 }), (days, quiet) => {
        const counts = [...days.slice(0, DAYS_JUDGED - quiet), ...Array<number>(quiet).fill(0), 0]
        expect(wentSilent({ days: series(counts), createdDay: null }, TODAY, DEFAULTS)).toEqual({
          kind: 'silent',
          days: quiet,
        })
        expect(judgeVisitors({ days: series(counts), createdDay: null }, TODAY, DEFAULTS)).toEqual({
          kind: 'silent',
          days: quiet,
        })
      }),
    )
  })

  it('one quiet day is not silence at the default of two, but is at one', () => {
    const counts = [...Array<number>(13).fill(40), 0, 0]
    expect(wentSilent({ days: series(counts), createdDay: null }, TODAY, DEFAULTS)).toBeNull()
    expect(wentSilent({ days: series(counts), createdDay: null }, TODAY, { ...DEFAULTS, silentAfterDays: 1 })).toEqual({
      kind: 'silent',
      days: 1,
    })
  })

  it('a visitor today ends the silence', () => {
    const counts = [...Array<number>(10).fill(40), 0, 0, 0, 0, 1]
    expect(wentSilent({ days: series(counts), createdDay: null }, TODAY, DEFAULTS)).toBeNull()
  })

  it('a website that had visitors on only half the days or fewer is not silent: it was never busy', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: DAYS_JUDGED - 2, maxLength: DAYS_JUDGED - 2 }), (busy) => {
        fc.pre(busy.filter(Boolean).length <= DAYS_JUDGED / 2)
        const counts = [...busy.map((day) => (day ? 25 : 0)), 0, 0, 0]
        expect(wentSilent({ days: series(counts), createdDay: null }, TODAY, DEFAULTS)).toBeNull()
      }),
    )
  })

  it('days the server left out count as none', () => {
    const days = series([...Array<number>(12).fill(40), 0, 0, 0]).filter(
      (entry) => entry.count > 0 || entry.day === TODAY,
    )
    expect(wentSilent({ days, createdDay: null }, TODAY, DEFAULTS)).toEqual({ kind: 'silent', days: 2 })
  })
})

describe('spikes', () => {
  it('today above three times the median day, and at least 100, is a spike', () => {
    fc.assert(
      fc.property(ordinaryDays, fc.integer({ min: 1, max: 20 }), (days, extra) => {
        const sorted = [...days].sort((a, b) => a - b)
        const median = (sorted[6]! + sorted[7]!) / 2
        const today = Math.max(SPIKE_MINIMUM, Math.floor(3 * median) + extra)
        expect(spiked({ days: series([...days, today]), createdDay: null }, TODAY, DEFAULTS)).toEqual({
          kind: 'spike',
          today,
          usual: Math.round(median),
        })
      }),
    )
  })

  it("a quiet website's 90 visitors are no spike however few it usually has", () => {
    expect(spiked({ days: series([...Array<number>(14).fill(2), 90]), createdDay: null }, TODAY, DEFAULTS)).toBeNull()
    expect(
      spiked({ days: series([...Array<number>(14).fill(2), 100]), createdDay: null }, TODAY, DEFAULTS),
    ).toMatchObject({ kind: 'spike', today: 100, usual: 2 })
  })

  it("the factor is the user's: 5× is not a spike at 10×", () => {
    const days = series([...Array<number>(14).fill(200), 1_000])
    expect(spiked({ days, createdDay: null }, TODAY, { ...DEFAULTS, spikeFactor: 3 })).not.toBeNull()
    expect(spiked({ days, createdDay: null }, TODAY, { ...DEFAULTS, spikeFactor: 10 })).toBeNull()
  })

  it("the median, not the mean: one earlier busy day does not hide today's spike", () => {
    const days = series([...Array<number>(13).fill(100), 20_000, 1_000])
    expect(spiked({ days, createdDay: null }, TODAY, DEFAULTS)).toEqual({ kind: 'spike', today: 1_000, usual: 100 })
  })
})

describe('neither', () => {
  it('a website whose today is within its usual range raises nothing', () => {
    fc.assert(
      fc.property(ordinaryDays, fc.double({ min: 0.1, max: 3, noNaN: true }), (days, share) => {
        const sorted = [...days].sort((a, b) => a - b)
        const median = (sorted[6]! + sorted[7]!) / 2
        const today = Math.max(1, Math.floor(share * median))
        expect(judgeVisitors({ days: series([...days, today]), createdDay: null }, TODAY, DEFAULTS)).toBeNull()
      }),
    )
  })

  it('a website that never had a visitor raises nothing', () => {
    expect(judgeVisitors({ days: series(Array<number>(15).fill(0)), createdDay: null }, TODAY, DEFAULTS)).toBeNull()
  })
})

describe('too new, or too little known, to judge', () => {
  it('a website created within the 14 days raises nothing, whatever its days look like', () => {
    fc.assert(
      fc.property(
        fc.array(fc.nat({ max: 10_000 }), { minLength: 15, maxLength: 15 }),
        fc.integer({ min: 0, max: DAYS_JUDGED - 1 }),
        (counts, age) => {
          expect(judgeVisitors({ days: series(counts), createdDay: addDays(TODAY, -age) }, TODAY, DEFAULTS)).toBeNull()
        },
      ),
    )
  })

  it('a website created 14 days ago or earlier is judged', () => {
    const counts = [...Array<number>(12).fill(40), 0, 0, 0]
    expect(
      wentSilent({ days: series(counts), createdDay: addDays(TODAY, -DAYS_JUDGED) }, TODAY, DEFAULTS),
    ).not.toBeNull()
  })

  it('days that do not reach back 14 days, or that stop before today, judge nothing', () => {
    const short = series([...Array<number>(10).fill(40), 0, 0, 0])
    expect(judgeVisitors({ days: short, createdDay: null }, TODAY, DEFAULTS)).toBeNull()
    const yesterdays = series([...Array<number>(12).fill(40), 0, 0, 0], addDays(TODAY, -1))
    expect(judgeVisitors({ days: yesterdays, createdDay: null }, TODAY, DEFAULTS)).toBeNull()
  })
})
