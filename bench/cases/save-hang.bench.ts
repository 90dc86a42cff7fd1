/**
 * How long a user waits after Save when the server hangs: from the call to the answer the window
 * shows. Goal ≤ 2 s ("Saved on this computer — sending…", the request going on). Its baseline,
 * measured in the same run, is the behaviour before the answer was bounded: the caller waited for
 * the client's own timeout (15 s) and only then heard "saved on this computer".
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createMemorySecretStore } from '../../src/main/accounts'
import { nodeFetch } from '../../test/support/node-fetch'
import { startSandbox } from '../../src/main/sandbox'
import { createServices } from '../../src/main/services'
import { benchCase } from '../harness/case'
import { spread } from '../lib/stats'

const GOAL_MS = 2_000
/** The caller never hears before the edit's own end: how SiteTray answered a save before. */
const UNBOUNDED = 2 ** 31 - 1
/**
 * --quick proves the case runs, with both bounds scaled down: the answer within ½ s instead of the
 * app's own bound, the baseline's client timeout 1 s instead of 15 s — still the bounded answer
 * first and the unbounded one after the client gives up, in 2 s instead of 5.
 */
const QUICK = { answerWithinMs: 500, clientTimeoutMs: 1_000 }

/** One save of one website against a server whose read of that website never answers. */
async function saveAgainstHangingServer(
  answerEditsWithinMs: number | undefined,
  clientTimeoutMs?: number,
): Promise<{ ms: number; message: string }> {
  const sandbox = await startSandbox({ rateLimitPerMinute: 0 })
  const dataDir = await mkdtemp(join(tmpdir(), 'sitetray-bench-'))
  const services = await createServices({
    dataDir,
    secrets: createMemorySecretStore(),
    fetch: nodeFetch,
    autoStart: false,
    sweepIntervalMs: 0,
    ...(answerEditsWithinMs !== undefined && { answerEditsWithinMs }),
    ...(clientTimeoutMs !== undefined && { timeoutMs: clientTimeoutMs }),
  })
  try {
    const account = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, variant: 'B' })
    await services.sync.syncNow({ accountId: account.id })
    sandbox.injectFault({ fault: { kind: 'hang' }, method: 'GET', path: '/api/v1/websites/4' })
    const started = performance.now()
    const outcome = await services.websites.update({ accountId: account.id, websiteId: '4', patch: { privacy: 0 } })
    const ms = performance.now() - started
    return { ms, message: outcome.status === 'saved' ? 'saved' : outcome.message }
  } finally {
    await services.close()
    await sandbox.close()
    await rm(dataDir, { recursive: true, force: true })
  }
}

benchCase({
  name: 'save-hang',
  order: 45,
  title: 'Save while the server hangs → the answer the window shows',
  baseline: "the answer waiting for the client's own 15 s timeout, as before saves were answered within 2 s",
  timeoutMs: { full: 120_000, quick: 60_000 },
  async run(context) {
    const samples = context.quick ? 1 : 3
    const bounded: number[] = []
    let said = ''
    for (let index = 0; index < samples; index += 1) {
      const { ms, message } = await saveAgainstHangingServer(context.quick ? QUICK.answerWithinMs : undefined)
      bounded.push(ms)
      said = message
    }
    const baseline = await saveAgainstHangingServer(UNBOUNDED, context.quick ? QUICK.clientTimeoutMs : undefined)
    context.record({
      measure: 'server hanging: Save → the answer shown, slowest',
      figure: { value: Math.max(...bounded), unit: 'ms' },
      baseline: { value: baseline.ms, unit: 'ms' },
      goal: { op: '≤', value: GOAL_MS },
      detail: `${spread(bounded)}; it says "${said}"; the baseline says "${baseline.message}"`,
    })
  },
})
