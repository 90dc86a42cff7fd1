/**
 * The sync engine as the services see it (docs/architecture.md, "Sync and storage"): one AccountSync per account,
 * and the few pure helpers the services read the outbox, the mirror and the bulk changes with. Inside, the engine is
 * split by capability: outbox/ (edits on their way), reading/ (sweeps and queries), bulk/ (bulk changes), health/
 * (reachability, failures, access).
 */
export {
  AccountSync,
  ANSWER_EDITS_WITHIN_MS,
  type AccessConnection,
  type AccountSyncOptions,
  type EngineMemory,
  type SyncEvent,
} from './account-sync'
export { conflictsIn, outboxCounts, type Edit } from './outbox/edits'
export { mirrorWindow, queryWebsites, type WindowRequest } from './reading/query'
export { batchOf, summarize } from './bulk/batch-summary'
export { isLocalId } from './local-ids'
