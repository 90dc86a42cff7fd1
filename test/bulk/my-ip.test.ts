/**
 * "Exclude my IP", against a "what is my IP" stub on loopback: it is asked only when the user asks,
 * the address it answers is shown before anything is queued, a failure says what went wrong and
 * changes nothing, and when the address changes the old line is swapped for the new one — that
 * line only, on the websites that have it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { describe, expect, it, onTestFinished } from 'vitest'
import type { Services } from '../../src/main/services'
import type { BatchSummary } from '../../src/shared/bulk'
import { accountOnSandbox } from '../support/account'
import { apiFailure } from '../support/errors'
import { mutations, whenServices } from '../support/services'

interface Stub {
  url: string
  /** Requests it received. */
  asked: number
  answer(status: number, body: string): void
  /** Never answers. */
  hang(): void
}

async function whatIsMyIp(): Promise<Stub> {
  let reply: ((res: ServerResponse) => void) | null = (res) => res.end('203.0.113.7\n')
  const stub: Stub = {
    url: '',
    asked: 0,
    answer: (status, body) =>
      (reply = (res) =>
        res.writeHead(status, { 'Content-Type': body.startsWith('{') ? 'application/json' : 'text/plain' }).end(body)),
    hang: () => (reply = null),
  }
  const server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    stub.asked += 1
    reply?.(res)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  )
  stub.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`
  return stub
}

async function setup() {
  const stub = await whatIsMyIp()
  const account = await accountOnSandbox({ services: { ipLookupUrl: () => stub.url, ipLookupTimeoutMs: 300 } })
  return { stub, ...account }
}

async function finished(services: Services, accountId: string, batch: BatchSummary): Promise<void> {
  await whenServices(
    services,
    () => services.bulk.batches({ accountId }).find((candidate) => candidate.id === batch.id)?.state === 'done',
    'the batch is done',
  )
}

describe('exclude my IP', () => {
  it('asks the service only when the user does, shows the address, and queues nothing before they confirm', async () => {
    const { stub, services, accountId, requests } = await setup()
    expect(stub.asked).toBe(0)
    const found = await services.bulk.lookupMyIp()
    expect(found).toEqual({ address: '203.0.113.7', via: new URL(stub.url).host, previous: null })
    expect(stub.asked).toBe(1)
    const preview = await services.bulk.preview({
      accountId,
      selection: { kind: 'query' },
      action: { kind: 'lines', field: 'excludeIps', add: [found.address], remove: [] },
    })
    expect(preview.summary).toBe('36 websites: 36 get 203.0.113.7 added to excluded IP addresses')
    expect(mutations(requests)).toEqual([])
    expect(services.sync.status({ accountId }).pendingEdits).toBe(0)
  })

  it('reads JSON answers too', async () => {
    const { stub, services } = await setup()
    stub.answer(200, '{"ip":"2001:db8::7"}')
    expect((await services.bulk.lookupMyIp()).address).toBe('2001:db8::7')
  })

  it.each([
    [
      'answers an error',
      (stub: Stub) => stub.answer(503, 'Service Unavailable'),
      /answered with an error \(HTTP 503\)\. Nothing was changed\./,
    ],
    [
      'answers something that is not an address',
      (stub: Stub) => stub.answer(200, '<html>Your IP is 203.0.113.7</html>'),
      /answered something that is not an IP address\. Nothing was changed\./,
    ],
    ['answers a range', (stub: Stub) => stub.answer(200, '203.0.113.0/24'), /not an IP address/],
    ['does not answer', (stub: Stub) => stub.hang(), /did not answer within 1 second\. Nothing was changed\./],
  ])('explains what went wrong when the service %s, and changes nothing', async (_name, misbehave, message) => {
    const { stub, services, accountId, requests } = await setup()
    misbehave(stub)
    const failure = await apiFailure(services.bulk.lookupMyIp())
    expect(failure.message).toMatch(/^SiteTray could not find this computer's address: 127\.0\.0\.1:\d+ /)
    expect(failure.message).toMatch(message)
    expect(mutations(requests)).toEqual([])
    expect(services.sync.status({ accountId }).pendingEdits).toBe(0)
  })

  it('when the address changes, swaps exactly the old line for the new one where it is', async () => {
    const { stub, services, accountId, sandbox } = await setup()
    const first = await services.bulk.lookupMyIp()
    const adding = await services.bulk.preview({
      accountId,
      selection: { kind: 'ids', ids: ['4', '9', '14'] },
      action: { kind: 'lines', field: 'excludeIps', add: [first.address], remove: [] },
    })
    await finished(
      services,
      accountId,
      await services.bulk.apply({ accountId, previewId: adding.previewId, myIp: first.address }),
    )
    // Someone also excluded the old address by hand on another website, written as a range.
    sandbox.control.update('B', 36, { exclude_ips: '192.0.2.0/24\n203.0.113.7/32' })
    await services.sync.syncNow({ accountId })

    stub.answer(200, '198.51.100.200')
    const moved = await services.bulk.lookupMyIp()
    expect(moved).toMatchObject({ address: '198.51.100.200', previous: '203.0.113.7' })
    const swap = await services.bulk.preview({
      accountId,
      selection: { kind: 'query' },
      action: { kind: 'lines', field: 'excludeIps', add: [moved.address], remove: [moved.previous!], swap: true },
    })
    expect(swap.changing).toBe(3)
    expect(swap.groups[0]).toMatchObject({ kind: 'change', text: 'get 198.51.100.200 in place of 203.0.113.7' })
    await finished(
      services,
      accountId,
      await services.bulk.apply({ accountId, previewId: swap.previewId, myIp: moved.address }),
    )

    const row = (id: number): string | null | undefined =>
      sandbox.control.list('B').find((candidate) => candidate.id === id)?.exclude_ips
    expect(row(4)).toBe('198.51.100.23\n198.51.100.200')
    expect(row(9)).toBe('203.0.113.0/24\n2001:db8::/32\n198.51.100.200')
    expect(row(14)).toBe('192.0.2.10\n192.0.2.11\n198.51.100.200')
    expect(row(36)).toBe('192.0.2.0/24\n203.0.113.7/32')
    // The new address is the one remembered now.
    expect((await services.bulk.lookupMyIp()).previous).toBeNull()
  })
})
