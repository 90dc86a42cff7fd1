export { checkInstallation, type CheckTarget } from './check'
export { DEFAULT_READ_LIMITS, type ReadLimits } from './page-reader'
export { TrackingChecks } from './check-log'
