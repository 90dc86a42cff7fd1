/**
 * The window's one query primitive (src/renderer/src/data/query.ts) in Node, against a bridge whose
 * answers the test gives in any order: data, loading and error per key, the key taken from the request
 * as main parses it, main's events refreshing what they concern through one table (at once what is on
 * screen, at the next need what is not, in place what an event carries), a late answer never over a newer
 * one, and a change's request on its way and refusal shared by every part that shows it.
 */
import { createPinia, disposePinia, setActivePinia, type Pinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { effectScope, nextTick, type EffectScope } from 'vue'
import type { Edit, SyncStatus } from '../../src/shared/sync'
import type { IpcResult } from '../../src/shared/ipc-contract'
import { useMutation, useQuery, useServerData } from '../../src/renderer/src/data/query'

const A = '00000000-0000-4000-8000-00000000000a'
const B = '00000000-0000-4000-8000-00000000000b'

interface Asked {
  channel: string
  request: { accountId: string }
  answer(result: IpcResult<unknown>): void
}

let asked: Asked[]
let listeners: Map<string, Set<(payload: unknown) => void>>
let pinia: Pinia
let scope: EffectScope

/** A bridge whose every call waits for the test's answer. */
function installBridge(): void {
  const call = (channel: string) => (request: { accountId: string }) =>
    new Promise<IpcResult<unknown>>((resolve) => asked.push({ channel, request, answer: resolve }))
  ;(globalThis as { sitetray?: unknown }).sitetray = {
    sync: {
      conflicts: call('sync:conflicts'),
      resolveConflict: call('sync:resolveConflict'),
      status: call('sync:status'),
    },
    on: (event: string, listener: (payload: unknown) => void) => {
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener))
      return () => set.delete(listener)
    },
  }
}

const emit = (event: string, payload: unknown) => listeners.get(event)?.forEach((listener) => listener(payload))
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
const edit = (id: string, conflict = true): Edit => ({ id, conflict: conflict ? { kind: 'changed' } : null }) as Edit
const reads = (channel: string) => asked.filter((ask) => ask.channel === channel).map((ask) => ask.request.accountId)
const inScope = <T>(run: () => T): T => scope.run(run)!

beforeEach(() => {
  asked = []
  listeners = new Map()
  installBridge()
  pinia = createPinia()
  setActivePinia(pinia)
  scope = effectScope()
})
afterEach(() => {
  scope.stop()
  disposePinia(pinia)
  delete (globalThis as { sitetray?: unknown }).sitetray
})

describe('a read', () => {
  it('keeps data, loading and error apart for each key', async () => {
    const server = inScope(() => useServerData())
    void server.load('sync:conflicts', { accountId: A })
    void server.load('sync:conflicts', { accountId: B })
    expect([
      server.loading('sync:conflicts', { accountId: A }),
      server.data('sync:conflicts', { accountId: A }),
    ]).toEqual([true, undefined])

    asked[0]!.answer({ ok: true, data: [edit('e1')] })
    asked[1]!.answer({ ok: false, error: { kind: 'network', message: 'Offline.' } })
    await flush()

    expect(server.data('sync:conflicts', { accountId: A })).toEqual([edit('e1')])
    expect(server.loading('sync:conflicts', { accountId: A })).toBe(false)
    expect(server.error('sync:conflicts', { accountId: A })).toBeNull()
    expect(server.data('sync:conflicts', { accountId: B })).toBeUndefined()
    expect(server.error('sync:conflicts', { accountId: B })?.message).toBe('Offline.')
  })

  it('is one read for two parts that ask the same thing, however they wrote it', async () => {
    const server = inScope(() => useServerData())
    const first = inScope(() => useQuery('sync:conflicts', () => ({ accountId: A })))
    // The same request built another way (a reactive copy, keys in another order) is the same key.
    const second = inScope(() => useQuery('sync:conflicts', () => JSON.parse(`{"accountId":"${A}"}`)))
    expect(reads('sync:conflicts')).toEqual([A])

    asked[0]!.answer({ ok: true, data: [edit('e1')] })
    await flush()
    expect(first.data.value).toEqual([edit('e1')])
    expect(second.data.value).toBe(first.data.value)
    expect(await server.ensure('sync:conflicts', { accountId: A })).toEqual([edit('e1')])
    expect(reads('sync:conflicts')).toEqual([A])
  })

  it('never lets an older answer overwrite a newer one', async () => {
    const server = inScope(() => useServerData())
    void server.load('sync:conflicts', { accountId: A })
    void server.load('sync:conflicts', { accountId: A })
    asked[1]!.answer({ ok: true, data: [edit('new')] })
    await flush()
    asked[0]!.answer({ ok: true, data: [edit('old')] })
    await flush()
    expect(server.data('sync:conflicts', { accountId: A })).toEqual([edit('new')])
    expect(server.loading('sync:conflicts', { accountId: A })).toBe(false)
  })
})

describe("main's events, through the one table", () => {
  it('read again at once what is on screen, and only the key they name', async () => {
    inScope(() => useQuery('sync:conflicts', () => ({ accountId: A })))
    asked[0]!.answer({ ok: true, data: [] })
    await flush()

    emit('conflict', { accountId: A, edit: edit('e2') })
    emit('conflict', { accountId: B, edit: edit('e3') })
    expect(reads('sync:conflicts')).toEqual([A, A])
  })

  it('mark what is not on screen, which is read again when next needed', async () => {
    const server = inScope(() => useServerData())
    void server.load('sync:conflicts', { accountId: A })
    asked[0]!.answer({ ok: true, data: [edit('e1')] })
    await flush()

    emit('conflict', { accountId: A, edit: edit('e2') })
    expect(reads('sync:conflicts')).toEqual([A])
    const again = server.ensure('sync:conflicts', { accountId: A })
    expect(reads('sync:conflicts')).toEqual([A, A])
    asked[1]!.answer({ ok: true, data: [edit('e1'), edit('e2')] })
    expect(await again).toHaveLength(2)
  })

  it('put in place the value they carry, and change a held value without asking main', async () => {
    const server = inScope(() => useServerData())
    const status = { accountId: A, pendingEdits: 0, conflicts: 0 } as SyncStatus
    emit('sync-status', { status })
    expect(server.data('sync:status', { accountId: A })).toEqual(status)

    emit('outbox-counts', { accountId: A, pendingEdits: 3, conflicts: 1 })
    expect(server.data('sync:status', { accountId: A })).toMatchObject({ pendingEdits: 3, conflicts: 1 })
    expect(asked).toEqual([])
  })

  it('stop with the window', async () => {
    inScope(() => useServerData())
    await nextTick()
    expect(listeners.get('conflict')?.size).toBe(1)
    disposePinia(pinia)
    expect(listeners.get('conflict')?.size).toBe(0)
  })
})

describe('a change', () => {
  const resolve = () => inScope(() => useMutation('sync:resolveConflict', (request) => request.editId))

  it('shows what is on its way per key to every part, and keeps a refusal until the next try', async () => {
    const resolving = resolve()
    // Another part of the window showing the same edit sees the same change on its way.
    const elsewhere = resolve()
    const pending = resolving.run({ accountId: A, editId: 'e1', choice: 'mine' })
    expect(elsewhere.pending('e1')?.choice).toBe('mine')
    expect(elsewhere.pending('e2')).toBeUndefined()

    asked[0]!.answer({ ok: false, error: { kind: 'server', message: 'The service is down.' } })
    expect((await pending).ok).toBe(false)
    expect(resolving.pending('e1')).toBeUndefined()
    expect(elsewhere.error('e1')?.message).toBe('The service is down.')
    expect(resolving.error('e2')).toBeNull()

    const again = resolving.run({ accountId: A, editId: 'e1', choice: 'theirs' })
    expect(resolving.error('e1')).toBeNull()
    asked[1]!.answer({ ok: true, data: null })
    expect((await again).ok).toBe(true)
    expect(resolving.error('e1')).toBeNull()
  })

  it('keeps the newest of two changes of the same key on its way until it ends', async () => {
    const resolving = resolve()
    const first = resolving.run({ accountId: A, editId: 'e1', choice: 'mine' })
    void resolving.run({ accountId: A, editId: 'e1', choice: 'theirs' })
    asked[0]!.answer({ ok: true, data: null })
    await first
    expect(resolving.pending('e1')?.choice).toBe('theirs')
  })

  it('answers a refusal, not a throw, when main cannot be reached', async () => {
    delete (globalThis as { sitetray?: unknown }).sitetray
    const resolving = resolve()
    const result = await resolving.run({ accountId: A, editId: 'e1', choice: 'mine' })
    expect(result).toEqual({
      ok: false,
      error: { kind: 'internal', message: 'SiteTray could not reach its main process.' },
    })
    expect(resolving.error('e1')?.kind).toBe('internal')
  })
})
