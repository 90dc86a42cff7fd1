/**
 * The tracking code (docs/architecture.md, "The tracking code"): the snippet for an
 * account, "Check installation" for a website — made only when the user asks, kept with its time —
 * and, once the code is found, what the service's statistics saw today (variant B).
 */
import { serviceAppUrl, trackingCode } from '../../shared/tracking/code'
import type { SeenByService, TrackingCheck } from '../../shared/tracking'
import { todaysVisitors } from '../../shared/visitors'
import { ApiError } from '../api'
import { checkInstallation, DEFAULT_READ_LIMITS, TrackingChecks, type PageAccess, type ReadLimits } from '../tracking'
import { t } from '../../shared/i18n'
import { runtimeOf, type ServicesContext } from './context'
import type { AccountRuntime } from './account-runtime'

/** What the service counted today, from the statistics' book (read now when not current); null when it has none. */
async function seenByService(runtime: AccountRuntime, websiteId: string, now: number): Promise<SeenByService> {
  if (!runtime.statistics) return null
  try {
    const series = await runtime.statistics.series(websiteId)
    const today = todaysVisitors(series.visitors ?? undefined, now)
    if (!today) return null
    return today.count > 0 ? 'visits-today' : 'no-visits-yet'
  } catch {
    return null
  }
}

export function trackingService(context: ServicesContext, pages: PageAccess, limits: ReadLimits = DEFAULT_READ_LIMITS) {
  const checks = new TrackingChecks()
  // The tray's "Copy tracking code" has no option of its own: the one chosen last in the window.
  let lastRespectDnt = false
  return {
    code: ({ accountId, respectDnt = lastRespectDnt }: { accountId: string; respectDnt?: boolean }): string => {
      lastRespectDnt = respectDnt
      return trackingCode(runtimeOf(context, accountId).profile, { respectDnt })
    },

    check: async ({ accountId, websiteId }: { accountId: string; websiteId: string }): Promise<TrackingCheck> => {
      const runtime = runtimeOf(context, accountId)
      const website = runtime.reads.get(websiteId)
      if (!website) throw new ApiError({ kind: 'not_found', message: t('tracking.check.websiteGone') })
      const { baseUrl, variant } = runtime.profile
      const outcome = await checkInstallation(
        { domain: website.domain, appUrl: serviceAppUrl(baseUrl, variant) },
        pages,
        limits,
      )
      if (outcome.kind === 'installed') outcome.seen = await seenByService(runtime, websiteId, Date.now())
      return checks.record({ accountId, websiteId, checkedAt: Date.now(), outcome })
    },

    lastCheck: ({ accountId, websiteId }: { accountId: string; websiteId: string }): TrackingCheck | null =>
      checks.last(accountId, websiteId),
  }
}

export type TrackingService = ReturnType<typeof trackingService>
