/**
 * The plan's limits as main has them: per account its plan and this month's pageviews (`stats:plan`),
 * kept current by `plan-changed`, which carries the usage (data/refreshes.ts). Variant A accounts answer
 * "not available" and nothing is shown.
 */
import { reactive } from 'vue'
import type { PlanUsage } from '../../../../shared/plan'
import { perWindow, useServerData } from '../../data/query'
import { clock } from '../../lib/clock'

/** The month turns at midnight: often enough that last month's sum is not shown as this month's for long. */
const CLOCK_MS = 60_000

export const usePlan = () => perWindow('plan', setUpPlan)

function setUpPlan() {
  const server = useServerData()
  return reactive({
    now: clock(CLOCK_MS),
    /** The account's usage, asked once; `plan-changed` keeps it current after that. */
    ensure: (accountId: string) => void server.ensure('stats:plan', { accountId }),
    of: (accountId: string): PlanUsage | null => server.data('stats:plan', { accountId }) ?? null,
  })
}
