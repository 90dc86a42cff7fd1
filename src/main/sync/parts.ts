/**
 * The engine's parts by name, as account-sync.ts hands them to each other:
 * every part says which of them it needs (a Pick of these), so that the same
 * collaborator has the same name and type everywhere.
 */
import type { WebsitesClient } from '../api'
import type { AccountMirror, Outbox } from '../mirror'
import type { Variant } from '../../shared/website'
import type { Activities } from './activities'
import type { Conflicts } from './conflicts'
import type { Connectivity } from './connectivity'
import type { Delivery } from './delivery'
import type { EditWaiters } from './edit-waiters'
import type { Edit } from './edits'
import type { Problems } from './error-policy'
import type { LocalIds } from './local-ids'
import type { MirrorWriter } from './mirror-writer'
import type { OutboxSender } from './outbox-sender'
import type { AccountRequests } from './requests'
import type { ServerRecords } from './server-records'

export interface EngineParts {
  variant: Variant
  client: WebsitesClient
  mirror: AccountMirror
  outbox: Outbox<Edit>
  /** The account's requests through the server's scheduler. */
  requests: AccountRequests
  writer: MirrorWriter
  records: ServerRecords
  localIds: LocalIds
  waiters: EditWaiters
  /** Passwords of edits in the outbox, which holds them without: in memory only. */
  passwords: Map<string, string>
  activities: Activities
  connectivity: Connectivity
  problems: Problems
  conflicts: Conflicts
  delivery: Delivery
  sender: OutboxSender
}
