/**
 * A file SiteTray cannot read at start is kept aside, never deleted — and the user is told what it
 * held, why it could not be read and where it is, not left to find an empty list.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createMemorySecretStore } from '../../src/main/accounts'
import { startSandbox } from '../../src/main/sandbox'
import { startServices, tempDataDir } from '../support/services'

function quietWarnings(): void {
  const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
  onTestFinished(() => warned.mockRestore())
}

describe('a file that cannot be read at start', () => {
  it('the list of accounts: SiteTray starts without accounts and says where the old list is', async () => {
    const data = await tempDataDir()
    onTestFinished(data.remove)
    await writeFile(join(data.dir, 'accounts.json'), '{"accounts": [ half a file')
    quietWarnings()

    const { services } = await startServices(data.dir, createMemorySecretStore(), { autoStart: false })
    onTestFinished(() => services.close())
    expect(services.accounts.list()).toEqual([])
    const [notice, ...others] = services.startNotices()
    expect(others).toEqual([])
    expect(notice).toMatch(
      /^SiteTray could not read the list of accounts \(.+\)\. The file was kept as .+accounts\.json.+\. SiteTray starts without accounts\.$/,
    )
    const keptAs = /kept as (.+?)\. SiteTray/.exec(notice!)![1]!
    expect(await readdir(data.dir)).toContain(keptAs.split(/[\\/]/).at(-1))
  })

  it('the edits waiting to be sent: the account names them as not sent, and the next start is quiet', async () => {
    const data = await tempDataDir()
    onTestFinished(data.remove)
    const sandbox = await startSandbox({ rateLimitPerMinute: 0 })
    onTestFinished(() => sandbox.close())
    const secrets = createMemorySecretStore()
    const first = await startServices(data.dir, secrets, { autoStart: false })
    const account = await first.services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, label: 'Shop' })
    expect(first.services.startNotices()).toEqual([])
    await first.services.close()
    await mkdir(join(data.dir, account.id), { recursive: true })
    await writeFile(join(data.dir, account.id, 'outbox.json'), 'not json at all')
    quietWarnings()

    const second = await startServices(data.dir, secrets, { autoStart: false })
    expect(second.services.startNotices()).toEqual([
      expect.stringMatching(
        /^SiteTray could not read the edits waiting to be sent for “Shop” \(.+\)\. The file was kept as .+\. They were not sent: make them again\.$/,
      ),
    ])
    expect(second.services.accounts.list().map((summary) => summary.label)).toEqual(['Shop'])
    await second.services.close()

    const third = await startServices(data.dir, secrets, { autoStart: false })
    onTestFinished(() => third.services.close())
    expect(third.services.startNotices()).toEqual([])
  })
})
