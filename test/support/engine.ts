/** One account's sync engine over a fresh data folder and a client the test controls, torn down when the test ends. */
import { onTestFinished } from 'vitest'
import type { WebsitesClient } from '../../src/main/api'
import { openMirror, openOutbox, type FileOutbox, type Outbox } from '../../src/main/mirror'
import { createScheduler, type RequestScheduler } from '../../src/main/scheduler'
import { AccountSync } from '../../src/main/sync/account-sync'
import type { Edit } from '../../src/main/sync/outbox/edits'
import type { Website } from '../../src/shared/website'
import { tempDataDir } from './services'

/** The engine, and what its mirror lists now (the engine itself hands out no list: the services read the mirror). */
export type EngineUnderTest = AccountSync & { websites(): readonly Website[] }

export interface EngineOptions {
  scheduler?: RequestScheduler
  /** Stands between the engine and its outbox file, e.g. to hold a write. */
  outbox?: (file: FileOutbox<Edit>) => Outbox<Edit>
  /** Between periodic sweeps; default 0, none. */
  sweepIntervalMs?: number
}

export async function engineOver(client: WebsitesClient, options: EngineOptions = {}): Promise<EngineUnderTest> {
  const data = await tempDataDir()
  const mirror = await openMirror({ dir: data.dir, accountId: 'acct' })
  const file = await openOutbox<Edit>({ dir: data.dir, accountId: 'acct' })
  const scheduler = options.scheduler ?? createScheduler()
  const sync = new AccountSync({
    accountId: 'acct',
    variant: 'B',
    client,
    scheduler,
    mirror,
    outbox: options.outbox?.(file) ?? file,
    sweepIntervalMs: options.sweepIntervalMs ?? 0,
    reconnectMinMs: 10,
  })
  onTestFinished(async () => {
    await sync.stop()
    await mirror.close()
    await file.close()
    scheduler.dispose()
    await data.remove()
  })
  return Object.assign(sync, { websites: () => mirror.list() })
}
