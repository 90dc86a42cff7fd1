/**
 * Every statistics request of a day (docs/architecture.md, "Visitors"): an account of `websites`
 * websites, `favorites` of them favorites, alerts on for all, the overview opened once at the start
 * and shown until it is read, a plan with a pageviews limit — 24 hours of a fake clock
 * (fake-clock.ts) against the sandbox, whose own clock is the same fake one, over real HTTP on
 * loopback. It counts what was asked: requests per statistic and per (website, statistic), and
 * the requests that asked again for a day already read once it was final — read more than an
 * hour after it ended, when no late event changes it any more.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startSandbox } from '../../src/main/sandbox'
import { dayNumber, dayOfNumber } from '../../src/shared/statistics/series'
import { nodeFetch } from '../../test/support/node-fetch'
import { addAccount, alertsOn, createMemorySecretStore, openServices, startSyncing, sweepNow } from './app-services'
import { FakeClock } from './fake-clock'

const HOUR_MS = 3_600_000
/** A day read this long after it ended is final (late events are in), as the engine takes it. */
const FINAL_AFTER_MS = HOUR_MS

export interface DayScenario {
  websites: number
  favorites: number
  /** How long the day runs on the fake clock. */
  hours: number
  /** The plan's pageviews a month: a limit the month's sum stays well under. */
  pageviewsLimit: number
  /** When the account is set up (UTC); the day starts once it is. */
  startAt: string
}

export interface StatsRequest {
  at: number
  websiteId: string
  name: string
  from: string
  to: string
}

export interface DayRun {
  requests: StatsRequest[]
  accountReads: number
  /** Requests per statistic. */
  byName: Record<string, number>
  /** Requests that asked for a day already read final, per statistic, and the final days asked again. */
  finalAgain: Record<string, number>
  finalDaysAgain: number
  /** (website, statistic) pairs read, and the most requests one of them took. */
  pairs: number
  mostForOnePair: number
  /** Fake hours from the start until every website of the overview was read (then it was hidden). */
  overviewReadAfterHours: number | null
  realMs: number
}

function statsRequestOf(url: string, at: number): StatsRequest | null {
  const parsed = new URL(url)
  const match = /\/api\/v1\/stats\/(\d+)$/.exec(parsed.pathname)
  if (!match) return null
  const query = parsed.searchParams
  return {
    at,
    websiteId: match[1]!,
    name: query.get('name') ?? '',
    from: query.get('from') ?? '',
    to: query.get('to') ?? '',
  }
}

/** The days a request covers, by day number. */
function daysOf(request: StatsRequest): number[] {
  const first = dayNumber(request.from)
  return Array.from({ length: dayNumber(request.to) - first + 1 }, (_, index) => first + index)
}

/** Requests that asked again for a day some earlier request of the same (website, statistic) had read final. */
function finalAgain(requests: readonly StatsRequest[]): { perName: Record<string, number>; days: number } {
  const finalRead = new Map<string, Set<number>>()
  const perName: Record<string, number> = {}
  let days = 0
  for (const request of requests) {
    const key = `${request.websiteId}|${request.name}`
    const seen = finalRead.get(key) ?? new Set<number>()
    finalRead.set(key, seen)
    const again = daysOf(request).filter((day) => seen.has(day))
    if (again.length > 0) {
      perName[request.name] = (perName[request.name] ?? 0) + 1
      days += again.length
    }
    for (const day of daysOf(request))
      if (request.at >= Date.parse(`${dayOfNumber(day + 1)}T00:00:00Z`) + FINAL_AFTER_MS) seen.add(day)
  }
  return { perName, days }
}

function tally(
  requests: readonly StatsRequest[],
  accountReads: number,
  overviewAt: number | null,
  realMs: number,
): DayRun {
  const byName: Record<string, number> = {}
  const perPair = new Map<string, number>()
  for (const request of requests) {
    byName[request.name] = (byName[request.name] ?? 0) + 1
    const key = `${request.websiteId}|${request.name}`
    perPair.set(key, (perPair.get(key) ?? 0) + 1)
  }
  const again = finalAgain(requests)
  return {
    requests: [...requests],
    accountReads,
    byName,
    finalAgain: again.perName,
    finalDaysAgain: again.days,
    pairs: perPair.size,
    mostForOnePair: Math.max(0, ...perPair.values()),
    overviewReadAfterHours: overviewAt,
    realMs,
  }
}

export async function runStatsDay(scenario: DayScenario): Promise<DayRun> {
  const clock = new FakeClock()
  const startMs = Date.parse(scenario.startAt)
  clock.enable(startMs)
  const requests: StatsRequest[] = []
  let accountReads = 0
  const counted = clock.counting(async (url, init) => {
    const request = statsRequestOf(url, Date.now())
    if (request) requests.push(request)
    else if (new URL(url).pathname === '/api/v1/account') accountReads += 1
    return nodeFetch(url, init)
  })
  const sandbox = await startSandbox({
    seed: scenario.websites,
    rateLimitPerMinute: 60,
    plan: { pageviews: scenario.pageviewsLimit },
  })
  const dataDir = await mkdtemp(join(tmpdir(), 'sitetray-stats-day-'))
  const services = await openServices({ dataDir, secrets: createMemorySecretStore(), fetch: counted })
  const realStart = performance.now()
  try {
    // Exactly `favorites` favorites: the seed has some of its own.
    sandbox.control.list('B').forEach((row, index) => {
      const favorite = index < scenario.favorites
      if (favorite !== Boolean(row.favorited_at))
        sandbox.control.update('B', row.id, { favorited_at: favorite ? new Date() : null })
    })
    const accountId = await clock.drive(
      addAccount(services, { baseUrl: sandbox.url, apiKey: sandbox.apiKey, variant: 'B' }),
    )
    await clock.drive(sweepNow(services, accountId))
    requests.splice(0)
    accountReads = 0
    // The day starts now: setting the account up took its own (fake) time.
    const openedAt = Date.now()
    alertsOn(services)
    startSyncing(services)
    services.stats.windowShown(true)
    services.stats.onScreen({ view: 'overview', shown: true })
    services.stats.openOverview({ period: '30d' })
    let overviewAt: number | null = null
    const endAt = openedAt + scenario.hours * HOUR_MS
    while (Date.now() < endAt) {
      await clock.advance(1_000)
      if (overviewAt !== null) continue
      const { progress } = services.stats.overviewState().accounts[0]!
      if (progress.reading || progress.read < progress.total) continue
      overviewAt = (Date.now() - openedAt) / HOUR_MS
      services.stats.onScreen({ view: 'overview', shown: false })
      services.stats.windowShown(false)
    }
    await clock.quiet()
    return tally(requests, accountReads, overviewAt, performance.now() - realStart)
  } finally {
    await clock.drive(services.close())
    clock.reset()
    await sandbox.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
