/**
 * Sends the outbox: one edit at a time, on the interactive lane, in the order
 * the user made them. What a failure means (error-policy.ts) decides whether
 * the edit waits, is tried again later, or fails and is handed to the user.
 */
import { ApiError } from '../api'
import type { AccountMirror, Outbox } from '../mirror'
import type { IDisposable } from '../../shared/base/lifecycle'
import type { EditOutcome } from '../../shared/sync'
import type { Activities } from './activities'
import type { Connectivity } from './connectivity'
import type { Conflicts } from './conflicts'
import type { Delivery } from './delivery'
import { editWebsiteId, type Edit } from './edits'
import type { EditWaiters } from './edit-waiters'
import { meaningOf, type Meaning, type Problems } from './error-policy'
import type { LocalIds } from './local-ids'
import type { MirrorWriter } from './mirror-writer'
import type { AccountRequests } from './requests'
import { inBackground, Timer } from './timer'

const SAVED_OFFLINE = 'Saved on this computer: SiteTray will send it when the service answers again.'
const PASSWORD_IN_MEMORY = ' The password is kept in memory only, until SiteTray quits.'

function busyMessage(error: unknown): string {
  const retryAfterMs = error instanceof ApiError ? error.retryAfterMs : undefined
  const seconds = Math.max(1, Math.round((retryAfterMs ?? 60_000) / 1000))
  return `Saved on this computer: the service is busy, SiteTray will send it in about ${seconds} s.`
}

export interface OutboxSenderDeps {
  mirror: AccountMirror
  outbox: Outbox<Edit>
  requests: AccountRequests
  writer: MirrorWriter
  localIds: LocalIds
  delivery: Delivery
  conflicts: Conflicts
  waiters: EditWaiters
  activities: Activities
  connectivity: Connectivity
  problems: Problems
  passwords: Map<string, string>
}

export class OutboxSender implements IDisposable {
  private loop: Promise<void> | null = null
  /** Set when asked to drain while a round runs: the edit that asked may have come after that round looked. */
  private again = false
  private sending: Edit | null = null
  /** Why the last round stopped, for the callers still waiting. */
  private heldBack = SAVED_OFFLINE
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
        this.heldBack = SAVED_OFFLINE
        await this.round()
      } while (this.again)
    } catch (error) {
      // Everything below handles its own failures; this keeps a bug from leaving a caller hanging.
      console.error('[sync] sending the outbox failed:', error instanceof Error ? error.message : error)
    } finally {
      activity.dispose()
      // Whoever still waits hears that their edit is safe on disk, and why it has not gone yet.
      deps.waiters.release((editId) => this.queued(editId, this.heldBack))
    }
  }

  private async round(): Promise<void> {
    const { deps } = this
    for (;;) {
      if (deps.requests.isStopped || !deps.connectivity.isOnline) return
      const next = deps.outbox.entries().find((entry) => !entry.conflict)
      if (!next || !(await this.send(next))) return
    }
  }

  /** Whether the round may go on with the next edit. */
  private async send(edit: Edit): Promise<boolean> {
    this.sending = edit
    try {
      const website = await this.deps.delivery.deliver(edit)
      this.deps.connectivity.noteSuccess()
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
    const meaning: Meaning = meaningOf(error)
    if (meaning === 'cancelled' || deps.requests.isStopped) return false
    if (meaning !== 'refused') {
      // Kept in the outbox: offline, busy, a server hiccup, a refused key, or this computer's own disk.
      deps.problems.report('send', error)
      deps.connectivity.noteFailure(error)
      if (meaning === 'busy') this.heldBack = busyMessage(error)
      if (meaning === 'busy' || meaning === 'retry') this.retryLater(error)
      return false
    }
    deps.connectivity.noteAnswer()
    await this.refused(edit, error as ApiError)
    return true
  }

  /** The server refused the edit: the user gets their old values back and the reason, or finds it set aside. */
  private async refused(edit: Edit, error: ApiError): Promise<void> {
    const { deps } = this
    if (!deps.waiters.has(edit.id)) {
      // Nobody is waiting (replayed after a restart or an outage): kept and reported.
      const detectedAt = new Date().toISOString()
      await deps.conflicts.setAside(edit, error.kind === 'not_found' ? { kind: 'deleted', detectedAt } : { kind: 'rejected', fieldErrors: error.fieldErrors ?? {}, message: error.message, detectedAt })
      return
    }
    await deps.outbox.remove(edit.id)
    deps.passwords.delete(edit.id)
    if (error.kind === 'not_found' && edit.kind !== 'create') {
      deps.writer.forget(deps.localIds.resolve(edit.websiteId))
      if (edit.kind === 'delete') deps.waiters.settle(edit.id, { status: 'saved', website: null })
      else deps.waiters.refuse(edit.id, new ApiError({ kind: 'not_found', message: 'This website was deleted on the server.' }))
      return
    }
    deps.waiters.refuse(edit.id, error)
  }

  private retryLater(error: unknown): void {
    const retryAfterMs = error instanceof ApiError ? error.retryAfterMs : undefined
    const delay = this.deps.connectivity.nextDelay()
    this.retryTimer.schedule(retryAfterMs ?? delay, () => inBackground(this.drain(), 'sending the outbox'))
  }

  private queued(editId: string, message: string): EditOutcome {
    const { deps } = this
    const entry = deps.outbox.entries().find((candidate) => candidate.id === editId)
    const website = entry ? (deps.mirror.get(deps.localIds.resolve(editWebsiteId(entry))) ?? null) : null
    return { status: 'queued', website, message: deps.passwords.has(editId) ? message + PASSWORD_IN_MEMORY : message }
  }

  dispose(): void {
    this.retryTimer.dispose()
  }
}
