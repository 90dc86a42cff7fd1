/**
 * The overview as its view shows it: one group per account with its rows sorted and searched and its totals; the
 * overall totals over the accounts with statistics; how far main got reading ("Websites read: 120 of 500" — a total
 * never leaves websites out silently); why an account's days are not read; and what the figures are compared with.
 */
import { computed } from 'vue'
import { formatNumber, t } from '../../../../shared/i18n'
import { overallTotals, overviewRows, periodDays, totalsOf } from '../../../../shared/overview'
import { filterRows, sortRows } from '../../../../shared/overview/sort'
import { comparedWords } from '../../../../shared/overview/words'
import { statsToday } from '../../../../shared/visitors'
import { isPlanProblem, keyProblemLabel } from '../../../../shared/words'
import { accountName, useAccounts } from '../../composables/useAccounts'
import { useNavigation } from '../../composables/useNavigation'
import { useSync } from '../../composables/useSync'
import { coversText, dayOf } from './overview-table-words'
import { useOverview } from './useOverview'

type Overview = ReturnType<typeof useOverview>

/** Every account's group, in the accounts' order, with its rows as the period, search and sort make them. */
function overviewGroups(overview: Overview) {
  const accounts = useAccounts()
  return computed(() => {
    const state = overview.state
    if (!state) return []
    const today = statsToday(overview.now)
    return accounts.list.flatMap((account) => {
      const shown = state.accounts.find((candidate) => candidate.accountId === account.id)
      if (!shown) return []
      const all = overviewRows(shown, overview.period, overview.now, today)
      const rows = sortRows(filterRows(all, overview.search), overview.sort)
      return [{ account, shown, totals: totalsOf(all), rows }]
    })
  })
}

type Group = ReturnType<typeof overviewGroups>['value'][number]

/**
 * Why an account's days are not read: its key (as the status line says it, a click away from the key or the plan's
 * word), or what the service answered.
 */
function problemsOf(groups: readonly Group[]) {
  return groups.flatMap(({ account, shown }) => {
    const key = keyProblemLabel(account.keyState)
    const problem = key ?? shown.problem
    if (!problem) return []
    const text = t('overview.view.accountProblem', { account: accountName(account), problem })
    return [{ accountId: account.id, text, key: key !== null, plan: isPlanProblem(account.keyState) }]
  })
}

function progressText(groups: readonly Group[]): string {
  const shown = groups.map((group) => group.shown.progress)
  const read = shown.reduce((sum, each) => sum + each.read, 0)
  const total = shown.reduce((sum, each) => sum + each.total, 0)
  const words = { read: formatNumber(read), total: formatNumber(total) }
  return shown.some((each) => each.reading) ? t('overview.view.reading', words) : t('overview.view.progress', words)
}

export function useOverviewView() {
  const overview = useOverview()
  const sync = useSync()
  const router = useNavigation()
  const groups = overviewGroups(overview)
  const withStatistics = computed(() => groups.value.filter((group) => group.shown.available))
  const overall = computed(() => overallTotals(withStatistics.value.map((group) => group.totals)))

  /** What the glance does not know: the service's time zone. Its days are taken as UTC's, whatever this computer's. */
  const daysNote = computed(() => {
    // The last day the period counts: today for "Today", yesterday for the complete days of 7 and 30 days.
    const day = periodDays(statsToday(overview.now), overview.period).to
    return t('overview.view.days', { day: dayOf(day) })
  })
  return {
    overview,
    /** A website's own view, on its statistics. */
    openWebsite: (accountId: string, websiteId: string) => void router.go({ view: 'website', accountId, websiteId }),
    groups,
    withStatistics,
    overall,
    progress: computed(() => progressText(withStatistics.value)),
    problems: computed(() => problemsOf(withStatistics.value)),
    offline: computed(
      () =>
        !sync.networkAvailable ||
        withStatistics.value.some((group) => sync.statusOf(group.account.id)?.connection === 'offline'),
    ),
    daysNote,
    overallCovers: computed(() => coversText(overall.value)),
    /** What the period is compared with, in words: "Today so far vs yesterday until 9:25 AM", "… vs the 7 days before". */
    compared: computed(() => comparedWords(overview.period, overall.value.until)),
    fix(problem: { accountId: string; plan: boolean }): void {
      const { accountId } = problem
      void router.go(problem.plan ? { view: 'account', accountId } : { view: 'account', accountId, focus: 'apiKey' })
    },
  }
}
