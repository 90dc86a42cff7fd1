/**
 * One statistics engine per account that has statistics (variant B; docs/architecture.md, "The
 * statistics engine"): the book of what was read, the demands of its consumers, the planner, the
 * one reader and the views the tray and the window are shown.
 */
export { StatisticsEngine, type EngineConnection, type EngineEnvironment, type StatsAccess } from './engine'
export type { StatsConnection } from './connection'
export { DEFAULT_STATS_TIMING, type StatsTiming } from './timing'
export { STATISTICS_FILE_NAME } from './statistics-file'
export { noVisitors, noChart } from './views/visitors'
export { noOverview } from './views/overview'
export { noPlan } from './views/plan'
export { exportCsv, ExportTooLargeError } from './csv-export'
