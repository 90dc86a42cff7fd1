/** With autoStart off, nothing goes to the service until start(): the shell shows the mirror first. */
import { describe, expect, it } from 'vitest'
import { startServices, whenServices } from '../support/services'
import { accountOnSandbox } from '../support/account'

describe('start()', () => {
  it('sends nothing before it and, once called, what waited in the outbox', async () => {
    const first = await accountOnSandbox()
    const { services, dataDir, secrets, accountId, sandbox } = first
    sandbox.injectFault({ fault: { kind: 'drop' }, method: 'PATCH' })
    expect(await services.websites.update({ accountId, websiteId: '1', patch: { emailReports: false } })).toMatchObject(
      { status: 'queued' },
    )
    await services.close()
    first.requests.splice(0)

    const again = await startServices(dataDir, secrets, { autoStart: false })
    expect(again.services.websites.local(accountId).find((website) => website.id === '1')?.emailReports).toBe(false)
    expect(again.services.sync.status({ accountId }).pendingEdits).toBe(1)
    expect(first.requests).toEqual([])

    again.services.start()
    again.services.start()
    await whenServices(
      again.services,
      () => again.services.sync.status({ accountId }).pendingEdits === 0,
      'the waiting edit was sent',
    )
    expect(first.requests.filter((request) => request.method === 'PATCH')).toHaveLength(1)
    expect(first.row(1)?.email).toBe(0)
    await again.services.close()
  })
})
