/** Sync: status, sweeps on demand, conflicts, and what the operating system and the settings say. */
import { ApiError } from '../api'
import { conflictsIn } from '../sync/edits'
import { runtimeOf, type ServicesContext } from './context'
import type { Services } from './types'

export interface SyncSettings {
  networkAvailable: boolean
  sweepIntervalMs: number | undefined
}

export function syncService(context: ServicesContext, settings: SyncSettings): Services['sync'] {
  const engineOf = (accountId: string) => runtimeOf(context, accountId).syncOrKeyError()

  return {
    status: (accountId) => runtimeOf(context, accountId).status(),
    syncNow: async (accountId) => (await engineOf(accountId)).sweep(),
    refresh: async (accountId) => (await engineOf(accountId)).refresh(),
    conflicts: (accountId) => conflictsIn(runtimeOf(context, accountId).outbox.entries()),
    resolveConflict: async (accountId, editId, choice) => (await engineOf(accountId)).resolveConflict(editId, choice),
    retryEdit: async (accountId, editId, change, seen) => (await engineOf(accountId)).retryEdit(editId, change, seen),
    setNetworkAvailable: (available) => {
      settings.networkAvailable = available
      for (const runtime of context.runtimes.values()) runtime.sync?.setNetworkAvailable(available)
    },
    setSweepInterval: (intervalMs) => {
      if (!Number.isSafeInteger(intervalMs) || intervalMs < 0) throw new ApiError({ kind: 'invalid_request', message: 'The sync interval is a whole number of milliseconds, 0 for off.' })
      settings.sweepIntervalMs = intervalMs
      for (const runtime of context.runtimes.values()) runtime.sync?.setSweepInterval(intervalMs)
    },
  }
}
