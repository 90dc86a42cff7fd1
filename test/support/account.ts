/**
 * One account on a sandbox, as the user has it after adding it: the services
 * over a fresh data folder, the account synced once, and everything torn down
 * when the test ends.
 */
import { onTestFinished } from 'vitest'
import { createMemorySecretStore, type SecretStore } from '../../src/main/accounts'
import {
  startSandbox,
  type RecordedRequest,
  type Sandbox,
  type SandboxOptions,
  type SandboxWebsite,
} from '../../src/main/sandbox'
import type { ServicesOptions } from '../../src/main/services'
import type { Variant } from '../../src/shared/website'
import { startServices, tempDataDir, type ServicesHarness } from './services'

export interface AccountSetup extends ServicesHarness {
  sandbox: Sandbox
  /** Requests the sandbox received since the account was synced. */
  requests: RecordedRequest[]
  accountId: string
  dataDir: string
  secrets: SecretStore
  /** The sandbox's row, as another device would see it. */
  row(id: number): SandboxWebsite | undefined
}

export interface AccountSetupOptions {
  variant?: Variant
  services?: Partial<ServicesOptions>
  sandbox?: SandboxOptions
  /** Run the first sweep before the test starts (default true). */
  synced?: boolean
  /** The address the account is added with, when something stands between it and the sandbox (a proxy). */
  via?: (sandbox: Sandbox) => Promise<string>
}

export async function accountOnSandbox(options: AccountSetupOptions = {}): Promise<AccountSetup> {
  const variant = options.variant ?? 'B'
  const data = await tempDataDir()
  onTestFinished(data.remove)
  const requests: RecordedRequest[] = []
  const sandbox = await startSandbox({
    rateLimitPerMinute: 0,
    ...options.sandbox,
    onRequest: (request) => {
      requests.push(request)
      options.sandbox?.onRequest?.(request)
    },
  })
  onTestFinished(() => sandbox.close())
  const secrets = createMemorySecretStore()
  const harness = await startServices(data.dir, secrets, { autoStart: false, ...options.services })
  onTestFinished(() => harness.services.close())
  const baseUrl = options.via ? await options.via(sandbox) : sandbox.url
  const account = await harness.services.accounts.add({ baseUrl, apiKey: sandbox.apiKey, variant })
  if (options.synced !== false) await harness.services.sync.syncNow({ accountId: account.id })
  requests.splice(0)
  harness.events.splice(0)
  return {
    ...harness,
    sandbox,
    requests,
    accountId: account.id,
    dataDir: data.dir,
    secrets,
    row: (id) => sandbox.control.list(variant).find((row) => row.id === id),
  }
}
