/**
 * Everything SiteTray keeps on disk goes through here: one JSON document per
 * file, written atomically, one write at a time, a file that cannot be read
 * moved aside (kept, never deleted) with a notice for the user, and — for
 * documents that change often — writes coalesced while they change.
 */
export { decodeWith, openJsonFile, movedAsideNotice, writeAtomically, writeAtomicallyUnsynced, writeAtomicallyWithMode, type AtomicWrite, type Decoded, type JsonFile, type JsonFileOptions, type LoadResult } from './json-file'
export { CoalescedWrite, type CoalescedWriteOptions } from './coalesced-write'
export { DEFAULT_RETRY_DELAYS_MS, isTransientLockError, retryOnLock } from './retry-on-lock'
