/**
 * What went wrong on this computer (a file that could not be read or written, a bug), in words a
 * user can act on: never the system's code (EACCES, ENOSPC) or a programmer's message, which the
 * user can do nothing with.
 */
const SYSTEM_PROBLEMS: Readonly<Record<string, string>> = {
  ENOSPC: 'the disk is full',
  EDQUOT: 'the disk quota is used up',
  EACCES: 'SiteTray is not allowed to use its data folder',
  EPERM: 'SiteTray is not allowed to use its data folder',
  EROFS: 'the disk is read-only',
  EBUSY: 'another program is holding the file',
  EISDIR: 'a folder is where the file should be',
  EMFILE: 'the system has too many files open',
  ENFILE: 'the system has too many files open',
  EIO: 'the disk reported an error',
}

/** A clause to put after a colon ("could not save the change: the disk is full"), lower case. */
export function systemProblem(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (typeof code === 'string' && Object.hasOwn(SYSTEM_PROBLEMS, code)) return SYSTEM_PROBLEMS[code]!
  return typeof code === 'string' && /^E[A-Z]+$/.test(code)
    ? 'the system refused to read or write a file'
    : 'something unexpected went wrong'
}
