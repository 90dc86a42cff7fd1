/** Listens to a main-process event while the component is mounted. */
import { onBeforeUnmount } from 'vue'
import type { EventName, Events } from '../../../shared/ipc-contract'

export function useBridgeEvent<E extends EventName>(event: E, listener: (payload: Events[E]) => void): void {
  const unsubscribe = window.sitetray.on(event, listener)
  onBeforeUnmount(unsubscribe)
}
