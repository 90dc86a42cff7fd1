/** What the tray's menu shows, read from the services and the shell each time it is drawn. */
import type { Services } from '../services'
import type { TrayState } from '../tray/menu'
import type { UpdateState } from '../../shared/update-state'

export interface TrayStateSources {
  services: Services
  networkAvailable(): boolean
  notificationsBlocked(): boolean
  update(): UpdateState
}

export function trayStateOf(sources: TrayStateSources): Omit<TrayState, 'now' | 'platform'> {
  const { services } = sources
  return {
    networkAvailable: sources.networkAvailable(),
    notificationsBlocked: sources.notificationsBlocked(),
    update: sources.update(),
    overview: services.stats.overviewSummary(),
    menuBarCount: services.statistics.menuBarCount(),
    accounts: services.accounts.list().map((account) => ({
      account,
      websites: services.websites.local(account.id),
      recentlyEdited: services.websites.recent(account.id),
      visitors: services.stats.overview({ accountId: account.id }),
      plan: services.stats.plan({ accountId: account.id }),
      thisHour: services.insights.trayHours(account.id),
      runningBatchId:
        services.bulk.batches({ accountId: account.id }).find((batch) => batch.state === 'running')?.id ?? null,
    })),
  }
}
