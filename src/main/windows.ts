// Window creation and hardening (design.md §7). One of the few modules allowed to import electron.
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { app, BrowserWindow, shell } from 'electron'
import type { Session, WebContents, WebPreferences } from 'electron'

/** Permissions the renderer may use. Empty for now: every request and check is refused. */
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
    spellcheck: false,
    // Hands the app version to the sandboxed preload, which cannot ask `app` itself.
    additionalArguments: [`--sitetray-app-version=${app.getVersion()}`],
  }
}

/** True for a well-formed absolute http(s) URL; anything else (javascript:, file:, junk) is refused. */
export function isSafeExternalUrl(raw: string): boolean {
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    return false
  }
  return EXTERNAL_SCHEMES.has(url.protocol) && url.hostname !== '' && url.username === '' && url.password === ''
}

/**
 * Whether `target` is the app's own page: the same origin as the dev server, or — for the built
 * app, loaded from file: — exactly the same file.
 */
export function isAppUrl(target: string, appUrl: string): boolean {
  let to: URL
  let own: URL
  try {
    to = new URL(target)
    own = new URL(appUrl)
  } catch {
    return false
  }
  if (own.protocol === 'file:') return to.protocol === 'file:' && to.pathname === own.pathname
  return to.origin === own.origin
}

/** URL the renderer is loaded from: the electron-vite dev server in development, else the built page. */
export function rendererUrl(): string {
  const devUrl = process.env.ELECTRON_RENDERER_URL
  if (!app.isPackaged && devUrl && /^https?:\/\//.test(devUrl)) return devUrl
  return pathToFileURL(join(__dirname, '../renderer/index.html')).href
}

/** Navigation and pop-up policy for one web contents. */
export function hardenWebContents(contents: WebContents, appUrl: string): void {
  contents.on('will-navigate', (event) => {
    if (!isAppUrl(event.url, appUrl)) event.preventDefault()
  })
  contents.on('will-attach-webview', (event) => {
    event.preventDefault()
  })
  contents.setWindowOpenHandler(({ url }) => {
    if (isSafeExternalUrl(url)) {
      shell.openExternal(url).catch(() => {
        // The OS could not open it (no browser registered…): nothing useful to do in the app.
      })
    }
    return { action: 'deny' }
  })
}

/** Refuse every permission request (camera, notifications, geolocation, …) and check. */
export function denyPermissions(ses: Session): void {
  ses.setPermissionRequestHandler((_contents, permission, callback) => {
    callback(ALLOWED_PERMISSIONS.has(permission))
  })
  ses.setPermissionCheckHandler((_contents, permission) => ALLOWED_PERMISSIONS.has(permission))
}

export function createMainWindow(): BrowserWindow {
  const win = new BrowserWindow({
    width: 960,
    height: 680,
    minWidth: 480,
    minHeight: 360,
    show: false,
    title: 'SiteTray',
    autoHideMenuBar: true,
    webPreferences: hardenedWebPreferences(join(__dirname, '../preload/index.js')),
  })
  const appUrl = rendererUrl()
  denyPermissions(win.webContents.session)
  hardenWebContents(win.webContents, appUrl)
  win.once('ready-to-show', () => win.show())
  win.loadURL(appUrl).catch((error: unknown) => {
    console.error('SiteTray: could not load the window', error)
  })
  return win
}
