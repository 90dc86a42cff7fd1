/**
 * A quick edit made while a sweep of 10,000 websites runs under the (scaled) rate limit: from the
 * user's edit to the service's answer to it. SiteTray's scheduler sends it on the interactive
 * lane, ahead of the sweep's pages; the baseline pushes the same edit through one FIFO queue,
 * behind every page the sweep has queued. Both drive the real client against the same sandbox.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createWebsitesClient, type WebsitesClient } from '../../src/main/api'
import { startSandbox } from '../../src/main/sandbox'
import type { WebsitePage } from '../../src/shared/website'
import { benchCase, type CaseContext } from '../harness/case'
import { formatNumber } from '../harness/table'
import {
  createMemorySecretStore,
  editWebsite,
  mirroredWebsites,
  sweepNow,
  sweptAccountInFreshWindow,
  websiteOf,
  type Services,
} from '../lib/app-services'
import { FifoQueue } from '../lib/fifo-queue'
import { describeLimit, scaledLimit, SteppingClock } from '../lib/rate-limit'
import { median } from '../lib/stats'
import { isListRequest, WireTap, type WireAnswer } from '../lib/wire-tap'

/** The goal: the edit's own two round trips (read, then write) and 50 ms. */
const GOAL_OVERHEAD_MS = 50
/** The sweep's page (counted in list answers) at which each edit is made. */
const EDIT_AT_PAGES = { full: [5, 25, 50, 75, 95], quick: [2, 6, 12] }
/** The scheduler's background lane runs two at once: the FIFO gets the same. */
const FIFO_CONCURRENCY = 2
const SWEEP_QUERY = { sortBy: 'created', sort: 'desc', perPage: 100 } as const

interface Run {
  latenciesMs: number[]
  sweepMs: number
  tooMany: number
  outcomes: string[]
}

/** Calls `edit(i)` when the sweep's `pages[i]`-th list page has been answered. */
function editAtPages(
  tap: WireTap,
  pages: readonly number[],
  edit: (index: number) => Promise<number>,
): Promise<number>[] {
  const edits: Promise<number>[] = []
  let answered = 0
  const stop = tap.onAnswer((answer) => {
    if (!isListRequest(answer) || answer.status !== 200) return
    answered += 1
    const index = pages.indexOf(answered)
    if (index !== -1) edits.push(edit(index))
    if (edits.length === pages.length) stop()
  })
  return edits
}

/** From the call to the service's answer to this website's write. */
async function timeEdit(tap: WireTap, websiteId: string, send: () => Promise<unknown>): Promise<number> {
  const answered = tap.nextAnswer(
    (answer: WireAnswer) => answer.method === 'PATCH' && answer.path.endsWith(`/websites/${websiteId}`),
  )
  const started = performance.now()
  await send()
  return (await answered).at - started
}

async function withSiteTray(
  services: Services,
  accountId: string,
  tap: WireTap,
  pages: readonly number[],
): Promise<Run> {
  const ids = mirroredWebsites(services, accountId)
    .slice(0, pages.length)
    .map((website) => website.id)
  const outcomes: string[] = []
  const edits = editAtPages(tap, pages, (index) => {
    const id = ids[index]!
    const current = websiteOf(services, accountId, id)
    return timeEdit(
      tap,
      id,
      async () =>
        void outcomes.push(await editWebsite(services, accountId, id, { emailReports: !current?.emailReports })),
    )
  })
  const started = performance.now()
  await sweepNow(services, accountId)
  const sweepMs = performance.now() - started
  return { latenciesMs: await Promise.all(edits), sweepMs, tooMany: tap.tooManyAttempts(), outcomes }
}

async function withFifo(
  client: WebsitesClient,
  ids: readonly string[],
  tap: WireTap,
  pages: readonly number[],
  fallbackWaitMs: number,
): Promise<Run> {
  const queue = new FifoQueue(FIFO_CONCURRENCY, fallbackWaitMs)
  const edits = editAtPages(tap, pages, (index) => {
    const id = ids[index]!
    return timeEdit(tap, id, () =>
      queue.push(async () => {
        const current = await client.get(id)
        return client.update(id, { emailReports: !current.emailReports })
      }),
    )
  })
  const started = performance.now()
  const page = (number: number): Promise<WebsitePage> => queue.push(() => client.list({ ...SWEEP_QUERY, page: number }))
  const first = await page(1)
  await Promise.all(Array.from({ length: (first.lastPage ?? 1) - 1 }, (_, index) => page(index + 2)))
  const sweepMs = performance.now() - started
  return { latenciesMs: await Promise.all(edits), sweepMs, tooMany: tap.tooManyAttempts(), outcomes: [] }
}

async function measureQuickEdit(context: CaseContext): Promise<void> {
  const count = context.quick ? 2_000 : 10_000
  const pages = context.quick ? EDIT_AT_PAGES.quick : EDIT_AT_PAGES.full
  const limit = scaledLimit(context.quick)
  const clock = new SteppingClock(limit.windowMs)
  const sandbox = await startSandbox({
    seed: count,
    latencyMs: limit.latencyMs,
    rateLimitPerMinute: limit.perWindow,
    rateLimitWindowMs: limit.windowMs,
    now: clock.now,
  })
  const tap = new WireTap(sandbox.url)
  const dataDir = await mkdtemp(join(tmpdir(), 'sitetray-bench-edit-'))
  try {
    // The mirror must know the websites before they can be edited.
    const { services, accountId } = await sweptAccountInFreshWindow(
      { dataDir, secrets: createMemorySecretStore(), windowMs: limit.windowMs },
      sandbox,
      { clock, tap },
    )
    const mine = await withSiteTray(services, accountId, tap, pages)
    const ids = mirroredWebsites(services, accountId)
      .slice(pages.length, 2 * pages.length)
      .map((website) => website.id)
    await services.close()
    context.log(`SiteTray: ${JSON.stringify(mine)}`)

    clock.skipWindow()
    tap.reset()
    const client = createWebsitesClient({ baseUrl: sandbox.url, variant: 'B', apiKey: sandbox.apiKey })
    const fifo = await withFifo(client, ids, tap, pages, limit.windowMs)
    context.log(`FIFO: ${JSON.stringify(fifo)}`)

    const goal = { op: '≤' as const, value: 2 * limit.latencyMs + GOAL_OVERHEAD_MS }
    const size = `B, ${formatNumber(count)} websites`
    const list = (values: number[]): string => values.map((value) => value.toFixed(0)).join(', ')
    context.record({
      measure: `${size}: quick edit during a sweep, median`,
      figure: { value: median(mine.latenciesMs), unit: 'ms' },
      baseline: { value: median(fifo.latenciesMs), unit: 'ms' },
      goal,
      detail: `edits made at pages ${pages.join(', ')} of ${Math.ceil(count / 100)}: SiteTray ${list(mine.latenciesMs)} ms (${mine.outcomes.join(', ')}), FIFO ${list(fifo.latenciesMs)} ms; goal 2 × ${limit.latencyMs} ms + ${GOAL_OVERHEAD_MS} ms; ${describeLimit(limit)}`,
    })
    context.record({
      measure: `${size}: quick edit during a sweep, slowest`,
      figure: { value: Math.max(...mine.latenciesMs), unit: 'ms' },
      baseline: { value: Math.max(...fifo.latenciesMs), unit: 'ms' },
      goal,
      detail: `the sweep itself took ${(mine.sweepMs / 1000).toFixed(1)} s with SiteTray (the user's edits hold back half the limit for a while), ${(fifo.sweepMs / 1000).toFixed(1)} s in the FIFO; 429 answers: SiteTray ${mine.tooMany}, FIFO ${fifo.tooMany}`,
    })
  } finally {
    tap.dispose()
    await sandbox.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

benchCase({
  name: 'quick-edit',
  order: 20,
  title: "a quick edit made during a sweep of 10,000 websites, to the service's answer",
  baseline:
    "the same edit (read, then write) pushed through one first-in-first-out queue behind the sweep's pages, built in the bench with the real client against the same sandbox",
  run: measureQuickEdit,
})
