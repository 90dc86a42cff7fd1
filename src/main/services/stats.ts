/**
 * Visitors at a glance: each account's overview, a website's chart days, alerts per website, and what the shell tells
 * every account.
 */
import type { ChannelGroup } from '../../shared/ipc-interfaces'
import type { AlertSettings } from '../../shared/settings'
import { runtimeOf, type ServicesContext } from './context'
import { exportAllowed } from './plan'
import { overviewChannels } from './overview'
import { StatsScreen } from './stats-screen'
import type { RequestScheduler } from '../scheduler'
import { noChart, noPlan, noVisitors } from '../stats'

/** What the shell tells the statistics beyond the window's channels. */
interface StatsSignals {
  /** The alerts' settings changed: what is cached is judged again, and other websites read or no longer. */
  setAlertSettings(settings: AlertSettings): void
  /** "Refresh now", a wake from sleep: the favorites' numbers are read again. */
  refreshNow(accountId: string): void
  /** The plan's `data_export`: undefined while the plan was not read. */
  exportAllowed(accountId: string): boolean | undefined
  /** The window is shown to the user, or hidden, minimized or closed: statistics are on screen only while it is. */
  windowShown(shown: boolean): void
  /** The window's page went (crashed, closed): the statistics views it showed went with it. */
  pageGone(): void
}

/** The schedulers of every open account that has statistics (the overview shows them all), or of one account's. */
function statisticsSchedulers(context: ServicesContext, accountId?: string): RequestScheduler[] {
  return [...context.runtimes.values()].flatMap((runtime) => {
    const { profile } = runtime
    if (accountId !== undefined && profile.id !== accountId) return []
    if (!context.env.isOpen(profile.id) || !runtime.statistics) return []
    try {
      return [context.env.schedulers.forService(profile.baseUrl)]
    } catch {
      // An address the client refuses has no scheduler, and nothing to read either.
      return []
    }
  })
}

export function statsService(context: ServicesContext, alerts: { settings: AlertSettings }) {
  const screen = new StatsScreen((view) =>
    statisticsSchedulers(context, view.view === 'website' ? view.accountId : undefined),
  )
  screen.onDidChange((shown) => {
    for (const runtime of context.runtimes.values()) {
      runtime.statistics?.overviewOnScreen(shown)
      if (!shown) runtime.statistics?.website.offScreen()
    }
  })
  const overview = overviewChannels(context, screen)
  return {
    overview: ({ accountId }) => {
      const { statistics } = runtimeOf(context, accountId)
      return statistics ? statistics.visitors() : noVisitors(accountId, alerts.settings)
    },
    series: ({ accountId, websiteId }) => {
      const { statistics } = runtimeOf(context, accountId)
      return statistics ? statistics.series(websiteId) : Promise.resolve(noChart(websiteId))
    },
    setAlerts: ({ accountId, websiteId, on }) => runtimeOf(context, accountId).statistics?.setAlerts(websiteId, on),
    setAlertSettings: (settings: AlertSettings) => {
      alerts.settings = {
        visitorAlerts: settings.visitorAlerts,
        silentAfterDays: settings.silentAfterDays,
        spikeFactor: settings.spikeFactor,
      }
      for (const runtime of context.runtimes.values()) runtime.statistics?.settingsChanged()
    },
    refreshNow: (accountId: string) => runtimeOf(context, accountId).statistics?.refreshNow(),
    // The plan's limits: the usage for the window and the tray; whether exports are allowed.
    plan: ({ accountId }) => runtimeOf(context, accountId).statistics?.plan() ?? noPlan(accountId),
    exportAllowed: (accountId: string) => exportAllowed(context, accountId),
    ...overview,
    // Statistics on screen read faster (stats-screen.ts).
    onScreen: (request) => {
      const { shown, ...view } = request
      screen.view(view, shown)
      if (view.view === 'website')
        context.runtimes.get(view.accountId)?.statistics?.website.onScreen(view.websiteId, shown)
      return null
    },
    windowShown: (shown: boolean) => screen.window(shown),
    pageGone: () => screen.pageGone(),
  } satisfies ChannelGroup<'stats'> & StatsSignals
}
