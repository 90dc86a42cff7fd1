/**
 * A sweep that does not get through because of the server's answers (docs/architecture.md, "Sync and storage"),
 * against the sandbox with a fake clock: a server that claims 100,000,000 pages and 10,000,000,000 websites beside the
 * 36 it lists. Every sweep reads what its pages hold and ends with a count that does not match; the next one waits,
 * twice as long each time, up to the refresh interval — page 1 is not asked again and again.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createWebsitesClient } from '../../src/main/api'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { engineOver, type EngineUnderTest } from '../support/engine'

const SECOND = 1_000
const MINUTE = 60 * SECOND
const INTERVAL = 15 * MINUTE
const CLAIM = { kind: 'claim-pages', lastPage: 100_000_000, total: 10_000_000_000 } as const

afterEach(() => {
  vi.useRealTimers()
})

/** The engine against a sandbox whose list claims CLAIM, and the (fake) times at which a sweep asked for page 1. */
async function againstClaimingServer(): Promise<{ sync: EngineUnderTest; sandbox: Sandbox; firstPages: number[] }> {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  const firstPages: number[] = []
  const sandbox = await startSandbox({
    onRequest: (request) => {
      // The sweep's page 1 (and a refresh's, which is the same request); not the probe's, which is smaller.
      if (request.path === '/api/v1/websites' && request.query.page === '1' && request.query.sort_by === 'id')
        firstPages.push(Date.now())
    },
  })
  sandbox.injectFault({ fault: CLAIM, path: '/api/v1/websites', times: Infinity })
  const client = createWebsitesClient({ baseUrl: sandbox.url, variant: 'B', apiKey: sandbox.apiKey })
  const sync = await engineOver(client, { sweepIntervalMs: INTERVAL })
  return { sync, sandbox, firstPages }
}

/** Lets the fake clock run to `until`, timer by timer, each sweep a timer starts read to its end over loopback. */
async function runClockTo(sync: EngineUnderTest, until: number): Promise<void> {
  for (let timers = 0; Date.now() < until && timers < 10_000; timers += 1) {
    await sync.sweeper.current
    await vi.advanceTimersToNextTimerAsync()
  }
  await sync.sweeper.current
}

describe('a server whose count never matches the websites it lists', () => {
  it('is swept again after 10 s, then twice as long each time, up to the refresh interval', async () => {
    const { sync, sandbox, firstPages } = await againstClaimingServer()
    const start = Date.now()
    sync.start()
    await runClockTo(sync, start + 2 * 60 * MINUTE)
    sandbox.clearFaults()
    await sandbox.close()

    const gaps = firstPages.slice(1).map((at, index) => (at - firstPages[index]!) / SECOND)
    expect(gaps.slice(0, 7)).toEqual([10, 20, 40, 80, 160, 320, 640])
    expect(gaps.slice(7)).toEqual(Array.from({ length: gaps.length - 7 }, () => INTERVAL / SECOND))
    // The second hour: one sweep each interval.
    expect(firstPages.filter((at) => at - start >= 60 * MINUTE && at - start < 120 * MINUTE)).toHaveLength(4)
    // The minute a user watching the requests would count: three sweeps, not one every few seconds.
    expect(firstPages.filter((at) => at - start < MINUTE)).toHaveLength(3)
    // Nothing was removed on the strength of such a sweep, and none counts as complete.
    expect(sync.websites()).toHaveLength(36)
    expect(sync.status().lastSweepAt).toBeNull()
  })

  it('waits as long when a refresh or a reconnection comes meanwhile, and a sweep that gets through starts over', async () => {
    const { sync, sandbox, firstPages } = await againstClaimingServer()
    const start = Date.now()
    sync.start()
    await runClockTo(sync, start + 30 * SECOND)
    expect(firstPages.map((at) => (at - start) / SECOND)).toEqual([0, 10, 30])

    // A refresh reads page 1 (the count differs, as it always does here) without sweeping before the wait is over.
    await sync.sweeper.refresh()
    expect(firstPages).toHaveLength(4)
    expect(sync.sweeper.current).toBeNull()
    // Nor does the network coming back: the service answers its probe, and the sweep still waits.
    sync.setNetworkAvailable(false)
    sync.setNetworkAvailable(true)
    await vi.waitFor(() => expect(sync.status().connection).toBe('online'))
    expect(sync.sweeper.current).toBeNull()
    expect(firstPages).toHaveLength(4)

    // The server is right again: the next sweep completes, and the one after it waits the whole interval.
    sandbox.clearFaults()
    await runClockTo(sync, start + 70 * SECOND)
    expect(sync.status().lastSweepAt).not.toBeNull()
    const completed = Date.now()
    await runClockTo(sync, completed + INTERVAL)
    expect(firstPages.map((at) => (at - start) / SECOND)).toEqual([0, 10, 30, 30, 70, 70 + INTERVAL / SECOND])
    await sandbox.close()
  })
})
