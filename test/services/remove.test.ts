/** Removing an account: once its key is gone, the account is gone, whatever its files do. */
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createMemorySecretStore } from '../../src/main/accounts'
import { deleteAccountData } from '../../src/main/mirror'
import { startSandbox } from '../../src/main/sandbox'
import { startServices, tempDataDir } from '../support/services'

// Windows can hold a file open (a virus scanner, an indexer) so that its folder cannot be deleted.
vi.mock('../../src/main/mirror', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/main/mirror')>()
  return { ...original, deleteAccountData: vi.fn(original.deleteAccountData) }
})

describe('removing an account whose folder cannot be deleted', () => {
  it('still removes it: it does not come back, keyless, at the next start', async () => {
    const data = await tempDataDir()
    onTestFinished(data.remove)
    const sandbox = await startSandbox({ rateLimitPerMinute: 0 })
    onTestFinished(() => sandbox.close())
    const secrets = createMemorySecretStore()
    const { services } = await startServices(data.dir, secrets, { autoStart: false })
    const account = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey })
    vi.mocked(deleteAccountData).mockRejectedValueOnce(
      Object.assign(new Error('EBUSY: resource busy or locked'), { code: 'EBUSY' }),
    )
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    onTestFinished(() => logged.mockRestore())

    await services.accounts.remove({ accountId: account.id })
    expect(services.accounts.list()).toEqual([])
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('could not delete'), expect.stringContaining('EBUSY'))
    await services.close()

    const again = await startServices(data.dir, secrets, { autoStart: false })
    onTestFinished(() => again.services.close())
    expect(again.services.accounts.list()).toEqual([])
  })
})
