/**
 * Bulk changes (docs/architecture.md, "Bulk changes"): one change to many websites of the account,
 * previewed, then carried out as ordinary edits tagged with their batch — so offline, restarts,
 * 429s and conflicts go as for single edits — sent in the background stream, behind every edit
 * the user makes meanwhile. Websites are selected by id or by the list's search and filter,
 * resolved from the mirror (batch-selection.ts), so that "all 3,400 matching" counts rows the window never loaded.
 */
import { randomUUID } from 'node:crypto'
import { ApiError } from '../../api'
import { Emitter } from '../../../shared/base/event'
import { Disposable } from '../../../shared/base/lifecycle'
import { mergeLines } from '../../../shared/bulk/lines'
import type { Batch, BatchSummary, BulkAction, BulkPreview } from '../../../shared/bulk'
import type { AccountRequestOf } from '../../../shared/ipc-interfaces'
import { hasErrors } from '../../../shared/validation'
import { t } from '../../../shared/i18n'
import { type Website } from '../../../shared/website'
import { KeptPreviews, selectWebsites } from './batch-selection'
import type { BatchLog, BatchRecord } from '../../mirror/batch-log'
import { createLogger, inBackground, systemProblem } from '../../base'
import { describePlans, checkAction, planChange, type PlannedChange } from './batch-plan'
import { batchOf, isRunning, summarize, undoCandidates, undoPatch } from './batch-summary'
import { BatchTracker, markNotSent, notSavedMessage } from './batch-tracking'
import { editFor, entryFor, showSteps, type Step } from './batch-steps'
import { revertPatch, withoutPassword, type Edit } from '../outbox/edits'
import type { Variant } from '../../../shared/website'
import type { EngineState } from '../engine-state'
import type { OutboxSender } from '../outbox/outbox-sender'
import type { Conflicts } from '../outbox/conflicts'
import type { EditWaiters } from '../outbox/edit-waiters'
import { invalidRequest } from '../reading/remote-query'

const log = createLogger('batches')

function notSaved(error: unknown): ApiError {
  return new ApiError({
    kind: 'server',
    message: t('bulk.errors.notSaved', { problem: systemProblem(error) }),
  })
}

export interface BatchesDeps {
  state: EngineState
  variant: Variant
  waiters: EditWaiters
  sender: OutboxSender
  conflicts: Conflicts
  accountId: string
  log: BatchLog
}

export class Batches extends Disposable {
  private readonly previews = new KeptPreviews()
  private readonly changed = this._register(new Emitter<void>())
  /** A batch began, moved on, ended or went. */
  readonly onDidChange = this.changed.event

  constructor(private readonly deps: BatchesDeps) {
    super()
    const tracker = this._register(new BatchTracker(deps))
    this._register(tracker.onDidChange(() => this.changed.fire()))
  }

  /** What the change would do to each selected website, before anything is queued. */
  preview({ selection, action }: AccountRequestOf<'bulk:preview'>): BulkPreview {
    const errors = checkAction(action)
    if (hasErrors(errors)) throw invalidRequest(errors)
    const websites = selectWebsites(this.deps.state, selection)
    if (websites.length === 0) throw new ApiError({ kind: 'invalid_request', message: t('bulk.errors.noneListed') })
    const plans = websites.map((website) => planChange(website, action))
    const previewId = this.previews.keep({ ids: websites.map((website) => website.id), action })
    const changing = plans.filter((plan) => plan.kind === 'change').length
    return {
      previewId,
      ...describePlans(plans, action),
      total: websites.length,
      changing,
      incomplete: this.deps.state.mirror.sweepState().completedAt === null,
    }
  }

  /** Carries out a preview: the batch on disk, then its edits in the outbox in one write, then on their way. */
  async apply({
    previewId,
    replaceUnknown = false,
  }: Pick<AccountRequestOf<'bulk:apply'>, 'previewId' | 'replaceUnknown'>): Promise<BatchSummary> {
    const kept = this.previews.take(previewId)
    if (!kept) throw new ApiError({ kind: 'not_found', message: t('bulk.errors.stalePreview') })
    const { action } = kept
    // Planned again against the mirror as it is now: the websites are the ones previewed.
    const plans = kept.ids
      .flatMap((id) => this.deps.state.mirror.get(id) ?? [])
      .map((website) => planChange(website, action, replaceUnknown))
    return this.start(
      action,
      plans.filter((plan) => plan.kind === 'change' || plan.kind === 'unchanged'),
      null,
    )
  }

  private async start(
    action: BulkAction,
    plans: PlannedChange[],
    undoOf: string | null,
    title = describePlans(plans, action).title,
  ): Promise<BatchSummary> {
    const { deps } = this
    const id = randomUUID()
    const madeAt = new Date().toISOString()
    const steps = plans.map((plan): Step => ({ plan, edit: editFor(plan, action, deps.variant, id, madeAt) }))
    const stored: BulkAction = action.kind === 'privacy' ? { kind: 'privacy', privacy: action.privacy } : action
    const record: BatchRecord = {
      id,
      title,
      createdAt: madeAt,
      action: stored,
      undoOf,
      undone: false,
      cancelled: false,
      queued: false,
      withdrawing: [],
      entries: steps.map(entryFor),
    }
    deps.log.add(record)
    try {
      await deps.log.flush()
    } catch (error) {
      // Not on disk, so not anywhere: nothing was shown or queued, and the caller hears why.
      deps.log.remove(id)
      throw notSaved(error)
    }
    const reverts = showSteps(deps.state, steps, madeAt)
    try {
      await this.queue(steps.flatMap((step) => step.edit ?? []))
    } catch (error) {
      reverts()
      // The record may be on disk already: it stays, saying what became of the change, now and after a restart.
      deps.log.update(id, (changing) => markNotSent(changing, notSavedMessage(systemProblem(error))))
      this.changed.fire()
      throw notSaved(error)
    }
    await this.noteQueued(id)
    for (const step of steps)
      if (step.edit?.kind === 'update' && step.edit.patch.password !== undefined)
        deps.state.rememberPassword(step.edit.id, step.edit.patch.password)
    this.changed.fire()
    inBackground(deps.sender.drain(), 'sending a bulk change')
    return this.summary(record)
  }

  /**
   * The batch's edits are in the outbox: said on disk at once, so that a restart does not take it
   * for a batch that never got there. Should that write fail, the restart finds the edits in the
   * outbox and knows anyway (batch-tracking.ts).
   */
  private async noteQueued(id: string): Promise<void> {
    this.deps.log.update(id, (changing) => (changing.queued = true))
    await this.deps.log
      .flush()
      .catch((error: unknown) => log.warn(`could not note that a bulk change was queued: ${systemProblem(error)}`))
  }

  /**
   * Into the outbox in one write, without their passwords. A deleted website's updates still
   * waiting go (as when the user deletes one website): sending them would only spend requests.
   */
  private async queue(edits: readonly Edit[]): Promise<void> {
    const { deps } = this
    const deleted = new Set(edits.flatMap((edit) => (edit.kind === 'delete' ? [edit.websiteId] : [])))
    const supersedes = (entry: Edit): boolean =>
      entry.kind === 'update' &&
      deleted.has(deps.state.localIds.resolve(entry.websiteId)) &&
      !deps.sender.isSending(entry.id)
    let superseded: Edit[] = []
    await deps.state.outbox.rewrite((entries) => {
      superseded = entries.filter(supersedes)
      return [...entries.filter((entry) => !superseded.includes(entry)), ...edits.map(withoutPassword)]
    })
    for (const entry of superseded) {
      deps.state.forgetPassword(entry.id)
      deps.waiters.settle(entry.id, { status: 'saved', website: null })
    }
  }

  list(): BatchSummary[] {
    return this.deps.log.list().map((record) => this.summary(record))
  }

  get({ batchId }: AccountRequestOf<'bulk:batch'>): Batch | null {
    const record = this.deps.log.get(batchId)
    return record ? batchOf(record, this.deps.accountId, (id) => this.deps.state.mirror.get(id)) : null
  }

  private summary(record: BatchRecord): BatchSummary {
    return summarize(record, this.deps.accountId, (id) => this.deps.state.mirror.get(id))
  }

  /** Done and cancelled batches sum up nothing; a running one's progress is what the status and the tray show. */
  progress(): { done: number; total: number } | null {
    const running = this.deps.log.list().filter(isRunning)
    if (running.length === 0) return null
    const total = running.reduce((sum, record) => sum + record.entries.length, 0)
    const waiting = running.reduce(
      (sum, record) => sum + record.entries.filter((entry) => entry.outcome === 'waiting').length,
      0,
    )
    return { done: total - waiting, total }
  }

  /**
   * What has not been sent is withdrawn (and shown as it was); what was sent stays, and is listed.
   * The edits to withdraw are written down first: a crash in between cannot make them look sent.
   */
  async cancel({ batchId }: AccountRequestOf<'bulk:cancel'>): Promise<BatchSummary> {
    const { deps } = this
    const record = this.require(batchId)
    const waiting = new Set(
      record.entries.flatMap((entry) => (entry.outcome === 'waiting' && entry.editId ? [entry.editId] : [])),
    )
    deps.log.update(batchId, (changing) => {
      changing.cancelled = true
      changing.withdrawing = [...waiting]
    })
    await deps.log.flush()
    let withdrawn: Edit[] = []
    await deps.state.outbox.rewrite((entries) => {
      withdrawn = entries.filter(
        (entry) => waiting.has(entry.id) && !entry.conflict && !deps.sender.isSending(entry.id),
      )
      return withdrawn.length === 0 ? entries : entries.filter((entry) => !withdrawn.includes(entry))
    })
    deps.state.writer.batch(() => {
      for (const edit of withdrawn) this.putBack(edit)
    })
    this.changed.fire()
    return this.summary(record)
  }

  /** A withdrawn edit's website shown as it was before it. */
  private putBack(edit: Edit): void {
    const { deps } = this
    deps.state.forgetPassword(edit.id)
    if (edit.kind === 'delete') return deps.state.writer.write(edit.before)
    if (edit.kind !== 'update') return
    const now = deps.state.mirror.get(edit.websiteId)
    if (now) deps.state.writer.write(revertPatch(now, { ...now, ...(edit.base as Partial<Website>) }, edit.patch))
  }

  /** Puts back the previous values of the websites nobody changed since the batch: a batch of its own. */
  async undo({ batchId }: AccountRequestOf<'bulk:undo'>): Promise<BatchSummary> {
    const record = this.require(batchId)
    const candidates = undoCandidates(record, (id) => this.deps.state.mirror.get(id))
    if (candidates.length === 0)
      throw new ApiError({
        kind: 'invalid_request',
        message: this.summary(record).undoNote ?? t('bulk.errors.nothingToUndo'),
      })
    const action = record.action
    const plans = candidates.map(({ entry, website }): PlannedChange => {
      if (action.kind !== 'lines') return { website, kind: 'change', patch: undoPatch(entry) }
      const lines = { field: action.field, add: entry.removed ?? [], remove: entry.added ?? [] }
      return {
        website,
        kind: 'change',
        lines,
        patch: { [action.field]: mergeLines(website[action.field] ?? [], lines).value },
      }
    })
    const reverse: BulkAction =
      action.kind === 'lines' ? { ...action, add: action.remove, remove: action.add, swap: false } : action
    const summary = await this.start(
      reverse,
      plans,
      batchId,
      t('bulk.title.undo', { title: this.summary(record).title }),
    )
    this.deps.log.update(batchId, (changing) => (changing.undone = true))
    this.changed.fire()
    return summary
  }

  /** Forgets a batch that has ended; its websites keep what it did. */
  dismiss({ batchId }: AccountRequestOf<'bulk:dismiss'>): void {
    const record = this.require(batchId)
    if (isRunning(record)) throw new ApiError({ kind: 'invalid_request', message: t('bulk.errors.stillRunning') })
    this.deps.log.remove(batchId)
    this.changed.fire()
  }

  private require(batchId: string): BatchRecord {
    const record = this.deps.log.get(batchId)
    if (!record) throw new ApiError({ kind: 'not_found', message: t('bulk.errors.gone') })
    return record
  }
}
