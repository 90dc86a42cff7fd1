/**
 * The sandbox answers every series of a website consistently for any range, as a real server's
 * SQL sums do: over random ranges — a day, a month, a year before, two years — the day series'
 * sums are what the breakdowns sum to (pages to the pageviews, referrers and countries to the
 * visitors), and the same range asked by its two halves sums the same.
 */
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { addDays } from '../../src/shared/statistics/series'
import { statsToday } from '../../src/shared/visitors'

let sandbox: Sandbox
beforeAll(async () => {
  const at = Date.now()
  sandbox = await startSandbox({ rateLimitPerMinute: 0, now: () => at })
})
afterAll(() => sandbox.close())

async function sum(websiteId: number, name: string, from: string, to: string): Promise<number> {
  let total = 0
  for (let page = 1; ; page++) {
    const url = new URL(`/api/v1/stats/${websiteId}`, sandbox.url)
    url.search = new URLSearchParams({ name, from, to, per_page: '100', page: String(page) }).toString()
    const response = await fetch(url, { headers: { Authorization: `Bearer ${sandbox.apiKey}` } })
    const body = (await response.json()) as { data: Array<{ count: string }>; next_page_url: unknown }
    total += body.data.reduce((subtotal, row) => subtotal + Number(row.count), 0)
    if (!body.next_page_url) return total
  }
}

describe("the sandbox's series over any range", () => {
  it('sum alike: days, breakdowns and halves', async () => {
    const today = statsToday(Date.now())
    const range = fc
      .record({
        end: fc.integer({ min: 0, max: 3 * 365 }),
        length: fc.oneof(
          fc.constant(1),
          fc.constant(30),
          fc.constant(365),
          fc.constant(730),
          fc.integer({ min: 1, max: 800 }),
        ),
        website: fc.integer({ min: 1, max: 12 }),
      })
      .map(({ end, length, website }) => ({
        website,
        from: addDays(today, -end - length + 1),
        to: addDays(today, -end),
      }))
    await fc.assert(
      fc.asyncProperty(range, async ({ website, from, to }) => {
        const visitors = await sum(website, 'visitors', from, to)
        const pageviews = await sum(website, 'pageviews', from, to)
        expect(await sum(website, 'page', from, to)).toBe(pageviews)
        expect(await sum(website, 'referrer', from, to)).toBe(visitors)
        expect(await sum(website, 'country', from, to)).toBe(visitors)
        if (from < to) {
          const middle = addDays(from, Math.floor((Date.parse(to) - Date.parse(from)) / 86_400_000 / 2))
          const halves =
            (await sum(website, 'visitors', from, middle)) + (await sum(website, 'visitors', addDays(middle, 1), to))
          expect(halves).toBe(visitors)
        }
      }),
      { numRuns: 12 },
    )
  }, 60_000)
})
