/**
 * The preload names the contract's channels and events without importing it (it must not bundle zod): the build
 * writes them in (electron.vite.config.ts). Here the preload runs with what the build writes and Electron stubbed, and
 * its bridge must offer exactly the contract's channels and events — a name added to the contract, or lost on the way,
 * fails here. test/e2e/security.test.ts checks the same on the built file.
 */
import { describe, expect, it, vi } from 'vitest'
import config, { preloadNames } from '../../electron.vite.config'
import { channels, events } from '../../src/shared/ipc-contract'

const exposed = new Map<string, unknown>()
const invoked: Array<[string, unknown]> = []
const listening: string[] = []
vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: (key: string, value: unknown) => exposed.set(key, value) },
  ipcRenderer: {
    invoke: (channel: string, request: unknown) => (invoked.push([channel, request]), Promise.resolve(null)),
    on: (channel: string) => listening.push(channel),
    removeListener: () => undefined,
  },
}))

for (const [name, value] of Object.entries(preloadNames)) vi.stubGlobal(name, JSON.parse(value) as unknown)
await import('../../src/preload/index')
const bridge = exposed.get('sitetray') as Record<string, Record<string, (request?: unknown) => unknown>> & {
  on(event: string, listener: () => void): () => void
}

describe("the preload's names, as the build writes them", () => {
  it('are what the preload build is given', () => {
    expect((config as { preload: { define: unknown } }).preload.define).toBe(preloadNames)
  })

  it('give the bridge one function per contract channel, and nothing else, each asking that channel', async () => {
    const methods = Object.entries(bridge).flatMap(([group, members]) =>
      group === 'on' ? [] : Object.keys(members).map((method) => `${group}:${method}`),
    )
    expect(methods.sort()).toEqual(Object.keys(channels).sort())
    await bridge.websites!.update!({ accountId: 'a' })
    expect(invoked).toEqual([['websites:update', { accountId: 'a' }]])
  })

  it('let the page listen to every contract event, and to no other', () => {
    for (const name of Object.keys(events)) bridge.on(name, () => undefined)()
    expect(listening).toEqual(Object.keys(events).map((name) => `event:${name}`))
    expect(() => bridge.on('anything', () => undefined)).toThrow(/no event called anything/)
  })
})
