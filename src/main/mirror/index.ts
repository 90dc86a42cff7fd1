/**
 * The on-disk mirror of each account's websites and the outbox of its unsent edits (docs/architecture.md, "Sync and
 * storage").
 */
export type { AccountMirror, Outbox, OutboxEntry, ProblemListener, StoreProblem, SweepState } from './types'
export { openMirror, deleteAccountData, type OpenMirrorOptions } from './account-mirror'
export { openOutbox, type FileOutbox, type OpenOutboxOptions, type RejectedOutboxEntry } from './outbox'
export { accountDir, assertSafeAccountId, type AccountLocation } from './account-paths'
export { decodeEdit } from './edit-record'
export { warnAboutProblem } from './warn-about-problem'
export type { IndexQuery, IndexWindow } from './website-index'
