/**
 * The reads the engine makes (docs/architecture.md, "The statistics engine"): a run of days of one
 * website's visitors or pageviews, one day's hours of one of them, or the account's plan.
 */
import type { DaySeries, HourSeries } from './book'
import type { Lane } from './demands'

/** One page of a day series. */
export const MAX_READ_DAYS = 100

export type Read =
  | { kind: 'days'; websiteId: string; series: DaySeries; from: string; to: string }
  | { kind: 'hours'; websiteId: string; series: HourSeries; day: string }
  | { kind: 'account' }

export interface PlannedRead {
  read: Read
  lane: Lane
}

/** What a read is about: one website's statistic (one day of its hours), or the account. */
export function readKey(read: Read): string {
  if (read.kind === 'account') return 'account'
  return read.kind === 'days' ? `${read.websiteId}|${read.series}` : `${read.websiteId}|${read.series}|${read.day}`
}
