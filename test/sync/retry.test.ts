/**
 * An edit the server refused, or one whose password a restart lost, is not the end of the user's
 * work: corrected, it takes the refused edit's place and goes again.
 */
import { onTestFinished, describe, expect, it } from 'vitest'
import { accountOnSandbox } from '../support/account'
import { mutations, startServices, whenServices } from '../support/services'

const COLLECTION = '/api/v1/websites'

describe('correcting a refused edit', () => {
  it("sends the correction in the refused edit's place, before the website's later edit", async () => {
    const { services, sandbox, accountId, requests, row } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0, excludeIps: ['192.0.2.44'] } })
    await services.websites.update({ accountId, websiteId: '4', patch: { excludeBots: false } })
    sandbox.injectFault({
      fault: {
        kind: 'status',
        status: 422,
        body: { message: { exclude_ips: ['The exclude ips field is invalid.'] }, status: 422 },
      },
      method: 'PATCH',
      path: `${COLLECTION}/4`,
    })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the edit is refused')
    const [refused] = services.sync.conflicts({ accountId })
    expect(refused).toMatchObject({
      conflict: { kind: 'rejected', fieldErrors: { excludeIps: [expect.stringMatching(/invalid/)] } },
    })
    requests.splice(0)

    const outcome = await services.sync.retryEdit({
      accountId,
      editId: refused!.id,
      change: { privacy: 0, excludeIps: ['192.0.2.45'] },
    })
    expect(outcome).toMatchObject({ status: 'saved', website: { id: '4', privacy: 0, excludeIps: ['192.0.2.45'] } })
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the later edit is sent')
    expect(services.sync.status({ accountId }).conflicts).toBe(0)
    expect(mutations(requests)).toEqual([
      `PATCH ${COLLECTION}/4 privacy=0&exclude_ips=192.0.2.45`,
      `PATCH ${COLLECTION}/4 exclude_bots=0`,
    ])
    expect(row(4)).toMatchObject({ privacy: 0, exclude_ips: '192.0.2.45', exclude_bots: 0 })
  })

  it('a new website whose domain another device took: made under the domain the user picks instead, and its favorite follows', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.create({ accountId, input: { domain: 'contested.example', privacy: 0, favorite: true } })
    sandbox.control.insert('B', { host: 'contested.example', privacy: 1 })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the create is refused')
    const [refused] = services.sync.conflicts({ accountId })
    expect(refused).toMatchObject({
      kind: 'create',
      conflict: { kind: 'rejected', fieldErrors: { domain: [expect.stringMatching(/taken/)] } },
    })

    const outcome = await services.sync.retryEdit({
      accountId,
      editId: refused!.id,
      change: { domain: 'uncontested.example', privacy: 0 },
    })
    expect(outcome).toMatchObject({ status: 'saved', website: { domain: 'uncontested.example', privacy: 0 } })
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the favorite follows')
    const made = sandbox.control.list('B').find((row) => row.host === 'uncontested.example')
    expect(made).toMatchObject({ privacy: 0, favorited_at: expect.any(Date) })
    expect(sandbox.control.list('B').find((row) => row.host === 'contested.example')).toMatchObject({ privacy: 1 })
    await services.sync.syncNow({ accountId })
    expect(
      services.websites
        .local(accountId)
        .filter((website) => website.domain.endsWith('contested.example'))
        .map((website) => website.domain)
        .sort(),
    ).toEqual(['contested.example', 'uncontested.example'])
  })

  it('after a restart lost its password: the password typed again goes with the edit', async () => {
    const { services, sandbox, accountId, dataDir, secrets } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 2, password: 'hunter2-hunter2' } })
    await services.close()
    const again = await startServices(dataDir, secrets)
    onTestFinished(() => again.services.close())
    await whenServices(
      again.services,
      () => again.services.sync.status({ accountId }).conflicts === 1,
      'the edit asks for its password',
    )
    const [kept] = again.services.sync.conflicts({ accountId })

    const outcome = await again.services.sync.retryEdit({
      accountId,
      editId: kept!.id,
      change: { privacy: 2, password: 'hunter3-hunter3' },
    })
    expect(outcome).toMatchObject({ status: 'saved', website: { privacy: 2, hasPassword: true } })
    expect(sandbox.control.list('B').find((row) => row.id === 4)).toMatchObject({
      privacy: 2,
      password: 'hunter3-hunter3',
    })
    expect(again.services.sync.status({ accountId })).toMatchObject({ pendingEdits: 0, conflicts: 0 })
  })

  it('checks the correction like any edit, and keeps the refused edit when the correction is wrong too', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    sandbox.injectFault({ fault: { kind: 'drop' }, times: Infinity })
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    sandbox.clearFaults()
    sandbox.injectFault({ fault: { kind: 'status', status: 409 }, method: 'PATCH' })
    services.sync.setNetworkAvailable(true)
    await services.sync.syncNow({ accountId })
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the edit is refused')
    const [refused] = services.sync.conflicts({ accountId })

    await expect(
      services.sync.retryEdit({ accountId, editId: refused!.id, change: { excludeIps: ['not an address'] } }),
    ).rejects.toMatchObject({ kind: 'invalid_request', fieldErrors: { excludeIps: [expect.any(String)] } })
    await expect(
      services.sync.retryEdit({ accountId, editId: refused!.id, change: { domain: 'other.example' } }),
    ).rejects.toMatchObject({ fieldErrors: { domain: [expect.stringMatching(/cannot be changed/)] } })
    expect(services.sync.conflicts({ accountId })).toEqual([refused])
  })

  it("putting the server's values back drops the refused edit without a request", async () => {
    const { services, sandbox, accountId, requests } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    sandbox.injectFault({ fault: { kind: 'status', status: 409 }, method: 'PATCH' })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the edit is refused')
    const [refused] = services.sync.conflicts({ accountId })
    requests.splice(0)

    expect(await services.sync.retryEdit({ accountId, editId: refused!.id, change: { privacy: 1 } })).toMatchObject({
      status: 'saved',
      website: { privacy: 1 },
    })
    expect(services.sync.status({ accountId })).toMatchObject({ pendingEdits: 0, conflicts: 0 })
    // Not even a read: there is nothing to send.
    expect(requests).toEqual([])
  })

  it('only a refused edit can be corrected: a change made on both sides waits for a choice', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    sandbox.control.update('B', 4, { privacy: 2 })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the conflict is found')
    const [changed] = services.sync.conflicts({ accountId })
    expect(changed).toMatchObject({ conflict: { kind: 'changed' } })
    await expect(
      services.sync.retryEdit({ accountId, editId: changed!.id, change: { privacy: 0 } }),
    ).rejects.toMatchObject({ kind: 'invalid_request' })
    await expect(
      services.sync.retryEdit({ accountId, editId: '7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12', change: { privacy: 0 } }),
    ).rejects.toMatchObject({ kind: 'not_found' })
  })

  it('refused again while the user waits: back in Conflicts under the same id with the new reason; the favorite behind it still waits', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.create({ accountId, input: { domain: 'contested.example', privacy: 0, favorite: true } })
    sandbox.control.insert('B', { host: 'contested.example', privacy: 1 })
    sandbox.control.insert('B', { host: 'also-taken.example', privacy: 1 })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the create is refused')
    const [refused] = services.sync.conflicts({ accountId })

    const again = await services.sync.retryEdit({
      accountId,
      editId: refused!.id,
      change: { domain: 'also-taken.example', privacy: 0 },
    })
    expect(again).toMatchObject({ status: 'conflict', editId: refused!.id })
    expect(services.sync.conflicts({ accountId })).toMatchObject([
      {
        id: refused!.id,
        input: { domain: 'also-taken.example' },
        conflict: { kind: 'rejected', fieldErrors: { domain: [expect.stringMatching(/taken/)] } },
      },
    ])
    expect(services.sync.status({ accountId })).toMatchObject({ pendingEdits: 1, conflicts: 1 })
    expect(
      services.websites.local(accountId).filter((website) => website.domain === 'also-taken.example'),
    ).toHaveLength(1)

    expect(
      await services.sync.retryEdit({ accountId, editId: refused!.id, change: { domain: 'free.example', privacy: 0 } }),
    ).toMatchObject({ status: 'saved' })
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the favorite follows')
    expect(sandbox.control.list('B').find((row) => row.host === 'free.example')?.favorited_at).toEqual(expect.any(Date))
  })

  it('keeps the conflict with another device that came up while it waited: the correction does not overwrite it', async () => {
    const { services, sandbox, accountId, row } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0, excludeIps: ['192.0.2.44'] } })
    sandbox.injectFault({ fault: { kind: 'status', status: 409 }, method: 'PATCH' })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the edit is refused')
    const [refused] = services.sync.conflicts({ accountId })
    // Meanwhile another device sets a password, and a sweep brings it here.
    sandbox.control.update('B', 4, { privacy: 2, password: 'theirs-1234' })
    await services.sync.syncNow({ accountId })

    const outcome = await services.sync.retryEdit({
      accountId,
      editId: refused!.id,
      change: { privacy: 0, excludeIps: ['192.0.2.45'] },
    })
    expect(outcome).toMatchObject({ status: 'conflict' })
    expect(row(4)).toMatchObject({ privacy: 2, password: 'theirs-1234' })
    expect(services.sync.conflicts({ accountId })).toMatchObject([
      { conflict: { kind: 'changed', fields: [{ field: 'privacy', base: 1, mine: 0, theirs: 2 }] } },
    ])
  })

  it('a new website under its own domain after a restart lost its password: the website its lost answer made is adopted', async () => {
    let posts = 0
    const setup = await accountOnSandbox({
      sandbox: {
        // The first attempt is stored, then its answer is lost.
        onRequest: (request) => {
          if (request.method !== 'POST' || ++posts > 1) return
          setup.sandbox.control.insert('B', { host: 'mine.example', privacy: 2, password: 'first-secret-1' })
          setup.sandbox.injectFault({ fault: { kind: 'drop' }, method: 'POST' })
        },
      },
      services: { reconnectMinMs: 60_000, reconnectMaxMs: 60_000 },
    })
    const { services, sandbox, accountId, dataDir, secrets } = setup
    expect(
      (
        await services.websites.create({
          accountId,
          input: { domain: 'mine.example', privacy: 2, password: 'first-secret-1' },
        })
      ).status,
    ).toBe('queued')
    await services.close()
    const again = await startServices(dataDir, secrets)
    onTestFinished(() => again.services.close())
    await whenServices(
      again.services,
      () => again.services.sync.status({ accountId }).conflicts === 1,
      'the create asks for its password',
    )
    const [kept] = again.services.sync.conflicts({ accountId })

    const outcome = await again.services.sync.retryEdit({
      accountId,
      editId: kept!.id,
      change: { domain: 'mine.example', privacy: 2, password: 'first-secret-1' },
    })
    expect(outcome).toMatchObject({ status: 'saved', website: { domain: 'mine.example' } })
    expect(sandbox.control.list('B').filter((row) => row.host === 'mine.example')).toHaveLength(1)
    expect(again.services.sync.status({ accountId })).toMatchObject({ pendingEdits: 0, conflicts: 0 })
  })
})

describe('a correction with the favorite changed too', () => {
  it.each([
    ['A', 'kept on this computer', ['PATCH /public/api/v1/websites/4 exclude_ips=192.0.2.45']],
    [
      'B',
      'sent with the correction',
      [expect.stringMatching(/^PATCH \/api\/v1\/websites\/4 exclude_ips=192\.0\.2\.45&favorite=1&/)],
    ],
  ] as const)('variant %s: one retry, the favorite %s', async (variant, _where, sent) => {
    const { services, sandbox, accountId, requests } = await accountOnSandbox({ variant })
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { excludeIps: ['192.0.2.44'] } })
    sandbox.injectFault({
      fault: {
        kind: 'status',
        status: 422,
        body: { message: { exclude_ips: ['The exclude ips field is invalid.'] }, status: 422 },
      },
      method: 'PATCH',
    })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the edit is refused')
    const [refused] = services.sync.conflicts({ accountId })
    requests.splice(0)

    const outcome = await services.sync.retryEdit({
      accountId,
      editId: refused!.id,
      change: { excludeIps: ['192.0.2.45'], favorite: true },
    })
    expect(outcome).toMatchObject({ status: 'saved', website: { id: '4', excludeIps: ['192.0.2.45'], favorite: true } })
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'nothing waits')
    expect(services.sync.status({ accountId }).conflicts).toBe(0)
    expect(mutations(requests)).toEqual(sent)
    expect(services.websites.get({ accountId, websiteId: '4' })).toMatchObject({ favorite: true })
  })
})

describe('a correction racing a discard', () => {
  it('discarded first: the correction is refused and no trace of the website is left', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    const made = await services.websites.create({ accountId, input: { domain: 'contested.example' } })
    sandbox.control.insert('B', { host: 'contested.example' })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the create is refused')
    const [refused] = services.sync.conflicts({ accountId })

    const discard = services.sync.resolveConflict({ accountId, editId: refused!.id, choice: 'theirs' })
    const correction = services.sync.retryEdit({ accountId, editId: refused!.id, change: { domain: 'other.example' } })
    await discard
    await expect(correction).rejects.toMatchObject({ kind: 'not_found' })
    expect(services.websites.local(accountId).some((website) => website.id === made.website!.id)).toBe(false)
    expect(services.sync.status({ accountId })).toMatchObject({ pendingEdits: 0, conflicts: 0 })
  })

  it('corrected first: the discard is refused and the correction goes', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.create({ accountId, input: { domain: 'contested.example' } })
    sandbox.control.insert('B', { host: 'contested.example' })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the create is refused')
    const [refused] = services.sync.conflicts({ accountId })

    const correction = services.sync.retryEdit({ accountId, editId: refused!.id, change: { domain: 'other.example' } })
    const discard = services.sync.resolveConflict({ accountId, editId: refused!.id, choice: 'theirs' })
    await expect(discard).rejects.toMatchObject({ kind: 'not_found' })
    expect(await correction).toMatchObject({ status: 'saved', website: { domain: 'other.example' } })
    expect(sandbox.control.list('B').filter((row) => row.host === 'other.example')).toHaveLength(1)
  })
})
