/**
 * The visitor numbers' cost: the statistics engine reading 20 favorites and, with alerts
 * on, 500 websites, while sweeps run and the user edits, at the scaled limit (lib/rate-limit.ts).
 * Its requests per hour against its budget — a fifth of the limit —, the most it sent in one
 * window, 429s, and what it does to the edits and the sweeps next to the same run without it.
 */
import { benchCase, type CaseContext } from '../harness/case'
import { formatNumber } from '../harness/table'
import { describeLimit, scaledLimit } from '../lib/rate-limit'
import { median } from '../lib/stats'
import { runStatsBudget, type BudgetRun } from '../lib/stats-budget'

const WEBSITES = 500
const FAVORITES = 20
const GOAL_OVERHEAD_MS = 50

async function measure(context: CaseContext): Promise<void> {
  const limit = scaledLimit(context.quick)
  // --quick proves the case runs: two windows still hold a sweep, edits and a whole window to count over.
  const windows = context.quick ? 2 : 12
  const scenario = { limit, websites: WEBSITES, favorites: FAVORITES, windows }
  const cache = await runStatsBudget({ ...scenario, withStats: true })
  context.log(`with the cache: ${JSON.stringify({ ...cache, statsAt: cache.statsAt.length })}`)
  // --quick proves the case runs: without the second run, the figures have no baseline.
  const without = context.quick ? null : await runStatsBudget({ ...scenario, withStats: false })
  if (without) context.log(`without: ${JSON.stringify({ ...without, statsAt: without.statsAt.length })}`)

  const size = `${formatNumber(FAVORITES)} favorites, alerts on for ${formatNumber(WEBSITES)} websites`
  const ms = (values: readonly number[]): string => values.map((value) => value.toFixed(0)).join(', ')
  const hours = (run: BudgetRun): string =>
    `${run.statsAt.length} statistics requests in ${(run.durationMs / 1000).toFixed(1)} s (${((run.durationMs * limit.factor) / 60_000).toFixed(0)} real minutes)`
  context.record({
    measure: `${size}: statistics requests per hour`,
    figure: { value: Math.round(cache.perRealHour), unit: 'requests' },
    baseline: null,
    goal: { op: '≤', value: cache.budgetPerRealHour },
    detail: `${hours(cache)}, counted over the whole windows from the first one and scaled to a real hour; the budget is a fifth of 60 a minute; ${describeLimit(limit)}`,
  })
  context.record({
    measure: `${size}: statistics requests in one window, most`,
    figure: { value: cache.mostInOneWindow, unit: 'requests' },
    baseline: null,
    goal: { op: '≤', value: cache.budgetPerWindow },
    detail: `${cache.statsBesideSweepPages} sent while a sweep's page was on the wire; 429 answers: ${cache.tooMany} with the cache${without ? `, ${without.tooMany} without` : ''}`,
  })
  context.record({
    measure: `${size}: an edit, on disk → answered, slowest`,
    figure: { value: Math.max(...cache.editsAfterDiskMs), unit: 'ms' },
    baseline: without && { value: Math.max(...without.editsAfterDiskMs), unit: 'ms' },
    goal: { op: '≤', value: 2 * limit.latencyMs + GOAL_OVERHEAD_MS },
    detail: `${cache.editsMs.length} edits, call → answered median ${median(cache.editsMs).toFixed(0)} ms${without ? ` (without the cache ${median(without.editsMs).toFixed(0)} ms)` : ''}; on disk → answered: ${ms(cache.editsAfterDiskMs)} ms`,
  })
  context.record({
    measure: `${size}: a sweep of ${formatNumber(WEBSITES)} websites, median`,
    figure: { value: median(cache.sweepsMs), unit: 'ms' },
    baseline: without && { value: median(without.sweepsMs), unit: 'ms' },
    goal: null,
    detail: `sweeps with the cache: ${ms(cache.sweepsMs)} ms; without: ${without ? `${ms(without.sweepsMs)} ms` : 'not run (--quick)'}`,
  })
}

benchCase({
  name: 'stats-budget',
  order: 55,
  title: "the visitor numbers' requests beside sweeps and edits, against a fifth of the limit",
  baseline: 'the same sweeps and edits in the same run without the statistics cache',
  run: measure,
})
