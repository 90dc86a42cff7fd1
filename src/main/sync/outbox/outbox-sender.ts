/**
 * Sends the outbox: one edit at a time per stream (the user's edits, and bulk
 * changes beside them). Order is kept per website (send-order.ts) — an edit goes only after
 * the earlier edits of its website — so one website's trouble holds back that
 * website's edits alone.
 * What a failure means (error-policy.ts) decides whether the edit waits for
 * the service, is tried again later, or fails and is handed to the user.
 */
import { ApiError } from '../../api'
import { CONCURRENCY } from '../../scheduler'
import { Emitter } from '../../../shared/base/event'
import { Disposable, type IDisposable } from '../../../shared/base/lifecycle'
import { Stream, type DeliveredEdit, type StreamName } from './outbox-streams'
import { blockingBatchSend, nextEdit } from './send-order'
import { editWebsiteId, type Edit } from './edits'
import type { QueuedOutcome } from './edit-waiters'
import { meaningOf } from '../health/error-policy'
import { createLogger, inBackground, Timer } from '../../base'
import type { EngineState } from '../engine-state'
import type { AccountRequests } from '../requests'
import type { Delivery } from './delivery'
import type { Conflicts } from './conflicts'
import type { EditWaiters } from './edit-waiters'
import type { Activities } from '../health/activities'
import type { Connectivity } from '../health/connectivity'
import type { Problems } from '../health/error-policy'
import { busyMessage, queuedAnswer, sendingMessage, WAITING } from './queued-answers'
import { t } from '../../../shared/i18n'

const log = createLogger('sync')

export interface OutboxSenderDeps {
  state: EngineState
  requests: AccountRequests
  delivery: Delivery
  conflicts: Conflicts
  waiters: EditWaiters
  /** The account's health: what the sender shows it is doing, whether it may send, what a failure means. */
  activities: Activities
  connectivity: Connectivity
  problems: Problems
}

export class OutboxSender extends Disposable {
  private readonly streams: Record<StreamName, Stream> = {
    edits: new Stream('edits', 'interactive', 1),
    batches: new Stream('batches', 'background', CONCURRENCY.background),
  }
  /** Websites whose next edit the service failed at: they wait for the retry, the others go on. */
  private readonly held = new Set<string>()
  /** Answers nobody understood, per edit. */
  private readonly unexplained = new Map<string, number>()
  private readonly retryTimer = this._register(new Timer())
  private readonly deliveredEmitter = this._register(new Emitter<DeliveredEdit>())
  /** An edit reached the server (or found it had the change already). */
  readonly onDidDeliver = this.deliveredEmitter.event

  constructor(private readonly deps: OutboxSenderDeps) {
    super()
  }

  /** Sends what can be sent now, in both streams; one round at a time each. Never rejects. */
  drain(): Promise<void> {
    return Promise.all([this.drainStream(this.streams.edits), this.drainStream(this.streams.batches)]).then(
      () => undefined,
    )
  }

  private drainStream(stream: Stream): Promise<void> {
    if (stream.loop) {
      // Asked while a round runs: the edit that asked may have come after that round looked, so one more follows.
      inBackground(
        stream.rounds.queue(() => this.nextRound(stream)),
        'sending the outbox',
      )
      return stream.loop
    }
    const activity = this.deps.activities.start('sending')
    inBackground(
      stream.rounds.queue(() => this.nextRound(stream)),
      'sending the outbox',
    )
    stream.loop = this.roundsEnded(stream, activity).finally(() => {
      stream.loop = null
    })
    return stream.loop
  }

  /** The rounds under way, if any. */
  get current(): Promise<void> | null {
    const { edits, batches } = this.streams
    if (!edits.loop && !batches.loop) return null
    return Promise.all([edits.loop, batches.loop]).then(() => undefined)
  }

  isSending(editId: string): boolean {
    return this.streams.edits.sending.has(editId) || this.streams.batches.sending.has(editId)
  }

  /** Offline: a retry waits for the service to answer again. */
  pause(): void {
    this.retryTimer.cancel()
  }

  private nextRound(stream: Stream): Promise<void> {
    stream.stoppedBy = null
    // Everything below handles its own failures; this keeps a bug from leaving a caller hanging.
    return this.round(stream).catch((error: unknown) => log.error('sending the outbox failed', error))
  }

  private async roundsEnded(stream: Stream, activity: IDisposable): Promise<void> {
    try {
      await stream.rounds.whenIdle()
    } finally {
      activity.dispose()
      // Whoever still waits hears that their edit is safe on disk, and why it has not gone yet (bulk edits have nobody
      // waiting).
      if (stream.name === 'edits') this.deps.waiters.release((editId) => this.queued(editId))
    }
  }

  /**
   * Keeps up to the stream's concurrency of websites on their way, until nothing is left or a failure stops the stream.
   */
  private async round(stream: Stream): Promise<void> {
    const running = new Set<Promise<unknown>>()
    let stop = false
    for (;;) {
      while (!stop && running.size < stream.concurrency) {
        if (this.deps.requests.isStopped || !this.deps.connectivity.isOnline) {
          stream.stoppedBy = WAITING.offline
          stop = true
          break
        }
        const next = this.next(stream.name)
        if (!next) break
        const sending: Promise<unknown> = this.send(next, stream).then((goOn) => {
          running.delete(sending)
          if (!goOn) stop = true
        })
        running.add(sending)
      }
      if (running.size > 0) {
        await Promise.race(running)
        continue
      }
      if (stop) return
      // A user's edit whose website's bulk edit is on its way goes right after it, not at the next round.
      const ahead = stream.name === 'edits' ? this.blockingBatchSend() : null
      if (!ahead) return
      await ahead
    }
  }

  /** The website an edit belongs to, by the id it has now. */
  private websiteOf(edit: Edit): string {
    return this.deps.state.localIds.resolve(editWebsiteId(edit))
  }

  /** The next edit of the stream (send-order.ts): its website neither held for a retry nor sending already. */
  private next(stream: StreamName): Edit | undefined {
    const waits = (website: string, head: Edit): boolean => this.held.has(website) || this.isSending(head.id)
    return nextEdit(this.deps.state.outbox.entries(), stream, (edit) => this.websiteOf(edit), waits)
  }

  private blockingBatchSend(): Promise<unknown> | null {
    const { outbox } = this.deps.state
    return blockingBatchSend(outbox.entries(), this.streams.batches.sending.values(), (edit) => this.websiteOf(edit))
  }

  /** Whether the round may go on with the next edit. */
  private async send(edit: Edit, stream: Stream): Promise<boolean> {
    const sending = this.deps.delivery.deliver(edit, stream.lane)
    stream.sending.set(edit.id, { edit, sent: sending.catch(() => undefined) })
    try {
      const delivered = await sending
      this.unexplained.delete(edit.id)
      this.deps.connectivity.noteSuccess()
      this.deps.problems.succeeded('send')
      if (delivered.result !== 'set-aside')
        this.deps.waiters.settle(edit.id, { status: 'saved', website: delivered.website })
      this.deliveredEmitter.fire({ edit, delivered })
      return true
    } catch (error) {
      return this.failed(edit, error, stream)
    } finally {
      stream.sending.delete(edit.id)
    }
  }

  private async failed(edit: Edit, error: unknown, stream: Stream): Promise<boolean> {
    const { deps } = this
    const tries =
      (this.unexplained.get(edit.id) ?? 0) + (error instanceof ApiError && error.kind === 'bad_response' ? 1 : 0)
    const meaning = meaningOf(error, tries)
    if (meaning === 'cancelled' || deps.requests.isStopped) return false
    if (meaning === 'refused') {
      // The service answered as a service should: what was wrong with it before (a server error) is over.
      this.unexplained.delete(edit.id)
      deps.connectivity.noteAnswer()
      deps.problems.succeeded('send')
      await this.refused(edit, error as ApiError)
      return true
    }
    deps.problems.report('send', error)
    deps.connectivity.noteFailure(error)
    switch (meaning) {
      case 'offline':
        stream.stoppedBy = WAITING.offline
        return false
      case 'key':
      case 'plan':
      case 'untrusted':
        // Every request would meet the same refusal: the stream waits until the account's access works again
        // (access-watch.ts).
        stream.stoppedBy = WAITING[meaning]
        return false
      case 'busy':
        stream.stoppedBy = busyMessage(error)
        this.retryLater(error)
        return false
      case 'retry':
        // Only this website's edits wait for the retry; the others go on.
        this.unexplained.set(edit.id, tries)
        this.held.add(this.websiteOf(edit))
        this.retryLater(error)
        return true
    }
  }

  /** The server refused the edit: the user gets their old values back and the reason, or finds it set aside. */
  private async refused(edit: Edit, error: ApiError): Promise<void> {
    const { deps } = this
    // Taken before the outbox is written: from here on the caller hears the refusal, not "sending…".
    const waiter = deps.waiters.claimRefusal(edit.id)
    if (!waiter) {
      // Nobody is waiting (answered before the server said, replayed after a restart or an outage), or it is a
      // correction from Conflicts: kept with the user's values and announced.
      const detectedAt = new Date().toISOString()
      await deps.conflicts.setAside(
        edit,
        error.kind === 'not_found'
          ? { kind: 'deleted', detectedAt }
          : { kind: 'rejected', fieldErrors: error.fieldErrors ?? {}, message: error.message, detectedAt },
      )
      return
    }
    await deps.state.outbox.remove(edit.id)
    deps.state.forgetPassword(edit.id)
    if (error.kind === 'not_found' && edit.kind !== 'create') {
      deps.state.writer.forget(this.websiteOf(edit))
      if (edit.kind === 'delete') waiter.settle({ status: 'saved', website: null })
      else waiter.refuse(new ApiError({ kind: 'not_found', message: t('sync.outbox.deleted') }))
      return
    }
    waiter.refuse(error)
  }

  /** One timer for every retry: when it fires, every held website gets its turn again. */
  private retryLater(error: unknown): void {
    if (this.retryTimer.isScheduled) return
    const retryAfterMs = error instanceof ApiError ? error.retryAfterMs : undefined
    this.retryTimer.schedule(retryAfterMs ?? this.deps.connectivity.nextDelay(), () => {
      this.held.clear()
      inBackground(this.drain(), 'sending the outbox')
    })
  }

  /** What a caller hears when the server has not confirmed its edit in time. */
  sendingAnswer(editId: string): QueuedOutcome {
    return queuedAnswer(this.deps.state, editId, sendingMessage())
  }

  /** What a caller still waiting when the round stopped hears: why its edit has not gone yet. */
  private queued(editId: string): QueuedOutcome {
    const { deps } = this
    const entry = deps.state.outbox.entries().find((candidate) => candidate.id === editId)
    const websiteId = entry ? this.websiteOf(entry) : undefined
    const blocked =
      entry !== undefined &&
      deps.state.outbox.entries().some((other) => other.conflict !== undefined && this.websiteOf(other) === websiteId)
    return queuedAnswer(
      deps.state,
      editId,
      this.streams.edits.stoppedBy ?? (blocked ? WAITING.conflict : WAITING.retry),
    )
  }

  override dispose(): void {
    for (const stream of Object.values(this.streams)) stream.rounds.dispose()
    super.dispose()
  }
}
