/**
 * What went wrong on this computer (a file that could not be read or written, a bug), in words a
 * user can act on: never the system's code (EACCES, ENOSPC) or a programmer's message, which the
 * user can do nothing with.
 */
import { t, type MessageKey } from '../../shared/i18n'

const SYSTEM_PROBLEMS: Readonly<Record<string, MessageKey>> = {
  ENOSPC: 'sync.system.diskFull',
  EDQUOT: 'sync.system.quota',
  EACCES: 'sync.system.notAllowed',
  EPERM: 'sync.system.notAllowed',
  EROFS: 'sync.system.readOnly',
  EBUSY: 'sync.system.busy',
  EISDIR: 'sync.system.folder',
  EMFILE: 'sync.system.tooManyFiles',
  ENFILE: 'sync.system.tooManyFiles',
  EIO: 'sync.system.io',
}

/** A clause to put after a colon ("could not save the change: the disk is full"), lower case. */
export function systemProblem(error: unknown): string {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined
  if (typeof code === 'string' && Object.hasOwn(SYSTEM_PROBLEMS, code)) return t(SYSTEM_PROBLEMS[code]!)
  return typeof code === 'string' && /^E[A-Z]+$/.test(code) ? t('sync.system.refused') : t('sync.system.unexpected')
}
