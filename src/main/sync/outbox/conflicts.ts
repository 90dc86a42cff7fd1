/**
 * Edits set aside for the user: someone changed the same field on the server,
 * the website is gone, or the server refused the edit when nobody was waiting
 * for it. They stay in the outbox (the user's values with them) until the
 * user chooses, and are announced when they are set aside.
 */
import { ApiError, type WebsitesClient } from '../../api'
import { Emitter } from '../../../shared/base/event'
import { Disposable } from '../../../shared/base/lifecycle'
import type { AccountRequestOf } from '../../../shared/ipc-interfaces'
import type { Website } from '../../../shared/website'
import {
  applyPatch,
  baseOf,
  conflictsIn,
  editWebsiteId,
  patchFor,
  revertPatch,
  withoutPassword,
  type Conflict,
  type Edit,
  type UpdateEdit,
} from './edits'
import { inBackground } from '../../base'
import type { EndDetail } from './edit-waiters'
import type { EngineState } from '../engine-state'
import type { AccountRequests } from '../requests'
import type { ServerRecords } from '../reading/server-records'
import type { EditWaiters } from './edit-waiters'
import { t, type MessageKey } from '../../../shared/i18n'

const MESSAGES: Record<Conflict['kind'], MessageKey> = {
  changed: 'sync.outbox.changed',
  deleted: 'sync.outbox.deleted',
  rejected: 'sync.outbox.rejected',
}

/**
 * How an edit set aside ended, for a caller told before that it was on its way: a refusal with the service's reasons,
 * or a conflict.
 */
function endOf(conflict: Conflict): EndDetail {
  if (conflict.kind !== 'rejected') return { outcome: 'conflict', message: t(MESSAGES[conflict.kind]) }
  const named = Object.keys(conflict.fieldErrors).length > 0
  return { outcome: 'refused', message: conflict.message, ...(named && { fieldErrors: conflict.fieldErrors }) }
}

export interface ConflictsDeps {
  state: EngineState
  client: WebsitesClient
  requests: AccountRequests
  records: ServerRecords
  waiters: EditWaiters
  /** A conflict was settled: its edit, or the website's edits waiting behind it, may go now. */
  onSettled: () => void
}

export class Conflicts extends Disposable {
  private readonly setAsideEmitter = this._register(new Emitter<Edit>())
  /** An edit was set aside; what is announced carries no password. */
  readonly onDidSetAside = this.setAsideEmitter.event

  constructor(private readonly deps: ConflictsDeps) {
    super()
  }

  list(): Edit[] {
    return conflictsIn(this.deps.state.outbox.entries())
  }

  async setAside(edit: Edit, conflict: Conflict): Promise<void> {
    const { deps } = this
    // The password stays in memory: neither the outbox nor an event (bound for IPC and logs) gets it.
    const kept = withoutPassword({ ...edit, conflict })
    const websiteId = deps.state.localIds.resolve(editWebsiteId(edit))
    // The mirror first, so that when the status says "conflict" the list already shows what it is about.
    deps.state.writer.batch(() => {
      // This edit no longer counts as on its way: the others still do.
      const pending = deps.records.pending(edit.id)
      // The mirror shows the server's value: the user's stays in the conflict until they choose.
      if (conflict.kind === 'changed' && !pending.deleted.has(websiteId))
        deps.state.writer.write(deps.records.reconciled(conflict.theirs, pending))
      if (conflict.kind === 'rejected' && edit.kind === 'update') {
        const current = deps.state.mirror.get(websiteId)
        if (current)
          deps.state.writer.write(revertPatch(current, { ...current, ...(edit.base as Partial<Website>) }, edit.patch))
      }
      if (conflict.kind === 'deleted') deps.state.writer.forget(websiteId)
    })
    let stillWaiting = false
    await deps.state.outbox.rewrite((entries) =>
      entries.map((entry) => {
        if (entry.id !== edit.id) return entry
        stillWaiting = true
        return kept
      }),
    )
    // An edit the user superseded meanwhile (a delete of its website) is gone already: nothing to keep or announce.
    if (!stillWaiting) return
    this.setAsideEmitter.fire(kept)
    deps.waiters.settle(
      edit.id,
      {
        status: 'conflict',
        website: deps.state.mirror.get(websiteId) ?? null,
        message: t(MESSAGES[conflict.kind]),
        editId: edit.id,
      },
      endOf(conflict),
    )
    // Whether the server has a password cannot be put back from the edit (nobody can read one back): ask it.
    if (
      conflict.kind === 'rejected' &&
      edit.kind === 'update' &&
      (edit.withheldPassword === true || edit.patch.password !== undefined)
    ) {
      inBackground(this.reload(websiteId), 'reloading a website')
    }
  }

  /**
   * The user's choice: `theirs` drops the edit and keeps the server's state;
   * `mine` sends the edit over the server's change.
   */
  async resolve({ editId, choice }: AccountRequestOf<'sync:resolveConflict'>): Promise<void> {
    const { deps } = this
    const edit = deps.state.outbox.entries().find((entry) => entry.id === editId)
    if (!edit?.conflict) throw new ApiError({ kind: 'not_found', message: t('sync.outbox.resolved') })
    const conflict = edit.conflict
    const websiteId = deps.state.localIds.resolve(editWebsiteId(edit))
    if (choice === 'mine') await this.sendMine(edit, conflict, websiteId)
    else await this.keepTheirs(edit, conflict, websiteId)
    deps.onSettled()
  }

  /** The edit goes over the server's change: based on the server's record now, shown again. */
  private async sendMine(edit: Edit, conflict: Conflict, websiteId: string): Promise<void> {
    const { deps } = this
    if (edit.kind !== 'update' || conflict.kind !== 'changed') {
      throw new ApiError({
        kind: 'invalid_request',
        message:
          conflict.kind === 'deleted' ? t('sync.outbox.onlyDiscardDeleted') : t('sync.outbox.onlyDiscardRefused'),
      })
    }
    const rebased: UpdateEdit = { ...edit, base: baseOf(conflict.theirs, edit.patch) }
    delete rebased.conflict
    await deps.state.outbox.replace(rebased)
    const shown = deps.state.mirror.get(websiteId) ?? conflict.theirs
    deps.state.writer.write(applyPatch(shown, patchFor(edit, shown), new Date().toISOString()))
  }

  /** The edit is dropped, and the server's record shown; edits that cannot stand without it go too. */
  private async keepTheirs(edit: Edit, conflict: Conflict, websiteId: string): Promise<void> {
    const { deps } = this
    // A website that is gone, or was never made, takes the edits still waiting behind this one with it.
    const goesWithIt = (entry: Edit): boolean =>
      entry.id === edit.id ||
      ((conflict.kind === 'deleted' || edit.kind === 'create') &&
        entry.kind !== 'create' &&
        deps.state.localIds.resolve(entry.websiteId) === websiteId)
    let dropped: Edit[] = []
    // Decided when the write's turn comes: a correction sent meanwhile (same id, no conflict) is not dropped.
    await deps.state.outbox.rewrite((entries) => {
      if (!entries.some((entry) => entry.id === edit.id && entry.conflict)) return entries
      dropped = entries.filter(goesWithIt)
      return entries.filter((entry) => !goesWithIt(entry))
    })
    if (dropped.length === 0)
      throw new ApiError({
        kind: 'not_found',
        message: t('sync.outbox.sentAgain'),
      })
    for (const entry of dropped) {
      deps.state.forgetPassword(entry.id)
      // The website's later edits go with it: a caller told "saved on this computer" hears that they will not be sent.
      if (entry.id !== edit.id)
        deps.waiters.settle(
          entry.id,
          { status: 'saved', website: null },
          {
            outcome: 'refused',
            message: t(conflict.kind === 'deleted' ? 'sync.outbox.droppedDeleted' : 'sync.outbox.droppedNotCreated'),
          },
        )
    }
    deps.state.writer.batch(() => {
      const stillShown =
        deps.state.mirror.get(websiteId) !== undefined && !deps.records.pending().deleted.has(websiteId)
      if (conflict.kind === 'changed' && stillShown) deps.state.writer.take(deps.records.reconciled(conflict.theirs))
      if (edit.kind === 'create') deps.state.writer.forget(edit.localId)
    })
    if (conflict.kind === 'rejected' && edit.kind === 'update')
      inBackground(this.reload(websiteId), 'reloading a website')
  }

  /** Best effort after a refused edit was discarded: show what the server really holds. */
  private async reload(websiteId: string): Promise<void> {
    const { deps } = this
    try {
      const server = await deps.requests.run('interactive', (signal) => deps.client.get(websiteId, { signal }))
      deps.state.writer.take(deps.records.reconciled(server))
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'not_found') deps.state.writer.forget(websiteId)
    }
  }
}
