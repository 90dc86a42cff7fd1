/**
 * The sweep over real HTTP against servers no sweep can finish as they ask (docs/architecture.md,
 * "Sync and storage"): one that says its list has 100,000,000 pages, and one whose every page holds
 * new websites and never says stop. The requests stay bounded, so do the tasks waiting in main and
 * its memory, and the websites already known stay in the mirror.
 */
import { describe, expect, it } from 'vitest'
import { createWebsitesClient } from '../../src/main/api'
import { createScheduler, type RequestScheduler } from '../../src/main/scheduler'
import { MAX_SWEEP_PAGES, SWEEP_WINDOW } from '../../src/main/sync/reading/sweep'
import { engineOver, type EngineUnderTest } from '../support/engine'
import { pageServer, rawWebsites, wirePage, type PageServer, type RawWebsite } from './sweep-servers'

/** A scheduler that lets the sweep go as fast as loopback allows, and counts the tasks main holds for it at once. */
function countingScheduler(): { scheduler: RequestScheduler; mostWaiting: () => number } {
  const scheduler = createScheduler({ limitPerMinute: 10_000_000 })
  let waiting = 0
  let most = 0
  const run: RequestScheduler['run'] = (options, task) => {
    waiting += 1
    most = Math.max(most, waiting)
    return scheduler.run(options, task).finally(() => (waiting -= 1))
  }
  return {
    scheduler: {
      ...scheduler,
      run,
      observe: scheduler.observe.bind(scheduler),
      cancelAccount: scheduler.cancelAccount.bind(scheduler),
      status: scheduler.status.bind(scheduler),
      dispose: scheduler.dispose.bind(scheduler),
    },
    mostWaiting: () => most,
  }
}

/** The known websites first (an honest sweep of `known`), then whatever `later` writes. */
async function engineAgainst(
  known: readonly RawWebsite[],
  later: (page: number, perPage: number) => unknown,
): Promise<{ sync: EngineUnderTest; server: PageServer; mostWaiting: () => number; turn: () => void }> {
  let answer: (page: number, perPage: number) => unknown = (page, perPage) => wirePage(known, page, perPage)
  const server = await pageServer((page, perPage) => answer(page, perPage))
  const { scheduler, mostWaiting } = countingScheduler()
  const client = createWebsitesClient({ baseUrl: server.url, variant: 'B', apiKey: 'sweep-bounds-key' })
  const sync = await engineOver(client, { scheduler })
  await sync.sweeper.sweep()
  expect(sync.websites()).toHaveLength(known.length)
  return { sync, server, mostWaiting, turn: () => (answer = later) }
}

describe('a server that says its list has 100,000,000 pages', () => {
  const known = rawWebsites(250, 1)

  it('with its count beside it: the pages the count allows and one more, and the sweep completes', async () => {
    const { sync, server, turn } = await engineAgainst(known, (page, perPage) => {
      const body = wirePage(known, page, perPage) as { meta: Record<string, unknown> }
      body.meta.last_page = 100_000_000
      return body
    })
    turn()
    const before = server.requests()
    await sync.sweeper.sweep()
    expect(server.requests() - before).toBe(4)
    expect(sync.websites()).toHaveLength(250)
    expect(sync.status()).toMatchObject({ lastError: null })
  })

  it('with no count: followed to its first empty page, a few asked ahead at most', async () => {
    const { sync, server, turn } = await engineAgainst(known, (page, perPage) => {
      const body = wirePage(known, page, perPage, false) as { meta: Record<string, unknown> }
      body.meta = { current_page: page, last_page: 100_000_000, per_page: perPage }
      return body
    })
    turn()
    const before = server.requests()
    await sync.sweeper.sweep()
    expect(server.requests() - before).toBeLessThanOrEqual(4 + SWEEP_WINDOW)
    expect(sync.websites()).toHaveLength(250)
    expect(sync.status().lastError).toBeNull()
  })
})

describe('a server whose pages never end', () => {
  const known = rawWebsites(30, 1)
  /** Every page ten websites nobody has seen (fewer than asked for, as a server may), ids above the known ones. */
  const endless = (lastPage: unknown, total: unknown) => (page: number) => ({
    data: rawWebsites(10, 1_000 + (page - 1) * 10),
    links: { next: `/api/v1/websites?page=${page + 1}` },
    meta: {
      current_page: page,
      per_page: 10,
      ...(lastPage !== undefined && { last_page: lastPage }),
      ...(total !== undefined && { total }),
    },
  })

  it.each([
    ['says no last page', undefined, undefined, 1],
    ['says 100,000,000 pages of 10,000,000,000 websites', 100_000_000, 10_000_000_000, SWEEP_WINDOW],
  ])(
    '%s: the sweep stops at the ceiling, holds a bounded number of tasks and memory, and removes nothing',
    async (_, lastPage, total, window) => {
      const { sync, server, mostWaiting, turn } = await engineAgainst(known, endless(lastPage, total))
      turn()
      const sweptAt = sync.status().lastSweepAt
      const before = server.requests()
      const heapBefore = process.memoryUsage().heapUsed
      let heapMost = heapBefore
      const sampling = sync.onEvent(() => (heapMost = Math.max(heapMost, process.memoryUsage().heapUsed)))
      await sync.sweeper.sweep()
      sampling.dispose()

      expect(server.requests() - before).toBe(MAX_SWEEP_PAGES)
      expect(mostWaiting()).toBeLessThanOrEqual(window)
      expect(server.mostAtOnce()).toBeLessThanOrEqual(window)
      // 10,000 websites read and kept (they are on the server as far as anyone can tell): megabytes, not the gigabytes
      // of a task per page.
      expect(heapMost - heapBefore).toBeLessThan(128 * 1024 * 1024)
      const ids = new Set(sync.websites().map((website) => website.id))
      for (const website of known) expect(ids.has(String(website.id))).toBe(true)
      expect(sync.status().lastError).toMatchObject({
        kind: 'bad_response',
        message: expect.stringContaining(
          'stopped reading there, so websites deleted on the service may still be listed',
        ),
      })
      // Cut short, it is no complete sweep: the last one stays the last.
      expect(sync.status().lastSweepAt).toBe(sweptAt)
    },
    60_000,
  )
})
