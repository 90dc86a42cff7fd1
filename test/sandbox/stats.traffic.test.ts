import { describe, expect, it } from 'vitest'
import type { Sandbox } from '../../src/main/sandbox'
import { trafficProfile } from '../../src/main/sandbox/stats-traffic'
import { addDays } from '../../src/shared/statistics/series'
import { call, withSandbox, type Loose } from './helpers'

const NOW = Date.UTC(2026, 10, 23, 15, 0, 0)
const TODAY = '2026-11-23'
const now = (): number => NOW

/** A website's visitors (or pageviews) per day from..to, 0 where the server leaves the day out. */
async function series(sandbox: Sandbox, id: number, from: string, to: string, name = 'visitors'): Promise<number[]> {
  const answer = await call(
    sandbox,
    `/api/v1/stats/${id}?name=${name}&from=${from}&to=${to}&sort_by=value&sort=asc&per_page=100`,
  )
  expect(answer.status).toBe(200)
  const byDay = new Map<string, number>(answer.body.data.map((row: Loose) => [row.value, Number(row.count)]))
  const days: number[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(byDay.get(day) ?? 0)
  return days
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The last 14 days before today, and today. */
async function recent(sandbox: Sandbox, id: number): Promise<{ before: number[]; today: number }> {
  const days = await series(sandbox, id, addDays(TODAY, -14), TODAY)
  return { before: days.slice(0, 14), today: days[14]! }
}

const isSilent = ({ before, today }: { before: number[]; today: number }): boolean =>
  today === 0 && before.at(-1) === 0 && before.filter((count) => count > 0).length >= 8
const isSpiking = ({ before, today }: { before: number[]; today: number }): boolean =>
  today >= 100 && today > 3 * median(before)

function idOf(sandbox: Sandbox, host: string): number {
  const website = sandbox.control.list('B').find((row) => row.host === host)
  expect(website, host).toBeDefined()
  return website!.id
}

describe("the demo's traffic", () => {
  it('has silent websites (visitors before, none in the last days) and spiking ones (today far above their median), and no others', () =>
    withSandbox({ now }, async (sandbox) => {
      const silent: string[] = []
      const spiking: string[] = []
      const quiet: string[] = []
      for (const website of sandbox.control.list('B')) {
        const days = await recent(sandbox, website.id)
        if (isSilent(days)) silent.push(website.host)
        if (isSpiking(days)) spiking.push(website.host)
        if ([...days.before, days.today].every((count) => count === 0)) quiet.push(website.host)
      }
      expect(silent).toEqual(['trailrunners.org', 'nordic-knits.shop'])
      expect(spiking).toEqual(['devnotes.io', 'pixel-and-pine.com'])
      expect(quiet).toEqual(['legacy-intranet.example.com', 'archive.example.org'])
      // One of each is a favorite, so the tray shows the case.
      const favorites = sandbox.control
        .list('B')
        .filter((row) => row.favorited_at !== null)
        .map((row) => row.host)
      expect(favorites).toEqual(expect.arrayContaining(['nordic-knits.shop', 'pixel-and-pine.com']))
    }))

  it('the silent ones had visitors every day until they stopped', () =>
    withSandbox({ now }, async (sandbox) => {
      for (const host of ['trailrunners.org', 'nordic-knits.shop']) {
        const days = await series(sandbox, idOf(sandbox, host), addDays(TODAY, -60), TODAY)
        const lastVisit = days.findLastIndex((count) => count > 0)
        const silentFor = days.length - 1 - lastVisit
        expect(silentFor, host).toBeGreaterThanOrEqual(3)
        expect(
          days.slice(0, lastVisit + 1).every((count) => count > 0),
          host,
        ).toBe(true)
      }
    }))

  it('follows the week: offices quieter at the weekend, leisure sites busier, both in the demo', () =>
    withSandbox({ now }, async (sandbox) => {
      // 8 whole weeks, Monday 2026-09-28 to Sunday 2026-11-22.
      const from = '2026-09-28'
      const shapes = new Set<string>()
      for (const website of sandbox.control.list('B')) {
        const days = await series(sandbox, website.id, from, '2026-11-22')
        if (days.every((count) => count === 0)) continue
        const weekend = days.filter((_, index) => index % 7 >= 5)
        const weekdays = days.filter((_, index) => index % 7 < 5)
        const ratio = weekend.reduce((a, b) => a + b, 0) / 2 / (weekdays.reduce((a, b) => a + b, 0) / 5)
        expect(ratio < 0.8 || ratio > 1.2, `${website.host}: weekend/weekday ${ratio.toFixed(2)}`).toBe(true)
        shapes.add(ratio < 1 ? 'office' : 'leisure')
      }
      expect([...shapes].sort()).toEqual(['leisure', 'office'])
    }))

  it('has at least as many pageviews as visitors, every day', () =>
    withSandbox({ now }, async (sandbox) => {
      for (const id of [1, 4, 15, 20]) {
        const from = addDays(TODAY, -30)
        const visitors = await series(sandbox, id, from, TODAY)
        const pageviews = await series(sandbox, id, from, TODAY, 'pageviews')
        expect(
          pageviews.every((count, index) => count >= visitors[index]!),
          String(id),
        ).toBe(true)
        expect(
          pageviews.some((count, index) => count > visitors[index]!),
          String(id),
        ).toBe(true)
      }
    }))

  it('starts on the day a website was created: a new one has only today', () =>
    withSandbox({ now }, async (sandbox) => {
      const created = sandbox.control.insert('B', { host: 'brand-new.example.com' })
      expect(await series(sandbox, created.id, addDays(TODAY, -3), TODAY)).toEqual([0, 0, 0, expect.any(Number)])
      expect((await series(sandbox, created.id, TODAY, TODAY))[0]).toBeGreaterThan(0)
    }))
})

describe('determinism', () => {
  it('the same numbers on every run, other numbers with another traffic seed (the same cases)', async () => {
    const read = (options: { trafficSeed?: number; seed?: number }): Promise<number[][]> =>
      withSandbox({ now, ...options }, async (sandbox) =>
        Promise.all([1, 9, 15, 30].map((id) => series(sandbox, id, addDays(TODAY, -20), TODAY))),
      )
    const first = await read({})
    expect(await read({})).toEqual(first)
    // The number of websites does not move the demo's numbers: a demo restored with seed 0 keeps them.
    expect(await read({ seed: 100 })).toEqual(first)
    const other = await read({ trafficSeed: 2 })
    expect(other).not.toEqual(first)
    expect(other[1]!.slice(-3)).toEqual([0, 0, 0])
  })

  it('generated websites have their share of silent and spiking ones too', () =>
    withSandbox({ now, seed: 400 }, async (sandbox) => {
      const generated = sandbox.control.list('B').slice(36)
      const silent = generated.filter((row) => trafficProfile(1, row) === 'silent')
      const spiking = generated.filter((row) => trafficProfile(1, row) === 'spiking')
      expect(silent.length).toBeGreaterThan(3)
      expect(spiking.length).toBeGreaterThan(3)
      for (const row of silent.slice(0, 3)) expect(isSilent(await recent(sandbox, row.id)), row.host).toBe(true)
      for (const row of spiking.slice(0, 3)) expect(isSpiking(await recent(sandbox, row.id)), row.host).toBe(true)
    }))
})

describe('the clock', () => {
  it("today is the sandbox clock's day in UTC, and nothing is counted after it", async () => {
    const lastRow = (at: number): Promise<string> =>
      withSandbox({ now: () => at }, async (sandbox) => {
        const answer = await call(
          sandbox,
          `/api/v1/stats/1?name=visitors&from=2026-11-20&to=2026-11-30&sort_by=value&sort=desc`,
        )
        return answer.body.data[0].value as string
      })
    expect(await lastRow(Date.UTC(2026, 10, 23, 23, 59, 59))).toBe('2026-11-23')
    // A second after midnight nobody has come yet; twenty minutes later the new day has its first visitors.
    expect(await lastRow(Date.UTC(2026, 10, 24, 0, 0, 1))).toBe('2026-11-23')
    expect(await lastRow(Date.UTC(2026, 10, 24, 0, 20))).toBe('2026-11-24')
  })
})

describe("a test's own traffic", () => {
  it("replaces a website's series until set back to generated", () =>
    withSandbox({ now }, async (sandbox) => {
      const generated = await series(sandbox, 1, '2026-11-21', TODAY)
      sandbox.control.setTraffic('B', 1, [{ day: '2026-11-22', visitors: 3, pageviews: 8 }])
      expect(await series(sandbox, 1, '2026-11-21', TODAY)).toEqual([0, 3, 0])
      expect(await series(sandbox, 1, '2026-11-21', TODAY, 'pageviews')).toEqual([0, 8, 0])
      sandbox.control.setTraffic('B', 1, null)
      expect(await series(sandbox, 1, '2026-11-21', TODAY)).toEqual(generated)
    }))

  it('is refused with a reason when it could not be served', () =>
    withSandbox({ now }, async (sandbox) => {
      expect(() => sandbox.control.setTraffic('A', 1, [])).toThrow(/Variant A has no statistics/)
      expect(() => sandbox.control.setTraffic('B', 1, [{ day: '2026-02-30', visitors: 1 }])).toThrow(/real date/)
      expect(() => sandbox.control.setTraffic('B', 1, [{ day: TODAY, visitors: 5, pageviews: 4 }])).toThrow(/Pageviews/)
      expect(() => sandbox.control.setTraffic('B', 1, [{ day: TODAY, visitors: -1 }])).toThrow(/Visitors/)
    }))
})
