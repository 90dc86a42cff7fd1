import type { Event } from '../../shared/base/event'
import type { Website } from '../../shared/website'
import type { IndexQuery, IndexWindow } from './website-index'

/** What the sync engine remembers about an account's sweeps, kept with its websites. */
export interface SweepState {
  /** ISO time the last complete full sweep finished, or null before the first one. */
  completedAt: string | null
}

/**
 * One account's websites on disk (docs/architecture.md, "Sync and storage"): loaded once at start-up,
 * then held in memory and answered from there. Changes are written back in
 * coalesced, atomic writes; `flush()` waits for them.
 */
export interface AccountMirror {
  readonly accountId: string
  /** Every website, in display order (the server's order; new ones first). Do not mutate. */
  list(): readonly Website[]
  get(id: string): Website | undefined
  /** A window of the list for a search, a filter and an order, from the mirror's index (see website-index.ts). */
  listWindow(query: IndexQuery): IndexWindow
  /**
   * Replaces the website with the same id in place, or inserts a new one first; false when it held these values
   * already.
   */
  upsert(website: Website): boolean
  /** False when there was no such website. */
  remove(id: string): boolean
  /** After a complete sweep: exactly these websites, in this order; false when that is what it held. */
  replaceAll(websites: readonly Website[]): boolean
  sweepState(): SweepState
  setSweepState(state: SweepState): void
  /** Resolves when every change made so far is on disk. */
  flush(): Promise<void>
  /** Flushes and stops the write timer. */
  close(): Promise<void>
}

/** A persisted entry of the outbox: anything JSON-serializable with a unique id. */
export interface OutboxEntry {
  id: string
}

/**
 * Edits not yet accepted by the server, in the order they were made. Every
 * mutating call resolves only once the change is durably on disk (fsync +
 * rename): the caller may then tell the user the edit is saved. Calls take
 * effect one after another, in call order.
 */
export interface Outbox<E extends OutboxEntry> {
  readonly accountId: string
  /** Fires once a change is on disk (and in `entries()`). */
  readonly onDidChange: Event<void>
  entries(): readonly E[]
  append(entry: E): Promise<void>
  /** Replaces the entry with the same id, keeping its place. */
  replace(entry: E): Promise<void>
  remove(id: string): Promise<void>
  /**
   * Takes the entry out of `entries()` at once and out of the file with the next write, or within
   * moments: for an entry whose replay after a crash is harmless (an update the server has taken is
   * read, found there, and dropped), so that a batch of thousands does not rewrite the file for each.
   */
  removeQuietly(id: string): void
  /**
   * Several changes in one write, so that a crash leaves all of them or none:
   * `change` gets the entries as they are when this call's turn comes (after
   * every earlier call) and returns the new list; returning the same list
   * writes nothing.
   */
  rewrite(change: (entries: readonly E[]) => readonly E[]): Promise<void>
}

/**
 * Something the mirror or the outbox noticed and worked around without
 * failing: start-up never throws over a bad file, it reports here instead.
 * Paths only, never file contents.
 */
export type StoreProblem =
  /** The file did not parse or had the wrong shape; it was renamed to `movedTo` and the store started empty. */
  | { kind: 'corrupt-file'; file: string; movedTo: string; reason: string }
  /** The system would not let the file be read (EIO, EACCES): left in place, never overwritten, read at the next start. */
  | { kind: 'unreadable-file'; file: string; reason: string }
  /** Websites that failed validation were left out of the mirror (the next sweep brings them back). */
  | { kind: 'dropped-websites'; file: string; count: number }
  /** Outbox entries that failed `parseEntry` (or repeated an id) were set aside, see `FileOutbox.rejected()`. */
  | { kind: 'rejected-entries'; file: string; count: number }
  /** A coalesced mirror write failed even after retries; it is tried again later. */
  | { kind: 'write-failed'; file: string; error: Error }
  /** The mirror's file could not be rewritten in the current format: kept as it was, written in its format, tried again at the next start. */
  | { kind: 'not-migrated'; file: string; error: Error }

export type ProblemListener = (problem: StoreProblem) => void
