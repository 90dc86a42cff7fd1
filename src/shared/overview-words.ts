/**
 * How the overview says a change (issue 33): "↑ 12 %", "↓ 3 %", "± 0 %" or "new", and the same
 * in words for screen readers — the percentage written the way the language shown writes it.
 */
import { formatPercent, t } from './i18n'
import { changeOf, type Compared, type OverviewPeriod } from './overview'

/** The catalog's key for a period's name in the overview's switch. */
export const PERIOD_WORD = { today: 'today', '7d': 'week', '30d': 'month' } as const satisfies Record<
  OverviewPeriod,
  string
>

function percentOf(ratio: number): string {
  return formatPercent(Math.abs(ratio), Math.abs(ratio) < 0.1 && ratio !== 0 ? 1 : 0)
}

/** The change as shown: an arrow and a percentage, or "new" where the period before had none. */
export function changeMark(compared: Compared): string {
  const change = changeOf(compared)
  if (change.kind === 'new') return t('overview.view.newMark')
  const arrow = change.kind === 'up' ? '↑' : change.kind === 'down' ? '↓' : '±'
  return `${arrow}\u00a0${percentOf(change.ratio)}`
}

/** The change in words, for a screen reader. */
export function changeWords(compared: Compared): string {
  const change = changeOf(compared)
  if (change.kind === 'new' || change.kind === 'same') return t(`overview.view.changeWords.${change.kind}`)
  return t(`overview.view.changeWords.${change.kind}`, { percent: percentOf(change.ratio) })
}
