/**
 * When a website's visitors call for the user (the alerts the settings turn on), as pure functions of its
 * recent days: *silent* — visitors on most of the 14 days before today, and none on the last N
 * of them nor today so far; *spike* — today above k × the median of those 14 days, and at least
 * 100. A website created within the 14 days is too new to judge, and a run of days that does not
 * reach back 14 days before today judges nothing either.
 */
import { addDays, type DailyCount } from '../../shared/statistics/series'
import { SPIKE_MINIMUM_VISITORS, type VisitorAlert } from '../../shared/visitors'

/** The days a usual day is taken from: the 14 complete days before today. */
export const DAYS_JUDGED = 14
/** Fewer visitors than this today is never a spike (the settings say so too). */
export const SPIKE_MINIMUM = SPIKE_MINIMUM_VISITORS

export interface AlertThresholds {
  /** Complete days without a visitor (and none today) before a website counts as silent. */
  silentAfterDays: number
  /** Today above this many times the median day is a spike. */
  spikeFactor: number
}

export interface JudgedWebsite {
  /** Days with their visitors, in any order; missing days count as none. */
  days: readonly DailyCount[]
  /** The day the website was created (Y-m-d), when known. */
  createdDay: string | null
}

/**
 * The 14 judged days' counts (oldest first) and today's, or null when the days do not reach back or the website is too
 * new.
 */
function judgedDays(website: JudgedWebsite, today: string): { usual: number[]; today: number } | null {
  const firstJudged = addDays(today, -DAYS_JUDGED)
  if (website.createdDay !== null && website.createdDay > firstJudged) return null
  const byDay = new Map(website.days.map((entry) => [entry.day, entry.count]))
  const earliest = website.days.reduce<string | null>(
    (first, entry) => (first === null || entry.day < first ? entry.day : first),
    null,
  )
  if (earliest === null || earliest > firstJudged || !byDay.has(today)) return null
  const usual = Array.from({ length: DAYS_JUDGED }, (_, index) => byDay.get(addDays(firstJudged, index)) ?? 0)
  return { usual, today: byDay.get(today) ?? 0 }
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length / 2
  return sorted.length % 2 === 0 ? (sorted[middle - 1]! + sorted[middle]!) / 2 : sorted[Math.floor(middle)]!
}

/**
 * Silent: none today and on the last `silentAfterDays` days, after visitors on most of the 14. `days` counts the
 * complete days without one.
 */
export function wentSilent(
  website: JudgedWebsite,
  today: string,
  thresholds: AlertThresholds,
): { kind: 'silent'; days: number } | null {
  const judged = judgedDays(website, today)
  if (!judged || judged.today > 0) return null
  const withVisitors = judged.usual.filter((count) => count > 0).length
  if (withVisitors <= DAYS_JUDGED / 2) return null
  let quietDays = 0
  while (quietDays < DAYS_JUDGED && judged.usual[DAYS_JUDGED - 1 - quietDays] === 0) quietDays += 1
  return quietDays >= thresholds.silentAfterDays ? { kind: 'silent', days: quietDays } : null
}

/** Spike: today above `spikeFactor` × the median of the 14 days, and at least SPIKE_MINIMUM. */
export function spiked(
  website: JudgedWebsite,
  today: string,
  thresholds: AlertThresholds,
): { kind: 'spike'; today: number; usual: number } | null {
  const judged = judgedDays(website, today)
  if (!judged || judged.today < SPIKE_MINIMUM) return null
  const usual = median(judged.usual)
  return judged.today > thresholds.spikeFactor * usual
    ? { kind: 'spike', today: judged.today, usual: Math.round(usual) }
    : null
}

/** The alert a website's days call for now, silence first (a silent website cannot spike). */
export function judgeVisitors(website: JudgedWebsite, today: string, thresholds: AlertThresholds): VisitorAlert | null {
  return wentSilent(website, today, thresholds) ?? spiked(website, today, thresholds)
}
