/**
 * One read answers every demand it covers, through the services against the sandbox: once the
 * favorites' 30 days and the plan's month are read, opening the overview asks only for the days
 * they did not hold — never again a day already read final — and the user's own read goes out at
 * once while a background read hangs on the wire.
 */
import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import { dayNumber } from '../../src/shared/statistics/series'
import { accountOnSandbox } from '../support/account'
import { whenServices } from '../support/services'

const HOUR_MS = 3_600_000
/** A minute's limit counted per second: the idle lane's fifth reads the demo's websites in seconds. */
const QUICK = { services: { scheduler: { windowMs: 1_000 } } }

interface Asked {
  at: number
  key: string
  from: number
  to: number
}

/** Records every statistics request with the days it asked for, in order, timed as the sandbox received it. */
function recorder(asked: Asked[]): (request: RecordedRequest) => void {
  return (request) => {
    if (!request.path.startsWith('/api/v1/stats/') || !request.query.from || !request.query.to) return
    const { from, to, name } = request.query
    asked.push({ at: Date.now(), key: `${request.path}|${name}`, from: dayNumber(from), to: dayNumber(to) })
  }
}

/** Requests that asked again for a day an earlier request of the same statistic had read an hour after it ended. */
function finalDaysAskedAgain(asked: readonly Asked[]): Asked[] {
  const final = new Map<string, Set<number>>()
  const again: Asked[] = []
  for (const request of asked) {
    const days = final.get(request.key) ?? new Set<number>()
    final.set(request.key, days)
    let repeated = false
    for (let day = request.from; day <= request.to; day++) {
      repeated ||= days.has(day)
      if (request.at >= (day + 1) * 86_400_000 + HOUR_MS) days.add(day)
    }
    if (repeated) again.push(request)
  }
  return again
}

describe('one read answers every demand it covers', () => {
  it("the overview opened after the favorites and the plan's month are read asks none of their final days again", async () => {
    const asked: Asked[] = []
    const setup = await accountOnSandbox({
      ...QUICK,
      sandbox: { plan: { pageviews: 1_000_000_000 }, onRequest: recorder(asked) },
    })
    const { services, accountId } = setup
    asked.splice(0)
    services.start()
    await whenServices(
      services,
      () => {
        const usage = services.stats.plan({ accountId })
        return usage.websitesTotal > 0 && usage.websitesRead === usage.websitesTotal
      },
      "every website's month is read",
      30_000,
    )
    const favorites = services.websites.local(accountId).filter((website) => website.favorite)
    expect(favorites.length).toBeGreaterThan(0)
    const before = asked.length
    services.stats.openOverview({ period: '30d' })
    await whenServices(
      services,
      () => {
        const { progress } = services.stats.overviewState().accounts[0]!
        return !progress.reading && progress.read === progress.total
      },
      'the overview is read',
      30_000,
    )
    expect(asked.length).toBeGreaterThan(before)
    expect(finalDaysAskedAgain(asked)).toEqual([])
    // A favorite's visitors: the overview asked only for the days before its 30.
    const favorite = `/api/v1/stats/${favorites[0]!.id}|visitors`
    const visitors = asked.filter((request) => request.key === favorite)
    expect(visitors.length).toBeGreaterThanOrEqual(2)
    expect(visitors[1]!.to).toBeLessThan(visitors[0]!.from)
  })
})

describe("the user's own read", () => {
  it('goes out at once while a background read hangs on the wire', async () => {
    const setup = await accountOnSandbox(QUICK)
    const { services, accountId, sandbox, requests } = setup
    const websites = services.websites.local(accountId)
    const favorite = websites.find((website) => website.favorite)!
    const other = websites.find((website) => !website.favorite)!
    sandbox.injectFault({ path: `/api/v1/stats/${favorite.id}`, times: Infinity, fault: { kind: 'hang' } })
    services.start()
    await whenServices(
      services,
      () => requests.some((request) => request.path === `/api/v1/stats/${favorite.id}`),
      'a background read is on the wire',
    )
    const chart = await services.stats.series({ accountId, websiteId: other.id })
    expect(chart).toMatchObject({ available: true, problem: null })
    expect(chart.visitors?.counts).toHaveLength(30)
  })
})
