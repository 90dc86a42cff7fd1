/**
 * Which websites the user edited last, per account, in `<data>/recent.json`:
 * the tray shows them when an account has no favorites. Ids only, newest
 * first, a few per account. Every edit the user makes — in the window or from
 * the tray — is recorded here, by the services, in one place (recordEdit).
 */
import { join } from 'node:path'
import { z } from 'zod'
import { createLogger } from '../base'
import { decodeWith, openKeptDocument } from '../storage'
import { isLocalId } from '../sync'
import type { EditSettled } from '../../shared/ipc-contract'
import type { EditOutcome } from '../../shared/sync'

export const RECENT_FILE = 'recent.json'
const KEPT_PER_ACCOUNT = 10
const SAVE_DELAY_MS = 200
const MAX_SAVE_DELAY_MS = 1_000
const log = createLogger('recent')

const schema = z.record(z.string(), z.array(z.string()).max(100))

export interface RecentEdits {
  of(accountId: string): readonly string[]
  /** Moves the website to the front of its account's list. */
  touch(accountId: string, websiteId: string): void
  forget(accountId: string): void
  /**
   * A new website answered before the server made it: its local id is listed until the edit's end names the server's.
   */
  awaitServerId(accountId: string, editId: string, localId: string): void
  /** An edit answered before its end has ended: a new website takes its server id in the list, in its place. */
  settled(settled: EditSettled): void
  /** Writes what is waiting; never rejects. */
  close(): Promise<void>
}

export async function openRecentEdits(dataDir: string): Promise<RecentEdits> {
  const onWriteFailed = (error: unknown): void => log.warn('could not save recent edits', error)
  const document = await openKeptDocument({
    path: join(dataDir, RECENT_FILE),
    decode: decodeWith(schema, 'not a list of recent edits'),
    debounceMs: SAVE_DELAY_MS,
    maxDelayMs: MAX_SAVE_DELAY_MS,
    onWriteFailed,
  })
  const recent = new Map<string, string[]>(Object.entries(document.loaded ?? {}))
  const writer = document.keep(() => Object.fromEntries(recent))
  /** Local ids listed until their create's end, by edit id. */
  const awaited = new Map<string, { accountId: string; localId: string }>()

  return {
    of: (accountId) => recent.get(accountId) ?? [],
    touch(accountId, websiteId) {
      const list = (recent.get(accountId) ?? []).filter((id) => id !== websiteId)
      recent.set(accountId, [websiteId, ...list].slice(0, KEPT_PER_ACCOUNT))
      writer.changed()
    },
    forget(accountId) {
      if (recent.delete(accountId)) writer.changed()
    },
    awaitServerId(accountId, editId, localId) {
      awaited.set(editId, { accountId, localId })
    },
    settled({ editId, websiteId }) {
      const local = awaited.get(editId)
      if (!local) return
      awaited.delete(editId)
      const list = recent.get(local.accountId)
      if (!list?.includes(local.localId)) return
      const named = list.flatMap((id) =>
        id === local.localId ? (websiteId === null ? [] : [websiteId]) : id === websiteId ? [] : [id],
      )
      recent.set(local.accountId, named)
      writer.changed()
    },
    close: () => writer.close().catch(onWriteFailed),
  }
}

/**
 * Runs an edit the user made and records its website as recently edited:
 * before the edit when the website is known (so that a menu drawn while the
 * edit is on its way already shows it first), and under the id the outcome
 * names when that differs (a website created here gets the server's id).
 */
export async function recordEdit(
  recent: RecentEdits,
  accountId: string,
  websiteId: string | undefined,
  edit: () => Promise<EditOutcome>,
): Promise<EditOutcome> {
  if (websiteId !== undefined) recent.touch(accountId, websiteId)
  const outcome = await edit()
  const savedAs = outcome.website?.id
  if (savedAs !== undefined && savedAs !== websiteId) recent.touch(accountId, savedAs)
  if (savedAs !== undefined && outcome.status === 'queued' && isLocalId(savedAs))
    recent.awaitServerId(accountId, outcome.editId, savedAs)
  return outcome
}
