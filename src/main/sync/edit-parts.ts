/**
 * The parts of one account's engine (account-sync.ts) that the user's edits go through, built in the order they need
 * each other: the callers waiting on their edits, then conflicts, delivery, the outbox's sender, the editor and bulk
 * changes (docs/architecture.md, "Sync and storage").
 */
import type { WebsitesClient } from '../api'
import type { Outbox } from '../mirror'
import { createMemoryBatchLog } from '../mirror/batch-log'
import type { DisposableStore } from '../../shared/base/lifecycle'
import type { Variant } from '../../shared/website'
import { inBackground } from '../base'
import type { AccountSyncOptions } from './account-sync-options'
import { ANSWER_EDITS_WITHIN_MS } from './account-sync-options'
import { Batches } from './bulk/batches'
import type { EngineState } from './engine-state'
import type { Activities } from './health/activities'
import type { Connectivity } from './health/connectivity'
import type { Problems } from './health/error-policy'
import { isLocalId, type LocalIds } from './local-ids'
import { Conflicts } from './outbox/conflicts'
import { Delivery } from './outbox/delivery'
import { EditWaiters } from './outbox/edit-waiters'
import { Editor } from './outbox/editor'
import { editWebsiteId, type Edit } from './outbox/edits'
import { OutboxSender } from './outbox/outbox-sender'
import type { ServerRecords } from './reading/server-records'
import type { AccountRequests } from './requests'

/** Callers waiting to hear what became of their edit, told a website's server id once it has one. */
export function createEditWaiters(
  options: AccountSyncOptions,
  localIds: LocalIds,
  outbox: Outbox<Edit>,
  store: DisposableStore,
): EditWaiters {
  const waiters = store.add(
    new EditWaiters({
      answerWithinMs: options.answerEditsWithinMs ?? ANSWER_EDITS_WITHIN_MS,
      serverIdOf: (websiteId) => {
        const resolved = localIds.resolve(websiteId)
        return isLocalId(resolved) ? null : resolved
      },
    }),
  )
  // Whatever waits in the outbox now was answered "saved on this computer" in its time (before a restart, or under
  // the engine a new key replaced): its end is announced too.
  for (const entry of outbox.entries()) if (!entry.conflict) waiters.owe(entry.id, editWebsiteId(entry))
  return waiters
}

export interface EditPartsDeps {
  store: DisposableStore
  state: EngineState
  accountId: string
  variant: Variant
  client: WebsitesClient
  requests: AccountRequests
  records: ServerRecords
  waiters: EditWaiters
  activities: Activities
  connectivity: Connectivity
  problems: Problems
  batchLog: AccountSyncOptions['batchLog']
}

export interface EditParts {
  conflicts: Conflicts
  sender: OutboxSender
  editor: Editor
  batches: Batches
}

export function createEditParts(deps: EditPartsDeps): EditParts {
  const { store, state, accountId, variant, client, requests, records, waiters } = deps
  const { activities, connectivity, problems } = deps
  // A settled conflict lets its website's edits go; the sender is built below, before any conflict can settle.
  const sendWhatWaits = (): void => inBackground(sender.drain(), 'sending the outbox')
  const conflicts = store.add(new Conflicts({ state, client, requests, records, waiters, onSettled: sendWhatWaits }))
  const delivery = new Delivery({ state, variant, client, requests, records, conflicts })
  const sender = store.add(
    new OutboxSender({ state, requests, delivery, conflicts, waiters, activities, connectivity, problems }),
  )
  const editor = new Editor({ state, variant, waiters, sender })
  const log = deps.batchLog ?? createMemoryBatchLog()
  const batches = store.add(new Batches({ state, accountId, variant, waiters, sender, conflicts, log }))
  return { conflicts, sender, editor, batches }
}
