// The bridge the preload exposes as `window.sitetray`, typed for the renderer and the preload.
// Named, narrow functions and values only: never ipcRenderer, process, or anything generic.

export interface SiteTrayBridge {
  /** SiteTray's version, as Electron's app.getVersion() reports it. */
  readonly appVersion: string
}

declare global {
  interface Window {
    readonly sitetray: SiteTrayBridge
  }
}
