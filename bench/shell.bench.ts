/**
 * The built app in the Electron stand-in (test/standin), as a user meets it:
 * - from Electron's 'ready' to a tray menu showing an account of 1,000 mirrored websites;
 * - from a click on a tray quick edit to the edit arriving at the service.
 * The service is the sandbox with 30 ms of latency and its real limit of 60 requests a minute.
 * Keys go to the real keychain: run it through `npm run bench` (a private keyring here).
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { createKeytarSecretStore } from '../src/main/accounts'
import { startSandbox } from '../src/main/sandbox'
import { createServices } from '../src/main/services'
import { launchApp, type StandinApp } from '../test/standin/launch'
import type { MenuLabelTree } from '../test/standin/electron/menu'

const WEBSITES = 1_000
const STARTS = 7
const EDITS = 10
const appRoot = resolve(__dirname, '..')

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]!
}

/** The first website in the menu (a favorite), as [its name, its "E-mail reports" item]. */
function firstSite(labels: MenuLabelTree): [string, string] | undefined {
  for (const entry of labels) {
    if (typeof entry === 'string') continue
    const [name, items] = Object.entries(entry)[0]!
    const email = items.find((item) => typeof item === 'string' && item.endsWith('E-mail reports'))
    if (typeof email === 'string') return [name, email]
  }
  return undefined
}

const synced = (labels: MenuLabelTree): boolean => labels.some((line) => typeof line === 'string' && line.startsWith('Synced'))

async function main(): Promise<void> {
  let patchArrived: ((at: number) => void) | null = null
  const sandbox = await startSandbox({
    seed: WEBSITES,
    latencyMs: 30,
    rateLimitPerMinute: 60,
    onRequest: (request) => {
      if (request.method === 'PATCH') patchArrived?.(performance.now())
    },
  })
  const userData = await mkdtemp(join(tmpdir(), 'sitetray-bench-app-'))
  try {
    // The account as the user left it: added, swept once, its mirror on disk.
    const services = await createServices({ dataDir: userData, secrets: createKeytarSecretStore(), autoStart: false, sweepIntervalMs: 0 })
    const account = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, label: 'Bench' })
    await services.sync.syncNow({ accountId: account.id })
    if (services.websites.local(account.id).length !== WEBSITES) throw new Error('the first sweep did not mirror every website')
    await services.close()

    const toMenu: number[] = []
    let app: StandinApp | null = null
    for (let start = 0; start < STARTS; start++) {
      const launched = performance.now()
      app = await launchApp({ appRoot, userData, argv: ['--hidden'], timeoutMs: 20_000 })
      const ready = performance.now()
      await app.waitForMenu((labels) => firstSite(labels) !== undefined)
      toMenu.push(performance.now() - ready)
      if (start === 0) console.log(`  (first start: module load to ready ${(ready - launched).toFixed(0)} ms)`)
      if (start < STARTS - 1) {
        app.quit()
        await app.exited
        await app.dispose()
      }
    }
    console.log(`ready → tray menu with ${WEBSITES.toLocaleString('en-US')} mirrored websites: median ${median(toMenu).toFixed(0)} ms, min ${Math.min(...toMenu).toFixed(0)} ms, max ${Math.max(...toMenu).toFixed(0)} ms over ${STARTS} starts`)

    const running = app!
    const tray = await running.waitForMenu((labels) => firstSite(labels) !== undefined && synced(labels))
    const [site] = firstSite(tray.menuLabels())!
    const clickToService: number[] = []
    for (let edit = 0; edit < EDITS; edit++) {
      const before = firstSite(tray.menuLabels())![1]
      const version = tray.menuVersion
      const arrived = new Promise<number>((done) => (patchArrived = done))
      const clicked = performance.now()
      tray.clickMenuItem([site, 'E-mail reports'])
      clickToService.push((await arrived) - clicked)
      patchArrived = null
      // Settled: the app drew the menu again with the new value, and the edit is no longer waiting.
      await running.waitForMenu((labels) => tray.menuVersion > version && firstSite(labels)?.[1] !== before && synced(labels))
    }
    console.log(`tray click → the edit at the service (GET + PATCH, 30 ms latency each): median ${median(clickToService).toFixed(0)} ms, min ${Math.min(...clickToService).toFixed(0)} ms, max ${Math.max(...clickToService).toFixed(0)} ms over ${EDITS} edits`)
    running.quit()
    await running.exited
    await running.dispose()
  } finally {
    await sandbox.close()
    await rm(userData, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
