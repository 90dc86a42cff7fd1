/**
 * The window's only way to the main process: `sitetray`, the object the
 * preload exposes. Only stores import this module (views and composables ask
 * stores): every request crosses here, as a plain copy, and every event
 * subscription is tied to the store that made it.
 *
 * Refusals arrive as `{ ok: false, error }`; `invoke` also turns the
 * unexpected (a rejected invoke, a missing bridge) into such an answer, so
 * that no caller has to try/catch.
 */
import { getCurrentScope, onScopeDispose, toRaw } from 'vue'
import type { Channel, EventName, Events, RequestOf, ResponseOf, SiteTrayBridge } from '../../../shared/ipc-contract'
import { t } from '../../../shared/i18n'
import type { IpcResult } from './ipc-errors'

/** Read at each use (in the window it is `window.sitetray`), so that a test can put a fake in its place. */
function bridge(): SiteTrayBridge {
  const found = (globalThis as { sitetray?: SiteTrayBridge }).sitetray
  if (!found) throw new Error(t('accounts.unreachable'))
  return found
}

/**
 * A copy of a request with no Vue proxy anywhere in it. Electron's
 * contextBridge refuses a Proxy ("An object could not be cloned"), and a
 * reactive object nested in a plain one is still a Proxy, so the copy goes all
 * the way down through arrays and plain objects (what the contract's schemas
 * describe); anything else crosses as it is.
 */
export function plain<T>(value: T): T {
  const raw: unknown = toRaw(value)
  if (Array.isArray(raw)) return raw.map((item: unknown) => plain(item)) as T
  if (isPlainObject(raw)) return Object.fromEntries(Object.entries(raw).map(([key, item]) => [key, plain(item)])) as T
  return raw as T
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

type Invoker = (request: unknown) => Promise<IpcResult<unknown>>

/** Asks main on one of the contract's channels. */
export async function invoke<C extends Channel>(channel: C, request: RequestOf<C>): Promise<IpcResult<ResponseOf<C>>> {
  try {
    const [group, method] = channel.split(':') as [string, string]
    const call = (bridge() as unknown as Record<string, Record<string, Invoker>>)[group]?.[method]
    if (!call) throw new Error(`SiteTray's main process has no channel ${channel}.`)
    return (await call(plain(request))) as IpcResult<ResponseOf<C>>
  } catch (error) {
    return {
      ok: false,
      error: {
        kind: 'internal',
        message: error instanceof Error ? error.message : t('accounts.unreachable'),
      },
    }
  }
}

/**
 * Hears one of main's events for as long as the store (or other effect scope)
 * setting it up lives: the subscription ends when the scope is disposed —
 * with the app, for a store. Outside a scope nothing would ever end it, so
 * that is refused.
 */
export function listen<E extends EventName>(event: E, listener: (payload: Events[E]) => void): void {
  if (!getCurrentScope()) throw new Error(`listen('${event}') outside a store: nothing would end the subscription.`)
  const unsubscribe = bridge().on(event, listener)
  onScopeDispose(unsubscribe)
}
