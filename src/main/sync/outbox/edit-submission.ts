/**
 * How an edit the user made goes into the outbox (docs/architecture.md): on disk first, then to the sender, with the
 * edits it supersedes or replaces settled in the same write — kept apart from the Editor, which decides what an edit
 * is, so that every way in keeps the same order of disk, mirror and sender.
 */
import { randomUUID } from 'node:crypto'
import { ApiError } from '../../api'
import type { EditOutcome } from '../../../shared/sync'
import { type Website } from '../../../shared/website'
import { editWebsiteId, passwordOf, withoutPassword, type DeleteEdit, type Edit } from './edits'
import { inBackground, systemProblem } from '../../base'
import type { EngineState } from '../engine-state'
import type { OutboxSender } from './outbox-sender'
import type { EditWaiters } from './edit-waiters'
import { t } from '../../../shared/i18n'

export interface SubmissionDeps {
  state: EngineState
  waiters: EditWaiters
  sender: OutboxSender
}

/** What else an edit does to the outbox in its own write. */
export interface RelatedEdits {
  supersedes?: (entry: Edit) => boolean
  followUps?: readonly Edit[]
  replaces?: Edit
  dropIfEmpty?: boolean
}

/**
 * A website the server does not have yet: its edits leave the outbox and
 * nothing is sent. If its create is already on the wire, a delete waits
 * behind it on disk, so that neither a quit nor a crash can undo the
 * user's delete; it is sent as soon as the website exists.
 */
export async function abandonUnsent(deps: SubmissionDeps, website: Website): Promise<EditOutcome> {
  const localId = website.id
  deps.state.writer.forget(localId)
  const create = deps.state.outbox.entries().find((entry) => entry.kind === 'create' && entry.localId === localId)
  const onItsWay = create !== undefined && deps.sender.isSending(create.id)
  const goes = (entry: Edit): boolean =>
    entry.kind === 'create' ? entry.localId === localId && !onItsWay : entry.websiteId === localId
  const chaser: DeleteEdit | undefined = onItsWay
    ? { id: randomUUID(), kind: 'delete', websiteId: localId, before: website, madeAt: new Date().toISOString() }
    : undefined
  let dropped: Edit[] = []
  // Decided when the write's turn comes, so that an edit of the website still being written goes too.
  await deps.state.outbox.rewrite((entries) => {
    dropped = entries.filter(goes)
    return [...entries.filter((entry) => !dropped.includes(entry)), ...(chaser ? [chaser] : [])]
  })
  for (const entry of dropped) {
    deps.state.forgetPassword(entry.id)
    deps.waiters.settle(entry.id, { status: 'saved', website: null })
  }
  return { status: 'saved', website: null }
}

/**
 * On disk first, then to the sender; the caller hears the outcome of its
 * own edit. In the same write, the edits it `supersedes` leave the outbox
 * and its `followUps` go in behind it; an edit it `replaces` gives it its
 * place (or just leaves, with `dropIfEmpty`).
 */
export async function submit(
  deps: SubmissionDeps,
  edit: Edit,
  revert: () => void,
  related: RelatedEdits = {},
): Promise<EditOutcome> {
  const startedAt = Date.now()
  const { replaces, dropIfEmpty = false } = related
  const password = passwordOf(edit)
  const stored = withoutPassword(edit)
  let written: Written = { entries: [], superseded: [], replaced: false }
  try {
    await deps.state.outbox.rewrite((entries) => {
      written = withEdit(entries, stored, related)
      return written.entries
    })
  } catch (error) {
    revert()
    throw new ApiError({
      kind: 'server',
      message: t('sync.outbox.changeNotSaved', { problem: systemProblem(error) }),
    })
  }
  if (replaces) {
    deps.state.forgetPassword(replaces.id)
    if (!written.replaced) {
      // Discarded while this was being written: the user's last word was to drop it.
      revert()
      throw new ApiError({
        kind: 'not_found',
        message: t('sync.outbox.discarded'),
      })
    }
    if (dropIfEmpty) {
      inBackground(deps.sender.drain(), 'sending the outbox')
      return {
        status: 'saved',
        website: deps.state.mirror.get(deps.state.localIds.resolve(editWebsiteId(edit))) ?? null,
      }
    }
  }
  for (const entry of written.superseded) {
    deps.state.forgetPassword(entry.id)
    deps.waiters.settle(entry.id, { status: 'saved', website: null })
  }
  if (password !== undefined) deps.state.rememberPassword(edit.id, password)
  // The caller hears the server's answer if it comes in time, "saved on this computer — sending…" if not.
  const outcome = deps.waiters.wait(edit.id, revert, {
    websiteId: editWebsiteId(edit),
    startedAt,
    early: () => deps.sender.sendingAnswer(edit.id),
    backToConflicts: replaces !== undefined,
  })
  inBackground(deps.sender.drain(), 'sending the outbox')
  return outcome
}

interface Written {
  /** The outbox after the write. */
  entries: Edit[]
  superseded: Edit[]
  /** The edit it replaces was still there, and gave it its place. */
  replaced: boolean
}

/** The outbox with the edit in it, as submit() writes it. */
function withEdit(entries: readonly Edit[], stored: Edit, related: RelatedEdits): Written {
  const { supersedes = () => false, followUps = [], replaces, dropIfEmpty = false } = related
  const superseded = entries.filter(supersedes)
  const kept = entries.filter((entry) => !superseded.includes(entry))
  if (!replaces) return { entries: [...kept, stored, ...followUps], superseded, replaced: false }
  const at = kept.findIndex((entry) => entry.id === replaces.id)
  if (at === -1) return { entries: kept, superseded, replaced: false }
  return { entries: kept.toSpliced(at, 1, ...(dropIfEmpty ? [] : [stored])), superseded, replaced: true }
}
