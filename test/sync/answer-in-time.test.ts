/**
 * A save never hangs: whatever the server does — hang, stall in the middle of a body, answer
 * slowly, ask to wait — the caller hears within 2 s. What the server has not confirmed by then
 * is "saved on this computer — sending…", and the edit's end comes later as 'edit-settled':
 * sent, a conflict, or refused with the service's field errors, the user's values kept.
 *
 * The engine's clock is fake, the server real (the sandbox over loopback): each test lets 2 s
 * pass while the server has not answered, so the order of events is the claim.
 */
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { ApiError, DEFAULT_TIMEOUT_MS, type WebsitesClient } from '../../src/main/api'
import { Emitter } from '../../src/shared/base/event'
import type { EditSettled } from '../../src/shared/ipc-contract'
import type { RecordedRequest } from '../../src/main/sandbox'
import type { ServicesEvent } from '../../src/main/services'
import { accountOnSandbox, type AccountSetup, type AccountSetupOptions } from '../support/account'
import { engineOver } from '../support/engine'
import { whenEvent } from '../support/events'
import { gate } from '../support/gate'
import { holdingProxy, type HoldingProxy } from '../support/holding-proxy'
import { whenServices } from '../support/services'
import { watchSettled } from '../support/settled'
import { plainWebsite } from '../support/websites'

const WEBSITE = '/api/v1/websites/4'
const SENDING = 'Saved on this computer — sending…'
const REFUSAL = { message: { exclude_ips: ['The exclude ips field must hold IP addresses.'] }, status: 422 }

function settledIn(events: readonly ServicesEvent[]): EditSettled[] {
  return events.flatMap((event) => (event.type === 'edit-settled' ? [event.payload] : []))
}

interface Setup extends AccountSetup {
  /** Resolves once the sandbox has received a request with this method and path. */
  whenServerGets(method: string, path: string): Promise<void>
  proxy: HoldingProxy | null
}

async function account(options: AccountSetupOptions & { proxied?: boolean } = {}): Promise<Setup> {
  const received = new Emitter<void>()
  const seen: RecordedRequest[] = []
  let proxy: HoldingProxy | null = null
  const setup = await accountOnSandbox({
    ...options,
    // The client's own timeout as SiteTray ships it: generous, whatever the caller is answered.
    services: { timeoutMs: DEFAULT_TIMEOUT_MS, ...options.services },
    sandbox: {
      onRequest: (request) => {
        seen.push(request)
        received.fire()
      },
    },
    ...(options.proxied && { via: async (sandbox) => (proxy = await holdingProxy(sandbox.url)).url }),
  })
  seen.splice(0)
  return {
    ...setup,
    proxy,
    whenServerGets: (method, path) =>
      whenEvent(
        received.event,
        () => seen.some((request) => request.method === method && request.path === path),
        `the server receives ${method} ${path}`,
      ),
  }
}

/**
 * Lets 2 s of the engine's time pass: the server gets a fair chance first (no answer at 1.5 s),
 * and the caller has its answer by 2 s.
 */
async function twoSecondsPass<T>(saving: ReturnType<typeof watchSettled<T>>): Promise<T> {
  await vi.advanceTimersByTimeAsync(1_500)
  expect(saving.settled()).toBe(false)
  await vi.advanceTimersByTimeAsync(500)
  expect(saving.settled()).toBe(true)
  return saving.promise
}

function pastPatches(setup: Setup): RecordedRequest[] {
  return setup.requests.filter((request) => request.method === 'PATCH')
}

describe('a save against a server that does not answer in time', () => {
  beforeEach(() => {
    // The engine's and the client's timers on fake time; the sandbox and the sockets are real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it.each([
    ['hangs', 'hang'],
    ['stalls in the middle of its answer', 'stall-body'],
  ] as const)(
    'server %s: answered "sending…" after 2 s, the request goes on to the client\'s own timeout, and the edit is sent once the service answers again',
    async (_how, kind) => {
      const setup = await account()
      const { services, sandbox, accountId, events } = setup
      sandbox.injectFault({ fault: { kind }, method: 'GET', path: WEBSITE })
      const saving = watchSettled(services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } }))
      await setup.whenServerGets('GET', WEBSITE)

      const outcome = await twoSecondsPass(saving)
      expect(outcome).toEqual({
        status: 'queued',
        editId: expect.any(String),
        message: SENDING,
        website: expect.objectContaining({ id: '4', privacy: 0 }),
      })
      // The server has not answered: nothing is changed there, nothing more was sent.
      expect(setup.row(4)?.privacy).toBe(1)
      expect(pastPatches(setup)).toEqual([])
      expect(services.sync.status({ accountId }).pendingEdits).toBe(1)

      // Not abandoned at 2 s: the request waits for the client's own timeout (15 s).
      await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 2_001)
      expect(services.sync.status({ accountId }).connection).toBe('online')
      expect(settledIn(events)).toEqual([])
      await vi.advanceTimersByTimeAsync(1)
      await whenServices(
        services,
        () => services.sync.status({ accountId }).connection === 'offline',
        'the timeout says the service is out of reach',
      )
      // The next probe finds the service answering again, and the edit goes.
      await vi.advanceTimersByTimeAsync(50)
      await whenServices(services, () => settledIn(events).length > 0, 'the edit is settled')
      expect(settledIn(events)).toEqual([
        {
          accountId,
          editId: outcome.status === 'queued' ? outcome.editId : '',
          websiteId: '4',
          outcome: 'sent',
          message: null,
        },
      ])
      expect(setup.row(4)?.privacy).toBe(0)
    },
  )

  it('server slow to answer: answered "sending…" before the server has the edit; "sent" once it answers', async () => {
    const setup = await account({ proxied: true })
    const { services, accountId, events } = setup
    const held = setup.proxy!.hold('PATCH', WEBSITE)
    const saving = watchSettled(services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } }))
    await held.reached

    const outcome = await twoSecondsPass(saving)
    expect(outcome).toMatchObject({ status: 'queued', message: SENDING })
    expect(pastPatches(setup)).toEqual([])

    held.release()
    await whenServices(services, () => settledIn(events).length > 0, 'the edit is settled')
    expect(settledIn(events)).toEqual([
      { accountId, editId: (outcome as { editId: string }).editId, websiteId: '4', outcome: 'sent', message: null },
    ])
    expect(setup.row(4)?.privacy).toBe(0)
    expect(services.websites.get({ accountId, websiteId: '4' })).toMatchObject({ privacy: 0 })
    expect(services.sync.status({ accountId })).toMatchObject({ pendingEdits: 0, conflicts: 0 })
  })

  it('server asks to wait (429, Retry-After 8 s): answered "sending…" after 2 s, sent when the wait is over', async () => {
    const setup = await account()
    const { services, sandbox, accountId, events } = setup
    sandbox.injectFault({
      fault: { kind: 'status', status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '8' } },
      method: 'PATCH',
      path: WEBSITE,
    })
    const saving = watchSettled(services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } }))
    await setup.whenServerGets('PATCH', WEBSITE)

    expect(await twoSecondsPass(saving)).toMatchObject({ status: 'queued', message: SENDING })
    expect(setup.row(4)?.privacy).toBe(1)
    // However late the 429 reached the client, its 8 s are over now.
    await vi.advanceTimersByTimeAsync(8_000)
    await whenServices(services, () => settledIn(events).length > 0, 'the edit is settled')
    expect(settledIn(events)).toMatchObject([{ websiteId: '4', outcome: 'sent' }])
    expect(setup.row(4)?.privacy).toBe(0)
  })

  it('refused after the answer (422): kept in Conflicts with the user\'s values, and "refused" with the field errors', async () => {
    const setup = await account({ proxied: true })
    const { services, sandbox, accountId, events } = setup
    sandbox.injectFault({ fault: { kind: 'status', status: 422, body: REFUSAL }, method: 'PATCH', path: WEBSITE })
    const held = setup.proxy!.hold('PATCH', WEBSITE)
    const before = services.websites.get({ accountId, websiteId: '4' })
    const saving = watchSettled(
      services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0, excludeIps: ['192.0.2.44'] } }),
    )
    await held.reached
    const outcome = await twoSecondsPass(saving)
    expect(outcome).toMatchObject({ status: 'queued', message: SENDING })

    held.release()
    await whenServices(services, () => settledIn(events).length > 0, 'the edit is settled')
    expect(settledIn(events)).toEqual([
      {
        accountId,
        editId: (outcome as { editId: string }).editId,
        websiteId: '4',
        outcome: 'refused',
        message: 'The exclude ips field must hold IP addresses.',
        fieldErrors: { excludeIps: ['The exclude ips field must hold IP addresses.'] },
      },
    ])
    // The user's values wait in Conflicts ("Edit again"); the list shows what the server holds.
    const [kept] = services.sync.conflicts({ accountId })
    expect(kept).toMatchObject({
      id: (outcome as { editId: string }).editId,
      patch: { privacy: 0, excludeIps: ['192.0.2.44'] },
      conflict: { kind: 'rejected' },
    })
    expect(events).toContainEqual({ type: 'conflict', payload: { accountId, edit: kept } })
    expect(services.websites.get({ accountId, websiteId: '4' })).toMatchObject({
      privacy: before?.privacy,
      excludeIps: before?.excludeIps,
    })
    expect(setup.row(4)?.privacy).toBe(1)
  })

  it('another device changed the same field meanwhile: "conflict", and their value is not overwritten', async () => {
    const setup = await account({ proxied: true })
    const { services, sandbox, accountId, events } = setup
    const held = setup.proxy!.hold('GET', WEBSITE)
    const saving = watchSettled(services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } }))
    await held.reached
    expect(await twoSecondsPass(saving)).toMatchObject({ status: 'queued', message: SENDING })

    sandbox.control.update('B', 4, { privacy: 2, password: 'theirs-1234' })
    held.release()
    await whenServices(services, () => settledIn(events).length > 0, 'the edit is settled')
    expect(settledIn(events)).toEqual([
      {
        accountId,
        editId: expect.any(String),
        websiteId: '4',
        outcome: 'conflict',
        message: expect.stringMatching(/changed on the server/),
      },
    ])
    expect(setup.row(4)).toMatchObject({ privacy: 2, password: 'theirs-1234' })
    expect(services.sync.conflicts({ accountId })).toMatchObject([
      { conflict: { kind: 'changed', fields: [{ field: 'privacy', mine: 0, theirs: 2 }] } },
    ])
  })

  it('a new website, slow to be made: "sending…" with the provisional website, then "sent" under the server\'s id, which "Recently edited" takes', async () => {
    const setup = await account({ proxied: true })
    const { services, accountId, events } = setup
    const held = setup.proxy!.hold('POST', '/api/v1/websites')
    const saving = watchSettled(services.websites.create({ accountId, input: { domain: 'slow.example' } }))
    await held.reached
    const outcome = await twoSecondsPass(saving)
    expect(outcome).toMatchObject({
      status: 'queued',
      message: SENDING,
      website: { id: expect.stringMatching(/^local-/), domain: 'slow.example' },
    })

    held.release()
    await whenServices(services, () => settledIn(events).length > 0, 'the create is settled')
    const made = setup.sandbox.control.list('B').find((row) => row.host === 'slow.example')
    expect(settledIn(events)).toMatchObject([{ outcome: 'sent', websiteId: String(made?.id) }])
    // The tray's "Recently edited" finds it under its server id.
    expect(services.websites.recent(accountId)).toEqual([String(made?.id)])
  })

  it('a correction of a refused edit, refused again after the answer: back in Conflicts under its id, and "refused"', async () => {
    const setup = await account({ proxied: true })
    const { services, sandbox, accountId, events } = setup
    sandbox.injectFault({
      fault: { kind: 'status', status: 422, body: REFUSAL },
      method: 'PATCH',
      path: WEBSITE,
      times: 3,
    })
    await expect(
      services.websites.update({ accountId, websiteId: '4', patch: { excludeIps: ['192.0.2.44'] } }),
    ).rejects.toMatchObject({ kind: 'validation' })
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { excludeIps: ['192.0.2.45'] } })
    services.sync.setNetworkAvailable(true)
    // The probe that finds the service again goes at once (on the fake clock).
    await vi.advanceTimersByTimeAsync(0)
    await whenServices(services, () => settledIn(events).length === 1, 'the replayed edit is refused')
    const [refused] = services.sync.conflicts({ accountId })
    events.splice(0)

    const held = setup.proxy!.hold('PATCH', WEBSITE)
    const saving = watchSettled(
      services.sync.retryEdit({ accountId, editId: refused!.id, change: { excludeIps: ['192.0.2.46'] } }),
    )
    await held.reached
    expect(await twoSecondsPass(saving)).toMatchObject({ status: 'queued', editId: refused!.id, message: SENDING })
    held.release()
    await whenServices(services, () => settledIn(events).length > 0, 'the correction is settled')
    expect(settledIn(events)).toMatchObject([
      { editId: refused!.id, outcome: 'refused', fieldErrors: { excludeIps: [expect.any(String)] } },
    ])
    expect(services.sync.conflicts({ accountId })).toMatchObject([
      { id: refused!.id, patch: { excludeIps: ['192.0.2.46'] }, conflict: { kind: 'rejected' } },
    ])
  })
})

describe('a refusal that comes just before the answer is due', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('goes to the caller even when taking the edit off the disk outlasts the 2 s: no "sending…" for an edit already refused', async () => {
    const refusal = new ApiError({
      kind: 'validation',
      status: 422,
      fieldErrors: { excludeIps: ['Not an address the service accepts.'] },
      message: 'Not an address the service accepts.',
    })
    const client: WebsitesClient = {
      variant: 'B',
      list: async () => ({ items: [plainWebsite('4')], page: 1, lastPage: 1, perPage: 100, total: 1 }),
      get: async (id) => plainWebsite(id),
      create: async () => Promise.reject(new Error('not in this test')),
      update: async () => Promise.reject(refusal),
      remove: async () => undefined,
    }
    // Taking the refused edit off the disk is slow, as a disk a scanner holds would be.
    const removal = gate()
    const sync = await engineOver(client, {
      outbox: (file) => ({
        accountId: file.accountId,
        onDidChange: file.onDidChange,
        entries: () => file.entries(),
        append: (entry) => file.append(entry),
        removeQuietly: (id) => file.removeQuietly(id),
        replace: (entry) => file.replace(entry),
        rewrite: (change) => file.rewrite(change),
        remove: async (id) => {
          await removal.wait()
          return file.remove(id)
        },
      }),
    })
    onTestFinished(() => removal.open())
    const settled: unknown[] = []
    sync.onEvent((event) => event.type === 'edit-settled' && settled.push(event.payload))
    await sync.sweeper.sweep()

    const saving = watchSettled(sync.editor.update({ websiteId: '4', patch: { excludeIps: ['192.0.2.1'] } }))
    await removal.reached
    await vi.advanceTimersByTimeAsync(2_000)
    removal.open()
    await expect(saving.promise).rejects.toBe(refusal)
    expect(sync.editor.get('4')).toMatchObject({ excludeIps: [] })
    expect(settled).toEqual([])
  })
})
