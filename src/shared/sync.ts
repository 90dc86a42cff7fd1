/**
 * The state of an account's sync and of the user's edits, as the tray and the
 * window see it. Main's sync engine (src/main/sync) produces these; they cross
 * IPC as they are, so nothing here may hold a password or a key.
 */
import type { ApiErrorKind } from './errors'
import type { Website, WebsiteInput, WebsitePage, WebsitePatch } from './website'

export type Connection = 'online' | 'offline'

/** Something the engine is doing right now; several can run at once (a sweep while edits are sent). */
export type SyncActivity =
  /** A full sweep: every page of the account's websites. Totals are null until page 1 has answered. */
  | { kind: 'sweeping'; websitesDone: number; websitesTotal: number | null; pagesDone: number; pagesTotal: number | null }
  /** Page 1, newest first. */
  | { kind: 'refreshing' }
  /** The outbox's edits on their way to the server. */
  | { kind: 'sending'; editsLeft: number }

export type SyncActivityKind = SyncActivity['kind']

export interface SyncStatus {
  accountId: string
  connection: Connection
  /** Every activity running now, in the order they started; empty when idle. */
  activities: SyncActivity[]
  lastSweepAt: string | null
  /** Edits waiting to be sent. */
  pendingEdits: number
  /** Edits waiting for the user: a change on the server to choose against, a deleted website, a refusal. */
  conflicts: number
  /** The last failure that needs the user (a refused key, a server error), or null. */
  lastError: { kind: ApiErrorKind; message: string } | null
}

/** The patch fields a server reports back, so that a conflict can be seen; the others are write-only. */
export const COMPARABLE_FIELDS = ['privacy', 'emailReports', 'excludeBots', 'excludeIps', 'favorite'] as const
export type ComparableField = (typeof COMPARABLE_FIELDS)[number]

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
}

export interface UpdateEdit extends EditBase {
  kind: 'update'
  websiteId: string
  patch: WebsitePatch
  /** The values of the patched fields the user saw when making the edit. */
  base: WebsitePatch
}

export interface DeleteEdit extends EditBase {
  kind: 'delete'
  websiteId: string
  /** The website as it was, to put it back if the server refuses. */
  before: Website
}

export type Edit = CreateEdit | UpdateEdit | DeleteEdit

/** What the caller of an edit learns: sent and accepted, or safely kept for later. */
export type EditOutcome =
  | { status: 'saved'; website: Website | null }
  | { status: 'queued'; website: Website | null; message: string }
  /** Someone changed the same field on the server: the edit waits for the user's choice (resolveConflict). */
  | { status: 'conflict'; website: Website | null; message: string; editId: string }

export type QuerySource = 'mirror' | 'server'

export interface QueryResult extends WebsitePage {
  /** Where the answer came from: the server answers until the first sweep is complete. */
  source: QuerySource
  /** True when the server could not be asked and the mirror, still incomplete, answered instead. */
  incomplete: boolean
}
