/**
 * A file replaced only once its new bytes have been read back from the disk and found right: for
 * a file rewritten in a new format, where the old content is the only copy until the new one is
 * known to hold everything. Until the rename the old file is untouched; a crash before it leaves
 * the old file and a temp file that the next load removes (named as write-file-atomic names its
 * own, see json-file.ts), a crash after it the new file, synced — never neither.
 */
import { randomBytes } from 'node:crypto'
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { fsyncFolder, PRIVATE_FILE_MODE, PRIVATE_FOLDER_MODE } from './json-file'
import { DEFAULT_RETRY_DELAYS_MS, retryOnLock } from './retry-on-lock'

/** Writes `data` to `path` atomically and durably, and only if `verify` accepts what the disk gives back. */
export type VerifiedWrite = (path: string, data: string, verify: (written: string) => boolean) => Promise<void>

export function writeAtomicallyVerified(retryDelaysMs: readonly number[] = DEFAULT_RETRY_DELAYS_MS): VerifiedWrite {
  return async (path, data, verify) => {
    const folder = dirname(path)
    const temp = `${path}.${randomBytes(4).readUInt32BE(0)}`
    await mkdir(folder, { recursive: true, mode: PRIVATE_FOLDER_MODE })
    try {
      const handle = await open(temp, 'wx', PRIVATE_FILE_MODE)
      try {
        // Whatever the umask: the file is the user's alone.
        await handle.chmod(PRIVATE_FILE_MODE)
        await handle.writeFile(data, 'utf8')
        await handle.sync()
      } finally {
        await handle.close()
      }
      if (!verify(await readFile(temp, 'utf8')))
        throw new Error(`${basename(path)} did not read back as it was written; the file it replaces is kept`)
      await retryOnLock(() => rename(temp, path), retryDelaysMs)
    } catch (error) {
      await retryOnLock(() => rm(temp, { force: true }), retryDelaysMs).catch(() => undefined)
      throw error
    }
    await fsyncFolder(folder)
  }
}
