/**
 * One JSON document on disk that survives crashes and power loss: the file
 * is either the previous version or the new one, never a torn mix.
 *
 * write-file-atomic writes a temp file next to the target, fsyncs it and
 * renames it over the target. Around that this adds what a desktop app
 * needs: retries while Windows scanners hold the file, one write at a time
 * per file, an fsync of the folder so the rename itself is durable, removal
 * of temp files a killed process left behind, and a bad file moved aside
 * instead of a start-up failure. Only content that was read and is bad is
 * moved aside: a file the system would not let be read (EACCES, EIO, EBUSY)
 * may be perfectly good, so it stays where it is and is never overwritten.
 */
import { access, copyFile, mkdir, open, readFile, readdir, rename, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import writeFileAtomic from 'write-file-atomic'
import type { z } from 'zod'
import { Sequencer, systemProblem } from '../base'
import { DEFAULT_RETRY_DELAYS_MS, retryOnLock } from './retry-on-lock'
import { t } from '../../shared/i18n'

/** Replaces the whole file atomically and durably. Injectable so tests can simulate locks and count writes. */
export type AtomicWrite = (path: string, data: string) => Promise<void>

/**
 * Every file SiteTray keeps is its user's alone (folders 0700), whatever the umask: its websites, settings and logs
 * included.
 */
export const PRIVATE_FILE_MODE = 0o600
export const PRIVATE_FOLDER_MODE = 0o700

export const writeAtomically: AtomicWrite = (path, data) =>
  writeFileAtomic(path, data, { fsync: true, mode: PRIVATE_FILE_MODE })

/**
 * Atomic, but not synced: for a cache that can be made again, whose writes must not hold up the durable ones on the
 * same disk.
 */
export const writeAtomicallyUnsynced: AtomicWrite = (path, data) =>
  writeFileAtomic(path, data, { fsync: false, mode: PRIVATE_FILE_MODE })

/** The same, creating the file with `mode` (e.g. 0o600: only the user may read it). */
export function writeAtomicallyWithMode(mode: number): AtomicWrite {
  return (path, data) => writeFileAtomic(path, data, { fsync: true, mode })
}

export type Decoded<T> = { ok: true; value: T } | { ok: false; reason: string }

/** A decoder that holds a document to a schema; `reason` is what the notice says of one that fails it. */
export function decodeWith<T>(schema: z.ZodType<T>, reason: string): (raw: unknown) => Decoded<T> {
  return (raw) => {
    const parsed = schema.safeParse(raw)
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason }
  }
}

export type LoadResult<T> =
  | { status: 'missing'; removedTempFiles: number }
  | { status: 'loaded'; value: T; removedTempFiles: number }
  /** The file was renamed to `movedTo`, so nothing is lost and the next write starts afresh. */
  | { status: 'corrupt'; movedTo: string; reason: string; removedTempFiles: number }
  /**
   * The system refused to read the file (`reason` says why, in words): it is left in place and
   * every write to it is refused from now on, so that its content is there for the next start.
   */
  | { status: 'unreadable'; reason: string; removedTempFiles: number }

export interface JsonFileOptions {
  path: string
  /** Who may read the file; default PRIVATE_FILE_MODE (the user only). Ignored when `writeFile` is given. */
  mode?: number
  writeFile?: AtomicWrite
  /** Pauses between retries of a locked file; see retry-on-lock.ts. */
  retryDelaysMs?: readonly number[]
  /** False for a cache that can be made again: neither the file nor its folder is synced (default true). */
  durable?: boolean
}

export interface JsonFile {
  readonly path: string
  /**
   * Never throws over the file's content; only when the disk refuses even to move a bad file aside. After `unreadable`,
   * write() rejects.
   */
  load<T>(decode: (raw: unknown) => Decoded<T>): Promise<LoadResult<T>>
  /** Serializes `value` now and writes it after any earlier write to this file has finished. */
  write(value: unknown): Promise<void>
}

export function openJsonFile({
  path,
  mode,
  durable = true,
  writeFile = !durable ? writeAtomicallyUnsynced : mode === undefined ? writeAtomically : writeAtomicallyWithMode(mode),
  retryDelaysMs = DEFAULT_RETRY_DELAYS_MS,
}: JsonFileOptions): JsonFile {
  const folder = dirname(path)
  const name = basename(path)
  const writes = new Sequencer()
  /** Why the file could not be read at load: while set, nothing overwrites it. */
  let unreadable: NodeJS.ErrnoException | null = null

  async function load<T>(decode: (raw: unknown) => Decoded<T>): Promise<LoadResult<T>> {
    const removedTempFiles = await removeStaleTempFiles(folder, name)
    let text: string
    try {
      text = await retryOnLock(() => readFile(path, 'utf8'), retryDelaysMs)
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (code === 'ENOENT') return { status: 'missing', removedTempFiles }
      // A folder where the file should be never becomes readable by waiting: it goes aside (kept) like bad content.
      if (code === 'EISDIR') return moveAside(systemProblem(error), removedTempFiles)
      unreadable = error as NodeJS.ErrnoException
      return { status: 'unreadable', reason: systemProblem(error), removedTempFiles }
    }
    unreadable = null
    let raw: unknown
    try {
      raw = JSON.parse(text)
    } catch {
      return moveAside(t('sync.storage.damaged'), removedTempFiles)
    }
    const decoded = decode(raw)
    if (!decoded.ok) return moveAside(decoded.reason, removedTempFiles)
    return { status: 'loaded', value: decoded.value, removedTempFiles }
  }

  async function moveAside(reason: string, removedTempFiles: number): Promise<LoadResult<never>> {
    const movedTo = await freeCorruptName(path)
    try {
      await retryOnLock(() => rename(path, movedTo), retryDelaysMs)
    } catch {
      // A rename can be refused where a copy is not (e.g. a read-only attribute): a copy keeps the bytes just as well.
      await copyFile(path, movedTo)
    }
    return { status: 'corrupt', movedTo, reason, removedTempFiles }
  }

  function write(value: unknown): Promise<void> {
    const text = JSON.stringify(value)
    // The next write waits for this one whatever its outcome; the caller still sees the failure.
    return writes.queue(async () => {
      // The same cause as the read's, so that whoever reports the failed write says it in the same words.
      if (unreadable)
        throw Object.assign(new Error(`${name} could not be read, so it is not overwritten`), { code: unreadable.code })
      await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE })
      await retryOnLock(() => writeFile(path, text), retryDelaysMs)
      if (durable) await fsyncFolder(folder)
    })
  }

  return { path, load, write }
}

/** What the user is told about a file that was moved aside: what it held, why, and where it is kept. */
export function movedAsideNotice(what: string, result: { movedTo: string; reason: string }): string {
  return t('sync.storage.movedAside', { what, reason: result.reason, file: result.movedTo })
}

/**
 * What the user is told about a file the system would not let be read: what it holds, why, and that it was left alone.
 */
export function unreadableNotice(what: string, result: { reason: string }): string {
  return t('sync.storage.unreadable', { what, reason: result.reason })
}

/** write-file-atomic names its temp file `<name>.<uint32 in decimal>` next to the target. */
function isTempFileOf(candidate: string, name: string): boolean {
  return (
    candidate.length > name.length + 1 &&
    candidate.startsWith(`${name}.`) &&
    /^\d{1,10}$/.test(candidate.slice(name.length + 1))
  )
}

/**
 * A temp file is only ever renamed over the target once complete, so one
 * still lying around at load belongs to a process that died mid-write and
 * holds nothing the target lacks. Called before this process writes.
 */
async function removeStaleTempFiles(folder: string, name: string): Promise<number> {
  let names: string[]
  try {
    names = await readdir(folder)
  } catch {
    return 0
  }
  let removed = 0
  for (const candidate of names) {
    if (!isTempFileOf(candidate, name)) continue
    try {
      await unlink(join(folder, candidate))
      removed += 1
    } catch {
      // Still locked by a scanner: the next start-up removes it.
    }
  }
  return removed
}

/** `websites.json.corrupt-2025-01-31T09-30-00-123Z`: sortable, and valid on Windows (no colons). */
async function freeCorruptName(path: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  for (let suffix = 0; ; suffix += 1) {
    const candidate = `${path}.corrupt-${stamp}${suffix === 0 ? '' : `-${suffix}`}`
    try {
      await access(candidate)
    } catch {
      return candidate
    }
  }
}

/**
 * fsync on the file makes its bytes durable; the rename that published it
 * lives in the folder, which needs its own fsync to survive a power cut.
 * Windows cannot open folders this way (and NTFS journals renames), so
 * failures are ignored.
 */
export async function fsyncFolder(folder: string): Promise<void> {
  let handle
  try {
    handle = await open(folder, 'r')
    await handle.sync()
  } catch {
    // See above: best effort where the platform does not support it.
  } finally {
    await handle?.close().catch(() => undefined)
  }
}
