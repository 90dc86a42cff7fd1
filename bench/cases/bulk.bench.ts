/**
 * One change to 100 websites under the rate limit (scaled in time, see lib/rate-limit.ts): a
 * bulk change — a batch of queued edits on the background lane, each website read right before
 * its write — against the same change made one website at a time by a client that reads and
 * writes each and waits out every 429. Requests, wall time against the least time the limit
 * allows, and 429s, both against the same sandbox; and an edit the user makes meanwhile, answered
 * while the batch goes on.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createWebsitesClient } from '../../src/main/api'
import { startSandbox } from '../../src/main/sandbox'
import { mergeLines } from '../../src/shared/bulk/lines'
import { benchCase, type CaseContext } from '../harness/case'
import {
  applyBulk,
  batchEnded,
  batchProgress,
  createMemorySecretStore,
  editWebsite,
  mirroredWebsites,
  shownSyncError,
  sweptAccountInFreshWindow,
} from '../lib/app-services'
import { describeLimit, limitBoundMs, scaledLimit, SteppingClock } from '../lib/rate-limit'
import { withRetryAfter } from '../lib/retry-after'
import { WireTap } from '../lib/wire-tap'

const WEBSITES = { full: 100, quick: 40 }
/** Each website: the read that guards the write, and the write. */
const REQUESTS_PER_WEBSITE = 2
const SLACK = 1.1

interface Figures {
  requests: number
  tooMany: number
  wallMs: number
}

async function measureBulk(context: CaseContext): Promise<void> {
  const count = context.quick ? WEBSITES.quick : WEBSITES.full
  const limit = scaledLimit(context.quick)
  const clock = new SteppingClock(limit.windowMs)
  const sandbox = await startSandbox({
    seed: 2 * count + 1,
    latencyMs: limit.latencyMs,
    rateLimitPerMinute: limit.perWindow,
    rateLimitWindowMs: limit.windowMs,
    now: clock.now,
  })
  const tap = new WireTap(sandbox.url)
  const dataDir = await mkdtemp(join(tmpdir(), 'sitetray-bench-bulk-'))
  try {
    // A fresh window on the server and a fresh scheduler: the batch has the whole limit.
    const { services, accountId } = await sweptAccountInFreshWindow(
      { dataDir, secrets: createMemorySecretStore(), windowMs: limit.windowMs },
      sandbox,
      { clock, tap },
    )
    const websites = mirroredWebsites(services, accountId)
    const mineIds = websites.slice(0, count).map((website) => website.id)
    // The user edits a website outside the batch once a third of it is written.
    const outside = websites[2 * count]!
    const isOutside = (request: { path: string }): boolean => request.path.endsWith(`/websites/${outside.id}`)
    const started = performance.now()
    const batchId = await applyBulk(services, accountId, mineIds, {
      kind: 'lines',
      field: 'excludeIps',
      add: ['203.0.113.7'],
      remove: [],
    })
    const quickEdit = tap
      .nextAnswer(
        (answer) =>
          answer.method === 'PATCH' &&
          tap.count((request) => request.method === 'PATCH' && !isOutside(request)) >= count / 3,
      )
      .then(async () => {
        const answered = tap.nextAnswer((answer) => answer.method === 'PATCH' && isOutside(answer))
        const at = performance.now()
        const status = await editWebsite(services, accountId, outside.id, { emailReports: !outside.emailReports })
        return { status, at, ms: (await answered).at - at }
      })
    await batchEnded(services, accountId, batchId)
    const endedAt = performance.now()
    const quick = await quickEdit
    const mine: Figures = {
      requests: tap.count((request) => !isOutside(request)),
      tooMany: tap.tooManyAttempts(),
      wallMs: endedAt - started,
    }
    const outcome = batchProgress(services, accountId, batchId)?.counts
    const shown = shownSyncError(services, accountId)
    await services.close()
    context.log(`SiteTray: ${JSON.stringify({ ...mine, outcome })}`)

    clock.skipWindow()
    tap.reset()
    const client = createWebsitesClient({ baseUrl: sandbox.url, variant: 'B', apiKey: sandbox.apiKey })
    const baselineStarted = performance.now()
    for (const website of websites.slice(count, 2 * count)) {
      const current = await withRetryAfter(() => client.get(website.id), limit.windowMs)
      const excludeIps = mergeLines(current.excludeIps, { field: 'excludeIps', add: ['203.0.113.7'], remove: [] }).value
      await withRetryAfter(() => client.update(website.id, { excludeIps }), limit.windowMs)
    }
    const baseline: Figures = {
      requests: tap.count(),
      tooMany: tap.tooManyAttempts(),
      wallMs: performance.now() - baselineStarted,
    }
    context.log(`one at a time: ${JSON.stringify(baseline)}`)

    context.log(`the quick edit: ${quick.status}, answered in ${quick.ms.toFixed(1)} ms`)

    const fewest = REQUESTS_PER_WEBSITE * count
    const bound = limitBoundMs(fewest, limit)
    const size = `B, ${count} websites, one IP added`
    context.record({
      measure: `${size}: requests`,
      figure: { value: mine.requests, unit: 'requests' },
      baseline: { value: baseline.requests, unit: 'requests' },
      goal: { op: '≤', value: SLACK * fewest },
      detail: `the least: a read and a write per website, ${fewest}; the batch's outcomes ${JSON.stringify(outcome)}`,
    })
    context.record({
      measure: `${size}: wall time`,
      figure: { value: mine.wallMs / 1000, unit: 's' },
      baseline: { value: baseline.wallMs / 1000, unit: 's' },
      goal: { op: '≤', value: (SLACK * bound) / 1000 },
      detail: `the limit's bound for ${fewest} requests is ${(bound / 1000).toFixed(2)} s (goal ${SLACK}× it); the batch leaves the reserve (a tenth of the limit) to the user's own edits; ${describeLimit(limit)}: ×${limit.factor} for real time (SiteTray ${((mine.wallMs * limit.factor) / 60_000).toFixed(1)} min)`,
    })
    context.record({
      measure: `${size}: 429 answers`,
      figure: { value: mine.tooMany, unit: 'answers' },
      baseline: { value: baseline.tooMany, unit: 'answers' },
      goal: { op: '≤', value: 0 },
      detail: `shown to the user after the batch: ${shown === null ? 'nothing' : `"${shown}"`}`,
    })
    context.record({
      measure: `${size}: a quick edit during the batch, answered`,
      figure: { value: quick.ms, unit: 'ms' },
      // Behind the batch, first in first out, it would wait at least until the batch's end.
      baseline: { value: endedAt - quick.at, unit: 'ms' },
      goal: { op: '≤', value: 2 * limit.latencyMs + 50 },
      detail: `from the edit to the service's answer to its write (it was "${quick.status}"), made once a third of the batch was written, against a queue in order, where it would come after the rest of the batch; goal two round trips and 50 ms`,
    })
  } finally {
    tap.dispose()
    await sandbox.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

benchCase({
  name: 'bulk',
  order: 25,
  title:
    'one IP added to 100 websites under the rate limit, scaled in time: a bulk change against one website at a time',
  baseline:
    "the same change made one website at a time (read, then write) with the real client, each 429's Retry-After waited out, against the same sandbox",
  run: measureBulk,
})
