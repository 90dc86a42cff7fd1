// The window glue with `electron` replaced by a typed stub (design.md §8: automock would import
// the real package, which needs the Electron binary).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type {
  App,
  BrowserWindow,
  BrowserWindowConstructorOptions,
  HandlerDetails,
  PermissionRequest,
  Session,
  Shell,
  WebContents,
} from 'electron'
import { createMainWindow } from '../../src/main/windows'

const stub = vi.hoisted(() => {
  type RequestHandler = Parameters<Session['setPermissionRequestHandler']>[0]
  type CheckHandler = Parameters<Session['setPermissionCheckHandler']>[0]
  type OpenHandler = Parameters<WebContents['setWindowOpenHandler']>[0]

  /** What Electron passes to 'will-navigate' / 'will-attach-webview' listeners, reduced to what we use. */
  class FakeEvent {
    defaultPrevented = false
    constructor(readonly url = '') {}
    preventDefault(): void {
      this.defaultPrevented = true
    }
  }

  class FakeSession implements Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'> {
    requestHandler: RequestHandler = null
    checkHandler: CheckHandler = null
    setPermissionRequestHandler(handler: RequestHandler): void {
      this.requestHandler = handler
    }
    setPermissionCheckHandler(handler: CheckHandler): void {
      this.checkHandler = handler
    }
  }

  class FakeWebContents implements Pick<WebContents, 'setWindowOpenHandler'> {
    readonly session = new FakeSession()
    openHandler: OpenHandler | null = null
    private readonly listeners = new Map<string, Array<(event: FakeEvent) => void>>()
    on(name: string, listener: (event: FakeEvent) => void): this {
      this.listeners.set(name, [...(this.listeners.get(name) ?? []), listener])
      return this
    }
    /** Fires `name` like Electron would and returns the event, to see whether it was prevented. */
    emit(name: string, url = ''): FakeEvent {
      const event = new FakeEvent(url)
      for (const listener of this.listeners.get(name) ?? []) listener(event)
      return event
    }
    setWindowOpenHandler(handler: OpenHandler): void {
      this.openHandler = handler
    }
  }

  class FakeBrowserWindow implements Pick<BrowserWindow, 'loadURL' | 'show'> {
    static created: FakeBrowserWindow[] = []
    readonly webContents = new FakeWebContents()
    readonly loadURL = vi.fn<BrowserWindow['loadURL']>(() => Promise.resolve())
    readonly show = vi.fn<BrowserWindow['show']>()
    constructor(readonly options: BrowserWindowConstructorOptions) {
      FakeBrowserWindow.created.push(this)
    }
    once(_name: string, _listener: () => void): this {
      return this
    }
  }

  const app = {
    isPackaged: true as boolean,
    getVersion: vi.fn<App['getVersion']>(() => '1.2.3'),
  } satisfies Pick<App, 'isPackaged' | 'getVersion'>

  const shell = {
    openExternal: vi.fn<Shell['openExternal']>(() => Promise.resolve()),
  } satisfies Pick<Shell, 'openExternal'>

  return { app, shell, FakeBrowserWindow }
})

vi.mock('electron', () => ({
  app: stub.app,
  shell: stub.shell,
  BrowserWindow: stub.FakeBrowserWindow,
}))

function openWindow() {
  createMainWindow()
  const win = stub.FakeBrowserWindow.created.at(-1)
  if (!win) throw new Error('no window was created')
  return win
}

function openDetails(url: string): HandlerDetails {
  return { url, frameName: '', features: '', disposition: 'foreground-tab', referrer: { url: '', policy: 'default' } }
}

beforeEach(() => {
  stub.FakeBrowserWindow.created = []
  stub.app.isPackaged = true
  stub.shell.openExternal.mockClear()
})

afterEach(() => {
  vi.unstubAllEnvs()
})

describe('main window', () => {
  it('is created with the hardened web preferences and the sandboxed preload', () => {
    const win = openWindow()

    expect(win.options.webPreferences).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })
    expect(win.options.webPreferences?.preload).toMatch(/[\\/]preload[\\/]index\.js$/)
    expect(win.options.webPreferences?.additionalArguments).toContain('--sitetray-app-version=1.2.3')
    expect(win.options.show).toBe(false)
  })

  it('loads the built page, ignoring ELECTRON_RENDERER_URL once packaged', () => {
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173')
    const win = openWindow()

    const url = win.loadURL.mock.calls[0]?.[0]
    expect(url).toMatch(/^file:\/\/.*\/renderer\/index\.html$/)
  })

  it('loads the dev server during development', () => {
    stub.app.isPackaged = false
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173')
    const win = openWindow()

    expect(win.loadURL).toHaveBeenCalledWith('http://localhost:5173')
  })
})

describe('navigation', () => {
  it('blocks navigating the built app to a foreign page, a file or a script URL', () => {
    const win = openWindow()

    for (const url of ['https://evil.example/', 'file:///etc/passwd', 'javascript:alert(1)', 'about:blank']) {
      expect(win.webContents.emit('will-navigate', url).defaultPrevented, url).toBe(true)
    }
  })

  it("allows the app's own page", () => {
    const win = openWindow()
    const own = win.loadURL.mock.calls[0]?.[0] ?? ''

    expect(win.webContents.emit('will-navigate', own).defaultPrevented).toBe(false)
    expect(win.webContents.emit('will-navigate', `${own}#/websites`).defaultPrevented).toBe(false)
  })

  it('allows only the dev server origin during development', () => {
    stub.app.isPackaged = false
    vi.stubEnv('ELECTRON_RENDERER_URL', 'http://localhost:5173')
    const win = openWindow()

    expect(win.webContents.emit('will-navigate', 'http://localhost:5173/').defaultPrevented).toBe(false)
    expect(win.webContents.emit('will-navigate', 'http://localhost:5174/').defaultPrevented).toBe(true)
    expect(win.webContents.emit('will-navigate', 'https://localhost:5173/').defaultPrevented).toBe(true)
  })

  it('refuses to attach a <webview>', () => {
    const win = openWindow()

    expect(win.webContents.emit('will-attach-webview').defaultPrevented).toBe(true)
  })
})

describe('window.open', () => {
  it('never opens an app window and hands http(s) links to the OS browser', () => {
    const win = openWindow()
    const handler = win.webContents.openHandler
    if (!handler) throw new Error('no window open handler was set')

    expect(handler(openDetails('https://example.org/stats?site=1'))).toEqual({ action: 'deny' })
    expect(handler(openDetails('http://example.org/'))).toEqual({ action: 'deny' })
    expect(stub.shell.openExternal.mock.calls).toEqual([['https://example.org/stats?site=1'], ['http://example.org/']])
  })

  it('does not pass other URLs to the OS', () => {
    const win = openWindow()
    const handler = win.webContents.openHandler
    if (!handler) throw new Error('no window open handler was set')

    const refused = [
      'javascript:alert(1)',
      'file:///etc/passwd',
      'data:text/html,<script>alert(1)</script>',
      'smb://server/share',
      'https://user:secret@example.org/',
      'not a url',
      '',
    ]
    for (const url of refused) expect(handler(openDetails(url)), url).toEqual({ action: 'deny' })
    expect(stub.shell.openExternal).not.toHaveBeenCalled()
  })
})

describe('permissions', () => {
  it('denies every permission request and check', () => {
    const win = openWindow()
    const { requestHandler, checkHandler } = win.webContents.session
    if (!requestHandler || !checkHandler) throw new Error('permission handlers were not set')
    const contents = win.webContents as unknown as WebContents
    const details: PermissionRequest = { isMainFrame: true, requestingUrl: 'file:///app/index.html' }

    for (const permission of ['media', 'notifications', 'geolocation', 'clipboard-read', 'openExternal'] as const) {
      const callback = vi.fn<(granted: boolean) => void>()
      requestHandler(contents, permission, callback, details)
      expect(callback, permission).toHaveBeenCalledExactlyOnceWith(false)
    }
    expect(checkHandler(contents, 'media', 'file:///app/index.html', { isMainFrame: true, embeddingOrigin: '' })).toBe(false)
  })
})
