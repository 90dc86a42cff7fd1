/**
 * A quick edit while a sweep is on its way: the sweep read the server before
 * the edit, so its data is older than the mirror's and must not undo the edit.
 * A client that answers when told to makes the interleaving exact.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { WebsitesClient } from '../../src/main/api'
import { openMirror, openOutbox } from '../../src/main/mirror'
import { createScheduler } from '../../src/main/scheduler'
import { AccountSync } from '../../src/main/sync/account-sync'
import type { Edit } from '../../src/main/sync/edits'
import type { Website, WebsitePage } from '../../src/shared/website'
import { tempDataDir } from '../support/services'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function website(id: string, overrides: Partial<Website> = {}): Website {
  return {
    id,
    domain: `site-${id}.example`,
    privacy: 1,
    hasPassword: false,
    emailReports: false,
    excludeBots: true,
    excludeParams: null,
    excludeIps: [],
    favorite: false,
    favoritedAt: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  }
}

function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

/** A server of three websites whose list answers wait until the test releases them. */
function heldClient() {
  const lists: { resolve(page: WebsitePage): void }[] = []
  let nextId = 4
  const client: WebsitesClient = {
    variant: 'B',
    list: () => {
      const answer = deferred<WebsitePage>()
      lists.push(answer)
      return answer.promise
    },
    get: async (id) => website(id),
    create: async (input) => website(String(nextId++), { domain: input.domain }),
    update: async (id, patch) => website(id, { privacy: patch.privacy ?? 1 }),
    remove: async () => undefined,
  }
  const page = (items: Website[]): WebsitePage => ({ items, page: 1, lastPage: 1, perPage: 100, total: items.length })
  return { client, lists, page }
}

async function engine(client: WebsitesClient): Promise<AccountSync> {
  const data = await tempDataDir()
  cleanups.push(data.remove)
  const mirror = await openMirror({ dir: data.dir, accountId: 'acct' })
  const outbox = await openOutbox<Edit>({ dir: data.dir, accountId: 'acct' })
  const scheduler = createScheduler()
  const sync = new AccountSync({ accountId: 'acct', variant: 'B', client, scheduler, mirror, outbox, sweepIntervalMs: 0, emit: () => undefined })
  cleanups.push(async () => {
    await sync.stop()
    await mirror.close()
    await outbox.close()
    scheduler.dispose()
  })
  return sync
}

async function settle(): Promise<void> {
  for (let index = 0; index < 5; index += 1) await new Promise((resolve) => setImmediate(resolve))
}

describe('an edit made while a sweep is under way', () => {
  it('is not undone, and websites created or deleted meanwhile are neither dropped nor brought back', async () => {
    const server = heldClient()
    const sync = await engine(server.client)
    const first = sync.sweep()
    await settle()
    server.lists.shift()?.resolve(server.page([website('3'), website('2'), website('1')]))
    await first

    const second = sync.sweep()
    await settle()
    expect(server.lists).toHaveLength(1)
    // While the sweep's page is on its way, the user edits, creates and deletes.
    expect((await sync.update('2', { privacy: 0 })).status).toBe('saved')
    expect((await sync.create({ domain: 'new.example' })).status).toBe('saved')
    expect((await sync.remove('1')).status).toBe('saved')
    // The page was read before all that.
    server.lists.shift()?.resolve(server.page([website('3'), website('2'), website('1')]))
    await second

    expect(sync.get('2')?.privacy).toBe(0)
    expect(sync.get('4')?.domain).toBe('new.example')
    expect(sync.get('1')).toBeUndefined()
    expect(sync.websites().map((item) => item.id)).toEqual(['4', '3', '2'])
  })
})
