/** Creating a website: once on the server, never someone else's, and editable from the first moment. */
import { describe, expect, it } from 'vitest'
import { accountOnSandbox } from '../support/account'
import { mutations, whenServices } from '../support/services'

const COLLECTION = '/api/v1/websites'

describe('a create whose domain turns out to be taken', () => {
  it('because this computer\'s own earlier request got through but its answer was lost: adopts that website, sending nothing more', async () => {
    let stored = false
    const setup = await accountOnSandbox({
      sandbox: {
        // The server stores the website, then the connection drops before the answer arrives.
        onRequest: (request) => {
          if (request.method !== 'POST' || stored) return
          stored = true
          setup.sandbox.control.insert('B', { host: 'mine.example', privacy: 0, exclude_ips: '192.0.2.1' })
          setup.sandbox.injectFault({ fault: { kind: 'drop' }, method: 'POST' })
        },
      },
    })
    const { services, requests, accountId, sandbox } = setup
    const outcome = await services.websites.create(accountId, { domain: 'mine.example', privacy: 0, excludeIps: ['192.0.2.1'] })
    expect(outcome.status).toBe('queued')
    await whenServices(services, () => services.sync.status(accountId).pendingEdits === 0, 'the create is settled')

    expect(services.sync.status(accountId).conflicts).toBe(0)
    expect(mutations(requests).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([`POST ${COLLECTION}`, `POST ${COLLECTION}`])
    expect(sandbox.control.list('B').filter((row) => row.host === 'mine.example')).toHaveLength(1)
    expect((await services.websites.query(accountId, { search: 'mine.example' })).items).toMatchObject([{ domain: 'mine.example', privacy: 0 }])
  })
})

describe('a website created as a favorite', () => {
  it('keeps its favorite when the follow-up favorite request fails: it is sent again like any queued edit', async () => {
    const { services, accountId, sandbox, row } = await accountOnSandbox({ sandbox: { quirks: { ignoreFavoriteOnCreate: true } } })
    sandbox.injectFault({ fault: { kind: 'html-500' }, method: 'PATCH' })
    const outcome = await services.websites.create(accountId, { domain: 'loved.example', favorite: true })
    expect(outcome.website).toMatchObject({ domain: 'loved.example', favorite: true })
    await whenServices(services, () => services.sync.status(accountId).pendingEdits === 0, 'the favorite is sent')
    const created = sandbox.control.list('B').find((entry) => entry.host === 'loved.example')
    expect(row(created?.id ?? 0)?.favorited_at).not.toBeNull()
    expect(services.websites.get(accountId, String(created?.id))).toMatchObject({ favorite: true })
  })
})

describe('a website just created', () => {
  it('can be edited under the id it was shown with, before and after the server\'s id arrives', async () => {
    const { services, accountId, sandbox, row } = await accountOnSandbox()
    sandbox.injectFault({ fault: { kind: 'drop' }, method: 'POST' })
    const first = await services.websites.create(accountId, { domain: 'fresh.example' })
    const localId = first.website?.id ?? ''
    expect(localId).not.toMatch(/^\d+$/)
    expect((await services.websites.update(accountId, localId, { privacy: 0 })).status).not.toBe('conflict')
    await whenServices(services, () => services.sync.status(accountId).pendingEdits === 0, 'the create and the edit are sent')
    expect((await services.websites.update(accountId, localId, { emailReports: true })).status).toBe('saved')
    expect((await services.websites.favorite(accountId, localId, true)).status).toBe('saved')
    const created = sandbox.control.list('B').find((entry) => entry.host === 'fresh.example')
    expect(row(created?.id ?? 0)).toMatchObject({ privacy: 0, email: 1 })
    expect(row(created?.id ?? 0)?.favorited_at).not.toBeNull()
    expect(await services.websites.remove(accountId, localId)).toMatchObject({ status: 'saved' })
    expect(row(created?.id ?? 0)).toBeUndefined()
  })
})
