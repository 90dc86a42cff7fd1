/**
 * One edit to the server and its answer into the mirror: the request, the
 * record the server returns reconciled with what is still on its way, and
 * the edit off the disk once the server has it.
 */
import { ApiError, type WebsitesClient } from '../../api'
import { sameValue } from '../../../shared/field-values'
import { type Website, type WebsiteInput } from '../../../shared/website'
import { profileOf } from '../../../shared/variant-profile'
import type { Lane } from '../../scheduler'
import {
  findConflicts,
  hasFields,
  minimalPatch,
  patchFor,
  provisionalWebsite,
  type CreateEdit,
  type DeleteEdit,
  type Edit,
  type UpdateEdit,
} from './edits'
import type { CreateAttempt } from '../../../shared/sync'
import { isLocalId } from '../local-ids'
import { withLocalKnowledge } from '../reading/merge'
import type { Variant } from '../../../shared/website'
import type { EngineState } from '../engine-state'
import type { AccountRequests } from '../requests'
import type { ServerRecords } from '../reading/server-records'
import type { Conflicts } from './conflicts'
import { t } from '../../../shared/i18n'

/**
 * How far the server's clock may be ahead of or behind this computer's for a website's creation time still to count as
 * evidence.
 */
const CLOCK_DIFFERENCE_MS = 2 * 60_000
/** What a create sets that the server shows back (a favorite follows as an update). */
const CREATE_SETTINGS_SHOWN = ['privacy', 'hasPassword', 'emailReports', 'excludeBots', 'excludeIps'] as const
/** Enough attempts to cover a lost answer and its retries; older ones only ever widen what could be adopted. */
const ATTEMPTS_KEPT = 10

/**
 * When each earlier attempt could have made the website on the server: from
 * its sending until its failure was seen (or, when SiteTray stopped first,
 * until the next attempt), widened by how far the clocks may differ (the
 * server also stores whole seconds).
 */
function attemptWindows(earlier: readonly CreateAttempt[], nowSentAt: string): Array<readonly [number, number]> {
  return earlier.map((attempt, index) => {
    const end = attempt.endedAt ?? earlier[index + 1]?.sentAt ?? nowSentAt
    return [Date.parse(attempt.sentAt) - CLOCK_DIFFERENCE_MS, Date.parse(end) + CLOCK_DIFFERENCE_MS] as const
  })
}

export interface DeliveryDeps {
  state: EngineState
  variant: Variant
  client: WebsitesClient
  requests: AccountRequests
  records: ServerRecords
  conflicts: Conflicts
}

/** How an edit went to the server. */
export interface Delivered {
  /** The website as it now stands; null when it is gone. */
  website: Website | null
  /**
   * `written`: the server took the change; `unchanged`: it had these values already, nothing
   * was written; `set-aside`: someone changed the same setting since, the edit waits in Conflicts.
   */
  result: 'written' | 'unchanged' | 'set-aside'
  /**
   * An update's website as the server had it right before the write, and as it answered after: what undoing it needs.
   */
  before?: Website
  after?: Website
}

export class Delivery {
  constructor(private readonly deps: DeliveryDeps) {}

  /**
   * Sends the edit's requests on `lane` (a bulk change's go in the background, so that the
   * user's own edits go first). Rejects with what the server or the network said.
   */
  async deliver(edit: Edit, lane: Lane = 'interactive'): Promise<Delivered> {
    const password = this.deps.state.passwordOf(edit.id)
    if (edit.withheldPassword && password === undefined) {
      // Thrown as a refusal, so that it is kept and reported like one.
      throw new ApiError({
        kind: 'validation',
        fieldErrors: { password: [t('sync.outbox.passwordLost')] },
        message: t('sync.outbox.passwordLost'),
      })
    }
    if (edit.kind === 'create') return { website: await this.create(edit, password), result: 'written' }
    const websiteId = this.serverIdOf(edit.websiteId)
    if (websiteId === null) {
      // Edits of a website that never reached the server: nothing to send.
      await this.done(edit)
      return { website: null, result: 'unchanged' }
    }
    if (edit.kind === 'delete') return { website: await this.remove(edit, websiteId, lane), result: 'written' }
    return this.update(password === undefined ? edit : { ...edit, patch: { ...edit.patch, password } }, websiteId, lane)
  }

  /**
   * The server's id, or null for a website that never reached the server (an
   * edit goes only after its website's create, so its create was refused).
   */
  private serverIdOf(websiteId: string): string | null {
    const serverId = this.deps.state.localIds.resolve(websiteId)
    return isLocalId(serverId) ? null : serverId
  }

  /**
   * The server's record is read right before every update, so that a change
   * someone else made to a field being changed is seen (the window is one
   * round trip): it is reported as a conflict, never overwritten.
   */
  private async update(edit: UpdateEdit, websiteId: string, lane: Lane): Promise<Delivered> {
    const { deps } = this
    const server = await deps.requests.run(lane, (signal) => deps.client.get(websiteId, { signal }))
    const merged = withLocalKnowledge(server, deps.state.mirror.get(websiteId), deps.variant)
    const fields = findConflicts(edit, merged)
    if (fields.length > 0) {
      await deps.conflicts.setAside(edit, {
        kind: 'changed',
        fields,
        theirs: merged,
        detectedAt: new Date().toISOString(),
      })
      return { website: deps.state.mirror.get(websiteId) ?? null, result: 'set-aside' }
    }
    // excludeParams is never returned, so the raw record (null) makes sure it is sent; a lines edit's list is made of
    // the one just read.
    const patch = minimalPatch(server, patchFor(edit, merged))
    if (!hasFields(patch)) {
      // The server already has these values (the edit arrived before a crash, or someone made the same change).
      await this.done(edit)
      return { website: this.accept(merged, edit.id), result: 'unchanged', before: merged, after: merged }
    }
    const saved = await deps.requests.run(lane, (signal) => deps.client.update(websiteId, patch, { signal }))
    await this.done(edit)
    const after = withLocalKnowledge(saved, merged, deps.variant)
    return {
      website: this.accept(saved, edit.id),
      result: 'written',
      before: merged,
      after: { ...after, ...('excludeParams' in patch && { excludeParams: patch.excludeParams ?? null }) },
    }
  }

  private async remove(edit: DeleteEdit, websiteId: string, lane: Lane): Promise<null> {
    const { deps } = this
    try {
      await deps.requests.run(lane, (signal) => deps.client.remove(websiteId, { signal }))
    } catch (error) {
      // Already gone (perhaps sent before a crash): what the user wanted.
      if (!(error instanceof ApiError && error.kind === 'not_found')) throw error
    }
    await this.done(edit)
    // Confirmed now: a sweep that read the page before the delete must not bring it back.
    deps.state.writer.forget(websiteId)
    return null
  }

  private async create(edit: CreateEdit, password: string | undefined): Promise<Website | null> {
    const { deps } = this
    const earlier = edit.attempts ?? []
    const attempt: CreateAttempt = { sentAt: new Date().toISOString() }
    const sending: CreateEdit = { ...edit, attempts: [...earlier.slice(1 - ATTEMPTS_KEPT), attempt] }
    // On disk before the request leaves: if its answer is lost, the next attempt knows one may have got through, and
    // when.
    await deps.state.outbox.replace(sending)
    const input = password === undefined ? sending.input : { ...sending.input, password }
    let created: Website
    try {
      created = await deps.requests.run('interactive', (signal) => deps.client.create(input, { signal }))
    } catch (error) {
      const domainTaken =
        error instanceof ApiError && error.kind === 'validation' && error.fieldErrors?.domain !== undefined
      const own =
        domainTaken && earlier.length > 0
          ? await this.findOwnEarlierCreate(sending, input, attemptWindows(earlier, attempt.sentAt))
          : undefined
      if (own) {
        created = own
      } else {
        // The answer may be lost with the website made: when that could have happened ends now.
        if (!domainTaken)
          await deps.state.outbox.replace({
            ...sending,
            attempts: [...sending.attempts!.slice(0, -1), { ...attempt, endedAt: new Date().toISOString() }],
          })
        throw error
      }
    }
    return this.adopt(sending, created)
  }

  /**
   * After a lost answer the retry meets "domain taken". The website is this
   * computer's own only when the evidence says so: it appeared while one of
   * the earlier attempts was on its way, with the settings that were sent.
   * Anything else — made before, or during an outage after the attempt had
   * failed — is someone else's website: the create fails with the domain's
   * error and nothing on the server is touched.
   */
  private async findOwnEarlierCreate(
    edit: CreateEdit,
    input: WebsiteInput,
    windows: ReadonlyArray<readonly [number, number]>,
  ): Promise<Website | undefined> {
    const { deps } = this
    const page = await deps.requests.run('interactive', (signal) =>
      deps.client.list({ search: edit.input.domain, perPage: profileOf(deps.variant).perPage.max }, { signal }),
    )
    const existing = page.items.find((website) => website.domain.toLowerCase() === edit.input.domain.toLowerCase())
    if (!existing || existing.createdAt === null) return undefined
    const createdAt = Date.parse(existing.createdAt)
    if (!windows.some(([from, to]) => createdAt >= from && createdAt <= to)) return undefined
    const sent = provisionalWebsite(edit.localId, input, edit.input.domain, existing.createdAt)
    const sameSettings = CREATE_SETTINGS_SHOWN.every((field) => sameValue(existing[field], sent[field]))
    return sameSettings ? existing : undefined
  }

  /**
   * The server's id replaces the local one: in the mirror and in the id
   * mapping together, before anything waits, so that the website can be found
   * and edited under either id at every moment; then on disk, in one write, in
   * every edit still naming the local id, and the create leaves the outbox.
   */
  private async adopt(edit: CreateEdit, created: Website): Promise<Website | null> {
    const { deps } = this
    const local = deps.state.mirror.get(edit.localId)
    const website =
      profileOf(deps.variant).favoritesLiveHere && local
        ? { ...created, favorite: local.favorite, favoritedAt: local.favoritedAt }
        : created
    deps.state.localIds.learn(edit.localId, created.id)
    // Gone from the mirror: the user deleted it while it was being created, and a delete follows it.
    const shown = local
      ? deps.state.writer.batch(() => {
          deps.state.writer.forget(edit.localId)
          return this.accept(website, edit.id)
        })
      : null
    await deps.state.outbox.rewrite((entries) =>
      entries.flatMap((entry) =>
        entry.id === edit.id
          ? []
          : entry.kind !== 'create' && entry.websiteId === edit.localId
            ? [{ ...entry, websiteId: created.id }]
            : [entry],
      ),
    )
    deps.state.forgetPassword(edit.id)
    return shown
  }

  /**
   * The edit leaves the outbox. A bulk edit leaves it quietly (the file follows within a second):
   * replayed after a crash, it is read, found on the server, and dropped — and a batch of
   * thousands does not rewrite the file for each of them, nor hold up the user's own edits.
   */
  private async done(edit: Edit): Promise<void> {
    if (edit.kind !== 'create' && edit.batchId !== undefined) this.deps.state.outbox.removeQuietly(edit.id)
    else await this.deps.state.outbox.remove(edit.id)
    this.deps.state.forgetPassword(edit.id)
  }

  /**
   * The server's record in the mirror, with the edits still on their way (not
   * the one it answers); null when the user deleted it meanwhile (the delete
   * waiting in the outbox removes it from the server too).
   */
  private accept(server: Website, answeredEditId: string): Website | null {
    const { deps } = this
    const pending = deps.records.pending(answeredEditId)
    if (pending.deleted.has(server.id)) return null
    const website = deps.records.reconciled(server, pending)
    deps.state.writer.write(website)
    return website
  }
}
