/**
 * Variant A's favorites live on this computer, in the mirror (docs/architecture.md, "Sync and
 * storage"): a favorite whose write fails is not kept in memory either — the list shows what a
 * restart would, and the user is told why.
 */
import { describe, expect, it, onTestFinished } from 'vitest'
import type { WebsitesClient } from '../../src/main/api'
import { openMirror, openOutbox } from '../../src/main/mirror'
import { createScheduler } from '../../src/main/scheduler'
import { AccountSync } from '../../src/main/sync/account-sync'
import type { Edit } from '../../src/main/sync/outbox/edits'
import { writeAtomically } from '../../src/main/storage'
import { errnoError } from '../mirror/helpers'
import { tempDataDir } from '../support/services'
import { plainWebsite } from '../support/websites'

const server: WebsitesClient = {
  variant: 'A',
  list: async () => ({ items: [plainWebsite('1'), plainWebsite('2')], page: 1, lastPage: 1, perPage: 100, total: 2 }),
} as unknown as WebsitesClient

async function openEngine(dir: string, disk: { full: boolean }) {
  const mirror = await openMirror({
    dir,
    accountId: 'acct',
    retryDelaysMs: [],
    writeFile: async (path, data) => {
      if (disk.full) throw errnoError('ENOSPC')
      await writeAtomically(path, data)
    },
    onProblem: () => undefined,
  })
  const outbox = await openOutbox<Edit>({ dir, accountId: 'acct' })
  const scheduler = createScheduler()
  const sync = new AccountSync({
    accountId: 'acct',
    variant: 'A',
    client: server,
    scheduler,
    mirror,
    outbox,
    sweepIntervalMs: 0,
  })
  let stopped = false
  const stop = async (): Promise<void> => {
    if (stopped) return
    stopped = true
    await sync.stop()
    await Promise.allSettled([mirror.close(), outbox.close()])
    scheduler.dispose()
  }
  onTestFinished(stop)
  return { sync, stop, flush: () => mirror.flush(), favorite: (id: string) => mirror.get(id)?.favorite }
}

describe("variant A's favorite on a full disk", () => {
  it('is refused with the reason, is not shown as a favorite, and a restart agrees; once the disk has room it is kept', async () => {
    const data = await tempDataDir()
    onTestFinished(() => data.remove())
    const disk = { full: false }
    const engine = await openEngine(data.dir, disk)
    await engine.sync.sweeper.sweep()
    await engine.flush()

    disk.full = true
    await expect(engine.sync.editor.favorite({ websiteId: '1', favorite: true })).rejects.toThrow(
      'SiteTray could not save the favorite on this computer: the disk is full.',
    )
    expect(engine.favorite('1')).toBe(false)
    await engine.stop()

    disk.full = false
    const restarted = await openEngine(data.dir, disk)
    expect(restarted.favorite('1')).toBe(false)
    expect(await restarted.sync.editor.favorite({ websiteId: '1', favorite: true })).toMatchObject({ status: 'saved' })
    await restarted.stop()
    expect((await openEngine(data.dir, disk)).favorite('1')).toBe(true)
  })
})
