import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openProfileStore, PROFILES_FILE_NAME, type NewAccountProfile } from '../../src/main/accounts'
import { ApiError } from '../../src/main/api'

const dirs: string[] = []

async function dataDir(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'sitetray-accounts-'))
  dirs.push(dir)
  return dir
}

afterEach(async () => {
  vi.restoreAllMocks()
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true })
})

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => expect.fail('the call should have failed'),
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

describe('openProfileStore', () => {
  it('adds, lists, renames and removes accounts, and all of it survives a restart', async () => {
    const dir = await dataDir()
    const store = await openProfileStore(dir)
    expect(store.list()).toEqual([])

    const work = await store.add({ label: '  Work  ', baseUrl: 'https://stats.example.com/', variant: 'B' })
    const legacy = await store.add({ label: 'Legacy', baseUrl: 'https://old.example.org', variant: 'A' })
    expect(work).toMatchObject({ label: 'Work', baseUrl: 'https://stats.example.com', variant: 'B' })
    expect(work.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(work.id).not.toBe(legacy.id)
    expect(Date.parse(work.createdAt)).not.toBeNaN()

    expect(await store.rename(work.id, 'Work (main)')).toMatchObject({ id: work.id, label: 'Work (main)' })
    expect((await failure(store.rename('no-such-id', 'x'))).kind).toBe('not_found')

    let reopened = await openProfileStore(dir)
    expect(reopened.recovered).toBeNull()
    expect(reopened.list()).toEqual([{ ...work, label: 'Work (main)' }, legacy])
    expect(reopened.get(legacy.id)).toEqual(legacy)

    expect(await reopened.remove(work.id)).toBe(true)
    expect(await reopened.remove(work.id)).toBe(false)
    reopened = await openProfileStore(dir)
    expect(reopened.list()).toEqual([legacy])
    expect(reopened.get(work.id)).toBeUndefined()
  })

  it('remembers a key saved while the service could not be reached until it is verified, across a restart', async () => {
    const dir = await dataDir()
    const store = await openProfileStore(dir)
    const account = await store.add({ baseUrl: 'https://stats.example.com', variant: 'B' })
    expect(account.keyUnverified).toBeUndefined()
    expect(await store.setKeyVerified(account.id, false)).toMatchObject({ keyUnverified: true })
    expect((await openProfileStore(dir)).get(account.id)).toMatchObject({ keyUnverified: true })
    expect((await store.setKeyVerified(account.id, true)).keyUnverified).toBeUndefined()
    expect((await openProfileStore(dir)).get(account.id)).toEqual(account)
    expect((await failure(store.setKeyVerified('no-such-id', true))).kind).toBe('not_found')
  })

  it('labels an account after its host when no name is given, and on rename to blank', async () => {
    const store = await openProfileStore(await dataDir())
    const added = await store.add({ label: '   ', baseUrl: 'https://Stats.Example.com:8443/analytics', variant: 'B' })
    expect(added.label).toBe('stats.example.com:8443')
    expect(added.baseUrl).toBe('https://stats.example.com:8443/analytics')
    const unnamed = await store.add({ baseUrl: 'http://localhost:8000', variant: 'A' })
    expect(unnamed.label).toBe('localhost:8000')
    expect((await store.rename(added.id, '\t')).label).toBe('stats.example.com:8443')
    await expect(store.rename(added.id, 'x'.repeat(101))).rejects.toBeInstanceOf(ApiError)
  })

  it('refuses http:// to another computer, and anything that is not a service address', async () => {
    const store = await openProfileStore(await dataDir())
    const plain = await failure(store.add({ label: 'Plain', baseUrl: 'http://stats.example.com', variant: 'B' }))
    expect(plain.kind).toBe('invalid_request')
    expect(plain.fieldErrors?.baseUrl?.[0]).toMatch(/https/)
    expect(
      (await failure(store.add({ baseUrl: 'stats.example.com', variant: 'B' }))).fieldErrors?.baseUrl,
    ).toBeDefined()
    expect(
      (await failure(store.add({ baseUrl: 'https://x.example', variant: 'C' } as unknown as NewAccountProfile)))
        .fieldErrors?.variant,
    ).toBeDefined()
    expect(store.list()).toEqual([])
    // Loopback may use http: the sandbox and self-hosted test servers run there.
    expect((await store.add({ baseUrl: 'http://127.0.0.1:4000', variant: 'B' })).baseUrl).toBe('http://127.0.0.1:4000')
  })

  it('strips an API path pasted with the address', async () => {
    const store = await openProfileStore(await dataDir())
    expect((await store.add({ baseUrl: 'https://stats.example.com/api/v1/websites', variant: 'B' })).baseUrl).toBe(
      'https://stats.example.com',
    )
    expect(
      (await store.add({ baseUrl: 'https://stats.example.com/public/api/v1/websites/?page=2#x', variant: 'A' }))
        .baseUrl,
    ).toBe('https://stats.example.com')
    expect((await store.add({ baseUrl: 'https://example.com/stats/api/v1/', variant: 'B' })).baseUrl).toBe(
      'https://example.com/stats',
    )
  })

  it('moves a corrupt file aside (keeping it) and starts empty', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    for (const content of [
      '{"version": 1, "accounts": [',
      '{"version": 1, "accounts": [{"id": "../../etc", "label": "x", "baseUrl": "https://a.example", "variant": "B", "createdAt": "2024-01-01T00:00:00.000Z"}]}',
      '[]',
    ]) {
      const dir = await dataDir()
      await writeFile(path.join(dir, PROFILES_FILE_NAME), content)
      const store = await openProfileStore(dir)
      expect(store.list()).toEqual([])
      expect(store.recovered?.movedTo).toMatch(/accounts\.json\.corrupt-/)
      expect(await readFile(store.recovered!.movedTo!, 'utf8')).toBe(content)
      expect(await readdir(dir)).not.toContain(PROFILES_FILE_NAME)
      // The next save writes a fresh file next to the kept one.
      await store.add({ baseUrl: 'https://stats.example.com', variant: 'B' })
      expect((await openProfileStore(dir)).list()).toHaveLength(1)
      expect(await readdir(dir)).toHaveLength(2)
    }
    expect(warn).toHaveBeenCalled()
  })

  it('moves a file it cannot read at all aside too, rather than failing the start or overwriting it, and says so', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const dir = await dataDir()
    await mkdir(path.join(dir, PROFILES_FILE_NAME))
    const store = await openProfileStore(dir)
    expect(store.list()).toEqual([])
    expect(store.recovered?.notice).toMatch(
      /could not read the list of accounts .* kept as .*accounts\.json\.corrupt-.* SiteTray starts without accounts\./,
    )
    expect((await stat(store.recovered!.movedTo!)).isDirectory()).toBe(true)
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('[accounts] SiteTray could not read the list of accounts'),
    )
    await store.add({ baseUrl: 'https://stats.example.com', variant: 'B' })
    expect((await openProfileStore(dir)).list()).toHaveLength(1)
  })

  it('keeps the file readable by its user only', async () => {
    const dir = await dataDir()
    await (await openProfileStore(dir)).add({ baseUrl: 'https://stats.example.com', variant: 'B' })
    expect((await stat(path.join(dir, PROFILES_FILE_NAME))).mode & 0o777).toBe(0o600)
  })

  it('never writes an API key into the file, even if a caller passes one along', async () => {
    const dir = await dataDir()
    const store = await openProfileStore(dir)
    const key = 'sk_live_should_stay_in_the_keychain_42'
    const input = {
      label: 'Work',
      baseUrl: 'https://stats.example.com',
      variant: 'B',
      apiKey: key,
      password: key,
    } as NewAccountProfile
    const added = await store.add(input)
    await store.rename(added.id, 'Renamed')
    const text = await readFile(path.join(dir, PROFILES_FILE_NAME), 'utf8')
    expect(text).not.toContain(key)
    expect(Object.keys(JSON.parse(text).accounts[0]).sort()).toEqual(['baseUrl', 'createdAt', 'id', 'label', 'variant'])
    expect(JSON.stringify(store.list())).not.toContain(key)
  })

  it('keeps every change when they are made at the same time', async () => {
    const dir = await dataDir()
    const store = await openProfileStore(dir)
    const added = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        store.add({ label: `Site ${index}`, baseUrl: `https://s${index}.example.com`, variant: 'B' }),
      ),
    )
    await Promise.all([store.remove(added[0]!.id), store.rename(added[1]!.id, 'Renamed'), store.remove(added[2]!.id)])
    const reopened = await openProfileStore(dir)
    expect(reopened.list().map((profile) => profile.label)).toEqual([
      'Renamed',
      ...added.slice(3).map((profile) => profile.label),
    ])
  })

  it('does not hand out profiles that could be changed behind its back', async () => {
    const store = await openProfileStore(await dataDir())
    const added = await store.add({ label: 'Work', baseUrl: 'https://stats.example.com', variant: 'B' })
    expect(() => {
      ;(store.get(added.id) as { label: string }).label = 'Hacked'
    }).toThrow(TypeError)
    store.list().pop()
    expect(store.list()).toHaveLength(1)
  })
})
