/**
 * How fresh each consumer of the statistics wants them (docs/architecture.md, "The statistics
 * engine"): the favorites' today every few minutes, the alerts' days once a day, the overview's
 * at most a quarter of an hour old when it is opened, the plan every few hours. The first two are
 * settings of the services (tests and benchmarks shorten them); the rest are the product's.
 */

export interface StatsTiming {
  /** Today's number of a favorite, and its hour: current this long, and read again before it is not. */
  todayEveryMs: number
  /** Another website's days, with alerts on: read again this long after, spread over the day. */
  alertsEveryMs: number
}

export const DEFAULT_STATS_TIMING: StatsTiming = {
  todayEveryMs: 5 * 60_000,
  alertsEveryMs: 24 * 60 * 60_000,
}

/**
 * A number shown as current is read again at this share of how long it counts as current, so
 * that one kept up with is never shown as old.
 */
export const DUE_AT_SHARE = 0.8

/** The overview's days count as current this long: opening it reads older ones again. */
export const OVERVIEW_FRESH_MS = 15 * 60_000

/** The account's plan, and this month's pageviews under a limit, are read again this often. */
export const PLAN_EVERY_MS = 6 * 60 * 60_000

/** A website's breakdowns and this hour, asked in its editor, count as current this long. */
export const INSIGHTS_FRESH_MS = 5 * 60_000
