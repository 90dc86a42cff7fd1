/**
 * The sync engine against the sandbox with latency and its real rate limit:
 * what a user with a thousand websites sees, and what the service sees.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RecordedRequest, SandboxOptions } from '../../src/main/sandbox'
import type { ServicesOptions } from '../../src/main/services'
import type { SyncStatus } from '../../src/main/sync/account-sync'
import type { Variant } from '../../src/shared/website'
import { accountOnSandbox, type AccountSetup } from '../support/account'
import { whenServices } from '../support/services'

afterEach(() => {
  vi.useRealTimers()
})

async function setup(
  sandbox: SandboxOptions,
  variant: Variant = 'B',
  services: Partial<ServicesOptions> = {},
): Promise<AccountSetup> {
  return accountOnSandbox({ variant, sandbox, services, synced: false })
}

function websiteRequests(requests: readonly RecordedRequest[]): RecordedRequest[] {
  return requests.filter((request) => request.path.endsWith('/websites'))
}

describe.each(['A', 'B'] as const)('a full sweep of 1,000 websites, variant %s', (variant) => {
  it('takes ten requests of 100 under the 60-a-minute limit, reports progress and no error', async () => {
    const { services, sandbox, requests, events, accountId } = await setup(
      { seed: 1_000, latencyMs: 20, rateLimitPerMinute: 60 },
      variant,
    )
    await services.sync.syncNow({ accountId })

    const sweep = websiteRequests(requests)
    expect(sweep).toHaveLength(10)
    expect(sweep.every((request) => request.query.per_page === '100')).toBe(true)
    expect(new Set(sweep.map((request) => request.query.page))).toEqual(
      new Set(Array.from({ length: 10 }, (_, index) => String(index + 1))),
    )

    const status = services.sync.status({ accountId })
    expect(status).toMatchObject({ connection: 'online', activities: [], lastError: null })
    const result = await services.websites.query({ accountId, query: { perPage: 100 } })
    expect(result).toMatchObject({ source: 'mirror', total: 1_000 })
    const ids = new Set(sandbox.control.list(variant).map((row) => String(row.id)))
    expect(
      new Set(
        (await services.websites.query({ accountId, query: { perPage: 100, page: 10 } })).items.map((item) => item.id),
      ).size,
    ).toBe(100)
    expect(services.sync.status({ accountId }).lastSweepAt).not.toBeNull()
    expect(ids.size).toBe(1_000)

    const progress = events.flatMap((event) =>
      event.type === 'sync-status'
        ? event.payload.status.activities.filter((activity) => activity.kind === 'sweeping')
        : [],
    )
    expect(progress.at(-1)).toEqual({
      kind: 'sweeping',
      pagesDone: 10,
      pagesTotal: 10,
      websitesDone: 1_000,
      websitesTotal: 1_000,
    })
    expect(progress.map((entry) => entry.pagesDone)).toEqual(
      [...progress.map((entry) => entry.pagesDone)].sort((a, b) => a - b),
    )
  })
})

describe('the mirror follows the server', () => {
  it('a website deleted and one added on the server show up after the next sweep', async () => {
    const { services, sandbox, accountId } = await setup({ latencyMs: 5 })
    await services.sync.syncNow({ accountId })
    const ids = async (): Promise<string[]> =>
      (await services.websites.query({ accountId, query: { perPage: 100 } })).items.map((item) => item.id)
    expect(await ids()).toContain('5')

    sandbox.control.remove('B', 5)
    const added = sandbox.control.insert('B', { host: 'brand-new.example' })
    expect(await ids()).toContain('5')
    await services.sync.syncNow({ accountId })
    const after = await ids()
    expect(after).not.toContain('5')
    // Newest first, as the server lists them by id descending.
    expect(after[0]).toBe(String(added.id))
    expect(after).toHaveLength(36)
  })

  it('a cheap refresh brings a new website with one request', async () => {
    const { services, sandbox, requests, accountId } = await setup({})
    await services.sync.syncNow({ accountId })
    requests.splice(0)
    sandbox.control.insert('B', { host: 'fresh.example' })
    await services.sync.refresh({ accountId })
    // One page and, since the count changed, a sweep of the one page there is.
    expect(websiteRequests(requests).length).toBeLessThanOrEqual(2)
    expect((await services.websites.query({ accountId, query: { search: 'fresh' } })).items).toHaveLength(1)
  })

  it('until the first sweep completes, list queries are answered by the server with the same search and sort', async () => {
    const { services, requests, accountId } = await setup({})
    const result = await services.websites.query({
      accountId,
      query: { search: 'maple', sortBy: 'domain', sort: 'asc', perPage: 10 },
    })
    expect(result.source).toBe('server')
    expect(result.items.map((item) => item.domain)).toEqual(['maple-street-bakery.com'])
    expect(websiteRequests(requests).at(-1)?.query).toMatchObject({
      search: 'maple',
      sort_by: 'domain',
      sort: 'asc',
      per_page: '10',
    })

    await services.sync.syncNow({ accountId })
    requests.splice(0)
    const local = await services.websites.query({ accountId, query: { search: 'maple', perPage: 10 } })
    expect(local).toMatchObject({ source: 'mirror', total: 1 })
    expect(requests).toHaveLength(0)
  })

  it('sweeps again on its own at the configured interval, and not while offline', async () => {
    // Fake timers from the start, so that the engine schedules its sweeps on them.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { services, requests, accountId } = await setup({}, 'B', { sweepIntervalMs: 60_000, autoStart: true })
    await whenServices(
      services,
      () => services.sync.status({ accountId }).lastSweepAt !== null,
      'the first sweep is done',
    )
    const sweptAt = (): string | null => services.sync.status({ accountId }).lastSweepAt
    const first = sweptAt()
    await vi.advanceTimersByTimeAsync(60_000)
    await whenServices(services, () => sweptAt() !== first, 'the periodic sweep has run')

    services.sync.setNetworkAvailable(false)
    requests.splice(0)
    await vi.advanceTimersByTimeAsync(10 * 60_000)
    expect(requests).toEqual([])
    expect(services.sync.status({ accountId }).connection).toBe('offline')

    const beforeReconnect = sweptAt()
    services.sync.setNetworkAvailable(true)
    await vi.advanceTimersByTimeAsync(0)
    await whenServices(services, () => sweptAt() !== beforeReconnect, 'sync resumes with the sweep that fell due')
    expect(services.sync.status({ accountId }).connection).toBe('online')
  })

  it('a sweep that fails leaves the mirror as it was and says why', async () => {
    const { services, sandbox, accountId } = await setup({})
    await services.sync.syncNow({ accountId })
    sandbox.injectFault({ fault: { kind: 'html-500' }, times: Infinity })
    await services.sync.syncNow({ accountId })
    const status: SyncStatus = services.sync.status({ accountId })
    expect(status.lastError?.kind).toBe('server')
    expect((await services.websites.query({ accountId, query: { perPage: 100 } })).total).toBe(36)
  })
})
