/**
 * The real OS keychain through keytar (on Linux: libsecret → Secret Service →
 * gnome-keyring). CI runs the suite inside a D-Bus session with an unlocked
 * keyring, and there these tests must run: a missing keychain fails them. On a
 * developer machine without a Secret Service they are skipped, with the reason.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, describe, expect, it } from 'vitest'
import { createKeytarSecretStore } from '../../src/main/accounts'

const service = `SiteTray-test-${randomUUID()}`
const store = createKeytarSecretStore({ service })
const inCi = process.env.CI === 'true'
const idsUsed = new Set<string>()

function newAccountId(): string {
  const id = randomUUID()
  idsUsed.add(id)
  return id
}

/** A keyring that would pop up an unlock prompt must not hang the suite. */
function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`the keychain did not answer within ${ms / 1000} s`)), ms)
  })
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer))
}

/**
 * Whether the keychain works, found by using it: a Secret Service can answer
 * reads and still refuse writes (a locked collection), so the probe writes.
 * Decided at collection time (top-level await), because skipIf is evaluated
 * before any beforeAll runs.
 */
async function keychainUnavailableReason(): Promise<string | undefined> {
  const probeId = newAccountId()
  try {
    await within(store.set(probeId, 'availability-probe'), 10_000)
    await within(store.get(probeId), 10_000)
    await within(store.delete(probeId), 10_000)
    return undefined
  } catch (error) {
    return error instanceof Error ? error.message : String(error)
  }
}

const unavailableReason = await keychainUnavailableReason()
const skip = unavailableReason !== undefined && !inCi
if (skip) {
  console.warn(
    `[test/accounts] Real-keychain tests skipped: no usable Secret Service here (${unavailableReason}). ` +
      "Run them with: dbus-run-session -- bash -c 'printf pw | gnome-keyring-daemon --unlock --components=secrets >/dev/null; exec npx vitest run test/accounts' " +
      '(an existing login keyring only unlocks with its own password; XDG_DATA_HOME=$(mktemp -d) in front gives a fresh one).',
  )
}

describe.skipIf(skip)('the real OS keychain (keytar)', () => {
  afterAll(async () => {
    // Whatever a failed test left behind: nothing of the test service may stay in the user's keyring.
    if (unavailableReason !== undefined) return
    for (const id of idsUsed) await store.delete(id).catch(() => false)
  })

  it('is reachable (required when CI=true)', () => {
    expect(
      unavailableReason,
      'The OS keychain must be usable here: run the tests inside dbus-run-session with gnome-keyring-daemon unlocked',
    ).toBeUndefined()
  })

  it('saves, reads, replaces and deletes an API key', async () => {
    const id = newAccountId()
    expect(await store.get(id)).toBeNull()

    await store.set(id, 'sk_live_first_0123456789abcdef')
    expect(await store.get(id)).toBe('sk_live_first_0123456789abcdef')

    await store.set(id, 'sk_live_second_fedcba9876543210')
    expect(await store.get(id)).toBe('sk_live_second_fedcba9876543210')

    expect(await store.delete(id)).toBe(true)
    expect(await store.get(id)).toBeNull()
    expect(await store.delete(id)).toBe(false)
  })

  it('stores the key under the service name, with the profile id as the account', async () => {
    const id = newAccountId()
    await store.set(id, 'sk_where_it_lives')
    const keytar = await import('keytar')
    expect(await keytar.getPassword(service, id)).toBe('sk_where_it_lives')
    // Another service name (another app, or SiteTray's real entries) is another namespace.
    expect(await createKeytarSecretStore({ service: `${service}-other` }).get(id)).toBeNull()
    await store.delete(id)
  })

  it("keeps each account's key apart, and any text intact", async () => {
    const first = newAccountId()
    const second = newAccountId()
    const unusual = 'clé-секрет-鍵 🔑 with spaces and "quotes" and a very long tail '.repeat(8)
    await store.set(first, 'key-of-the-first-account')
    await store.set(second, unusual)
    expect(await store.get(first)).toBe('key-of-the-first-account')
    expect(await store.get(second)).toBe(unusual)
    await store.delete(first)
    expect(await store.get(first)).toBeNull()
    expect(await store.get(second)).toBe(unusual)
    await store.delete(second)
  })

  it('refuses a blank service or account before reaching the keychain, without naming the secret', async () => {
    expect(() => createKeytarSecretStore({ service: '  ' })).toThrow(TypeError)
    const error = await store.set('', 'sk_must_not_appear').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(TypeError)
    expect(String(error)).not.toContain('sk_must_not_appear')
  })
})
