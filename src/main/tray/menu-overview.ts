/**
 * The overview in the tray (issue 33): the item that opens it, and its totals in the tooltip — the
 * visitors of every website read so far over the period last chosen, with the change against the
 * period before, how many websites were read when not all were (a sum never leaves websites
 * out silently), and whether some were read longer ago than they count as current. Pure, like
 * the rest of the menu model.
 */
import { formatNumber, t } from '../../shared/i18n'
import { overallTotals, overviewRows, totalsOf, type OverviewState } from '../../shared/overview'
import { changeMark, PERIOD_WORD } from '../../shared/overview-words'
import { statsToday } from '../../shared/visitors'
import type { TrayItem } from './menu'

export function overviewItem(): TrayItem {
  return { kind: 'action', label: t('overview.tray.open'), action: { type: 'open-overview' } }
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
  const words = {
    period: t(`overview.tray.period.${PERIOD_WORD[overview.period]}`),
    visitors: formatNumber(totals.visitors.current),
    change: changeMark(totals.visitors),
  }
  const text =
    totals.counted < totals.of
      ? t('overview.tray.tooltipPartial', {
          ...words,
          read: formatNumber(totals.counted),
          total: formatNumber(totals.of),
        })
      : t('overview.tray.tooltip', words)
  // Days read a while ago (or on another day) are never passed off as current.
  return notCurrent ? t('overview.tray.notCurrent', { text }) : text
}
