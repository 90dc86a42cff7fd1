/**
 * One outbound path: every request the services send — the connection test and the variant's
 * detection, sweeps, edits, visitor numbers, "what is my IP" — goes through the fetch they were
 * given (Electron's net.fetch in the app), never through Node's own, which knows neither the
 * system's proxy nor its certificate store.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, expect, it, vi } from 'vitest'
import type { FetchFunction } from '../../src/main/api'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { startServices, tempDataDir, whenServices } from '../support/services'

const cleanups: Array<() => Promise<unknown>> = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function lookupStub(): Promise<string> {
  const server: Server = createServer((_req, res) => res.end('8.8.4.4'))
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  cleanups.push(() => new Promise((done) => server.close(done)))
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
}

it("sends every request through the fetch it was given, none through Node's", async () => {
  const nodeOwn = globalThis.fetch.bind(globalThis)
  const sent: string[] = []
  const given: FetchFunction = (url, init) => {
    sent.push(new URL(url).pathname)
    return nodeOwn(url, init)
  }
  const direct = vi.spyOn(globalThis, 'fetch').mockRejectedValue(new Error('Node fetch used'))

  const sandbox: Sandbox = await startSandbox({ seed: 5, rateLimitPerMinute: 0 })
  cleanups.push(() => sandbox.close())
  const favorite = sandbox.control.insert('B', { host: 'favorite.example', favorited_at: new Date() }).id
  const lookupUrl = await lookupStub()
  const data = await tempDataDir()
  cleanups.push(data.remove)
  const { services } = await startServices(data.dir, undefined, { fetch: given, ipLookupUrl: () => lookupUrl })
  cleanups.push(() => services.close())

  const account = await services.accounts.add({ baseUrl: sandbox.url, apiKey: sandbox.apiKey })
  await services.sync.syncNow({ accountId: account.id })
  await services.websites.update({ accountId: account.id, websiteId: String(favorite), patch: { emailReports: true } })
  await services.stats.series({ accountId: account.id, websiteId: String(favorite) })
  await whenServices(services, () => sent.some((path) => path.startsWith('/api/v1/stats/')), 'the visitor numbers read')
  expect(await services.bulk.lookupMyIp()).toMatchObject({ address: '8.8.4.4' })

  expect(direct).not.toHaveBeenCalled()
  for (const path of [
    '/api/v1/websites',
    '/api/v1/account',
    `/api/v1/websites/${favorite}`,
    `/api/v1/stats/${favorite}`,
    '/',
  ])
    expect(sent).toContain(path)
})
