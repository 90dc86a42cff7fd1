/** The facade the IPC layer and the tray call: its methods, options and events. */
import type { SchedulerOptions } from '../scheduler'
import type { SecretStore } from '../accounts'
import type { AccountSummary, ConnectionResult } from '../../shared/accounts'
import type { Edit, EditOutcome, QueryResult, SyncStatus } from '../../shared/sync'
import type { ListQuery, Variant, Website, WebsiteInput, WebsitePatch } from '../../shared/website'
import type { SyncEvent } from '../sync/account-sync'
import type { Event } from '../../shared/base/event'

export interface ServicesOptions {
  /** The app's data folder (Electron's userData); profiles, mirrors and outboxes live here. */
  dataDir: string
  secrets: SecretStore
  /** Between background sweeps; default 15 min; 0 turns them off. */
  sweepIntervalMs?: number
  timeoutMs?: number
  scheduler?: SchedulerOptions
  reconnectMinMs?: number
  reconnectMaxMs?: number
  /**
   * Start syncing every account at once (default). Off: nothing is sent until start(), so that the
   * shell can show the mirror (the tray menu) before the first request; tests may drive sync by hand.
   */
  autoStart?: boolean
}

export type ServicesEvent = SyncEvent | { type: 'accounts-changed' }

export interface NewAccount {
  baseUrl: string
  apiKey: string
  label?: string
  /** Detected by probing both API paths when left out. */
  variant?: Variant
}

export interface Services {
  accounts: {
    list(): AccountSummary[]
    /** Which variant answers at this address with this key, and the account's name. */
    detect(input: { baseUrl: string; apiKey: string }): Promise<ConnectionResult>
    testConnection(input: { accountId: string } | { baseUrl: string; variant: Variant; apiKey: string }): Promise<ConnectionResult>
    /** Tests the connection first; the key goes to the keychain, never to a file. */
    add(input: NewAccount): Promise<AccountSummary>
    setApiKey(accountId: string, apiKey: string): Promise<void>
    rename(accountId: string, label: string): Promise<void>
    /** Cancels the account's requests, deletes its key, its mirror and its outbox. */
    remove(accountId: string): Promise<void>
  }
  websites: {
    query(accountId: string, query?: ListQuery): Promise<QueryResult>
    /** The mirror's websites, at once and without a request (the tray menu is built from them). */
    local(accountId: string): readonly Website[]
    get(accountId: string, websiteId: string): Website | null
    create(accountId: string, input: WebsiteInput): Promise<EditOutcome>
    /** `seen`: what the user's form showed of the changed fields, so that a change made elsewhere since is a conflict. */
    update(accountId: string, websiteId: string, patch: WebsitePatch, seen?: WebsitePatch): Promise<EditOutcome>
    favorite(accountId: string, websiteId: string, favorite: boolean): Promise<EditOutcome>
    remove(accountId: string, websiteId: string): Promise<EditOutcome>
  }
  sync: {
    status(accountId: string): SyncStatus
    /** A full sweep now; resolves when it is over (its failure shows in the status). */
    syncNow(accountId: string): Promise<void>
    /** Page 1, newest first: new websites for the price of one request. */
    refresh(accountId: string): Promise<void>
    conflicts(accountId: string): Edit[]
    resolveConflict(accountId: string, editId: string, choice: 'mine' | 'theirs'): Promise<void>
    /** A refused edit, corrected by the user, takes the refused one's place and is sent again. */
    retryEdit(accountId: string, editId: string, change: WebsitePatch & { domain?: string }, seen?: WebsitePatch): Promise<EditOutcome>
    /** The operating system's word on the network (Electron's `net.isOnline`, power events). */
    setNetworkAvailable(available: boolean): void
    /** A settings change: every account's periodic sweep moves to this interval at once; 0 turns it off. */
    setSweepInterval(intervalMs: number): void
  }
  /** With autoStart off: every account starts syncing now (accounts added later start at once). */
  start(): void
  /** Subscribes; the subscription is disposed like everything else in base/. */
  readonly onEvent: Event<ServicesEvent>
  /** Stops every engine and writes every mirror to disk. */
  close(): Promise<void>
}
