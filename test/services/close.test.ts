/** Quitting: close() writes everything it can, whatever fails, and never rejects (the shell's quit waits on it). */
import { readFile, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { createMemorySecretStore } from '../../src/main/accounts'
import { decodeMirrorFile } from '../../src/main/mirror/mirror-file'
import { startSandbox } from '../../src/main/sandbox'
import { startServices, tempDataDir } from '../support/services'

describe('closing', () => {
  it("one account's folder cannot be written: close still resolves, and the other account's edits are on disk", async () => {
    const data = await tempDataDir()
    onTestFinished(data.remove)
    const sandbox = await startSandbox({ rateLimitPerMinute: 0 })
    onTestFinished(() => sandbox.close())
    const { services } = await startServices(data.dir, createMemorySecretStore(), { autoStart: false })
    const broken = await services.accounts.add({
      baseUrl: sandbox.url,
      apiKey: sandbox.apiKey,
      variant: 'A',
      label: 'broken',
    })
    const fine = await services.accounts.add({
      baseUrl: sandbox.url,
      apiKey: sandbox.apiKey,
      variant: 'B',
      label: 'fine',
    })
    await services.sync.syncNow({ accountId: broken.id })
    await services.sync.syncNow({ accountId: fine.id })
    services.sync.setNetworkAvailable(false)
    // The mirrors' coalescing timers wait: the edits below reach the mirrors' files only when close() writes them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    await services.websites.update({ accountId: broken.id, websiteId: '4', patch: { privacy: 0 } })
    await services.websites.update({ accountId: fine.id, websiteId: '4', patch: { privacy: 0 } })
    // Something took the broken account's folder away: its files cannot be written any more.
    await rm(join(data.dir, broken.id), { recursive: true, force: true })
    await writeFile(join(data.dir, broken.id), 'not a folder')

    const warnings = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    onTestFinished(() => warnings.mockRestore())
    await expect(services.close()).resolves.toBeUndefined()
    expect(warnings.mock.calls.map((call) => String(call[0])).some((line) => line.includes(broken.id))).toBe(true)
    const mirror = decodeMirrorFile(JSON.parse(await readFile(join(data.dir, fine.id, 'websites.json'), 'utf8')))
    expect(mirror.ok && mirror.value.websites.find((website) => website.id === '4')?.privacy).toBe(0)
  })
})
