/**
 * What became of each website's change in a batch, as it happens: sent (applied, or the server had
 * it already), set aside (a conflict, a refusal), taken out of the outbox by someone else (the
 * website deleted meanwhile) — and, after a restart, what the outbox says of the edits a crash
 * left the log not knowing about.
 */
import { Emitter } from '../../../shared/base/event'
import { Disposable } from '../../../shared/base/lifecycle'
import { mergeLines } from '../../../shared/bulk/lines'
import type { BatchOutcome } from '../../../shared/bulk'
import { t } from '../../../shared/i18n'
import { SETTINGS, SETTING_FIELDS } from '../../../shared/website-schema'
import type { Website, WebsitePatch } from '../../../shared/website'
import type { BatchEntry, BatchLog, BatchRecord } from '../../mirror/batch-log'
import type { Conflict, Edit, UpdateEdit } from '../outbox/edits'
import type { DeliveredEdit } from '../outbox/outbox-streams'
import type { EngineState } from '../engine-state'
import type { OutboxSender } from '../outbox/outbox-sender'
import type { Conflicts } from '../outbox/conflicts'

/**
 * A batch whose record or edits could not be written: nothing of it went anywhere. Worded when it happens, in the
 * language shown then, and kept so in the batch's record.
 */
export function notSavedMessage(problem?: string): string {
  return problem === undefined ? t('bulk.results.notSaved') : t('bulk.results.notSavedBecause', { problem })
}

/**
 * Every change of a batch that never reached the outbox, as not sent — those waiting, and those
 * kept on this computer only (put back with the rest). Nothing of it runs any more.
 */
export function markNotSent(record: BatchRecord, message: string): void {
  for (const entry of record.entries) {
    if (entry.outcome !== 'waiting' && !(entry.outcome === 'applied' && entry.editId === null)) continue
    Object.assign(entry, { outcome: 'withdrawn', message })
    delete entry.before
    delete entry.after
  }
  record.cancelled = true
}

export interface TrackingDeps {
  state: EngineState
  sender: OutboxSender
  conflicts: Conflicts
  log: BatchLog
}

/** The settings an update wrote, as a website shows them (never a password). */
function valuesOf(website: Website | undefined, patch: WebsitePatch): WebsitePatch | undefined {
  if (!website) return undefined
  const values: WebsitePatch = {}
  for (const field of SETTING_FIELDS) {
    if (field === 'password' || patch[field] === undefined) continue
    const value = (SETTINGS[field].read as (website: Website) => unknown)(website)
    if (value !== undefined) Object.assign(values, { [field]: value })
  }
  return values
}

function outcomeOf(conflict: Conflict): { outcome: BatchOutcome; message: string } {
  if (conflict.kind === 'changed')
    return {
      outcome: 'conflict',
      message: t('bulk.results.changedElsewhere'),
    }
  return { outcome: 'rejected', message: conflict.kind === 'deleted' ? t('bulk.results.deleted') : conflict.message }
}

export class BatchTracker extends Disposable {
  private readonly changed = this._register(new Emitter<void>())
  readonly onDidChange = this.changed.event

  constructor(private readonly deps: TrackingDeps) {
    super()
    this.reconcile()
    this._register(deps.sender.onDidDeliver((delivered) => this.delivered(delivered)))
    this._register(deps.conflicts.onDidSetAside((edit) => this.setAside(edit)))
    this._register(deps.state.outbox.onDidChange(() => this.noticeDropped()))
  }

  /** The entry a batch edit carries a change for. */
  private entryOf(edit: Edit): { batchId: string; entry: BatchEntry } | undefined {
    if (edit.kind === 'create' || edit.batchId === undefined) return undefined
    const entry = this.deps.log.get(edit.batchId)?.entries.find((candidate) => candidate.editId === edit.id)
    return entry ? { batchId: edit.batchId, entry } : undefined
  }

  private record(edit: Edit, change: (entry: BatchEntry) => void): void {
    const found = this.entryOf(edit)
    if (!found) return
    this.deps.log.update(found.batchId, () => change(found.entry))
    this.changed.fire()
  }

  private delivered({ edit, delivered }: DeliveredEdit): void {
    if (delivered.result === 'set-aside') return
    this.record(edit, (entry) => {
      entry.message = null
      if (delivered.result === 'unchanged' || edit.kind !== 'update') {
        entry.outcome = delivered.result === 'unchanged' ? 'unchanged' : 'applied'
        return
      }
      entry.outcome = 'applied'
      Object.assign(entry, this.undoDetails(edit, delivered.before, delivered.after))
    })
  }

  private undoDetails(edit: UpdateEdit, before: Website | undefined, after: Website | undefined): Partial<BatchEntry> {
    const details: Partial<BatchEntry> = { before: valuesOf(before, edit.patch), after: valuesOf(after, edit.patch) }
    if (edit.lines && before) {
      const merged = mergeLines(before[edit.lines.field] ?? [], edit.lines)
      details.added = merged.added
      details.removed = merged.removed
    }
    return details
  }

  private setAside(edit: Edit): void {
    if (!edit.conflict) return
    const { outcome, message } = outcomeOf(edit.conflict)
    this.record(edit, (entry) => {
      entry.outcome = outcome
      entry.message = message
    })
  }

  /**
   * Waiting edits no longer in the outbox that nobody is sending: a delete of their website (or a cancel) took them
   * out.
   */
  private noticeDropped(): void {
    const inOutbox = new Set(this.deps.state.outbox.entries().map((entry) => entry.id))
    for (const record of this.deps.log.list()) {
      // Its edits are not in the outbox yet: being written, or never will be (then start() says so).
      if (!record.queued) continue
      const gone = record.entries.filter(
        (entry) =>
          entry.outcome === 'waiting' &&
          entry.editId !== null &&
          !inOutbox.has(entry.editId) &&
          !this.deps.sender.isSending(entry.editId),
      )
      if (gone.length === 0) continue
      this.deps.log.update(record.id, () => {
        for (const entry of gone) {
          entry.outcome = 'withdrawn'
          entry.message = record.withdrawing.includes(entry.editId!) ? null : t('bulk.results.dropped')
        }
      })
      this.changed.fire()
    }
  }

  /** After a restart: what the outbox says of the edits the log still has waiting. */
  private reconcile(): void {
    const edits = new Map(this.deps.state.outbox.entries().map((entry) => [entry.id, entry]))
    for (const record of this.deps.log.list()) {
      if (!record.queued && !this.settleQueued(record, edits)) continue
      const unknown = record.entries.filter(
        (entry) =>
          entry.outcome === 'waiting' &&
          entry.editId !== null &&
          (edits.get(entry.editId)?.conflict !== undefined || !edits.has(entry.editId)),
      )
      if (unknown.length === 0) continue
      this.deps.log.update(record.id, () => {
        for (const entry of unknown) {
          const conflict = edits.get(entry.editId!)?.conflict
          if (conflict) Object.assign(entry, outcomeOf(conflict))
          else if (record.withdrawing.includes(entry.editId!))
            Object.assign(entry, { outcome: 'withdrawn', message: null })
          else Object.assign(entry, { outcome: 'applied', message: t('bulk.results.sentBeforeStop') })
        }
      })
    }
  }

  /**
   * A record written before its edits, and not known to be queued: any of its edits in the outbox
   * says the outbox write went through (answers true); none says it never did, and the batch is
   * told as not sent rather than as sent before SiteTray stopped.
   */
  private settleQueued(record: BatchRecord, edits: ReadonlyMap<string, Edit>): boolean {
    const sends = record.entries.filter((entry) => entry.editId !== null)
    // A batch with nothing to send (unchanged, or kept on this computer) had nothing to queue.
    const queued = sends.length === 0 || sends.some((entry) => edits.has(entry.editId!))
    this.deps.log.update(record.id, () => {
      if (queued) record.queued = true
      else markNotSent(record, notSavedMessage())
    })
    return queued
  }
}
