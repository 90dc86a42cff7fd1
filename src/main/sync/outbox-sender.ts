/**
 * Sends the outbox: one edit at a time, on the interactive lane. Order is
 * kept per website — an edit goes only after the earlier edits of its
 * website — so one website's trouble holds back that website's edits alone.
 * What a failure means (error-policy.ts) decides whether the edit waits for
 * the service, is tried again later, or fails and is handed to the user.
 */
import { ApiError } from '../api'
import type { IDisposable } from '../../shared/base/lifecycle'
import { editWebsiteId, type Edit } from './edits'
import type { QueuedOutcome } from './edit-waiters'
import { meaningOf } from './error-policy'
import { createLogger, inBackground, Timer } from '../base'
import type { EngineParts } from './parts'

const SAVED = 'Saved on this computer:'
const WAITING: Record<'offline' | 'key' | 'retry' | 'conflict', string> = {
  offline: `${SAVED} SiteTray will send it when the service answers again.`,
  key: `${SAVED} the service did not accept the API key; SiteTray will send it once the key works again.`,
  retry: `${SAVED} the service had a problem with it; SiteTray will try again shortly.`,
  conflict: `${SAVED} it follows a change to this website that waits for your choice.`,
}
/** The answer to a caller whose edit the server has not confirmed in time: on disk, and on its way. */
const SENDING = 'Saved on this computer — sending…'
const log = createLogger('sync')
const PASSWORD_IN_MEMORY = ' The password is kept in memory only, until SiteTray quits.'

function busyMessage(error: unknown): string {
  const retryAfterMs = error instanceof ApiError ? error.retryAfterMs : undefined
  const seconds = Math.max(1, Math.round((retryAfterMs ?? 60_000) / 1000))
  return `${SAVED} the service is busy, SiteTray will send it in about ${seconds} s.`
}

export type OutboxSenderDeps = Pick<EngineParts, 'mirror' | 'outbox' | 'requests' | 'writer' | 'localIds' | 'delivery' | 'conflicts' | 'waiters' | 'activities' | 'connectivity' | 'problems' | 'passwords'>

export class OutboxSender implements IDisposable {
  private loop: Promise<void> | null = null
  /** Set when asked to drain while a round runs: the edit that asked may have come after that round looked. */
  private again = false
  private sending: Edit | null = null
  /** Why the whole outbox stopped in the last round (offline, busy, key), for the callers still waiting. */
  private stoppedBy: string | null = null
  /** Websites whose next edit the service failed at: they wait for the retry, the others go on. */
  private readonly held = new Set<string>()
  /** Answers nobody understood, per edit. */
  private readonly unexplained = new Map<string, number>()
  private readonly retryTimer = new Timer()

  constructor(private readonly deps: OutboxSenderDeps) {}

  /** Sends what can be sent now; one round at a time. Never rejects. */
  drain(): Promise<void> {
    if (this.loop) {
      this.again = true
      return this.loop
    }
    this.loop = this.rounds().finally(() => {
      this.loop = null
    })
    return this.loop
  }

  /** The round under way, if any. */
  get current(): Promise<void> | null {
    return this.loop
  }

  isSending(editId: string): boolean {
    return this.sending?.id === editId
  }

  /** Offline: a retry waits for the service to answer again. */
  pause(): void {
    this.retryTimer.cancel()
  }

  private async rounds(): Promise<void> {
    const { deps } = this
    const activity = deps.activities.start('sending')
    try {
      do {
        this.again = false
        this.stoppedBy = null
        await this.round()
      } while (this.again)
    } catch (error) {
      // Everything below handles its own failures; this keeps a bug from leaving a caller hanging.
      log.error('sending the outbox failed', error)
    } finally {
      activity.dispose()
      // Whoever still waits hears that their edit is safe on disk, and why it has not gone yet.
      deps.waiters.release((editId) => this.queued(editId))
    }
  }

  private async round(): Promise<void> {
    const { deps } = this
    for (;;) {
      if (deps.requests.isStopped || !deps.connectivity.isOnline) {
        this.stoppedBy = WAITING.offline
        return
      }
      const next = this.next()
      if (!next || !(await this.send(next))) return
    }
  }

  /** The website an edit belongs to, by the id it has now. */
  private websiteOf(edit: Edit): string {
    return this.deps.localIds.resolve(editWebsiteId(edit))
  }

  /** The first edit that is the oldest of its website, unless that website waits (for a retry, or for the user). */
  private next(): Edit | undefined {
    const seen = new Set<string>()
    for (const entry of this.deps.outbox.entries()) {
      const website = this.websiteOf(entry)
      if (seen.has(website)) continue
      seen.add(website)
      if (!entry.conflict && !this.held.has(website)) return entry
    }
    return undefined
  }

  /** Whether the round may go on with the next edit. */
  private async send(edit: Edit): Promise<boolean> {
    this.sending = edit
    try {
      const website = await this.deps.delivery.deliver(edit)
      this.unexplained.delete(edit.id)
      this.deps.connectivity.noteSuccess()
      this.deps.problems.succeeded('send')
      this.deps.waiters.settle(edit.id, { status: 'saved', website })
      return true
    } catch (error) {
      return this.failed(edit, error)
    } finally {
      this.sending = null
    }
  }

  private async failed(edit: Edit, error: unknown): Promise<boolean> {
    const { deps } = this
    const tries = (this.unexplained.get(edit.id) ?? 0) + (error instanceof ApiError && error.kind === 'bad_response' ? 1 : 0)
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
        this.stoppedBy = WAITING.offline
        return false
      case 'key':
        this.stoppedBy = WAITING.key
        return false
      case 'busy':
        this.stoppedBy = busyMessage(error)
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
      // Nobody is waiting (answered before the server said, replayed after a restart or an outage), or it is a correction from Conflicts: kept with the user's values and announced.
      const detectedAt = new Date().toISOString()
      await deps.conflicts.setAside(edit, error.kind === 'not_found' ? { kind: 'deleted', detectedAt } : { kind: 'rejected', fieldErrors: error.fieldErrors ?? {}, message: error.message, detectedAt })
      return
    }
    await deps.outbox.remove(edit.id)
    deps.passwords.delete(edit.id)
    if (error.kind === 'not_found' && edit.kind !== 'create') {
      deps.writer.forget(this.websiteOf(edit))
      if (edit.kind === 'delete') waiter.settle({ status: 'saved', website: null })
      else waiter.refuse(new ApiError({ kind: 'not_found', message: 'This website was deleted on the server.' }))
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
    return this.queuedAnswer(editId, SENDING)
  }

  /** What a caller still waiting when the round stopped hears: why its edit has not gone yet. */
  private queued(editId: string): QueuedOutcome {
    const { deps } = this
    const entry = deps.outbox.entries().find((candidate) => candidate.id === editId)
    const websiteId = entry ? this.websiteOf(entry) : undefined
    const blocked = entry !== undefined && deps.outbox.entries().some((other) => other.conflict !== undefined && this.websiteOf(other) === websiteId)
    return this.queuedAnswer(editId, this.stoppedBy ?? (blocked ? WAITING.conflict : WAITING.retry))
  }

  private queuedAnswer(editId: string, message: string): QueuedOutcome {
    const { deps } = this
    const entry = deps.outbox.entries().find((candidate) => candidate.id === editId)
    const website = entry ? (deps.mirror.get(this.websiteOf(entry)) ?? null) : null
    return { status: 'queued', editId, website, message: deps.passwords.has(editId) ? message + PASSWORD_IN_MEMORY : message }
  }

  dispose(): void {
    this.retryTimer.dispose()
  }
}
