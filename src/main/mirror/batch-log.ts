/**
 * The bulk changes of an account and what became of each website's change, in
 * `<dir>/<accountId>/batches.json`, kept until the user dismisses them. Their edits live in the
 * outbox like any other (tagged with the batch), so what was not sent is sent after a restart;
 * this log only tells the outcome of each, and what undoing it takes. Written moments after a
 * change (coalesced), and at once (flush) before a batch's edits are queued, so that a batch
 * whose edits are on disk is always known — and at once again when they are, so that a batch
 * whose edits never reached the disk is never taken for one that was sent.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { bulkActionSchema, BATCH_OUTCOMES, type BatchOutcome, type BulkAction } from '../../shared/bulk'
import { storedPatchSchema } from '../../shared/website-schema'
import type { WebsitePatch } from '../../shared/website'
import { createLogger } from '../base'
import { CoalescedWrite, decodeWith, openJsonFile, type AtomicWrite } from '../storage'
import { accountDir, type AccountLocation } from './account-paths'

export const BATCH_LOG_FILE_NAME = 'batches.json'
const FORMAT_VERSION = 1
const log = createLogger('batches')

export interface BatchEntry {
  websiteId: string
  displayDomain: string
  /** The edit carrying this website's change; null when none was needed (unchanged, or kept on this computer only). */
  editId: string | null
  outcome: BatchOutcome
  message: string | null
  /**
   * The values of the changed settings as the server had them right before the write, and right after: what undoing it
   * needs.
   */
  before?: WebsitePatch
  after?: WebsitePatch
  /** A lines change: the lines it added and removed on this website. */
  added?: string[]
  removed?: string[]
}

export interface BatchRecord {
  id: string
  title: string
  createdAt: string
  /** The change, without a password (never written to disk). */
  action: BulkAction
  /** The batch this one undoes. */
  undoOf: string | null
  /** An undo of this batch has been made: it is not offered twice. */
  undone: boolean
  cancelled: boolean
  /**
   * Its edits are in the outbox. False from the moment the record is written until the outbox
   * write has succeeded: a record still false after a restart, with none of its edits in the
   * outbox, is a batch that was never queued (the disk was full), not one sent.
   */
  queued: boolean
  /** Edits a cancel is taking out of the outbox: after a crash in between, these were withdrawn, not sent. */
  withdrawing: string[]
  entries: BatchEntry[]
}

const entrySchema = z.object({
  websiteId: z.string().min(1),
  displayDomain: z.string(),
  editId: z.string().nullable(),
  outcome: z.enum(BATCH_OUTCOMES),
  message: z.string().nullable(),
  before: storedPatchSchema.optional(),
  after: storedPatchSchema.optional(),
  added: z.array(z.string()).optional(),
  removed: z.array(z.string()).optional(),
})

const recordSchema = z.object({
  id: z.string().min(1),
  title: z.string(),
  createdAt: z.string(),
  action: bulkActionSchema,
  undoOf: z.string().nullable(),
  undone: z.boolean(),
  cancelled: z.boolean(),
  // Files written before the field existed hold only batches whose edits were queued.
  queued: z.boolean().default(true),
  withdrawing: z.array(z.string()),
  entries: z.array(entrySchema),
})

const fileSchema = z.object({ version: z.literal(FORMAT_VERSION), batches: z.array(recordSchema) })

export interface BatchLog {
  /** Oldest first. The records are the log's own: change them only inside `update`. */
  list(): readonly BatchRecord[]
  get(id: string): BatchRecord | undefined
  add(record: BatchRecord): void
  /** Changes a record in place; it is written moments later. */
  update(id: string, change: (record: BatchRecord) => void): void
  remove(id: string): void
  /** Resolves once every change so far is on disk. */
  flush(): Promise<void>
  close(): Promise<void>
}

export interface OpenBatchLogOptions extends AccountLocation {
  /** Injectable for tests (a disk that is full). */
  writeFile?: AtomicWrite
}

export async function openBatchLog(options: OpenBatchLogOptions): Promise<BatchLog> {
  const file = openJsonFile({
    path: join(accountDir(options), BATCH_LOG_FILE_NAME),
    ...(options.writeFile && { writeFile: options.writeFile }),
  })
  const loaded = await file.load(decodeWith(fileSchema, 'not a list of bulk changes'))
  if (loaded.status === 'corrupt')
    log.warn(`the bulk changes could not be read (${loaded.reason}); the file was kept as ${loaded.movedTo}`)
  if (loaded.status === 'unreadable')
    log.warn(`the bulk changes could not be read (${loaded.reason}); the file is left as it is until the next start`)
  const records: BatchRecord[] = loaded.status === 'loaded' ? (loaded.value.batches as BatchRecord[]) : []
  const writer = new CoalescedWrite({
    file,
    snapshot: () => ({ version: FORMAT_VERSION, batches: records }),
    debounceMs: 200,
    maxDelayMs: 1_000,
    onWriteFailed: (error) => log.warn('could not save the bulk changes', error),
  })
  return {
    list: () => records,
    get: (id) => records.find((record) => record.id === id),
    add(record) {
      records.push(record)
      writer.changed()
    },
    update(id, change) {
      const record = records.find((candidate) => candidate.id === id)
      if (!record) return
      change(record)
      writer.changed()
    },
    remove(id) {
      const at = records.findIndex((record) => record.id === id)
      if (at < 0) return
      records.splice(at, 1)
      writer.changed()
    },
    flush: () => writer.flush(),
    close: () => writer.close(),
  }
}

/** A log that lives as long as the engine: for an engine without a data folder (tests). */
export function createMemoryBatchLog(): BatchLog {
  const records: BatchRecord[] = []
  return {
    list: () => records,
    get: (id) => records.find((record) => record.id === id),
    add: (record) => void records.push(record),
    update(id, change) {
      const record = records.find((candidate) => candidate.id === id)
      if (record) change(record)
    },
    remove(id) {
      const at = records.findIndex((record) => record.id === id)
      if (at >= 0) records.splice(at, 1)
    },
    flush: () => Promise.resolve(),
    close: () => Promise.resolve(),
  }
}
