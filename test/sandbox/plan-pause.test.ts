/**
 * The sandbox's account and its plan: the real answer's shape, and tracking paused as the real server pauses
 * it — the days after this month's running sum of every website's pageviews reached the limit have no traffic, and the
 * next month counts again from nothing.
 */
import { describe, expect, it, onTestFinished } from 'vitest'
import { parseAccountPlan } from '../../src/main/api'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { addDays } from '../../src/shared/statistics/series'

const NOW = Date.parse('2026-12-10T12:00:00Z')

async function sandboxWith(pageviews: number): Promise<Sandbox> {
  const sandbox = await startSandbox({ seed: 2, now: () => NOW, rateLimitPerMinute: 0, plan: { pageviews } })
  onTestFinished(() => sandbox.close())
  // Both websites: 100 pageviews a day from November 20 to December 9.
  const days = Array.from({ length: 20 }, (_, index) => ({
    day: addDays('2026-11-20', index),
    visitors: 40,
    pageviews: 100,
  }))
  for (const row of sandbox.control.list('B')) sandbox.control.setTraffic('B', row.id, days)
  return sandbox
}

async function days(sandbox: Sandbox, id: number, from: string, to: string): Promise<string[]> {
  const response = await fetch(
    `${sandbox.url}/api/v1/stats/${id}?name=pageviews&from=${from}&to=${to}&sort_by=value&sort=asc&per_page=100`,
    { headers: { Authorization: `Bearer ${sandbox.apiKey}`, Accept: 'application/json' } },
  )
  const body = (await response.json()) as { data: Array<{ value: string }> }
  return body.data.map((row) => row.value)
}

describe("the sandbox's plan", () => {
  it('answers the account as the real server does, and the client reads its plan', async () => {
    const sandbox = await sandboxWith(-1)
    sandbox.control.setPlan({ name: 'Pro', pageviews: 500_000, websites: 10, dataExport: false })
    const response = await fetch(`${sandbox.url}/api/v1/account`, {
      headers: { Authorization: `Bearer ${sandbox.apiKey}`, Accept: 'application/json' },
    })
    const body: unknown = await response.json()
    expect(body).toMatchObject({
      data: { plan: { name: 'Pro', features: { api: 1, data_export: 0, pageviews: 500_000, websites: 10 } } },
      status: 200,
    })
    expect(parseAccountPlan(body)).toEqual({
      name: 'Pro',
      features: { api: true, dataExport: false, emailReports: true, pageviews: 500_000, websites: 10 },
    })
  })

  it('pauses every website the day after the month reached the limit, and counts again next month', async () => {
    // 2 websites × 100 a day: 800 reached with December 4; tracking stops from the 5th.
    const sandbox = await sandboxWith(800)
    for (const row of sandbox.control.list('B')) {
      const december = await days(sandbox, row.id, '2026-12-01', '2026-12-10')
      expect(december).toEqual(['2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04'])
      // November paused on its own sum (from the 20th: 800 with the 23rd), and December started again from nothing.
      expect(await days(sandbox, row.id, '2026-11-20', '2026-11-30')).toEqual([
        '2026-11-20',
        '2026-11-21',
        '2026-11-22',
        '2026-11-23',
      ])
    }
    // An upgrade lifts it: the days come back as they were counted.
    sandbox.control.setPlan({ pageviews: -1 })
    expect(await days(sandbox, 1, '2026-12-01', '2026-12-10')).toHaveLength(9)
  })

  it('reads features leniently and refuses an answer without a plan', () => {
    expect(
      parseAccountPlan({
        data: { plan: { name: 'X', features: { api: '1', data_export: true, pageviews: '-1', websites: 'x' } } },
      }),
    ).toEqual({
      name: 'X',
      features: { api: true, dataExport: true, emailReports: false, pageviews: -1, websites: -1 },
    })
    expect(parseAccountPlan({ data: { name: 'Demo User' } })).toBeNull()
  })
})
