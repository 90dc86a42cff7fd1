/** The plan's limits as seeds for the window's tests and screenshots. */
import type { PlanUsage } from '../../src/shared/plan'
import { statsMonth } from '../../src/shared/plan'

/** An account's usage this month: `pageviews` of `limit` (-1 unlimited), every website read unless told otherwise. */
export function planUsage(
  accountId: string,
  pageviews: number,
  limit: number,
  parts: Partial<Omit<PlanUsage, 'plan'>> & { websitesLimit?: number; dataExport?: boolean; name?: string } = {},
): PlanUsage {
  const { websitesLimit = 25, dataExport = true, name = 'Business', ...rest } = parts
  return {
    accountId,
    available: true,
    plan: {
      name,
      features: { api: true, dataExport, emailReports: true, pageviews: limit, websites: websitesLimit },
    },
    planReadAt: Date.now(),
    month: statsMonth(Date.now()),
    pageviews,
    websitesRead: 24,
    websitesTotal: 24,
    readAt: Date.now(),
    ...rest,
  }
}
