// webContents: one Playwright page. Loads go through the app's protocol handlers, navigations the
// page starts are offered to 'will-navigate', window.open() to the window open handler, and the
// preload talks to ipcMain through a Playwright binding (see page/runtime.js).
import { randomBytes } from 'node:crypto'
import { EventEmitter } from 'node:events'
import { readFileSync } from 'node:fs'
import { isAbsolute } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { ConsoleMessage, Frame, Page, Request as PwRequest, Route } from 'playwright-core'
import { ContextBridgeMembers, IpcRendererMembers, RendererExports, WebContentsMembers } from './api-names'
import { codec, codecSource } from './codec'
import { makeEvent } from './events'
import { IpcMainStandin, type InvokeHandler } from './ipc-main'
import { loud, notImplemented } from './loud'
import { loadError, NET_ERRORS } from './protocol'
import type { PermissionDetails, PermissionName, SessionStandin } from './session'
import type { Standin } from './standin'
import { WebFrameMainStandin } from './web-frame-main'
import { NAVIGATOR_PLATFORMS } from './platform'
import type { BrowserWindowStandin } from './browser-window'

const runtimeSource = readFileSync(new URL('../page/runtime.js', import.meta.url), 'utf8')

/** What Playwright passes to a binding callback (its type is not exported). */
interface BindingSource {
  frame: Frame
}

type WindowOpenHandler = Parameters<Electron.WebContents['setWindowOpenHandler']>[0]

let nextContentsId = 1

export interface OpenRequest {
  url: string
  frameName: string
  features: string
  disposition: Electron.HandlerDetails['disposition']
  referrer: string
  postBody?: Electron.PostBody
}

type Implemented =
  | 'id'
  | 'session'
  | 'getURL'
  | 'getTitle'
  | 'isDestroyed'
  | 'isLoading'
  | 'focus'
  | 'isFocused'
  | 'send'
  | 'loadURL'
  | 'loadFile'
  | 'reload'
  | 'setWindowOpenHandler'
  | 'getLastWebPreferences'
  | 'executeJavaScript'
  | 'openDevTools'
  | 'closeDevTools'
  | 'isDevToolsOpened'
  | 'toggleDevTools'
  | 'getType'
  | 'getProcessId'
  | 'getOSProcessId'
  | 'isCrashed'
  | 'ipc'
  | 'mainFrame'
  | 'setBackgroundThrottling'
  | 'getBackgroundThrottling'
  | 'isBeingCaptured'
  | 'reloadIgnoringCache'
  | 'undo'
  | 'redo'
  | 'cut'
  | 'copy'
  | 'delete'
  | 'selectAll'

/** Edit commands the menu roles run, as the page's own editing commands. */
const EDIT_COMMANDS = {
  undo: 'undo',
  redo: 'redo',
  cut: 'cut',
  copy: 'copy',
  delete: 'delete',
  selectAll: 'selectAll',
} as const

export class WebContentsStandin
  extends EventEmitter
  implements
    Pick<
      Electron.WebContents,
      Exclude<
        Implemented,
        | 'session'
        | 'ipc'
        | 'mainFrame'
        | 'loadURL'
        | 'loadFile'
        | 'executeJavaScript'
        | 'setWindowOpenHandler'
        | 'getLastWebPreferences'
      >
    >
{
  readonly id = nextContentsId++
  readonly ipc = new IpcMainStandin()
  readonly session: SessionStandin
  readonly mainFrame: WebFrameMainStandin
  /** openDevTools() calls, recorded (there are no DevTools here). */
  devToolsOpened = false
  /** Edit commands run on the page (menu roles: undo, copy, selectAll…), in order. */
  readonly editCommands: string[] = []
  private attaching: Promise<void>
  private readonly self: WebContentsStandin
  /** The renderer process is gone (render-process-gone) and no reload has brought a new one yet. */
  private crashed = false
  /** The URL the page had when its renderer went, which a reload loads again. */
  private crashedUrl = ''
  private page: Page | undefined
  private destroyed = false
  private navigated = false
  private loading = false
  private title = ''
  private throttling = true
  private windowOpenHandler: WindowOpenHandler | null = null
  private readonly prefs: Electron.WebPreferences
  private readonly secret = randomBytes(24).toString('hex')
  private readonly bindingName = `__standin_${randomBytes(6).toString('hex')}`
  private readonly frames = new WeakMap<Frame, WebFrameMainStandin>()
  private expectedNavigation: string | undefined
  private readonly queue: string[] = []
  private poll: { docId: string; resolve: (answer: string) => void; reject: (error: Error) => void } | undefined
  private currentDoc: string | undefined
  private readonly processId: number

  constructor(
    private readonly standin: Standin,
    /** The window (stand-in proxy) this contents belongs to. */
    readonly owner: BrowserWindowStandin,
    prefs: Electron.WebPreferences,
  ) {
    super()
    this.prefs = { ...prefs }
    this.session = standin.sessionFor(prefs)
    this.processId = 1000 + this.id
    const self = loud(this, 'WebContents', WebContentsMembers)
    this.self = self
    this.mainFrame = new WebFrameMainStandin(self, () => this.page?.mainFrame(), true)
    this.attaching = this.attachPage()
    return self
  }

  /** Resolves once the page exists and is wired (binding, init script, viewport). */
  get attached(): Promise<void> {
    return this.attaching
  }

  private attachPage(): Promise<void> {
    const attaching = this.attach(this.self)
    // A window closed (or an app that exited) while its page was being created is not an error.
    attaching.catch((error: unknown) => {
      if (!this.destroyed && !this.standin.hasExited()) this.standin.recordError(error)
    })
    return attaching
  }

  /** Emits, then tells waiting tests that something happened (listeners may have changed app state). */
  override emit(name: string | symbol, ...args: unknown[]): boolean {
    const handled = super.emit(name, ...args)
    this.standin.changed(`event:${String(name)}`)
    return handled
  }

  // ---- Electron API -------------------------------------------------------------------------

  getLastWebPreferences(): Electron.WebPreferences {
    return { ...this.prefs }
  }

  getType(): 'window' {
    return 'window'
  }

  getProcessId(): number {
    return this.processId
  }

  getOSProcessId(): number {
    return this.processId
  }

  isCrashed(): boolean {
    return this.crashed
  }

  isBeingCaptured(): boolean {
    return false
  }

  isDestroyed(): boolean {
    return this.destroyed
  }

  isLoading(): boolean {
    return this.loading
  }

  getURL(): string {
    if (this.crashed) return this.crashedUrl
    if (!this.page || !this.navigated) return ''
    return this.toAppUrl(this.page.url())
  }

  getTitle(): string {
    return this.title || this.getURL()
  }

  focus(): void {
    this.alive()
    this.owner.focus()
  }

  isFocused(): boolean {
    return !this.destroyed && this.owner.isFocused()
  }

  setBackgroundThrottling(allowed: boolean): void {
    this.throttling = allowed
  }

  getBackgroundThrottling(): boolean {
    return this.throttling
  }

  openDevTools(): void {
    this.alive()
    this.devToolsOpened = true
  }

  closeDevTools(): void {
    this.devToolsOpened = false
  }

  isDevToolsOpened(): boolean {
    return this.devToolsOpened
  }

  toggleDevTools(): void {
    this.devToolsOpened = !this.devToolsOpened
  }

  setWindowOpenHandler(handler: WindowOpenHandler): void {
    this.windowOpenHandler = handler
  }

  /** Sends to the main frame's ipcRenderer listeners; arguments are structured-cloned. */
  send(channel: string, ...args: unknown[]): void {
    this.alive()
    const message = codec.encode([channel, args])
    if (!this.prefs.preload || this.crashed) return // nobody in the page could listen
    this.queue.push(message)
    this.flush()
  }

  async loadURL(url: string, options?: Electron.LoadURLOptions): Promise<void> {
    this.alive()
    if (options && Object.keys(options).length > 0)
      notImplemented('webContents.loadURL options', Object.keys(options).join(', '))
    // A load after a crash starts a new renderer process.
    this.crashed = false
    await this.attached
    const page = this.requirePage()
    let target: string
    try {
      target = await this.session.protocol.toLoopbackUrl(url)
    } catch (error) {
      const failure = error as { code?: string; errno?: number }
      if (failure.code && failure.errno !== undefined)
        this.emit(
          'did-fail-load',
          makeEvent(),
          failure.errno,
          failure.code,
          url,
          true,
          this.processId,
          this.mainFrame.routingId,
        )
      throw error
    }
    this.expectedNavigation = stripHash(target)
    this.loading = true
    try {
      await page.goto(target, { waitUntil: 'load' })
    } catch (error) {
      this.loading = false
      if (this.destroyed) throw loadError('ERR_ABORTED', -3, url)
      const code = /net::(ERR_[A-Z_]+)/.exec(String((error as Error).message))?.[1] ?? 'ERR_FAILED'
      const errno = NET_ERRORS[code] ?? -2
      this.emit('did-fail-load', makeEvent(), errno, code, url, true, this.processId, this.mainFrame.routingId)
      throw loadError(code, errno, url)
    } finally {
      if (this.expectedNavigation === stripHash(target)) this.expectedNavigation = undefined
    }
  }

  loadFile(filePath: string, options?: Electron.LoadFileOptions): Promise<void> {
    if (options && Object.keys(options).length > 0) notImplemented('webContents.loadFile options')
    return this.loadURL(pathToFileURL(filePath).href)
  }

  reload(): void {
    this.alive()
    if (this.crashed) {
      // A new renderer process loads the page the old one had.
      this.loadURL(this.crashedUrl).catch((error: unknown) => this.standin.recordError(error))
      return
    }
    // Nothing loaded yet: like Electron's navigation controller without an entry, nothing to reload.
    if (!this.navigated) return
    const page = this.requirePage()
    this.expectedNavigation = stripHash(page.url())
    page.reload().catch((error: unknown) => this.standin.recordError(error))
  }

  reloadIgnoringCache(): void {
    this.reload()
  }

  undo(): void {
    this.editCommand('undo')
  }

  redo(): void {
    this.editCommand('redo')
  }

  cut(): void {
    this.editCommand('cut')
  }

  copy(): void {
    this.editCommand('copy')
  }

  delete(): void {
    this.editCommand('delete')
  }

  selectAll(): void {
    this.editCommand('selectAll')
  }

  /** paste / pasteAndMatchStyle need the system clipboard, which the stand-in does not have: loud. */
  paste(): never {
    return notImplemented('webContents.paste', 'no system clipboard here')
  }

  pasteAndMatchStyle(): never {
    return notImplemented('webContents.pasteAndMatchStyle', 'no system clipboard here')
  }

  private editCommand(command: keyof typeof EDIT_COMMANDS): void {
    this.alive()
    this.editCommands.push(command)
    if (!this.page || this.crashed) return
    this.page
      .evaluate(
        (name) =>
          (globalThis as unknown as { document: { execCommand(name: string): boolean } }).document.execCommand(name),
        EDIT_COMMANDS[command],
      )
      .catch((error: unknown) => this.standin.recordError(error))
  }

  /** Runs `code` in the main frame (like Electron, unaffected by the page's CSP). */
  async executeJavaScript(code: string): Promise<unknown> {
    this.alive()
    await this.attached
    return this.requirePage().evaluate(code)
  }

  // ---- URL mapping --------------------------------------------------------------------------

  toAppUrl(url: string): string {
    return this.standin.schemes.toAppUrl(url)
  }

  originOf(url: string): string {
    return this.standin.schemes.originOf(url)
  }

  hasNavigated(): boolean {
    return this.navigated
  }

  /** The WebFrameMain object for a Playwright frame of this page. */
  frameFor(frame: Frame): WebFrameMainStandin {
    if (this.page && frame === this.page.mainFrame()) return this.mainFrame
    let wrapper = this.frames.get(frame)
    if (!wrapper) {
      wrapper = new WebFrameMainStandin(this, () => frame, false)
      this.frames.set(frame, wrapper)
    }
    return wrapper
  }

  // ---- page wiring --------------------------------------------------------------------------

  private requirePage(): Page {
    if (!this.page) throw new Error('Electron stand-in: the window has no page (closed, or its creation failed)')
    return this.page
  }

  private alive(): void {
    if (this.destroyed) throw new TypeError('Object has been destroyed')
  }

  /** The Playwright page, for tests (throws until it exists: await `attached` first). */
  get playwrightPage(): Page {
    return this.requirePage()
  }

  private initScript(): string {
    let preloadSource: string | undefined
    let preloadError: string | undefined
    const preloadPath = this.prefs.preload
    if (preloadPath) {
      try {
        preloadSource = readFileSync(preloadPath, 'utf8')
      } catch (error) {
        preloadError = `ENOENT: ${(error as Error).message}`
      }
    }
    const config = {
      secret: this.secret,
      bindingName: this.bindingName,
      argv: [this.standin.appModule.getPath('exe'), '--type=renderer', ...(this.prefs.additionalArguments ?? [])],
      platform: this.standin.platform,
      versions: this.standin.versions(),
      preloadPath: preloadPath ?? '',
      preloadError,
      ipcRendererMembers: IpcRendererMembers,
      contextBridgeMembers: ContextBridgeMembers,
      rendererExports: [...RendererExports, 'crashReporter', 'nativeImage', 'sharedTexture'],
    }
    // The preload becomes the body of a function with a sandboxed preload's parameters, as
    // Electron compiles it (lib/sandboxed_renderer/preload.ts).
    const preload =
      preloadSource === undefined
        ? 'null'
        : `function (require, process, exports, module, Buffer, global, setImmediate, clearImmediate) {\n${preloadSource}\n}`
    return `(function () {\n${codecSource}\n${runtimeSource}\nstandinRuntime(${JSON.stringify(config)}, standinCodec(), ${preload});\n})();`
  }

  private async attach(self: WebContentsStandin): Promise<void> {
    const context = await this.session.context()
    if (this.destroyed) return
    const page = await context.newPage()
    this.page = page
    this.standin.registerPage(page, this.owner)
    if (this.destroyed) {
      await page.close().catch(() => {})
      return
    }
    const [width = 800, height = 600] = this.owner.getContentSize()
    // The binding's own init script must be registered before the one that captures it.
    await page.exposeBinding(this.bindingName, (source: BindingSource, payload: unknown) =>
      this.onBinding(self, source, payload),
    )
    await Promise.all([
      page.addInitScript(this.initScript()),
      page.setViewportSize({ width: Math.max(1, width), height: Math.max(1, height) }),
      page.emulateMedia({ colorScheme: this.standin.nativeTheme.colorScheme() }),
      this.emulatePlatform(page),
    ])
    page.on('framenavigated', (frame) => {
      if (frame !== page.mainFrame()) return
      this.navigated = true
      this.loading = true
      // The old document's poll can no longer be answered; queued messages wait for the new one.
      this.poll?.reject(new Error('navigated'))
      this.poll = undefined
      this.emit('did-navigate', makeEvent(), this.toAppUrl(frame.url()), 200, 'OK')
    })
    // The document's <title> is known at DOMContentLoaded; 'did-finish-load' waits for it so the
    // window title is settled by the time a load counts as finished.
    let titled: Promise<void> = Promise.resolve()
    page.on('domcontentloaded', () => {
      this.emit('dom-ready', makeEvent())
      titled = page
        .title()
        .catch(() => '')
        .then((title) => {
          if (this.destroyed || !title) return
          this.title = title
          this.owner.pageTitleUpdated(title)
        })
    })
    page.on('load', () => {
      void titled.then(() => {
        if (this.destroyed) return
        this.loading = false
        this.owner.firstLoad()
        this.emit('did-finish-load', makeEvent())
        this.emit('did-stop-loading', makeEvent())
        this.standin.changed('load')
      })
    })
    page.on('console', (message: ConsoleMessage) => this.onConsole(message))
    page.on('pageerror', (error: Error) => {
      this.standin.pageErrors.push({ window: this.owner, error })
      this.emit(
        'console-message',
        makeEvent({
          level: 'error',
          message: `Uncaught ${error.name}: ${error.message}`,
          lineNumber: 0,
          sourceId: '',
          frame: this.mainFrame,
        }),
        3,
        `Uncaught ${error.name}: ${error.message}`,
        0,
        '',
      )
      this.standin.changed('page-error')
    })
    page.on('crash', () => this.simulateRenderProcessGone({ reason: 'crashed', exitCode: 1 }))
  }

  /** navigator.platform and the user agent say the platform played, as Chromium there would. */
  private async emulatePlatform(page: Page): Promise<void> {
    const { platform } = this.standin
    if (platform === 'linux') return
    const chrome = page.context().browser()?.version() ?? '0'
    const session = await page.context().newCDPSession(page)
    await session.send('Emulation.setUserAgentOverride', {
      userAgent: `Mozilla/5.0 (${NAVIGATOR_PLATFORMS[platform].userAgent}) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${chrome} Safari/537.36`,
      platform: NAVIGATOR_PLATFORMS[platform].platform,
    })
  }

  private onConsole(message: ConsoleMessage): void {
    const type = message.type()
    const level = type === 'error' ? 'error' : type === 'warning' ? 'warning' : type === 'debug' ? 'debug' : 'info'
    const location = message.location()
    const numeric = { debug: 0, info: 1, warning: 2, error: 3 }[level]
    this.standin.consoleMessages.push({ window: this.owner, level, text: message.text() })
    this.emit(
      'console-message',
      makeEvent({
        level,
        message: message.text(),
        lineNumber: location.lineNumber,
        sourceId: location.url,
        frame: this.frameFor(message.page()?.mainFrame() ?? this.requirePage().mainFrame()),
      }),
      numeric,
      message.text(),
      location.lineNumber,
      location.url,
    )
  }

  // ---- IPC from the page ----------------------------------------------------------------------

  private async onBinding(self: WebContentsStandin, source: BindingSource, payload: unknown): Promise<string> {
    if (typeof payload !== 'string') throw new Error('forbidden')
    const first = payload.indexOf('\n')
    const second = payload.indexOf('\n', first + 1)
    if (first < 0 || second < 0 || payload.slice(0, first) !== this.secret) throw new Error('forbidden')
    const kind = payload.slice(first + 1, second)
    const body = payload.slice(second + 1)
    const frame = source.frame
    const isMain = this.page !== undefined && frame === this.page.mainFrame()
    switch (kind) {
      case 'permission':
        return this.onPermission(
          self,
          frame,
          isMain,
          codec.decode(body) as {
            kind: 'request' | 'check'
            permission: PermissionName
            details: Record<string, unknown>
          },
        )
      case 'window-open':
        this.onWindowOpen(codec.decode(body) as OpenRequest)
        return ''
      default:
        break
    }
    // Only the main frame runs the preload: only it can use ipcRenderer.
    if (!isMain) throw new Error('forbidden')
    switch (kind) {
      case 'hello':
        this.currentDoc = body
        if (this.poll && this.poll.docId !== body) {
          this.poll.reject(new Error('stale'))
          this.poll = undefined
        }
        return ''
      case 'poll':
        return new Promise<string>((resolve, reject) => {
          this.poll?.reject(new Error('replaced'))
          this.poll = { docId: body, resolve, reject }
          this.flush()
        })
      case 'invoke': {
        const [channel, args] = codec.decode(body) as [string, unknown[]]
        return this.dispatchInvoke(self, frame, channel, args)
      }
      case 'send': {
        const [channel, args] = codec.decode(body) as [string, unknown[]]
        this.dispatchSend(self, frame, channel, args)
        return ''
      }
      case 'preload-error': {
        const { message, stack } = codec.decode(body) as { message: string; stack: string }
        const error = new Error(message)
        if (stack) error.stack = stack
        this.standin.recordError(error)
        this.emit('preload-error', makeEvent(), this.prefs.preload ?? '', error)
        return ''
      }
      default:
        throw new Error('forbidden')
    }
  }

  private flush(): void {
    if (!this.poll || this.queue.length === 0) return
    if (this.currentDoc !== undefined && this.poll.docId !== this.currentDoc) return
    const batch = this.queue.splice(0, this.queue.length)
    this.poll.resolve(JSON.stringify(batch))
    this.poll = undefined
  }

  private ipcEventBase(
    self: WebContentsStandin,
    frame: Frame,
  ): {
    processId: number
    frameId: number
    sender: Electron.WebContents
    senderFrame: Electron.WebFrameMain
    type: 'frame'
  } {
    const senderFrame = this.frameFor(frame)
    return {
      processId: this.processId,
      frameId: senderFrame.routingId,
      sender: self as unknown as Electron.WebContents,
      senderFrame: senderFrame as unknown as Electron.WebFrameMain,
      type: 'frame',
    }
  }

  /** Runs the invoke handler like lib/browser/ipc-dispatch.ts; answers 'R'+value or 'E'+error text. */
  private async dispatchInvoke(
    self: WebContentsStandin,
    frame: Frame,
    channel: string,
    args: unknown[],
  ): Promise<string> {
    const event = makeEvent(this.ipcEventBase(self, frame)) as Electron.IpcMainInvokeEvent
    const handler: InvokeHandler | undefined =
      this.ipc.invokeHandlers.get(channel) ?? this.standin.ipcMain.invokeHandlers.get(channel)
    const replyWithError = (error: unknown): string => {
      this.standin.logIpcError(`Error occurred in handler for '${channel}':`, error)
      return `E${String(error)}`
    }
    if (!handler) return replyWithError(new Error(`No handler registered for '${channel}'`))
    try {
      const result = await Promise.resolve(handler(event, ...args))
      return `R${codec.encode(result)}`
    } catch (error) {
      return replyWithError(error)
    } finally {
      this.standin.changed('ipc')
    }
  }

  private dispatchSend(self: WebContentsStandin, frame: Frame, channel: string, args: unknown[]): void {
    const base = this.ipcEventBase(self, frame)
    const event = makeEvent({
      ...base,
      ports: [],
      returnValue: undefined,
      reply: (replyChannel: string, ...replyArgs: unknown[]) => {
        if (frame !== this.page?.mainFrame()) notImplemented('event.reply to a subframe')
        this.send(replyChannel, ...replyArgs)
      },
    }) as unknown as Electron.IpcMainEvent
    this.emit('ipc-message', event, channel, ...args)
    this.ipc.emit(channel, event, ...args)
    this.standin.ipcMain.emit(channel, event, ...args)
    this.standin.changed('ipc')
  }

  // ---- test hooks -----------------------------------------------------------------------------

  /**
   * Calls the invoke handler for `channel` as if `frame` had called ipcRenderer.invoke — e.g. a
   * compromised subframe or a frame of another origin. Resolves with the result, or rejects with
   * the error the renderer would get.
   */
  async invokeFromFrame(frame: Frame, channel: string, ...args: unknown[]): Promise<unknown> {
    const self = this as WebContentsStandin
    const answer = await this.dispatchInvoke(self, frame, channel, codec.decode(codec.encode(args)) as unknown[])
    if (answer.startsWith('E')) throw new Error(`Error invoking remote method '${channel}': ${answer.slice(1)}`)
    return codec.decode(answer.slice(1))
  }

  /**
   * The renderer process dies: its page goes with everything in it (the window is blank; messages
   * sent to it are dropped), 'render-process-gone' is emitted on the contents and on app, and
   * nothing comes back by itself — reload() or loadURL() starts a new renderer. (Here: a new,
   * empty Playwright page stands by; `page` is that one from now on.)
   */
  simulateRenderProcessGone(details: Electron.RenderProcessGoneDetails = { reason: 'crashed', exitCode: 1 }): void {
    if (this.destroyed || this.crashed) return
    this.crashedUrl = this.getURL()
    this.crashed = true
    this.loading = false
    this.navigated = false
    this.queue.length = 0
    this.poll?.reject(new Error('renderer gone'))
    this.poll = undefined
    this.currentDoc = undefined
    const gone = this.page
    this.page = undefined
    if (gone) this.standin.track(gone.close().catch(() => {}))
    this.attaching = this.attachPage()
    this.emit('render-process-gone', makeEvent(), details)
    this.standin.appModule.emit('render-process-gone', makeEvent(), this.self, details)
    this.standin.changed('render-process-gone')
  }

  /** Emits ipcMain listeners for `channel` as if `frame` had called ipcRenderer.send. */
  sendFromFrame(frame: Frame, channel: string, ...args: unknown[]): void {
    this.dispatchSend(this, frame, channel, codec.decode(codec.encode(args)) as unknown[])
  }

  // ---- permissions ------------------------------------------------------------------------------

  private async onPermission(
    self: WebContentsStandin,
    frame: Frame,
    isMain: boolean,
    ask: { kind: 'request' | 'check'; permission: PermissionName; details: Record<string, unknown> },
  ): Promise<string> {
    const requestingUrl = this.toAppUrl(frame.url())
    const origin = this.originOf(frame.url())
    if (ask.kind === 'request') {
      const details = { ...ask.details, requestingUrl, isMainFrame: isMain } as PermissionDetails
      if (ask.permission === 'media') Object.assign(details, { securityOrigin: origin })
      return (await this.session.requestPermission(self, ask.permission, details)) ? '1' : '0'
    }
    const details: Electron.PermissionCheckHandlerHandlerDetails = {
      ...(ask.details as Partial<Electron.PermissionCheckHandlerHandlerDetails>),
      requestingUrl,
      isMainFrame: isMain,
      securityOrigin: origin,
      ...(isMain ? {} : { embeddingOrigin: this.mainFrame.origin }),
    }
    return this.session.checkPermission(self, ask.permission, origin, details) ? '1' : '0'
  }

  /** A permission request as the main frame (or `frame`) would make it; resolves with the decision. */
  requestPermission(
    permission: PermissionName,
    details: Partial<PermissionDetails> = {},
    frame?: Frame,
  ): Promise<boolean> {
    const page = this.requirePage()
    const from = frame ?? page.mainFrame()
    return this.session.requestPermission(this, permission, {
      requestingUrl: this.toAppUrl(from.url()),
      isMainFrame: from === page.mainFrame(),
      ...details,
    } as PermissionDetails)
  }

  // ---- navigation ---------------------------------------------------------------------------------

  /** @internal Every request of this page passes here (BrowserContext route). */
  async onRoute(route: Route, request: PwRequest): Promise<void> {
    if (!request.isNavigationRequest() || this.destroyed) {
      await route.continue().catch(() => {})
      return
    }
    const page = this.requirePage()
    const frame = request.frame()
    const isMain = frame === page.mainFrame()
    if (isMain && this.expectedNavigation !== undefined && stripHash(request.url()) === this.expectedNavigation) {
      // Started by loadURL/reload: Electron does not ask 'will-navigate' for those.
      this.expectedNavigation = undefined
      await route.continue().catch(() => {})
      return
    }
    const url = this.toAppUrl(request.url())
    const params = { url, isSameDocument: false, isMainFrame: isMain, frame: this.frameFor(frame), initiator: null }
    const frameEvent = makeEvent(params)
    this.emit('will-frame-navigate', frameEvent)
    let prevented = frameEvent.defaultPrevented
    if (!prevented && isMain) {
      const event = makeEvent(params)
      this.emit('will-navigate', event, url, false, isMain, this.processId, params.frame.routingId)
      prevented = event.defaultPrevented
    }
    this.standin.navigationLog.push({ window: this.owner, url, isMainFrame: isMain, prevented })
    this.standin.changed('navigation')
    if (prevented) await route.abort('aborted').catch(() => {})
    else await route.continue().catch(() => {})
  }

  /** @internal window.open() (or a link opening a new window) asks the window open handler. */
  onWindowOpen(open: OpenRequest): void {
    const details: Electron.HandlerDetails = {
      url: this.toAppUrl(open.url),
      frameName: open.frameName,
      features: open.features,
      disposition: open.disposition,
      referrer: { url: this.toAppUrl(open.referrer), policy: 'strict-origin-when-cross-origin' },
      ...(open.postBody ? { postBody: open.postBody } : {}),
    }
    let decision: 'allow' | 'deny' = 'allow'
    let override: Electron.BrowserWindowConstructorOptions | undefined
    if (this.windowOpenHandler) {
      let response: unknown
      try {
        response = this.windowOpenHandler(details)
      } catch (error) {
        this.standin.recordError(error)
        response = { action: 'deny' }
      }
      const answer = response as Partial<Electron.WindowOpenHandlerResponse> | null
      if (typeof answer !== 'object' || answer === null) {
        console.error(
          `The window open handler response must be an object, but was instead of type '${answer === null ? 'null' : typeof answer}'.`,
        )
        decision = 'deny'
      } else if (answer.action === 'deny') {
        decision = 'deny'
      } else if (answer.action === 'allow') {
        if (answer.createWindow) notImplemented("setWindowOpenHandler's createWindow")
        override = answer.overrideBrowserWindowOptions
      } else {
        console.error(
          "The window open handler response must be an object with an 'action' property of 'allow' or 'deny'.",
        )
        decision = 'deny'
      }
    }
    this.standin.windowOpenLog.push({ window: this.owner, details, decision })
    this.standin.changed('window-open')
    if (decision === 'deny') return
    // Allowed: a new stand-in window loads the URL (with the opener's web preferences, as Electron
    // gives child windows). It has no opener: window.open() returned null in the page.
    const features = parseFeatures(open.features)
    const child = new this.standin.BrowserWindow({
      ...features,
      ...override,
      webPreferences: { ...this.prefs, ...(override?.webPreferences ?? {}) },
    })
    this.emit('did-create-window', child, {
      url: details.url,
      frameName: details.frameName,
      options: child.options,
      disposition: details.disposition,
      referrer: details.referrer,
      postBody: details.postBody,
    })
    child.webContents.loadURL(details.url).catch((error: unknown) => this.standin.recordError(error))
  }

  // ---- teardown -----------------------------------------------------------------------------------

  /** @internal Called when the window is closed or destroyed. */
  destroyInternal(options: { silently?: boolean } = {}): void {
    if (this.destroyed) return
    this.destroyed = true
    this.poll?.reject(new Error('destroyed'))
    this.poll = undefined
    if (!options.silently) this.emit('destroyed')
    // Closed once it is wired: a page closed while Playwright still registers its binding and init
    // script makes Playwright's client throw outside any promise ("Cannot find parent object").
    this.standin.track(
      this.attaching
        .catch(() => {})
        .then(() => this.page?.close())
        .catch(() => {}),
    )
  }
}

function stripHash(url: string): string {
  const index = url.indexOf('#')
  return index < 0 ? url : url.slice(0, index)
}

/** width/height/left/top from a window.open features string. */
function parseFeatures(features: string): Electron.BrowserWindowConstructorOptions {
  const options: Electron.BrowserWindowConstructorOptions = {}
  for (const part of features.split(',')) {
    const [rawKey, rawValue] = part.split('=')
    const key = rawKey?.trim().toLowerCase()
    const value = Number(rawValue?.trim())
    if (!key || Number.isNaN(value)) continue
    if (key === 'width') options.width = value
    if (key === 'height') options.height = value
    if (key === 'left') options.x = value
    if (key === 'top') options.y = value
  }
  return options
}

export function isAbsolutePreload(path: string): boolean {
  return isAbsolute(path)
}
