/**
 * The main side of the IPC contract (docs/architecture.md, "IPC"): every
 * channel answered by its group's method — `websites:update` by
 * `groups.websites.update(request)` — with nothing in between to adapt. Each
 * message is checked for its sender and parsed with the channel's strict
 * schema before the method sees it, and every answer is wrapped as
 * `{ ok: true, data } | { ok: false, error }` — an error with a kind and a
 * message for the user, never a stack, a cause or a key.
 */
import type { IpcMain, IpcMainInvokeEvent } from 'electron'
import type { z } from 'zod'
import {
  channels,
  eventChannel,
  type Channel,
  type EventName,
  type Events,
  type IpcError,
  type IpcResult,
} from '../../shared/ipc-contract'
import type { ChannelGroups } from '../../shared/ipc-interfaces'
import type { FieldErrors } from '../../shared/validation'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'
import { t } from '../../shared/i18n'
import { KeychainError } from '../accounts'
import { ApiError } from '../api'
import { createLogger } from '../base'

const log = createLogger('ipc')

export type SenderCheck = (event: IpcMainInvokeEvent) => boolean

/** What main tells the window when something it did not expect went wrong; the details go to the log only. */
export const internalErrorMessage = (): string => t('system.request.unexpected')

/**
 * Only SiteTray's own errors are shown as they are: their messages were
 * written for the user and hold no key (api/errors.ts, accounts/secret-store.ts).
 * Anything else becomes a generic message; its details go to the log.
 */
export function toIpcError(error: unknown): IpcError {
  if (error instanceof KeychainError) return { kind: 'keychain', message: error.message }
  if (error instanceof ApiError) {
    const result: IpcError = { kind: error.kind, message: error.message }
    if (error.fieldErrors) result.fieldErrors = copyFieldErrors(error.fieldErrors)
    return result
  }
  return { kind: 'internal', message: internalErrorMessage() }
}

function copyFieldErrors(fieldErrors: FieldErrors): FieldErrors {
  const copy: FieldErrors = {}
  for (const [field, messages] of Object.entries(fieldErrors))
    if (Array.isArray(messages)) copy[field] = messages.filter((message) => typeof message === 'string')
  return copy
}

/** A request that does not match its schema: the field errors name where, never what was sent. */
export function validationError(issues: readonly z.core.$ZodIssue[]): IpcError {
  const fieldErrors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : 'request'
    ;(fieldErrors[field] ??= []).push(
      t(issue.code === 'unrecognized_keys' ? 'system.request.unknownFields' : 'system.request.notAccepted'),
    )
  }
  return { kind: 'invalid_request', message: t('system.request.refused'), fieldErrors }
}

/**
 * Logs a failure the user cannot act on by its name and where it happened.
 * Not its message: an error SiteTray did not write itself could quote a
 * request, and with it a key.
 */
function logUnexpected(channel: Channel, error: unknown): void {
  if (error instanceof ApiError || error instanceof KeychainError) return
  const where =
    error instanceof Error
      ? (error.stack
          ?.split('\n')
          .find((line) => line.trim().startsWith('at '))
          ?.trim() ?? '')
      : ''
  log.error(`${channel} failed: ${error instanceof Error ? error.name : typeof error} ${where}`)
}

/** No request the window makes comes near this; one that does is not worth parsing. */
export const MAX_REQUEST_CHARS = 512 * 1024

function withinSize(request: unknown): boolean {
  try {
    return (JSON.stringify(request) ?? '').length <= MAX_REQUEST_CHARS
  } catch {
    // Cycles and the like: nothing the contract describes.
    return false
  }
}

function refused(reason: string): IpcError {
  return { kind: 'invalid_request', message: t('system.request.refused'), fieldErrors: { request: [reason] } }
}

export interface RegisterIpcOptions {
  ipcMain: Pick<IpcMain, 'handle' | 'removeHandler'>
  /** Exactly one method per channel: a missing or unknown one fails to compile. */
  groups: ChannelGroups
  isTrustedSender: SenderCheck
}

/** The method that answers a channel: `websites:update` → `groups.websites.update`. */
function implementationOf(groups: ChannelGroups, channel: Channel): (request: unknown) => unknown {
  const [group, method] = channel.split(':') as [keyof ChannelGroups, string]
  const implementation = (groups[group] as Record<string, unknown>)[method]
  if (typeof implementation !== 'function') throw new TypeError(`Nothing implements the channel ${channel}`)
  return implementation as (request: unknown) => unknown
}

/** Registers every channel; the returned disposer removes them all (for a restart of the shell, and for tests). */
export function registerIpc({ ipcMain, groups, isTrustedSender }: RegisterIpcOptions): IDisposable {
  const names = Object.keys(channels) as Channel[]
  for (const channel of names) {
    const schema = channels[channel].request as z.ZodType
    const handler = implementationOf(groups, channel)
    ipcMain.handle(channel, async (event: IpcMainInvokeEvent, ...args: unknown[]): Promise<IpcResult<unknown>> => {
      if (!isTrustedSender(event)) {
        log.warn(`refused ${channel} from a sender that is not the SiteTray window`)
        return { ok: false, error: { kind: 'forbidden', message: t('system.request.foreignSender') } }
      }
      if (args.length !== 1) return { ok: false, error: refused('Exactly one request object.') }
      if (!withinSize(args[0])) return { ok: false, error: refused(`At most ${MAX_REQUEST_CHARS / 1024} KB.`) }
      const parsed = schema.safeParse(args[0])
      if (!parsed.success) return { ok: false, error: validationError(parsed.error.issues) }
      try {
        const data = await handler(parsed.data)
        return { ok: true, data: data ?? null }
      } catch (error) {
        logUnexpected(channel, error)
        return { ok: false, error: toIpcError(error) }
      }
    })
  }
  return toDisposable(() => {
    for (const channel of names) ipcMain.removeHandler(channel)
  })
}

/** Something that can receive events: a window's webContents. */
export interface EventTarget {
  isDestroyed(): boolean
  send(channel: string, payload: unknown): void
}

/** Sends an event to a window that still exists; a closed window is not an error. */
export function sendEvent<E extends EventName>(
  target: EventTarget | null | undefined,
  event: E,
  payload: Events[E],
): void {
  if (!target || target.isDestroyed()) return
  target.send(eventChannel(event), payload)
}
