/**
 * One account's sync engine: keeps its mirror in step with the server (full
 * sweeps, cheap refreshes, a periodic sweep that pauses while offline), answers
 * list queries, and runs every edit through one ordered pipeline (design.md §6):
 *
 *   optimistic change in the mirror → the edit on disk in the outbox → one
 *   sender per account sends the outbox head on the interactive lane, with
 *   only the changed fields → the server's record reconciled into the mirror.
 *
 * Because every edit is on disk before it is sent, a crash, a quit or a lost
 * connection at any moment loses nothing; because one sender sends them in
 * order, the server sees the user's edits in the order they were made.
 */
import { setMaxListeners } from 'node:events'
import { randomUUID } from 'node:crypto'
import { ApiError, type WebsitesClient } from '../api'
import type { AccountMirror, Outbox } from '../mirror'
import { isCancellation, RequestCancelledError, type Lane, type RequestScheduler } from '../scheduler'
import { hasErrors, normalizeDomain, validateListQuery, validateWebsiteInput, validateWebsitePatch, type FieldErrors } from '../../shared/validation'
import { CAPABILITIES, type ListQuery, type Variant, type Website, type WebsiteInput, type WebsitePatch } from '../../shared/website'
import {
  applyPatch,
  baseOf,
  conflictsIn,
  editWebsiteId,
  findConflicts,
  hasFields,
  isLocalId,
  LOCAL_ID_PREFIX,
  minimalPatch,
  outboxCounts,
  passwordOf,
  provisionalWebsite,
  revertPatch,
  withoutPassword,
  type Conflict,
  type CreateEdit,
  type DeleteEdit,
  type Edit,
  type UpdateEdit,
} from './edits'
import { indexPending, withLocalKnowledge, withPendingEdits, type PendingIndex } from './merge'
import { queryWebsites, type QueryResult } from './query'
import { runSweep, sweepQuery, type SweepProgress } from './sweep'
import type { Connection, EditOutcome, SyncActivity, SyncStatus } from '../../shared/sync'

type Activity = 'idle' | 'sweeping' | 'refreshing' | 'replaying'

export type SyncEvent =
  | { type: 'status'; status: SyncStatus }
  | { type: 'websites-changed'; accountId: string }
  | { type: 'conflict'; accountId: string; edit: Edit }

export type { Connection, EditOutcome, SyncActivity, SyncStatus } from '../../shared/sync'

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
  /** What must outlive one engine but never touch the disk, when a new key starts a new engine for the account. */
  memory?: EngineMemory
}

export interface EngineMemory {
  passwords: Map<string, string>
  createdIds: Map<string, string>
}

const SAVED_OFFLINE = 'Saved on this computer: SiteTray will send it when the service answers again.'
const CONFLICT_MESSAGES: Record<Conflict['kind'], string> = {
  changed: 'This was changed on the server since you last saw it. Choose which value to keep.',
  deleted: 'This website was deleted on the server.',
  rejected: 'The server did not accept this change.',
}

/** How old the server's word on a website may be for an edit to go without reading the record first. */
const CONFIRMED_RECENTLY_MS = 30_000
const PASSWORD_IN_MEMORY = ' The password is kept in memory only, until SiteTray quits.'
const PASSWORD_LOST = 'SiteTray never stores passwords on disk, and this edit was made before SiteTray restarted. Enter the password again.'

function busyMessage(error: ApiError): string {
  const seconds = Math.max(1, Math.round((error.retryAfterMs ?? 60_000) / 1000))
  return `Saved on this computer: the service is busy, SiteTray will send it in about ${seconds} s.`
}

/** Failures after which the same request may well succeed later: the edit waits in the outbox. */
function isTransient(error: unknown): error is ApiError {
  return error instanceof ApiError && ['network', 'timeout', 'server', 'rate_limited'].includes(error.kind) && !isCancellation(error)
}

function meansOffline(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'network' || error.kind === 'timeout') && !isCancellation(error)
}

/** The service answered, though not as hoped: it is reachable. */
function isServiceAnswer(error: unknown): boolean {
  return error instanceof ApiError && !meansOffline(error) && !isCancellation(error) && error.kind !== 'invalid_request'
}

/**
 * The server (422) or the client's own checks refused this edit's values, or
 * its website is gone: sending it again cannot help. Anything else — an
 * unexpected answer from a proxy, a refused key, a busy or failing server —
 * says nothing about the edit, which therefore stays in the outbox.
 */
function isRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.kind === 'validation' || error.kind === 'invalid_request' || error.kind === 'not_found')
}

function needsTheUser(error: unknown): boolean {
  return error instanceof ApiError && (error.kind === 'unauthorized' || error.kind === 'forbidden')
}

function invalid(fieldErrors: FieldErrors): ApiError {
  return new ApiError({ kind: 'invalid_request', fieldErrors, message: Object.values(fieldErrors)[0]?.[0] ?? 'Some values are not allowed.' })
}

function nowIso(): string {
  return new Date().toISOString()
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** A caller waiting to hear what became of its edit. */
interface Waiter {
  resolve(outcome: EditOutcome): void
  reject(error: unknown): void
  /** Undoes the optimistic change when the server refuses the edit. */
  revert(): void
}

type TimerName = 'sweep' | 'probe' | 'retry'

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
  private readonly timers = new Map<TimerName, ReturnType<typeof setTimeout>>()
  private reconnectDelayMs: number
  private retryDelayMs: number
  private stopped = false

  private readonly waiters = new Map<string, Waiter>()
  /** Passwords of edits in the outbox, which holds them without: never on disk. */
  private readonly passwords: Map<string, string>
  /** Edits made in this session that have not failed yet; see baseIsCurrent. */
  private readonly fresh = new Set<string>()
  /** When the server last confirmed each website's record (epoch ms). */
  private readonly confirmedAt = new Map<string, number>()
  /** Server ids of websites created from this computer, for edits that still name them by their local id. */
  private readonly createdIds: Map<string, string>
  private sendingEditId: string | null = null
  /** Websites created here, by local id, and the create edit that makes them. */
  private readonly createEditIds = new Map<string, string>()
  /** Local websites the user deleted before the server had them: never sent, or deleted as soon as they exist. */
  private readonly abandoned = new Set<string>()

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
    this.retryDelayMs = this.reconnectMinMs
    this.passwords = options.memory?.passwords ?? new Map()
    this.createdIds = options.memory?.createdIds ?? new Map()
  }

  // ── lifecycle ────────────────────────────────────────────────────────────

  /** Sends what waited in the outbox, then sweeps if the mirror was never complete or is due. */
  start(): void {
    void this.catchUp()
  }

  /**
   * Stops timers and cancels this account's queued and running requests.
   * Edits not yet accepted stay in the outbox for the next start; their
   * callers hear "saved on this computer". The mirror and outbox stay open.
   */
  async stop(): Promise<void> {
    this.stopped = true
    for (const name of [...this.timers.keys()]) this.clearTimer(name)
    this.scheduler.cancelAccount(this.accountId)
    await Promise.allSettled([this.sweeping, this.draining])
    this.releaseWaiters(SAVED_OFFLINE)
  }

  status(): SyncStatus {
    return {
      accountId: this.accountId,
      connection: this.connection,
      activities: this.activities(),
      lastSweepAt: this.mirror.sweepState().completedAt,
      ...outboxCounts(this.outbox.entries()),
      lastError: this.lastError,
    }
  }

  private activities(): SyncActivity[] {
    switch (this.activity) {
      case 'idle':
        return []
      case 'sweeping':
        return [{ kind: 'sweeping', ...(this.progress ?? { pagesDone: 0, pagesTotal: null, websitesDone: 0, websitesTotal: null }) }]
      case 'refreshing':
        return [{ kind: 'refreshing' }]
      case 'replaying':
        return [{ kind: 'sending', editsLeft: outboxCounts(this.outbox.entries()).pendingEdits }]
    }
  }

  conflicts(): Edit[] {
    return conflictsIn(this.outbox.entries())
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
      this.setTimer('probe', 0, () => this.probe())
    }
  }

  // ── reading ──────────────────────────────────────────────────────────────

  websites(): readonly Website[] {
    return this.mirror.list()
  }

  get(id: string): Website | undefined {
    return this.mirror.get(this.createdIds.get(id) ?? id)
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
    const askedAt = Date.now()
    try {
      const page = await this.request('interactive', (signal) => this.client.list({ ...query, perPage: query.perPage ?? CAPABILITIES[this.variant].perPage.default }, { signal }))
      const pending = this.pending()
      const items: Website[] = []
      for (const website of page.items) {
        this.confirm(website.id, askedAt)
        if (pending.deleted.has(website.id)) continue
        if (this.editedSince(website.id, startedAt)) {
          const current = this.mirror.get(website.id)
          if (current) items.push(current)
          continue
        }
        const reconciled = this.reconciled(website, pending)
        this.mirror.upsert(reconciled)
        items.push(reconciled)
      }
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
      const askedAt = Date.now()
      const page = await this.request(lane, (signal) => this.client.list({ ...sweepQuery(this.variant), page: 1 }, { signal }))
      this.noteAnswer()
      for (const website of page.items) this.confirm(website.id, askedAt)
      const pending = this.pending()
      for (const website of page.items) {
        if (!pending.deleted.has(website.id) && !this.editedSince(website.id, startedAt)) this.mirror.upsert(this.reconciled(website, pending))
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
    this.clearTimer('sweep')
    this.setActivity('sweeping')
    const startedAt = this.writeSequence
    const sweepStartedAt = Date.now()
    // One page failing ends the sweep: the pages still queued are withdrawn rather than spending the rate limit.
    const abandon = new AbortController()
    setMaxListeners(0, abandon.signal)
    try {
      const result = await runSweep({
        accountId: this.accountId,
        variant: this.variant,
        client: this.client,
        scheduler: this.scheduler,
        signal: abandon.signal,
        onProgress: (progress) => {
          if (abandon.signal.aborted) return
          this.progress = progress
          this.emitStatus()
        },
      })
      for (const website of result.websites) this.confirm(website.id, sweepStartedAt)
      this.applySweep(result.websites, result.consistent, startedAt)
      this.lastError = null
      this.progress = null
      this.setActivity('idle')
      this.noteAnswer()
      // A sweep that saw the collection move is repeated soon rather than trusted for removals.
      this.scheduleSweep(result.consistent ? this.sweepIntervalMs : Math.min(this.sweepIntervalMs || 10_000, 10_000))
    } catch (error) {
      abandon.abort()
      this.progress = null
      this.setActivity('idle')
      this.noteFailure(error)
      if (this.connection === 'online') this.scheduleSweep(this.sweepIntervalMs)
    }
  }

  private applySweep(serverWebsites: readonly Website[], consistent: boolean, startedAt: number): void {
    const pending = this.pending()
    const serverIds = new Set(serverWebsites.map((website) => website.id))
    const merged: Website[] = []
    for (const website of serverWebsites) {
      if (pending.deleted.has(website.id)) continue
      if (!this.editedSince(website.id, startedAt)) merged.push(this.reconciled(website, pending))
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
  private reconciled(server: Website, pending: PendingIndex = this.pending()): Website {
    return withPendingEdits(withLocalKnowledge(server, this.mirror.get(server.id), this.variant), pending.updated.get(server.id) ?? [], nowIso())
  }

  /** The outbox's waiting edits by website; callers that reconcile many websites build it once. */
  private pending(answeredEditId?: string): PendingIndex {
    return indexPending(answeredEditId === undefined ? this.outbox.entries() : this.outbox.entries().filter((entry) => entry.id !== answeredEditId))
  }

  private async catchUp(): Promise<void> {
    try {
      if (this.hasUnsentEdits()) await this.drain()
      if (this.stopped || this.connection === 'offline') return
      const last = this.mirror.sweepState().completedAt
      const sinceLast = last === null ? Infinity : Date.now() - Date.parse(last)
      if (last === null || (this.sweepIntervalMs > 0 && sinceLast >= this.sweepIntervalMs)) await this.sweep()
      else this.scheduleSweep(this.sweepIntervalMs - sinceLast)
    } catch (error) {
      // Everything above reports its own failures; this is the last guard against an unhandled rejection.
      this.noteFailure(error)
    }
  }

  // ── connection ───────────────────────────────────────────────────────────

  private noteFailure(error: unknown): void {
    if (isCancellation(error) || this.stopped) return
    if (meansOffline(error)) {
      this.goOffline()
      return
    }
    this.lastError = error instanceof ApiError ? { kind: error.kind, message: error.message } : { kind: 'server', message: messageOf(error) }
    if (isServiceAnswer(error)) this.noteAnswer()
    this.emitStatus()
  }

  /** Any answer from the service means it is reachable: leave offline, and send what waited. */
  private noteAnswer(): void {
    this.reconnectDelayMs = this.reconnectMinMs
    // An answer that was on its way when the system lost the network does not bring it back.
    if (this.connection === 'online' || !this.networkAvailable || this.stopped) return
    this.connection = 'online'
    this.clearTimer('probe')
    this.emitStatus()
    void this.catchUp()
  }

  private goOffline(): void {
    if (this.stopped) return
    const wasOnline = this.connection === 'online'
    this.connection = 'offline'
    this.clearTimer('sweep')
    this.clearTimer('retry')
    if (this.networkAvailable && !this.timers.has('probe')) this.setTimer('probe', this.reconnectDelayMs, () => this.probe())
    if (wasOnline) this.emitStatus()
  }

  /** One cheap request to learn whether the service answers again. */
  private async probe(): Promise<void> {
    if (this.stopped || !this.networkAvailable) return
    try {
      await this.request('background', (signal) => this.client.list({ perPage: CAPABILITIES[this.variant].perPage.min, page: 1 }, { signal }))
    } catch (error) {
      if (meansOffline(error)) {
        this.reconnectDelayMs = Math.min(this.reconnectDelayMs * 2, this.reconnectMaxMs)
        this.setTimer('probe', this.reconnectDelayMs, () => this.probe())
        return
      }
      if (!isServiceAnswer(error)) return
    }
    this.noteAnswer()
  }

  private setTimer(name: TimerName, delayMs: number, action: () => Promise<void>): void {
    this.clearTimer(name)
    if (this.stopped) return
    const timer = setTimeout(() => {
      this.timers.delete(name)
      void action()
    }, Math.max(0, delayMs))
    timer.unref?.()
    this.timers.set(name, timer)
  }

  private clearTimer(name: TimerName): void {
    const timer = this.timers.get(name)
    if (timer !== undefined) clearTimeout(timer)
    this.timers.delete(name)
  }

  private scheduleSweep(delayMs: number): void {
    if (this.sweepIntervalMs <= 0 || this.connection === 'offline') return
    this.setTimer('sweep', delayMs, () => this.catchUp())
  }

  /** stop() cancels what is queued through the scheduler; nothing new may be queued after it. */
  private request<T>(lane: Lane, task: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.stopped) return Promise.reject(new RequestCancelledError())
    return this.scheduler.run({ lane, accountId: this.accountId, ...(signal && { signal }) }, task)
  }

  // ── edits ────────────────────────────────────────────────────────────────

  async create(input: WebsiteInput): Promise<EditOutcome> {
    // Variant A keeps favorites on this computer: the server must not be asked to store one.
    const favoriteIsLocal = !CAPABILITIES[this.variant].serverFavorites && input.favorite !== undefined
    const sent: WebsiteInput = { ...input }
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
    this.createEditIds.set(localId, edit.id)
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
    if (isLocalId(before.id)) return this.abandonUnsentWebsite(before)
    const edit: DeleteEdit = { id: randomUUID(), kind: 'delete', websiteId: before.id, before, madeAt: nowIso() }
    this.forget(before.id)
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
        throw new ApiError({
          kind: 'invalid_request',
          message: conflict.kind === 'deleted' ? 'The website was deleted on the server; this edit can only be discarded.' : 'The server refused this edit; it can only be discarded.',
        })
      }
      const rebased: UpdateEdit = { ...edit, base: baseOf(conflict.theirs, edit.patch) }
      delete rebased.conflict
      await this.outbox.replace(rebased)
      this.write(applyPatch(this.mirror.get(edit.websiteId) ?? conflict.theirs, edit.patch, nowIso()))
      this.changed()
      this.emitStatus()
      void this.drain()
      return
    }
    await this.outbox.remove(edit.id)
    this.passwords.delete(edit.id)
    const stillShown = this.mirror.get(editWebsiteId(edit)) !== undefined && !this.pending().deleted.has(editWebsiteId(edit))
    if (conflict.kind === 'changed' && stillShown) this.mirror.upsert(this.reconciled(conflict.theirs))
    if (edit.kind === 'create') this.forget(edit.localId)
    if (conflict.kind === 'rejected' && edit.kind === 'update') void this.reloadWebsite(edit.websiteId)
    this.changed()
    this.emitStatus()
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
    const website = this.get(websiteId)
    if (!website) throw new ApiError({ kind: 'not_found', message: 'This website is not in the list any more.' })
    return website
  }

  private async applyUpdate(websiteId: string, patch: WebsitePatch): Promise<EditOutcome> {
    const current = this.requireWebsite(websiteId)
    const minimal = minimalPatch(current, patch)
    if (!hasFields(minimal)) return { status: 'saved', website: current }
    const edit: UpdateEdit = { id: randomUUID(), kind: 'update', websiteId: current.id, patch: minimal, base: baseOf(current, minimal), madeAt: nowIso() }
    this.write(applyPatch(current, minimal, edit.madeAt))
    this.changed()
    return this.submit(edit, () => {
      const now = this.mirror.get(current.id)
      if (now) this.write(revertPatch(now, current, minimal))
      this.changed()
    })
  }

  /**
   * A website the server does not have yet: its edits leave the outbox and
   * nothing is sent. If its creation is already on its way, the sender deletes
   * it as soon as it exists (see adoptCreated).
   */
  private async abandonUnsentWebsite(website: Website): Promise<EditOutcome> {
    const localId = website.id
    this.abandoned.add(localId)
    this.forget(localId)
    this.changed()
    const createEditId = this.createEditIds.get(localId) ?? this.outbox.entries().find((entry) => entry.kind === 'create' && entry.localId === localId)?.id
    const related = this.outbox.entries().filter((entry) => entry.kind !== 'create' && entry.websiteId === localId).map((entry) => entry.id)
    const onItsWay = createEditId !== undefined && createEditId === this.sendingEditId
    if (onItsWay) {
      // Its creation is on the wire: a delete waits behind it on disk, so that a quit or a crash cannot undo the user's delete.
      const edit: DeleteEdit = { id: randomUUID(), kind: 'delete', websiteId: localId, before: website, madeAt: nowIso() }
      await this.outbox.append(edit)
    }
    // The outbox runs calls in order: a create still being written is removed right after.
    for (const editId of [...(createEditId !== undefined && !onItsWay ? [createEditId] : []), ...related]) {
      await this.outbox.remove(editId)
      this.passwords.delete(editId)
      this.settleWaiter(editId, { status: 'saved', website: null })
    }
    this.emitStatus()
    return { status: 'saved', website: null }
  }

  /**
   * On disk first, then to the sender; the caller hears the outcome of its
   * own edit: saved, kept for later (and why), or refused with the reason.
   */
  private async submit(edit: Edit, revert: () => void): Promise<EditOutcome> {
    const password = passwordOf(edit)
    try {
      await this.outbox.append(withoutPassword(edit))
    } catch (error) {
      revert()
      throw new ApiError({ kind: 'server', message: `SiteTray could not save the change on this computer: ${messageOf(error)}` })
    }
    if (password !== undefined) this.passwords.set(edit.id, password)
    this.fresh.add(edit.id)
    this.emitStatus()
    const outcome = new Promise<EditOutcome>((resolve, reject) => this.waiters.set(edit.id, { resolve, reject, revert }))
    if (this.connection === 'offline' || this.stopped) this.releaseWaiters(SAVED_OFFLINE)
    else void this.drain()
    return outcome
  }

  /** Tells every waiting caller that their edit is safe on disk and will follow. */
  private releaseWaiters(message: string): void {
    for (const [editId, waiter] of this.waiters) {
      // From now on its base may grow old: it gets the conflict check when it is sent.
      this.fresh.delete(editId)
      const entry = this.outbox.entries().find((candidate) => candidate.id === editId)
      const website = entry ? (this.get(editWebsiteId(entry)) ?? null) : null
      waiter.resolve({ status: 'queued', website, message: this.passwords.has(editId) ? message + PASSWORD_IN_MEMORY : message })
    }
    this.waiters.clear()
  }

  private hasUnsentEdits(): boolean {
    return this.outbox.entries().some((entry) => !entry.conflict)
  }

  // ── the sender ───────────────────────────────────────────────────────────

  /** Sends the outbox in order, one edit at a time; stops at the first failure that may pass. Never rejects. */
  drain(): Promise<void> {
    this.draining ??= this.drainOnce()
      .catch((error: unknown) => this.noteFailure(error))
      .finally(() => {
        this.draining = null
      })
    return this.draining
  }

  private async drainOnce(): Promise<void> {
    this.setActivity('replaying')
    try {
      for (;;) {
        if (this.stopped) return
        if (this.connection === 'offline') {
          this.releaseWaiters(SAVED_OFFLINE)
          return
        }
        const next = this.outbox.entries().find((entry) => !entry.conflict)
        if (!next) return
        const carryOn = await this.sendOne(next)
        if (!carryOn) return
      }
    } finally {
      this.setActivity(this.sweeping ? 'sweeping' : 'idle')
    }
  }

  /** Whether the sender may go on with the next edit. */
  private async sendOne(edit: Edit): Promise<boolean> {
    this.sendingEditId = edit.id
    try {
      const website = await this.deliver(edit)
      this.retryDelayMs = this.reconnectMinMs
      this.settleWaiter(edit.id, { status: 'saved', website })
      return true
    } catch (error) {
      return this.handleSendFailure(edit, error)
    } finally {
      this.sendingEditId = null
    }
  }

  private async handleSendFailure(edit: Edit, error: unknown): Promise<boolean> {
    if (isCancellation(error) || this.stopped) return false
    this.fresh.delete(edit.id)
    if (!isRefusal(error)) {
      // Kept in the outbox: offline, busy, a server hiccup, a refused key, or this computer's own disk.
      this.noteFailure(error)
      if (meansOffline(error)) this.releaseWaiters(SAVED_OFFLINE)
      else {
        this.releaseWaiters(error instanceof ApiError && error.kind === 'rate_limited' ? busyMessage(error) : SAVED_OFFLINE)
        if (!needsTheUser(error)) this.scheduleRetry(error)
      }
      return false
    }
    this.noteAnswer()
    const waiter = this.waiters.get(edit.id)
    if (waiter) {
      // The user is still looking at the form: they get the server's reasons and their old values back.
      await this.outbox.remove(edit.id)
      this.passwords.delete(edit.id)
      this.waiters.delete(edit.id)
      if (error.kind === 'not_found' && edit.kind !== 'create') {
        this.forget(edit.websiteId)
        this.changed()
        if (edit.kind === 'delete') waiter.resolve({ status: 'saved', website: null })
        else waiter.reject(new ApiError({ kind: 'not_found', message: 'This website was deleted on the server.' }))
      } else {
        waiter.revert()
        waiter.reject(error)
      }
      this.emitStatus()
      return true
    }
    // Nobody is waiting (replayed after a restart or an outage): kept and reported.
    await this.markConflict(edit, error.kind === 'not_found' ? { kind: 'deleted', detectedAt: nowIso() } : { kind: 'rejected', fieldErrors: error.fieldErrors ?? {}, message: error.message, detectedAt: nowIso() })
    return true
  }

  private scheduleRetry(error: unknown): void {
    const wait = error instanceof ApiError && error.retryAfterMs !== undefined ? error.retryAfterMs : this.retryDelayMs
    this.retryDelayMs = Math.min(this.retryDelayMs * 2, this.reconnectMaxMs)
    this.setTimer('retry', wait, () => this.drain())
  }

  private settleWaiter(editId: string, outcome: EditOutcome): void {
    this.waiters.get(editId)?.resolve(outcome)
    this.waiters.delete(editId)
  }

  /** One edit to the server, its result into the mirror, and out of the outbox. */
  private async deliver(stored: Edit): Promise<Website | null> {
    const password = this.passwords.get(stored.id)
    if (stored.withheldPassword && password === undefined) {
      // Thrown as a refusal, so that it is kept and reported like one.
      throw new ApiError({ kind: 'validation', fieldErrors: { password: [PASSWORD_LOST] }, message: PASSWORD_LOST })
    }
    const websiteId = stored.kind === 'create' ? stored.localId : this.serverIdOf(stored.websiteId)
    const abandoned = stored.kind !== 'delete' && this.abandoned.has(editWebsiteId(stored))
    if (abandoned || websiteId === null) {
      // Deleted by the user before the server had it, or edits of a website that never reached it: nothing to send.
      await this.outbox.remove(stored.id)
      this.passwords.delete(stored.id)
      return null
    }
    if (stored.kind === 'create') {
      const created = await this.createOrAdopt(password === undefined ? stored : { ...stored, input: { ...stored.input, password } })
      return this.adoptCreated(stored, created)
    }
    if (stored.kind === 'delete') {
      try {
        await this.request('interactive', (signal) => this.client.remove(websiteId, { signal }))
      } catch (error) {
        // Already gone (perhaps sent before a crash): what the user wanted.
        if (!(error instanceof ApiError && error.kind === 'not_found')) throw error
      }
      await this.outbox.remove(stored.id)
      // Confirmed now: a sweep that read the page before the delete must not bring it back.
      this.forget(websiteId)
      this.changed()
      this.emitStatus()
      return null
    }
    let patch = password === undefined ? stored.patch : { ...stored.patch, password }
    if (!this.baseIsCurrent(stored, websiteId)) {
      const checked = await this.checkForConflict({ ...stored, websiteId, patch })
      if (!checked) return this.get(websiteId) ?? null
      patch = checked.patch
      if (!hasFields(patch)) {
        // The server already has these values (the edit arrived before a crash, or someone made the same change).
        await this.outbox.remove(stored.id)
        return this.acceptSaved(checked.server, stored.id)
      }
    }
    const saved = await this.request('interactive', (signal) => this.client.update(websiteId, patch, { signal }))
    await this.outbox.remove(stored.id)
    this.passwords.delete(stored.id)
    return this.acceptSaved(saved, stored.id)
  }

  /** A local id whose website has reached the server names it by its server id. */
  /** Null for a local id whose create is no longer waiting: that website never reached the server. */
  private serverIdOf(websiteId: string): string | null {
    const serverId = this.createdIds.get(websiteId) ?? websiteId
    if (!isLocalId(serverId)) return serverId
    const create = this.outbox.entries().find((entry) => entry.kind === 'create' && entry.localId === serverId)
    // The outbox's order sends a create first, so a create still there is one the server refused.
    if (create) throw new ApiError({ kind: 'validation', message: 'The server did not create this website, so this change cannot be sent either.' })
    return null
  }

  /**
   * Whether the user made this edit looking at what the server holds: made in
   * this session, against a record the server confirmed moments ago, with no
   * other edit of the website waiting or in conflict. Otherwise the server's
   * record is read first, so that nobody's change is overwritten unseen.
   */
  private baseIsCurrent(edit: UpdateEdit, websiteId: string): boolean {
    if (!this.fresh.has(edit.id)) return false
    const confirmedAt = this.confirmedAt.get(websiteId)
    if (confirmedAt === undefined || Date.now() - confirmedAt > CONFIRMED_RECENTLY_MS) return false
    return !this.outbox.entries().some((entry) => entry.id !== edit.id && editWebsiteId(entry) === websiteId)
  }

  private confirm(websiteId: string, at: number): void {
    this.confirmedAt.set(websiteId, Math.max(at, this.confirmedAt.get(websiteId) ?? 0))
  }

  private acceptSaved(server: Website, sentEditId: string): Website {
    this.confirm(server.id, Date.now())
    const website = this.reconciled(server, this.pending(sentEditId))
    this.write(website)
    this.changed()
    this.emitStatus()
    return website
  }

  /**
   * The server's id replaces the local one, in the mirror and in every edit
   * still waiting for it — those first, and the create last: a crash in
   * between replays the create, which then finds and adopts the website.
   */
  private async adoptCreated(edit: CreateEdit, created: Website): Promise<Website | null> {
    this.createdIds.set(edit.localId, created.id)
    for (const later of this.outbox.entries()) {
      if (later.kind !== 'create' && later.websiteId === edit.localId) await this.outbox.replace({ ...later, websiteId: created.id })
    }
    await this.outbox.remove(edit.id)
    this.passwords.delete(edit.id)
    // Deleted by the user while it was being created: the delete that waits behind it removes it.
    if (this.abandoned.has(edit.localId)) return null
    const local = this.mirror.get(edit.localId)
    this.forget(edit.localId)
    const website = this.variant === 'A' && local ? { ...created, favorite: local.favorite, favoritedAt: local.favoritedAt } : created
    return this.acceptSaved(website, edit.id)
  }


  /** The server's current record, or null when the edit had to be set aside as a conflict. */
  private async checkForConflict(edit: UpdateEdit): Promise<{ server: Website; patch: WebsitePatch } | null> {
    let server: Website
    try {
      server = await this.request('interactive', (signal) => this.client.get(edit.websiteId, { signal }))
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'not_found') {
        await this.markConflict(edit, { kind: 'deleted', detectedAt: nowIso() })
        this.forget(edit.websiteId)
        this.changed()
        return null
      }
      throw error
    }
    this.confirm(server.id, Date.now())
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
   * A create that reached the server before a crash or a lost answer comes
   * back as "domain taken": the website is then found and adopted, so that it
   * exists exactly once.
   */
  private async createOrAdopt(edit: CreateEdit): Promise<Website> {
    try {
      return await this.request('interactive', (signal) => this.client.create(edit.input, { signal }))
    } catch (error) {
      if (this.fresh.has(edit.id) || !(error instanceof ApiError && error.kind === 'validation' && error.fieldErrors?.domain)) throw error
      const page = await this.request('interactive', (signal) => this.client.list({ search: edit.input.domain, perPage: CAPABILITIES[this.variant].perPage.max }, { signal }))
      const existing = page.items.find((website) => website.domain.toLowerCase() === edit.input.domain.toLowerCase())
      if (!existing) throw error
      // Perhaps ours, sent before a crash; perhaps someone else's: either way it gets the settings the user chose.
      const { domain: _domain, favorite: _favorite, ...settings } = edit.input
      const missing = minimalPatch(existing, settings)
      if (!hasFields(missing)) return existing
      return this.request('interactive', (signal) => this.client.update(existing.id, missing, { signal }))
    }
  }

  private async markConflict(edit: Edit, conflict: Conflict): Promise<void> {
    // The password stays in memory: neither the outbox nor an event (bound for IPC and logs) gets it.
    const kept = withoutPassword({ ...edit, conflict })
    await this.outbox.replace(kept)
    const deletionPending = this.pending().deleted.has(editWebsiteId(edit))
    if (conflict.kind === 'changed' && !deletionPending) {
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
    this.settleWaiter(edit.id, { status: 'conflict', website: this.get(editWebsiteId(edit)) ?? null, message: CONFLICT_MESSAGES[conflict.kind], editId: edit.id })
    this.emitStatus()
  }

  /** Best effort after a refused edit was discarded: show what the server really holds. */
  private async reloadWebsite(websiteId: string): Promise<void> {
    try {
      const server = await this.request('interactive', (signal) => this.client.get(websiteId, { signal }))
      this.mirror.upsert(this.reconciled(server))
      this.changed()
    } catch (error) {
      if (error instanceof ApiError && error.kind === 'not_found') this.forget(websiteId)
    }
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
