import { execFile } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { inspect, promisify } from 'node:util'
import { describe, expect, it, vi } from 'vitest'
import {
  createKeytarSecretStore,
  createMemorySecretStore,
  KeychainError,
  type KeytarModule,
} from '../../src/main/accounts'

const SECRET = 'sk_live_never_show_me_0123456789'

/** Every way an error could be logged or sent over IPC. */
function everyForm(error: unknown): string[] {
  return [
    String(error),
    JSON.stringify(error),
    inspect(error, { depth: 10, showHidden: true }),
    (error as Error).stack ?? '',
    JSON.stringify(Object.getOwnPropertyDescriptors(error)),
  ]
}

function failingKeytar(message: string): KeytarModule {
  const reject = async (): Promise<never> => {
    throw new Error(message)
  }
  return { getPassword: vi.fn(reject), setPassword: vi.fn(reject), deletePassword: vi.fn(reject) }
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('the call should have failed'),
    (reason: unknown) => reason,
  )
}

describe('createKeytarSecretStore', () => {
  it('uses the service "SiteTray" and the profile id as the account', async () => {
    const stored = new Map<string, string>()
    const keytar: KeytarModule = {
      getPassword: vi.fn(async (service: string, account: string) => stored.get(`${service}/${account}`) ?? null),
      setPassword: vi.fn(
        async (service: string, account: string, password: string) =>
          void stored.set(`${service}/${account}`, password),
      ),
      deletePassword: vi.fn(async (service: string, account: string) => stored.delete(`${service}/${account}`)),
    }
    const store = createKeytarSecretStore({ loadKeytar: async () => keytar })
    await store.set('profile-1', SECRET)
    expect(keytar.setPassword).toHaveBeenCalledWith('SiteTray', 'profile-1', SECRET)
    expect(await store.get('profile-1')).toBe(SECRET)
    expect(await store.delete('profile-1')).toBe(true)
    expect(await store.delete('profile-1')).toBe(false)
    expect(await store.get('profile-1')).toBeNull()
  })

  it.each([
    ['no D-Bus session', 'Cannot autolaunch D-Bus without X11 $DISPLAY', 'unavailable'],
    ['a D-Bus address pointing nowhere', 'Could not connect: No such file or directory', 'unavailable'],
    [
      'no Secret Service installed',
      'The name org.freedesktop.secrets was not provided by any .service files',
      'unavailable',
    ],
    ['a locked keyring', 'Cannot create an item in a locked collection', 'locked'],
    ['a dismissed unlock prompt', 'Prompt dismissed', 'locked'],
    ['something else', 'Unexpected backend error 42', 'failed'],
  ] as const)('%s is a KeychainError of kind %s with advice', async (_case, libsecretMessage, kind) => {
    const store = createKeytarSecretStore({ loadKeytar: async () => failingKeytar(libsecretMessage) })
    for (const [operation, call] of [
      ['save', () => store.set('profile-1', SECRET)],
      ['read', () => store.get('profile-1')],
      ['delete', () => store.delete('profile-1')],
    ] as const) {
      const error = await rejection(call())
      expect(error).toBeInstanceOf(KeychainError)
      expect(error).toMatchObject({ kind, operation, detail: libsecretMessage })
      const { message } = error as KeychainError
      expect(message).toContain(libsecretMessage)
      if (kind === 'unavailable')
        expect(message).toMatch(
          /SiteTray cannot reach the system keychain .*install and unlock a Secret Service such as GNOME Keyring/,
        )
      if (kind === 'locked') expect(message).toMatch(/locked.*[Uu]nlock/)
      for (const form of everyForm(error)) expect(form).not.toContain(SECRET)
    }
  })

  it('cuts the secret out of a keychain message that repeats it', async () => {
    const store = createKeytarSecretStore({
      loadKeytar: async () => failingKeytar(`could not store "${SECRET}" for SiteTray`),
    })
    const error = await rejection(store.set('profile-1', SECRET))
    expect(error).toBeInstanceOf(KeychainError)
    expect((error as KeychainError).message).toContain('[redacted]')
    for (const form of everyForm(error)) expect(form).not.toContain(SECRET)
  })

  it('a keytar that cannot be loaded (native module missing) is "unavailable", and loading is tried again next time', async () => {
    let attempts = 0
    const store = createKeytarSecretStore({
      loadKeytar: async () => {
        attempts += 1
        throw new Error("Cannot find module '../build/Release/keytar.node'")
      },
    })
    const error = await rejection(store.get('profile-1'))
    expect(error).toBeInstanceOf(KeychainError)
    expect(error).toMatchObject({ kind: 'unavailable', operation: 'read' })
    expect((error as KeychainError).message).toMatch(
      /^SiteTray cannot reach the system keychain \(the keychain module could not be loaded/,
    )
    await rejection(store.set('profile-1', SECRET))
    expect(attempts).toBe(2)
  })

  it('refuses an empty key without touching the keychain, and never falls back to anything else', async () => {
    const keytar = failingKeytar('must not be called')
    const store = createKeytarSecretStore({ loadKeytar: async () => keytar })
    await expect(store.set('profile-1', '')).rejects.toThrow(TypeError)
    await expect(store.get('')).rejects.toThrow(TypeError)
    expect(keytar.setPassword).not.toHaveBeenCalled()
    expect(keytar.getPassword).not.toHaveBeenCalled()
  })

  it('KeychainError serializes to its kind and message, nothing else', () => {
    const error = new KeychainError('unavailable', 'save', 'Could not connect', 'linux')
    expect(JSON.parse(JSON.stringify(error))).toEqual({
      name: 'KeychainError',
      kind: 'unavailable',
      operation: 'save',
      message: error.message,
    })
    expect(new KeychainError('locked', 'read', 'locked', 'darwin').message).toContain('Keychain Access')
    expect(new KeychainError('failed', 'read', '', 'win32').message).toContain('Credential Manager')
  })
})

describe.skipIf(process.platform !== 'linux')('the real keytar without a D-Bus session', () => {
  it('fails with a KeychainError that says what to install, and no secret in it', async () => {
    const script = fileURLToPath(new URL('./support/keychain-child.ts', import.meta.url))
    const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', script], {
      cwd: fileURLToPath(new URL('../..', import.meta.url)),
      env: {
        ...process.env,
        DBUS_SESSION_BUS_ADDRESS: 'unix:path=/nonexistent/sitetray-test-bus',
        DISPLAY: '',
        SITETRAY_TEST_SECRET: SECRET,
      },
      timeout: 30_000,
    })
    expect(stdout).not.toContain(SECRET)
    const results = JSON.parse(stdout) as Record<string, { outcome: string; kind?: string; message?: string }>
    for (const operation of ['set', 'get', 'delete']) {
      expect(results[operation]).toMatchObject({ outcome: 'KeychainError', kind: 'unavailable' })
      expect(results[operation]?.message).toMatch(
        /^SiteTray cannot reach the system keychain \(.+\).*install and unlock a Secret Service such as GNOME Keyring/,
      )
    }
  })
})

describe('createMemorySecretStore', () => {
  it('keeps keys per account in memory', async () => {
    const store = createMemorySecretStore({ seeded: 'k0' })
    expect(await store.get('seeded')).toBe('k0')
    await store.set('a', 'k1')
    await store.set('a', 'k2')
    await store.set('b', 'k3')
    expect(await store.get('a')).toBe('k2')
    expect(await store.delete('a')).toBe(true)
    expect(await store.delete('a')).toBe(false)
    expect(await store.get('a')).toBeNull()
    expect(await store.get('b')).toBe('k3')
  })
})
