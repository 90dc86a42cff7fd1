/**
 * A website's statistics beyond its daily visitors (variant B): what the window asks and
 * gets back — a breakdown's ranked rows with their share, this hour against the same hour
 * yesterday — and an export's progress. Periods are the server's days (UTC, as the sandbox's;
 * the API does not say the server's zone), today included.
 */
import { addDays, STAT_NAMES, type StatName } from './series'

export const INSIGHT_PERIODS = ['today', '7d', '30d'] as const
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number]

const PERIOD_DAYS: Readonly<Record<InsightPeriod, number>> = { today: 1, '7d': 7, '30d': 30 }

/** The days a period covers, ending today (the server's day). */
export function periodRange(period: InsightPeriod, today: string): { from: string; to: string } {
  return { from: addDays(today, 1 - PERIOD_DAYS[period]), to: today }
}

/** The breakdowns the statistics section shows, in its order. */
export const SHOWN_BREAKDOWNS = ['page', 'referrer', 'country', 'browser', 'device', 'campaign', 'event'] as const
export type ShownBreakdown = (typeof SHOWN_BREAKDOWNS)[number]

/** Anything the server counts can be exported: a breakdown or a series. */
export const EXPORTABLE = STAT_NAMES
export type Exportable = StatName

/** Series come oldest first (by value), breakdowns highest count first. */
export function isSeries(name: StatName): boolean {
  return name === 'visitors' || name === 'pageviews' || name.endsWith('_hour')
}

/** How many rows a breakdown shows. */
export const BREAKDOWN_ROWS_SHOWN = 10

export interface BreakdownRow {
  value: string
  count: number
  /** Of every row's count over the period, 0..1. */
  share: number
}

export interface Breakdown {
  websiteId: string
  name: StatName
  period: InsightPeriod
  from: string
  to: string
  /** The highest counts first, as the server ranks them; at most BREAKDOWN_ROWS_SHOWN. */
  rows: BreakdownRow[]
  /** How many values the period has in all. */
  values: number
  /** Every row's count summed: what the shares are of. */
  sum: number
  /** When it was read (epoch ms). */
  readAt: number
}

export interface HourCount {
  today: number
  /** The same hour yesterday until the same minute (overview-periods.ts, sameHourYesterday). */
  yesterday: number
}

/** This hour so far against the same hour yesterday until the same minute (the server's hours, UTC here). */
export interface ThisHour {
  websiteId: string
  /** "00".."23". */
  hour: string
  visitors: HourCount
  pageviews: HourCount
  readAt: number
}

/** The tray's line: visitors only, for a favorite. */
export interface ThisHourVisitors {
  hour: string
  /** The server's day the hour is of. */
  day: string
  today: number
  /** The same hour yesterday until the minute `readAt` is in. */
  yesterday: number
  readAt: number
}

export type ExportState = 'reading' | 'done' | 'failed' | 'cancelled'

/** Where an export stands: told as it goes, so that a long one shows its progress. */
export interface ExportProgress {
  exportId: string
  state: ExportState
  rowsRead: number
  /** How many rows the server says there are (null before the first page). */
  total: number | null
  /** Why it failed (state 'failed'). */
  problem?: string
}

/** What an export answered: the file written, or nothing when the user chose no file or cancelled. */
export type ExportResult =
  { outcome: 'written'; rows: number; fileName: string } | { outcome: 'no-file' } | { outcome: 'cancelled' }

/** A file name to suggest: the website, the statistic and the days. */
export function exportFileName(domain: string, name: StatName, from: string, to: string): string {
  const safe = domain.replace(/[^a-z0-9.-]+/gi, '_')
  return `${safe}-${name}-${from}${from === to ? '' : `-${to}`}.csv`
}
