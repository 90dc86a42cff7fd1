import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { dailyCountsOf, parseStatsPage } from '../../src/main/api/stats-wire'
import { WireFormatError } from '../../src/main/api/wire'
import { addDays, dayCount, denseDailySeries, isDay, MAX_SERIES_DAYS } from '../../src/shared/statistics/series'
import { validateDailySeriesQuery, validateStatsQuery } from '../../src/shared/statistics/stats-query'

describe('reading a page of statistics', () => {
  it('takes counts as SQL sends them: "42", "42.0000", 42, and NULL as nothing', () => {
    const page = parseStatsPage(
      {
        data: [
          { value: 'a', count: '42' },
          { value: 'b', count: '7.0000' },
          { value: 'c', count: 3 },
          { value: 'd', count: null },
        ],
        next_page_url: null,
      },
      1,
    )
    expect(page.rows.map((row) => row.count)).toEqual([42, 7, 3, 0])
  })

  it('refuses a count that is no whole number of visits rather than guessing', () => {
    for (const count of ['-1', '4.5', 'lots', true, undefined])
      expect(() => parseStatsPage({ data: [{ value: 'a', count }] }, 1), String(count)).toThrow(WireFormatError)
  })

  it('keeps values as text: numbers, hours and unknown (null) values', () => {
    const page = parseStatsPage(
      {
        data: [
          { value: 7, count: '1' },
          { value: '00', count: '2' },
          { value: null, count: '3' },
        ],
      },
      1,
    )
    expect(page.rows.map((row) => row.value)).toEqual(['7', '00', ''])
  })

  it('finds the next page in next_page_url, or in last_page when there is no link', () => {
    const row = [{ value: 'a', count: '1' }]
    expect(
      parseStatsPage(
        {
          data: row,
          current_page: 2,
          last_page: 9,
          next_page_url: 'https://s.example/api/v1/stats/1?name=visitors&page=3',
        },
        2,
      ).nextPage,
    ).toBe(3)
    // A link without a page number still says there is more.
    expect(parseStatsPage({ data: row, current_page: 2, next_page_url: 'https://s.example/weird' }, 2).nextPage).toBe(3)
    expect(parseStatsPage({ data: row, current_page: 2, last_page: 9, next_page_url: null }, 2).nextPage).toBeNull()
    expect(parseStatsPage({ data: row, current_page: 2, last_page: 3 }, 2).nextPage).toBe(3)
    expect(parseStatsPage({ data: row, current_page: 3, last_page: 3 }, 3).nextPage).toBeNull()
    // An empty page ends the walk whatever the links say.
    expect(
      parseStatsPage({ data: [], current_page: 1, last_page: 5, next_page_url: 'https://s.example/?page=2' }, 1)
        .nextPage,
    ).toBeNull()
  })

  it('reads days also when a server writes them with a time, and skips values that are no day', () => {
    const rows = [
      { value: '2026-11-22 00:00:00', count: 1 },
      { value: '2026-11-23', count: 2 },
      { value: '14', count: 3 },
      { value: '2026-11-31', count: 4 },
    ]
    expect(dailyCountsOf(rows)).toEqual([
      { day: '2026-11-22', count: 1 },
      { day: '2026-11-23', count: 2 },
    ])
  })
})

describe('days', () => {
  it('are real dates written exactly YYYY-MM-DD', () => {
    for (const day of ['2024-02-29', '2026-12-31', '2000-02-29', '0999-01-01']) expect(isDay(day), day).toBe(true)
    for (const day of [
      '2026-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-01',
      '2026-01-1',
      '26-01-01',
      ' 2026-01-01',
      '2026-01-01 ',
      20260101,
      null,
    ])
      expect(isDay(day), String(day)).toBe(false)
  })

  it('a dense series has every day of the range once, in order, with the counts given and zero elsewhere', () => {
    const day = fc.integer({ min: 0, max: 40_000 }).map((offset) => addDays('1990-01-01', offset))
    fc.assert(
      fc.property(
        day,
        fc.integer({ min: 0, max: 400 }),
        fc.array(fc.tuple(fc.integer({ min: -50, max: 450 }), fc.nat(100_000))),
        (from, length, entries) => {
          const to = addDays(from, length)
          const counts = new Map(entries.map(([offset, count]) => [addDays(from, offset), count]))
          const series = denseDailySeries(
            [...counts].map(([d, count]) => ({ day: d, count })),
            from,
            to,
          )
          expect(series.length).toBe(dayCount(from, to))
          const expected = Array.from({ length: length + 1 }, (_, index) => addDays(from, index)).map((d) => ({
            day: d,
            count: counts.get(d) ?? 0,
          }))
          expect(series).toEqual(expected)
          expect(series.every((entry) => isDay(entry.day))).toBe(true)
        },
      ),
      { numRuns: 100 },
    )
  })

  it('crosses months, leap days and years', () => {
    expect(denseDailySeries([], '2023-12-30', '2024-01-02').map((entry) => entry.day)).toEqual([
      '2023-12-30',
      '2023-12-31',
      '2024-01-01',
      '2024-01-02',
    ])
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29')
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28')
    expect(denseDailySeries([{ day: '2026-01-01', count: 5 }], '2026-01-02', '2026-01-01')).toEqual([])
  })
})

describe('what may be asked', () => {
  it('a query names its fields in the words a person reads', () => {
    expect(validateStatsQuery({ name: 'visitors', from: '2026-01-01', to: '2026-01-31' })).toEqual({})
    expect(validateStatsQuery({ name: 'visitors', from: '2026-01-01', to: '2026-01-31', bogus: 1 } as never)).toEqual({
      bogus: [expect.stringContaining('bogus')],
    })
    expect(validateStatsQuery({ name: 'visitors', from: '2026-01-01', to: '2026-01-31', page: 0 })).toEqual({
      page: ['The page must be a whole number from 1.'],
    })
    expect(
      validateStatsQuery({
        name: 'visitors',
        from: '2026-01-01',
        to: '2026-01-31',
        sortBy: 'day' as never,
        sort: 'up' as never,
      }),
    ).toEqual({
      sortBy: ['Sort by count or by value.'],
      sort: ['Sort ascending (asc) or descending (desc).'],
    })
  })

  it('a series is of visitors or pageviews, over at most ten years', () => {
    expect(
      validateDailySeriesQuery({
        name: 'pageviews',
        from: '2020-01-01',
        to: addDays('2020-01-01', MAX_SERIES_DAYS - 1),
      }),
    ).toEqual({})
    expect(
      validateDailySeriesQuery({ name: 'pageviews', from: '2020-01-01', to: addDays('2020-01-01', MAX_SERIES_DAYS) }),
    ).toHaveProperty('to')
    expect(validateDailySeriesQuery({ name: 'visitors_hour' as never, from: '2020-01-01', to: '2020-01-01' })).toEqual({
      name: ['A series of days is made of visitors or pageviews.'],
    })
  })
})
