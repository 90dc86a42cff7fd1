/**
 * The window's keyed resources and mutations (src/renderer/src/lib/resource.ts) in Node, against
 * a bridge whose answers the test gives in any order: data, loading and error per key, a re-read
 * when an event names a key already read, a late answer never over a newer one, a refusal kept
 * per key until the next try.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { effectScope, type EffectScope } from 'vue'
import type { Edit } from '../../src/shared/sync'
import type { IpcResult } from '../../src/shared/ipc-contract'
import { eventCounts, mutation, resource } from '../../src/renderer/src/lib/resource'

interface Asked {
  channel: string
  request: { accountId: string }
  answer(result: IpcResult<unknown>): void
}

let asked: Asked[]
let listeners: Map<string, (payload: unknown) => void>
let scope: EffectScope

/** A bridge with two groups: each call waits for the test's answer. */
function installBridge(): void {
  const call = (channel: string) => (request: { accountId: string }) =>
    new Promise<IpcResult<unknown>>((resolve) => asked.push({ channel, request, answer: resolve }))
  ;(globalThis as { sitetray?: unknown }).sitetray = {
    sync: { conflicts: call('sync:conflicts'), resolveConflict: call('sync:resolveConflict') },
    on: (event: string, listener: (payload: unknown) => void) => {
      listeners.set(event, listener)
      return () => listeners.delete(event)
    },
  }
}

const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))
const edit = (id: string): Edit => ({ id }) as Edit
const conflicts = () =>
  scope.run(() =>
    resource('sync:conflicts', (request) => request.accountId, {
      invalidatedBy: { conflict: ({ accountId }) => accountId },
    }),
  )!

beforeEach(() => {
  asked = []
  listeners = new Map()
  scope = effectScope()
  installBridge()
})
afterEach(() => {
  scope.stop()
  delete (globalThis as { sitetray?: unknown }).sitetray
})

describe('a keyed resource', () => {
  it('keeps data, loading and error apart for each key', async () => {
    const edits = conflicts()
    void edits.load({ accountId: 'a' })
    void edits.load({ accountId: 'b' })
    expect([edits.loading('a'), edits.loading('b'), edits.has('a')]).toEqual([true, true, false])

    asked[0]!.answer({ ok: true, data: [edit('e1')] })
    asked[1]!.answer({ ok: false, error: { kind: 'network', message: 'Offline.' } })
    await flush()

    expect(edits.data('a')).toEqual([edit('e1')])
    expect([edits.loading('a'), edits.error('a')]).toEqual([false, null])
    expect(edits.data('b')).toBeUndefined()
    expect(edits.error('b')?.message).toBe('Offline.')
  })

  it('reads a key again when an event names it, and only a key it has read', async () => {
    const edits = conflicts()
    void edits.load({ accountId: 'a' })
    asked[0]!.answer({ ok: true, data: [] })
    await flush()

    listeners.get('conflict')!({ accountId: 'a', edit: edit('e2') })
    listeners.get('conflict')!({ accountId: 'never-read', edit: edit('e3') })
    expect(asked.map((ask) => ask.request.accountId)).toEqual(['a', 'a'])
    asked[1]!.answer({ ok: true, data: [edit('e2')] })
    await flush()
    expect(edits.data('a')).toEqual([edit('e2')])
  })

  it('never lets an older answer overwrite a newer one', async () => {
    const edits = conflicts()
    void edits.load({ accountId: 'a' })
    void edits.load({ accountId: 'a' })
    asked[1]!.answer({ ok: true, data: [edit('new')] })
    await flush()
    asked[0]!.answer({ ok: true, data: [edit('old')] })
    await flush()
    expect(edits.data('a')).toEqual([edit('new')])

    // A value main pushed in between takes its place; an answer after it is newer still (IPC keeps the order).
    void edits.load({ accountId: 'a' })
    edits.set('a', [edit('pushed')])
    expect(edits.data('a')).toEqual([edit('pushed')])
    asked[2]!.answer({ ok: true, data: [edit('read after')] })
    await flush()
    expect(edits.data('a')).toEqual([edit('read after')])
    expect(edits.loading('a')).toBe(false)
  })

  it('stops hearing events with the store that made it', () => {
    conflicts()
    expect(listeners.has('conflict')).toBe(true)
    scope.stop()
    expect(listeners.has('conflict')).toBe(false)
  })

  it('counts the changes an event names, per key', () => {
    const changesOf = scope.run(() => eventCounts('conflict', ({ accountId }) => accountId))!
    listeners.get('conflict')!({ accountId: 'a', edit: edit('e1') })
    listeners.get('conflict')!({ accountId: 'a', edit: edit('e2') })
    expect([changesOf('a'), changesOf('b')]).toEqual([2, 0])
  })
})

describe('a mutation', () => {
  const resolve = () => scope.run(() => mutation('sync:resolveConflict', (request) => request.editId))!

  it('shows what is on its way per key, and keeps a refusal until the next try', async () => {
    const resolving = resolve()
    const pending = resolving.run({ accountId: 'a', editId: 'e1', choice: 'mine' })
    expect(resolving.pending('e1')?.choice).toBe('mine')
    expect(resolving.pending('e2')).toBeUndefined()

    asked[0]!.answer({ ok: false, error: { kind: 'server', message: 'The service is down.' } })
    expect((await pending).ok).toBe(false)
    expect(resolving.pending('e1')).toBeUndefined()
    expect(resolving.error('e1')?.message).toBe('The service is down.')
    expect(resolving.error('e2')).toBeNull()

    const again = resolving.run({ accountId: 'a', editId: 'e1', choice: 'theirs' })
    expect(resolving.error('e1')).toBeNull()
    asked[1]!.answer({ ok: true, data: null })
    expect((await again).ok).toBe(true)
    expect(resolving.error('e1')).toBeNull()
  })

  it('answers a refusal, not a throw, when main cannot be reached', async () => {
    delete (globalThis as { sitetray?: unknown }).sitetray
    const resolving = resolve()
    const result = await resolving.run({ accountId: 'a', editId: 'e1', choice: 'mine' })
    expect(result).toEqual({
      ok: false,
      error: { kind: 'internal', message: 'SiteTray could not reach its main process.' },
    })
    expect(resolving.error('e1')?.kind).toBe('internal')
  })
})
