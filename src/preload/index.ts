/**
 * Preload (sandboxed): exposes `window.sitetray`, one named function per IPC
 * channel and `on` for events (design.md §1, §7). No ipcRenderer, no generic
 * invoke, no process: the window can ask for exactly what the contract lists.
 *
 * Only types come from the contract, so that zod is not bundled here; the two
 * lists below are checked against it at compile time.
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { Channel, EventName, Events, SiteTrayBridge } from '../shared/ipc-contract'

const CHANNELS = [
  'accounts:list',
  'accounts:detect',
  'accounts:testConnection',
  'accounts:add',
  'accounts:setApiKey',
  'accounts:rename',
  'accounts:remove',
  'accounts:tryDemo',
  'websites:query',
  'websites:get',
  'websites:create',
  'websites:update',
  'websites:favorite',
  'websites:remove',
  'sync:status',
  'sync:syncNow',
  'sync:refresh',
  'sync:conflicts',
  'sync:resolveConflict',
  'settings:get',
  'settings:update',
  'app:version',
  'app:openExternal',
  'app:takeNavigation',
  'app:hideWindow',
] as const satisfies readonly Channel[]

const EVENTS = [
  'accounts-changed',
  'websites-changed',
  'sync-status',
  'connectivity',
  'outbox-counts',
  'conflict',
  'settings-changed',
  'navigate',
] as const satisfies readonly EventName[]

// A channel or event missing from the lists above fails to compile here.
type Missing = Exclude<Channel, (typeof CHANNELS)[number]> | Exclude<EventName, (typeof EVENTS)[number]>
const everythingListed: [Missing] extends [never] ? true : Missing = true

function buildBridge(): SiteTrayBridge {
  const groups: Record<string, Record<string, (request?: unknown) => Promise<unknown>>> = {}
  for (const channel of CHANNELS) {
    const [group, method] = channel.split(':') as [string, string]
    // Exactly one argument crosses, so that main's schema sees the whole request.
    ;(groups[group] ??= {})[method] = (request?: unknown) => ipcRenderer.invoke(channel, request ?? {})
  }
  const knownEvents: ReadonlySet<string> = new Set(EVENTS)
  return {
    ...groups,
    on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void {
      if (!knownEvents.has(event)) throw new TypeError(`SiteTray has no event called ${String(event)}.`)
      if (typeof listener !== 'function') throw new TypeError('The listener must be a function.')
      const channel = `event:${event}`
      // The IPC event object (which holds ipcRenderer itself) never reaches the page: only the payload.
      const forward = (_event: IpcRendererEvent, payload: Events[E]): void => listener(payload)
      ipcRenderer.on(channel, forward)
      return () => {
        ipcRenderer.removeListener(channel, forward)
      }
    },
  } as unknown as SiteTrayBridge
}

if (everythingListed) contextBridge.exposeInMainWorld('sitetray', buildBridge())
