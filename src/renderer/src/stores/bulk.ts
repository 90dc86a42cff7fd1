/**
 * Bulk changes as the window sees them: the selection a change is being prepared for (taken from
 * the list when the user picks a change, so that it stays what they ticked while they fill the
 * form), and each account's batches — their progress and results, kept until dismissed — read
 * again when main says they changed and at once after the window changed one. Previews, a
 * batch's details and "Exclude my IP"'s lookup are asked by the views (`api.bulk.*`).
 */
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { BulkSelection } from '../../../shared/bulk'
import type { RequestOf } from '../../../shared/ipc-contract'
import { api } from '../lib/api'
import { eventCounts, resource } from '../lib/resource'

/** What a change is being prepared for. */
export interface Target {
  accountId: string
  selection: BulkSelection
  /** How many websites, as the list counted them. */
  count: number
}

type OfBatch = RequestOf<'bulk:cancel'>

export const useBulkStore = defineStore('bulk', () => {
  const target = ref<Target | null>(null)
  /** Each account's batches, oldest first, as main last listed them. */
  const batches = resource('bulk:batches', (request) => request.accountId, {
    invalidatedBy: { 'batches-changed': ({ accountId }) => accountId },
  })

  /** After a request that changed a batch, the list follows at once (the event comes too, later). */
  async function changed<T>(accountId: string, request: Promise<T>): Promise<T> {
    const result = await request
    void batches.load({ accountId })
    return result
  }

  return {
    target,
    batchesOf: (accountId: string) => batches.data(accountId) ?? [],
    /** Grows each time main says an account's batches changed: a view showing one reads it again. */
    changesOf: eventCounts('batches-changed', ({ accountId }) => accountId),
    load: (accountId: string) => batches.load({ accountId }).then(() => undefined),
    /** Remembers what the user ticked, for the change they are about to describe. */
    prepare: (next: Target) => (target.value = next),
    apply: (request: RequestOf<'bulk:apply'>) => changed(request.accountId, api.bulk.apply(request)),
    cancel: (request: OfBatch) => changed(request.accountId, api.bulk.cancel(request)),
    undo: (request: OfBatch) => changed(request.accountId, api.bulk.undo(request)),
    dismiss: (request: OfBatch) => changed(request.accountId, api.bulk.dismiss(request)),
  }
})
