/**
 * The statistics engine at work beside everything else, at a scaled rate limit (rate-limit.ts):
 * an account of `websites` websites, `favorites` of them favorites, alerts on for all of them, a
 * sweep every few windows and an edit every half window — what the statistics must live with. It
 * measures what they cost: statistics requests per window and per (scaled) hour
 * against a fifth of the limit, 429s, each edit from the call to the service's answer to its
 * write, statistics requests sent while a sweep's page was on its way, and the sweeps' time.
 * The test (test/stats/budget.test.ts) holds the run to the goals; the bench case reports it.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startSandbox } from '../../src/main/sandbox'
import {
  addAccount,
  alertsOn,
  createMemorySecretStore,
  editWebsite,
  mirroredWebsites,
  openServices,
  startSyncing,
  sweepNow,
  websiteOf,
  type Services,
} from './app-services'
import { SteppingClock, type ScaledLimit } from './rate-limit'
import { isListRequest, WireTap, type WireAnswer, type WireRequest } from './wire-tap'

/** The cache's share of the limit (scheduler/idle-budget.ts says the same). */
const BUDGET_SHARE = 1 / 5
const REAL_HOUR_MS = 3_600_000

export interface BudgetScenario {
  limit: ScaledLimit
  websites: number
  favorites: number
  /** How long the cache runs beside the rest, in windows. */
  windows: number
  /**
   * Off: the same sweeps and edits without the cache (the account never starts syncing by itself, so nothing reads
   * visitors) — the baseline.
   */
  withStats: boolean
}

export interface BudgetRun {
  durationMs: number
  /** When each statistics request was sent (ms from the start). */
  statsAt: number[]
  mostInOneWindow: number
  budgetPerWindow: number
  perRealHour: number
  budgetPerRealHour: number
  editsMs: number[]
  /**
   * Each edit from the moment it is on disk (in the outbox, before it is sent) to the service's
   * answer to its write: the part the requests' scheduling decides, without the disk's own time.
   */
  editsAfterDiskMs: number[]
  editOutcomes: string[]
  tooMany: number
  sweepsMs: number[]
  /** Statistics requests sent while a sweep's page was on the wire. */
  statsBesideSweepPages: number
}

/** The scenario's clock: the user edits and the periodic sweep comes at their own times, not when something is done. */
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

/** When the next edit is on disk: the account's status counts it as waiting once the outbox holds it. */
function editOnDisk(services: Services, accountId: string): Promise<number> {
  return new Promise((resolve) => {
    const subscription = services.onEvent((event) => {
      if (event.type !== 'sync-status') return
      const { status } = event.payload
      if (status.accountId !== accountId || status.pendingEdits === 0) return
      subscription.dispose()
      resolve(performance.now())
    })
  })
}

const isStats = (request: WireRequest): boolean => request.path.startsWith('/api/v1/stats/')

/** The most requests sent within any one window. */
export function mostInOneWindow(times: readonly number[], windowMs: number): number {
  let most = 0
  for (const start of times) most = Math.max(most, times.filter((at) => at >= start && at < start + windowMs).length)
  return most
}

/**
 * Requests per real hour, counted over the whole windows from the first request on: a run of a
 * few windows ends mid-window, and counting the burst that opens a last, partial window over the
 * time it took would make a budget kept in every window look broken.
 */
function perRealHour(times: readonly number[], durationMs: number, limit: ScaledLimit): number {
  if (times.length === 0) return 0
  const first = Math.min(...times)
  const windows = Math.floor((durationMs - first) / limit.windowMs)
  if (windows === 0) return 0
  const counted = times.filter((at) => at < first + windows * limit.windowMs).length
  return (counted * (REAL_HOUR_MS / limit.factor)) / (windows * limit.windowMs)
}

/** Statistics requests created while a list page was between its request and its answer. */
function besideSweepPages(tap: WireTap): number {
  const pages = tap.requests.filter(isListRequest).map((request) => ({
    from: request.at,
    to:
      tap.answers.find((answer: WireAnswer) => answer.path === request.path && answer.at >= request.at)?.at ?? Infinity,
  }))
  return tap.requests
    .filter(isStats)
    .filter((request) => pages.some((page) => request.at > page.from && request.at < page.to)).length
}

async function prepare(
  services: Services,
  sandbox: { url: string; apiKey: string },
  favoriteIds: readonly number[],
  control: { update(variant: 'B', id: number, fields: { favorited_at: Date }): unknown },
): Promise<string> {
  for (const id of favoriteIds) control.update('B', id, { favorited_at: new Date() })
  const accountId = await addAccount(services, { baseUrl: sandbox.url, apiKey: sandbox.apiKey, variant: 'B' })
  await sweepNow(services, accountId)
  // One edit before the measured ones, as a user who has used SiteTray before: the first edit of a
  // process also loads the code and makes the outbox's file.
  const first = mirroredWebsites(services, accountId)[0]!
  await editWebsite(services, accountId, first.id, { emailReports: !first.emailReports })
  return accountId
}

interface Driven {
  editsMs: number[]
  editsAfterDiskMs: number[]
  editOutcomes: string[]
  sweepsMs: number[]
}

/** The user's edits, one every half window, each timed to the service's answer to its write. */
async function editUntil(
  endAt: number,
  services: Services,
  accountId: string,
  tap: WireTap,
  limit: ScaledLimit,
  driven: Driven,
): Promise<void> {
  const edited = mirroredWebsites(services, accountId).filter((website) => !website.favorite)
  for (let n = 0; performance.now() < endAt; n++) {
    const website = edited[n % edited.length]!
    const answered = tap.nextAnswer(
      (answer) => answer.method === 'PATCH' && answer.path.endsWith(`/websites/${website.id}`),
    )
    const onDisk = editOnDisk(services, accountId)
    const at = performance.now()
    // The opposite of what it is: an edit that changes nothing sends nothing.
    const emailReports = !websiteOf(services, accountId, website.id)?.emailReports
    driven.editOutcomes.push(await editWebsite(services, accountId, website.id, { emailReports }))
    const answeredAt = (await answered).at
    driven.editsMs.push(answeredAt - at)
    driven.editsAfterDiskMs.push(answeredAt - (await onDisk))
    // The user's pace: an edit every half window, whatever else is going on.
    await pause(limit.windowMs / 2)
  }
}

/** The periodic sweep, every two windows. */
async function sweepUntil(
  endAt: number,
  services: Services,
  accountId: string,
  limit: ScaledLimit,
  driven: Driven,
): Promise<void> {
  while (performance.now() < endAt) {
    await pause(2 * limit.windowMs)
    const at = performance.now()
    await sweepNow(services, accountId)
    driven.sweepsMs.push(performance.now() - at)
  }
}

function measured(tap: WireTap, started: number, limit: ScaledLimit, driven: Driven): BudgetRun {
  const durationMs = performance.now() - started
  const statsAt = tap.requests.filter(isStats).map((request) => request.at - started)
  const budgetPerWindow = Math.floor(limit.perWindow * BUDGET_SHARE)
  return {
    ...driven,
    durationMs,
    statsAt,
    mostInOneWindow: mostInOneWindow(statsAt, limit.windowMs),
    budgetPerWindow,
    perRealHour: perRealHour(statsAt, durationMs, limit),
    budgetPerRealHour: budgetPerWindow * (REAL_HOUR_MS / (limit.windowMs * limit.factor)),
    tooMany: tap.tooManyAttempts(),
    statsBesideSweepPages: besideSweepPages(tap),
  }
}

export async function runStatsBudget(scenario: BudgetScenario): Promise<BudgetRun> {
  const { limit } = scenario
  const clock = new SteppingClock(limit.windowMs)
  const sandbox = await startSandbox({
    seed: scenario.websites,
    latencyMs: limit.latencyMs,
    rateLimitPerMinute: limit.perWindow,
    rateLimitWindowMs: limit.windowMs,
    now: clock.now,
  })
  const tap = new WireTap(sandbox.url)
  const dataDir = await mkdtemp(join(tmpdir(), 'sitetray-stats-budget-'))
  const statsTiming = {
    todayEveryMs: 300_000 / limit.factor,
    alertsEveryMs: (24 * REAL_HOUR_MS) / limit.factor,
  }
  const services = await openServices({
    dataDir,
    secrets: createMemorySecretStore(),
    windowMs: limit.windowMs,
    statsTiming,
  })
  try {
    const rows = sandbox.control.list('B')
    const notYet = rows.filter((row) => !row.favorited_at).map((row) => row.id)
    const accountId = await prepare(
      services,
      sandbox,
      notYet.slice(0, Math.max(0, scenario.favorites - (rows.length - notYet.length))),
      sandbox.control,
    )
    clock.skipWindow()
    tap.reset()
    const started = performance.now()
    if (scenario.withStats) {
      alertsOn(services)
      startSyncing(services)
    }
    const driven: Driven = { editsMs: [], editsAfterDiskMs: [], editOutcomes: [], sweepsMs: [] }
    const endAt = started + scenario.windows * limit.windowMs
    await Promise.all([
      editUntil(endAt, services, accountId, tap, limit, driven),
      sweepUntil(endAt, services, accountId, limit, driven),
    ])
    return measured(tap, started, limit, driven)
  } finally {
    await services.close()
    tap.dispose()
    await sandbox.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}
