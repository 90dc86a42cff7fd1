/**
 * The overview's channels (docs/architecture.md, "Overview"): every account's websites with their
 * days, in the accounts' order, and the period last chosen — which the tray's tooltip sums over
 * too. Opening it reads what is missing or old in every account, favorites and the websites the
 * user opened lately (the switcher's visits) first; an account without statistics says so.
 */
import type { ParsedRequestOf } from '../../shared/ipc-contract'
import type { AccountOverview, OverviewPeriod, OverviewState } from '../../shared/overview'
import { noOverview } from '../stats'
import type { AccountRuntime } from './account-runtime'
import type { ServicesContext } from './context'
import type { StatsScreen } from './stats-screen'
import { visitKey } from './switcher-visits'

export function overviewChannels(context: ServicesContext, screen: Pick<StatsScreen, 'accountsChanged' | 'onScreen'>) {
  let period: OverviewPeriod = '7d'
  const accounts = (view: (runtime: AccountRuntime) => AccountOverview | undefined): AccountOverview[] =>
    [...context.runtimes.values()]
      .filter((runtime) => context.env.isOpen(runtime.profile.id))
      .map((runtime) => view(runtime) ?? noOverview(runtime.profile.id))
  const state = (): OverviewState => ({ period, accounts: accounts((runtime) => runtime.statistics?.overview()) })
  return {
    openOverview: (request: ParsedRequestOf<'stats:openOverview'>): OverviewState => {
      period = request.period
      // An account added since the overview came on screen reads as fast as the others.
      screen.accountsChanged()
      const scores = context.visits.scores(Date.now())
      for (const { profile, statistics } of context.runtimes.values()) {
        statistics?.overviewOnScreen(screen.onScreen)
        statistics?.openOverview((websiteId) => scores.get(visitKey(profile.id, websiteId)))
      }
      return state()
    },
    overviewState: (): OverviewState => state(),
    /** For the tray's tooltip: the days read only, with every account's count of websites (overview-account.ts). */
    overviewSummary: (): OverviewState => ({
      period,
      accounts: accounts((runtime) => runtime.statistics?.overviewSummary()),
    }),
  }
}
