/**
 * What a caller hands one account's sync engine and hears from it (docs/architecture.md, "Sync and storage"): its
 * options, its events and what outlives it — apart from account-sync.ts, which wires the parts, so that callers and
 * tests can name the contract without the wiring.
 */
import type { WebsitesClient } from '../api'
import type { AccountMirror, Outbox } from '../mirror'
import type { BatchLog } from '../mirror/batch-log'
import type { RequestScheduler } from '../scheduler'
import type { WindowEvent } from '../../shared/ipc-contract'
import { type Variant } from '../../shared/website'
import type { Edit } from './outbox/edits'

/**
 * What the engine tells, in the window's own names and payloads (the contract's `events`), so that the shell sends it on
 * by name: the status, the mirror changed, an edit set aside or ended after its caller was answered, bulk changes.
 */
export type SyncEvent = WindowEvent<
  'sync-status' | 'websites-changed' | 'conflict' | 'edit-settled' | 'batches-changed'
>

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
