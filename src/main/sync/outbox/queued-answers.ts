/**
 * What the caller of an edit hears while the edit waits in the outbox (docs/architecture.md, "Sync and storage"):
 * that it is saved on this computer, and why it has not gone yet — the wording kept apart from the sending, so that
 * every reason reads alike.
 */
import { ApiError } from '../../api'
import { editWebsiteId } from './edits'
import type { QueuedOutcome } from './edit-waiters'
import type { EngineState } from '../engine-state'

const SAVED = 'Saved on this computer:'
export const WAITING: Record<'offline' | 'key' | 'plan' | 'retry' | 'conflict', string> = {
  offline: `${SAVED} SiteTray will send it when the service answers again.`,
  key: `${SAVED} the service did not accept the API key; SiteTray will send it once the key works again.`,
  plan: `${SAVED} the account's plan does not include the API at the moment; SiteTray will send it when it does.`,
  retry: `${SAVED} the service had a problem with it; SiteTray will try again shortly.`,
  conflict: `${SAVED} it follows a change to this website that waits for your choice.`,
}
/** The answer to a caller whose edit the server has not confirmed in time: on disk, and on its way. */
export const SENDING = 'Saved on this computer — sending…'
const PASSWORD_IN_MEMORY = ' The password is kept in memory only, until SiteTray quits.'

export function busyMessage(error: unknown): string {
  const retryAfterMs = error instanceof ApiError ? error.retryAfterMs : undefined
  const seconds = Math.max(1, Math.round((retryAfterMs ?? 60_000) / 1000))
  return `${SAVED} the service is busy, SiteTray will send it in about ${seconds} s.`
}

export function queuedAnswer(state: EngineState, editId: string, message: string): QueuedOutcome {
  const entry = state.outbox.entries().find((candidate) => candidate.id === editId)
  const website = entry ? (state.mirror.get(state.localIds.resolve(editWebsiteId(entry))) ?? null) : null
  return {
    status: 'queued',
    editId,
    website,
    message: state.holdsPassword(editId) ? message + PASSWORD_IN_MEMORY : message,
  }
}
