/**
 * The periods a website's statistics view offers (src/shared/statistics/period.ts): the days each
 * preset covers at several moments — month ends, a leap day —, the span each comparison sets
 * against it with the same cut, the chart's unit as the service's dashboard picks it, and its keys.
 */
import { describe, expect, it } from 'vitest'
import {
  comparisonOf,
  customRangeProblem,
  rangeOf,
  unitKeys,
  unitOf,
  type DayRange,
  type PresetPeriod,
} from '../../src/shared/statistics/period'

const at = (iso: string): number => Date.parse(iso)
const span = (range: DayRange | null): string | null => (range ? `${range.from}..${range.to}` : null)

describe('the days a preset covers', () => {
  const cases: Array<{ now: string; expected: Record<PresetPeriod, string> }> = [
    {
      now: '2026-03-31T10:15:00Z',
      expected: {
        today: '2026-03-31..2026-03-31',
        yesterday: '2026-03-30..2026-03-30',
        '7d': '2026-03-24..2026-03-30',
        '30d': '2026-03-01..2026-03-30',
        thisMonth: '2026-03-01..2026-03-31',
        lastMonth: '2026-02-01..2026-02-28',
        '12m': '2025-03-01..2026-02-28',
      },
    },
    {
      now: '2024-02-29T23:59:00Z',
      expected: {
        today: '2024-02-29..2024-02-29',
        yesterday: '2024-02-28..2024-02-28',
        '7d': '2024-02-22..2024-02-28',
        '30d': '2024-01-30..2024-02-28',
        thisMonth: '2024-02-01..2024-02-29',
        lastMonth: '2024-01-01..2024-01-31',
        '12m': '2023-02-01..2024-01-31',
      },
    },
    {
      now: '2024-03-01T00:05:00Z',
      expected: {
        today: '2024-03-01..2024-03-01',
        yesterday: '2024-02-29..2024-02-29',
        '7d': '2024-02-23..2024-02-29',
        '30d': '2024-01-31..2024-02-29',
        thisMonth: '2024-03-01..2024-03-01',
        lastMonth: '2024-02-01..2024-02-29',
        '12m': '2023-03-01..2024-02-29',
      },
    },
    {
      now: '2027-01-01T12:00:00Z',
      expected: {
        today: '2027-01-01..2027-01-01',
        yesterday: '2026-12-31..2026-12-31',
        '7d': '2026-12-25..2026-12-31',
        '30d': '2026-12-02..2026-12-31',
        thisMonth: '2027-01-01..2027-01-01',
        lastMonth: '2026-12-01..2026-12-31',
        '12m': '2026-01-01..2026-12-31',
      },
    },
  ]
  for (const { now, expected } of cases)
    it(`at ${now}`, () => {
      const today = now.slice(0, 10)
      for (const [preset, days] of Object.entries(expected)) {
        const range = rangeOf({ preset: preset as PresetPeriod }, today, at(now))
        expect(span(range), preset).toBe(days)
        // Only a range that reaches today is cut, where it was read.
        expect(range.cutAt, preset).toBe(range.to === today ? at(now) : null)
      }
    })

  it('takes a custom range as given, cut when it reaches today', () => {
    const now = at('2026-05-10T09:30:00Z')
    expect(rangeOf({ from: '2026-04-03', to: '2026-04-20' }, '2026-05-10', now)).toEqual({
      from: '2026-04-03',
      to: '2026-04-20',
      cutAt: null,
    })
    expect(rangeOf({ from: '2026-05-01', to: '2026-05-10' }, '2026-05-10', now).cutAt).toBe(now)
  })

  it('refuses a custom range out of order, in the future or too long', () => {
    expect(customRangeProblem('2026-05-02', '2026-05-01', '2026-05-10')).toBe('order')
    expect(customRangeProblem('2026-05-02', '2026-05-11', '2026-05-10')).toBe('future')
    expect(customRangeProblem('2010-01-01', '2026-05-01', '2026-05-10')).toBe('tooLong')
    expect(customRangeProblem('2026-02-30', '2026-05-01', '2026-05-10')).toBe('notADay')
    expect(customRangeProblem('2026-02-28', '2026-05-10', '2026-05-10')).toBeNull()
  })
})

describe('the span a range is compared with', () => {
  const DAY = 86_400_000

  it('sets as many days just before against a run of days, uncut when the range is', () => {
    const range = rangeOf({ preset: '7d' }, '2026-03-31', at('2026-03-31T10:00:00Z'))
    expect(comparisonOf(range, 'previous', '2026-03-31')).toEqual({ from: '2026-03-17', to: '2026-03-23', cutAt: null })
    const custom = rangeOf({ from: '2026-01-10', to: '2026-01-24' }, '2026-03-31', 0)
    expect(span(comparisonOf(custom, 'previous', '2026-03-31'))).toBe('2025-12-26..2026-01-09')
  })

  it('cuts the span before today at the same time of day', () => {
    const now = at('2026-03-31T09:30:00Z')
    const today = rangeOf({ preset: 'today' }, '2026-03-31', now)
    expect(comparisonOf(today, 'previous', '2026-03-31')).toEqual({
      from: '2026-03-30',
      to: '2026-03-30',
      cutAt: now - DAY,
    })
    expect(comparisonOf(today, 'yearBefore', '2026-03-31')).toEqual({
      from: '2025-03-31',
      to: '2025-03-31',
      cutAt: now - 365 * DAY,
    })
    expect(comparisonOf(today, 'none', '2026-03-31')).toBeNull()
  })

  it('sets whole months against as many whole months, and this month so far against the same days before', () => {
    const lastMonth = rangeOf({ preset: 'lastMonth' }, '2026-03-31', 0)
    expect(span(comparisonOf(lastMonth, 'previous', '2026-03-31'))).toBe('2026-01-01..2026-01-31')
    const year = rangeOf({ preset: '12m' }, '2026-03-31', 0)
    expect(span(comparisonOf(year, 'previous', '2026-03-31'))).toBe('2024-03-01..2025-02-28')
    const now = at('2026-03-31T18:00:00Z')
    const thisMonth = rangeOf({ preset: 'thisMonth' }, '2026-03-31', now)
    // February has no 31st: this month so far is set against the whole of February, cut at the same time of day.
    const before = comparisonOf(thisMonth, 'previous', '2026-03-31')!
    expect(span(before)).toBe('2026-02-01..2026-02-28')
    expect(before.cutAt).toBe(at('2026-02-28T18:00:00Z'))
  })

  it('takes a leap day a year before as the 28th', () => {
    const now = at('2024-02-29T12:00:00Z')
    const thisMonth = rangeOf({ preset: 'thisMonth' }, '2024-02-29', now)
    expect(span(comparisonOf(thisMonth, 'previous', '2024-02-29'))).toBe('2024-01-01..2024-01-29')
    const year = comparisonOf(thisMonth, 'yearBefore', '2024-02-29')!
    expect(span(year)).toBe('2023-02-01..2023-02-28')
    expect(year.cutAt).toBe(at('2023-02-28T12:00:00Z'))
  })
})

describe("the chart's unit", () => {
  it('counts hours for a day, days under three months, months under two years, then years', () => {
    expect(unitOf({ from: '2026-03-31', to: '2026-03-31' })).toBe('hour')
    expect(unitOf({ from: '2026-03-30', to: '2026-03-31' })).toBe('day')
    // Two months and 30 days: still days.
    expect(unitOf({ from: '2026-01-01', to: '2026-03-31' })).toBe('day')
    expect(unitOf({ from: '2026-01-01', to: '2026-04-01' })).toBe('month')
    expect(unitOf({ from: '2024-01-01', to: '2025-12-31' })).toBe('month')
    expect(unitOf({ from: '2024-01-01', to: '2026-01-01' })).toBe('year')
  })

  it('names each point', () => {
    expect(unitKeys({ from: '2026-03-31', to: '2026-03-31' }, 'hour')).toEqual(
      Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0')),
    )
    expect(unitKeys({ from: '2024-02-27', to: '2024-03-02' }, 'day')).toEqual([
      '2024-02-27',
      '2024-02-28',
      '2024-02-29',
      '2024-03-01',
      '2024-03-02',
    ])
    const months = unitKeys({ from: '2025-03-01', to: '2026-02-28' }, 'month')
    expect(months).toHaveLength(12)
    expect([months[0], months[11]]).toEqual(['2025-03', '2026-02'])
    expect(unitKeys({ from: '2024-01-01', to: '2026-01-01' }, 'year')).toEqual(['2024', '2025', '2026'])
  })
})
