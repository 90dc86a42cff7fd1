/**
 * The quick switcher's catalogue: every website of every account from the mirrors, ranked higher once opened, across a
 * restart.
 */
import { describe, expect, it } from 'vitest'
import { accountOnSandbox } from '../support/account'
import { startServices } from '../support/services'

describe('the switcher catalogue', () => {
  it('lists every website of every account, and remembers which were opened across a restart', async () => {
    const { services, accountId, dataDir, secrets, sandbox } = await accountOnSandbox()
    const other = await services.accounts.add({
      baseUrl: sandbox.url,
      apiKey: sandbox.apiKey,
      variant: 'A',
      label: 'Legacy',
    })
    await services.sync.syncNow({ accountId: other.id })

    const catalogue = services.switcher.catalogue()
    expect(catalogue.accounts.map((account) => account.label)).toEqual([expect.any(String), 'Legacy'])
    expect(catalogue.websites).toHaveLength(72)
    expect(catalogue.websites.find((row) => row[3] === 'xn--mnchen-3ya.de' && row[0] === 0)).toEqual([
      0,
      '26',
      'münchen.de',
      'xn--mnchen-3ya.de',
      0,
      0,
    ])

    services.switcher.opened({ accountId, websiteId: '26' })
    services.switcher.opened({ accountId, websiteId: '26' })
    await services.close()
    const again = await startServices(dataDir, secrets, { autoStart: false })
    const scored = again.services.switcher.catalogue().websites.filter((row) => row[5] > 0)
    expect(scored).toEqual([[0, '26', 'münchen.de', 'xn--mnchen-3ya.de', 0, 200]])
    await again.services.close()
  })
})
