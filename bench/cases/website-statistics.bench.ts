/**
 * Opening a website's statistics (main's side) for today, 30 days and 12 months, each against the
 * period before, on the sandbox at the real 60 requests a minute with 30 ms of latency: the
 * requests and the time until the summary's totals are complete — cold (nothing in the book), then
 * from the book after a restart (the days on disk: a past range is not read again, and today's
 * numbers, read moments before, are still current).
 * The summary is asked again on each `statistics-changed`, as the window does.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { startSandbox } from '../../src/main/sandbox'
import type { Period } from '../../src/shared/statistics/period'
import { benchCase, type CaseContext } from '../harness/case'
import { addAccount, createMemorySecretStore, openServices, sweepNow, type Services } from '../lib/app-services'

const LATENCY_MS = 30
const PERIODS: ReadonlyArray<{ name: string; period: Period }> = [
  { name: 'today', period: { preset: 'today' } },
  { name: '30 days', period: { preset: '30d' } },
  { name: '12 months', period: { preset: '12m' } },
]

/** Asks for the summary, then again on each change, until it is complete: the time from the first ask. */
function openUntilComplete(services: Services, accountId: string, websiteId: string, period: Period): Promise<number> {
  const started = performance.now()
  const request = { accountId, websiteId, period, comparison: 'previous' as const }
  return new Promise((resolve, reject) => {
    const deadline = setTimeout(() => reject(new Error('the summary was not complete within 2 minutes')), 120_000)
    const done = (): boolean => {
      if (!services.statistics.summary(request).complete) return false
      clearTimeout(deadline)
      subscription.dispose()
      resolve(performance.now() - started)
      return true
    }
    const subscription = services.onEvent((event) => {
      if (event.type === 'statistics-changed' && event.payload.websiteId === websiteId) done()
    })
    done()
  })
}

async function measure(context: CaseContext): Promise<void> {
  let statsRequests = 0
  const sandbox = await startSandbox({
    latencyMs: LATENCY_MS,
    rateLimitPerMinute: 60,
    onRequest: (request) => {
      if (request.path.startsWith('/api/v1/stats/')) statsRequests += 1
    },
  })
  const dataDir = await mkdtemp(join(tmpdir(), 'sitetray-website-statistics-'))
  const secrets = createMemorySecretStore()
  try {
    let services = await openServices({ dataDir, secrets })
    const accountId = await addAccount(services, { baseUrl: sandbox.url, apiKey: sandbox.apiKey, variant: 'B' })
    await sweepNow(services, accountId)
    const websites = sandbox.control.list('B')
    for (const phase of ['cold', 'from the book'] as const) {
      if (phase === 'from the book') {
        await services.close()
        services = await openServices({ dataDir, secrets })
        await sweepNow(services, accountId)
      }
      for (const [index, { name, period }] of PERIODS.entries()) {
        // Each period on a website of its own, so that a cold open finds nothing another period read.
        const websiteId = String(websites[index + 1]!.id)
        const before = statsRequests
        const ms = await openUntilComplete(services, accountId, websiteId, period)
        const requests = statsRequests - before
        context.log(`${phase}, ${name}: ${requests} requests, ${ms.toFixed(0)} ms`)
        context.record({
          measure: `a website's statistics, ${name} vs the period before, ${phase}: requests`,
          figure: { value: requests, unit: 'requests' },
          baseline: null,
          goal: null,
          detail:
            'both series of the period and of its comparison, 100 days a request; from the book, today alone is read again',
        })
        context.record({
          measure: `a website's statistics, ${name} vs the period before, ${phase}: totals complete`,
          figure: { value: Math.round(ms), unit: 'ms' },
          baseline: null,
          goal: null,
          detail: `from the first ask to a complete summary; ${LATENCY_MS} ms latency, 60 requests a minute`,
        })
      }
    }
    await services.close()
  } finally {
    await sandbox.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

benchCase({
  name: 'website-statistics',
  order: 57,
  title: "opening a website's statistics for today, 30 days and 12 months: requests and time to complete totals",
  baseline: 'none (counts and times, cold and from the book after a restart)',
  timeoutMs: { full: 5 * 60_000, quick: 2 * 60_000 },
  run: measure,
})
