/**
 * A website's statistics when they cannot be read (issue 33): offline, or without a usable key,
 * the window hears why — in the user's words — and nothing is sent; a kept answer is still given.
 */
import { describe, expect, it } from 'vitest'
import type { StatsClient } from '../../src/main/api'
import { Insights, INSIGHTS_FRESH_MS, type StatsAccess } from '../../src/main/stats/insights'

const NOW = Date.UTC(2026, 10, 23, 15, 20)

function access(online: { value: boolean }, sent: string[]): StatsAccess {
  const client = {
    variant: 'B',
    available: true,
    stats: async (websiteId: string, query: { name: string }) => {
      sent.push(`${websiteId} ${query.name}`)
      return { rows: [{ value: '/', count: 3 }], page: 1, lastPage: 1, perPage: 100, total: 1, nextPage: null }
    },
    dailySeries: async () => [],
  } as unknown as StatsClient
  return {
    accountId: 'a1',
    client,
    scheduler: { run: (_options, task) => task(new AbortController().signal) },
    get isOnline() {
      return online.value
    },
  }
}

describe('statistics that cannot be read', () => {
  it('say "offline" and send nothing while the service is out of reach; what was kept is still answered', async () => {
    const online = { value: true }
    const sent: string[] = []
    let now = NOW
    const insights = new Insights(
      () => access(online, sent),
      () => 'No key',
      () => now,
    )
    const first = await insights.breakdown('2', 'page', '7d')
    online.value = false
    expect(await insights.breakdown('2', 'page', '7d')).toEqual(first)
    await expect(insights.breakdown('2', 'referrer', '7d')).rejects.toMatchObject({
      kind: 'network',
      message: expect.stringMatching(/^Offline/),
    })
    now += INSIGHTS_FRESH_MS
    await expect(insights.breakdown('2', 'page', '7d')).rejects.toMatchObject({ kind: 'network' })
    expect(sent).toEqual(['2 page'])
  })

  it("say why without a usable key (the account's own words)", async () => {
    const insights = new Insights(
      () => null,
      () => 'The keychain is locked.',
      () => NOW,
    )
    await expect(insights.thisHour('2')).rejects.toMatchObject({
      kind: 'unauthorized',
      message: 'The keychain is locked.',
    })
  })
})
