/**
 * Bulk changes as the window sees them: the selection a change is being prepared for (taken from
 * the list when the user picks a change, so that it stays what they ticked while they fill the
 * form), the preview main answers, applying it, and each account's batches — their progress and
 * results, kept until dismissed — with cancel, undo and "Exclude my IP"'s lookup.
 */
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { BatchSummary, BulkAction, BulkSelection } from '../../../shared/bulk'
import type { RequestOf } from '../../../shared/ipc-contract'
import { invoke, listen } from '../lib/bridge'

/** What a change is being prepared for. */
export interface Target {
  accountId: string
  selection: BulkSelection
  /** How many websites, as the list counted them. */
  count: number
}

export const useBulkStore = defineStore('bulk', () => {
  const target = ref<Target | null>(null)
  /** Each account's batches, oldest first, as main last listed them. */
  const batches = ref<Record<string, BatchSummary[]>>({})
  /** Grows each time main says an account's batches changed: a view showing one reads it again. */
  const changes = ref<Record<string, number>>({})

  async function load(accountId: string): Promise<void> {
    const result = await invoke('bulk:batches', { accountId })
    if (result.ok) batches.value = { ...batches.value, [accountId]: result.data }
  }

  listen('batches-changed', ({ accountId }) => {
    changes.value = { ...changes.value, [accountId]: (changes.value[accountId] ?? 0) + 1 }
    if (accountId in batches.value) void load(accountId)
  })

  /** After a request that changed a batch, the list follows at once (the event comes too, later). */
  async function changed<T>(accountId: string, request: Promise<T>): Promise<T> {
    const result = await request
    void load(accountId)
    return result
  }

  return {
    target,
    batches,
    changesOf: (accountId: string) => changes.value[accountId] ?? 0,
    load,
    /** Remembers what the user ticked, for the change they are about to describe. */
    prepare: (next: Target) => (target.value = next),
    preview: (accountId: string, selection: BulkSelection, action: BulkAction) => invoke('bulk:preview', { accountId, selection, action }),
    apply: (request: RequestOf<'bulk:apply'>) => changed(request.accountId, invoke('bulk:apply', request)),
    batch: (accountId: string, batchId: string) => invoke('bulk:batch', { accountId, batchId }),
    cancel: (accountId: string, batchId: string) => changed(accountId, invoke('bulk:cancel', { accountId, batchId })),
    undo: (accountId: string, batchId: string) => changed(accountId, invoke('bulk:undo', { accountId, batchId })),
    dismiss: (accountId: string, batchId: string) => changed(accountId, invoke('bulk:dismiss', { accountId, batchId })),
    lookupMyIp: () => invoke('bulk:lookupMyIp', {}),
  }
})
