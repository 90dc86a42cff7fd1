/**
 * Main's side of the window: the preload's `window.sitetray`, and main's events, each heard once for
 * the whole window (one subscription per event, ended with the app) and handed to the parts that
 * listen for as long as they live. Only the data layer (this folder) reaches the bridge.
 */
import { defineStore } from 'pinia'
import { computed, onScopeDispose, shallowReactive, type ComputedRef } from 'vue'
import { events, type EventName, type Events } from '../../../shared/ipc-events'
import type { SiteTrayBridge } from '../../../shared/ipc-interfaces'
import { t } from '../../../shared/i18n'

/** Read at each use (in the window it is `window.sitetray`), so that a test can put a fake in its place. */
export function bridge(): SiteTrayBridge {
  const found = (globalThis as { sitetray?: SiteTrayBridge }).sitetray
  if (!found) throw new Error(t('accounts.unreachable'))
  return found
}

type Listener = (payload: unknown) => void

const useEventHub = defineStore('main-events', () => {
  const listeners = new Map<EventName, Set<Listener>>()
  /** Each event's last payload: the state main last announced (the network, SiteTray's update). */
  const latest = shallowReactive(new Map<EventName, unknown>())
  // Without a bridge (a test that removed it) there is nothing to hear; asking main still answers a refusal.
  const hasBridge = typeof (globalThis as { sitetray?: Partial<SiteTrayBridge> }).sitetray?.on === 'function'
  for (const name of hasBridge ? (Object.keys(events) as EventName[]) : []) {
    const unsubscribe = bridge().on(name, (payload) => {
      latest.set(name, payload)
      for (const listener of [...(listeners.get(name) ?? [])]) listener(payload)
    })
    onScopeDispose(unsubscribe)
  }
  return { listeners, latest }
})

/** Hears one of main's events for as long as the calling scope (a component, a shared part) lives. */
export function onEvent<E extends EventName>(name: E, listener: (payload: Events[E]) => void): void {
  const { listeners } = useEventHub()
  const own = listener as Listener
  const set = listeners.get(name) ?? new Set<Listener>()
  listeners.set(name, set.add(own))
  onScopeDispose(() => set.delete(own))
}

/** The last payload of an event main sends when a state changes, or undefined before the first. */
export function lastEvent<E extends EventName>(name: E): ComputedRef<Events[E] | undefined> {
  const { latest } = useEventHub()
  return computed(() => latest.get(name) as Events[E] | undefined)
}
