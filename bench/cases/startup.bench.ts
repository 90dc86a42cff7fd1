/**
 * Start-up from the mirror: from Electron's 'ready' to a tray menu that shows the account's
 * websites, with 1,000, 10,000 and 100,000 of them on disk, and main's resident memory then.
 * The built app in the Electron stand-in, started hidden and offline (it shows the mirror before
 * it sends anything anyway).
 */
import { rm } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import { benchCase, type CaseContext } from '../harness/case'
import { formatNumber } from '../harness/table'
import { appDataFor, emptyAppData } from '../lib/app-data'
import { firstSite, offersAddAccount, quitApp, startApp, type MenuLabelTree } from '../lib/app-in-standin'
import { collectGarbage, MB, median, spread } from '../lib/stats'

interface Size {
  name: string
  websites: number
  quickWebsites: number
  rssGoalMB: number | null
}

const SIZES: Size[] = [
  { name: 'startup-1k', websites: 1_000, quickWebsites: 100, rssGoalMB: null },
  { name: 'startup-10k', websites: 10_000, quickWebsites: 500, rssGoalMB: null },
  { name: 'startup-100k', websites: 100_000, quickWebsites: 2_000, rssGoalMB: 250 },
]

/** Starts the app `starts` times on `userData`: ready → a menu that `shows`, and the memory after the first start. */
async function timeStarts(
  userData: string,
  starts: number,
  shows: (labels: MenuLabelTree) => boolean,
): Promise<{ toMenuMs: number[]; rss: number }> {
  const toMenuMs: number[] = []
  let rss = 0
  for (let start = 0; start < starts; start += 1) {
    const app = await startApp(userData)
    const ready = performance.now()
    await app.waitForMenu(shows)
    toMenuMs.push(performance.now() - ready)
    if (start === 0) {
      collectGarbage()
      rss = process.memoryUsage().rss
    }
    await quitApp(app)
  }
  return { toMenuMs, rss }
}

async function measureStartup(context: CaseContext, size: Size): Promise<void> {
  const count = context.quick ? size.quickWebsites : size.websites
  const starts = context.quick ? 1 : 5
  const empty = await emptyAppData()
  const data = await appDataFor(context.quick, count)
  try {
    const floor = await timeStarts(empty, starts, offersAddAccount)
    const mine = await timeStarts(data.userData, starts, (labels) => firstSite(labels) !== undefined)
    const label = `${formatNumber(count)} websites`
    context.record({
      measure: `${label}: ready → tray menu`,
      figure: { value: median(mine.toMenuMs), unit: 'ms' },
      baseline: { value: median(floor.toMenuMs), unit: 'ms' },
      goal: null,
      detail: `medians; with the account ${spread(mine.toMenuMs)}; with no account ${spread(floor.toMenuMs)}`,
    })
    context.record({
      measure: `${label}: resident memory after start-up`,
      figure: { value: mine.rss / MB, unit: 'MB' },
      baseline: { value: floor.rss / MB, unit: 'MB' },
      goal: size.rssGoalMB === null ? null : { op: '<', value: size.rssGoalMB },
      detail:
        "the stand-in's process (main's code, the stand-in, tsx; no window open) after the first start, heap collected; the baseline started with no account first",
    })
  } finally {
    await rm(empty, { recursive: true, force: true })
    await rm(data.userData, { recursive: true, force: true })
  }
}

for (const [index, size] of SIZES.entries()) {
  benchCase({
    name: size.name,
    order: 40 + index,
    title: `start-up to a tray menu from a mirror of ${formatNumber(size.websites)} websites (the built app in the stand-in)`,
    baseline: 'the same start with no account (the menu offers "Add account…"), in the same process',
    needsBuild: true,
    run: (context) => measureStartup(context, size),
  })
}
