/** A list's rows against the span compared with (src/main/stats/views/statistic-list.ts): new is 0, beyond what was read unknown. */
import { describe, expect, it } from 'vitest'
import { listPage } from '../../src/main/stats/views/statistic-list'

const read = (rows: Array<[string, number]>, complete = true) => ({
  rows: rows.map(([value, count]) => ({ value, count })),
  complete,
  readAt: 1,
})

describe("a list's change", () => {
  it('is 0 before for a value the complete comparison lacks, and unknown where the comparison was cut short', () => {
    const now = read([
      ['/new', 30],
      ['/old', 10],
    ])
    const complete = listPage('page', now, read([['/old', 4]]), 1)
    expect(complete.rows.map((row) => [row.value, row.previous])).toEqual([
      ['/new', 0],
      ['/old', 4],
    ])
    const cut = listPage('page', now, read([['/old', 4]], false), 1)
    expect(cut.rows.map((row) => [row.value, row.previous])).toEqual([
      ['/new', null],
      ['/old', 4],
    ])
    expect(listPage('page', now, null, 1).rows.every((row) => row.previous === null)).toBe(true)
  })

  it('groups referrers before comparing them', () => {
    const page = listPage(
      'searchEngine',
      read([
        ['www.google.com', 6],
        ['google.fr', 4],
        ['example.org', 90],
      ]),
      read([['bing.com', 5]]),
      1,
    )
    expect(page.rows).toEqual([{ value: 'Google', count: 10, share: 1, previous: 0 }])
    expect(page.sum).toBe(10)
  })
})
