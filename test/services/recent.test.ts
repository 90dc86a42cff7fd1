/** "Recently edited": every edit the user makes, from the window or the tray, is recorded once, by the services. */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { RECENT_FILE } from '../../src/main/services'
import { accountOnSandbox } from '../support/account'
import { startServices } from '../support/services'

describe('recently edited websites', () => {
  it('puts every edited website first, under the id the server gave a new one, and keeps the list across a restart', async () => {
    const { services, accountId, dataDir, secrets } = await accountOnSandbox()
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    await services.websites.favorite({ accountId, websiteId: '7', favorite: true })
    const created = await services.websites.create({ accountId, input: { domain: 'fresh.example' } })
    const createdId = created.website?.id ?? ''
    expect(createdId).toMatch(/^\d+$/)
    await services.websites.update({ accountId, websiteId: '4', patch: { emailReports: true } })
    expect(services.websites.recent(accountId)).toEqual(['4', createdId, '7'])
    // A delete is not an edit to come back to.
    await services.websites.remove({ accountId, websiteId: '7' })
    expect(services.websites.recent(accountId)[0]).toBe('4')

    await services.close()
    expect(JSON.parse(await readFile(join(dataDir, RECENT_FILE), 'utf8'))).toEqual({
      [accountId]: ['4', createdId, '7'],
    })
    const again = await startServices(dataDir, secrets, { autoStart: false })
    expect(again.services.websites.recent(accountId)).toEqual(['4', createdId, '7'])
    await again.services.close()
  })

  it("forgets an account's list when the account is removed", async () => {
    const { services, accountId } = await accountOnSandbox()
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    expect(services.websites.recent(accountId)).toEqual(['4'])
    await services.accounts.remove({ accountId })
    expect(services.websites.recent(accountId)).toEqual([])
  })
})
