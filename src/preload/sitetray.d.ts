// `window.sitetray` as the renderer sees it: built by the preload from the IPC contract.
import type { SiteTrayBridge } from '../shared/ipc-interfaces'

declare global {
  interface Window {
    readonly sitetray: SiteTrayBridge
  }
}

export type { SiteTrayBridge }
