/**
 * Edits the server has not accepted yet (docs/architecture.md, "Sync and storage"). Unlike the mirror,
 * nothing here is coalesced: each call writes the whole (small) file
 * atomically and resolves only once it is on disk, because the caller tells
 * the user "saved" at that moment. Calls run one after another in call
 * order, and a call whose write fails changes nothing, so `entries()` is
 * always exactly what a restart would load.
 *
 * File `<dir>/<accountId>/outbox.json`:
 *   { "version": 1, "entries": [E, …] (oldest first), "rejected": [RejectedOutboxEntry, …] }
 *
 * An entry that no longer passes `parseEntry` (an app update changed the
 * format, a hand-edited file) is not dropped: it moves to `rejected`, in the
 * same file so it travels with the account and goes when the account does,
 * until someone calls `discardRejected()`.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { RunOnceScheduler, Sequencer } from '../base'
import { Emitter } from '../../shared/base/event'
import { openJsonFile, type AtomicWrite, type Decoded, type JsonFile } from '../storage'
import { type AccountLocation, accountDir, OUTBOX_FILE_NAME } from './account-paths'
import type { Outbox, OutboxEntry, ProblemListener } from './types'
import { warnAboutProblem } from './warn-about-problem'
import { t } from '../../shared/i18n'

export interface RejectedOutboxEntry {
  /** The entry exactly as it was stored. */
  entry: unknown
  reason: 'invalid' | 'duplicate-id'
  /** ISO time it was set aside. */
  rejectedAt: string
}

export interface FileOutbox<E extends OutboxEntry> extends Outbox<E> {
  /** Entries set aside at load, oldest first; kept on disk until discarded. */
  rejected(): readonly RejectedOutboxEntry[]
  discardRejected(): Promise<void>
  /** Waits for every call made so far, then refuses new ones. */
  close(): Promise<void>
}

export interface OpenOutboxOptions<E extends OutboxEntry> extends AccountLocation {
  /**
   * Checks (and may migrate) one stored entry; undefined sets it aside. Also
   * applied to every appended or replaced entry, so nothing is saved that the
   * next start would reject. Without it, any object with a non-empty string
   * `id` is accepted as an E.
   */
  parseEntry?: (raw: unknown) => E | undefined
  onProblem?: ProblemListener
  writeFile?: AtomicWrite
  retryDelaysMs?: readonly number[]
}

const OUTBOX_FORMAT_VERSION = 1
/** How long a quiet removal may wait for a write that carries it. */
const QUIET_REMOVAL_MS = 1_000

const outboxFileSchema = z.object({
  version: z.literal(OUTBOX_FORMAT_VERSION),
  entries: z.array(z.unknown()),
  rejected: z
    .array(z.object({ entry: z.unknown(), reason: z.enum(['invalid', 'duplicate-id']), rejectedAt: z.string() }))
    .default([]),
})

const anyEntry = z.looseObject({ id: z.string().min(1) })

interface OutboxState<E> {
  entries: readonly E[]
  rejected: readonly RejectedOutboxEntry[]
}

export async function openOutbox<E extends OutboxEntry>(options: OpenOutboxOptions<E>): Promise<FileOutbox<E>> {
  const { onProblem = warnAboutProblem } = options
  const parseEntry =
    options.parseEntry ?? ((raw: unknown) => (anyEntry.safeParse(raw).success ? (raw as E) : undefined))
  const file = openJsonFile({
    path: join(accountDir(options), OUTBOX_FILE_NAME),
    writeFile: options.writeFile,
    retryDelaysMs: options.retryDelaysMs,
  })
  const loaded = await file.load((raw) => decodeOutboxFile(raw, parseEntry))
  if (loaded.status === 'corrupt')
    onProblem({ kind: 'corrupt-file', file: file.path, movedTo: loaded.movedTo, reason: loaded.reason })
  if (loaded.status === 'unreadable') onProblem({ kind: 'unreadable-file', file: file.path, reason: loaded.reason })
  if (loaded.status === 'loaded' && loaded.value.newlyRejected > 0)
    onProblem({ kind: 'rejected-entries', file: file.path, count: loaded.value.newlyRejected })
  const state: OutboxState<E> =
    loaded.status === 'loaded' ? loaded.value.state : { entries: Object.freeze([]), rejected: Object.freeze([]) }
  return new FileOutboxStore(options.accountId, file, parseEntry, state)
}

class FileOutboxStore<E extends OutboxEntry> implements FileOutbox<E> {
  private readonly changes = new Sequencer()
  private closed = false
  private readonly changed = new Emitter<void>()
  /** Fires once a change is on disk (and in `entries()`); a quiet removal fires at once. */
  readonly onDidChange = this.changed.event
  /** Entries removed quietly: gone from `entries()`, still in the file until the next write. */
  private readonly quietlyRemoved = new Set<string>()
  private visible: readonly E[] | null = null
  private readonly quietWrite = new RunOnceScheduler(
    () => void this.commit((current) => current, { force: true }).catch(() => undefined),
    { delayMs: QUIET_REMOVAL_MS / 4, maxDelayMs: QUIET_REMOVAL_MS },
  )

  constructor(
    readonly accountId: string,
    private readonly file: JsonFile,
    private readonly parseEntry: (raw: unknown) => E | undefined,
    private state: OutboxState<E>,
  ) {}

  entries(): readonly E[] {
    if (this.quietlyRemoved.size === 0) return this.state.entries
    this.visible ??= Object.freeze(this.state.entries.filter((entry) => !this.quietlyRemoved.has(entry.id)))
    return this.visible
  }

  removeQuietly(id: string): void {
    if (this.closed || !this.entries().some((entry) => entry.id === id)) return
    this.quietlyRemoved.add(id)
    this.visible = null
    this.quietWrite.schedule()
    this.changed.fire()
  }

  rejected(): readonly RejectedOutboxEntry[] {
    return this.state.rejected
  }

  append(entry: E): Promise<void> {
    return this.commitEntry(entry, (entries, stored) => {
      if (entries.some((existing) => existing.id === stored.id))
        throw new Error(`The outbox already holds an entry ${JSON.stringify(stored.id)}`)
      return [...entries, stored]
    })
  }

  replace(entry: E): Promise<void> {
    return this.commitEntry(entry, (entries, stored) => {
      const position = entries.findIndex((existing) => existing.id === stored.id)
      if (position < 0) throw new Error(`The outbox holds no entry ${JSON.stringify(stored.id)}`)
      return entries.with(position, stored)
    })
  }

  remove(id: string): Promise<void> {
    // Removing what is already gone is not an error: replay and a user's discard may race.
    return this.commit((current) => {
      const position = current.entries.findIndex((existing) => existing.id === id)
      if (position < 0) return undefined
      return { ...current, entries: Object.freeze(current.entries.toSpliced(position, 1)) }
    })
  }

  rewrite(change: (entries: readonly E[]) => readonly E[]): Promise<void> {
    return this.commit((current) => {
      const next = change(current.entries)
      if (next === current.entries) return undefined
      const ids = new Set<string>()
      const stored = next.map((entry) => {
        if (ids.has(entry.id)) throw new Error(`The outbox would hold two entries ${JSON.stringify(entry.id)}`)
        ids.add(entry.id)
        // Entries already stored passed parseEntry when they were; only new or changed ones are checked.
        return current.entries.includes(entry) ? entry : this.storable(entry)
      })
      return { ...current, entries: Object.freeze(stored) }
    })
  }

  discardRejected(): Promise<void> {
    return this.commit((current) =>
      current.rejected.length === 0 ? undefined : { ...current, rejected: Object.freeze([]) },
    )
  }

  async close(): Promise<void> {
    // What was removed quietly is written before the file is let go.
    if (this.quietlyRemoved.size > 0 && !this.closed)
      await this.commit((current) => current, { force: true }).catch(() => undefined)
    this.closed = true
    this.quietWrite.dispose()
    await this.changes.whenIdle()
    this.changed.dispose()
  }

  /**
   * Runs `change` on the state as `entries()` shows it when its turn comes (quiet removals taken
   * out); undefined means nothing to write, unless removals wait for a write (`force`).
   */
  private commit(
    change: (current: OutboxState<E>) => OutboxState<E> | undefined,
    options: { force?: boolean } = {},
  ): Promise<void> {
    if (this.closed) return Promise.reject(new Error(`The outbox of account ${this.accountId} is closed`))
    return this.changes.queue(async () => {
      const removed = new Set(this.quietlyRemoved)
      const current = removed.size === 0 ? this.state : { ...this.state, entries: this.entries() }
      const next = change(current) ?? (options.force && removed.size > 0 ? current : undefined)
      if (next === undefined) return
      await this.file.write({ version: OUTBOX_FORMAT_VERSION, entries: next.entries, rejected: next.rejected })
      this.state = next
      // Removals made while this was written are not in it: they stay quiet until the next write.
      for (const id of removed) this.quietlyRemoved.delete(id)
      this.visible = null
      if (this.quietlyRemoved.size === 0) this.quietWrite.cancel()
      this.changed.fire()
    })
  }

  /** The entry as the next start would read it back, or an error now rather than a rejected entry later. */
  private storable(entry: E): E {
    const parsed = this.parseEntry(JSON.parse(JSON.stringify(entry)) as unknown)
    if (parsed === undefined) throw new TypeError(`Outbox entry ${JSON.stringify(entry.id)} does not pass parseEntry`)
    return parsed
  }

  /** Checks the entry now, then places it in the entries as they are when its turn comes. */
  private commitEntry(entry: E, place: (entries: readonly E[], stored: E) => readonly E[]): Promise<void> {
    let stored: E
    try {
      stored = this.storable(entry)
    } catch (error) {
      return Promise.reject(error)
    }
    return this.commit((current) => ({ ...current, entries: Object.freeze(place(current.entries, stored)) }))
  }
}

function decodeOutboxFile<E extends OutboxEntry>(
  raw: unknown,
  parseEntry: (raw: unknown) => E | undefined,
): Decoded<{ state: OutboxState<E>; newlyRejected: number }> {
  const file = outboxFileSchema.safeParse(raw)
  if (!file.success)
    return {
      ok: false,
      reason: t('sync.storage.notOutbox', { detail: z.prettifyError(file.error).replace(/\s+/g, ' ') }),
    }
  const entries: E[] = []
  const rejected: RejectedOutboxEntry[] = [...file.data.rejected]
  const rejectedAt = new Date().toISOString()
  const ids = new Set<string>()
  for (const candidate of file.data.entries) {
    const entry = parseEntry(candidate)
    if (entry === undefined) rejected.push({ entry: candidate, reason: 'invalid', rejectedAt })
    else if (ids.has(entry.id)) rejected.push({ entry: candidate, reason: 'duplicate-id', rejectedAt })
    else {
      ids.add(entry.id)
      entries.push(entry)
    }
  }
  return {
    ok: true,
    value: {
      state: { entries: Object.freeze(entries), rejected: Object.freeze(rejected) },
      newlyRejected: rejected.length - file.data.rejected.length,
    },
  }
}
