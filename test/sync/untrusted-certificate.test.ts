/**
 * An account whose server's certificate stops being trusted, against a loopback https sandbox and the stand-in's
 * model of Chromium's network (its OS certificate store): the status says the certificate is not trusted, in the words
 * the connection test uses — not "Offline" —, edits wait saying so, the account is asked again by itself (sparingly,
 * like a refused access), and once the certificate is trusted again everything goes on with nobody touching SiteTray.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testConnection } from '../../src/main/accounts'
import type { FetchFunction } from '../../src/main/api'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { statusText } from '../../src/shared/sync-words'
import { ChromiumNetwork } from '../standin/electron/chromium-network'
import { makeAuthority, startHttpsFront, type HttpsFront, type TestAuthority } from '../support/network'
import { startServices, tempDataDir, whenServices } from '../support/services'

let authority: TestAuthority
let sandbox: Sandbox
let front: HttpsFront
const networks: ChromiumNetwork[] = []

beforeAll(async () => {
  authority = makeAuthority()
  sandbox = await startSandbox({ rateLimitPerMinute: 0 })
  front = await startHttpsFront(sandbox.url, authority)
})

afterAll(async () => {
  await Promise.all(networks.map((network) => network.close()))
  await Promise.all([front.close(), sandbox.close()])
})

/** net.fetch as the stand-in plays it, on a computer whose certificate store trusts the test authority — or not. */
function computer(): { fetch: FetchFunction; trust(trusted: boolean): void; untrustedFetch: FetchFunction } {
  const trusting = new ChromiumNetwork({ osTrustedCertificates: [authority.caPem] })
  const distrusting = new ChromiumNetwork({})
  networks.push(trusting, distrusting)
  let current = trusting
  return {
    fetch: (url, init) => current.fetch(url, init),
    trust: (trusted) => (current = trusted ? trusting : distrusting),
    untrustedFetch: (url, init) => distrusting.fetch(url, init),
  }
}

describe('a server whose certificate this computer stops trusting', () => {
  it('is said as such, not offline; edits wait saying why; and it all goes on once it is trusted again', async () => {
    const data = await tempDataDir()
    const network = computer()
    const { services } = await startServices(data.dir, undefined, { fetch: network.fetch })
    try {
      const baseUrl = `https://localhost:${front.port}`
      const account = await services.accounts.add({ baseUrl, apiKey: sandbox.apiKey, label: 'Shop' })
      const accountId = account.id
      await services.sync.syncNow({ accountId })
      expect(services.sync.status({ accountId }).lastSweepAt).not.toBeNull()

      network.trust(false)
      await services.sync.refresh({ accountId })
      const tested = await testConnection({
        baseUrl,
        variant: 'B',
        apiKey: sandbox.apiKey,
        fetch: network.untrustedFetch,
      })
      expect(tested).toMatchObject({ ok: false })
      const certificateWords = (tested as { message: string }).message
      expect(certificateWords).toMatch(/^The certificate of localhost:\d+ is not trusted by this computer/)
      const status = services.sync.status({ accountId })
      expect(status).toMatchObject({ connection: 'online', lastError: { message: certificateWords } })
      expect(statusText(status, { networkAvailable: true, now: Date.now() })).toBe(`Sync problem: ${certificateWords}`)
      // The key was never the problem.
      expect(services.accounts.list()[0]).toMatchObject({ keyState: 'verified' })

      const edit = await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
      expect(edit).toMatchObject({
        status: 'queued',
        message:
          "Saved on this computer: the service's certificate is not trusted by this computer; SiteTray will send it once it is.",
      })
      expect(sandbox.control.list('B').find((row) => row.id === 4)?.privacy).not.toBe(0)
      expect(services.sync.status({ accountId })).toMatchObject({ connection: 'online', pendingEdits: 1 })

      // Trusted again (a renewed certificate, an authority installed): asked again by itself, the edit goes.
      network.trust(true)
      await whenServices(
        services,
        () => {
          const now = services.sync.status({ accountId })
          return now.lastError === null && now.pendingEdits === 0
        },
        'the account catches up once the certificate is trusted',
      )
      expect(sandbox.control.list('B').find((row) => row.id === 4)?.privacy).toBe(0)
    } finally {
      await services.close()
      await data.remove()
    }
  })
})
