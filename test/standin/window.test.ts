// Self-tests of the stand-in's windows: app:// loading with the app's own headers, the preload
// bridge, IPC both ways, navigation and window.open hardening, permissions.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { useStandin } from './test-helpers'

const { launch, shared } = useStandin()

type Log = unknown[][]
const logOf = (exports: unknown): Log => (exports as { log: Log }).log

/** A loopback server standing for "somewhere else on the network"; counts the requests it gets. */
async function foreignServer(): Promise<{ url: string; hits: string[]; close: () => Promise<void> }> {
  const hits: string[] = []
  const server: Server = createServer((req, res) => {
    hits.push(req.url ?? '')
    res.setHeader('Content-Type', 'text/html')
    res.end('<!doctype html><title>foreign</title><p>foreign</p>')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

let foreign: Awaited<ReturnType<typeof foreignServer>> | undefined
afterEach(async () => {
  await foreign?.close()
  foreign = undefined
})

describe('a loaded window (one app for these read-only tests)', () => {
  const app = shared('window-app', { logIpcErrors: false, argv: ['--allow-frames'] })
  const loaded = async () => {
    const win = await app().waitForLoadedWindow()
    return { app: app(), win, page: win.page }
  }

  it('serves the page through the app handler with its own headers, so the CSP blocks inline scripts', async () => {
    const { app, win } = await loaded()
    expect(win.webContents.getURL()).toBe('app://fixture/index.html')
    const page = win.page
    expect(await page.evaluate('window.appScriptRan')).toBe(true)
    expect(await page.evaluate('window.inlineScriptRan')).toBeUndefined()
    const response = await page.request.get(page.url())
    expect(response.headers()['content-security-policy']).toBe(
      "default-src 'self'; script-src 'self'; style-src 'self'; frame-src http://127.0.0.1:*",
    )
    expect(response.headers()['x-fixture']).toBe('yes')
    expect(logOf(app.exports)).toContainEqual(['request', 'GET', 'app://fixture/index.html'])
    expect(win.getTitle()).toBe('Fixture Window')
    expect(win.isVisible()).toBe(true) // shown by the app on 'ready-to-show'
  })

  it('hands the app handler a Request for the app:// URL with method, headers and body', async () => {
    const { page } = await loaded()
    const echo = await page.evaluate(`fetch('./echo?x=1', { method: 'POST', body: 'hello' }).then((r) => r.json())`)
    expect(echo).toEqual({ method: 'POST', origin: 'app://fixture', query: '?x=1', body: 'hello' })
  })

  it('rejects loadURL for a scheme nobody handles, like Electron', async () => {
    const { win } = await loaded()
    await expect(win.loadURL('nope://x/')).rejects.toThrow("ERR_UNKNOWN_URL_SCHEME (-302) loading 'nope://x/'")
  })

  it('records the web preferences and refuses ones it cannot emulate', async () => {
    const { app, win } = await loaded()
    const prefs = win.webContents.getLastWebPreferences()
    expect(prefs).toMatchObject({ sandbox: true, contextIsolation: true, nodeIntegration: false })
    expect(prefs.additionalArguments).toEqual(['--fixture-version=1.2.3'])
    const { BrowserWindow } = app.standin
    expect(() => new BrowserWindow({ webPreferences: { sandbox: false } })).toThrow(
      'Electron stand-in: BrowserWindow with webPreferences.sandbox: false is not implemented',
    )
    expect(() => new BrowserWindow({ webPreferences: { nodeIntegration: true } })).toThrow(
      /nodeIntegration: true is not implemented/,
    )
    expect(() => new BrowserWindow({ webPreferences: { contextIsolation: false } })).toThrow(/contextIsolation: false/)
  })

  it('runs the preload sandboxed: limited process, require limited to electron and a few built-ins', async () => {
    const { page } = await loaded()
    expect(await page.evaluate('window.fixture.version')).toBe('1.2.3')
    expect(await page.evaluate('window.fixture.environment')).toEqual({
      type: 'renderer',
      sandboxed: true,
      contextIsolated: true,
      platform: 'linux',
      envKeys: 0,
      events: 'function',
      timers: 'object',
      url: 'object',
      fs: 'module not found: fs',
      childProcess: 'module not found: child_process',
      electronKeys: 'contextBridge,ipcRenderer',
    })
  })

  it('exposes a frozen, non-writable copy and keeps the IPC plumbing out of reach of page scripts', async () => {
    const { page } = await loaded()
    const facts = await page.evaluate(`(() => {
      const d = Object.getOwnPropertyDescriptor(window, 'fixture')
      window.fixture = 'replaced'
      let nestedWrite = 'allowed'
      try { 'use strict'; window.fixture.nested.list.push(4) } catch (e) { nestedWrite = e.constructor.name }
      return {
        writable: d.writable, configurable: d.configurable,
        frozen: Object.isFrozen(window.fixture), nestedFrozen: Object.isFrozen(window.fixture.nested.list),
        stillFixture: typeof window.fixture === 'object', nestedWrite,
        fnSource: window.fixture.ping.toString(),
        globals: Object.getOwnPropertyNames(window).filter((n) => /^__standin|^ipcRenderer$|^require$|^contextBridge$/.test(n)),
        require: typeof require, process: typeof process, ipcRenderer: typeof ipcRenderer,
      }
    })()`)
    expect(facts).toEqual({
      writable: false,
      configurable: false,
      frozen: true,
      nestedFrozen: true,
      stillFixture: true,
      nestedWrite: 'TypeError',
      fnSource: 'function () { [native code] }',
      globals: [],
      require: 'undefined',
      process: 'undefined',
      ipcRenderer: 'undefined',
    })
    expect(await page.evaluate('window.exposeTwice')).toBe(
      'Cannot bind an API on top of an existing property on the window object',
    )
  })

  it('refuses IPC forged by a page script through Playwright’s own binding plumbing', async () => {
    const { app, win } = await loaded()
    let called = 0
    app.ipcMain.handle('forge-target', () => ++called)
    const outcome = await win.page.evaluate(`(async () => {
      const controller = globalThis.__playwright__binding__controller__
      const names = [...controller._bindings.keys()]
      const results = []
      for (const name of names) {
        try { await controller.callBinding(name, 'guess\\ninvoke\\n["forge-target",[]]'); results.push('accepted') }
        catch (e) { results.push(String(e.message)) }
      }
      return results
    })()`)
    expect(outcome).not.toContain('accepted')
    expect(called).toBe(0)
  })

  it('copies values across the bridge the way Electron does', async () => {
    const { page } = await loaded()
    const result = await page.evaluate(`(async () => {
      const callbackArg = await new Promise((resolve) => window.fixture.callBack((v) => resolve(v)))
      let thrown
      try { window.fixture.throws() } catch (e) { thrown = [e.constructor.name, e.message] }
      const point = window.fixture.point()
      return {
        callbackArg, thrown,
        later: await window.fixture.later(),
        point: [Object.getPrototypeOf(point) === Object.prototype, point.x, typeof point.norm],
        echoIdentity: window.fixture.onPush === window.fixture.onPush,
      }
    })()`)
    expect(result).toEqual({
      callbackArg: { from: 'preload' },
      thrown: ['Error', 'thrown in preload'],
      later: { resolved: true },
      point: [true, 1, 'undefined'],
      echoIdentity: true,
    })
  })

  it('refuses a Proxy crossing the bridge — a Vue reactive object or array — with Electron\'s "An object could not be cloned."', async () => {
    const { page } = await loaded()
    // Vue itself, as a page would have it: its reactive() is what a Pinia store hands out.
    await page.evaluate(readFileSync(require.resolve('vue/dist/vue.global.prod.js'), 'utf8'))
    const outcome = await page.evaluate(`(() => {
      const attempt = (value) => {
        try { window.fixture.ping(value); return 'crossed' } catch (e) { return e.constructor.name + ': ' + e.message }
      }
      const form = Vue.reactive({ domain: 'shop.example', excludeIps: ['10.0.0.1'] })
      return {
        reactive: attempt(form),
        spreadKeepsReactiveArray: attempt({ ...form }),
        plainProxy: attempt(new Proxy({ a: 1 }, {})),
        revocable: attempt(Proxy.revocable([1], {}).proxy),
        insideAnArray: attempt([1, new Proxy({}, {})]),
        raw: attempt(Vue.toRaw(form)),
        plainCopy: attempt({ ...form, excludeIps: [...form.excludeIps] }),
        proxiedFunction: typeof new Proxy(() => 1, {}),
        proxyStillWorks: new Proxy({}, { get: () => 42 }).anything,
        proxyLooksNative: [Proxy.name, Proxy.length, 'prototype' in Proxy],
        needsNew: (() => { try { Proxy({}, {}); return 'called' } catch (e) { return e.constructor.name } })(),
      }
    })()`)
    expect(outcome).toEqual({
      reactive: 'Error: An object could not be cloned.',
      spreadKeepsReactiveArray: 'Error: An object could not be cloned.',
      plainProxy: 'Error: An object could not be cloned.',
      revocable: 'Error: An object could not be cloned.',
      insideAnArray: 'Error: An object could not be cloned.',
      raw: 'crossed',
      plainCopy: 'crossed',
      proxiedFunction: 'function',
      proxyStillWorks: 42,
      proxyLooksNative: ['Proxy', 2, false],
      needsNew: 'TypeError',
    })
  })

  it('copies a class instance as its own enumerable fields, prototype lost, and proxies functions inside arguments', async () => {
    const { page } = await loaded()
    const outcome = await page.evaluate(`(async () => {
      class Draft { constructor() { this.domain = 'shop.example' } get upper() { return this.domain.toUpperCase() } describe() { return 'a draft' } }
      const seen = await window.fixture.ping(new Draft())
      const called = await new Promise((resolve) => window.fixture.callBack((value) => resolve(value)))
      const nestedFunction = await window.fixture.ping({ options: { onDone() {} } }).then(() => 'sent', (e) => e.message)
      return { seen: seen.value, called, nestedFunction }
    })()`)
    // A function in an argument crosses the bridge as a callable proxy; IPC then refuses to clone it.
    expect(outcome).toEqual({
      seen: { domain: 'shop.example' },
      called: { from: 'preload' },
      nestedFunction: 'An object could not be cloned.',
    })
  })

  it('invokes a handler with the page frame as sender, reported as app://', async () => {
    const { page } = await loaded()
    expect(await page.evaluate('window.fixture.ping({ n: 1 })')).toEqual({
      value: { n: 1 },
      senderUrl: 'app://fixture/index.html',
      senderOrigin: 'app://fixture',
      fromMainFrame: true,
      topIsMain: true,
      windowTitle: 'Fixture Window',
    })
    expect(await page.evaluate('window.fixture.secure()')).toBe('secret-ok')
  })

  it('carries structured-clone types and reports errors like Electron', async () => {
    const { page } = await loaded()
    const types = await page.evaluate(`window.fixture.types({ set: new Set([1]), big: 10n }).then((r) => ({
      set: r.received.set instanceof Set && r.received.set.has(1), big: typeof r.received.big,
      map: r.map instanceof Map && r.map.get('a'), when: r.when instanceof Date && r.when.getTime(), bytes: Array.from(r.bytes),
    }))`)
    expect(types).toEqual({ set: true, big: 'bigint', map: 1, when: 86400000, bytes: [1, 2, 3] })
    const errors = await page.evaluate(`Promise.all([
      window.fixture.fail().catch((e) => e.message),
      window.fixture.missing().catch((e) => e.message),
      window.fixture.badReturn().catch((e) => e.message),
      window.fixture.types(() => 1).catch((e) => e.message),
    ])`)
    expect(errors).toEqual([
      "Error invoking remote method 'fail': TypeError: it failed",
      "Error invoking remote method 'no-such-channel': Error: No handler registered for 'no-such-channel'",
      "Error invoking remote method 'bad-return': Error: An object could not be cloned.",
      'An object could not be cloned.',
    ])
  })

  it('delivers webContents.send to the page listeners, and ipcRenderer.send to ipcMain with a reply', async () => {
    const { app, win, page } = await loaded()
    win.webContents.send('push', { n: 1, when: new Date(0) })
    await page.waitForFunction('window.pushed.length === 1')
    expect(await page.evaluate('window.pushed[0].n === 1 && window.pushed[0].when instanceof Date')).toBe(true)
    expect(() => win.webContents.send('push', () => 1)).toThrow('An object could not be cloned.')
    await page.evaluate('window.fixture.note("hello")')
    await page.waitForFunction('window.pushed.length === 2')
    expect(await page.evaluate('window.pushed[1]')).toEqual({ echo: 'hello' })
    expect(logOf(app.exports)).toContainEqual(['note', 'hello', 'app://fixture/index.html'])
    await expect(page.evaluate('window.fixture.sendFunction()')).rejects.toThrow('An object could not be cloned.')
  })

  it('lets a test call a handler as a foreign subframe would, so sender checks can be tested', async () => {
    foreign = await foreignServer()
    const { app, win, page } = await loaded()
    await page.evaluate(`new Promise((resolve) => {
      const frame = document.createElement('iframe')
      frame.src = ${JSON.stringify(`${foreign.url}/frame`)}
      frame.onload = resolve
      document.body.append(frame)
    })`)
    const frame = page.frames().find((f) => f.url().startsWith(foreign!.url))!
    expect(frame).toBeDefined()
    const seen = (await win.invokeFromFrame(frame, 'ping', 'x')) as Record<string, unknown>
    expect(seen).toMatchObject({
      senderUrl: `${foreign.url}/frame`,
      senderOrigin: foreign.url,
      fromMainFrame: false,
      topIsMain: true,
    })
    await expect(win.invokeFromFrame(frame, 'secure')).rejects.toThrow(
      "Error invoking remote method 'secure': Error: forbidden sender",
    )
    // The subframe itself has no bridge and no binding.
    expect(
      await frame.evaluate(
        'typeof window.fixture + "/" + Object.getOwnPropertyNames(window).filter((n) => n.startsWith("__standin")).length',
      ),
    ).toBe('undefined/0')
    expect(logOf(app.exports)).toContainEqual(['will-frame-navigate', `${foreign.url}/frame`])
  })
})

describe('navigation and new windows', () => {
  it('offers page navigations to will-navigate with the app:// URL; preventDefault keeps the page', async () => {
    const app = await launch('window-app')
    const win = await app.waitForLoadedWindow()
    const page = win.page
    await page.click('#external')
    await app.waitFor(
      () => app.standin.navigationLog.find((n) => n.url === 'https://example.invalid/elsewhere'),
      'the external navigation',
    )
    expect(logOf(app.exports)).toContainEqual(['will-navigate', 'https://example.invalid/elsewhere', true])
    expect(win.webContents.getURL()).toBe('app://fixture/index.html')
    await Promise.all([page.waitForURL(/second\.html$/), page.click('#internal')])
    expect(win.webContents.getURL()).toBe('app://fixture/second.html')
    expect(logOf(app.exports)).toContainEqual(['will-navigate', 'app://fixture/second.html', true])
    // window.open into this window is a navigation, not a new window.
    await page.evaluate(`window.open('https://example.invalid/self', '_self')`)
    await app.waitFor(
      () => app.standin.navigationLog.find((n) => n.url === 'https://example.invalid/self'),
      'the _self navigation',
    )
    expect(app.standin.windowOpenLog).toEqual([])
    expect(win.webContents.getURL()).toBe('app://fixture/second.html')
    // loadURL itself is not offered to will-navigate.
    expect(logOf(app.exports).filter((e) => e[0] === 'will-navigate' && e[1] === 'app://fixture/index.html')).toEqual(
      [],
    )
  })

  it('asks the window open handler; a denied window opens nothing and sends no request', async () => {
    foreign = await foreignServer()
    const app = await launch('window-app')
    const win = await app.waitForLoadedWindow()
    const page = win.page
    const opened = await page.evaluate(
      `window.open(${JSON.stringify(`${foreign.url}/popup`)}, 'named', 'width=300,height=200')`,
    )
    expect(opened).toBeNull()
    await page.evaluate(
      `(() => { const a = document.createElement('a'); a.href = ${JSON.stringify(`${foreign.url}/blank`)}; a.target = '_blank'; a.id = 'blank'; a.textContent = 'popup'; document.body.append(a) })()`,
    )
    await page.click('#blank')
    await app.waitFor(() => app.standin.windowOpenLog.length === 2, 'two window-open decisions')
    expect(logOf(app.exports)).toContainEqual(['window-open', `${foreign.url}/popup`, 'new-window', 'named'])
    expect(logOf(app.exports)).toContainEqual(['window-open', `${foreign.url}/blank`, 'foreground-tab', ''])
    expect(app.windows()).toHaveLength(1)
    expect(page.context().pages()).toHaveLength(1)
    expect(foreign.hits).toEqual([])
  })

  it('opens an allowed window as a new stand-in window', async () => {
    const app = await launch('window-app', { argv: ['--allow-popups'] })
    const win = await app.waitForLoadedWindow()
    await win.page.evaluate(`window.open('./second.html')`)
    const child = await app.waitForLoadedWindow((w) => w !== win)
    expect(child.webContents.getURL()).toBe('app://fixture/second.html')
    expect(child.webContents.getLastWebPreferences().sandbox).toBe(true)
  })
})

describe('permissions', () => {
  it('sends page permission requests to the session handler with Electron names and app:// URLs', async () => {
    const app = await launch('window-app')
    const win = await app.waitForLoadedWindow()
    const page = win.page
    expect(await page.evaluate('Notification.requestPermission()')).toBe('denied')
    expect(
      await page.evaluate(
        `new Promise((resolve) => navigator.geolocation.getCurrentPosition(() => resolve('granted'), (e) => resolve(e.code)))`,
      ),
    ).toBe(1)
    expect(
      await page.evaluate(`navigator.mediaDevices.getUserMedia({ video: true }).then(() => 'granted', (e) => e.name)`),
    ).toBe('NotAllowedError')
    expect(await page.evaluate(`navigator.permissions.query({ name: 'geolocation' }).then((s) => s.state)`)).toBe(
      'denied',
    )
    expect(await win.requestPermission('clipboard-sanitized-write')).toBe(true)
    const log = logOf(app.exports)
    expect(log).toContainEqual(['permission', 'notifications', 'app://fixture/index.html', true])
    expect(log).toContainEqual(['permission', 'geolocation', 'app://fixture/index.html', true])
    expect(log).toContainEqual(['permission', 'media', 'app://fixture/index.html', true])
    expect(log).toContainEqual(['permission-check', 'geolocation', 'app://fixture'])
    expect(app.session.permissionLog.every((p) => p.byHandler)).toBe(true)
  })

  it('grants like Electron when the app sets no handler, so a denial can be told from the default', async () => {
    const app = await launch('window-app', { argv: ['--default-permissions'] })
    const win = await app.waitForLoadedWindow()
    expect(await win.requestPermission('notifications')).toBe(true)
    expect(await win.page.evaluate('Notification.requestPermission()')).toBe('granted')
    expect(app.session.permissionLog.map((p) => [p.permission, p.granted, p.byHandler])).toEqual([
      ['notifications', true, false],
      ['notifications', true, false],
    ])
  })
})

describe('a renderer that dies', () => {
  it('leaves the window blank — its page, bridge and messages gone — until a reload starts a new renderer', async () => {
    const app = await launch('window-app')
    const win = await app.waitForLoadedWindow()
    const gone: string[] = []
    win.webContents.on('render-process-gone', (_event, details) => gone.push(details.reason))
    win.webContents.simulateRenderProcessGone({ reason: 'oom', exitCode: 9 })
    expect(gone).toEqual(['oom'])
    expect(win.webContents.isCrashed()).toBe(true)
    expect(win.webContents.getURL()).toBe('app://fixture/index.html')
    const blank = await win.whenPageReady()
    expect(await blank.evaluate('typeof window.fixture + " " + location.href')).toBe('undefined about:blank')
    win.webContents.send('push', { lost: true })

    win.webContents.reload()
    const back = await app.waitForLoadedWindow()
    expect(back.webContents.isCrashed()).toBe(false)
    expect(await back.page.evaluate('window.fixture.version')).toBe('1.2.3')
    expect(await back.page.evaluate('window.pushed.length')).toBe(0)
  })
})
