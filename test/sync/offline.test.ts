/**
 * The train journey: the service disappears, the user keeps editing, quits,
 * starts SiteTray again, and the service comes back. Every edit must reach the
 * server once, in the order it was made, and a change someone else made in the
 * meantime must be reported, not overwritten.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createMemorySecretStore } from '../../src/main/accounts'
import { startSandbox, type RecordedRequest, type Sandbox } from '../../src/main/sandbox'
import type { Services } from '../../src/main/services'
import { mutations, restartSandbox, startServices, stopSandbox, tempDataDir, whenServices } from '../support/services'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function pending(services: Services, accountId: string): number {
  return services.sync.status({ accountId }).pendingEdits
}

describe('edits made offline, across a restart', () => {
  it('arrive once each, in order, and a conflicting change on the server is reported, not overwritten', async () => {
    const data = await tempDataDir()
    cleanups.push(data.remove)
    const secrets = createMemorySecretStore()
    let sandbox: Sandbox = await startSandbox({ rateLimitPerMinute: 60 })
    cleanups.push(() => sandbox.close())

    // A first run: the account is added and synced while the service answers.
    const first = await startServices(data.dir, secrets)
    const account = await first.services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, label: 'Work' })
    await first.services.sync.syncNow({ accountId: account.id })
    expect(first.services.sync.status({ accountId: account.id }).lastSweepAt).not.toBeNull()

    // The service goes away.
    const state = await stopSandbox(sandbox)
    const edit = first.services.websites
    const results = [
      await edit.update({ accountId: account.id, websiteId: '4', patch: { privacy: 0 } }),
      await edit.update({ accountId: account.id, websiteId: '7', patch: { emailReports: true } }),
      await edit.favorite({ accountId: account.id, websiteId: '10', favorite: true }),
    ]
    const created = await edit.create({ accountId: account.id, input: { domain: 'written-on-a-train.example' } })
    const localId = created.website?.id ?? ''
    expect(localId).toMatch(/^local-/)
    results.push(
      created,
      await edit.update({ accountId: account.id, websiteId: localId, patch: { excludeIps: ['192.0.2.1'] } }),
      await edit.remove({ accountId: account.id, websiteId: '11' }),
      await edit.update({ accountId: account.id, websiteId: '18', patch: { privacy: 0 } }),
      await edit.update({ accountId: account.id, websiteId: '4', patch: { excludeBots: false } }),
    )
    expect(results.map((result) => result.status)).toEqual(Array(8).fill('queued'))
    expect(pending(first.services, account.id)).toBe(8)
    // The user sees their edits at once, offline.
    expect(first.services.websites.get({ accountId: account.id, websiteId: '4' })).toMatchObject({
      privacy: 0,
      excludeBots: false,
    })
    expect(first.services.websites.get({ accountId: account.id, websiteId: '11' })).toBeNull()
    await first.services.close()

    // Someone else changes website 18 on the server while SiteTray is closed.
    state.rows.B = state.rows.B.map((row) => (row.id === 18 ? { ...row, privacy: 2, password: 'their-secret' } : row))

    // SiteTray starts again over the same data folder, still offline.
    const second = await startServices(data.dir, secrets)
    cleanups.push(() => second.services.close())
    expect(pending(second.services, account.id)).toBe(8)
    expect(second.services.websites.get({ accountId: account.id, websiteId: '7' })).toMatchObject({
      emailReports: true,
    })

    // The service comes back on the same address.
    const received: RecordedRequest[] = []
    sandbox = await restartSandbox(state, { rateLimitPerMinute: 60, onRequest: (request) => received.push(request) })
    await whenServices(second.services, () => pending(second.services, account.id) === 0, 'the outbox is empty')

    const sent = mutations(received)
    expect(sent.map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'PATCH /api/v1/websites/4',
      'PATCH /api/v1/websites/7',
      'PATCH /api/v1/websites/10',
      'POST /api/v1/websites',
      'PATCH /api/v1/websites/37',
      'DELETE /api/v1/websites/11',
      'PATCH /api/v1/websites/4',
    ])
    expect(sent[0]).toContain('privacy=0')
    expect(sent[4]).toContain('exclude_ips=192.0.2.1')
    expect(sent[6]).toContain('exclude_bots=0')

    const rows = new Map(sandbox.control.list('B').map((row) => [row.id, row]))
    expect(rows.get(4)).toMatchObject({ privacy: 0, exclude_bots: 0 })
    expect(rows.get(7)).toMatchObject({ email: 1 })
    expect(rows.get(10)?.favorited_at).not.toBeNull()
    expect(rows.get(37)).toMatchObject({ host: 'written-on-a-train.example', exclude_ips: '192.0.2.1' })
    expect(rows.has(11)).toBe(false)

    // The conflict: the server's value stays, the user's edit waits for a decision.
    expect(rows.get(18)).toMatchObject({ privacy: 2 })
    const status = second.services.sync.status({ accountId: account.id })
    expect(status.conflicts).toBe(1)
    const [conflict] = second.services.sync.conflicts({ accountId: account.id })
    expect(conflict).toMatchObject({
      kind: 'update',
      websiteId: '18',
      patch: { privacy: 0 },
      conflict: { kind: 'changed', fields: [{ field: 'privacy', base: 1, mine: 0, theirs: 2 }] },
    })
    expect(second.events.some((event) => event.type === 'conflict')).toBe(true)
    expect(second.services.websites.get({ accountId: account.id, websiteId: '18' })).toMatchObject({ privacy: 2 })
    expect(second.services.websites.get({ accountId: account.id, websiteId: '37' })).toMatchObject({
      domain: 'written-on-a-train.example',
    })
    // A view still holding the provisional id finds the website under its new one.
    expect(second.services.websites.get({ accountId: account.id, websiteId: localId })).toMatchObject({ id: '37' })

    // A third start sends nothing again: exactly once.
    await second.services.close()
    received.splice(0)
    const third = await startServices(data.dir, secrets)
    cleanups.push(() => third.services.close())
    await third.services.sync.syncNow({ accountId: account.id })
    expect(mutations(received)).toEqual([])
    expect(third.services.sync.status({ accountId: account.id })).toMatchObject({ pendingEdits: 0, conflicts: 1 })
  })

  it('the user settles a conflict: keeping theirs drops the edit, keeping mine sends it', async () => {
    const data = await tempDataDir()
    cleanups.push(data.remove)
    const received: RecordedRequest[] = []
    const sandbox = await startSandbox({ rateLimitPerMinute: 0, onRequest: (request) => received.push(request) })
    cleanups.push(() => sandbox.close())
    const { services } = await startServices(data.dir)
    cleanups.push(() => services.close())
    const account = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey })
    await services.sync.syncNow({ accountId: account.id })

    services.sync.setNetworkAvailable(false)
    expect(
      (await services.websites.update({ accountId: account.id, websiteId: '4', patch: { privacy: 0 } })).status,
    ).toBe('queued')
    expect(
      (await services.websites.update({ accountId: account.id, websiteId: '7', patch: { emailReports: true } })).status,
    ).toBe('queued')
    sandbox.control.update('B', 4, { privacy: 2, password: 'x' })
    sandbox.control.update('B', 7, { email: 0, exclude_bots: 0 })
    sandbox.control.update('B', 7, { privacy: 0 })
    received.splice(0)
    services.sync.setNetworkAvailable(true)
    await whenServices(
      services,
      () => services.sync.status({ accountId: account.id }).pendingEdits === 0,
      'the outbox is sent',
    )

    // Website 7: someone changed other fields only — no conflict, the edit is sent.
    expect(mutations(received).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'PATCH /api/v1/websites/7',
    ])
    const [conflict] = services.sync.conflicts({ accountId: account.id })
    expect(conflict).toMatchObject({ websiteId: '4' })

    await services.sync.resolveConflict({ accountId: account.id, editId: conflict?.id ?? '', choice: 'mine' })
    await whenServices(
      services,
      () =>
        services.sync.status({ accountId: account.id }).conflicts === 0 &&
        services.sync.status({ accountId: account.id }).pendingEdits === 0,
      'the edit is sent',
    )
    expect(sandbox.control.list('B').find((row) => row.id === 4)).toMatchObject({ privacy: 0 })
  })
})
