/**
 * One account's sync engine: keeps its mirror in step with the server (full
 * sweeps, cheap refreshes, a periodic sweep that pauses while offline), answers
 * list queries, and runs every edit through one pipeline — optimistic change,
 * minimal request on the interactive lane, reconcile; the outbox when the
 * service cannot be reached; conflicts kept for the user (design.md §6).
 */
import { randomUUID } from 'node:crypto'
import { ApiError, type WebsitesClient } from '../api'
import type { AccountMirror, Outbox } from '../mirror'
import { isCancellation, RequestCancelledError, type Lane, type RequestScheduler } from '../scheduler'
import { hasErrors, normalizeDomain, validateListQuery, validateWebsiteInput, validateWebsitePatch, type FieldErrors } from '../../shared/validation'
import { CAPABILITIES, type ListQuery, type Variant, type Website, type WebsiteInput, type WebsitePatch } from '../../shared/website'
import {
  applyPatch,
  baseOf,
  editWebsiteId,
  findConflicts,
  hasFields,
  isLocalId,
  LOCAL_ID_PREFIX,
  minimalPatch,
  provisionalWebsite,
  revertPatch,
  type Conflict,
  type CreateEdit,
  type DeleteEdit,
  type Edit,
  type UpdateEdit,
} from './edits'
import { indexPending, withLocalKnowledge, withPendingEdits } from './merge'
import { queryWebsites, type QueryResult } from './query'
import { runSweep, sweepQuery, type SweepProgress } from './sweep'

export type Connection = 'online' | 'offline'
export type Activity = 'idle' | 'sweeping' | 'refreshing' | 'replaying'

export interface SyncStatus {
  accountId: string
  connection: Connection
  activity: Activity
  progress: SweepProgress | null
  lastSweepAt: string | null
  /** Edits waiting to be sent. */
  pendingEdits: number
  /** Edits waiting for the user to choose between their value and the server's. */
  conflicts: number
  /** The last failure that needs the user (a refused key, a server error), or null. */
  lastError: { kind: ApiError['kind']; message: string } | null
}

export type SyncEvent =
  | { type: 'status'; status: SyncStatus }
  | { type: 'websites-changed'; accountId: string }
  | { type: 'conflict'; accountId: string; edit: Edit }

/** What the caller of an edit learns: sent and accepted, or safely kept for later. */
export type EditOutcome =
  | { status: 'saved'; website: Website | null }
  | { status: 'queued'; website: Website | null; message: string }

export interface AccountSyncOptions {
  accountId: string
  variant: Variant
  client: WebsitesClient
  scheduler: RequestScheduler
  mirror: AccountMirror
  outbox: Outbox<Edit>
  /** Between background sweeps; default 15 min. 0 turns the periodic sweep off. */
  sweepIntervalMs?: number
  /** First wait before asking an unreachable service again; doubles up to reconnectMaxMs. */
  reconnectMinMs?: number
  reconnectMaxMs?: number
  emit: (event: SyncEvent) => void
}

const SAVED_OFFLINE = 'Saved on this computer: SiteTray will send it when the service answers again.'
const PASSWORD_NOT_QUEUED =
  'The service cannot be reached, and SiteTray never stores passwords on disk, so this change was not saved. Try again when the service answers.'

/** Failures after which the same request may well succeed later: the edit waits in the outbox. */
function isTransient(error: unknown): boolean {
  return error instanceof ApiError && ['network', 'timeout', 'server', 'rate_limited'].includes(error.kind) && !isCancellation(error)
}

function meansOffline(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout') && !isCancellation(error)
}

function invalid(fieldErrors: FieldErrors): ApiError {
  return new ApiError({ kind: 'invalid_request', fieldErrors, message: Object.values(fieldErrors)[0]?.[0] ?? 'Some values are not allowed.' })
}

function nowIso(): string {
  return new Date().toISOString()
}

export class AccountSync {
  readonly accountId: string
  readonly variant: Variant
  private readonly client: WebsitesClient
  private readonly scheduler: RequestScheduler
  private readonly mirror: AccountMirror
  private readonly outbox: Outbox<Edit>
  private readonly emit: (event: SyncEvent) => void
  private readonly sweepIntervalMs: number
  private readonly reconnectMinMs: number
  private readonly reconnectMaxMs: number

  private connection: Connection = 'online'
  private networkAvailable = true
  private activity: Activity = 'idle'
  private progress: SweepProgress | null = null
  private lastError: SyncStatus['lastError'] = null
  /**
   * When each website was last changed by an edit, as a sequence number. A
   * sweep or refresh answered before that moment carries older data than the
   * mirror: for those websites the mirror's own version wins.
   */
  private readonly localWrites = new Map<string, number>()
  private writeSequence = 0
  private sweeping: Promise<void> | null = null
  private draining: Promise<void> | null = null
  private timer: ReturnType<typeof setTimeout> | null = null
  private reconnectDelayMs: number
  private stopped = false

  constructor(options: AccountSyncOptions) {
    this.accountId = options.accountId
    this.variant = options.variant
    this.client = options.client
    this.scheduler = options.scheduler
    this.mirror = options.mirror
    this.outbox = options.outbox
    this.emit = options.emit
    this.sweepIntervalMs = options.sweepIntervalMs ?? 15 * 60_000
    this.reconnectMinMs = options.reconnectMinMs ?? 2_000
    this.reconnectMaxMs = options.reconnectMaxMs ?? 60_000
    this.reconnectDelayMs = this.reconnectMinMs
  }

  // ── lifecycle ────────────────────────────────────────────────────────────

  /** Sends what waited in the outbox, then sweeps if the mirror was never complete or is due. */
  start(): void {
    void this.catchUp()
  }

  /** Stops timers and cancels this account's queued and running requests. The mirror and outbox stay open for their owner to close. */
  async stop(): Promise<void> {
    this.stopped = true
    this.clearTimer()
    this.scheduler.cancelAccount(this.accountId)
    await Promise.allSettled([this.sweeping, this.draining])
  }

  status(): SyncStatus {
    const entries = this.outbox.entries()
    const conflicts = entries.filter((edit) => edit.conflict).length
    return {
      accountId: this.accountId,
      connection: this.connection,
      activity: this.activity,
      progress: this.progress,
      lastSweepAt: this.mirror.sweepState().completedAt,
      pendingEdits: entries.length - conflicts,
      conflicts,
      lastError: this.lastError,
    }
  }

  conflicts(): Edit[] {
    return this.outbox.entries().filter((edit) => edit.conflict)
  }

  /** The operating system's word on the network: nothing is tried while it says there is none. */
  setNetworkAvailable(available: boolean): void {
    this.networkAvailable = available
    if (!available) {
      this.goOffline()
      return
    }
    if (this.connection === 'offline') {
      this.reconnectDelayMs = this.reconnectMinMs
      this.schedule(0, () => this.probe())
    }
  }

  // ── reading ──────────────────────────────────────────────────────────────

  websites(): readonly Website[] {
    return this.mirror.list()
  }

  get(id: string): Website | undefined {
    return this.mirror.get(id)
  }

  /**
   * From the mirror once a sweep has completed; before that from the server
   * with the same search, sort and filter, falling back to the partial mirror
   * when the server cannot answer.
   */
  async query(query: ListQuery = {}): Promise<QueryResult> {
    const favoriteIsLocal = !CAPABILITIES[this.variant].serverFavorites && query.favorite !== undefined
    const errors = validateListQuery(favoriteIsLocal ? { ...query, favorite: undefined } : query, this.variant)
    if (favoriteIsLocal && typeof query.favorite !== 'boolean') errors.favorite = ['The favorite filter is either on or off.']
    if (hasErrors(errors)) throw invalid(errors)
    const local = (incomplete: boolean): QueryResult => ({ ...queryWebsites(this.mirror.list(), query, this.variant), source: 'mirror', incomplete })
    if (this.mirror.sweepState().completedAt !== null) return local(false)
    if (favoriteIsLocal || this.connection === 'offline') return local(true)
    const startedAt = this.writeSequence
    try {
      const page = await this.request('interactive', (signal) => this.client.list({ ...query, perPage: query.perPage ?? CAPABILITIES[this.variant].perPage.default }, { signal }))
      const items = page.items.map((website) => (this.editedSince(website.id, startedAt) ? (this.mirror.get(website.id) ?? website) : this.reconciled(website)))
      for (const website of items) if (!this.editedSince(website.id, startedAt)) this.mirror.upsert(website)
      if (items.length > 0) this.changed()
      return { ...page, items, source: 'server', incomplete: false }
    } catch (error) {
      if (isTransient(error)) return local(true)
      throw error
    }
  }

  // ── syncing ──────────────────────────────────────────────────────────────

  /** A full sweep; concurrent calls share one. Failures are reported through the status, not thrown. */
  sweep(): Promise<void> {
    this.sweeping ??= this.runSweepOnce().finally(() => {
      this.sweeping = null
    })
    return this.sweeping
  }

  /**
   * Page 1, newest first: shows new websites at the price of one request. When
   * the server's count differs from the mirror's, something was added or
   * deleted further down, and a full sweep follows.
   */
  async refresh(lane: Lane = 'interactive'): Promise<void> {
    if (this.sweeping) return this.sweeping
    this.setActivity('refreshing')
    const startedAt = this.writeSequence
    try {
      const page = await this.request(lane, (signal) => this.client.list({ ...sweepQuery(this.variant), page: 1 }, { signal }))
      const pending = indexPending(this.outbox.entries())
      for (const website of page.items) {
        if (!pending.deleted.has(website.id) && !this.editedSince(website.id, startedAt)) this.mirror.upsert(this.reconciled(website))
      }
      this.changed()
      const known = this.mirror.list().filter((website) => !isLocalId(website.id)).length + pending.deleted.size
      this.setActivity('idle')
      if (page.total !== null && page.total !== known) await this.sweep()
    } catch (error) {
      this.setActivity('idle')
      this.noteFailure(error)
    }
  }

  private async runSweepOnce(): Promise<void> {
    if (this.stopped) return
    this.clearTimer()
    this.setActivity('sweeping')
    const startedAt = this.writeSequence
    try {
      const result = await runSweep({
        accountId: this.accountId,
        variant: this.variant,
        client: this.client,
        scheduler: this.scheduler,
        onProgress: (progress) => {
          this.progress = progress
          this.emitStatus()
        },
      })
      this.applySweep(result.websites, result.consistent, startedAt)
      this.lastError = null
      this.goOnline()
      this.progress = null
      this.setActivity('idle')
      // A sweep that saw the collection move is repeated soon rather than trusted for removals.
      this.scheduleSweep(result.consistent ? this.sweepIntervalMs : Math.min(this.sweepIntervalMs || 10_000, 10_000))
    } catch (error) {
      this.progress = null
      this.setActivity('idle')
      this.noteFailure(error)
      if (this.connection === 'online') this.scheduleSweep(this.sweepIntervalMs)
    }
  }

  private applySweep(serverWebsites: readonly Website[], consistent: boolean, startedAt: number): void {
    const pending = indexPending(this.outbox.entries())
    const serverIds = new Set(serverWebsites.map((website) => website.id))
    const merged: Website[] = []
    for (const website of serverWebsites) {
      if (pending.deleted.has(website.id)) continue
      if (!this.editedSince(website.id, startedAt)) merged.push(this.reconciled(website))
      else {
        // Edited while the sweep ran: the mirror is newer; if the edit deleted it, it stays deleted.
        const current = this.mirror.get(website.id)
        if (current) merged.push(current)
      }
    }
    if (consistent) {
      // Not yet on the server, or created on it after the sweep read the page it would be on.
      const unseen = this.mirror.list().filter((website) => !serverIds.has(website.id) && (isLocalId(website.id) || this.editedSince(website.id, startedAt)))
      this.mirror.replaceAll([...unseen, ...merged])
      this.mirror.setSweepState({ ...this.mirror.sweepState(), completedAt: nowIso() })
      for (const [id, sequence] of this.localWrites) if (sequence <= startedAt) this.localWrites.delete(id)
    } else {
      for (const website of merged) this.mirror.upsert(website)
    }
    this.changed()
  }

  private editedSince(websiteId: string, sequence: number): boolean {
    return (this.localWrites.get(websiteId) ?? 0) > sequence
  }

  /**
   * A server record with what only this computer knows, and the edits still on
   * their way — except the one the record answers, which it already contains.
   */
  private reconciled(server: Website, answeredEditId?: string): Website {
    const pending = indexPending(this.outbox.entries().filter((entry) => entry.id !== answeredEditId))
    return withPendingEdits(withLocalKnowledge(server, this.mirror.get(server.id), this.variant), pending.updated.get(server.id) ?? [], nowIso())
  }

  private async catchUp(): Promise<void> {
    if (this.outbox.entries().some((edit) => !edit.conflict)) await this.drain()
    if (this.stopped || this.connection === 'offline') return
    const last = this.mirror.sweepState().completedAt
    const due = last === null || (this.sweepIntervalMs > 0 && Date.now() - Date.parse(last) >= this.sweepIntervalMs)
    if (due) await this.sweep()
    else this.scheduleSweep(this.sweepIntervalMs - (Date.now() - Date.parse(last)))
  }

  // ── connection ───────────────────────────────────────────────────────────

  private noteFailure(error: unknown): void {
    if (isCancellation(error) || this.stopped) return
    if (meansOffline(error)) {
      this.goOffline()
      return
    }
    if (error instanceof ApiError) this.lastError = { kind: error.kind, message: error.message }
    else this.lastError = { kind: 'bad_response', message: error instanceof Error ? error.message : String(error) }
    this.emitStatus()
  }

  private goOffline(): void {
    if (this.stopped) return
    const wasOnline = this.connection === 'online'
    this.connection = 'offline'
    this.clearTimer()
    if (this.networkAvailable) this.schedule(this.reconnectDelayMs, () => this.probe())
    if (wasOnline) this.emitStatus()
  }

  private goOnline(): void {
    // An answer that was on its way when the system lost the network does not bring it back.
    if (!this.networkAvailable) return
    this.reconnectDelayMs = this.reconnectMinMs
    if (this.connection === 'online') return
    this.connection = 'online'
    this.emitStatus()
  }

  /** One cheap request to learn whether the service answers again. */
  private async probe(): Promise<void> {
    if (this.stopped || !this.networkAvailable) return
    try {
      await this.request('background', (signal) => this.client.list({ perPage: CAPABILITIES[this.variant].perPage.min, page: 1 }, { signal }))
    } catch (error) {
      if (meansOffline(error)) {
        this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, this.reconnectMaxMs)
        this.goOffline()
        return
      }
      // Any answer at all means the service is reachable again.
      if (isCancellation(error)) return
    }
    this.goOnline()
    await this.catchUp()
  }

  private schedule(delayMs: number, action: () => Promise<void>): void {
    this.clearTimer()
    if (this.stopped) return
    this.timer = setTimeout(() => {
      this.timer = null
      void action()
    }, Math.max(0, delayMs))
    this.timer.unref?.()
  }

  private scheduleSweep(delayMs: number): void {
    if (this.sweepIntervalMs <= 0 || this.connection === 'offline') return
    this.schedule(delayMs, () => this.sweep())
  }

  private clearTimer(): void {
    if (this.timer !== null) clearTimeout(this.timer)
    this.timer = null
  }

  /** stop() cancels what is queued through the scheduler; nothing new may be queued after it. */
  private request<T>(lane: Lane, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
    if (this.stopped) return Promise.reject(new RequestCancelledError())
    return this.scheduler.run({ lane, accountId: this.accountId }, task)
  }

  // ── edits ────────────────────────────────────────────────────────────────

  async create(input: WebsiteInput): Promise<EditOutcome> {
    // Variant A keeps favorites on this computer: the server must not be asked to store one.
    const favoriteIsLocal = !CAPABILITIES[this.variant].serverFavorites && input.favorite !== undefined
    const sent: WebsiteInput = favoriteIsLocal ? { ...input, favorite: undefined } : input
    if (favoriteIsLocal) delete sent.favorite
    const errors = validateWebsiteInput(sent, this.variant)
    if (favoriteIsLocal && typeof input.favorite !== 'boolean') errors.favorite = ['Favorite is either on or off.']
    if (hasErrors(errors)) throw invalid(errors)
    const domain = normalizeDomain(input.domain, this.variant)
    if (!domain.ok) throw invalid({ domain: [domain.message] })
    const duplicate = this.mirror.list().find((website) => website.domain.toLowerCase() === domain.value.toLowerCase())
    if (duplicate) throw invalid({ domain: ['This website is already in the list.'] })

    const localId = `${LOCAL_ID_PREFIX}${randomUUID()}`
    const edit: CreateEdit = { id: randomUUID(), kind: 'create', localId, input: { ...sent, domain: domain.value }, madeAt: nowIso() }
    this.write(provisionalWebsite(localId, { ...edit.input, favorite: input.favorite ?? false }, domain.value, edit.madeAt))
    this.changed()
    return this.submit(edit, () => {
      this.forget(localId)
      this.changed()
    })
  }

  async update(websiteId: string, patch: WebsitePatch): Promise<EditOutcome> {
    const errors = validateWebsitePatch(patch, this.variant)
    if (hasErrors(errors)) throw invalid(errors)
    return this.applyUpdate(websiteId, patch)
  }

  /** Variant B stores favorites on the server; variant A on this computer only, without a request. */
  async setFavorite(websiteId: string, favorite: boolean): Promise<EditOutcome> {
    if (typeof favorite !== 'boolean') throw invalid({ favorite: ['Favorite is either on or off.'] })
    if (CAPABILITIES[this.variant].serverFavorites) return this.applyUpdate(websiteId, { favorite })
    const current = this.requireWebsite(websiteId)
    const website = applyPatch(current, { favorite }, nowIso())
    this.write(website)
    this.changed()
    await this.mirror.flush()
    return { status: 'saved', website }
  }

  async remove(websiteId: string): Promise<EditOutcome> {
    const before = this.requireWebsite(websiteId)
    if (isLocalId(websiteId)) return this.forgetUnsentWebsite(websiteId)
    const edit: DeleteEdit = { id: randomUUID(), kind: 'delete', websiteId, before, madeAt: nowIso() }
    this.forget(websiteId)
    this.changed()
    return this.submit(edit, () => {
      this.write(before)
      this.changed()
    })
  }

  /**
   * The user's choice for an edit in conflict: `theirs` drops the edit and
   * keeps the server's state; `mine` sends the edit over the server's change.
   */
  async resolveConflict(editId: string, choice: 'mine' | 'theirs'): Promise<void> {
    const edit = this.outbox.entries().find((entry) => entry.id === editId)
    if (!edit?.conflict) throw new ApiError({ kind: 'not_found', message: 'This conflict has already been resolved.' })
    const conflict = edit.conflict
    if (choice === 'mine') {
      if (edit.kind !== 'update' || conflict.kind !== 'changed') {
        throw new ApiError({ kind: 'invalid_request', message: conflict.kind === 'deleted' ? 'The website was deleted on the server; this edit can only be discarded.' : 'The server refused this edit; it can only be discarded.' })
      }
      const rebased: UpdateEdit = { ...edit, base: baseOf(conflict.theirs, edit.patch) }
      delete rebased.conflict
      await this.outbox.replace(rebased)
      this.write(applyPatch(this.mirror.get(edit.websiteId) ?? conflict.theirs, edit.patch, nowIso()))
      this.changed()
      void this.drain()
      return
    }
    await this.outbox.remove(edit.id)
    if (conflict.kind === 'changed') this.write(this.reconciled(conflict.theirs))
    if (edit.kind === 'create') this.forget(edit.localId)
    this.changed()
  }

  /** Every change an edit makes to the mirror goes through here or `forget`, so that sweeps know it is newer. */
  private write(website: Website): void {
    this.localWrites.set(website.id, ++this.writeSequence)
    this.mirror.upsert(website)
  }

  private forget(websiteId: string): void {
    this.localWrites.set(websiteId, ++this.writeSequence)
    this.mirror.remove(websiteId)
  }

  private requireWebsite(websiteId: string): Website {
    const website = this.mirror.get(websiteId)
    if (!website) throw new ApiError({ kind: 'not_found', message: 'This website is not in the list any more.' })
    return website
  }

  private async applyUpdate(websiteId: string, patch: WebsitePatch): Promise<EditOutcome> {
    const current = this.requireWebsite(websiteId)
    const minimal = minimalPatch(current, patch)
    if (!hasFields(minimal)) return { status: 'saved', website: current }
    const edit: UpdateEdit = { id: randomUUID(), kind: 'update', websiteId, patch: minimal, base: baseOf(current, minimal), madeAt: nowIso() }
    this.write(applyPatch(current, minimal, edit.madeAt))
    this.changed()
    return this.submit(edit, () => {
      const now = this.mirror.get(websiteId)
      if (now) this.write(revertPatch(now, current, minimal))
      this.changed()
    })
  }

  /** A website that never reached the server: deleting it only takes its edits out of the outbox. */
  private async forgetUnsentWebsite(localId: string): Promise<EditOutcome> {
    for (const edit of this.outbox.entries().filter((entry) => editWebsiteId(entry) === localId)) await this.outbox.remove(edit.id)
    this.forget(localId)
    this.changed()
    this.emitStatus()
    return { status: 'saved', website: null }
  }

  /**
   * Straight to the server when nothing is waiting; behind the waiting edits
   * otherwise, so that the server sees them in the order they were made.
   */
  private async submit(edit: Edit, revert: () => void): Promise<EditOutcome> {
    const dependsOnUnsentCreate = edit.kind !== 'create' && isLocalId(edit.websiteId)
    const mustWait = this.connection === 'offline' || dependsOnUnsentCreate || this.outbox.entries().some((entry) => !entry.conflict)
    if (mustWait) return this.queue(edit, revert)
    try {
      const website = await this.send(edit, 'interactive')
      return { status: 'saved', website }
    } catch (error) {
      if (isTransient(error)) {
        if (meansOffline(error)) this.goOffline()
        return this.queue(edit, revert)
      }
      if (error instanceof ApiError && error.kind === 'not_found' && edit.kind !== 'create') {
        this.forget(edit.websiteId)
        this.changed()
        if (edit.kind === 'delete') return { status: 'saved', website: null }
        throw new ApiError({ kind: 'not_found', message: 'This website was deleted on the server.' })
      }
      revert()
      throw error
    }
  }

  private async queue(edit: Edit, revert: () => void): Promise<EditOutcome> {
    const password = edit.kind === 'create' ? edit.input.password : edit.kind === 'update' ? edit.patch.password : undefined
    if (password !== undefined && password !== '') {
      revert()
      throw new ApiError({ kind: 'network', message: PASSWORD_NOT_QUEUED })
    }
    try {
      await this.outbox.append(edit)
    } catch (error) {
      revert()
      throw new ApiError({ kind: 'server', message: `SiteTray could not save the change on this computer: ${error instanceof Error ? error.message : String(error)}` })
    }
    this.emitStatus()
    if (this.connection === 'online') void this.drain()
    return { status: 'queued', website: this.mirror.get(editWebsiteId(edit)) ?? null, message: SAVED_OFFLINE }
  }

  /** One edit to the server, and its result into the mirror. */
  private async send(edit: Edit, lane: Lane): Promise<Website | null> {
    if (edit.kind === 'delete') {
      try {
        await this.request(lane, (signal) => this.client.remove(edit.websiteId, { signal }))
      } catch (error) {
        // Already gone (perhaps sent before a crash): what the user wanted.
        if (!(error instanceof ApiError && error.kind === 'not_found')) throw error
      }
      return null
    }
    if (edit.kind === 'create') {
      const created = await this.request(lane, (signal) => this.client.create(edit.input, { signal }))
      return this.adoptCreated(edit, created)
    }
    const saved = await this.request(lane, (signal) => this.client.update(edit.websiteId, edit.patch, { signal }))
    return this.acceptSaved(saved, edit.id)
  }

  private acceptSaved(server: Website, sentEditId: string): Website {
    const website = this.reconciled(server, sentEditId)
    this.write(website)
    this.changed()
    return website
  }

  /** The server's id replaces the local one, in the mirror and in every edit still waiting for it. */
  private async adoptCreated(edit: CreateEdit, created: Website): Promise<Website> {
    const local = this.mirror.get(edit.localId)
    this.forget(edit.localId)
    const website = this.variant === 'A' && local ? { ...created, favorite: local.favorite, favoritedAt: local.favoritedAt } : created
    for (const later of this.outbox.entries()) {
      if (later.kind !== 'create' && later.websiteId === edit.localId) await this.outbox.replace({ ...later, websiteId: created.id })
    }
    return this.acceptSaved(website, edit.id)
  }

  // ── replay ───────────────────────────────────────────────────────────────

  /** Sends the outbox in order, one edit at a time; stops at the first failure that may pass. */
  drain(): Promise<void> {
    this.draining ??= this.drainOnce().finally(() => {
      this.draining = null
    })
    return this.draining
  }

  private async drainOnce(): Promise<void> {
    this.setActivity('replaying')
    try {
      for (;;) {
        if (this.stopped || this.connection === 'offline') return
        const next = this.outbox.entries().find((entry) => !entry.conflict)
        if (!next) return
        try {
          await this.replay(next)
        } catch (error) {
          this.noteFailure(error)
          if (isTransient(error) || isCancellation(error) || (error instanceof ApiError && (error.kind === 'unauthorized' || error.kind === 'forbidden'))) return
          await this.markConflict(next, { kind: 'rejected', fieldErrors: error instanceof ApiError ? (error.fieldErrors ?? {}) : {}, message: error instanceof Error ? error.message : String(error), detectedAt: nowIso() })
        }
      }
    } finally {
      this.setActivity(this.sweeping ? 'sweeping' : 'idle')
    }
  }

  private async replay(edit: Edit): Promise<void> {
    if (edit.kind === 'update') {
      const ready = await this.checkForConflict(edit)
      if (!ready) return
      if (!hasFields(ready.patch)) {
        // The server already has these values (the edit arrived before a crash, or someone made the same change).
        await this.outbox.remove(edit.id)
        this.acceptSaved(ready.server, edit.id)
        return
      }
      const saved = await this.request('background', (signal) => this.client.update(edit.websiteId, ready.patch, { signal }))
      await this.outbox.remove(edit.id)
      this.acceptSaved(saved, edit.id)
      return
    }
    if (edit.kind === 'create') {
      const created = await this.createOrAdopt(edit)
      if (!created) return
      await this.adoptCreated(edit, created)
      await this.outbox.remove(edit.id)
      return
    }
    await this.send(edit, 'background')
    await this.outbox.remove(edit.id)
    this.emitStatus()
  }

  /** The server's current record, or null when the edit had to be set aside as a conflict. */
  private async checkForConflict(edit: UpdateEdit): Promise<{ server: Website; patch: WebsitePatch } | null> {
    let server: Website
    try {
      server = await this.request('background', (signal) => this.client.get(edit.websiteId, { signal }))
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'not_found') {
        await this.markConflict(edit, { kind: 'deleted', detectedAt: nowIso() })
        this.forget(edit.websiteId)
        this.changed()
        return null
      }
      throw error
    }
    const merged = withLocalKnowledge(server, this.mirror.get(edit.websiteId), this.variant)
    const fields = findConflicts(edit, merged)
    if (fields.length > 0) {
      await this.markConflict(edit, { kind: 'changed', fields, theirs: merged, detectedAt: nowIso() })
      return null
    }
    // excludeParams is never returned, so the raw record (null) makes sure it is sent.
    return { server: merged, patch: minimalPatch(server, edit.patch) }
  }

  /**
   * A create that reached the server before a crash comes back as "domain
   * taken": the website is then found and adopted, so it exists exactly once.
   */
  private async createOrAdopt(edit: CreateEdit): Promise<Website | null> {
    try {
      return await this.request('background', (signal) => this.client.create(edit.input, { signal }))
    } catch (error) {
      if (!(error instanceof ApiError && error.kind === 'validation' && error.fieldErrors?.domain)) throw error
      const page = await this.request('background', (signal) => this.client.list({ search: edit.input.domain, perPage: CAPABILITIES[this.variant].perPage.max }, { signal }))
      const existing = page.items.find((website) => website.domain.toLowerCase() === edit.input.domain.toLowerCase())
      if (existing && (existing.createdAt === null || existing.createdAt >= edit.madeAt.slice(0, 19))) return existing
      throw error
    }
  }

  private async markConflict(edit: Edit, conflict: Conflict): Promise<void> {
    const kept: Edit = { ...edit, conflict }
    await this.outbox.replace(kept)
    if (conflict.kind === 'changed') {
      // The mirror shows the server's value: the user's stays in the conflict until they choose.
      this.write(this.reconciled(conflict.theirs))
      this.changed()
    }
    if (conflict.kind === 'rejected' && edit.kind === 'update') {
      const current = this.mirror.get(edit.websiteId)
      if (current) this.write(revertPatch(current, { ...current, ...(edit.base as Partial<Website>) }, edit.patch))
      this.changed()
    }
    this.emit({ type: 'conflict', accountId: this.accountId, edit: kept })
    this.emitStatus()
  }

  // ── events ───────────────────────────────────────────────────────────────

  private setActivity(activity: Activity): void {
    if (this.activity === activity) return
    this.activity = activity
    this.emitStatus()
  }

  private emitStatus(): void {
    this.emit({ type: 'status', status: this.status() })
  }

  private changed(): void {
    this.emit({ type: 'websites-changed', accountId: this.accountId })
  }
}
