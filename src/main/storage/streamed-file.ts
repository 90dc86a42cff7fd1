/**
 * A file written as its parts come — a file of any size in bounded memory — that appears at its
 * path only whole: the parts go to a temp file beside it, which is synced, renamed over the path
 * once complete, and its folder synced (docs/architecture.md, "Sync and storage"), as
 * write-file-atomic does for a document written at once. A failure or a cancel removes the temp
 * file, so what was at the path before stays as it was.
 */
import { randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { realpath, rename, rm, stat } from 'node:fs/promises'
import { dirname } from 'node:path'
import { pipeline } from 'node:stream/promises'
import { fsyncFolder } from './json-file'
import { retryOnLock } from './retry-on-lock'

/** What a file of the user's gets when it is new: what any program's new file gets, less the umask. */
const NEW_FILE_MODE = 0o666

export interface StreamedWrite {
  /** The first stream gives the bytes, each next one is piped from the one before; the last one's output is written. */
  streams: ReadonlyArray<NodeJS.ReadableStream | NodeJS.ReadWriteStream>
  /** Stops the write; the temp file is removed and the path left as it was. */
  signal?: AbortSignal
}

/** The temp file beside `path`: a name the user can tell belongs to it; created exclusively, so it never takes another file's place. */
function tempPathOf(path: string): string {
  return `${path}.${randomBytes(4).toString('hex')}.tmp`
}

/**
 * Writes what the streams give to `path`, atomically. A link is followed, so that the file it
 * points to is replaced rather than the link; a file replaced keeps who may read it.
 */
export async function writeStreamedAtomically(path: string, { streams, signal }: StreamedWrite): Promise<void> {
  const target = await realpath(path).catch(() => path)
  const mode = await stat(target).then(
    (existing) => existing.mode & 0o777,
    () => NEW_FILE_MODE,
  )
  const temp = tempPathOf(target)
  try {
    // `flush`: the bytes are synced before the file is closed, so the rename never publishes a file the disk lacks.
    const file = createWriteStream(temp, { flags: 'wx', mode, flush: true })
    await pipeline([...streams, file], signal ? { signal } : {})
    await retryOnLock(() => rename(temp, target))
  } catch (error) {
    // A scanner may hold the temp file a moment (Windows), as it may hold the target.
    await retryOnLock(() => rm(temp, { force: true })).catch(() => undefined)
    throw error
  }
  await fsyncFolder(dirname(target))
}
