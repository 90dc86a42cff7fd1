/**
 * Opening the overview for 30 days on an account of `websites` websites, against
 * the sandbox at its real limit of 60 requests per window — the window shortened (rate-limit.ts) so
 * that a 500-website reading takes minutes instead of hours: the figures count windows, and one
 * window is a real minute. The overview is on screen (the window shown, the view open), so its
 * reads may use four fifths of the limit; it can be hidden after a few windows, from when they are
 * back within a fifth. While the overview reads, the user makes a quick edit every half window (the
 * tray's call, the window form's own), each timed from the moment it is on disk to the service's
 * answer to its write; the same edits before the overview was opened are the baseline. It measures
 * the overview's requests (four per website: 61 days of visitors and of pageviews, yesterday's
 * hours of both), the time until every website is read and until the favorites are, 429s, and the
 * most idle-lane requests in any one window against the statistics budget.
 */
import { performance } from 'node:perf_hooks'
import { IDLE_SHARE, ON_SCREEN_SHARE } from '../../src/main/scheduler'
import {
  createMemorySecretStore,
  editWebsite,
  mirroredWebsites,
  sweptAccountInFreshWindow,
  websiteOf,
  type Services,
} from './app-services'
import { mostInOneWindow } from './stats-budget'
import { SCALED_LIMIT, startScaledServer } from './scaled-server'
import type { WireTap } from './wire-tap'

export interface OverviewScenario {
  websites: number
  favorites: number
  /** The limit's window, shortened; the limit stays 60 per window. */
  windowMs: number
  latencyMs: number
  /** The overview on screen (default true); false: opened, but the window hidden at once. */
  onScreen?: boolean
  /** The window hidden after this many windows; the run then ends after `endAfterWindows` even if not all is read. */
  hideAfterWindows?: number
  endAfterWindows?: number
}

/** Requests one website's reading takes: 61 days of each series, yesterday's hours of each. */
export const REQUESTS_PER_WEBSITE = 4

export interface OverviewRun {
  /** The overview's reads: every statistics request (nothing else reads statistics here). */
  requests: number
  /** When each was sent, ms after the overview was opened. */
  readsAt: number[]
  /** The same for the idle lane's: every one of them, the favorites' first ones included. */
  idleReadsAt: number[]
  /** When the window was hidden, ms after the overview was opened; null: shown throughout. */
  hiddenAt: number | null
  /** Idle-lane reads allowed per window while on screen and in the background. */
  onScreenPerWindow: number
  backgroundPerWindow: number
  /** Until every website was read, in windows of the limit (real minutes). */
  windows: number
  favoritesWindows: number
  /** What the same reads would take at the whole limit, ignoring the budget, in windows. */
  wholeLimitWindows: number
  tooMany: number
  /** Idle-lane reads in the busiest window, and the budget for one. */
  mostIdleInOneWindow: number
  /** Idle-lane reads per window on average, over the windows from the first one to the last. */
  idlePerWindow: number
  budgetPerWindow: number
  editsDuringMs: number[]
  editsBeforeMs: number[]
  read: number
  total: number
  /** Favorites in the account (the sandbox's seed has some of its own). */
  favorites: number
}

const LIMIT = SCALED_LIMIT
const pause = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms))

function editOnDisk(services: Services, accountId: string): Promise<number> {
  return new Promise((resolve) => {
    const subscription = services.onEvent((event) => {
      if (event.type !== 'sync-status' || event.payload.status.accountId !== accountId) return
      if (event.payload.status.pendingEdits === 0) return
      subscription.dispose()
      resolve(performance.now())
    })
  })
}

/** One quick edit (e-mail reports turned round), from on disk to the service's answer to its write. */
export async function quickEdit(
  services: Services,
  accountId: string,
  websiteId: string,
  tap: WireTap,
): Promise<number> {
  const answered = tap.nextAnswer(
    (answer) => answer.method === 'PATCH' && answer.path.endsWith(`/websites/${websiteId}`),
  )
  const onDisk = editOnDisk(services, accountId)
  await editWebsite(services, accountId, websiteId, {
    emailReports: !websiteOf(services, accountId, websiteId)?.emailReports,
  })
  return (await answered).at - (await onDisk)
}

function progressOf(services: Services, accountId: string) {
  return services.stats.overviewState().accounts.find((account) => account.accountId === accountId)!.progress
}

export async function runOverviewOpen(scenario: OverviewScenario): Promise<OverviewRun> {
  const { windowMs } = scenario
  const server = await startScaledServer({ ...scenario, name: 'overview' })
  const { clock, sandbox, tap, dataDir } = server
  const favorites = sandbox.control.list('B').filter((row) => row.favorited_at).length
  for (const row of sandbox.control
    .list('B')
    .filter((row) => !row.favorited_at)
    .slice(0, Math.max(0, scenario.favorites - favorites)))
    sandbox.control.update('B', row.id, { favorited_at: new Date() })
  const setup = { dataDir, secrets: createMemorySecretStore(), windowMs }
  const { services, accountId } = await sweptAccountInFreshWindow(setup, sandbox, { clock, tap })
  try {
    const edited = mirroredWebsites(services, accountId).filter((website) => !website.favorite)
    // The baseline: the same edits, at the same pace, before the overview is opened.
    const editsBeforeMs: number[] = []
    for (let n = 0; n < 4; n++) {
      editsBeforeMs.push(await quickEdit(services, accountId, edited[n]!.id, tap))
      await pause(windowMs / 2)
    }
    clock.skipWindow()
    tap.reset()

    const onScreen = scenario.onScreen ?? true
    services.stats.windowShown(onScreen)
    services.stats.onScreen({ view: 'overview', shown: true })
    const started = performance.now()
    let hiddenAt: number | null = null
    const hiding =
      scenario.hideAfterWindows === undefined
        ? null
        : setTimeout(() => {
            services.stats.windowShown(false)
            hiddenAt = performance.now() - started
          }, scenario.hideAfterWindows * windowMs)
    const ending = scenario.endAfterWindows === undefined ? null : pause(scenario.endAfterWindows * windowMs)
    let favoritesAt: number | null = null
    const favoriteIds = new Set(
      mirroredWebsites(services, accountId)
        .filter((website) => website.favorite)
        .map((website) => website.id),
    )
    const done = new Promise<void>((resolve) => {
      const check = (): void => {
        const state = services.stats.overviewState().accounts.find((account) => account.accountId === accountId)!
        if (favoritesAt === null && state.websites.every((website) => !favoriteIds.has(website.id) || website.series))
          favoritesAt = performance.now()
        if (!state.progress.reading && state.progress.read === state.progress.total) {
          subscription.dispose()
          resolve()
        }
      }
      const subscription = services.onEvent((event) => event.type === 'overview-changed' && check())
    })
    services.stats.openOverview({ period: '30d' })
    const editsDuringMs: number[] = []
    let reading = true
    const editing = (async () => {
      for (let n = 0; reading; n++) {
        editsDuringMs.push(await quickEdit(services, accountId, edited[(n + 4) % edited.length]!.id, tap))
        await pause(windowMs / 2)
      }
    })()
    await (ending ? Promise.race([done, ending]) : done)
    const endedAt = performance.now()
    reading = false
    await editing
    if (hiding) clearTimeout(hiding)

    const reads = tap.requests.filter((request) => request.path.startsWith('/api/v1/stats/'))
    // Every overview read goes on the idle lane, within the on-screen budget while shown.
    const idleAt = reads.map((request) => request.at - started)
    const progress = progressOf(services, accountId)
    return {
      requests: reads.length,
      readsAt: reads.map((request) => request.at - started),
      idleReadsAt: idleAt,
      hiddenAt,
      onScreenPerWindow: Math.floor(LIMIT * ON_SCREEN_SHARE),
      backgroundPerWindow: Math.floor(LIMIT * IDLE_SHARE),
      windows: (endedAt - started) / windowMs,
      favoritesWindows: ((favoritesAt ?? endedAt) - started) / windowMs,
      wholeLimitWindows: Math.floor((reads.length - 1) / LIMIT),
      tooMany: tap.tooManyAttempts(),
      mostIdleInOneWindow: mostInOneWindow(idleAt, windowMs),
      // Over the windows they were sent in, counted from the first: a window begun counts whole.
      idlePerWindow:
        idleAt.length === 0 ? 0 : idleAt.length / (Math.floor((idleAt.at(-1)! - idleAt[0]!) / windowMs) + 1),
      budgetPerWindow: Math.floor(LIMIT * (onScreen ? ON_SCREEN_SHARE : IDLE_SHARE)),
      editsDuringMs,
      editsBeforeMs,
      read: progress.read,
      total: progress.total,
      favorites: favoriteIds.size,
    }
  } finally {
    await services.close()
    await server.close()
  }
}
