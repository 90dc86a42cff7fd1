/** A SiteTray main process without Electron: the services over a temporary data folder, against a sandbox. */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createMemorySecretStore, type SecretStore } from '../../src/main/accounts'
import { nodeFetch } from './node-fetch'
import {
  startSandbox,
  type RecordedRequest,
  type Sandbox,
  type SandboxOptions,
  type SandboxWebsite,
} from '../../src/main/sandbox'
import { createServices, type Services, type ServicesEvent, type ServicesOptions } from '../../src/main/services'
import { whenEvent } from './events'

export async function tempDataDir(): Promise<{ dir: string; remove(): Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'sitetray-test-'))
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) }
}

export interface ServicesHarness {
  services: Services
  events: ServicesEvent[]
}

/** Quick timings, so that tests see reconnects and retries within a second. */
export async function startServices(
  dataDir: string,
  secrets: SecretStore = createMemorySecretStore(),
  options: Partial<ServicesOptions> = {},
): Promise<ServicesHarness> {
  const services = await createServices({
    dataDir,
    secrets,
    fetch: nodeFetch,
    timeoutMs: 3_000,
    reconnectMinMs: 50,
    reconnectMaxMs: 200,
    ...options,
  })
  const events: ServicesEvent[] = []
  services.onEvent((event) => events.push(event))
  return { services, events }
}

/** Resolves once `condition` holds, checked now and after every event the services announce (see whenEvent). */
export function whenServices(
  services: Services,
  condition: () => boolean,
  message: string,
  timeoutMs?: number,
): Promise<void> {
  return whenEvent(services.onEvent, condition, message, timeoutMs)
}

/** What a sandbox holds, so that it can be stopped and started again on the same address with the same data. */
export interface SandboxState {
  port: number
  apiKey: string
  rows: Record<'A' | 'B', SandboxWebsite[]>
}

export async function stopSandbox(sandbox: Sandbox): Promise<SandboxState> {
  const state = {
    port: Number(new URL(sandbox.url).port),
    apiKey: sandbox.apiKey,
    rows: { A: sandbox.control.list('A'), B: sandbox.control.list('B') },
  }
  await sandbox.close()
  return state
}

export async function restartSandbox(state: SandboxState, options: SandboxOptions = {}): Promise<Sandbox> {
  const sandbox = await startSandbox({ ...options, port: state.port, apiKey: state.apiKey, seed: 0 })
  for (const variant of ['A', 'B'] as const) for (const row of state.rows[variant]) sandbox.control.insert(variant, row)
  return sandbox
}

export function mutations(requests: readonly RecordedRequest[]): string[] {
  return requests
    .filter((request) => request.method !== 'GET')
    .map((request) => `${request.method} ${request.path} ${request.body}`)
}
