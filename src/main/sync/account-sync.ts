/**
 * One account's sync engine, wired from parts with one job each:
 *
 *   connectivity   whether the service can be reached; the one backoff
 *   error-policy   what a failure means, and what the user is shown
 *   access-watch   while the key or the plan is refused, asking again by itself
 *   reachability   the probe both use, wired to them, and what the statistics see of them
 *   sweeper        full sweeps, refreshes, the periodic schedule
 *   remote-query   list queries, from the server until the first sweep
 *   editor         the user's edits: checked, shown, on disk, then sent
 *   outbox-sender  the outbox, sent in order per website; delivery sends one edit
 *   conflicts      edits set aside for the user, and their choice
 *   local-ids      websites created here, until the server names them
 *   edit-waiters   callers waiting to hear what became of their edit, for 2 s at most
 *   mirror-writer  every change to the mirror, announced when it changed something
 *
 * Because every edit is on disk before it is sent, a crash, a quit or a lost
 * connection at any moment loses nothing (docs/architecture.md, "Sync and storage").
 */
import type { AccountMirror, Outbox } from '../mirror'
import { Emitter, type Event } from '../../shared/base/event'
import { DisposableStore } from '../../shared/base/lifecycle'
import type { SyncActivity, SyncStatus } from '../../shared/sync'
import { type Variant } from '../../shared/website'
import { Activities } from './health/activities'
import { Batches } from './bulk/batches'
import type { Connectivity } from './health/connectivity'
import { Conflicts } from './outbox/conflicts'
import { Editor } from './outbox/editor'
import { EditWaiters } from './outbox/edit-waiters'
import { outboxCounts, type Edit } from './outbox/edits'
import type { AccessWatch } from './health/access-watch'
import { isAccessRefused, Problems, type KeyVerdict } from './health/error-policy'
import { LocalIds } from './local-ids'
import { MirrorWriter } from './mirror-writer'
import { EngineState } from './engine-state'
import { OutboxSender } from './outbox/outbox-sender'
import { ListQueries } from './reading/remote-query'
import { AccountRequests } from './requests'
import { ServerRecords } from './reading/server-records'
import { createEditParts, createEditWaiters } from './edit-parts'
import { Sweeper } from './reading/sweeper'
import { inBackground } from '../base'
import type { AccountSyncOptions, SyncEvent } from './account-sync-options'
import type { AccessConnection } from './stats-access'
import { createReachability } from './health/reachability'

export type { Connection, EditOutcome, SyncActivity, SyncStatus } from '../../shared/sync'

export {
  ANSWER_EDITS_WITHIN_MS,
  type AccountSyncOptions,
  type EngineMemory,
  type SyncEvent,
} from './account-sync-options'
export type { AccessConnection } from './stats-access'

/**
 * The engine's public face is its parts: the services call `editor.update`,
 * `sweeper.sweep`, `conflicts.resolve`, `lists.query` and the like directly,
 * each with the contract's request, so no operation is declared here again.
 */
export class AccountSync {
  readonly accountId: string
  readonly variant: Variant
  private readonly events = new Emitter<SyncEvent>()
  readonly onEvent: Event<SyncEvent> = this.events.event
  private readonly store = new DisposableStore()
  private readonly problems = this.store.add(new Problems())
  /**
   * What the service makes of the API key, as it changes (main only: the key's state reaches the shell in the account
   * summary).
   */
  readonly onDidChangeKeyVerdict: Event<KeyVerdict> = this.problems.onDidChangeKeyVerdict
  private readonly activities = this.store.add(new Activities())
  private readonly mirror: AccountMirror
  private readonly outbox: Outbox<Edit>
  private readonly requests: AccountRequests
  /** Whether the service can be reached; the operating system's word on the network goes here. */
  readonly connectivity: Connectivity
  /** Full sweeps, refreshes of page 1, the periodic schedule. */
  readonly sweeper: Sweeper
  /** Edits set aside for the user, and their choice. */
  readonly conflicts: Conflicts
  /** The outbox on its way to the server. */
  readonly sender: OutboxSender
  /** The user's edits: create, update, favorite, remove, and a refused edit's correction. */
  readonly editor: Editor
  /** List queries, from the server until the first sweep, then from the mirror. */
  readonly lists: ListQueries
  /** Bulk changes: previews, batches of queued edits, their results, cancel and undo. */
  readonly batches: Batches
  /** While the key or the plan is refused: asks again by itself, sparingly. */
  private readonly access: AccessWatch
  /** Where the visitor numbers learn whether they may be read. */
  readonly statsConnection: AccessConnection
  private lastStatus = ''

  constructor(options: AccountSyncOptions) {
    const { accountId, variant, client, mirror, outbox } = options
    const { problems, activities } = this
    this.accountId = accountId
    this.variant = variant
    this.mirror = mirror
    this.outbox = outbox
    const localIds = new LocalIds(options.memory?.createdIds)
    const waiters = createEditWaiters(options, localIds, outbox, this.store)
    const requests = (this.requests = this.store.add(new AccountRequests(options.scheduler, accountId)))
    const writer = this.store.add(new MirrorWriter(mirror))
    const state = new EngineState(mirror, outbox, writer, localIds, options.memory?.passwords)
    const sweepIntervalMs = options.sweepIntervalMs ?? 15 * 60_000
    const reach = createReachability({ ...options, store: this.store, requests, problems, sweepIntervalMs })
    const connectivity = (this.connectivity = reach.connectivity)
    this.access = reach.access
    this.statsConnection = reach.statsConnection
    const records = new ServerRecords({ state, variant })
    this.sweeper = this.store.add(
      new Sweeper({
        state,
        variant,
        client,
        requests,
        records,
        activities,
        problems,
        connectivity,
        intervalMs: sweepIntervalMs,
        onDue: () => this.catchUpInBackground(),
      }),
    )
    const edits = createEditParts({
      store: this.store,
      state,
      accountId,
      variant,
      client,
      requests,
      records,
      waiters,
      activities,
      connectivity,
      problems,
      batchLog: options.batchLog,
    })
    this.conflicts = edits.conflicts
    this.sender = edits.sender
    this.editor = edits.editor
    this.batches = edits.batches
    this.lists = new ListQueries({ state, variant, client, requests, records, connectivity, problems })
    this.announceChanges(writer, waiters)
  }

  /** What the parts say, told to the services as the engine's events; a lost or regained connection acted on. */
  private announceChanges(writer: MirrorWriter, waiters: EditWaiters): void {
    const { accountId, activities, problems, connectivity, conflicts, outbox } = this
    this.store.add(
      this.batches.onDidChange(() => {
        this.events.fire({ type: 'batches-changed', payload: { accountId } })
        this.statusChanged()
      }),
    )
    for (const event of [activities.onDidChange, problems.onDidChange, connectivity.onDidChange, outbox.onDidChange])
      this.store.add(event(() => this.statusChanged()))
    this.store.add(writer.onDidChange(() => this.events.fire({ type: 'websites-changed', payload: { accountId } })))
    this.store.add(
      conflicts.onDidSetAside((edit) => this.events.fire({ type: 'conflict', payload: { accountId, edit } })),
    )
    this.store.add(
      waiters.onDidEnd((end) => this.events.fire({ type: 'edit-settled', payload: { accountId, ...end } })),
    )
    this.store.add(
      connectivity.onDidChange((connection) => {
        if (connection === 'online') return this.catchUpInBackground()
        this.sweeper.pause()
        this.sender.pause()
      }),
    )
    let verdict = problems.keyVerdict()
    this.store.add(
      problems.onDidChangeKeyVerdict((next) => {
        const wasRefused = isAccessRefused(verdict)
        verdict = next
        // Access is back (a renewed plan, a restored token): what waited goes now, not at the next sweep.
        if (wasRefused && next === 'accepted') this.catchUpInBackground()
      }),
    )
  }

  /** The operating system's word on the network; its return is also a reason to ask whether access is back. */
  setNetworkAvailable(available: boolean): void {
    this.connectivity.setNetworkAvailable(available)
    if (available) this.access.checkNow()
  }

  /** Sends what waited in the outbox, then sweeps if the mirror was never complete or is due. */
  start(): void {
    this.catchUpInBackground()
  }

  /**
   * Cancels this account's requests and stops every part, even when one fails
   * to; edits not yet accepted stay in the outbox for the next start, and
   * their callers hear "saved on this computer". The mirror and outbox stay open.
   */
  async stop(): Promise<void> {
    const running = [this.sweeper.current, this.sender.current]
    try {
      this.store.dispose()
    } finally {
      await Promise.allSettled(running)
      this.events.dispose()
    }
  }

  status(): SyncStatus {
    const counts = outboxCounts(this.outbox.entries())
    return {
      accountId: this.accountId,
      connection: this.connectivity.state,
      activities: [...this.activities.list(counts.pendingEdits), ...this.applying()],
      lastSweepAt: this.mirror.sweepState().completedAt,
      ...counts,
      lastError: this.problems.last(),
    }
  }

  private applying(): SyncActivity[] {
    const progress = this.batches.progress()
    return progress ? [{ kind: 'applying', ...progress }] : []
  }

  keyVerdict(): KeyVerdict {
    return this.problems.keyVerdict()
  }

  private catchUpInBackground(): void {
    inBackground(this.catchUp(), 'catching up')
  }

  private async catchUp(): Promise<void> {
    if (this.outbox.entries().some((entry) => !entry.conflict)) await this.sender.drain()
    if (this.requests.isStopped || !this.connectivity.isOnline) return
    if (this.sweeper.isDue()) await this.sweeper.sweep()
    else this.sweeper.scheduleNext()
  }

  /** Announced only when it differs from what was last announced. */
  private statusChanged(): void {
    const status = this.status()
    const text = JSON.stringify(status)
    if (text === this.lastStatus) return
    this.lastStatus = text
    this.events.fire({ type: 'sync-status', payload: { status } })
  }
}
