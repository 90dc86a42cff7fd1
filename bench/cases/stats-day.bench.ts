/**
 * A day of statistics (lib/stats-day.ts): 20 favorites, alerts on for 500 websites, the overview of
 * the 500 opened once, a plan under a pageviews limit — every statistics request of 24 hours on a
 * fake clock against the sandbox. The figure that matters is what was asked twice for nothing: a
 * day asked again after it was read final. Requests per statistic and per (website, statistic)
 * say where the rest went.
 */
import { benchCase, type CaseContext } from '../harness/case'
import { formatNumber } from '../harness/table'
import { runStatsDay } from '../lib/stats-day'

const WEBSITES = 500
const FAVORITES = 20

async function measure(context: CaseContext): Promise<void> {
  const websites = context.quick ? 40 : WEBSITES
  const favorites = context.quick ? 5 : FAVORITES
  const hours = context.quick ? 3 : 24
  const run = await runStatsDay({
    websites,
    favorites,
    hours,
    pageviewsLimit: 50_000_000,
    startAt: '2026-11-20T09:30:00Z',
  })
  context.log(JSON.stringify({ ...run, requests: run.requests.length }))
  const size = `${formatNumber(favorites)} favorites, alerts on for ${formatNumber(websites)} websites, the overview once, a plan under a limit, ${hours} h`
  const names = Object.entries(run.byName)
    .map(([name, count]) => `${name} ${formatNumber(count)}`)
    .join(', ')
  context.record({
    measure: `${size}: statistics requests`,
    figure: { value: run.requests.length, unit: 'requests' },
    baseline: null,
    goal: null,
    detail: `${names}; account ${run.accountReads}; ${formatNumber(run.pairs)} (website, statistic) pairs, at most ${run.mostForOnePair} requests for one; the overview read after ${run.overviewReadAfterHours?.toFixed(2) ?? '—'} fake hours; ${(run.realMs / 1000).toFixed(0)} s of real time`,
  })
  const again = Object.entries(run.finalAgain)
    .map(([name, count]) => `${name} ${formatNumber(count)}`)
    .join(', ')
  context.record({
    measure: `${size}: requests asking again for a day already read final`,
    figure: { value: Object.values(run.finalAgain).reduce((sum, count) => sum + count, 0), unit: 'requests' },
    baseline: null,
    goal: { op: '≤', value: 0 },
    detail: `${again || 'none'}; ${formatNumber(run.finalDaysAgain)} final days asked again in all (a day is final once read an hour after it ended)`,
  })
}

benchCase({
  name: 'stats-day',
  order: 57,
  title: 'a day of statistics requests on a fake clock: favorites, alerts, the overview once, the plan',
  baseline: 'none: the figures are counts; the goal is no final day asked again',
  timeoutMs: { full: 10 * 60_000, quick: 2 * 60_000 },
  run: measure,
})
