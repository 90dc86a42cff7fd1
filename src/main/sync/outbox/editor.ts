/**
 * The user's edits as they are made: checked, shown at once in the mirror,
 * on disk in the outbox before anyone hears "saved", then handed to the
 * sender. The caller hears the outcome of its own edit, or, when the server
 * has not confirmed it within moments, that it is saved here and on its way
 * (edit-waiters.ts).
 */
import { randomUUID } from 'node:crypto'
import { ApiError } from '../../api'
import type { AccountRequestOf } from '../../../shared/ipc-interfaces'
import type { EditOutcome } from '../../../shared/sync'
import { hasErrors, normalizeDomain, validateWebsiteInput, validateWebsitePatch } from '../../../shared/validation'
import { COMPARABLE_FIELDS } from '../../../shared/website-schema'
import { type Website, type WebsiteInput, type WebsitePatch } from '../../../shared/website'
import { profileOf } from '../../../shared/variant-profile'
import {
  applyPatch,
  baseOf,
  hasFields,
  minimalPatch,
  normalizePatch,
  provisionalWebsite,
  revertPatch,
  splitFavorite,
  type CreateEdit,
  type DeleteEdit,
  type Edit,
  type UpdateEdit,
} from './edits'
import { isLocalId, newLocalId } from '../local-ids'
import { invalidRequest } from '../reading/remote-query'
import { systemProblem } from '../../base'
import type { Variant } from '../../../shared/website'
import type { EngineState } from '../engine-state'
import type { OutboxSender } from './outbox-sender'
import type { EditWaiters } from './edit-waiters'
import { abandonUnsent, submit } from './edit-submission'
import { t } from '../../../shared/i18n'

export interface EditorDeps {
  state: EngineState
  variant: Variant
  waiters: EditWaiters
  sender: OutboxSender
}

function nowIso(): string {
  return new Date().toISOString()
}

/** What the user saw of the fields they are changing, where the server's value can be compared with it. */
function seenBase(seen: WebsitePatch | undefined, patch: WebsitePatch): WebsitePatch {
  if (!seen) return {}
  const normalized = normalizePatch(seen)
  const base: WebsitePatch = {}
  for (const field of COMPARABLE_FIELDS) {
    if (field in patch && normalized[field] !== undefined) Object.assign(base, { [field]: normalized[field] })
  }
  return base
}

export class Editor {
  constructor(private readonly deps: EditorDeps) {}

  /** The website under this id, or under the server id a local id has turned into. */
  get(websiteId: string): Website | undefined {
    return this.deps.state.mirror.get(this.deps.state.localIds.resolve(websiteId))
  }

  async create({ input }: AccountRequestOf<'websites:create'>): Promise<EditOutcome> {
    const { deps } = this
    // Variant A keeps favorites on this computer: the server must not be asked to store one.
    const favoriteIsLocal = profileOf(deps.variant).favoritesLiveHere && input.favorite !== undefined
    const sent: WebsiteInput = { ...input }
    if (favoriteIsLocal) delete sent.favorite
    const errors = validateWebsiteInput(sent, deps.variant)
    if (hasErrors(errors)) throw invalidRequest(errors)
    const domain = this.newDomain(input.domain)

    const localId = newLocalId()
    const { favorite, ...settings } = sent
    const edit: CreateEdit = {
      id: randomUUID(),
      kind: 'create',
      localId,
      input: { ...settings, domain },
      madeAt: nowIso(),
    }
    // Servers ignore a favorite on create: it follows as an ordinary edit, kept and retried like any other.
    const followUps: UpdateEdit[] = favorite
      ? [
          {
            id: randomUUID(),
            kind: 'update',
            websiteId: localId,
            patch: { favorite: true },
            base: { favorite: false },
            madeAt: edit.madeAt,
          },
        ]
      : []
    deps.state.writer.write(
      provisionalWebsite(localId, { ...edit.input, favorite: input.favorite ?? false }, domain, edit.madeAt),
    )
    return submit(this.deps, edit, () => deps.state.writer.forget(localId), { followUps })
  }

  /**
   * The user's corrected version of an edit the server refused (or of one
   * whose password was lost in a restart) takes the refused one's place in
   * the outbox, so it keeps its turn before the website's later edits, and
   * goes again, under the same id. `change` holds the settings as the user
   * now wants them (and, for a website not yet created, perhaps another
   * domain); `seen`, what the form showed of the settings the refused edit did
   * not carry. A favorite changed with it goes where favorites live, as in
   * update: one retry is one call. Refused again, it goes back to Conflicts
   * with the new reason.
   */
  async retry({ editId, change, seen }: AccountRequestOf<'sync:retryEdit'>): Promise<EditOutcome> {
    const { deps } = this
    const refused = deps.state.outbox.entries().find((entry) => entry.id === editId)
    if (!refused?.conflict)
      throw new ApiError({
        kind: 'not_found',
        message: t('sync.outbox.notWaiting'),
      })
    if (refused.conflict.kind !== 'rejected' || refused.kind === 'delete') {
      throw new ApiError({
        kind: 'invalid_request',
        message: t('sync.outbox.onlyRefused'),
      })
    }
    const { domain, ...settings } = change
    if (refused.kind === 'create') return this.retryCreate(refused, settings, domain)
    if (domain !== undefined) throw invalidRequest({ domain: [t('sync.outbox.domainFixed')] })
    const { sent: patch, kept } = splitFavorite(settings, deps.variant)
    const errors = validateWebsitePatch(patch, deps.variant)
    if (hasErrors(errors)) throw invalidRequest(errors)
    if (kept !== undefined) await this.favoriteHere(refused.websiteId, kept)
    // The mirror went back to the server's values when the edit was refused: the correction is made against them.
    const current = this.require(refused.websiteId)
    const minimal = minimalPatch(current, patch)
    // What the user saw before any of it: the refused edit's own base, then the form's.
    const base = { ...baseOf(current, minimal), ...seenBase(seen, minimal), ...seenBase(refused.base, minimal) }
    const edit: UpdateEdit = {
      id: refused.id,
      kind: 'update',
      websiteId: current.id,
      patch: minimal,
      base,
      madeAt: nowIso(),
    }
    deps.state.writer.write(applyPatch(current, minimal, edit.madeAt))
    const revert = (): void => {
      const now = deps.state.mirror.get(current.id)
      if (now) deps.state.writer.write(revertPatch(now, current, minimal))
    }
    // Nothing left to send (the user put the server's values back): the refused edit simply goes.
    return submit(this.deps, edit, revert, { replaces: refused, dropIfEmpty: !hasFields(minimal) })
  }

  private async retryCreate(
    refused: CreateEdit,
    patch: WebsitePatch,
    domain: string | undefined,
  ): Promise<EditOutcome> {
    const { deps } = this
    // A favorite follows a create as an edit of its own, still queued behind this one.
    if (patch.favorite !== undefined) throw invalidRequest({ favorite: [t('sync.outbox.favoriteLater')] })
    const wanted: WebsiteInput = { ...refused.input, ...patch, domain: domain ?? refused.input.domain }
    const errors = validateWebsiteInput(wanted, deps.variant)
    if (hasErrors(errors)) throw invalidRequest(errors)
    const input: WebsiteInput = { ...wanted, domain: this.newDomain(wanted.domain, refused.localId) }
    // Under the same domain the earlier attempts still count: one of them may have made the website (its answer lost).
    const sameDomain = input.domain.toLowerCase() === refused.input.domain.toLowerCase()
    const edit: CreateEdit = {
      id: refused.id,
      kind: 'create',
      localId: refused.localId,
      input,
      madeAt: nowIso(),
      ...(sameDomain && refused.attempts ? { attempts: refused.attempts } : {}),
    }
    const shown = deps.state.mirror.get(refused.localId)
    const favorite = shown?.favorite ?? false
    deps.state.writer.write(provisionalWebsite(refused.localId, { ...input, favorite }, input.domain, edit.madeAt))
    const revert = (): void => {
      // Shown as it was while the create waits in Conflicts; gone when it was discarded meanwhile.
      const waits = deps.state.outbox
        .entries()
        .some((entry) => entry.kind === 'create' && entry.localId === refused.localId)
      if (waits && shown) deps.state.writer.write(shown)
      else deps.state.writer.forget(refused.localId)
    }
    return submit(this.deps, edit, revert, { replaces: refused })
  }

  /** A new website's domain as it will be sent; refused when the list has it already (except the website it is for). */
  private newDomain(typed: string, forLocalId?: string): string {
    const domain = normalizeDomain(typed, this.deps.variant)
    if (!domain.ok) throw invalidRequest({ domain: [domain.message] })
    const taken = this.deps.state.mirror
      .list()
      .some((website) => website.id !== forLocalId && website.domain.toLowerCase() === domain.value.toLowerCase())
    if (taken) throw invalidRequest({ domain: [t('sync.outbox.alreadyListed')] })
    return domain.value
  }

  /**
   * `seen`: the values the user's form showed before they changed them. A
   * window may hold a form open while a sweep brings another device's change
   * to the same field; measured against what the user saw, that change is a
   * conflict when the edit is sent instead of being silently overwritten.
   */
  async update({ websiteId, patch, seen }: AccountRequestOf<'websites:update'>): Promise<EditOutcome> {
    // Where a favorite lives (variant A: this computer) is decided here, not by the window.
    const { sent, kept } = splitFavorite(patch, this.deps.variant)
    const errors = kept !== undefined && !hasFields(sent) ? {} : validateWebsitePatch(sent, this.deps.variant)
    if (hasErrors(errors)) throw invalidRequest(errors)
    if (kept === undefined) return this.applyUpdate(websiteId, sent, seen)
    const local = await this.favoriteHere(websiteId, kept)
    return hasFields(sent) ? this.applyUpdate(websiteId, sent, seen) : local
  }

  /** Variant B stores favorites on the server; variant A on this computer only, without a request. */
  async favorite({ websiteId, favorite }: AccountRequestOf<'websites:favorite'>): Promise<EditOutcome> {
    if (profileOf(this.deps.variant).favoritesLiveOnServer) return this.applyUpdate(websiteId, { favorite })
    return this.favoriteHere(websiteId, favorite)
  }

  private async favoriteHere(websiteId: string, favorite: boolean): Promise<EditOutcome> {
    const before = this.require(websiteId)
    const website = applyPatch(before, { favorite }, nowIso())
    this.deps.state.writer.write(website)
    try {
      await this.deps.state.mirror.flush()
    } catch (error) {
      // Not on disk, so not kept: the list goes back to what a restart would show, and the user hears why.
      const now = this.deps.state.mirror.get(before.id)
      if (now) this.deps.state.writer.write(revertPatch(now, before, { favorite }))
      throw new ApiError({
        kind: 'server',
        message: t('sync.outbox.favoriteNotSaved', { problem: systemProblem(error) }),
      })
    }
    return { status: 'saved', website }
  }

  /**
   * The delete supersedes the website's updates still waiting (or set aside):
   * sending them first would only spend requests and could raise a conflict
   * over a website the user no longer wants. One on the wire already is left
   * to finish.
   */
  async remove({ websiteId }: AccountRequestOf<'websites:remove'>): Promise<EditOutcome> {
    const { deps } = this
    const before = this.require(websiteId)
    if (isLocalId(before.id)) return abandonUnsent(deps, before)
    const edit: DeleteEdit = { id: randomUUID(), kind: 'delete', websiteId: before.id, before, madeAt: nowIso() }
    const supersedes = (entry: Edit): boolean =>
      entry.kind === 'update' &&
      deps.state.localIds.resolve(entry.websiteId) === before.id &&
      !deps.sender.isSending(entry.id)
    deps.state.writer.forget(before.id)
    return submit(this.deps, edit, () => deps.state.writer.write(before), { supersedes })
  }

  private require(websiteId: string): Website {
    const website = this.get(websiteId)
    if (!website) throw new ApiError({ kind: 'not_found', message: t('sync.outbox.notListed') })
    return website
  }

  private async applyUpdate(websiteId: string, patch: WebsitePatch, seen?: WebsitePatch): Promise<EditOutcome> {
    const current = this.require(websiteId)
    const minimal = minimalPatch(current, patch)
    if (!hasFields(minimal)) return { status: 'saved', website: current }
    const base = { ...baseOf(current, minimal), ...seenBase(seen, minimal) }
    const edit: UpdateEdit = {
      id: randomUUID(),
      kind: 'update',
      websiteId: current.id,
      patch: minimal,
      base,
      madeAt: nowIso(),
    }
    this.deps.state.writer.write(applyPatch(current, minimal, edit.madeAt))
    return submit(this.deps, edit, () => {
      const now = this.deps.state.mirror.get(current.id)
      if (now) this.deps.state.writer.write(revertPatch(now, current, minimal))
    })
  }
}
