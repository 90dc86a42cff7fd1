import { afterAll, beforeAll } from 'vitest'
import { Emitter } from '../../src/shared/base/event'
import { whenEvent } from './events'
import { createWebsitesClient, type WebsitesClient, type WebsitesClientOptions } from '../../src/main/api'
import { startSandbox, type RecordedRequest, type Sandbox, type SandboxOptions } from '../../src/main/sandbox'
import type { Variant } from '../../src/shared/website'

export interface SandboxFixture {
  readonly sandbox: Sandbox
  /** Requests the sandbox received since the last `clear()`. */
  readonly requests: RecordedRequest[]
  clear(): void
  /** Resolves once the sandbox has received a request (since the last `clear()`) that `matches`. */
  whenRequest(matches?: (request: RecordedRequest) => boolean): Promise<void>
  client(variant: Variant, options?: Partial<WebsitesClientOptions>): WebsitesClient
}

/** One sandbox for a test file, started before its tests and closed after them. */
export function useSandbox(options: SandboxOptions = {}): SandboxFixture {
  const requests: RecordedRequest[] = []
  const received = new Emitter<void>()
  let sandbox: Sandbox | undefined
  beforeAll(async () => {
    sandbox = await startSandbox({
      rateLimitPerMinute: 0,
      ...options,
      onRequest: (request) => {
        requests.push(request)
        received.fire()
      },
    })
  })
  afterAll(async () => {
    await sandbox?.close()
  })
  const fixture: SandboxFixture = {
    get sandbox() {
      if (!sandbox) throw new Error('The sandbox is not running yet')
      return sandbox
    },
    requests,
    clear: () => void requests.splice(0),
    whenRequest: (matches = () => true) =>
      whenEvent(received.event, () => requests.some(matches), 'the sandbox receives the request'),
    client: (variant, overrides = {}) =>
      createWebsitesClient({
        baseUrl: fixture.sandbox.url,
        variant,
        apiKey: fixture.sandbox.apiKey,
        timeoutMs: 5_000,
        ...overrides,
      }),
  }
  return fixture
}

export function apiPath(variant: Variant): string {
  return variant === 'A' ? '/public/api/v1/websites' : '/api/v1/websites'
}
