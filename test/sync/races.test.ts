/**
 * A quick edit while a sweep is on its way: the sweep read the server before
 * the edit, so its data is older than the mirror's and must not undo the edit.
 * A client that answers when told to makes the interleaving exact.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, type WebsitesClient } from '../../src/main/api'
import { openMirror, openOutbox } from '../../src/main/mirror'
import { createScheduler } from '../../src/main/scheduler'
import { AccountSync } from '../../src/main/sync/account-sync'
import type { Edit } from '../../src/main/sync/edits'
import type { Website, WebsitePage } from '../../src/shared/website'
import { tempDataDir, until } from '../support/services'
import { plainWebsite as website } from '../support/websites'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})


function deferred<T>(): { promise: Promise<T>; resolve(value: T): void } {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

/** A server whose list answers (and, when asked, create answers) wait until the test releases them. */
function heldClient(options: { holdCreates?: boolean } = {}) {
  const lists: { resolve(page: WebsitePage): void }[] = []
  const creates: { resolve(website: Website): void }[] = []
  const calls: string[] = []
  /** What updates have changed, so that each answer carries the earlier ones too. */
  const stored = new Map<string, Website>()
  let nextId = 4
  const client: WebsitesClient = {
    variant: 'B',
    list: () => {
      const answer = deferred<WebsitePage>()
      lists.push(answer)
      return answer.promise
    },
    get: async (id) => stored.get(id) ?? website(id),
    create: async (input) => {
      calls.push(`create ${input.domain}`)
      const created = website(String(nextId++), { domain: input.domain })
      if (!options.holdCreates) return created
      const answer = deferred<Website>()
      creates.push(answer)
      await answer.promise
      return created
    },
    update: async (id, patch) => {
      calls.push(`update ${id} ${JSON.stringify(patch)}`)
      const updated = { ...(stored.get(id) ?? website(id)), ...patch }
      stored.set(id, updated)
      return updated
    },
    remove: async (id) => {
      calls.push(`remove ${id}`)
    },
  }
  const page = (items: Website[]): WebsitePage => ({ items, page: 1, lastPage: 1, perPage: 100, total: items.length })
  return { client, lists, creates, calls, page }
}

async function engine(client: WebsitesClient): Promise<AccountSync> {
  const data = await tempDataDir()
  cleanups.push(data.remove)
  const mirror = await openMirror({ dir: data.dir, accountId: 'acct' })
  const outbox = await openOutbox<Edit>({ dir: data.dir, accountId: 'acct' })
  const scheduler = createScheduler()
  const sync = new AccountSync({ accountId: 'acct', variant: 'B', client, scheduler, mirror, outbox, sweepIntervalMs: 0 })
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

describe('edits of a website whose creation is still on its way', () => {
  it('are sent after it, under the id the server gave it', async () => {
    const server = heldClient({ holdCreates: true })
    const sync = await engine(server.client)
    const creating = sync.create({ domain: 'fresh.example' })
    await until(() => server.calls.length === 1, 'the create is on its way')
    const localId = sync.websites()[0]?.id ?? ''
    expect(localId).toMatch(/^local-/)
    const editing = sync.update(localId, { excludeIps: ['192.0.2.1'] })
    const favoriting = sync.setFavorite(localId, true)
    await settle()
    expect(server.calls).toEqual(['create fresh.example'])

    server.creates.shift()?.resolve(website('4'))
    expect((await creating).status).toBe('saved')
    expect((await editing).status).toBe('saved')
    expect((await favoriting).status).toBe('saved')
    expect(server.calls).toEqual(['create fresh.example', 'update 4 {"excludeIps":["192.0.2.1"]}', 'update 4 {"favorite":true}'])
    expect(sync.get(localId)).toMatchObject({ id: '4', excludeIps: ['192.0.2.1'], favorite: true })
  })

  it('a delete made meanwhile deletes it once it exists, instead of leaving it behind', async () => {
    const server = heldClient({ holdCreates: true })
    const sync = await engine(server.client)
    const creating = sync.create({ domain: 'oops.example' })
    await until(() => server.calls.length === 1, 'the create is on its way')
    const localId = sync.websites()[0]?.id ?? ''
    const deleting = sync.remove(localId)
    expect(sync.websites()).toEqual([])
    server.creates.shift()?.resolve(website('4'))
    await creating
    expect((await deleting).status).toBe('saved')
    expect(server.calls).toEqual(['create oops.example', 'remove 4'])
    expect(sync.websites()).toEqual([])
  })
})

describe('quick edits of one field', () => {
  it('reach the server in the order they were made, so the last choice wins', async () => {
    const server = heldClient()
    const sync = await engine(server.client)
    const first = sync.sweep()
    await settle()
    server.lists.shift()?.resolve(server.page([website('1')]))
    await first
    const outcomes = await Promise.all([sync.setFavorite('1', true), sync.setFavorite('1', false), sync.setFavorite('1', true), sync.setFavorite('1', false)])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved', 'saved', 'saved', 'saved'])
    expect(server.calls).toEqual(['update 1 {"favorite":true}', 'update 1 {"favorite":false}', 'update 1 {"favorite":true}', 'update 1 {"favorite":false}'])
    expect(sync.get('1')?.favorite).toBe(false)
  })
})

describe('a sweep whose page fails', () => {
  it('stops asking for the remaining pages and clears its progress', async () => {
    const pagesAsked: number[] = []
    const client: WebsitesClient = {
      ...heldClient().client,
      list: async (query) => {
        const page = query?.page ?? 1
        pagesAsked.push(page)
        await new Promise((resolve) => setTimeout(resolve, 5))
        if (page === 3) throw new ApiError({ kind: 'server' })
        return { items: [website(String(1000 - page))], page, lastPage: 20, perPage: 100, total: 20 }
      },
    }
    const sync = await engine(client)
    await sync.sweep()
    expect(pagesAsked.length).toBeLessThan(8)
    expect(sync.status()).toMatchObject({ activities: [], lastError: { kind: 'server' } })
    expect(sync.status().lastSweepAt).toBeNull()
  })
})

describe('deleting a website before its creation was sent', () => {
  it('sends nothing at all', async () => {
    const server = heldClient()
    const sync = await engine(server.client)
    sync.setNetworkAvailable(false)
    await sync.create({ domain: 'never-mind.example' })
    const localId = sync.websites()[0]?.id ?? ''
    await sync.update(localId, { privacy: 0 })
    expect(sync.status().pendingEdits).toBe(2)
    expect(await sync.remove(localId)).toMatchObject({ status: 'saved' })
    expect(sync.status().pendingEdits).toBe(0)
    sync.setNetworkAvailable(true)
    await settle()
    expect(server.calls).toEqual([])
  })
})
