/**
 * The main process's state behind one typed facade (design.md §2): accounts
 * and their keys, one request scheduler per service address, and per account
 * a runtime with its mirror, outbox and sync engine. The IPC layer and the
 * tray call only this. Plain Node: no Electron here.
 */
import { openProfileStore } from '../accounts'
import { createSchedulerRegistry } from '../scheduler'
import { Emitter } from '../../shared/base/event'
import { accountsService } from './accounts'
import { AccountRuntime, type RuntimeEnvironment } from './account-runtime'
import type { ServicesContext } from './context'
import { syncService, type SyncSettings } from './sync'
import type { Services, ServicesEvent, ServicesOptions } from './types'
import { websitesService } from './websites'

export type { NewAccount, Services, ServicesEvent, ServicesOptions } from './types'
export type { AccountSummary } from '../../shared/accounts'

export async function createServices(options: ServicesOptions): Promise<Services> {
  const profiles = await openProfileStore(options.dataDir)
  const schedulers = createSchedulerRegistry(options.scheduler)
  const events = new Emitter<ServicesEvent>({ onListenerError: (error) => console.error('[services] event listener failed:', error instanceof Error ? error.message : error) })
  const settings: SyncSettings = { networkAvailable: true, sweepIntervalMs: options.sweepIntervalMs }
  let started = options.autoStart !== false
  let closed = false
  const env: RuntimeEnvironment = {
    dataDir: options.dataDir,
    profiles,
    secrets: options.secrets,
    schedulers,
    timeoutMs: options.timeoutMs,
    reconnectMinMs: options.reconnectMinMs,
    reconnectMaxMs: options.reconnectMaxMs,
    started: () => started,
    sweepIntervalMs: () => settings.sweepIntervalMs,
    networkAvailable: () => settings.networkAvailable,
    closing: () => closed,
    emit: (event) => events.fire(event),
  }
  const context: ServicesContext = { profiles, secrets: options.secrets, schedulers, runtimes: new Map(), env, emit: (event) => events.fire(event) }
  for (const runtime of await Promise.all(profiles.list().map((profile) => AccountRuntime.open(profile, env)))) context.runtimes.set(runtime.profile.id, runtime)

  return {
    accounts: accountsService(context),
    websites: websitesService(context),
    sync: syncService(context, settings),

    start() {
      if (started || closed) return
      started = true
      for (const runtime of context.runtimes.values()) runtime.start()
    },

    onEvent: events.event,

    /** Never rejects: the shell's quit waits on it. Every account is closed whatever another one does. */
    async close() {
      if (closed) return
      closed = true
      // Behind whatever each account is doing (a key being read or replaced), so that nothing starts after this.
      await Promise.allSettled([...context.runtimes.values()].map((runtime) => runtime.exclusive(() => runtime.close())))
      context.runtimes.clear()
      try {
        schedulers.dispose()
      } finally {
        events.dispose()
      }
    },
  }
}
