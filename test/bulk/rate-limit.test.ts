/**
 * A batch of 100 websites against the sandbox at the real limit — 60 requests a window, counted
 * in fixed windows — with the window shortened to a second (the scheduler's too), so that the
 * proportions are the real ones and a test takes seconds, not minutes: exactly one read and one
 * write per website and no 429 anywhere; a quick edit made mid-batch overtaking the batch (how
 * many milliseconds it takes is the `bulk` benchmark's figure, goal two round trips and 50 ms);
 * a website another client changes mid-batch kept as they left it, as a conflict; and a quit at
 * 40 of 100 followed by a restart sends each of the other 60 once.
 */
import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import type { Services } from '../../src/main/services'
import { Emitter } from '../../src/shared/base/event'
import type { BatchSummary } from '../../src/shared/bulk'
import { accountOnSandbox } from '../support/account'
import { whenEvent } from '../support/events'
import { startServices, whenServices } from '../support/services'

const WINDOW_MS = 1_000
const LATENCY_MS = 10
const IP = '203.0.113.7'
/** 100 websites in the batch, and one more the user edits meanwhile. */
const BATCH_IDS = Array.from({ length: 100 }, (_, index) => String(index + 1))
const OUTSIDE = '101'

const isWrite = (request: RecordedRequest): boolean => request.method === 'PATCH'
const isRead = (request: RecordedRequest): boolean => request.method === 'GET' && /\/websites\/\d+$/.test(request.path)

async function limitedAccount() {
  const arrived = new Emitter<RecordedRequest>()
  const setup = await accountOnSandbox({
    sandbox: {
      seed: 101,
      rateLimitPerMinute: 60,
      rateLimitWindowMs: WINDOW_MS,
      latencyMs: LATENCY_MS,
      onRequest: (request) => arrived.fire(request),
    },
    services: { scheduler: { windowMs: WINDOW_MS } },
  })
  /** Resolves when the sandbox has received the `count`-th write since setup. */
  const writes = (count: number): Promise<void> =>
    whenEvent(arrived.event, () => setup.requests.filter(isWrite).length >= count, `${count} writes arrived`, 30_000)
  return { ...setup, writes, arrived: arrived.event }
}

async function startBatch(services: Services, accountId: string): Promise<BatchSummary> {
  const preview = await services.bulk.preview({
    accountId,
    selection: { kind: 'ids', ids: BATCH_IDS },
    action: { kind: 'lines', field: 'excludeIps', add: [IP], remove: [] },
  })
  expect(preview.changing).toBe(100)
  return services.bulk.apply({ accountId, previewId: preview.previewId })
}

async function finished(services: Services, accountId: string, batchId: string): Promise<BatchSummary> {
  const batch = (): BatchSummary | undefined =>
    services.bulk.batches({ accountId }).find((candidate) => candidate.id === batchId)
  await whenServices(services, () => batch()?.state === 'done', 'the batch is done', 30_000)
  return batch()!
}

function perWebsite(
  requests: readonly RecordedRequest[],
  matches: (request: RecordedRequest) => boolean,
): Map<string, number> {
  const counts = new Map<string, number>()
  for (const request of requests.filter(matches)) {
    const id = request.path.split('/').at(-1)!
    counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  return counts
}

describe('a batch of 100 websites at 60 requests a window', () => {
  it('reads and writes each website once, never meets a 429, and a quick edit made meanwhile goes at once', async () => {
    const { services, accountId, requests, sandbox, writes, arrived } = await limitedAccount()
    const batch = await startBatch(services, accountId)

    await writes(30)
    const before = requests.length
    const quick = await services.websites.update({ accountId, websiteId: OUTSIDE, patch: { emailReports: true } })
    expect(quick.status).toBe('saved')
    // It overtakes the batch: sent in order, behind the batch's 70 websites still to go, it would
    // arrive after their 140 requests; only what was on its way (and what the limit let through
    // while the edit was written to disk) comes first.
    await whenEvent(
      arrived,
      () => requests.some((request) => isWrite(request) && request.path.endsWith(`/${OUTSIDE}`)),
      'the quick edit arrived',
    )
    const quickAt = requests.findIndex((request) => isWrite(request) && request.path.endsWith(`/${OUTSIDE}`))
    expect(
      requests.slice(before, quickAt).filter((request) => !request.path.endsWith(`/${OUTSIDE}`)).length,
    ).toBeLessThan(20)

    const done = await finished(services, accountId, batch.id)
    expect(done.counts).toMatchObject({ applied: 100, rejected: 0, conflict: 0 })
    const batchRequests = requests.filter((request) => request.path.split('/').at(-1) !== OUTSIDE)
    // Each request arrived once: a 429 would have been sent again (the sandbox counts refused ones too).
    expect([...perWebsite(batchRequests, isWrite).values()]).toEqual(Array(100).fill(1))
    expect([...perWebsite(batchRequests, isRead).values()]).toEqual(Array(100).fill(1))
    expect(batchRequests).toHaveLength(200)
    expect(services.sync.status({ accountId }).lastError).toBeNull()
    for (const id of BATCH_IDS)
      expect(
        sandbox.control
          .list('B')
          .find((row) => row.id === Number(id))
          ?.exclude_ips?.split('\n'),
      ).toContain(IP)
  })

  it('keeps the lines another client wrote mid-batch, as a conflict for the user to choose', async () => {
    const { services, accountId, sandbox, writes } = await limitedAccount()
    const batch = await startBatch(services, accountId)
    await writes(20)
    // Website 95 waits near the end of the batch; another device adds its own address to it.
    sandbox.control.update('B', 95, { exclude_ips: '198.51.100.77' })

    const done = await finished(services, accountId, batch.id)
    expect(done.counts).toMatchObject({ applied: 99, conflict: 1 })
    expect(sandbox.control.list('B').find((row) => row.id === 95)?.exclude_ips).toBe('198.51.100.77')
    const [conflict] = await services.sync.conflicts({ accountId })
    expect(conflict).toMatchObject({
      websiteId: '95',
      conflict: {
        kind: 'changed',
        fields: [{ field: 'excludeIps', theirs: ['198.51.100.77'], mine: ['198.51.100.77', IP] }],
      },
    })
    expect(
      (await services.bulk.batch({ accountId, batchId: batch.id }))?.results.find(
        (result) => result.websiteId === '95',
      ),
    ).toMatchObject({ outcome: 'conflict' })

    // "Keep mine" adds the address to their list: their line stays.
    await services.sync.resolveConflict({ accountId, editId: conflict!.id, choice: 'mine' })
    await whenServices(
      services,
      () => services.sync.status({ accountId }).pendingEdits === 0,
      'the resolved edit is sent',
    )
    expect(sandbox.control.list('B').find((row) => row.id === 95)?.exclude_ips).toBe(`198.51.100.77\n${IP}`)
  })

  it('quit at 40 of 100: after a restart the other 60 arrive, each exactly once', async () => {
    const { services, accountId, sandbox, requests, dataDir, secrets } = await limitedAccount()
    const batch = await startBatch(services, accountId)
    // The user quits as the window says "Applying to 40 of 100".
    await whenServices(
      services,
      () => (services.bulk.batches({ accountId })[0]?.counts.applied ?? 0) >= 40,
      '40 websites are done',
    )
    await services.close()

    const again = await startServices(dataDir, secrets, { scheduler: { windowMs: WINDOW_MS } })
    const done = await finished(again.services, accountId, batch.id)
    await again.services.close()
    expect(done.counts.waiting).toBe(0)
    expect(done.counts.applied + done.counts.unchanged).toBe(100)
    expect([...perWebsite(requests, isWrite).values()]).toEqual(Array(100).fill(1))
    for (const id of BATCH_IDS) {
      const lines =
        sandbox.control
          .list('B')
          .find((row) => row.id === Number(id))
          ?.exclude_ips?.split('\n') ?? []
      expect(lines.filter((line) => line === IP)).toHaveLength(1)
    }
  })
})
