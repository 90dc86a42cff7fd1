/**
 * Main's events to the window (docs/architecture.md, "IPC"): each name with its payload's type, and
 * no runtime value but the names — apart from the channels' schemas, so that the window's first
 * bundle, which hears every event, does not carry every schema (and the IP parser they use).
 * `ipc-contract.ts` re-exports them: the contract is still the one list.
 */
import type { AccountSummary } from './accounts'
import type { Edit, SyncStatus } from './sync'
import type { SettingsState } from './settings'
import type { EditSettled, Navigation } from './ipc-payloads'
import type { UpdateState } from './update-state'
import type { VisitorsOverview } from './visitors'
import type { PlanUsage } from './plan'
import type { ExportProgress } from './statistics/insights'

/** A phantom: carries an event's payload type without a runtime value. */
function payload<T>(): T {
  return undefined as T
}

export const events = {
  'accounts-changed': payload<{ accounts: AccountSummary[] }>(),
  'websites-changed': payload<{ accountId: string }>(),
  'sync-status': payload<{ status: SyncStatus }>(),
  /** The operating system's word on the network. */
  connectivity: payload<{ networkAvailable: boolean }>(),
  'outbox-counts': payload<{ accountId: string; pendingEdits: number; conflicts: number }>(),
  conflict: payload<{ accountId: string; edit: Edit }>(),
  'settings-changed': payload<SettingsState>(),
  navigate: payload<Navigation>(),
  /**
   * Notifications do not reach the user (no notification service, or the system refused one), or
   * again do (null). Sent when it changes, and to a page that loads while it is so.
   */
  'notification-problem': payload<{ problem: string | null }>(),
  /**
   * An edit whose caller was answered before the server confirmed it ('queued': saved on this
   * computer, still to be sent) has come to its end: sent, set aside as a conflict, or refused
   * by the service (its field errors, when the service named fields).
   */
  'edit-settled': payload<EditSettled>(),
  /** The user closed the window while its form has unsaved changes: the window asks before it hides. */
  'close-requested': payload<Record<string, never>>(),
  /** Where SiteTray's own update stands. Sent when it changes, and to a page that loads. */
  'update-state': payload<UpdateState>(),
  /** An account's visitor numbers or alerts changed (the overview as it is now). */
  'visitors-changed': payload<VisitorsOverview>(),
  /** The plan's limits: an account's plan or this month's pageviews changed. */
  'plan-changed': payload<PlanUsage>(),
  /** An account's overview days changed, or how far their reading got. */
  'overview-changed': payload<{ accountId: string }>(),
  /** New numbers of a website's statistics view arrived (a read finished): the window asks again. */
  'statistics-changed': payload<{ accountId: string; websiteId: string }>(),
  /** An account's bulk changes began, moved on, ended or went. */
  'batches-changed': payload<{ accountId: string }>(),
  /** An export moved on, ended, failed or was cancelled. */
  'export-progress': payload<ExportProgress>(),
} as const

export type EventName = keyof typeof events
/** Each event's payload, by name. */
export type Events = { [E in EventName]: (typeof events)[E] }
/** An event as main's parts emit it: its name and the payload the window receives, sent on by name. */
export type WindowEvent<N extends EventName = EventName> = { [E in N]: { type: E; payload: Events[E] } }[N]
