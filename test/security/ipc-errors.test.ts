/** What an error may say when it crosses to the window: SiteTray's own messages, never a stack, a cause or a key. */
import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import { describe, expect, it, vi } from 'vitest'
import { KeychainError } from '../../src/main/accounts'
import { ApiError } from '../../src/main/api'
import { internalErrorMessage, registerIpc, toIpcError } from '../../src/main/ipc/register'
import { groupsOf } from '../support/ipc'

const SECRET = 'sk_live_0123456789abcdef'

describe('toIpcError', () => {
  it("keeps an ApiError's kind, message and field errors, and nothing else", () => {
    const error = new ApiError({
      kind: 'validation',
      status: 422,
      message: 'The domain has already been taken.',
      fieldErrors: { domain: ['The domain has already been taken.'] },
      retryAfterMs: 5,
    })
    expect(toIpcError(error)).toEqual({
      kind: 'validation',
      message: 'The domain has already been taken.',
      fieldErrors: { domain: ['The domain has already been taken.'] },
    })
  })

  it('says "keychain" for the keychain\'s own errors', () => {
    expect(toIpcError(new KeychainError('locked', 'save', 'the collection is locked', 'linux'))).toMatchObject({
      kind: 'keychain',
    })
  })

  it('turns anything else into a generic message: a stray error could hold a key', () => {
    const error = new Error(`request to https://x failed with Authorization: Bearer ${SECRET}`)
    const ipcError = toIpcError(error)
    expect(ipcError).toEqual({ kind: 'internal', message: internalErrorMessage() })
    expect(JSON.stringify(ipcError)).not.toContain(SECRET)
  })
})

describe('a handler that throws', () => {
  it('answers with the generic error and logs where it happened, never its message', async () => {
    const listeners = new Map<string, (event: IpcMainInvokeEvent, ...args: unknown[]) => Promise<unknown>>()
    const ipcMain = {
      handle: (channel: string, listener: (event: IpcMainInvokeEvent, ...args: unknown[]) => unknown) =>
        void listeners.set(channel, listener as never),
      removeHandler: (channel: string) => void listeners.delete(channel),
    } satisfies Pick<IpcMain, 'handle' | 'removeHandler'>
    const failing = Object.assign(new Error(`boom with ${SECRET}`), {
      cause: { headers: { authorization: `Bearer ${SECRET}` } },
    })
    const groups = groupsOf(() => () => {
      throw failing
    })
    registerIpc({ ipcMain, groups, isTrustedSender: () => true })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const answer = await listeners.get('accounts:list')!({} as IpcMainInvokeEvent, {})
    expect(answer).toEqual({ ok: false, error: { kind: 'internal', message: internalErrorMessage() } })
    expect(JSON.stringify(answer)).not.toContain(SECRET)
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('[ipc] accounts:list failed: Error at '))
    expect(JSON.stringify(logged.mock.calls)).not.toContain(SECRET)
    logged.mockRestore()
  })
})
