/**
 * "Refresh" and "Sync now": one request at a time per account, what went
 * wrong with the last one, and the status read again once it is over. Set up
 * inside the sync store.
 */
import type { IpcError } from '../lib/ipc-errors'
import { mutation } from '../lib/resource'

type Kind = 'refresh' | 'sync'

export function useSyncRequests(loadStatus: (accountId: string) => Promise<unknown>) {
  const byAccount = (request: { accountId: string }): string => request.accountId
  const requests = { refresh: mutation('sync:refresh', byAccount), sync: mutation('sync:syncNow', byAccount) }

  function busyOf(accountId: string): Kind | undefined {
    if (requests.refresh.pending(accountId)) return 'refresh'
    return requests.sync.pending(accountId) ? 'sync' : undefined
  }

  async function run(accountId: string, kind: Kind): Promise<void> {
    if (busyOf(accountId)) return
    // The last request's refusal, whichever it was, goes with the next one.
    requests[kind === 'refresh' ? 'sync' : 'refresh'].clearError(accountId)
    await requests[kind].run({ accountId })
    await loadStatus(accountId)
  }

  return {
    busyOf,
    errorOf: (accountId: string): IpcError | null =>
      requests.refresh.error(accountId) ?? requests.sync.error(accountId),
    /** New websites first (a cheap page 1). */
    refresh: (accountId: string) => run(accountId, 'refresh'),
    /** A full sweep; over when it answers. */
    syncNow: (accountId: string) => run(accountId, 'sync'),
  }
}
