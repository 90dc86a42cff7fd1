/**
 * The state of an account's sync and of the user's edits, as the tray and the
 * window see it. Main's sync engine (src/main/sync) produces these; they cross
 * IPC as they are, so nothing here may hold a password or a key.
 */
import { z } from 'zod'
import { LINE_FIELDS, type LineChange } from './bulk/lines'
import type { ApiErrorKind } from './errors'
import type { Website, WebsiteInput, WebsitePage, WebsitePatch } from './website'
import {
  COMPARABLE_FIELDS,
  SETTINGS,
  storedInputSchema,
  storedPatchSchema,
  storedWebsiteSchema,
  type ComparableField,
} from './website-schema'

export { COMPARABLE_FIELDS, type ComparableField } from './website-schema'

export type Connection = 'online' | 'offline'

/** Something the engine is doing right now; several can run at once (a sweep while edits are sent). */
export type SyncActivity =
  /** A full sweep: every page of the account's websites. Totals are null until page 1 has answered. */
  | {
      kind: 'sweeping'
      websitesDone: number
      websitesTotal: number | null
      pagesDone: number
      pagesTotal: number | null
    }
  /** Page 1, newest first. */
  | { kind: 'refreshing' }
  /** The outbox's edits on their way to the server. */
  | { kind: 'sending'; editsLeft: number }
  /** Bulk changes under way: how many of their websites are done, of how many. */
  | { kind: 'applying'; done: number; total: number }

export type SyncActivityKind = SyncActivity['kind']

export interface SyncStatus {
  accountId: string
  connection: Connection
  /** Every activity running now, in the order they started; empty when idle. */
  activities: SyncActivity[]
  lastSweepAt: string | null
  /** Edits waiting to be sent. */
  pendingEdits: number
  /** The websites those edits are for (as the list shows them: a local id until the server's arrives). */
  waitingWebsiteIds: string[]
  /** Edits waiting for the user: a change on the server to choose against, a deleted website, a refusal. */
  conflicts: number
  /** The last failure that needs the user (a refused key, a server error), or null. */
  lastError: { kind: ApiErrorKind; message: string } | null
}

export interface FieldConflict {
  field: ComparableField
  /** The value the edit was made against. */
  base: unknown
  mine: unknown
  theirs: unknown
}

/**
 * Why an edit waits for the user instead of being sent: someone changed the
 * same field on the server, the website is gone, or the server refused the
 * edit when it was replayed.
 */
export type Conflict =
  | { kind: 'changed'; fields: FieldConflict[]; theirs: Website; detectedAt: string }
  | { kind: 'deleted'; detectedAt: string }
  | { kind: 'rejected'; fieldErrors: Record<string, string[]>; message: string; detectedAt: string }

interface EditBase {
  /** Unique, and the outbox's order is the order the user made them in. */
  id: string
  madeAt: string
  conflict?: Conflict
  /**
   * A statistics-page password is never written to disk: the outbox keeps the
   * edit without it and notes here that one belongs to it, while the password
   * itself waits in memory. After a restart such an edit asks for it again.
   */
  withheldPassword?: boolean
}

export interface CreateEdit extends EditBase {
  kind: 'create'
  /** The id the website has in the mirror until the server assigns one. */
  localId: string
  input: WebsiteInput
  /**
   * When each attempt was sent and when its failure was seen (ISO; the most
   * recent few). Written before the request goes out and after its answer is
   * lost, so that after a lost answer the website it made can be told from one
   * someone else made with the same domain, even across a long outage.
   */
  attempts?: CreateAttempt[]
}

export interface CreateAttempt {
  sentAt: string
  /** Missing when SiteTray stopped before the attempt ended: the next attempt's start bounds it then. */
  endedAt?: string
}

export interface UpdateEdit extends EditBase {
  kind: 'update'
  websiteId: string
  patch: WebsitePatch
  /** The values of the patched fields the user saw when making the edit. */
  base: WebsitePatch
  /** The bulk change this edit is part of. */
  batchId?: string
  /**
   * Lines added to and removed from a list rather than a new list: the patch's value for that
   * field is what the change made of the list the user saw, and is worked out again from the
   * list the server has right before it is written, so that lines someone else added stay.
   */
  lines?: LineChange
}

export interface DeleteEdit extends EditBase {
  kind: 'delete'
  websiteId: string
  /** The website as it was, to put it back if the server refuses. */
  before: Website
  /** The bulk change this edit is part of. */
  batchId?: string
}

export type Edit = CreateEdit | UpdateEdit | DeleteEdit

/** What the caller of an edit learns: sent and accepted, or safely kept for later. */
export type EditOutcome =
  | { status: 'saved'; website: Website | null }
  /**
   * On this computer (the outbox), not confirmed by the server yet: offline, busy, or slower than
   * the caller waits. `editId` names the edit in the 'edit-settled' event that tells its end.
   */
  | { status: 'queued'; website: Website | null; message: string; editId: string }
  /** Someone changed the same field on the server: the edit waits for the user's choice (resolveConflict). */
  | { status: 'conflict'; website: Website | null; message: string; editId: string }

export type QuerySource = 'mirror' | 'server'

export interface QueryResult extends WebsitePage {
  /** Where the answer came from: the server answers until the first sweep is complete. */
  source: QuerySource
  /** True when the server could not be asked and the mirror, still incomplete, answered instead. */
  incomplete: boolean
}

/**
 * An edit as the outbox stores it, checked when it is read back after any kind
 * of crash or hand edit. The outbox is small (a few edits), so a zod schema's
 * cost does not matter here, unlike the mirror's.
 */
const fieldConflictSchema = z.object({
  field: z.enum(COMPARABLE_FIELDS as [ComparableField, ...ComparableField[]]),
  base: z.unknown(),
  mine: z.unknown(),
  theirs: z.unknown(),
})

const conflictSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('changed'),
    fields: z.array(fieldConflictSchema),
    theirs: storedWebsiteSchema,
    detectedAt: z.string(),
  }),
  z.object({ kind: z.literal('deleted'), detectedAt: z.string() }),
  z.object({
    kind: z.literal('rejected'),
    fieldErrors: z.record(z.string(), z.array(z.string())),
    message: z.string(),
    detectedAt: z.string(),
  }),
])

const lineChangeSchema = z.object({
  field: z.enum(LINE_FIELDS),
  add: z.array(z.string()),
  remove: z.array(z.string()),
  swap: z.boolean().optional(),
})

const common = { id: z.string().min(1), madeAt: z.string(), conflict: conflictSchema.optional() }

export const editSchema = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('create'),
    localId: z.string().min(1),
    input: storedInputSchema.strict(),
    attempts: z.array(z.object({ sentAt: z.string(), endedAt: z.string().optional() })).optional(),
    withheldPassword: z.boolean().optional(),
  }),
  z.object({
    ...common,
    kind: z.literal('update'),
    websiteId: z.string().min(1),
    patch: storedPatchSchema,
    // The values the user saw. Older versions stored null for excluded parameters nobody knew (servers never return
    // them).
    base: storedPatchSchema.extend({
      excludeParams: SETTINGS.excludeParams.shape
        .nullable()
        .optional()
        .transform((value) => value ?? undefined),
    }),
    withheldPassword: z.boolean().optional(),
    batchId: z.string().min(1).optional(),
    lines: lineChangeSchema.optional(),
  }),
  z.object({
    ...common,
    kind: z.literal('delete'),
    websiteId: z.string().min(1),
    before: storedWebsiteSchema,
    batchId: z.string().min(1).optional(),
  }),
])

/** An edit read back from the outbox, or undefined when it is not one. */
export function parseEdit(raw: unknown): Edit | undefined {
  const parsed = editSchema.safeParse(raw)
  return parsed.success ? (parsed.data as Edit) : undefined
}

// The schema and the types above describe the same edits: what is read back is an Edit, and every Edit can be stored.
const _readBackIsEdit = (edit: z.output<typeof editSchema>): Edit => edit
const _editIsStorable = (edit: Edit): z.input<typeof editSchema> => edit
