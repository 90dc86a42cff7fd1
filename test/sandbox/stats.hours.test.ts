/**
 * How much of today the sandbox counts, at its clock (UTC): today's visitors and pageviews are the
 * hours begun so far, the current one by the minutes gone — not the whole day's whatever the hour
 * — and today's `_hour` rows sum to today's count as yesterday's do to yesterday's. A website set
 * with the same traffic every hour makes the sums plain.
 */
import { describe, expect, it } from 'vitest'
import { addDays } from '../../src/shared/statistics/series'
import { call, withSandbox, type Loose } from './helpers'

const TODAY = '2026-11-23'
const YESTERDAY = addDays(TODAY, -1)
const at = (hour: number, minute = 0, second = 0): number => Date.UTC(2026, 10, 23, hour, minute, second)
const PER_HOUR = { visitors: 120, pageviews: 300 }

type Sandbox = Parameters<Parameters<typeof withSandbox>[1]>[0]

async function rows(sandbox: Sandbox, name: string, day: string): Promise<Array<{ value: string; count: number }>> {
  const answer = await call(sandbox, `/api/v1/stats/1?name=${name}&from=${day}&to=${day}&per_page=100`)
  expect(answer.status).toBe(200)
  return answer.body.data.map((row: Loose) => ({ value: row.value as string, count: Number(row.count) }))
}

const total = (list: ReadonlyArray<{ count: number }>): number => list.reduce((sum, row) => sum + row.count, 0)

/** The same traffic every hour of the last 10 days. */
function evenDays(sandbox: Sandbox): void {
  const days = Array.from({ length: 10 }, (_, index) => ({
    day: addDays(TODAY, -index),
    visitors: 24 * PER_HOUR.visitors,
    pageviews: 24 * PER_HOUR.pageviews,
  }))
  sandbox.control.setTraffic('B', 1, days, { hours: 'even' })
}

describe("today's count", () => {
  it.each([
    { time: '09:00', now: at(9), visitors: 9 * 120, pageviews: 9 * 300 },
    { time: '09:30:45', now: at(9, 30, 45), visitors: 9 * 120 + 60, pageviews: 9 * 300 + 150 },
    { time: '00:10', now: at(0, 10), visitors: 20, pageviews: 50 },
  ])('at $time is the hours begun, the current one by the minutes gone', ({ now, visitors, pageviews }) =>
    withSandbox({ now: () => now }, async (sandbox) => {
      evenDays(sandbox)
      expect(total(await rows(sandbox, 'visitors', TODAY))).toBe(visitors)
      expect(total(await rows(sandbox, 'pageviews', TODAY))).toBe(pageviews)
      expect(total(await rows(sandbox, 'visitors_hour', TODAY))).toBe(visitors)
      expect(total(await rows(sandbox, 'pageviews_hour', TODAY))).toBe(pageviews)
      // Yesterday is whole: the same every hour.
      const yesterday = await rows(sandbox, 'visitors_hour', YESTERDAY)
      expect(yesterday).toHaveLength(24)
      expect(yesterday.every((row) => row.count === PER_HOUR.visitors)).toBe(true)
      expect(total(await rows(sandbox, 'visitors', YESTERDAY))).toBe(24 * PER_HOUR.visitors)
    }),
  )

  it('of a generated website grows through the day, its hours summing to it, every breakdown with it', async () => {
    const seen: number[] = []
    for (const hour of [3, 9, 15, 22])
      await withSandbox({ now: () => at(hour, 20) }, async (sandbox) => {
        const visitors = total(await rows(sandbox, 'visitors', TODAY))
        const hours = await rows(sandbox, 'visitors_hour', TODAY)
        expect(total(hours)).toBe(visitors)
        expect(hours.every((row) => Number(row.value) <= hour)).toBe(true)
        expect(total(await rows(sandbox, 'pageviews_hour', TODAY))).toBe(total(await rows(sandbox, 'pageviews', TODAY)))
        expect(total(await rows(sandbox, 'device', TODAY))).toBe(visitors)
        seen.push(visitors)
      })
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(seen[0]).toBeLessThan(seen[3]! / 3)
  })
})
