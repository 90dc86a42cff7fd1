/**
 * What the caller of an edit hears while the edit waits in the outbox (docs/architecture.md, "Sync and storage"):
 * that it is saved on this computer, and why it has not gone yet — the wording kept apart from the sending, so that
 * every reason reads alike.
 */
import { ApiError } from '../../api'
import { editWebsiteId } from './edits'
import type { QueuedOutcome } from './edit-waiters'
import type { EngineState } from '../engine-state'
import { formatSeconds, t, type MessageKey } from '../../../shared/i18n'

type Waiting = 'offline' | 'key' | 'plan' | 'untrusted' | 'retry' | 'conflict'
const WAITING_KEYS: Record<Waiting, MessageKey> = {
  offline: 'sync.outbox.savedOffline',
  key: 'sync.outbox.savedKey',
  plan: 'sync.outbox.savedPlan',
  untrusted: 'sync.outbox.savedUntrusted',
  retry: 'sync.outbox.savedRetry',
  conflict: 'sync.outbox.savedConflict',
}
/** Why an edit waits, one getter per reason: worded when read, in the language shown then. */
export const WAITING: Readonly<Record<Waiting, string>> = Object.defineProperties(
  {} as Record<Waiting, string>,
  Object.fromEntries(
    Object.entries(WAITING_KEYS).map(([reason, key]) => [reason, { enumerable: true, get: () => t(key) }]),
  ),
)

/** The answer to a caller whose edit the server has not confirmed in time: on disk, and on its way. */
export function sendingMessage(): string {
  return t('sync.outbox.sending')
}

export function busyMessage(error: unknown): string {
  const retryAfterMs = error instanceof ApiError ? error.retryAfterMs : undefined
  const seconds = Math.max(1, Math.round((retryAfterMs ?? 60_000) / 1000))
  return t('sync.outbox.savedBusy', { duration: formatSeconds(seconds) })
}

export function queuedAnswer(state: EngineState, editId: string, message: string): QueuedOutcome {
  const entry = state.outbox.entries().find((candidate) => candidate.id === editId)
  const website = entry ? (state.mirror.get(state.localIds.resolve(editWebsiteId(entry))) ?? null) : null
  return {
    status: 'queued',
    editId,
    website,
    message: state.holdsPassword(editId) ? `${message} ${t('sync.outbox.passwordInMemory')}` : message,
  }
}
