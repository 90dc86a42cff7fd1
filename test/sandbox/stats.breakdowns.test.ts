import { describe, expect, it } from 'vitest'
import { STAT_NAMES } from '../../src/shared/statistics/series'
import { allocate } from '../../src/main/sandbox/stats-breakdowns'
import { call, withSandbox, type Loose } from './helpers'

const NOW = Date.UTC(2026, 10, 23, 15, 20, 0)
const TODAY = '2026-11-23'
const YESTERDAY = '2026-11-22'
const now = (): number => NOW
const RANGE = `from=2026-10-25&to=${TODAY}`

type Sandbox = Parameters<Parameters<typeof withSandbox>[1]>[0]

/** Every row of a statistic over a query, page by page (100 a page). */
async function allRows(sandbox: Sandbox, id: number, query: string): Promise<Array<{ value: string; count: number }>> {
  const rows: Array<{ value: string; count: number }> = []
  for (let page = 1; ; page++) {
    const answer = await call(sandbox, `/api/v1/stats/${id}?${query}&per_page=100&page=${page}`)
    expect(answer.status).toBe(200)
    rows.push(...answer.body.data.map((row: Loose) => ({ value: row.value as string, count: Number(row.count) })))
    if (answer.body.next_page_url === null) return rows
  }
}

const sum = (rows: ReadonlyArray<{ count: number }>): number => rows.reduce((total, row) => total + row.count, 0)

describe('the breakdowns', () => {
  it('answer every statistic the server knows, counts as strings', () =>
    withSandbox({ now }, async (sandbox) => {
      for (const name of STAT_NAMES) {
        const answer = await call(sandbox, `/api/v1/stats/2?name=${name}&${RANGE}`)
        expect(answer.status, name).toBe(200)
        expect(answer.body.data.length, name).toBeGreaterThan(0)
        expect(
          answer.body.data.every((row: Loose) => /^\d+$/.test(row.count)),
          name,
        ).toBe(true)
      }
    }))

  it('agree with the day series: pages sum to the pageviews, the visitors split every other way', () =>
    withSandbox({ now }, async (sandbox) => {
      const visitors = sum(await allRows(sandbox, 2, `name=visitors&${RANGE}`))
      const pageviews = sum(await allRows(sandbox, 2, `name=pageviews&${RANGE}`))
      expect(visitors).toBeGreaterThan(0)
      expect(sum(await allRows(sandbox, 2, `name=page&${RANGE}`))).toBe(pageviews)
      expect(sum(await allRows(sandbox, 2, `name=pageviews_hour&${RANGE}`))).toBe(pageviews)
      for (const name of ['landing_page', 'referrer', 'country', 'city', 'continent', 'browser', 'os', 'device'])
        expect(sum(await allRows(sandbox, 2, `name=${name}&${RANGE}`)), name).toBe(visitors)
      const campaigns = sum(await allRows(sandbox, 2, `name=campaign&${RANGE}`))
      expect(campaigns).toBeGreaterThan(0)
      expect(campaigns).toBeLessThan(visitors)
    }))

  it('write values as the real server does', () =>
    withSandbox({ now }, async (sandbox) => {
      const values = async (name: string): Promise<string[]> =>
        (await allRows(sandbox, 2, `name=${name}&${RANGE}`)).map((row) => row.value)
      expect(await values('country')).toContain('US:United States')
      expect((await values('country')).every((value) => /^[A-Z]{2}:\S/.test(value))).toBe(true)
      expect(await values('continent')).toContain('EU:Europe')
      expect(await values('city')).toContain('US:Portland, OR')
      expect((await values('event')).every((value) => value.split(':').length >= 3)).toBe(true)
      expect((await values('referrer')).every((value) => /^[a-z0-9.-]+$/.test(value))).toBe(true)
      expect((await values('page')).every((value) => value.startsWith('/'))).toBe(true)
    }))

  it("split a day into its hours: yesterday's 24 sum to its visitors, today's only the hours begun", () =>
    withSandbox({ now }, async (sandbox) => {
      for (const day of [YESTERDAY, TODAY]) {
        const hours = await allRows(sandbox, 2, `name=visitors_hour&from=${day}&to=${day}&sort_by=value&sort=asc`)
        const [visitors] = await allRows(sandbox, 2, `name=visitors&from=${day}&to=${day}`)
        expect(sum(hours)).toBe(visitors!.count)
        expect(hours.every((row) => /^\d{2}$/.test(row.value))).toBe(true)
        if (day === TODAY) expect(hours.every((row) => row.value <= '15')).toBe(true)
        else expect(hours.map((row) => row.value)).toContain('23')
      }
    }))

  it('give a big website more than 100 pages in a month, searched and paged as any statistic', () =>
    withSandbox({ now, seed: 40 }, async (sandbox) => {
      const totals: number[] = []
      for (let id = 1; id <= 40; id++) {
        const answer = await call(sandbox, `/api/v1/stats/${id}?name=page&${RANGE}&per_page=10`)
        totals.push(answer.body.total as number)
      }
      expect(Math.max(...totals)).toBeGreaterThan(100)
      const search = await call(sandbox, `/api/v1/stats/2?name=page&${RANGE}&search=search%3Fq`)
      expect(search.body.data.map((row: Loose) => row.value).sort()).toEqual([
        '/search?q="wool socks"',
        '/search?q=red,blue',
      ])
    }))

  it('are the same on every run', () =>
    withSandbox({ now }, async (first) =>
      withSandbox({ now }, async (second) => {
        const query = `/api/v1/stats/3?name=city&${RANGE}&per_page=100`
        expect((await call(first, query)).body.data).toEqual((await call(second, query)).body.data)
      }),
    ))
})

describe('allocate', () => {
  it('shares a total in whole numbers that sum to it', () => {
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3])
    expect(allocate(0, [1, 2])).toEqual([0, 0])
    expect(allocate(7, [3, 0, 4])).toEqual([3, 0, 4])
  })
})
