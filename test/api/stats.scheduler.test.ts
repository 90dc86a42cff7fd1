import { describe, expect, it } from 'vitest'
import { createStatsClient, type RequestRunner } from '../../src/main/api'
import { nodeFetch } from '../support/node-fetch'
import { createScheduler } from '../../src/main/scheduler'
import { addDays } from '../../src/shared/statistics/series'
import { withSandbox } from '../sandbox/helpers'

describe('a series through the scheduler', () => {
  it('goes out as one background task per page, paced to a tight limit, and arrives whole', () => {
    const statusCodes: number[] = []
    // The sandbox's rate limit counts on its clock: a clock that runs, set to a known day.
    const start = Date.now()
    const now = (): number => Date.UTC(2026, 10, 23, 12) + (Date.now() - start)
    return withSandbox({ rateLimitPerMinute: 2, rateLimitWindowMs: 500, now }, async (sandbox) => {
      const days = Array.from({ length: 250 }, (_, index) => ({
        day: addDays('2026-01-01', index),
        visitors: index % 7,
      }))
      sandbox.control.setTraffic('B', 1, days)
      // The sandbox counts per half second instead of per minute; the scheduler is told the same.
      const scheduler = createScheduler({ windowMs: 500 })
      const tasks: string[] = []
      const run: RequestRunner = (request) => {
        tasks.push('page')
        return scheduler.run({ lane: 'background', accountId: 'demo' }, request)
      }
      const client = createStatsClient({
        baseUrl: sandbox.url,
        variant: 'B',
        apiKey: sandbox.apiKey,
        fetch: nodeFetch,
        timeoutMs: 5_000,
        onResponse: (info) => {
          statusCodes.push(info.status)
          scheduler.observe(info)
        },
      })
      try {
        const series = await client.dailySeries(
          '1',
          { name: 'visitors', from: '2026-01-01', to: addDays('2026-01-01', 249) },
          { run },
        )
        expect(series.map((entry) => entry.count)).toEqual(days.map((day) => day.visitors))
        expect(tasks).toHaveLength(3)
        expect(statusCodes.filter((status) => status === 200)).toHaveLength(3)
        expect(scheduler.status().limitPerMinute).toBe(2)
      } finally {
        scheduler.dispose()
      }
    })
  })
})
