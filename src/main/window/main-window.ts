/**
 * The one SiteTray window: created hardened (sandboxed, isolated, no navigation, no
 * permissions), served from app://sitetray, opened where the user expects it (placement.ts),
 * hidden rather than closed, told where to go by the tray, and loaded again if its renderer dies.
 */
import { join } from 'node:path'
import { BrowserWindow, nativeTheme, screen, shell } from 'electron'
import type { IpcMainInvokeEvent, Session, WebContents, WebPreferences } from 'electron'
import type { EventName, Events, Navigation } from '../../shared/ipc-contract'
import type { KeptDraft, UnsavedForm } from '../../shared/form-draft'
import { APP_ENTRY_URL } from './app-protocol'
import { isTrustedSender } from '../ipc/sender-check'
import { sendEvent } from '../ipc/register'
import { placeWindow, type Rect, type SavedWindowState } from './placement'
import type { WindowStateStore } from './state'
import { recoverFromCrashes, type CrashRecovery } from './crash-recovery'
import type { FormDraftStore } from './form-draft'
import { createLogger } from '../base'

const log = createLogger('window')

/** Permissions the window may use: none. Every request and every check is refused. */
const ALLOWED_PERMISSIONS: ReadonlySet<string> = new Set<string>()
/** The only schemes a link may be handed to the OS browser with. */
const EXTERNAL_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:'])

export const DEFAULT_WINDOW_SIZE = { width: 480, height: 640 }
const MIN_WINDOW_SIZE = { width: 360, height: 420 }
/** The window's background before the page paints, so that opening it does not flash white in dark mode. */
const BACKGROUND = { light: '#f7f7f8', dark: '#1c1c1e' }

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

/** True for a well-formed absolute http(s) URL without credentials; anything else (javascript:, file:, junk) is refused. */
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

/** Where the window's page comes from: the electron-vite dev server in development, app://sitetray otherwise. */
export function rendererEntry(isPackaged: boolean, env: NodeJS.ProcessEnv = process.env): string {
  const devUrl = env.ELECTRON_RENDERER_URL
  if (!isPackaged && devUrl && /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/?$/.test(devUrl)) return devUrl
  return APP_ENTRY_URL
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
  session.setPermissionRequestHandler((_contents, permission, callback) => callback(ALLOWED_PERMISSIONS.has(permission)))
  session.setPermissionCheckHandler((_contents, permission) => ALLOWED_PERMISSIONS.has(permission))
}

export function openExternalSafely(url: string): Promise<void> {
  if (!isSafeExternalUrl(url)) return Promise.reject(new TypeError('Only http and https links can be opened.'))
  return shell.openExternal(url)
}

export interface MainWindowOptions {
  preloadPath: string
  entryUrl: string
  /** The tray icon's position, where the platform tells it. */
  trayBounds(): Rect | null
  state: WindowStateStore
  /** Where the form's unsaved changes are kept between runs. */
  drafts: FormDraftStore
  /** The page finished loading (again): events it missed can be sent now. */
  onPageLoaded?(): void
  /**
   * Windows: the user's session is ending (log-off, shutdown, restart). The window has asked
   * Windows to wait; this must write what is pending and leave. Windows sends these to windows
   * only, and no 'before-quit' follows.
   */
  onSessionEnd?(): void
}

export interface MainWindow {
  /** Shows the window (creating it if need be), and takes it to `navigation` if given. */
  show(navigation?: Navigation): void
  /** Creates the window, hidden, if it does not exist (Windows: so that the session's end reaches SiteTray). */
  prepare(): void
  hide(): void
  toggle(): void
  isVisible(): boolean
  /** Where the tray asked the window to go before its page was listening; asked for once by the page. */
  takeNavigation(): Navigation | null
  /** Only the window's own top frame, on the app's own page, may call main. */
  isTrustedSender(event: IpcMainInvokeEvent): boolean
  /** An event for the page, if it is there to hear it (a page that loads later asks for the current state itself). */
  send<E extends EventName>(event: E, payload: Events[E]): void
  /** The page's form has unsaved changes (or none, null): closing the window asks the page first. */
  setUnsavedForm(form: UnsavedForm): void
  /** The draft a form left when SiteTray last quit or the page last died, once. */
  takeDraft(): KeptDraft | null
  /** From now on closing the window really closes it (the app is quitting). */
  allowClose(): void
  destroy(): void
}

export function createMainWindow(options: MainWindowOptions): MainWindow {
  let window: BrowserWindow | null = null
  let loaded = false
  let pending: Navigation | null = null
  let closing = false
  /** What the page's form has unsaved changes to, as the page last said. */
  let unsaved: UnsavedForm = null
  let recovery: CrashRecovery | null = null
  /** Where SiteTray last put the window itself, so that its own moves are not taken for the user's. */
  let placedAt: Rect | null = null

  const trayPlacement = (): Rect => {
    const trayBounds = options.trayBounds()
    return placeWindow({
      saved: options.state.current(),
      defaultSize: DEFAULT_WINDOW_SIZE,
      displays: screen.getAllDisplays(),
      primary: screen.getPrimaryDisplay(),
      trayBounds,
      ...(trayBounds && { trayDisplay: screen.getDisplayMatching(trayBounds) }),
    })
  }

  function remember(movedByUser: boolean): void {
    if (!window) return
    const bounds = window.getBounds()
    if (placedAt && bounds.x === placedAt.x && bounds.y === placedAt.y && bounds.width === placedAt.width && bounds.height === placedAt.height) return
    const previous: SavedWindowState | null = options.state.current()
    const position = movedByUser ? { x: bounds.x, y: bounds.y } : (previous?.position ?? null)
    options.state.save({ width: bounds.width, height: bounds.height, position })
  }

  function create(): BrowserWindow {
    const bounds = trayPlacement()
    placedAt = bounds
    const created = new BrowserWindow({
      ...bounds,
      minWidth: MIN_WINDOW_SIZE.width,
      minHeight: MIN_WINDOW_SIZE.height,
      show: false,
      title: 'SiteTray',
      backgroundColor: nativeTheme.shouldUseDarkColors ? BACKGROUND.dark : BACKGROUND.light,
      autoHideMenuBar: true,
      webPreferences: hardenedWebPreferences(options.preloadPath),
    })
    denyPermissions(created.webContents.session)
    hardenWebContents(created.webContents, (url) => {
      openExternalSafely(url).catch(() => {
        // No browser registered for the link: nothing the window could do about it.
      })
    })
    created.on('close', (event) => {
      if (closing) return
      // A tray app lives on when its window closes: hide it, keep its state.
      event.preventDefault()
      // Unsaved changes: the page asks the user (keep editing, or discard and hide).
      if (unsaved && loaded) sendEvent(created.webContents, 'close-requested', {})
      else created.hide()
    })
    created.on('closed', () => {
      window = null
      loaded = false
      recovery = null
    })
    if (options.onSessionEnd) {
      const endSession = options.onSessionEnd
      // Asking Windows to wait is what the event is for when ending now would lose what the user
      // was told is saved; SiteTray exits as soon as that is written (Electron's BrowserWindow docs).
      created.on('query-session-end', (event) => {
        event.preventDefault()
        endSession()
      })
      created.on('session-end', () => endSession())
    }
    // 'moved' and 'resized' exist on macOS and Windows only; Linux reports 'move' and 'resize' (many, while
    // dragging: the store waits for a pause before it writes).
    created.on('move', () => remember(true))
    created.on('resize', () => remember(false))
    created.webContents.on('did-finish-load', () => {
      loaded = true
      options.onPageLoaded?.()
    })
    created.webContents.on('render-process-gone', () => {
      loaded = false
      // The form is gone with its page; its draft stays with the store, for the page loaded again.
      unsaved = null
    })
    recovery = recoverFromCrashes(created.webContents)
    created.loadURL(options.entryUrl).catch((error: unknown) => {
      // A load cut short because SiteTray is quitting is no failure.
      if (closing || created.isDestroyed()) return
      log.error('the page did not load', error)
    })
    return created
  }

  function place(target: BrowserWindow): void {
    // Until the user moves it, the window follows the tray icon; afterwards it stays where they put it.
    placedAt = trayPlacement()
    target.setBounds(placedAt)
  }

  const controller: MainWindow = {
    show(navigation) {
      if (navigation) pending = navigation
      const existing = window && !window.isDestroyed() ? window : null
      const target = existing ?? (window = create())
      if (existing && !existing.isVisible()) place(existing)
      // A page that died again soon after its automatic reload is loaded when the user asks for it.
      if (existing) recovery?.reloadIfGone()
      if (loaded && pending) {
        sendEvent(target.webContents, 'navigate', pending)
        pending = null
      }
      if (target.isMinimized()) target.restore()
      if (loaded || existing) {
        target.show()
        target.focus()
      } else {
        target.once('ready-to-show', () => {
          target.show()
          target.focus()
        })
      }
    },
    prepare() {
      if (!window || window.isDestroyed()) window = create()
    },
    hide() {
      if (window && !window.isDestroyed()) window.hide()
    },
    toggle() {
      if (controller.isVisible()) controller.hide()
      else controller.show()
    },
    isVisible() {
      return !!window && !window.isDestroyed() && window.isVisible()
    },
    takeNavigation() {
      const navigation = pending
      pending = null
      return navigation
    },
    isTrustedSender(event) {
      return !!window && !window.isDestroyed() && isTrustedSender(event, window.webContents, options.entryUrl)
    },
    send(event, payload) {
      if (window && !window.isDestroyed() && loaded) sendEvent(window.webContents, event, payload)
    },
    setUnsavedForm(form) {
      unsaved = form
      options.drafts.keep(form)
    },
    takeDraft: () => options.drafts.take(),
    allowClose() {
      closing = true
    },
    destroy() {
      closing = true
      if (window && !window.isDestroyed()) window.destroy()
      window = null
    },
  }
  return controller
}

/** The built preload, next to the built main bundle. */
export function preloadPath(mainDir: string): string {
  return join(mainDir, '..', 'preload', 'index.js')
}
