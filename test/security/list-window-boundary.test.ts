/**
 * The window's list request at the IPC boundary (websites:listWindow, through the real
 * registration): a window of at most 200 rows from a whole-number offset, in a known order, about
 * a website id of the right shape, and nothing else — refused with the field named before the
 * services see it; a request that passes reaches them as parsed.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { afterAll, describe, expect, it } from 'vitest'
import { registerIpc } from '../../src/main/ipc/register'
import type { IpcResult } from '../../src/shared/ipc-contract'
import { groupsOf } from '../support/ipc'

type Listener = (event: IpcMainInvokeEvent, request: unknown) => Promise<IpcResult<unknown>>

const listeners = new Map<string, Listener>()
const ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'> = {
  handle: (channel, listener) => void listeners.set(channel, listener as Listener),
  removeHandler: (channel) => void listeners.delete(channel),
}
const received: unknown[] = []
const registration = registerIpc({
  ipcMain,
  groups: groupsOf((channel) => (request: unknown) => {
    if (channel === 'websites:listWindow') received.push(request)
    return null
  }),
  isTrustedSender: () => true,
})
afterAll(() => registration.dispose())

const ACCOUNT = '0b6a4b8e-3f0c-4b5e-9a57-0e9d3f7e2a11'
const VALID = { accountId: ACCOUNT, offset: 0, limit: 100 }

function ask(request: unknown): Promise<IpcResult<unknown>> {
  return listeners.get('websites:listWindow')!({} as IpcMainInvokeEvent, request)
}

describe('websites:listWindow at the IPC boundary', () => {
  it('passes a window request on as it was sent', async () => {
    received.length = 0
    const full = {
      ...VALID,
      search: 'münchen',
      favorite: true,
      order: 'recently-edited',
      offset: 99_900,
      limit: 200,
      anchorId: 'local-0b6a4b8e-3f0c-4b5e-9a57-0e9d3f7e2a11',
    }
    expect(await ask(full)).toEqual({ ok: true, data: null })
    expect(await ask(VALID)).toEqual({ ok: true, data: null })
    expect(received).toEqual([full, VALID])
  })

  it.each([
    ['more rows than a window holds', { ...VALID, limit: 201 }, 'limit'],
    ['no rows at all', { ...VALID, limit: 0 }, 'limit'],
    ['a negative offset', { ...VALID, offset: -1 }, 'offset'],
    ['an offset that is not a whole number', { ...VALID, offset: 1.5 }, 'offset'],
    ['an offset past any account', { ...VALID, offset: 10_000_001 }, 'offset'],
    ['an order nobody offers', { ...VALID, order: 'random' }, 'order'],
    ['an anchor that is no website id', { ...VALID, anchorId: '../../etc' }, 'anchorId'],
    ['a search longer than a domain', { ...VALID, search: 'x'.repeat(256) }, 'search'],
    ['a favorite filter that is not on or off', { ...VALID, favorite: 'yes' }, 'favorite'],
    ['an account that is no account id', { ...VALID, accountId: 'work' }, 'accountId'],
  ])('refuses %s before the services see it', async (_what, request, field) => {
    received.length = 0
    const result = await ask(request)
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid_request' } })
    expect(Object.keys((result as { error: { fieldErrors: object } }).error.fieldErrors)).toContain(field)
    expect(received).toEqual([])
  })

  it('refuses what a page of the old query had (page, perPage) and anything else it does not know', async () => {
    received.length = 0
    for (const extra of [{ page: 2 }, { perPage: 100 }, { sortBy: 'domain' }])
      expect(await ask({ ...VALID, ...extra })).toMatchObject({ ok: false, error: { kind: 'invalid_request' } })
    expect(await ask({ accountId: ACCOUNT, offset: 0 })).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request' },
    })
    expect(received).toEqual([])
  })
})
