/**
 * A quick edit from the tray: from the click on a website's "E-mail reports" to the service's
 * answer to the write, the built app in the Electron stand-in, against the sandbox with 30 ms of
 * latency and its real limit of 60 requests a minute. The baseline sends the same two requests
 * (read, then write) with the bare client from the bench: the part of the figure that is the
 * network's, so that the ratio is what the app adds.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createWebsitesClient } from '../../src/main/api'
import { startSandbox } from '../../src/main/sandbox'
import { benchCase } from '../harness/case'
import { addAccount, createKeytarSecretStore, mirroredWebsites, openServices, sweepNow } from '../lib/app-services'
import { firstSite, quitApp, startApp, synced } from '../lib/app-in-standin'
import { SteppingClock } from '../lib/rate-limit'
import { median, spread } from '../lib/stats'
import { WireTap } from '../lib/wire-tap'

const WEBSITES = 1_000
const LATENCY_MS = 30
const GOAL_OVERHEAD_MS = 50
const isWrite = (answer: { method: string }): boolean => answer.method === 'PATCH'

benchCase({
  name: 'tray-edit',
  order: 50,
  title: "a tray click on a quick edit → the service's answer to the write (the built app in the stand-in)",
  baseline: "the same read and write sent with the bare client from the bench: the network's share",
  needsBuild: true,
  async run(context) {
    const edits = context.quick ? 3 : 10
    const clock = new SteppingClock(60_000)
    const sandbox = await startSandbox({
      seed: WEBSITES,
      latencyMs: LATENCY_MS,
      rateLimitPerMinute: 60,
      now: clock.now,
    })
    const tap = new WireTap(sandbox.url)
    const userData = await mkdtemp(join(tmpdir(), 'sitetray-bench-app-'))
    try {
      // The account as the user left it: added, swept once, its mirror on disk.
      const services = await openServices({ dataDir: userData, secrets: createKeytarSecretStore() })
      const accountId = await addAccount(services, {
        baseUrl: sandbox.url,
        apiKey: sandbox.apiKey,
        variant: 'B',
        label: 'Bench',
      })
      await sweepNow(services, accountId)
      const someWebsite = mirroredWebsites(services, accountId).at(-1)!.id
      await services.close()

      clock.skipWindow()
      const client = createWebsitesClient({ baseUrl: sandbox.url, variant: 'B', apiKey: sandbox.apiKey })
      const bare: number[] = []
      for (let edit = 0; edit < edits; edit += 1) {
        const answered = tap.nextAnswer(isWrite)
        const started = performance.now()
        const current = await client.get(someWebsite)
        await client.update(someWebsite, { emailReports: !current.emailReports })
        bare.push((await answered).at - started)
      }

      // Each phase gets a whole window of the limit, as the app's scheduler expects after its start.
      clock.skipWindow()
      const app = await startApp(userData, { online: true })
      try {
        const tray = await app.waitForMenu((labels) => firstSite(labels) !== undefined && synced(labels))
        const [site] = firstSite(tray.menuLabels())!
        const clicks: number[] = []
        for (let edit = 0; edit < edits; edit += 1) {
          const before = firstSite(tray.menuLabels())![1]
          const version = tray.menuVersion
          const answered = tap.nextAnswer(isWrite)
          const clicked = performance.now()
          tray.clickMenuItem([site, 'E-mail reports'])
          clicks.push((await answered).at - clicked)
          // Settled: the menu drawn again with the new value, and the edit no longer waiting.
          await app.waitForMenu(
            (labels) => tray.menuVersion > version && firstSite(labels)?.[1] !== before && synced(labels),
          )
        }
        context.record({
          measure: `${WEBSITES.toLocaleString('en-US')} websites: tray click → the write answered`,
          figure: { value: median(clicks), unit: 'ms' },
          baseline: { value: median(bare), unit: 'ms' },
          goal: { op: '≤', value: 2 * LATENCY_MS + GOAL_OVERHEAD_MS },
          detail: `medians; ${LATENCY_MS} ms latency per request, real limit 60/min; the app ${spread(clicks)}; the bare client ${spread(bare)}; goal 2 round trips + ${GOAL_OVERHEAD_MS} ms`,
        })
      } finally {
        await quitApp(app)
      }
    } finally {
      tap.dispose()
      await sandbox.close()
      await rm(userData, { recursive: true, force: true })
    }
  },
})
