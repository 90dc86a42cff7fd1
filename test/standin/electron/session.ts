// session: one Playwright BrowserContext per session; protocol handlers and permission handlers.
import { chromiumLocale } from './locale'
import { EventEmitter } from 'node:events'
import type { BrowserContext, Route, Request as PwRequest } from 'playwright-core'
import { SessionMembers } from './api-names'
import { loud } from './loud'
import { ProtocolStandin } from './protocol'
import type { Standin } from './standin'
import type { WebContentsStandin } from './web-contents'

type RequestHandler = Parameters<Electron.Session['setPermissionRequestHandler']>[0]
type CheckHandler = Parameters<Electron.Session['setPermissionCheckHandler']>[0]
export type PermissionName = Parameters<NonNullable<RequestHandler>>[1]
export type PermissionDetails = Parameters<NonNullable<RequestHandler>>[3]

export interface PermissionRecord {
  kind: 'request' | 'check'
  permission: string
  granted: boolean
  /** app:// form of the asking frame's URL. */
  requestingUrl: string
  isMainFrame: boolean
  /** Whether the app's handler decided (false: Electron's default, which grants). */
  byHandler: boolean
}

type Implemented =
  | 'setPermissionRequestHandler'
  | 'setPermissionCheckHandler'
  | 'isPersistent'
  | 'getUserAgent'
  | 'setUserAgent'
  | 'getStoragePath'
  | 'clearStorageData'
  | 'clearCache'

export class SessionStandin extends EventEmitter implements Pick<Electron.Session, Implemented> {
  readonly protocol: ProtocolStandin
  /** Every permission request and check that reached this session. */
  readonly permissionLog: PermissionRecord[] = []
  private requestHandler: RequestHandler = null
  private checkHandler: CheckHandler = null
  private contextPromise: Promise<BrowserContext> | undefined
  private userAgent = ''

  constructor(
    private readonly standin: Standin,
    readonly partition: string,
  ) {
    super()
    this.protocol = new ProtocolStandin(standin, partition)
    return loud(this, 'Session', SessionMembers)
  }

  setPermissionRequestHandler(handler: RequestHandler): void {
    this.requestHandler = handler
  }

  setPermissionCheckHandler(handler: CheckHandler): void {
    this.checkHandler = handler
  }

  isPersistent(): boolean {
    return this.partition === '' || this.partition.startsWith('persist:')
  }

  getUserAgent(): string {
    return this.userAgent
  }

  setUserAgent(userAgent: string): void {
    this.userAgent = userAgent
  }

  getStoragePath(): string | null {
    return this.isPersistent() ? this.standin.appModule.getPath('sessionData') : null
  }

  async clearStorageData(): Promise<void> {
    const context = await this.contextPromise
    await context?.clearCookies()
  }

  async clearCache(): Promise<void> {}

  /**
   * Asks the app's permission request handler (Electron grants when none is set). Resolves with
   * the decision; a handler that never calls back leaves it pending, as in Electron.
   */
  requestPermission(
    contents: WebContentsStandin,
    permission: PermissionName,
    details: PermissionDetails,
  ): Promise<boolean> {
    const handler = this.requestHandler
    const record = (granted: boolean, byHandler: boolean): boolean => {
      this.permissionLog.push({
        kind: 'request',
        permission,
        granted,
        requestingUrl: details.requestingUrl,
        isMainFrame: details.isMainFrame,
        byHandler,
      })
      this.standin.changed('permission')
      return granted
    }
    if (!handler) return Promise.resolve(record(true, false))
    return new Promise<boolean>((resolve) => {
      let answered = false
      handler(
        contents as unknown as Electron.WebContents,
        permission,
        (granted: boolean) => {
          if (answered) return
          answered = true
          resolve(record(granted === true, true))
        },
        details,
      )
    })
  }

  /** Asks the app's permission check handler (Electron answers true when none is set). */
  checkPermission(
    contents: WebContentsStandin | null,
    permission: PermissionName,
    requestingOrigin: string,
    details: Electron.PermissionCheckHandlerHandlerDetails,
  ): boolean {
    const handler = this.checkHandler
    const granted = handler
      ? handler(contents as unknown as Electron.WebContents | null, permission, requestingOrigin, details) === true
      : true
    this.permissionLog.push({
      kind: 'check',
      permission,
      granted,
      requestingUrl: details.requestingUrl ?? requestingOrigin,
      isMainFrame: details.isMainFrame,
      byHandler: handler !== null,
    })
    this.standin.changed('permission')
    return granted
  }

  /** @internal The Playwright context behind this session, created on first use. */
  context(): Promise<BrowserContext> {
    this.contextPromise ??= (async () => {
      const browser = await this.standin.browser()
      const context = await browser.newContext({
        viewport: { width: 800, height: 600 },
        colorScheme: this.standin.nativeTheme.colorScheme(),
        // Chromium starts in the application locale: navigator.language and Intl's default follow it.
        locale: chromiumLocale(this.standin.options.systemLanguages),
        ...(this.userAgent ? { userAgent: this.userAgent } : {}),
      })
      // Granted at the browser level so that what the app's handler allows actually works;
      // the handler is asked first by the page runtime.
      await Promise.all([
        context
          .grantPermissions([
            'geolocation',
            'notifications',
            'clipboard-read',
            'clipboard-write',
            'camera',
            'microphone',
          ])
          .catch(() => {}),
        context.setGeolocation({ latitude: 0, longitude: 0 }).catch(() => {}),
        context.route('**/*', (route, request) => this.route(route, request)),
      ])
      return context
    })()
    return this.contextPromise
  }

  private async route(route: Route, request: PwRequest): Promise<void> {
    let page
    try {
      page = request.frame().page()
    } catch {
      // Service workers have no frame.
      await route.continue().catch(() => {})
      return
    }
    const window = this.standin.windowByPage(page)
    try {
      if (window) await window.webContents.onRoute(route, request)
      else await this.standin.onPopupRequest(route, request, page)
    } catch (error) {
      this.standin.recordError(error)
      await route.abort('failed').catch(() => {})
    }
  }

  /** @internal */
  async close(): Promise<void> {
    const context = await this.contextPromise?.catch(() => undefined)
    await context?.close().catch(() => {})
  }
}
