/**
 * The overview's channels (issue 33, docs/architecture.md "Overview"): every account's websites
 * with their days, in the accounts' order, and the period last chosen — which the tray's tooltip
 * sums over too. Opening it reads what is missing or old in every account, favorites and the
 * websites the user opened lately (the switcher's visits) first.
 */
import type { ParsedRequestOf } from '../../shared/ipc-contract'
import type { OverviewPeriod, OverviewState } from '../../shared/overview'
import type { ServicesContext } from './context'
import type { StatsScreen } from './stats-screen'
import { visitKey } from './switcher-visits'

export function overviewChannels(context: ServicesContext, screen: Pick<StatsScreen, 'accountsChanged'>) {
  let period: OverviewPeriod = '7d'
  const state = (): OverviewState => ({
    period,
    accounts: [...context.runtimes.values()]
      .filter((runtime) => context.env.isOpen(runtime.profile.id))
      .map((runtime) => runtime.visitors.overviewPart.state()),
  })
  return {
    openOverview: (request: ParsedRequestOf<'stats:openOverview'>): OverviewState => {
      period = request.period
      // An account added since the overview came on screen reads as fast as the others.
      screen.accountsChanged()
      const scores = context.visits.scores(Date.now())
      for (const runtime of context.runtimes.values()) {
        const accountId = runtime.profile.id
        runtime.visitors.overviewPart.open((websiteId) => scores.get(visitKey(accountId, websiteId)))
      }
      return state()
    },
    overviewState: (): OverviewState => state(),
    /** For the tray's tooltip: the days read only, with every account's count of websites (overview-account.ts). */
    overviewSummary: (): OverviewState => ({
      period,
      accounts: [...context.runtimes.values()]
        .filter((runtime) => context.env.isOpen(runtime.profile.id))
        .map((runtime) => runtime.visitors.overviewPart.summary()),
    }),
  }
}
