/**
 * Preload (sandboxed): exposes `window.sitetray`, one named function per IPC
 * channel and `on` for events. No ipcRenderer, no generic
 * invoke, no process: the window can ask for exactly what the contract lists.
 *
 * Only types come from the contract, so that zod is not bundled here; the
 * names are the contract's own, written in at build time (electron.vite.config.ts).
 */
import { contextBridge, ipcRenderer, type IpcRendererEvent } from 'electron'
import type { EventName, Events } from '../shared/ipc-contract'
import type { SiteTrayBridge } from '../shared/ipc-interfaces'
import { eventChannel } from '../shared/event-channel'

function buildBridge(): SiteTrayBridge {
  const groups: Record<string, Record<string, (request?: unknown) => Promise<unknown>>> = {}
  for (const channel of __SITETRAY_CHANNELS__) {
    const [group, method] = channel.split(':') as [string, string]
    // Exactly one argument crosses, so that main's schema sees the whole request.
    ;(groups[group] ??= {})[method] = (request?: unknown) => ipcRenderer.invoke(channel, request ?? {})
  }
  const knownEvents: ReadonlySet<string> = new Set(__SITETRAY_EVENTS__)
  return {
    ...groups,
    on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void {
      if (!knownEvents.has(event)) throw new TypeError(`SiteTray has no event called ${String(event)}.`)
      if (typeof listener !== 'function') throw new TypeError('The listener must be a function.')
      const channel = eventChannel(event)
      // The IPC event object (which holds ipcRenderer itself) never reaches the page: only the payload.
      const forward = (_event: IpcRendererEvent, payload: Events[E]): void => listener(payload)
      ipcRenderer.on(channel, forward)
      return () => {
        ipcRenderer.removeListener(channel, forward)
      }
    },
  } as unknown as SiteTrayBridge
}

contextBridge.exposeInMainWorld('sitetray', buildBridge())
