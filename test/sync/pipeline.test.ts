/** One edit at a time, as a user makes them with the service answering (or not quite). */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { createMemorySecretStore } from '../../src/main/accounts'
import { accountOnSandbox } from '../support/account'
import { apiFailure } from '../support/errors'
import { mutations, startServices, whenServices } from '../support/services'

describe('an edit while the service answers', () => {
  it("sends only the changed fields in one request and shows the server's record", async () => {
    const { services, requests, accountId } = await accountOnSandbox()
    const outcome = await services.websites.update({
      accountId,
      websiteId: '4',
      patch: { privacy: 1, emailReports: true, excludeBots: true, excludeIps: ['198.51.100.23', '192.0.2.7'] },
    })
    expect(outcome.status).toBe('saved')
    expect(mutations(requests)).toEqual(['PATCH /api/v1/websites/4 exclude_ips=198.51.100.23%0A192.0.2.7'])
    expect(services.websites.get({ accountId, websiteId: '4' })).toMatchObject({
      excludeIps: ['198.51.100.23', '192.0.2.7'],
    })
  })

  it('sends nothing when nothing changes', async () => {
    const { services, requests, accountId } = await accountOnSandbox()
    expect(await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 1 } })).toMatchObject({
      status: 'saved',
    })
    expect(requests).toHaveLength(0)
  })

  it('a 422 puts the old values back and returns the field errors', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    sandbox.injectFault({
      fault: {
        kind: 'status',
        status: 422,
        body: { message: { exclude_ips: ['The exclude ips are invalid.'] }, status: 422 },
      },
      method: 'PATCH',
    })
    const error = await apiFailure(
      services.websites.update({ accountId, websiteId: '4', patch: { excludeIps: ['192.0.2.99'] } }),
    )
    expect(error.kind).toBe('validation')
    expect(error.fieldErrors).toEqual({ excludeIps: ['The exclude ips are invalid.'] })
    expect(services.websites.get({ accountId, websiteId: '4' })?.excludeIps).toEqual(['198.51.100.23'])
    expect(services.sync.status({ accountId }).pendingEdits).toBe(0)
  })

  it('bad input is refused before any request, with the field that is wrong', async () => {
    const { services, requests, accountId } = await accountOnSandbox()
    const error = await apiFailure(
      services.websites.update({ accountId, websiteId: '4', patch: { excludeIps: ['not-an-ip'] } }),
    )
    expect(error.kind).toBe('invalid_request')
    expect(Object.keys(error.fieldErrors ?? {})).toEqual(['excludeIps'])
    expect(requests).toHaveLength(0)
  })

  it('the excluded parameters the user saved stay known through later sweeps (servers never return them)', async () => {
    const { services, accountId } = await accountOnSandbox()
    await services.websites.update({ accountId, websiteId: '4', patch: { excludeParams: ['utm_source', 'ref'] } })
    await services.sync.syncNow({ accountId })
    expect(services.websites.get({ accountId, websiteId: '4' })?.excludeParams).toEqual(['utm_source', 'ref'])
  })

  it('creates and deletes; a website someone already deleted counts as deleted', async () => {
    const { services, sandbox, requests, accountId } = await accountOnSandbox()
    const created = await services.websites.create({
      accountId,
      input: { domain: 'https://www.New-Site.example/', privacy: 0 },
    })
    expect(created).toMatchObject({ status: 'saved', website: { id: '37', domain: 'new-site.example', privacy: 0 } })
    expect((await services.websites.query({ accountId, query: { perPage: 10 } })).items[0]?.id).toBe('37')

    sandbox.control.remove('B', 9)
    expect(await services.websites.remove({ accountId, websiteId: '9' })).toMatchObject({ status: 'saved' })
    expect(await services.websites.remove({ accountId, websiteId: '37' })).toMatchObject({ status: 'saved' })
    expect(services.websites.get({ accountId, websiteId: '37' })).toBeNull()
    expect(mutations(requests).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      'POST /api/v1/websites',
      'DELETE /api/v1/websites/9',
      'DELETE /api/v1/websites/37',
    ])
  })

  it('a domain the server already has comes back as a field error, and the provisional website disappears', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    sandbox.control.insert('B', { host: 'taken.example' })
    const error = await apiFailure(services.websites.create({ accountId, input: { domain: 'taken.example' } }))
    expect(error.fieldErrors?.domain?.[0]).toMatch(/taken/)
    expect((await services.websites.query({ accountId, query: { search: 'taken' } })).items).toEqual([])
  })

  it('variant A favorites stay on this computer: no request, and they survive a sweep and a restart', async () => {
    const { services, requests, accountId, dataDir } = await accountOnSandbox({ variant: 'A' })
    expect(await services.websites.favorite({ accountId, websiteId: '3', favorite: true })).toMatchObject({
      status: 'saved',
      website: { favorite: true },
    })
    expect(requests).toHaveLength(0)
    await services.sync.syncNow({ accountId })
    expect(
      (await services.websites.query({ accountId, query: { favorite: true } })).items.map((item) => item.id),
    ).toEqual(['3'])
    await services.close()
    const again = await startServices(dataDir, createMemorySecretStore(), { autoStart: false })
    onTestFinished(() => again.services.close())
    expect(again.services.websites.get({ accountId, websiteId: '3' })?.favorite).toBe(true)
  })
})

describe('an edit when the service does not answer', () => {
  it('is saved on disk before the caller hears "queued", and sent when the service is back', async () => {
    const { services, sandbox, requests, accountId, dataDir } = await accountOnSandbox()
    sandbox.injectFault({ fault: { kind: 'drop' }, method: 'PATCH' })
    const outcome = await services.websites.update({ accountId, websiteId: '7', patch: { emailReports: true } })
    expect(outcome).toMatchObject({ status: 'queued', message: expect.stringMatching(/saved on this computer/i) })
    const onDisk = await readFile(join(dataDir, accountId, 'outbox.json'), 'utf8')
    expect(onDisk).toContain('"emailReports":true')
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the edit is sent')
    expect(sandbox.control.list('B').find((row) => row.id === 7)?.email).toBe(1)
    expect(mutations(requests).filter((line) => line.startsWith('PATCH'))).toHaveLength(2)
  })

  it('a server error keeps the edit for later too', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    sandbox.injectFault({ fault: { kind: 'html-500' }, method: 'PATCH' })
    expect((await services.websites.update({ accountId, websiteId: '4', patch: { excludeBots: false } })).status).toBe(
      'queued',
    )
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the edit is sent')
    expect(sandbox.control.list('B').find((row) => row.id === 4)?.exclude_bots).toBe(0)
  })

  it('a password is never written to disk: kept in memory while offline, sent when the service is back', async () => {
    const { services, sandbox, requests, accountId, dataDir } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    const outcome = await services.websites.update({
      accountId,
      websiteId: '4',
      patch: { privacy: 2, password: 'hunter2-hunter2' },
    })
    expect(outcome).toMatchObject({
      status: 'queued',
      message: expect.stringMatching(/password is kept in memory only/),
    })
    expect(services.websites.get({ accountId, websiteId: '4' })).toMatchObject({ privacy: 2, hasPassword: true })
    expect(await readFile(join(dataDir, accountId, 'outbox.json'), 'utf8')).not.toContain('hunter2')

    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the edit is sent')
    expect(mutations(requests)).toEqual(['PATCH /api/v1/websites/4 privacy=2&password=hunter2-hunter2'])
    expect(sandbox.control.list('B').find((row) => row.id === 4)).toMatchObject({
      privacy: 2,
      password: 'hunter2-hunter2',
    })
  })

  it('after a restart, an edit whose password was not kept asks for it again instead of being sent without it', async () => {
    const { services, sandbox, requests, accountId, dataDir, secrets } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 2, password: 'hunter2-hunter2' } })
    await services.close()
    const again = await startServices(dataDir, secrets)
    onTestFinished(() => again.services.close())
    await whenServices(
      again.services,
      () => again.services.sync.status({ accountId }).conflicts === 1,
      'the edit is set aside',
    )
    const [kept] = again.services.sync.conflicts({ accountId })
    expect(kept).toMatchObject({
      websiteId: '4',
      patch: { privacy: 2 },
      conflict: { kind: 'rejected', fieldErrors: { password: [expect.stringMatching(/Enter the password again/)] } },
    })
    expect(mutations(requests)).toEqual([])
    expect(sandbox.control.list('B').find((row) => row.id === 4)).toMatchObject({ privacy: 1, password: null })
    // The list shows the service's state again: no password, which the edit had claimed before the restart.
    await whenServices(
      again.services,
      () => again.services.websites.get({ accountId, websiteId: '4' })?.hasPassword === false,
      "the website shows the service's state",
    )
    expect(again.services.websites.get({ accountId, websiteId: '4' })?.privacy).toBe(1)
  })
})

describe('coming back online', () => {
  it('any answer from the service, even an error to a "sync now", brings it back online and sends what waited', async () => {
    // Probes far apart, so that only the user's click can notice the service is back.
    const { services, sandbox, accountId } = await accountOnSandbox({
      services: { reconnectMinMs: 60_000, reconnectMaxMs: 60_000 },
    })
    sandbox.injectFault({ fault: { kind: 'drop' }, times: Infinity })
    expect((await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })).status).toBe('queued')
    expect(services.sync.status({ accountId }).connection).toBe('offline')
    sandbox.clearFaults()
    sandbox.injectFault({ fault: { kind: 'html-500' }, method: 'GET' })
    await services.sync.syncNow({ accountId })
    await whenServices(
      services,
      () => services.sync.status({ accountId }).pendingEdits === 0,
      'the waiting edit is sent',
    )
    expect(services.sync.status({ accountId }).connection).toBe('online')
    expect(sandbox.control.list('B').find((row) => row.id === 4)?.privacy).toBe(0)
  })
})

describe('what someone else changed meanwhile', () => {
  it('a conflict event never carries a password', async () => {
    const { services, sandbox, accountId, events } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 2, password: 'hunter2-SECRET' } })
    sandbox.control.update('B', 4, { privacy: 0 })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).conflicts === 1, 'the conflict is found')
    expect(JSON.stringify(events)).not.toContain('hunter2-SECRET')
  })

  it('an answer nobody understands (a proxy page) keeps the edits waiting instead of refusing them', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    await services.websites.remove({ accountId, websiteId: '5' })
    sandbox.injectFault({ fault: { kind: 'malformed-json' }, times: 2 })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the edits are sent')
    expect(services.sync.status({ accountId }).conflicts).toBe(0)
    const rows = sandbox.control.list('B')
    expect(rows.find((row) => row.id === 4)?.privacy).toBe(0)
    expect(rows.some((row) => row.id === 5)).toBe(false)
  })

  it('a website deleted while its creation hung stays deleted across a quit and a restart', async () => {
    const { services, sandbox, accountId, dataDir, secrets } = await accountOnSandbox()
    sandbox.injectFault({ fault: { kind: 'hang' }, method: 'POST' })
    const creating = services.websites.create({ accountId, input: { domain: 'changed-my-mind.example' } })
    await whenServices(
      services,
      () =>
        services.websites.get({ accountId, websiteId: '1' }) !== null &&
        services.sync.status({ accountId }).activities.some((activity) => activity.kind === 'sending'),
      'the create is on its way',
    )
    const localId =
      (await services.websites.query({ accountId, query: { search: 'changed-my-mind' } })).items[0]?.id ?? ''
    expect(await services.websites.remove({ accountId, websiteId: localId })).toMatchObject({ status: 'saved' })
    await services.close()
    expect(await creating).toMatchObject({ status: 'queued' })

    const again = await startServices(dataDir, secrets)
    onTestFinished(() => again.services.close())
    await whenServices(
      again.services,
      () => again.services.sync.status({ accountId }).pendingEdits === 0,
      'the outbox is sent',
    )
    expect(sandbox.control.list('B').some((row) => row.host === 'changed-my-mind.example')).toBe(false)
    expect((await again.services.websites.query({ accountId, query: { search: 'changed-my-mind' } })).items).toEqual([])
  })
})
