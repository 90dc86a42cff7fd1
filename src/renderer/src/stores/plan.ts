/**
 * The plan's limits (issue 33) as main has them: per account its plan and this month's pageviews
 * (`stats:plan`), kept current by `plan-changed`, which carries the usage. Variant A accounts
 * answer "not available" and nothing is shown.
 */
import { defineStore } from 'pinia'
import type { PlanUsage } from '../../../shared/plan'
import { listen } from '../lib/bridge'
import { clock } from '../lib/clock'
import { resource } from '../lib/resource'

/** The month turns at midnight: often enough that last month's sum is not shown as this month's for long. */
const CLOCK_MS = 60_000

export const usePlanStore = defineStore('plan', () => {
  const usages = resource('stats:plan', (request) => request.accountId)
  const now = clock(CLOCK_MS)

  listen('plan-changed', (usage) => usages.set(usage.accountId, usage, { accountId: usage.accountId }))

  return {
    now,
    /** The account's usage, asked once; `plan-changed` keeps it current after that. */
    ensure: (accountId: string) => usages.ensure({ accountId }),
    of: (accountId: string): PlanUsage | null => usages.data(accountId) ?? null,
  }
})
