/**
 * Visitors at a glance: each account's overview, a website's chart days, alerts per website, and what the shell tells
 * every account.
 */
import type { ChannelGroup } from '../../shared/ipc-contract'
import type { AlertSettings } from '../../shared/settings'
import { runtimeOf, type ServicesContext } from './context'
import { exportAllowed } from './plan'
import { overviewChannels } from './overview'

/** What the shell tells the statistics beyond the window's channels. */
interface StatsSignals {
  /** The alerts' settings changed: what is cached is judged again, and other websites read or no longer. */
  setAlertSettings(settings: AlertSettings): void
  /** "Refresh now", a wake from sleep: the favorites' numbers are read again. */
  refreshNow(accountId: string): void
  /** The plan's `data_export` (issue 33): undefined while the plan was not read. */
  exportAllowed(accountId: string): boolean | undefined
}

export function statsService(context: ServicesContext, alerts: { settings: AlertSettings }) {
  return {
    overview: ({ accountId }) => runtimeOf(context, accountId).visitors.overview(),
    series: ({ accountId, websiteId }) => {
      const runtime = runtimeOf(context, accountId)
      return runtime.visitors.series(websiteId, runtime.keyProblemText)
    },
    setAlerts: ({ accountId, websiteId, on }) => runtimeOf(context, accountId).visitors.setAlerts(websiteId, on),
    setAlertSettings: (settings: AlertSettings) => {
      alerts.settings = {
        visitorAlerts: settings.visitorAlerts,
        silentAfterDays: settings.silentAfterDays,
        spikeFactor: settings.spikeFactor,
      }
      for (const runtime of context.runtimes.values()) runtime.visitors.settingsChanged()
    },
    refreshNow: (accountId: string) => runtimeOf(context, accountId).visitors.refreshNow(),
    // The plan's limits (issue 33): the usage for the window and the tray; whether exports are allowed (brk's export).
    plan: ({ accountId }) => runtimeOf(context, accountId).visitors.plan.usage(),
    exportAllowed: (accountId: string) => exportAllowed(context, accountId),
    // The overview (issue 33): services/overview.ts.
    ...overviewChannels(context),
  } satisfies ChannelGroup<'stats'> & StatsSignals
}
