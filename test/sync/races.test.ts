/**
 * Edits racing a sweep, a create, or each other: a client that answers only
 * when the test says so makes each interleaving exact.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, type WebsitesClient } from '../../src/main/api'
import { createScheduler } from '../../src/main/scheduler'
import type { AccountSync } from '../../src/main/sync/account-sync'
import type { Website, WebsitePage } from '../../src/shared/website'
import { Emitter } from '../../src/shared/base/event'
import { engineOver } from '../support/engine'
import { whenEvent } from '../support/events'
import { plainWebsite as website } from '../support/websites'

afterEach(() => {
  vi.useRealTimers()
})

interface Held<T> {
  resolve(value: T): void
}

function deferred<T>(): Held<T> & { promise: Promise<T> } {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((done) => (resolve = done))
  return { promise, resolve }
}

const page = (items: Website[]): WebsitePage => ({ items, page: 1, lastPage: 1, perPage: 100, total: items.length })

/**
 * A server whose list answers (and, when asked, create answers) wait until the test releases them; it says when each
 * call arrives.
 */
function heldClient(options: { holdCreates?: boolean; holdLists?: boolean } = {}) {
  const calls: string[] = []
  const arrived = new Emitter<void>()
  const lists: Held<WebsitePage>[] = []
  const creates: Held<Website>[] = []
  /** What updates have changed, so that each answer carries the earlier ones too. */
  const stored = new Map<string, Website>()
  let nextId = 4
  const call = (line: string): void => {
    calls.push(line)
    arrived.fire()
  }
  const client: WebsitesClient = {
    variant: 'B',
    list: async () => {
      if (options.holdLists === false) return page([])
      const answer = deferred<WebsitePage>()
      lists.push(answer)
      call('list')
      return answer.promise
    },
    get: async (id) => stored.get(id) ?? website(id),
    create: async (input) => {
      const created = website(String(nextId++), { domain: input.domain })
      if (options.holdCreates) {
        const answer = deferred<Website>()
        creates.push(answer)
        call(`create ${input.domain}`)
        await answer.promise
      } else call(`create ${input.domain}`)
      return created
    },
    update: async (id, patch) => {
      call(`update ${id} ${JSON.stringify(patch)}`)
      const updated = { ...(stored.get(id) ?? website(id)), ...patch }
      stored.set(id, updated)
      return updated
    },
    remove: async (id) => {
      call(`remove ${id}`)
    },
  }
  /** The next held answer of the given kind, once its call has arrived. */
  async function next<T>(queue: Held<T>[], what: string): Promise<Held<T>> {
    await whenEvent(arrived.event, () => queue.length > 0, what)
    return queue.shift() as Held<T>
  }
  return {
    client,
    calls,
    nextList: () => next(lists, 'a list request arrives'),
    nextCreate: () => next(creates, 'a create arrives'),
  }
}

function whenSync(sync: AccountSync, condition: () => boolean, message: string): Promise<void> {
  return whenEvent(sync.onEvent, condition, message)
}

describe('an edit made while a sweep is under way', () => {
  it('is not undone, and websites created or deleted meanwhile are neither dropped nor brought back', async () => {
    const server = heldClient()
    const sync = await engineOver(server.client)
    const first = sync.sweeper.sweep()
    ;(await server.nextList()).resolve(page([website('3'), website('2'), website('1')]))
    await first

    const second = sync.sweeper.sweep()
    const sweepPage = await server.nextList()
    // While the sweep's page is on its way, the user edits, creates and deletes.
    expect((await sync.editor.update({ websiteId: '2', patch: { privacy: 0 } })).status).toBe('saved')
    expect((await sync.editor.create({ input: { domain: 'new.example' } })).status).toBe('saved')
    expect((await sync.editor.remove({ websiteId: '1' })).status).toBe('saved')
    // The page was read before all that.
    sweepPage.resolve(page([website('3'), website('2'), website('1')]))
    await second

    expect(sync.editor.get('2')?.privacy).toBe(0)
    expect(sync.editor.get('4')?.domain).toBe('new.example')
    expect(sync.editor.get('1')).toBeUndefined()
    expect(sync.websites().map((item) => item.id)).toEqual(['4', '3', '2'])
  })
})

describe('edits of a website whose creation is still on its way', () => {
  it('are sent after it, under the id the server gave it', async () => {
    const server = heldClient({ holdCreates: true })
    const sync = await engineOver(server.client)
    const creating = sync.editor.create({ input: { domain: 'fresh.example' } })
    const create = await server.nextCreate()
    const localId = sync.websites()[0]?.id ?? ''
    expect(localId).toMatch(/^local-/)
    const editing = sync.editor.update({ websiteId: localId, patch: { excludeIps: ['192.0.2.1'] } })
    const favoriting = sync.editor.favorite({ websiteId: localId, favorite: true })
    // Both edits are on disk; with the create unanswered, nothing else has gone out.
    await whenSync(sync, () => sync.status().pendingEdits === 3, 'both edits are on disk')
    expect(server.calls).toEqual(['create fresh.example'])

    create.resolve(website('4'))
    expect((await creating).status).toBe('saved')
    expect((await editing).status).toBe('saved')
    expect((await favoriting).status).toBe('saved')
    expect(server.calls).toEqual([
      'create fresh.example',
      'update 4 {"excludeIps":["192.0.2.1"]}',
      'update 4 {"favorite":true}',
    ])
    expect(sync.editor.get(localId)).toMatchObject({ id: '4', excludeIps: ['192.0.2.1'], favorite: true })
  })

  it('a delete made meanwhile deletes it once it exists, instead of leaving it behind', async () => {
    const server = heldClient({ holdCreates: true })
    const sync = await engineOver(server.client)
    const creating = sync.editor.create({ input: { domain: 'oops.example' } })
    const create = await server.nextCreate()
    const localId = sync.websites()[0]?.id ?? ''
    const deleting = sync.editor.remove({ websiteId: localId })
    expect(sync.websites()).toEqual([])
    create.resolve(website('4'))
    await creating
    expect((await deleting).status).toBe('saved')
    await whenSync(sync, () => sync.status().pendingEdits === 0, 'the delete is sent')
    expect(server.calls).toEqual(['create oops.example', 'remove 4'])
    expect(sync.websites()).toEqual([])
  })
})

describe('quick edits of one field', () => {
  it('reach the server in the order they were made, so the last choice wins', async () => {
    const server = heldClient()
    const sync = await engineOver(server.client)
    const first = sync.sweeper.sweep()
    ;(await server.nextList()).resolve(page([website('1')]))
    await first
    const outcomes = await Promise.all([
      sync.editor.favorite({ websiteId: '1', favorite: true }),
      sync.editor.favorite({ websiteId: '1', favorite: false }),
      sync.editor.favorite({ websiteId: '1', favorite: true }),
      sync.editor.favorite({ websiteId: '1', favorite: false }),
    ])
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['saved', 'saved', 'saved', 'saved'])
    expect(server.calls.filter((line) => line.startsWith('update'))).toEqual([
      'update 1 {"favorite":true}',
      'update 1 {"favorite":false}',
      'update 1 {"favorite":true}',
      'update 1 {"favorite":false}',
    ])
    expect(sync.editor.get('1')?.favorite).toBe(false)
  })
})

describe('a sweep whose page fails', () => {
  it('withdraws the pages still waiting to be asked for, and clears its progress', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const pagesAsked: number[] = []
    const client: WebsitesClient = {
      ...heldClient().client,
      list: async (query) => {
        const number = query?.page ?? 1
        pagesAsked.push(number)
        await new Promise((resolve) => setTimeout(resolve, 5))
        if (number === 3) throw new ApiError({ kind: 'server' })
        return { items: [website(String(1000 - number))], page: number, lastPage: 20, perPage: 1, total: 20 }
      },
    }
    const scheduler = createScheduler()
    const sync = await engineOver(client, { scheduler })
    const sweeping = sync.sweeper.sweep()
    // Long enough for all twenty pages to be asked for, had they not been withdrawn.
    await vi.advanceTimersByTimeAsync(60_000)
    await sweeping
    expect(pagesAsked.length).toBeLessThan(8)
    expect(scheduler.status()).toMatchObject({ queued: { interactive: 0, background: 0 }, inFlight: 0 })
    expect(sync.status()).toMatchObject({ activities: [], lastError: { kind: 'server' } })
    expect(sync.status().lastSweepAt).toBeNull()
  })
})

describe('deleting a website before its creation was sent', () => {
  it('sends nothing at all, also once the service answers again', async () => {
    const server = heldClient({ holdLists: false })
    const sync = await engineOver(server.client)
    sync.connectivity.setNetworkAvailable(false)
    await sync.editor.create({ input: { domain: 'never-mind.example' } })
    const localId = sync.websites()[0]?.id ?? ''
    await sync.editor.update({ websiteId: localId, patch: { privacy: 0 } })
    expect(sync.status().pendingEdits).toBe(2)
    expect(await sync.editor.remove({ websiteId: localId })).toMatchObject({ status: 'saved' })
    expect(sync.status().pendingEdits).toBe(0)
    sync.connectivity.setNetworkAvailable(true)
    await whenSync(sync, () => sync.status().connection === 'online', 'the service answers again')
    await sync.sender.drain()
    expect(server.calls).toEqual([])
    expect(sync.websites()).toEqual([])
  })
})
