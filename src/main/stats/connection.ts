/**
 * The account's word, from its sync engine, on whether its statistics may be read now
 * (docs/architecture.md, "Sync and storage"): the service can be reached and grants the account
 * access — statistics sit behind the same guard as the websites.
 */
import type { Event } from '../../shared/base/event'

/** The account's word on whether the service can be reached and grants it access (its sync engine says). */
export interface StatsConnection {
  readonly isOnline: boolean
  readonly onDidChange: Event<unknown>
  noteSuccess(): void
  noteFailure(error: unknown): void
  /** Asks the service now whether the account's access works (true) or is refused (false). */
  checkAccess(): Promise<boolean>
}
