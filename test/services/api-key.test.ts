/** A new API key is tried before it is trusted; where it stands shows in the account's summary. */
import { describe, expect, it } from 'vitest'
import { accountOnSandbox } from '../support/account'
import { whenServices } from '../support/services'

describe('setting a new API key', () => {
  it('a key the service refuses is not saved: the working one stays', async () => {
    const { services, accountId, secrets, sandbox } = await accountOnSandbox()
    await expect(services.accounts.setApiKey({ accountId, apiKey: 'sk_not_the_right_key' })).rejects.toMatchObject({
      kind: 'unauthorized',
    })
    expect(await secrets.get(accountId)).toBe(sandbox.apiKey)
    expect(services.accounts.list()[0]).toMatchObject({ keyState: 'verified', hasApiKey: true })
    expect((await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })).status).toBe('saved')
  })

  it('while the service cannot be reached: saved as not yet verified, and verified when it answers again', async () => {
    const { services, accountId, secrets, sandbox } = await accountOnSandbox()
    sandbox.injectFault({ fault: { kind: 'drop' }, times: 3 })
    await services.accounts.setApiKey({ accountId, apiKey: sandbox.apiKey })
    expect(await secrets.get(accountId)).toBe(sandbox.apiKey)
    expect(services.accounts.list()[0]).toMatchObject({ keyState: 'unverified', hasApiKey: true })
    await services.sync.syncNow({ accountId })
    await whenServices(services, () => services.accounts.list()[0]?.keyState === 'verified', 'the key is verified')
  })

  it('a key the service stops accepting shows as refused', async () => {
    const { services, accountId, sandbox } = await accountOnSandbox()
    sandbox.injectFault({
      fault: { kind: 'status', status: 401, body: { message: 'Unauthenticated.' } },
      times: Infinity,
    })
    await services.sync.syncNow({ accountId })
    expect(services.accounts.list()[0]).toMatchObject({ keyState: 'refused' })
  })
})
