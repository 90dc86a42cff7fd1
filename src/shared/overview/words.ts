/**
 * How the overview says a change: "↑ 12 %", "↓ 3 %", "± 0 %" or "new", and the same
 * in words for screen readers — the percentage written the way the language shown writes it —
 * and what it is a change against: "vs yesterday until 09:25", "vs the 7 days before".
 */
import { formatDateRange, formatPercent, t } from '../i18n'
import { changeOf, type Compared, type OverviewPeriod } from '.'

/** The catalog's key for a period's name in the overview's switch. */
export const PERIOD_WORD = { today: 'today', '7d': 'week', '30d': 'month' } as const satisfies Record<
  OverviewPeriod,
  string
>

function percentOf(ratio: number): string {
  return formatPercent(Math.abs(ratio), Math.abs(ratio) < 0.1 && ratio !== 0 ? 1 : 0)
}

/** The change as shown: an arrow and a percentage, "new" where the period before had none, a dash where nothing is compared yet. */
export function changeMark(compared: Compared | null): string {
  if (!compared) return t('overview.view.notComparedMark')
  const change = changeOf(compared)
  if (change.kind === 'new') return t('overview.view.newMark')
  const arrow = change.kind === 'up' ? '↑' : change.kind === 'down' ? '↓' : '±'
  return `${arrow}\u00a0${percentOf(change.ratio)}`
}

/** The change in words, for a screen reader. */
export function changeWords(compared: Compared | null): string {
  if (!compared) return t('overview.view.changeWords.none')
  const change = changeOf(compared)
  if (change.kind === 'new' || change.kind === 'same') return t(`overview.view.changeWords.${change.kind}`)
  return t(`overview.view.changeWords.${change.kind}`, { percent: percentOf(change.ratio) })
}

/** A moment's time of day on this computer's clock, or a span of them ("09:25–09:40"), as the language writes it. */
export function timeOfDayWords(from: number, to: number = from): string {
  return formatDateRange(from, to, { hour: 'numeric', minute: '2-digit' })
}

/**
 * What a period's change is against: "vs yesterday until 09:25" (the time the numbers were read,
 * on this computer's clock; a span when they were read at different times), "vs the 7 days before".
 */
export function comparedWords(period: OverviewPeriod, until: { from: number; to: number } | null): string {
  if (period !== 'today') return t(`overview.view.compared.${PERIOD_WORD[period]}`)
  return until
    ? t('overview.view.compared.today', { time: timeOfDayWords(until.from, until.to) })
    : t('overview.view.compared.todayNotYet')
}
