/**
 * What keeps the window to SiteTray's own page: web preferences that sandbox and isolate it, no
 * navigation, frames, webviews or pop-ups, every permission refused, and only http(s) links handed
 * to the user's browser.
 */
import { shell } from 'electron'
import type { Session, WebContents, WebPreferences } from 'electron'

/** Permissions the window may use: none. Every request and every check is refused. */
const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set<string>()
/** The only schemes a link may be handed to the OS browser with. */
const EXTERNAL_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:'])

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
 * True for a well-formed absolute http(s) URL without credentials; anything else (javascript:, file:, junk) is refused.
 */
export function isSafeExternalUrl(raw: unknown): raw is string {
  if (typeof raw !== 'string') return false
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  return EXTERNAL_SCHEMES.has(url.protocol) && url.hostname !== '' && url.username === '' && url.password === ''
}

/** Navigation, frames, webviews and pop-ups: the window only ever shows the app's own page. */
export function hardenWebContents(contents: WebContents, openExternal: (url: string) => void): void {
  // The app is one page with in-page routes: any real navigation is someone else's doing.
  contents.on('will-navigate', (event) => event.preventDefault())
  contents.on('will-frame-navigate', (event) => {
    if (!event.isMainFrame) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => event.preventDefault())
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) openExternal(url)
    return { action: 'deny' }
  })
}

export function denyPermissions(session: Session): void {
  session.setPermissionRequestHandler((_contents, permission, callback) =>
    callback(ALLOWED_PERMISSIONS.has(permission)),
  )
  session.setPermissionCheckHandler((_contents, permission) => ALLOWED_PERMISSIONS.has(permission))
}

export function openExternalSafely(url: string): Promise<void> {
  if (!isSafeExternalUrl(url)) return Promise.reject(new TypeError('Only http and https links can be opened.'))
  return shell.openExternal(url)
}
