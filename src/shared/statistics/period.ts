/**
 * A website's statistics over any range, compared like with like (docs/architecture.md, "A
 * website's statistics"): the periods a user picks, the days each covers, the span it is compared
 * with, and the unit its chart counts in. Pure: the window, main and the tests share it.
 *
 * Fair by construction: a range that reaches today is cut at the moment its numbers were read,
 * and the span it is compared with is cut at the same time of day on its own last day — never a
 * partial day against a whole one. Complete presets (yesterday, 7 and 30 days, last month, 12
 * months) end before today, so they need no cut. Days are the server's, taken as UTC as
 * everywhere in the statistics.
 */
import { addDays, dayCount, dayNumber, isDay } from './series'

export const PRESET_PERIODS = ['today', 'yesterday', '7d', '30d', 'thisMonth', 'lastMonth', '12m'] as const
export type PresetPeriod = (typeof PRESET_PERIODS)[number]

/** What the user picked: a preset, or their own first and last day (both included, the last no later than today). */
export type Period = { preset: PresetPeriod } | { from: string; to: string }

export const COMPARISONS = ['previous', 'yearBefore', 'none'] as const
export type Comparison = (typeof COMPARISONS)[number]

/** What a chart counts in, as the service's own dashboard does: hours for a day, days under three months, months under two years, then years. */
export const UNITS = ['hour', 'day', 'month', 'year'] as const
export type Unit = (typeof UNITS)[number]

/** The longest range a custom pick may span: ten years of days is 37 pages per series already. */
export const MAX_RANGE_DAYS = 3_660

/** Days from..to, both included; `cutAt` (epoch ms) when the last day is today, cut at the moment its numbers were read. */
export interface DayRange {
  from: string
  to: string
  cutAt: number | null
}

const MS_PER_DAY = 86_400_000

function monthStart(day: string): string {
  return `${day.slice(0, 7)}-01`
}

/** The first day of the month `months` after the one `day` is in (before it when negative). */
function addMonths(day: string, months: number): string {
  const year = Number(day.slice(0, 4))
  const month = Number(day.slice(5, 7)) - 1 + months
  const date = new Date(Date.UTC(year, month, 1))
  return date.toISOString().slice(0, 10)
}

function lastDayOfMonth(day: string): string {
  return addDays(addMonths(day, 1), -1)
}

/** The same day `years` later, Feb 29 becoming Feb 28 where that year has none. */
function addYears(day: string, years: number): string {
  const month = `${String(Number(day.slice(0, 4)) + years).padStart(4, '0')}${day.slice(4, 8)}`
  const moved = `${month}${day.slice(8)}`
  return isDay(moved) ? moved : addDays(`${month}01`, 27)
}

/**
 * The days a period covers when its numbers are read at `now` (`today` the server's day then). A
 * custom range that reaches today is cut at `now` like "today"; one that ends later is refused
 * before (periodSchema).
 */
export function rangeOf(period: Period, today: string, now: number): DayRange {
  const yesterday = addDays(today, -1)
  const whole = (from: string, to: string): DayRange => ({ from, to, cutAt: null })
  if ('from' in period) return { from: period.from, to: period.to, cutAt: period.to === today ? now : null }
  switch (period.preset) {
    case 'today':
      return { from: today, to: today, cutAt: now }
    case 'yesterday':
      return whole(yesterday, yesterday)
    case '7d':
      return whole(addDays(today, -7), yesterday)
    case '30d':
      return whole(addDays(today, -30), yesterday)
    case 'thisMonth':
      return { from: monthStart(today), to: today, cutAt: now }
    case 'lastMonth':
      return whole(addMonths(today, -1), addDays(monthStart(today), -1))
    case '12m':
      return whole(addMonths(today, -12), addDays(monthStart(today), -1))
  }
}

/** Whether a range is whole calendar months from a 1st (or this month so far): compared month for month. */
function isMonthAligned(range: DayRange, today: string): boolean {
  if (!range.from.endsWith('-01')) return false
  return range.to === lastDayOfMonth(range.to) || (range.to === today && monthStart(range.to) === monthStart(today))
}

/**
 * The span a range is compared with, or null for none: the span of the same length just before it
 * (calendar months for a range of whole months, so that November is set against October), or the
 * same days a year before. Its last day is cut at the same time of day as the range's own.
 */
export function comparisonOf(range: DayRange, comparison: Comparison, today: string): DayRange | null {
  if (comparison === 'none') return null
  const cutAt = (to: string): number | null =>
    range.cutAt === null ? null : range.cutAt - (dayNumber(range.to) - dayNumber(to)) * MS_PER_DAY
  if (comparison === 'yearBefore') {
    const to = addYears(range.to, -1)
    return { from: addYears(range.from, -1), to, cutAt: cutAt(to) }
  }
  if (isMonthAligned(range, today)) {
    const months =
      (Number(range.to.slice(0, 4)) - Number(range.from.slice(0, 4))) * 12 +
      Number(range.to.slice(5, 7)) -
      Number(range.from.slice(5, 7)) +
      1
    const from = addMonths(range.from, -months)
    const lastMonth = addMonths(range.to, -months)
    // Whole months against as many whole months before; this month so far against the same days of the month before
    // (the 1st to the 29th, or to its end where it has fewer), cut at the same time of day.
    const sameDay = `${lastMonth.slice(0, 8)}${range.to.slice(8)}`
    const wholeMonths = range.cutAt === null && range.to === lastDayOfMonth(range.to)
    const to = wholeMonths || !isDay(sameDay) ? lastDayOfMonth(lastMonth) : sameDay
    return { from, to, cutAt: cutAt(to) }
  }
  const length = dayCount(range.from, range.to)
  const to = addDays(range.from, -1)
  return { from: addDays(to, 1 - length), to, cutAt: cutAt(to) }
}

/** The chart's unit for a range, as the service's own dashboard picks it. */
export function unitOf(range: Pick<DayRange, 'from' | 'to'>): Unit {
  if (range.from === range.to) return 'hour'
  const [fromYear, fromMonth, fromDay] = range.from.split('-').map(Number) as [number, number, number]
  const [toYear, toMonth, toDay] = range.to.split('-').map(Number) as [number, number, number]
  // Whole months between the two days, as Carbon's diffInMonths counts them.
  const months = (toYear - fromYear) * 12 + (toMonth - fromMonth) - (toDay < fromDay ? 1 : 0)
  if (months < 3) return 'day'
  if (months < 24) return 'month'
  return 'year'
}

/** The chart's points for a range: each unit's key ("00".."23", a day, "2026-11", "2026") in order. */
export function unitKeys(range: Pick<DayRange, 'from' | 'to'>, unit: Unit): string[] {
  if (unit === 'hour') return Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'))
  const keys: string[] = []
  if (unit === 'day') for (let day = range.from; day <= range.to; day = addDays(day, 1)) keys.push(day)
  else if (unit === 'month')
    for (let day = monthStart(range.from); day <= range.to; day = addMonths(day, 1)) keys.push(day.slice(0, 7))
  else
    for (let year = Number(range.from.slice(0, 4)); year <= Number(range.to.slice(0, 4)); year++)
      keys.push(String(year).padStart(4, '0'))
  return keys
}

/** The unit key a day falls in. */
export function unitKeyOf(day: string, unit: Exclude<Unit, 'hour'>): string {
  return unit === 'day' ? day : day.slice(0, unit === 'month' ? 7 : 4)
}

/** Whether a custom pick can be asked for: real days, in order, not after today, at most MAX_RANGE_DAYS. */
export function customRangeProblem(
  from: string,
  to: string,
  today: string,
): 'order' | 'future' | 'tooLong' | 'notADay' | null {
  if (!isDay(from) || !isDay(to)) return 'notADay'
  if (to < from) return 'order'
  if (to > today) return 'future'
  return dayCount(from, to) > MAX_RANGE_DAYS ? 'tooLong' : null
}
