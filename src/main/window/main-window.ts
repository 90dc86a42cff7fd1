/**
 * The one SiteTray window: created hardened (hardening.ts: sandboxed, isolated, no navigation, no
 * permissions), served from app://sitetray, opened where the user expects it (placement.ts),
 * hidden rather than closed, told where to go by the tray, and loaded again if its renderer dies.
 */
import { join } from 'node:path'
import { BrowserWindow, nativeTheme } from 'electron'
import type { IpcMainInvokeEvent, WebContents } from 'electron'
import type { EventName, Events, Navigation } from '../../shared/ipc-contract'
import type { KeptDraft, UnsavedForm } from '../../shared/form-draft'
import { APP_ENTRY_URL } from './app-protocol'
import { isTrustedSender } from '../ipc/sender-check'
import { sendEvent } from '../ipc/register'
import type { Rect } from './placement'
import type { WindowStateStore } from './state'
import { recoverFromCrashes, type CrashRecovery } from './crash-recovery'
import type { FormDraftStore } from './form-draft'
import { createLogger } from '../base'
import { denyPermissions, hardenedWebPreferences, hardenWebContents } from './hardening'
import { WindowPosition } from './window-position'

const log = createLogger('window')

const MIN_WINDOW_SIZE = { width: 360, height: 420 }
/** The window's background before the page paints, so that opening it does not flash white in dark mode. */
const BACKGROUND = { light: '#f7f7f8', dark: '#1c1c1e' }
/** How long the page may take to take up the close button's question before it counts as hung. */
export const PAGE_ANSWER_MS = 3_000

/** Where the window's page comes from: the electron-vite dev server in development, app://sitetray otherwise. */
export function rendererEntry(isPackaged: boolean, env: NodeJS.ProcessEnv = process.env): string {
  const devUrl = env.ELECTRON_RENDERER_URL
  if (!isPackaged && devUrl && /^https?:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/?$/.test(devUrl)) return devUrl
  return APP_ENTRY_URL
}

export interface MainWindowOptions {
  preloadPath: string
  entryUrl: string
  /** The tray icon's position, where the platform tells it. */
  trayBounds(): Rect | null
  state: WindowStateStore
  /** Where the form's unsaved changes are kept between runs. */
  drafts: FormDraftStore
  /** Opens a link the page asked for with `window.open`: the same allow-list as `app:openExternal` (external-links.ts). */
  openLink(url: string): Promise<void>
  /** The page finished loading (again): events it missed can be sent now. */
  onPageLoaded?(): void
  /**
   * The window came before the user's eyes, or left them (hidden, minimized, closed): what it shows counts as on
   * screen only meanwhile (statistics read faster then).
   */
  onShownChange?(shown: boolean): void
  /** The page went (its renderer died, or the window closed): what it said it showed went with it. */
  onPageGone?(): void
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
  return new SiteTrayWindow(options)
}

class SiteTrayWindow implements MainWindow {
  private window: BrowserWindow | null = null
  private loaded = false
  private pending: Navigation | null = null
  private closing = false
  /** What the page's form has unsaved changes to, as the page last said. */
  private unsaved: UnsavedForm = null
  private recovery: CrashRecovery | null = null
  private readonly position: WindowPosition

  constructor(private readonly options: MainWindowOptions) {
    this.position = new WindowPosition(options.trayBounds, options.state)
  }

  show(navigation?: Navigation): void {
    if (navigation) this.pending = navigation
    const existing = this.live()
    const target = existing ?? (this.window = this.create())
    if (existing && !existing.isVisible()) this.position.place(existing)
    // A page that died again soon after its automatic reload is loaded when the user asks for it.
    if (existing) this.recovery?.reloadIfGone()
    if (this.loaded && this.pending) {
      sendEvent(target.webContents, 'navigate', this.pending)
      this.pending = null
    }
    if (target.isMinimized()) target.restore()
    const bringForward = (): void => {
      target.show()
      target.focus()
    }
    if (this.loaded || existing) bringForward()
    else target.once('ready-to-show', bringForward)
  }

  prepare(): void {
    if (!this.live()) this.window = this.create()
  }

  hide(): void {
    this.live()?.hide()
  }

  toggle(): void {
    if (this.isVisible()) this.hide()
    else this.show()
  }

  isVisible(): boolean {
    return this.live()?.isVisible() ?? false
  }

  takeNavigation(): Navigation | null {
    const navigation = this.pending
    this.pending = null
    return navigation
  }

  isTrustedSender(event: IpcMainInvokeEvent): boolean {
    const window = this.live()
    return window !== null && isTrustedSender(event, window.webContents, this.options.entryUrl)
  }

  send<E extends EventName>(event: E, payload: Events[E]): void {
    const window = this.live()
    if (window && this.loaded) sendEvent(window.webContents, event, payload)
  }

  setUnsavedForm(form: UnsavedForm): void {
    this.unsaved = form
    this.options.drafts.keep(form)
  }

  takeDraft(): KeptDraft | null {
    return this.options.drafts.take()
  }

  allowClose(): void {
    this.closing = true
  }

  destroy(): void {
    this.closing = true
    this.live()?.destroy()
    this.window = null
  }

  private live(): BrowserWindow | null {
    return this.window && !this.window.isDestroyed() ? this.window : null
  }

  private remember(movedByUser: boolean): void {
    this.position.remember(this.window?.getBounds(), movedByUser)
  }

  private create(): BrowserWindow {
    const bounds = this.position.initial()
    const created = new BrowserWindow({
      ...bounds,
      minWidth: MIN_WINDOW_SIZE.width,
      minHeight: MIN_WINDOW_SIZE.height,
      show: false,
      title: 'SiteTray',
      backgroundColor: nativeTheme.shouldUseDarkColors ? BACKGROUND.dark : BACKGROUND.light,
      autoHideMenuBar: true,
      webPreferences: hardenedWebPreferences(this.options.preloadPath),
    })
    denyPermissions(created.webContents.session)
    hardenWebContents(created.webContents, (url) => {
      this.options.openLink(url).catch(() => {
        // A link the allow-list refuses, or no browser registered for it: a pop-up has no one to tell.
      })
    })
    this.keepOnClose(created)
    this.endSessionWith(created)
    this.tellShown(created)
    // 'moved' and 'resized' exist on macOS and Windows only; Linux reports 'move' and 'resize' (many, while
    // dragging: the store waits for a pause before it writes).
    created.on('move', () => this.remember(true))
    created.on('resize', () => this.remember(false))
    this.followPage(created)
    created.loadURL(this.options.entryUrl).catch((error: unknown) => {
      // A load cut short because SiteTray is quitting is no failure.
      if (this.closing || created.isDestroyed()) return
      log.error('the page did not load', error)
    })
    return created
  }

  /** A tray app lives on when its window closes: hidden, its state kept; unsaved changes are asked about first. */
  private keepOnClose(created: BrowserWindow): void {
    created.on('close', (event) => {
      if (this.closing) return
      event.preventDefault()
      // Unsaved changes: the page asks the user (keep editing, or discard and hide).
      if (this.unsaved && this.loaded) this.askPage(created)
      else created.hide()
    })
    created.on('closed', () => {
      this.window = null
      this.loaded = false
      this.recovery = null
    })
  }

  /** Shown means visible and not minimized; every change is told, the window's end included. */
  private tellShown(created: BrowserWindow): void {
    const tell = this.options.onShownChange
    if (!tell) return
    const shownNow = (): void => tell(!created.isDestroyed() && created.isVisible() && !created.isMinimized())
    created.on('show', shownNow)
    created.on('hide', shownNow)
    created.on('minimize', shownNow)
    created.on('restore', shownNow)
    created.on('closed', () => {
      tell(false)
      this.options.onPageGone?.()
    })
  }

  /**
   * The page asks about its unsaved changes. A page that cannot run one line of script within a few
   * seconds is hung and will never ask: the window goes (the next opening loads the page again),
   * and the draft main was last told stays for that page.
   */
  private askPage(created: BrowserWindow): void {
    sendEvent(created.webContents, 'close-requested', {})
    void answersWithin(created.webContents, PAGE_ANSWER_MS).then((answers) => {
      if (answers || created.isDestroyed()) return
      log.warn('the page did not answer the close button; the window closes, its draft kept')
      this.unsaved = null
      created.destroy()
    })
  }

  /**
   * Windows: asking Windows to wait is what 'query-session-end' is for when ending now would lose
   * what the user was told is saved; SiteTray exits as soon as that is written (Electron's
   * BrowserWindow docs).
   */
  private endSessionWith(created: BrowserWindow): void {
    const endSession = this.options.onSessionEnd
    if (!endSession) return
    created.on('query-session-end', (event) => {
      event.preventDefault()
      endSession()
    })
    created.on('session-end', () => endSession())
  }

  /** The page loaded (again), or died: what it can be told, and what went with it. */
  private followPage(created: BrowserWindow): void {
    created.webContents.on('did-finish-load', () => {
      this.loaded = true
      this.options.onPageLoaded?.()
    })
    created.webContents.on('render-process-gone', () => {
      this.options.onPageGone?.()
      this.loaded = false
      // The form is gone with its page; its draft stays with the store, for the page loaded again.
      this.unsaved = null
    })
    this.recovery = recoverFromCrashes(created.webContents)
  }
}

/** Whether the page runs a line of script within `ms`: a page busy for good does not. */
function answersWithin(contents: WebContents, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)))
  const answered = contents.executeJavaScript('0').then(
    () => true,
    // A page gone (crashed, reloading) is not a hung one: the crash recovery sees to it.
    () => true,
  )
  return Promise.race([answered, late]).finally(() => clearTimeout(timer))
}

/** The built preload, next to the built main bundle. */
export function preloadPath(mainDir: string): string {
  return join(mainDir, '..', 'preload', 'index.js')
}
