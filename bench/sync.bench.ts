/**
 * Sweep cost and interactive latency under the sandbox's real rate limit
 * (60 requests a minute per client address) with a fixed network latency:
 * how many requests and how long a full sweep takes, and how long a user's
 * quick edit waits while a sweep is running.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createMemorySecretStore } from '../src/main/accounts'
import { startSandbox, type Sandbox } from '../src/main/sandbox'
import { createServices, type Services } from '../src/main/services'

const LATENCY_MS = 30

interface Scenario {
  sandbox: Sandbox
  services: Services
  accountId: string
  sweepRequests(): number
  close(): Promise<void>
}

async function scenario(websites: number): Promise<Scenario> {
  let counting = false
  let requests = 0
  const sandbox = await startSandbox({ seed: websites, latencyMs: LATENCY_MS, rateLimitPerMinute: 60, onRequest: () => void (counting && (requests += 1)) })
  const dataDir = await mkdtemp(join(tmpdir(), 'sitetray-bench-'))
  const services = await createServices({ dataDir, secrets: createMemorySecretStore(), autoStart: false, sweepIntervalMs: 0 })
  const account = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, variant: 'B' })
  counting = true
  return {
    sandbox,
    services,
    accountId: account.id,
    sweepRequests: () => requests,
    async close() {
      await services.close()
      await sandbox.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}

function summary(values: readonly number[]): string {
  const sorted = [...values].sort((a, b) => a - b)
  const at = (q: number): number => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN
  return `median ${at(0.5).toFixed(0)} ms, p90 ${at(0.9).toFixed(0)} ms, max ${(sorted.at(-1) ?? NaN).toFixed(0)} ms (${values.length} edits)`
}

/** Quick edits, one every `intervalMs`, for as long as the sweep runs. */
async function editDuring(run: Scenario, sweep: Promise<void>, intervalMs: number): Promise<number[]> {
  let done = false
  void sweep.then(() => (done = true))
  const latencies: number[] = []
  let queued = 0
  let id = 1
  while (!done && id <= 1_000) {
    const current = run.services.websites.get({ accountId: run.accountId, websiteId: String(id) })
    const started = performance.now()
    const outcome = await run.services.websites.update({ accountId: run.accountId, websiteId: String(id), patch: { emailReports: !current?.emailReports } })
    if (outcome.status !== 'saved') queued += 1
    latencies.push(performance.now() - started)
    id += 1
    await new Promise((resolve) => setTimeout(resolve, intervalMs))
  }
  if (queued > 0) console.log(`  ! ${queued} edits during the sweep had to wait in the outbox (the service was busy)`)
  return latencies
}

async function sweepFigures(websites: number, editIntervalMs: number): Promise<void> {
  const quiet = await scenario(websites)
  const started = performance.now()
  await quiet.services.sync.syncNow({ accountId: quiet.accountId })
  const wall = performance.now() - started
  const status = quiet.services.sync.status({ accountId: quiet.accountId })
  const stored = (await quiet.services.websites.query({ accountId: quiet.accountId, query: { perPage: 100 } })).total
  const minimum = Math.ceil(websites / 100)
  console.log(
    `sweep, ${websites.toLocaleString('en')} websites (latency ${LATENCY_MS} ms, 60/min): ${quiet.sweepRequests()} requests (minimum ${minimum}), ${(wall / 1000).toFixed(2)} s, ${stored} in the mirror, error shown: ${status.lastError?.message ?? 'none'}`,
  )
  await quiet.close()

  const busy = await scenario(websites)
  // The mirror must know the websites before they can be edited; this first sweep also spends tokens, as in real use.
  await busy.services.sync.syncNow({ accountId: busy.accountId })
  const baseline: number[] = []
  for (let index = 0; index < 5; index += 1) {
    const current = busy.services.websites.get({ accountId: busy.accountId, websiteId: String(index + 1) })
    const started = performance.now()
    await busy.services.websites.update({ accountId: busy.accountId, websiteId: String(index + 1), patch: { excludeBots: !current?.excludeBots } })
    baseline.push(performance.now() - started)
  }
  const during = await editDuring(busy, busy.services.sync.syncNow({ accountId: busy.accountId }), editIntervalMs)
  console.log(`  quick edit with no sweep running: ${summary(baseline)}`)
  console.log(`  quick edit during the sweep:      ${summary(during)}, one every ${editIntervalMs / 1000} s`)
  await busy.close()
}

async function main(): Promise<void> {
  // The sweep takes a fraction of a second: a very quick user, an edit every 50 ms, to catch it.
  await sweepFigures(1_000, 50)
  // A hundred pages, more than one window of the limit allows: a user at work, an edit every five seconds.
  if (!process.argv.includes('--quick')) await sweepFigures(10_000, 5_000)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
