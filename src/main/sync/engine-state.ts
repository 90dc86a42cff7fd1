/**
 * What this computer holds of one account, which every part of the engine reads and changes: the mirror (the
 * account's websites as last known), the outbox (the edits on their way), the writer every change to the mirror goes
 * through, the ids of websites created here, and the passwords of waiting edits. The parts get this one object and,
 * beside it, only the few collaborators they really work with.
 */
import { keepOutOfLog } from '../base/log'
import type { AccountMirror, Outbox } from '../mirror'
import type { Edit } from './outbox/edits'
import type { LocalIds } from './local-ids'
import type { MirrorWriter } from './mirror-writer'

export class EngineState {
  constructor(
    readonly mirror: AccountMirror,
    readonly outbox: Outbox<Edit>,
    readonly writer: MirrorWriter,
    readonly localIds: LocalIds,
    /** Passwords of edits in the outbox, which holds them without: in memory only, never on disk. */
    private readonly passwords: Map<string, string> = new Map(),
  ) {}

  /**
   * Kept until the edit is sent, refused for good or replaced; gone when SiteTray quits. Every password an edit
   * carries comes through here, so it is here that the log is told never to write it — not even once the edit is gone,
   * since the page it guards still has it.
   */
  rememberPassword(editId: string, password: string): void {
    keepOutOfLog(password)
    this.passwords.set(editId, password)
  }

  /** The password the edit carries, if SiteTray still holds it (it never does after a restart). */
  passwordOf(editId: string): string | undefined {
    return this.passwords.get(editId)
  }

  /** Whether the edit's password is held in memory only (a caller is told so). */
  holdsPassword(editId: string): boolean {
    return this.passwords.has(editId)
  }

  /** The edit is done with (sent, dropped or replaced): its password goes with it. */
  forgetPassword(editId: string): void {
    this.passwords.delete(editId)
  }
}
