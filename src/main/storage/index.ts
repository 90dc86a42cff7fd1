/**
 * Everything SiteTray keeps on disk goes through here: one JSON document per
 * file, written atomically, one write at a time, content that is not valid
 * moved aside (kept, never deleted) with a notice for the user, a file the
 * system would not let be read left in place and never overwritten, and — for
 * documents that change often — writes coalesced while they change; and a file written as its
 * parts come (an export), put in place only whole; and a file rewritten in a new format, put in
 * place only once it reads back right.
 */
export {
  decodeWith,
  openJsonFile,
  movedAsideNotice,
  unreadableNotice,
  writeAtomically,
  writeAtomicallyUnsynced,
  writeAtomicallyWithMode,
  type AtomicWrite,
  type Decoded,
  type JsonFile,
  type JsonFileOptions,
  type LoadResult,
} from './json-file'
export { CoalescedWrite, type CoalescedWriteOptions } from './coalesced-write'
export { openKeptDocument, type KeptDocument, type KeptDocumentOptions } from './kept-document'
export { DEFAULT_RETRY_DELAYS_MS, isTransientLockError, retryOnLock } from './retry-on-lock'
export { writeStreamedAtomically, type StreamedWrite } from './streamed-file'
export { writeAtomicallyVerified, type VerifiedWrite } from './verified-write'
