/**
 * What keeps the window to SiteTray's own page: web preferences that sandbox and isolate it, no
 * navigation, frames, webviews or pop-ups, and every permission refused. A pop-up's link goes to
 * the opener it is given, which lets through only what external-links.ts allows.
 */
import type { Session, WebContents, WebPreferences } from 'electron'

/** Permissions the window may use: none. Every request and every check is refused. */
const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set<string>()

export function hardenedWebPreferences(preloadPath: string): WebPreferences {
  return {
    preload: preloadPath,
    sandbox: true,
    contextIsolation: true,
    nodeIntegration: false,
    nodeIntegrationInSubFrames: false,
    nodeIntegrationInWorker: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  }
}

/**
 * Navigation, frames, webviews and pop-ups: the window only ever shows the app's own page. A
 * pop-up is always denied; its link is handed to `openLink`, which decides whether it opens.
 */
export function hardenWebContents(contents: WebContents, openLink: (url: string) => void): void {
  // The app is one page with in-page routes: any real navigation is someone else's doing.
  contents.on('will-navigate', (event) => event.preventDefault())
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    openLink(url)
    return { action: 'deny' }
  })
}

export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(ALLOWED_PERMISSIONS.has(permission)),
  )
  session.setPermissionCheckHandler((_contents, permission) => ALLOWED_PERMISSIONS.has(permission))
}
