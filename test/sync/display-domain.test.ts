/**
 * Internationalized domains through the data plane: shown as people write them wherever a website
 * comes from (the server's answer, the mirror on disk, a website made on this computer), while the
 * server is sent and keeps its ASCII form.
 */
import { describe, expect, it, onTestFinished } from 'vitest'
import { accountOnSandbox } from '../support/account'
import { mutations, startServices, whenServices } from '../support/services'

describe('an internationalized domain', () => {
  it("is shown in its own letters from the server's answer, from the mirror, and after a restart", async () => {
    const { services, sandbox, accountId, dataDir, secrets } = await accountOnSandbox({ synced: false })
    const row = sandbox.control.insert('B', { host: 'xn--zrich-kva.ch' })

    // Before the first sweep, the list is the server's answer.
    const fromServer = await services.websites.query({ accountId, query: { search: 'zrich' } })
    expect(fromServer).toMatchObject({
      source: 'server',
      items: [{ id: String(row.id), domain: 'xn--zrich-kva.ch', displayDomain: 'zürich.ch' }],
    })

    await services.sync.syncNow({ accountId })
    expect(services.websites.get({ accountId, websiteId: String(row.id) })).toMatchObject({
      domain: 'xn--zrich-kva.ch',
      displayDomain: 'zürich.ch',
    })

    await services.close()
    const again = await startServices(dataDir, secrets, { autoStart: false })
    onTestFinished(() => again.services.close())
    expect(again.services.websites.get({ accountId, websiteId: String(row.id) })).toMatchObject({
      domain: 'xn--zrich-kva.ch',
      displayDomain: 'zürich.ch',
    })
  })

  it('typed in its own letters for a new website, is sent in ASCII and shown in its letters, before and after the server has it', async () => {
    const { services, sandbox, requests, accountId } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    const queued = await services.websites.create({ accountId, input: { domain: 'https://Bäckerei-Müller.de/' } })
    expect(queued).toMatchObject({
      status: 'queued',
      website: { domain: 'xn--bckerei-mller-bfb28a.de', displayDomain: 'bäckerei-müller.de' },
    })

    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the website is created')
    expect(mutations(requests)).toEqual([
      expect.stringMatching(/^POST \/api\/v1\/websites domain=xn--bckerei-mller-bfb28a\.de&/),
    ])
    expect(sandbox.control.list('B').some((row) => row.host === 'xn--bckerei-mller-bfb28a.de')).toBe(true)
    const created = services.websites
      .local(accountId)
      .find((website) => website.domain === 'xn--bckerei-mller-bfb28a.de')
    expect(created).toMatchObject({ displayDomain: 'bäckerei-müller.de' })
    expect(created?.id).toMatch(/^\d+$/)
  })

  it('that mixes scripts to pass for another name is shown in ASCII', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    // "аpple.com" with a Cyrillic а.
    const row = sandbox.control.insert('B', { host: 'xn--pple-43d.com' })
    await services.sync.syncNow({ accountId })
    expect(services.websites.get({ accountId, websiteId: String(row.id) })?.displayDomain).toBe('xn--pple-43d.com')
  })
})
