/**
 * A user browsing one website's statistics: the view on screen, every period picked in turn, each
 * against the period before, and every list of each scrolled into view at once (its first page),
 * against the sandbox at its real limit of 60 requests per window — the window shortened
 * (rate-limit.ts). Meanwhile the user makes a quick edit every half window. It measures when each
 * statistics request was sent (all of them are the view's), 429s, how long each edit took from
 * disk to the service's answer (and the same edits before the view was opened), and whether every
 * list was answered.
 */
import { performance } from 'node:perf_hooks'
import { ON_SCREEN_SHARE } from '../../src/main/scheduler'
import { PRESET_PERIODS } from '../../src/shared/statistics/period'
import { STATISTIC_LISTS } from '../../src/shared/statistics/summary'
import { createMemorySecretStore, mirroredWebsites, sweptAccountInFreshWindow } from './app-services'
import { quickEdit } from './overview-open'
import { SCALED_LIMIT, startScaledServer } from './scaled-server'

export interface BrowseRun {
  /** When each statistics request was sent, ms after the view was opened. */
  readsAt: number[]
  /** Statistics requests allowed per window while on screen. */
  onScreenPerWindow: number
  tooMany: number
  /** Lists asked for, and those answered with rows. */
  listsAsked: number
  listsAnswered: number
  editsDuringMs: number[]
  editsBeforeMs: number[]
}

const LIMIT = SCALED_LIMIT
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

export async function runWebsiteBrowse(scenario: { windowMs: number; latencyMs: number }): Promise<BrowseRun> {
  const { windowMs } = scenario
  const server = await startScaledServer({ ...scenario, name: 'browse' })
  const { clock, sandbox, tap, dataDir } = server
  const setup = { dataDir, secrets: createMemorySecretStore(), windowMs }
  const { services, accountId } = await sweptAccountInFreshWindow(setup, sandbox, { clock, tap })
  try {
    const [browsed, ...others] = mirroredWebsites(services, accountId)
    const websiteId = browsed!.id
    const editsBeforeMs: number[] = []
    for (let n = 0; n < 4; n++) {
      editsBeforeMs.push(await quickEdit(services, accountId, others[n]!.id, tap))
      await pause(windowMs / 2)
    }
    clock.skipWindow()
    tap.reset()

    services.stats.windowShown(true)
    services.stats.onScreen({ view: 'website', accountId, websiteId, shown: true })
    const started = performance.now()
    let browsing = true
    const editsDuringMs: number[] = []
    const editing = (async () => {
      for (let n = 0; browsing; n++) {
        editsDuringMs.push(await quickEdit(services, accountId, others[(n + 4) % others.length]!.id, tap))
        await pause(windowMs / 2)
      }
    })()
    let listsAsked = 0
    let listsAnswered = 0
    // The user picks the next period after a moment, without waiting for the lists of the one before.
    const periods = PRESET_PERIODS.map(async (preset, index) => {
      await pause((index * windowMs) / 4)
      const period = { preset }
      services.statistics.summary({ accountId, websiteId, period, comparison: 'previous' })
      const answers = await Promise.all(
        STATISTIC_LISTS.map((list) => {
          listsAsked += 1
          return services.statistics.list({ accountId, websiteId, list, period, comparison: 'previous' })
        }),
      )
      listsAnswered += answers.filter((answer) => answer.rows.length > 0).length
    })
    await Promise.all(periods)
    browsing = false
    await editing

    return {
      readsAt: tap.requests
        .filter((request) => request.path.startsWith('/api/v1/stats/'))
        .map((request) => request.at - started),
      onScreenPerWindow: Math.floor(LIMIT * ON_SCREEN_SHARE),
      tooMany: tap.tooManyAttempts(),
      listsAsked,
      listsAnswered,
      editsDuringMs,
      editsBeforeMs,
    }
  } finally {
    await services.close()
    await server.close()
  }
}
