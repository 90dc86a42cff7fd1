/**
 * What a caller hands one account's sync engine and hears from it (docs/architecture.md, "Sync and storage"): its
 * options, its events and what outlives it — apart from account-sync.ts, which wires the parts, so that callers and
 * tests can name the contract without the wiring.
 */
import type { WebsitesClient } from '../api'
import type { AccountMirror, Outbox } from '../mirror'
import type { BatchLog } from '../mirror/batch-log'
import type { RequestScheduler } from '../scheduler'
import type { EditSettled } from '../../shared/ipc-contract'
import type { SyncStatus } from '../../shared/sync'
import { type Variant } from '../../shared/website'
import type { Edit } from './outbox/edits'

export type SyncEvent =
  | { type: 'status'; status: SyncStatus }
  | { type: 'websites-changed'; accountId: string }
  | { type: 'conflict'; accountId: string; edit: Edit }
  /** An edit whose caller was answered before the server confirmed it has ended. */
  | { type: 'edit-settled'; settled: EditSettled }
  /** A bulk change began, moved on, ended or went. */
  | { type: 'batches-changed'; accountId: string }

/**
 * How long the caller of an edit waits for the server before it hears "saved
 * on this computer — sending…": the window must have its answer within 2 s of
 * Save, so main answers by 1.9 s and leaves the rest to the answer's way there
 * (IPC, a busy moment of the event loop).
 */
export const ANSWER_EDITS_WITHIN_MS = 1_900

/** What must outlive one engine but never touch the disk, when a new key starts a new engine for the account. */
export interface EngineMemory {
  /** Passwords of edits in the outbox, which holds them without. */
  passwords: Map<string, string>
  /** Server ids of websites created here, by local id. */
  createdIds: Map<string, string>
}

export interface AccountSyncOptions {
  accountId: string
  variant: Variant
  client: WebsitesClient
  scheduler: RequestScheduler
  mirror: AccountMirror
  outbox: Outbox<Edit>
  /** The account's bulk changes and their results (default: kept in memory only). */
  batchLog?: BatchLog
  /** Between background sweeps; default 15 min. 0 turns the periodic sweep off. */
  sweepIntervalMs?: number
  /**
   * First wait before asking an unreachable service again, or retrying what it failed at; doubles up to reconnectMaxMs.
   */
  reconnectMinMs?: number
  reconnectMaxMs?: number
  /**
   * How long a caller waits for the server's word on its edit (default 1.9 s, so that the window hears within 2 s);
   * then it hears that the edit is saved here and on its way, and the edit's
   * end comes as an 'edit-settled' event. Not a request timeout: the request goes on.
   */
  answerEditsWithinMs?: number
  memory?: EngineMemory
}
