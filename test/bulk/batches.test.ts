/**
 * Bulk changes through the services, against the sandbox: the preview says what will happen
 * before anything is queued, lines are checked as the editor checks them, excluded parameters
 * nobody knows are left alone unless the user chooses to replace them, a batch survives a restart,
 * a cancel withdraws only what was not sent, and an undo puts back only what nobody changed since.
 */
import { describe, expect, it } from 'vitest'
import type { Services } from '../../src/main/services'
import type { BatchSummary, BulkAction, BulkSelection } from '../../src/shared/bulk'
import { accountOnSandbox } from '../support/account'
import { apiFailure } from '../support/errors'
import { mutations, startServices, whenServices } from '../support/services'

const IP = '203.0.113.7'
const ALL: BulkSelection = { kind: 'query' }
const addIp = (ip = IP): BulkAction => ({ kind: 'lines', field: 'excludeIps', add: [ip], remove: [] })

function batchOf(services: Services, accountId: string, batchId: string): BatchSummary {
  const found = services.bulk.batches({ accountId }).find((batch) => batch.id === batchId)
  if (!found) throw new Error(`no batch ${batchId}`)
  return found
}

async function finished(services: Services, accountId: string, batchId: string): Promise<BatchSummary> {
  await whenServices(services, () => batchOf(services, accountId, batchId).state !== 'running', 'the batch has ended')
  return batchOf(services, accountId, batchId)
}

describe('a bulk change, previewed', () => {
  it('says what happens to each group before anything is sent, and selects by search in main', async () => {
    const { services, accountId, requests, sandbox } = await accountOnSandbox()
    // Two of the websites matching "de" have the address already, written another way.
    sandbox.control.update('B', 14, { exclude_ips: '192.0.2.10\n203.0.113.0/24' })
    sandbox.control.update('B', 20, { exclude_ips: '203.0.113.7' })
    await services.sync.syncNow({ accountId })
    requests.splice(0)

    const preview = await services.bulk.preview({
      accountId,
      selection: { kind: 'query', search: '.de' },
      action: addIp('203.0.113.7'),
    })
    const matching = sandbox.control.list('B').filter((row) => row.host.includes('.de'))
    expect(preview.total).toBe(matching.length)
    expect(preview.summary).toBe(
      `${matching.length} websites: ${matching.length - 1} get 203.0.113.7 added to excluded IP addresses, 1 already have it (unchanged)`,
    )
    expect(preview.groups.find((group) => group.kind === 'unchanged')?.domains).toEqual(['hiking-the-alps.de'])
    // Nothing reached the service, and nothing waits to go.
    expect(requests).toEqual([])
    expect(services.sync.status({ accountId }).pendingEdits).toBe(0)
  })

  it("checks the lines with the editor's rules and queues nothing when one is wrong", async () => {
    const { services, accountId } = await accountOnSandbox()
    const refused = await apiFailure(
      services.bulk.preview({
        accountId,
        selection: ALL,
        action: { kind: 'lines', field: 'excludeIps', add: ['203.0.113.7', 'my office'], remove: ['10.0.0.300'] },
      }),
    )
    expect(refused.fieldErrors).toEqual({
      add: [
        'Not an IP address or CIDR range: "my office". Enter one address or range per line, e.g. 203.0.113.7 or 2001:db8::/32.',
      ],
      remove: [
        'Not an IP address or CIDR range: "10.0.0.300". Enter one address or range per line, e.g. 203.0.113.7 or 2001:db8::/32.',
      ],
    })
    expect(
      (await apiFailure(services.bulk.preview({ accountId, selection: ALL, action: { kind: 'privacy', privacy: 2 } })))
        .fieldErrors,
    ).toEqual({ password: ['Enter the password every statistics page will ask for.'] })
    expect(services.sync.status({ accountId }).pendingEdits).toBe(0)
  })

  it('leaves out the websites whose excluded parameters SiteTray does not know, unless the user replaces their whole list', async () => {
    const { services, accountId, sandbox } = await accountOnSandbox()
    // Saved from this computer: SiteTray knows this one's parameters (servers never return them).
    await services.websites.update({ accountId, websiteId: '10', patch: { excludeParams: ['fbclid', 'gclid'] } })
    const selection: BulkSelection = { kind: 'ids', ids: ['1', '10', '11'] }
    const action = { kind: 'lines', field: 'excludeParams', add: ['ref'], remove: [] } satisfies BulkAction
    const preview = await services.bulk.preview({ accountId, selection, action })
    expect(preview.groups.map((group) => [group.kind, group.count, group.domains])).toEqual([
      ['change', 1, ['devnotes.io']],
      ['unknown', 2, ['maple-street-bakery.com', 'greenthumb-gardening.com']],
    ])
    expect(preview.changing).toBe(1)

    const kept = await finished(
      services,
      accountId,
      (await services.bulk.apply({ accountId, previewId: preview.previewId })).id,
    )
    expect(kept.counts.applied).toBe(1)
    expect(sandbox.control.list('B').find((row) => row.id === 10)?.exclude_params).toBe('fbclid\ngclid\nref')
    // maple-street-bakery.com's own parameters, which SiteTray never saw, are still there.
    expect(sandbox.control.list('B').find((row) => row.id === 1)?.exclude_params).toBe('utm_source\nutm_medium')

    const again = await services.bulk.preview({ accountId, selection, action: { ...action, add: ['src'] } })
    const replaced = await finished(
      services,
      accountId,
      (await services.bulk.apply({ accountId, previewId: again.previewId, replaceUnknown: true })).id,
    )
    expect(replaced.counts.applied).toBe(3)
    expect(sandbox.control.list('B').find((row) => row.id === 1)?.exclude_params).toBe('src')
  })
})

describe('a batch', () => {
  it('keeps its results until dismissed, and what was not sent goes after a restart', async () => {
    const { services, accountId, sandbox, dataDir, secrets, requests } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    const preview = await services.bulk.preview({
      accountId,
      selection: { kind: 'ids', ids: ['4', '9', '14', '36'] },
      action: addIp(),
    })
    const started = await services.bulk.apply({ accountId, previewId: preview.previewId })
    expect(started).toMatchObject({ state: 'running', total: 4, counts: { waiting: 4 } })
    // Shown at once, as any edit.
    expect(services.websites.get({ accountId, websiteId: '4' })?.excludeIps).toEqual(['198.51.100.23', IP])
    expect(services.sync.status({ accountId }).activities).toContainEqual({ kind: 'applying', done: 0, total: 4 })
    await services.close()
    expect(mutations(requests)).toEqual([])

    const again = await startServices(dataDir, secrets)
    const done = await finished(again.services, accountId, started.id)
    expect(done.counts).toMatchObject({ applied: 4, waiting: 0 })
    for (const id of [4, 9, 14, 36])
      expect(
        sandbox.control
          .list('B')
          .find((row) => row.id === id)
          ?.exclude_ips?.split('\n'),
      ).toContain(IP)
    expect(mutations(requests)).toHaveLength(4)
    // Kept until the user dismisses it, also across a restart.
    await again.services.close()
    const third = await startServices(dataDir, secrets, { autoStart: false })
    expect(third.services.bulk.batches({ accountId }).map((batch) => batch.state)).toEqual(['done'])
    await third.services.bulk.dismiss({ accountId, batchId: started.id })
    expect(third.services.bulk.batches({ accountId })).toEqual([])
    await third.services.close()
  })

  it('cancelled, withdraws what was not sent and lists what was', async () => {
    const { services, accountId, sandbox } = await accountOnSandbox()
    const before = sandbox.control.list('B').find((row) => row.id === 9)?.exclude_ips
    services.sync.setNetworkAvailable(false)
    const preview = await services.bulk.preview({
      accountId,
      selection: { kind: 'ids', ids: ['4', '9'] },
      action: addIp(),
    })
    const batch = await services.bulk.apply({ accountId, previewId: preview.previewId })
    const cancelled = await services.bulk.cancel({ accountId, batchId: batch.id })
    expect(cancelled).toMatchObject({ state: 'cancelled', counts: { withdrawn: 2, waiting: 0 } })
    // The websites show what they had, and nothing is sent when the service is back.
    expect(services.websites.get({ accountId, websiteId: '9' })?.excludeIps).toEqual(before?.split('\n'))
    services.sync.setNetworkAvailable(true)
    await services.sync.syncNow({ accountId })
    expect(sandbox.control.list('B').find((row) => row.id === 9)?.exclude_ips).toBe(before)
    expect(services.sync.status({ accountId }).pendingEdits).toBe(0)
  })

  it('undone, puts back the previous values only where nobody changed them since', async () => {
    const { services, accountId, sandbox, requests } = await accountOnSandbox()
    const preview = await services.bulk.preview({
      accountId,
      selection: { kind: 'ids', ids: ['4', '9', '14'] },
      action: addIp(),
    })
    const batch = await finished(
      services,
      accountId,
      (await services.bulk.apply({ accountId, previewId: preview.previewId })).id,
    )
    expect(batch).toMatchObject({ counts: { applied: 3 }, undoable: 3 })
    // Someone edits one of them afterwards (seen by the next sync).
    sandbox.control.update('B', 14, { exclude_ips: '192.0.2.10\n203.0.113.7\n198.51.100.99' })
    await services.sync.syncNow({ accountId })
    expect(batchOf(services, accountId, batch.id).undoable).toBe(2)
    requests.splice(0)

    const undo = await finished(services, accountId, (await services.bulk.undo({ accountId, batchId: batch.id })).id)
    expect(undo).toMatchObject({ total: 2, counts: { applied: 2 }, undoOf: batch.id })
    expect(sandbox.control.list('B').find((row) => row.id === 4)?.exclude_ips).toBe('198.51.100.23')
    expect(sandbox.control.list('B').find((row) => row.id === 9)?.exclude_ips).toBe('203.0.113.0/24\n2001:db8::/32')
    expect(sandbox.control.list('B').find((row) => row.id === 14)?.exclude_ips).toBe(
      '192.0.2.10\n203.0.113.7\n198.51.100.99',
    )
    expect(mutations(requests)).toHaveLength(2)
    // Not twice.
    expect(batchOf(services, accountId, batch.id)).toMatchObject({
      undoable: 0,
      undoNote: 'This batch has been undone.',
    })
  })

  it("of deletes names no undo, and takes the deleted websites' waiting edits with them", async () => {
    const { services, accountId, sandbox } = await accountOnSandbox()
    const preview = await services.bulk.preview({
      accountId,
      selection: { kind: 'ids', ids: ['2', '6', '12'] },
      action: { kind: 'delete' },
    })
    expect(preview.summary).toBe('3 websites: 3 are deleted')
    expect(preview.groups[0]?.domains).toEqual([
      'oldnews.example.net',
      'legacy-intranet.example.com',
      'archive.example.org',
    ])
    const batch = await finished(
      services,
      accountId,
      (await services.bulk.apply({ accountId, previewId: preview.previewId })).id,
    )
    expect(batch).toMatchObject({
      counts: { applied: 3 },
      undoable: 0,
      undoNote: 'Deleted websites cannot be brought back: their statistics went with them.',
    })
    expect(sandbox.control.list('B').map((row) => row.id)).not.toContain(6)
  })
})
