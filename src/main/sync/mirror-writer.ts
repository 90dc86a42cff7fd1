/**
 * Every change the engine makes to the mirror goes through here, for two
 * reasons. A read of the server (a sweep, a refresh, a query) that started
 * before an edit carries older data than the mirror: the edit's changes are
 * sequenced so that such a read leaves them alone. And "websites changed" is
 * announced only when a change changed something, once per batch.
 */
import { Emitter } from '../../shared/base/event'
import { Disposable } from '../../shared/base/lifecycle'
import type { Website } from '../../shared/website'
import type { AccountMirror } from '../mirror'

/** A point in the sequence of edits' changes, taken when a read of the server starts. */
export type ReadMark = number

export class MirrorWriter extends Disposable {
  /** When each website was last changed by an edit. */
  private readonly editedAt = new Map<string, number>()
  private sequence = 0
  private batchDepth = 0
  private changedInBatch = false
  private readonly changed = this._register(new Emitter<void>())
  readonly onDidChange = this.changed.event

  constructor(private readonly mirror: AccountMirror) {
    super()
  }

  /** A change an edit makes (optimistic, reverted, or the server's answer to it). */
  write(website: Website): void {
    this.editedAt.set(website.id, ++this.sequence)
    this.note(this.mirror.upsert(website))
  }

  forget(websiteId: string): void {
    this.editedAt.set(websiteId, ++this.sequence)
    this.note(this.mirror.remove(websiteId))
  }

  /** A record a read of the server brought. */
  take(website: Website): void {
    this.note(this.mirror.upsert(website))
  }

  /** After a complete sweep: exactly these websites; edits older than `mark` need no more protection. */
  replaceAll(websites: readonly Website[], mark: ReadMark): void {
    this.note(this.mirror.replaceAll(websites))
    for (const [id, sequence] of this.editedAt) if (sequence <= mark) this.editedAt.delete(id)
  }

  mark(): ReadMark {
    return this.sequence
  }

  editedSince(websiteId: string, mark: ReadMark): boolean {
    return (this.editedAt.get(websiteId) ?? 0) > mark
  }

  /** Runs `change`, announcing at most one "websites changed" for all it did. */
  batch<T>(change: () => T): T {
    this.batchDepth += 1
    try {
      return change()
    } finally {
      this.batchDepth -= 1
      if (this.batchDepth === 0 && this.changedInBatch) {
        this.changedInBatch = false
        this.changed.fire()
      }
    }
  }

  private note(changed: boolean): void {
    if (!changed) return
    if (this.batchDepth > 0) this.changedInBatch = true
    else this.changed.fire()
  }
}
