/**
 * Edits waiting to be sent in a file the system would not let be read at start (EIO): the file
 * stays where it is, untouched, the user is told so, and the next start sends what it held.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createMemorySecretStore } from '../../src/main/accounts'
import { startSandbox } from '../../src/main/sandbox'
import { startServices, tempDataDir, whenServices } from '../support/services'
import { failReads } from '../storage/failing-reads'

vi.mock('node:fs/promises', async (original) =>
  (await import('../storage/failing-reads')).withFailingReads(await original()),
)
const reads = failReads()

describe('an outbox the system would not let be read at start', () => {
  it('is told, left as it is, and sent at the next start', async () => {
    const data = await tempDataDir()
    onTestFinished(data.remove)
    const sandbox = await startSandbox({ rateLimitPerMinute: 0 })
    onTestFinished(() => sandbox.close())
    const secrets = createMemorySecretStore()
    const first = await startServices(data.dir, secrets, { autoStart: false })
    const account = await first.services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey, label: 'Shop' })
    await first.services.sync.syncNow({ accountId: account.id })
    // The service goes away: the edit waits in the outbox.
    sandbox.injectFault({ fault: { kind: 'drop' }, times: Infinity })
    const outcome = await first.services.websites.update({
      accountId: account.id,
      websiteId: '4',
      patch: { privacy: 0 },
    })
    expect(outcome.status).toBe('queued')
    await first.services.close()
    const outboxPath = join(data.dir, account.id, 'outbox.json')
    const bytes = await readFile(outboxPath, 'utf8')

    reads.fail('outbox.json', 'EIO')
    const second = await startServices(data.dir, secrets, { autoStart: false })
    expect(second.services.startNotices()).toEqual([
      expect.stringMatching(
        /^SiteTray could not read the edits waiting to be sent for “Shop” \(.+\)\. The file was left as it is/,
      ),
    ])
    await second.services.close()
    reads.heal()
    expect(await readFile(outboxPath, 'utf8')).toBe(bytes)

    sandbox.clearFaults()
    const third = await startServices(data.dir, secrets, { autoStart: true })
    onTestFinished(() => third.services.close())
    expect(third.services.startNotices()).toEqual([])
    await whenServices(
      third.services,
      () => sandbox.control.list('B').find((row) => row.id === 4)?.privacy === 0,
      'the kept edit reached the server',
    )
  })
})
