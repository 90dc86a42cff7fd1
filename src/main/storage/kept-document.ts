/**
 * A small document that lives in memory while SiteTray runs — the window's place, the list orders, a
 * form's draft — read once when its owner opens and written back, coalesced, whenever it changes. A
 * file that is missing or not valid reads as nothing, so the owner starts from its defaults.
 */
import { CoalescedWrite, type CoalescedWriteOptions } from './coalesced-write'
import { openJsonFile, type Decoded, type JsonFileOptions } from './json-file'

export interface KeptDocumentOptions<T>
  extends Pick<JsonFileOptions, 'path' | 'mode'>, Omit<CoalescedWriteOptions, 'file' | 'snapshot'> {
  decode: (raw: unknown) => Decoded<T>
}

export interface KeptDocument<T> {
  /** What the file held; null when there was none or it was not valid (then it was moved aside). */
  readonly loaded: T | null
  /** Writes back what `snapshot` gives, coalesced, each time the returned writer is told of a change. */
  keep(snapshot: () => unknown): CoalescedWrite
}

export async function openKeptDocument<T>(options: KeptDocumentOptions<T>): Promise<KeptDocument<T>> {
  const { path, mode, decode, ...writing } = options
  const file = openJsonFile({ path, ...(mode !== undefined && { mode }) })
  const loaded = await file.load(decode)
  return {
    loaded: loaded.status === 'loaded' ? loaded.value : null,
    keep: (snapshot) => new CoalescedWrite({ file, snapshot, ...writing }),
  }
}
