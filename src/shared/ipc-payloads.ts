/**
 * The shapes the IPC contract's messages carry beyond the data types of their own modules: where the window is sent,
 * what may go wrong, and how an edit answered "on its way" ended. Types only; src/shared/ipc-contract.ts re-exports
 * them, so importers keep one address for the whole contract.
 */
import type { ApiErrorKind } from './errors'
import type { FieldErrors } from './validation'

// ── navigation ─────────────────────────────────────────────────────────────

/** Where the tray (or a notification) asks the window to go. */
export type Navigation =
  /** `favoritesOnly`: the list filtered to favorites (the tray's "All N favorites…"). */
  | { view: 'websites'; accountId?: string; favoritesOnly?: boolean }
  /** `focus: 'tracking'`: the tracking code's panel, its installation checked at once (the tray's "Check installation…"). */
  /**
   * A website's view opens on its statistics (`tab` absent) where the account has them; `tab: 'settings'` or a
   * `focus` opens its settings.
   */
  | {
      view: 'website'
      accountId: string
      websiteId: string
      tab?: 'statistics' | 'settings'
      focus?: 'password' | 'tracking'
    }
  | { view: 'add-account' }
  | { view: 'account'; accountId: string; focus?: 'apiKey' }
  | { view: 'conflicts'; accountId?: string }
  | { view: 'settings' }
  /** A bulk change's progress and results. */
  | { view: 'batch'; accountId: string; batchId: string }
  /** "Exclude my IP from N websites…": every website of the account, or (`selected`) the ones ticked in the list. */
  | { view: 'exclude-my-ip'; accountId: string; selected?: boolean }
  /** The quick switcher, over whatever the window shows. */
  | { view: 'switcher' }
  /** Every website of every account side by side. */
  | { view: 'overview' }
  /** The digest's figures behind its notification: every website's visitors and pageviews against the span before. */
  | { view: 'digest' }

// ── results ────────────────────────────────────────────────────────────────

/** What may go wrong, as the window learns it: a kind to decide on, a message to show, field errors for a form. */
export interface IpcError {
  kind: ApiErrorKind | 'keychain' | 'internal'
  message: string
  fieldErrors?: FieldErrors
}

export type IpcResult<T> = { ok: true; data: T } | { ok: false; error: IpcError }

export interface EditSettled {
  accountId: string
  editId: string
  /** The website the edit was for (its server id once it has one); null for a create that never got one. */
  websiteId: string | null
  outcome: 'sent' | 'conflict' | 'refused'
  /** What to tell the user: null when sent. */
  message: string | null
  fieldErrors?: FieldErrors
}
