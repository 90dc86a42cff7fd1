/**
 * A bulk change on a full disk (docs/architecture.md, "Bulk changes"): when its record or its edits
 * cannot be written, the user is told at once that nothing was sent, nothing is sent, and after a
 * restart the batch reads as not sent — never as "Sent before SiteTray stopped".
 */
import { describe, expect, it, onTestFinished } from 'vitest'
import { decodeEdit, openMirror, openOutbox } from '../../src/main/mirror'
import { openBatchLog } from '../../src/main/mirror/batch-log'
import { createScheduler } from '../../src/main/scheduler'
import { AccountSync } from '../../src/main/sync/account-sync'
import type { Edit } from '../../src/main/sync/outbox/edits'
import { writeAtomically, type AtomicWrite } from '../../src/main/storage'
import type { BulkAction } from '../../src/shared/bulk'
import { errnoError } from '../mirror/helpers'
import { useSandbox } from '../support/sandbox'
import { tempDataDir } from '../support/services'

const fx = useSandbox({ seed: 12 })
const IP = '203.0.113.7'
const addIp: BulkAction = { kind: 'lines', field: 'excludeIps', add: [IP], remove: [] }
const NOT_SENT = /^Not sent: SiteTray could not save this change on this computer/

/** A disk that fills up when the test says, for the files that use its writers. */
function disk() {
  const state = { full: false, fillAfterNextLogWrite: false, fillAfterNextOutboxWrite: false }
  const writer =
    (after?: () => void): AtomicWrite =>
    async (path, data) => {
      if (state.full) throw errnoError('ENOSPC')
      await writeAtomically(path, data)
      after?.()
    }
  return {
    state,
    log: writer(() => {
      if (state.fillAfterNextLogWrite) state.full = true
    }),
    outbox: writer(() => {
      if (state.fillAfterNextOutboxWrite) state.full = true
    }),
  }
}

type Disk = ReturnType<typeof disk>

/** An account's engine over `dir`, the way the services open one; `stop` closes it as a quit does. */
async function openEngine(dir: string, files?: Disk) {
  const location = { dir, accountId: 'acct' }
  const mirror = await openMirror(location)
  const outbox = await openOutbox<Edit>({
    ...location,
    parseEntry: decodeEdit,
    ...(files && { writeFile: files.outbox }),
  })
  const batchLog = await openBatchLog({ ...location, ...(files && { writeFile: files.log }) })
  const scheduler = createScheduler({ limitPerMinute: 100_000 })
  const sync = new AccountSync({
    accountId: 'acct',
    variant: 'B',
    client: fx.client('B'),
    scheduler,
    mirror,
    outbox,
    batchLog,
    sweepIntervalMs: 0,
    reconnectMinMs: 10,
  })
  let stopped = false
  const stop = async (): Promise<void> => {
    if (stopped) return
    stopped = true
    await sync.stop()
    await Promise.allSettled([mirror.close(), outbox.close(), batchLog.close()])
    scheduler.dispose()
  }
  onTestFinished(stop)
  const withIp = (): number => mirror.list().filter((website) => website.excludeIps.includes(IP)).length
  return { sync, stop, withIp, pending: () => outbox.entries().length }
}

async function startedOnFullDisk(setUp: (files: Disk, sync: AccountSync) => void) {
  const data = await tempDataDir()
  onTestFinished(() => data.remove())
  const files = disk()
  const engine = await openEngine(data.dir, files)
  await engine.sync.sweeper.sweep()
  const { previewId } = engine.sync.batches.preview({ selection: { kind: 'query' }, action: addIp })
  setUp(files, engine.sync)
  fx.clear()
  const failure = await engine.sync.batches.apply({ previewId }).then(
    () => null,
    (error: unknown) => error as Error,
  )
  return { data, files, engine, failure }
}

const updatesSent = (): number => fx.requests.filter((request) => request.method !== 'GET').length

describe('a bulk change on a full disk', () => {
  it('whose record cannot be written: told at once that nothing was sent, and nothing is, then or after a restart', async () => {
    const { data, files, engine, failure } = await startedOnFullDisk((files) => (files.state.full = true))
    expect(failure?.message).toBe(
      'SiteTray could not save the change on this computer: the disk is full. Nothing was sent.',
    )
    expect(engine.sync.batches.list()).toEqual([])
    expect(engine.pending()).toBe(0)
    expect(engine.withIp()).toBe(0)

    await engine.stop()
    files.state.full = false
    const restarted = await openEngine(data.dir)
    await restarted.sync.sender.drain()
    expect(restarted.sync.batches.list()).toEqual([])
    expect(updatesSent()).toBe(0)
  })

  it('whose edits cannot be written to the outbox: the batch says not sent, then and after a restart, and nothing is sent', async () => {
    // The record reaches the disk; then the disk is full, for the outbox and for the log alike.
    const { data, files, engine, failure } = await startedOnFullDisk(
      (files) => (files.state.fillAfterNextLogWrite = true),
    )
    expect(failure?.message).toBe(
      'SiteTray could not save the change on this computer: the disk is full. Nothing was sent.',
    )
    expect(engine.pending()).toBe(0)
    expect(engine.withIp()).toBe(0)
    const [summary] = engine.sync.batches.list()
    expect(summary).toMatchObject({ state: 'cancelled', total: 12, counts: { waiting: 0, applied: 0, withdrawn: 12 } })
    const batch = engine.sync.batches.get({ batchId: summary!.id })
    expect(new Set(batch?.results.map((result) => result.message))).toEqual(
      new Set(['Not sent: SiteTray could not save this change on this computer (the disk is full).']),
    )

    await engine.stop()
    files.state.full = false
    const restarted = await openEngine(data.dir)
    await restarted.sync.sender.drain()
    const [after] = restarted.sync.batches.list()
    expect(after).toMatchObject({
      id: summary!.id,
      state: 'cancelled',
      counts: { waiting: 0, applied: 0, withdrawn: 12 },
    })
    const results = restarted.sync.batches.get({ batchId: summary!.id })?.results ?? []
    expect(results).toHaveLength(12)
    for (const result of results) expect(result.message).toMatch(NOT_SENT)
    expect(JSON.stringify(results)).not.toContain('Sent before SiteTray stopped')
    expect(updatesSent()).toBe(0)
    expect(restarted.withIp()).toBe(0)
  })

  it('whose "queued" note cannot be written after its edits were: the edits still go, and a restart reads them as waiting', async () => {
    // Offline, so that the edits wait in the outbox; the log's write after the outbox's finds the disk full.
    const { data, files, engine, failure } = await startedOnFullDisk((files, sync) => {
      sync.connectivity.setNetworkAvailable(false)
      files.state.fillAfterNextOutboxWrite = true
    })
    expect(failure).toBeNull()
    expect(engine.pending()).toBe(12)
    expect(engine.sync.batches.list()[0]).toMatchObject({ state: 'running', counts: { waiting: 12 } })

    await engine.stop()
    files.state.full = false
    const restarted = await openEngine(data.dir)
    expect(restarted.sync.batches.list()[0]).toMatchObject({ state: 'running', counts: { waiting: 12 } })
    await restarted.sync.sender.drain()
    await expect.poll(() => restarted.sync.batches.list()[0]?.counts.applied).toBe(12)
    expect(updatesSent()).toBe(12)
  })
})
