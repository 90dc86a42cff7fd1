/**
 * Records the server sent, taken into the mirror: combined with what only
 * this computer knows and with the edits still on their way, and never over
 * a change an edit made after the read began.
 */
import type { Website } from '../../../shared/website'
import { indexPending, withLocalKnowledge, withPendingEdits, type PendingIndex } from './merge'
import type { ReadMark } from '../mirror-writer'
import type { Variant } from '../../../shared/website'
import type { EngineState } from '../engine-state'

export interface ServerRecordsDeps {
  state: EngineState
  variant: Variant
}

export class ServerRecords {
  constructor(private readonly deps: ServerRecordsDeps) {}

  /** The outbox's waiting edits by website, except the one a record answers (it already contains it). */
  pending(answeredEditId?: string): PendingIndex {
    const edits = this.deps.state.outbox.entries()
    return indexPending(
      answeredEditId === undefined ? edits : edits.filter((edit) => edit.id !== answeredEditId),
      (id) => this.deps.state.localIds.resolve(id),
    )
  }

  /** The server's record as the user should see it: with local knowledge and the edits still on their way. */
  reconciled(server: Website, pending: PendingIndex = this.pending()): Website {
    const withLocal = withLocalKnowledge(server, this.deps.state.mirror.get(server.id), this.deps.variant)
    return withPendingEdits(withLocal, pending.updated.get(server.id) ?? [], new Date().toISOString())
  }

  /**
   * Records a list read returned, in its order as the user should see them:
   * a website deleted here stays away, one edited since the read began keeps
   * the mirror's version.
   */
  takeIn(websites: readonly Website[], readMark: ReadMark): Website[] {
    const pending = this.pending()
    const shown: Website[] = []
    this.deps.state.writer.batch(() => {
      for (const website of websites) {
        if (pending.deleted.has(website.id)) continue
        if (this.deps.state.writer.editedSince(website.id, readMark)) {
          const current = this.deps.state.mirror.get(website.id)
          if (current) shown.push(current)
          continue
        }
        const reconciled = this.reconciled(website, pending)
        this.deps.state.writer.take(reconciled)
        shown.push(reconciled)
      }
    })
    return shown
  }
}
