/**
 * The overview in the tray: the item that opens it, and its totals in the tooltip — the
 * visitors of every website read so far over the period last chosen, with the change against a
 * fair period before (overview.ts: today until the same time of day, complete days), how many
 * websites were read when not all were (a sum never leaves websites out silently), and whether
 * some were read longer ago than they count as current. The counts come first and the words
 * after them, so that a platform that cuts a long tooltip (Windows) cuts words, not numbers.
 * Pure, like the rest of the menu model.
 */
import { formatNumber, t, tn } from '../../shared/i18n'
import { overallTotals, overviewRows, totalsOf, type OverviewState, type Totals } from '../../shared/overview'
import { changeMark, PERIOD_WORD, timeOfDayWords } from '../../shared/overview/words'
import { statsToday } from '../../shared/visitors'
import type { TrayItem } from './menu-types'

export function overviewItem(): TrayItem {
  return { kind: 'action', label: t('overview.tray.open'), action: { type: 'open-overview' } }
}

/** What the totals are compared with: "today vs yesterday until 9:25 AM", "in 7 days vs the 7 before". */
function spanWords(period: OverviewState['period'], totals: Totals): string {
  if (period !== 'today') return t(`overview.tray.totals.span.${PERIOD_WORD[period]}`)
  return totals.until
    ? t('overview.tray.totals.span.today', { time: timeOfDayWords(totals.until.from, totals.until.to) })
    : t('overview.tray.totals.span.todaySoFar')
}

/** Null when no account with statistics has a website read. */
export function overviewTooltip(overview: OverviewState | undefined, now: number): string | null {
  if (!overview) return null
  const accounts = overview.accounts.filter((account) => account.available)
  const today = statsToday(now)
  const rows = accounts.map((account) => overviewRows(account, overview.period, now, today))
  // Of every website of the account, not only of those listed: the tray is given the days read alone.
  const totals = overallTotals(rows.map((each, index) => ({ ...totalsOf(each), of: accounts[index]!.progress.total })))
  if (totals.counted === 0) return null
  const notCurrent = rows.some((each) => each.some((row) => row.figures && row.stale))
  const span = spanWords(overview.period, totals)
  // A change only over the same websites as the sum: otherwise the sum is said without one.
  const change = totals.compared === totals.counted ? totals.visitors.change : null
  const line = change
    ? tn('overview.tray.totals.line', totals.visitors.current, { change: changeMark(change), span })
    : tn('overview.tray.totals.lineNoChange', totals.visitors.current, { span })
  const text =
    totals.counted < totals.of
      ? t('overview.tray.totals.partial', {
          text: line,
          read: formatNumber(totals.counted),
          total: formatNumber(totals.of),
        })
      : line
  // Days read a while ago (or on another day) are never passed off as current.
  return notCurrent ? t('overview.tray.totals.notCurrent', { text }) : text
}
