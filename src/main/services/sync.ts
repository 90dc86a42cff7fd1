/** Sync: status, sweeps on demand, conflicts, and what the operating system and the settings say. */
import { ApiError } from '../api'
import type { ChannelGroup } from '../../shared/ipc-interfaces'
import { conflictsIn } from '../sync'
import { engineOf, runtimeOf, type ServicesContext } from './context'
import { recordEdit } from './recent-edits'
import { t } from '../../shared/i18n'

export interface SyncSettings {
  networkAvailable: boolean
  sweepIntervalMs: number | undefined
}

/** What the shell tells every account beyond the window's channels. */
interface SystemSignals {
  /** The operating system's word on the network (Electron's `net.isOnline`, power events). */
  setNetworkAvailable(available: boolean): void
  /** A settings change: every account's periodic sweep moves to this interval at once; 0 turns it off. */
  setSweepInterval(intervalMs: number): void
}

export function syncService(context: ServicesContext, settings: SyncSettings) {
  return {
    status: ({ accountId }) => runtimeOf(context, accountId).status(),
    /** A full sweep now; resolves when it is over (its failure shows in the status). */
    syncNow: async ({ accountId }) => (await engineOf(context, accountId)).sweeper.sweep(),
    /** Page 1, newest first: new websites for the price of one request. */
    refresh: async ({ accountId }) => (await engineOf(context, accountId)).sweeper.refresh(),
    conflicts: ({ accountId }) => conflictsIn(runtimeOf(context, accountId).outbox.entries()),
    resolveConflict: async (request) => (await engineOf(context, request.accountId)).conflicts.resolve(request),
    retryEdit: (request) =>
      recordEdit(context.recent, request.accountId, undefined, async () =>
        (await engineOf(context, request.accountId)).editor.retry(request),
      ),
    setNetworkAvailable: (available: boolean) => {
      settings.networkAvailable = available
      for (const runtime of context.runtimes.values()) runtime.sync?.setNetworkAvailable(available)
    },
    setSweepInterval: (intervalMs: number) => {
      if (!Number.isSafeInteger(intervalMs) || intervalMs < 0)
        throw new ApiError({
          kind: 'invalid_request',
          message: t('sync.account.interval'),
        })
      settings.sweepIntervalMs = intervalMs
      for (const runtime of context.runtimes.values()) runtime.sync?.sweeper.setInterval(intervalMs)
    },
  } satisfies ChannelGroup<'sync'> & SystemSignals
}
