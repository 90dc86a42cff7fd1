/**
 * How the statistics tab says its figures: a change as a mark and in words ("↑ 12 %", "up 12 %", "new", "no
 * comparison"), what a range is compared with ("vs 21 – 27 Nov 2026", "vs Oct 2026", "vs 28 Nov 2026 until 09:25
 * UTC"), and a chart point's place in time by its unit. The service's days and hours are UTC's, so every date
 * here is written in UTC.
 */
import { formatDate, formatDateRange, formatPercent, t } from '../../../../shared/i18n'
import { changeOf } from '../../../../shared/overview'
import type { DayRange, Unit } from '../../../../shared/statistics/period'
import type { ComparedFigure } from '../../../../shared/statistics/summary'
import { dayNumber } from '../../../../shared/statistics/series'

const MS_PER_DAY = 86_400_000

export type ChangeKind = 'up' | 'down' | 'same' | 'new' | 'none'

export function changeKind({ current, previous }: ComparedFigure): ChangeKind {
  return previous === null ? 'none' : changeOf({ current, previous }).kind
}

function percentOf(current: number, previous: number): string {
  const ratio = Math.abs((current - previous) / previous)
  return formatPercent(ratio, ratio < 0.1 && ratio !== 0 ? 1 : 0)
}

/** The change as shown beside a figure. */
export function changeMark(figure: ComparedFigure): string {
  const kind = changeKind(figure)
  if (kind === 'none') return t('statistics.view.change.noneMark')
  if (kind === 'new') return t('statistics.view.change.newMark')
  const arrow = kind === 'up' ? '↑' : kind === 'down' ? '↓' : '±'
  return `${arrow}\u00a0${kind === 'same' ? formatPercent(0) : percentOf(figure.current, figure.previous!)}`
}

/** The change in words, for a screen reader and a tooltip. */
export function changeWords(figure: ComparedFigure): string {
  const kind = changeKind(figure)
  if (kind === 'up' || kind === 'down')
    return t(`statistics.view.change.${kind}`, { percent: percentOf(figure.current, figure.previous!) })
  return t(`statistics.view.change.${kind}`)
}

const UTC_DAY: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
const UTC_MONTH: Intl.DateTimeFormatOptions = { month: 'short', year: 'numeric', timeZone: 'UTC' }
const UTC_TIME: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
}

const epochOf = (day: string): number => dayNumber(day) * MS_PER_DAY

function isWholeMonths(range: DayRange): boolean {
  const next = new Date(epochOf(range.to) + MS_PER_DAY)
  return range.cutAt === null && range.from.endsWith('-01') && next.getUTCDate() === 1
}

/** A span of days as the language writes it: one day, whole months by name, or a range of days. */
export function rangeWords(range: Pick<DayRange, 'from' | 'to' | 'cutAt'>): string {
  if (range.from === range.to) return formatDate(epochOf(range.from), UTC_DAY)
  if (isWholeMonths(range)) return formatDateRange(epochOf(range.from), epochOf(range.to), UTC_MONTH)
  return formatDateRange(epochOf(range.from), epochOf(range.to), UTC_DAY)
}

/** What the totals are compared with; null without a comparison. */
export function comparedWords(compareRange: DayRange | null): string | null {
  if (!compareRange) return null
  const range = rangeWords(compareRange)
  return compareRange.cutAt === null
    ? t('statistics.view.compared', { range })
    : t('statistics.view.comparedUntil', { range, time: formatDate(compareRange.cutAt, UTC_TIME) })
}

/** Where a unit key ("15", "2026-11-03", "2026-11", "2026") falls, in epoch ms (an hour on the range's first day). */
export function epochOfKey(key: string, unit: Unit, day: string): number {
  switch (unit) {
    case 'hour':
      return epochOf(day) + Number(key) * 3_600_000
    case 'day':
      return epochOf(key)
    case 'month':
      return epochOf(`${key}-01`)
    case 'year':
      return epochOf(`${key}-01-01`)
  }
}

const KEY_FORMATS: Record<Unit, { short: Intl.DateTimeFormatOptions; long: Intl.DateTimeFormatOptions }> = {
  hour: {
    short: { hour: 'numeric', timeZone: 'UTC' },
    long: { hour: 'numeric', minute: '2-digit', timeZone: 'UTC', timeZoneName: 'short' },
  },
  day: { short: { day: 'numeric', month: 'short', timeZone: 'UTC' }, long: { dateStyle: 'full', timeZone: 'UTC' } },
  month: { short: { month: 'short', timeZone: 'UTC' }, long: { month: 'long', year: 'numeric', timeZone: 'UTC' } },
  year: { short: { year: 'numeric', timeZone: 'UTC' }, long: { year: 'numeric', timeZone: 'UTC' } },
}

/** A point's place on the time axis ("15", "3 Nov", "Nov", "2026"), or in full for a reader ("Tuesday, 3 November 2026"). */
export function keyWords(key: string, unit: Unit, day: string, length: 'short' | 'long'): string {
  return formatDate(epochOfKey(key, unit, day), KEY_FORMATS[unit][length])
}
