/**
 * Opening the overview for 30 days (issues 33, 39) on 40 and on 500 websites at the real 60 a
 * minute, the window shortened (lib/overview-open.ts says how), the overview on screen: the
 * overview's requests (four per website), the time until the favorites and every website are read
 * against the same reads at the whole limit, 429s, the idle lane's busiest window against the
 * on-screen budget (four fifths of the limit), and a quick edit during the reads against the same
 * edits before the overview was opened.
 */
import { benchCase, type CaseContext } from '../harness/case'
import { formatNumber } from '../harness/table'
import { REQUESTS_PER_WEBSITE, runOverviewOpen, type OverviewRun } from '../lib/overview-open'
import { median } from '../lib/stats'

const LATENCY_MS = 30
const GOAL_OVERHEAD_MS = 50
/** 40 websites read from nothing within five minutes while on screen. */
const GOAL_40_MINUTES = 5

function record(context: CaseContext, websites: number, run: OverviewRun, windowMs: number): void {
  const size = `${formatNumber(websites)} websites (${run.favorites} favorites), 30 days`
  const minutes = (windows: number): string => `${windows.toFixed(1)} windows = real minutes`
  context.record({
    measure: `overview, ${size}: requests`,
    figure: { value: run.requests, unit: 'requests' },
    baseline: null,
    goal: { op: '≤', value: REQUESTS_PER_WEBSITE * websites },
    detail: `${REQUESTS_PER_WEBSITE} per website (visitors, pageviews: 61 days in one page each; yesterday's hours of both); read ${run.read} of ${run.total}; 429 answers: ${run.tooMany}`,
  })
  context.record({
    measure: `overview, ${size}: every website read`,
    figure: { value: Math.round(run.windows * 60), unit: 's' },
    baseline: { value: Math.round(run.wholeLimitWindows * 60), unit: 's' },
    goal: websites === 40 ? { op: '≤', value: GOAL_40_MINUTES * 60 } : null,
    detail: `${minutes(run.windows)}, on screen; the favorites read after ${minutes(run.favoritesWindows)}; baseline: the same requests at the whole limit, ignoring the budget; windows of ${windowMs / 1000} s stand for minutes`,
  })
  context.record({
    measure: `overview, ${size}: idle-lane reads in one window, most`,
    figure: { value: run.mostIdleInOneWindow, unit: 'requests' },
    baseline: null,
    goal: { op: '≤', value: run.budgetPerWindow },
    detail: `seen at the wire, where a loaded machine's delays can bring two reads the scheduler sent a window apart closer; the budget on screen: four fifths of 60 (a fifth in the background); 429 answers: ${run.tooMany}`,
  })
  context.record({
    measure: `overview, ${size}: idle-lane reads per window, on average`,
    figure: { value: Number(run.idlePerWindow.toFixed(2)), unit: 'requests' },
    baseline: null,
    goal: { op: '≤', value: run.budgetPerWindow },
    detail: `over the windows from the first idle read to the last, a window begun counted whole`,
  })
  context.record({
    measure: `overview, ${size}: a quick edit during the reads, on disk → answered, median`,
    figure: { value: Math.round(median(run.editsDuringMs)), unit: 'ms' },
    baseline: { value: Math.round(median(run.editsBeforeMs)), unit: 'ms' },
    goal: { op: '≤', value: 2 * LATENCY_MS + GOAL_OVERHEAD_MS },
  })
  context.record({
    measure: `overview, ${size}: a quick edit during the reads, on disk → answered, slowest`,
    figure: { value: Math.round(Math.max(...run.editsDuringMs)), unit: 'ms' },
    baseline: { value: Math.round(Math.max(...run.editsBeforeMs)), unit: 'ms' },
    goal: { op: '≤', value: 2 * LATENCY_MS + GOAL_OVERHEAD_MS },
    detail: `${run.editsDuringMs.length} edits during the reads, median ${median(run.editsDuringMs).toFixed(0)} ms (before: ${median(run.editsBeforeMs).toFixed(0)} ms); baseline: 4 before the overview was opened; ${LATENCY_MS} ms latency`,
  })
}

async function measure(context: CaseContext): Promise<void> {
  // --quick proves the case runs: the same 40 websites in half-second windows, the longest case still.
  const sizes = context.quick
    ? [{ websites: 40, favorites: 5, windowMs: 500 }]
    : [
        { websites: 40, favorites: 5, windowMs: 6_000 },
        { websites: 500, favorites: 20, windowMs: 2_000 },
      ]
  for (const size of sizes) {
    const run = await runOverviewOpen({ ...size, latencyMs: LATENCY_MS })
    context.log(`${size.websites} websites: ${JSON.stringify(run)}`)
    record(context, size.websites, run, size.windowMs)
  }
}

benchCase({
  name: 'overview',
  order: 56,
  title: 'opening the overview for 30 days: requests, time, 429s, the budget, a quick edit meanwhile',
  baseline: 'the same reads at the whole limit (time); the same edits before the overview was opened (edit)',
  timeoutMs: { full: 10 * 60_000, quick: 2 * 60_000 },
  run: measure,
})
