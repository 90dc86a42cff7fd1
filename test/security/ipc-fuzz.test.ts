/**
 * Every IPC channel against hostile input, in Node through the real registration code (ipc.ts):
 * random and near-miss payloads are refused with a validation error before any handler runs,
 * messages from anything but the app's own top frame are refused, nothing crashes, and
 * Object.prototype is never polluted. The same fuzz runs against the built app in the stand-in
 * (test/e2e/security.e2e.test.ts); this one can afford many more cases.
 */
import fc from 'fast-check'
import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channels, type Channel, type IpcResult, type RequestOf } from '../../src/shared/ipc-contract'
import { registerIpc } from '../../src/main/ipc/register'
import { groupsOf } from '../support/ipc'

const CHANNELS = Object.keys(channels) as Channel[]

type Listener = (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<IpcResult<unknown>>

/** ipcMain as far as ipc.ts uses it, typed against Electron's own declaration. */
class FakeIpcMain implements Pick<IpcMain, 'handle' | 'removeHandler'> {
  readonly listeners = new Map<string, Listener>()
  handle(channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown): void {
    if (this.listeners.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`)
    this.listeners.set(channel, listener as Listener)
  }
  removeHandler(channel: string): void {
    this.listeners.delete(channel)
  }
  invoke(channel: Channel, event: IpcMainInvokeEvent, ...args: unknown[]): Promise<IpcResult<unknown>> {
    const listener = this.listeners.get(channel)
    if (!listener) throw new Error(`No handler registered for '${channel}'`)
    return listener(event, ...args)
  }
}

const ACCOUNT = '0b6a4b8e-3f0c-4b5e-9a57-0e9d3f7e2a11'
/** One valid request per channel: the starting point of the near-miss payloads. */
const VALID: { [C in Channel]: RequestOf<C> } = {
  'accounts:list': {},
  'accounts:detect': { baseUrl: 'https://stats.example', apiKey: 'key' },
  'accounts:testConnection': { accountId: ACCOUNT },
  'accounts:add': { baseUrl: 'https://stats.example', apiKey: 'key', label: 'Work' },
  'accounts:setApiKey': { accountId: ACCOUNT, apiKey: 'key' },
  'accounts:rename': { accountId: ACCOUNT, label: 'Home' },
  'accounts:remove': { accountId: ACCOUNT },
  'accounts:tryDemo': {},
  'websites:query': { accountId: ACCOUNT, query: { search: 'shop', perPage: 25 } },
  'websites:get': { accountId: ACCOUNT, websiteId: '12' },
  'websites:create': { accountId: ACCOUNT, input: { domain: 'example.org', privacy: 1 } },
  'websites:update': { accountId: ACCOUNT, websiteId: '12', patch: { emailReports: true } },
  'websites:favorite': { accountId: ACCOUNT, websiteId: '12', favorite: true },
  'websites:remove': { accountId: ACCOUNT, websiteId: '12' },
  'sync:status': { accountId: ACCOUNT },
  'sync:syncNow': { accountId: ACCOUNT },
  'sync:refresh': { accountId: ACCOUNT },
  'sync:conflicts': { accountId: ACCOUNT },
  'sync:resolveConflict': { accountId: ACCOUNT, editId: '7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12', choice: 'mine' },
  'sync:retryEdit': {
    accountId: ACCOUNT,
    editId: '7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12',
    change: { emailReports: true },
  },
  'settings:get': {},
  'settings:update': { theme: 'dark' },
  'app:version': {},
  'app:openExternal': { url: 'https://example.org' },
  'app:takeNavigation': {},
  'app:hideWindow': {},
  'app:setUnsavedForm': {
    unsaved: {
      subject: 'example.org',
      draft: {
        form: 'website',
        accountId: ACCOUNT,
        websiteId: '12',
        values: { excludeIps: '203.0.113.7' },
        shown: { excludeIps: '' },
      },
    },
  },
  'app:takeDraft': {},
  'app:restartToUpdate': {},
  'app:platform': {},
  'app:showLogFile': {},
  'websites:listWindow': { accountId: ACCOUNT, search: 'shop', order: 'newest', offset: 100, limit: 100 },
  'stats:overview': { accountId: ACCOUNT },
  'stats:series': { accountId: ACCOUNT, websiteId: '12' },
  'stats:setAlerts': { accountId: ACCOUNT, websiteId: '12', on: false },
  'stats:plan': { accountId: ACCOUNT },
  'stats:openOverview': { period: '30d' },
  'stats:overviewState': {},
  'stats:onScreen': { view: 'overview', shown: true },
  'bulk:preview': {
    accountId: ACCOUNT,
    selection: { kind: 'query', search: 'shop', except: ['12'] },
    action: { kind: 'lines', field: 'excludeIps', add: ['203.0.113.7'], remove: [] },
  },
  'bulk:apply': {
    accountId: ACCOUNT,
    previewId: '7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12',
    replaceUnknown: false,
    myIp: '203.0.113.7',
  },
  'bulk:batches': { accountId: ACCOUNT },
  'bulk:batch': { accountId: ACCOUNT, batchId: '7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12' },
  'bulk:cancel': { accountId: ACCOUNT, batchId: '7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12' },
  'bulk:undo': { accountId: ACCOUNT, batchId: '7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12' },
  'bulk:dismiss': { accountId: ACCOUNT, batchId: '7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12' },
  'bulk:lookupMyIp': {},
  'switcher:catalogue': {},
  'switcher:opened': { accountId: ACCOUNT, websiteId: '12' },
  'insights:breakdown': { accountId: ACCOUNT, websiteId: '12', name: 'page', period: '7d' },
  'insights:thisHour': { accountId: ACCOUNT, websiteId: '12' },
  'insights:export': {
    accountId: ACCOUNT,
    websiteId: '12',
    name: 'page',
    period: '30d',
    exportId: '7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12',
  },
  'insights:cancelExport': { exportId: '7d1c6f7e-1f40-4f0b-8a55-3c2b6e9d0f12' },
  'tracking:copyCode': { accountId: ACCOUNT, respectDnt: true },
  'tracking:check': { accountId: ACCOUNT, websiteId: '12' },
  'tracking:lastCheck': { accountId: ACCOUNT, websiteId: '12' },
  'statistics:summary': { accountId: ACCOUNT, websiteId: '12', period: { preset: '30d' }, comparison: 'previous' },
  'statistics:list': {
    accountId: ACCOUNT,
    websiteId: '12',
    list: 'referrer',
    period: { from: '2026-01-01', to: '2026-01-31' },
    comparison: 'yearBefore',
    search: 'news',
    page: 2,
  },
  'statistics:goals': { accountId: ACCOUNT, websiteId: '12', period: { preset: 'today' }, comparison: 'none' },
  'statistics:setGoals': { accountId: ACCOUNT, websiteId: '12', events: ['signup'] },
  'statistics:openOnWeb': { accountId: ACCOUNT, websiteId: '12', page: 'realtime' },
  'statistics:copyPublicLink': { accountId: ACCOUNT, websiteId: '12' },
  'statistics:digest': { cadence: 'weekly' },
}

const received: Array<{ channel: Channel; request: unknown }> = []
const ipcMain = new FakeIpcMain()
let dispose: () => void

/** Every implementation records what reached it; nothing else happens. */
const groups = groupsOf((channel) => (request: unknown) => {
  received.push({ channel, request })
  return null
})

const APP_FRAME = { url: 'app://sitetray/index.html', parent: null }
const sender = {}
const event = (frame: { url: string; parent: unknown } | null = APP_FRAME): IpcMainInvokeEvent =>
  ({ sender, senderFrame: frame }) as unknown as IpcMainInvokeEvent

beforeAll(() => {
  const registration = registerIpc({
    ipcMain,
    groups,
    isTrustedSender: (invokeEvent) =>
      invokeEvent.sender === sender &&
      invokeEvent.senderFrame?.parent === null &&
      invokeEvent.senderFrame.url.startsWith('app://sitetray/'),
  })
  dispose = () => registration.dispose()
})

afterAll(() => dispose())

const prototypeKeys = (): string[] => Object.getOwnPropertyNames(Object.prototype).sort()
const baseline = prototypeKeys()

function isValid(channel: Channel, payload: unknown): boolean {
  return (channels[channel].request as { safeParse(value: unknown): { success: boolean } }).safeParse(payload).success
}

/** A valid request changed in one place: a key added, removed or given a hostile value. */
function nearMiss(channel: Channel): fc.Arbitrary<unknown> {
  const valid = VALID[channel] as Record<string, unknown>
  const keys = Object.keys(valid)
  const hostile = fc.oneof(
    fc.anything(),
    fc.string({ minLength: 3_000, maxLength: 3_000 }),
    fc.constant({ __proto__: { polluted: true } }),
    fc.constant(JSON.parse('{"__proto__": {"polluted": true}}')),
    fc.constant(Object.create(null)),
    fc.constant(new Date(0)),
    fc.constant([1, 2, 3]),
    fc.constant(Number.NaN),
  )
  return fc.oneof(
    fc
      .record({
        key: fc.oneof(fc.constantFrom('__proto__', 'constructor', 'prototype', 'apiKey', 'extra'), fc.string()),
        value: hostile,
      })
      .map(({ key, value }) => {
        const copy: Record<string, unknown> = { ...valid }
        Object.defineProperty(copy, key, { value, enumerable: true, configurable: true, writable: true })
        return copy
      }),
    ...(keys.length > 0
      ? [
          fc.constantFrom(...keys).map((key) => {
            const { [key]: _dropped, ...rest } = valid
            return rest
          }),
          fc
            .record({ key: fc.constantFrom(...keys), value: hostile })
            .map(({ key, value }) => ({ ...valid, [key]: value })),
        ]
      : []),
    hostile,
  )
}

describe('IPC fuzz: every channel', () => {
  it.each(CHANNELS)('%s refuses what its schema refuses, before the handler, without crashing', async (channel) => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(fc.anything({ withNullPrototype: true, withObjectString: true }), nearMiss(channel)),
        async (payload) => {
          received.length = 0
          const result = await ipcMain.invoke(channel, event(), payload)
          if (isValid(channel, payload)) {
            expect(result.ok).toBe(true)
            expect(received).toHaveLength(1)
            return
          }
          expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_request' } })
          expect(received).toHaveLength(0)
          // The refusal says where, never echoes what was sent.
          expect(JSON.stringify(result)).not.toContain('polluted')
          expect(prototypeKeys()).toEqual(baseline)
          expect(({} as Record<string, unknown>).polluted).toBeUndefined()
        },
      ),
      { numRuns: 150 },
    )
  })

  it('a handler only ever sees the parsed request: unknown keys never reach it', async () => {
    received.length = 0
    const result = await ipcMain.invoke('websites:update', event(), {
      ...VALID['websites:update'],
      patch: { emailReports: true, domain: 'other.example' },
    })
    expect(result).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request', fieldErrors: { patch: ['Unknown fields.'] } },
    })
    expect(received).toEqual([])
    await ipcMain.invoke('websites:update', event(), VALID['websites:update'])
    expect(received).toEqual([{ channel: 'websites:update', request: VALID['websites:update'] }])
  })

  it('a request larger than any the window makes is refused unparsed, as is one that cannot be written out', async () => {
    received.length = 0
    const huge = {
      ...VALID['websites:update'],
      patch: { excludeIps: Array.from({ length: 40_000 }, () => '203.0.113.255') },
    }
    expect(await ipcMain.invoke('websites:update', event(), huge)).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request', fieldErrors: { request: ['At most 512 KB.'] } },
    })
    const cyclic: Record<string, unknown> = { accountId: ACCOUNT }
    cyclic.self = cyclic
    expect(await ipcMain.invoke('accounts:remove', event(), cyclic)).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request' },
    })
    expect(received).toEqual([])
  })

  it('exactly one argument: none, or a second one, is refused', async () => {
    received.length = 0
    expect(await ipcMain.invoke('accounts:list', event())).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request' },
    })
    expect(await ipcMain.invoke('accounts:list', event(), {}, { extra: true })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request' },
    })
    expect(received).toEqual([])
  })
})

describe('IPC senders', () => {
  it.each([
    ['a subframe of the app', { url: 'app://sitetray/index.html', parent: APP_FRAME }],
    ['a foreign page', { url: 'https://evil.example/', parent: null }],
    ['a file: page', { url: 'file:///etc/passwd', parent: null }],
    ['a frame that is gone', null],
  ])('refuses %s on every channel, before parsing', async (_name, frame) => {
    received.length = 0
    for (const channel of CHANNELS) {
      expect(await ipcMain.invoke(channel, event(frame), VALID[channel])).toMatchObject({
        ok: false,
        error: { kind: 'forbidden' },
      })
    }
    expect(received).toEqual([])
  })

  it("accepts the app's own top frame", async () => {
    received.length = 0
    expect(await ipcMain.invoke('app:version', event(), {})).toEqual({ ok: true, data: null })
    expect(received).toHaveLength(1)
  })
})

describe('registration', () => {
  it("registers exactly the contract's channels and removes them all when disposed", () => {
    const own = new FakeIpcMain()
    const registration = registerIpc({ ipcMain: own, groups, isTrustedSender: () => true })
    expect([...own.listeners.keys()].sort()).toEqual([...CHANNELS].sort())
    registration.dispose()
    expect(own.listeners.size).toBe(0)
  })
})
