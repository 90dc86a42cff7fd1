// The contract's channel and event names, written into the preload at build time (electron.vite.config.ts,
// `preloadNames`): the preload must not bundle zod, so it cannot import the contract's values.
import type { Channel, EventName } from '../shared/ipc-contract'

declare global {
  const __SITETRAY_CHANNELS__: readonly Channel[]
  const __SITETRAY_EVENTS__: readonly EventName[]
}
