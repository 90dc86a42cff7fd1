/**
 * Run in a child process whose environment points the D-Bus session nowhere:
 * tries to save a key through the real keytar and prints what came of it as
 * one JSON line. The secret arrives through the environment, so the parent can
 * check that it appears nowhere in the output.
 */
import { createKeytarSecretStore, KeychainError } from '../../../src/main/accounts'

const secret = process.env.SITETRAY_TEST_SECRET ?? 'missing-secret'
const store = createKeytarSecretStore({ service: `SiteTray-test-child-${process.pid}` })

async function attempt(operation: () => Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await operation()
    return { outcome: 'succeeded' }
  } catch (error) {
    if (error instanceof KeychainError)
      return {
        outcome: 'KeychainError',
        kind: error.kind,
        message: error.message,
        json: JSON.stringify(error),
        stack: error.stack ?? '',
      }
    return { outcome: 'other', text: String(error) }
  }
}

async function main(): Promise<void> {
  const results = {
    set: await attempt(() => store.set('child-account', secret)),
    get: await attempt(() => store.get('child-account')),
    delete: await attempt(() => store.delete('child-account')),
  }
  process.stdout.write(`${JSON.stringify(results)}\n`)
}

// Top-level await is not available: without "type": "module" tsx runs this file as CommonJS.
void main()
