/**
 * Visitors at a glance (variant B, docs/architecture.md, "Visitors"): each account's numbers on
 * disk, the cache that reads them on the scheduler's idle lane, the refresh plan, and the alert rules.
 */
export { AccountVisitors, type VisitorsConnection, type VisitorsEnvironment } from './account-visitors'
export { DEFAULT_STATS_TIMING, type StatsTiming } from './refresh-plan'
export { STATS_FILE_NAME } from './stats-store'
export type { StatsConnection } from './stats-cache'
