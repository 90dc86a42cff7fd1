/** The facade the IPC layer and the tray call: accounts, their keys, and what removing one leaves behind. */
import { readdir, readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError } from '../src/main/api'
import { createMemorySecretStore, KeychainError, type SecretStore } from '../src/main/accounts'
import { startSandbox, type RecordedRequest, type Sandbox } from '../src/main/sandbox'
import { startServices, tempDataDir, whenServices } from './support/services'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

/** A keychain the test can lock, as a user's login keychain can be. */
function lockableSecrets(): SecretStore & { locked: boolean } {
  const inner = createMemorySecretStore()
  const store = {
    locked: false,
    check(): void {
      if (store.locked) throw new KeychainError('locked', 'read', 'Cannot create an item in a locked collection')
    },
    async get(id: string) {
      store.check()
      return inner.get(id)
    },
    async set(id: string, secret: string) {
      store.check()
      return inner.set(id, secret)
    },
    async delete(id: string) {
      store.check()
      return inner.delete(id)
    },
  }
  return store
}

async function allFileText(dir: string): Promise<string> {
  let text = ''
  for (const name of await readdir(dir, { recursive: true })) {
    const path = join(dir, name)
    if ((await stat(path)).isFile()) text += await readFile(path, 'utf8')
  }
  return text
}

async function fixture(): Promise<{ dataDir: string; sandbox: Sandbox; requests: RecordedRequest[] }> {
  const data = await tempDataDir()
  cleanups.push(data.remove)
  const requests: RecordedRequest[] = []
  const sandbox = await startSandbox({ rateLimitPerMinute: 0, onRequest: (request) => requests.push(request) })
  cleanups.push(() => sandbox.close())
  return { dataDir: data.dir, sandbox, requests }
}

describe('accounts', () => {
  it('adding one detects the variant and names it; the key is in the keychain and in no file', async () => {
    const { dataDir, sandbox } = await fixture()
    const secrets = createMemorySecretStore()
    const { services } = await startServices(dataDir, secrets)
    cleanups.push(() => services.close())
    const account = await services.accounts.add({
      baseUrl: `${sandbox.url}/api/v1/websites`,
      apiKey: ` ${sandbox.apiKey} `,
    })
    expect(account).toMatchObject({ variant: 'B', baseUrl: sandbox.url, hasApiKey: true })
    expect(account.label).not.toBe('')
    expect(await secrets.get(account.id)).toBe(sandbox.apiKey)
    await services.sync.syncNow({ accountId: account.id })
    await services.close()
    expect(await allFileText(dataDir)).not.toContain(sandbox.apiKey)
  })

  it('a refused key is reported as such, and nothing is kept', async () => {
    const { dataDir, sandbox } = await fixture()
    const secrets = createMemorySecretStore()
    const { services } = await startServices(dataDir, secrets)
    cleanups.push(() => services.close())
    const error = await services.accounts
      .add({ baseUrl: sandbox.url, apiKey: 'sk_wrong_key' })
      .catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).kind).toBe('unauthorized')
    expect(services.accounts.list()).toEqual([])
  })

  it('removing one stops its requests and deletes its key, its mirror and its outbox', async () => {
    const { dataDir, sandbox, requests } = await fixture()
    const secrets = createMemorySecretStore()
    // Fake timers from the start: a sweep the removed account left scheduled would fire below.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { services } = await startServices(dataDir, secrets, { sweepIntervalMs: 60_000 })
    cleanups.push(() => services.close())
    const account = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey })
    await whenServices(
      services,
      () => services.sync.status({ accountId: account.id }).lastSweepAt !== null,
      'the first sweep is done',
    )
    await services.websites.update({ accountId: account.id, websiteId: '4', patch: { privacy: 0 } })
    expect(await readdir(join(dataDir, account.id))).toContain('outbox.json')

    await services.accounts.remove({ accountId: account.id })
    const sent = requests.length
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(requests.length).toBe(sent)
    expect(await secrets.get(account.id)).toBeNull()
    expect((await readdir(dataDir)).includes(account.id)).toBe(false)
    expect(services.accounts.list()).toEqual([])

    await services.close()
    const again = await startServices(dataDir, secrets)
    cleanups.push(() => again.services.close())
    expect(again.services.accounts.list()).toEqual([])
  })

  it('a locked keychain: removal fails and changes nothing; the websites still show; sync resumes once it is open', async () => {
    const { dataDir, sandbox } = await fixture()
    const secrets = lockableSecrets()
    const first = await startServices(dataDir, secrets, { autoStart: false })
    const account = await first.services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey })
    await first.services.sync.syncNow({ accountId: account.id })
    await first.services.close()

    secrets.locked = true
    const { services } = await startServices(dataDir, secrets, { autoStart: false })
    cleanups.push(() => services.close())
    const [listed] = services.accounts.list()
    expect(listed).toMatchObject({
      id: account.id,
      hasApiKey: false,
      status: { lastError: { message: expect.stringMatching(/keychain/i) } },
    })
    expect((await services.websites.query({ accountId: account.id, query: { perPage: 100 } })).total).toBe(36)
    const refused = await services.websites
      .update({ accountId: account.id, websiteId: '4', patch: { privacy: 0 } })
      .catch((reason: unknown) => reason)
    expect((refused as ApiError).message).toMatch(/keychain/i)
    await expect(services.accounts.remove({ accountId: account.id })).rejects.toBeInstanceOf(KeychainError)
    expect(services.accounts.list()).toHaveLength(1)

    secrets.locked = false
    expect(
      await services.websites.update({ accountId: account.id, websiteId: '4', patch: { privacy: 0 } }),
    ).toMatchObject({ status: 'saved' })
  })

  it('a new key that could never be sent is refused before it replaces the working one', async () => {
    const { dataDir, sandbox } = await fixture()
    const secrets = createMemorySecretStore()
    const { services } = await startServices(dataDir, secrets, { autoStart: false })
    cleanups.push(() => services.close())
    const account = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey })
    await services.sync.syncNow({ accountId: account.id })
    await expect(services.accounts.setApiKey({ accountId: account.id, apiKey: 'two words' })).rejects.toMatchObject({
      kind: 'invalid_request',
    })
    expect(await secrets.get(account.id)).toBe(sandbox.apiKey)
    expect(
      await services.websites.update({ accountId: account.id, websiteId: '4', patch: { privacy: 0 } }),
    ).toMatchObject({ status: 'saved' })
  })
})
