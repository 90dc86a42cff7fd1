/**
 * design.md §7 on the built app, through the stand-in: the window's web preferences, the CSP sent
 * as a header, navigation and pop-ups, permissions, messages from a foreign frame, what the
 * preload exposes — and random payloads sent to every channel from the page itself.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { channels, events, type Channel } from '../../src/shared/ipc-contract'
import { CONTENT_SECURITY_POLICY } from '../../src/main/window/app-protocol'
import type { BrowserWindowStandin } from '../standin/electron/browser-window'
import type { StandinApp } from '../standin/launch'
import { startSandbox } from '../../src/main/sandbox'
import { addAccount, expectViolations, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()
const CHANNELS = Object.keys(channels) as Channel[]

/** A page from another origin, as a compromised or injected frame would load. */
let foreign: Server
let foreignUrl: string
beforeAll(async () => {
  foreign = createServer((_request, response) => response.end('<p>elsewhere</p>'))
  await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve))
  foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}`
})
afterAll(async () => {
  await new Promise((resolve) => foreign.close(resolve))
})

async function openWindow(): Promise<{ app: StandinApp; win: BrowserWindowStandin }> {
  const app = await launch()
  const win = await app.waitForLoadedWindow()
  // The page is up and talking to main.
  await win.page.getByRole('button', { name: 'Try the demo' }).waitFor()
  return { app, win }
}

describe('the window, as built', () => {
  it('is sandboxed and isolated, with no Node in the page', async () => {
    const { win } = await openWindow()
    expect(win.webContents.getLastWebPreferences()).toMatchObject({
      sandbox: true,
      contextIsolation: true,
      nodeIntegration: false,
      nodeIntegrationInSubFrames: false,
      nodeIntegrationInWorker: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      webviewTag: false,
    })
    expect(win.webContents.getURL()).toBe('app://sitetray/index.html')
    expect(
      await win.page.evaluate(
        '[typeof require, typeof process, typeof module, typeof ipcRenderer, typeof electron].join()',
      ),
    ).toBe('undefined,undefined,undefined,undefined,undefined')
  })

  const cspTest = 'gets its Content-Security-Policy as a response header, and inline and evaluated script do not run'
  expectViolations(cspTest)
  it(cspTest, async () => {
    const { win } = await openWindow()
    const header = await win.page.evaluate(
      'fetch("index.html").then((response) => response.headers.get("content-security-policy"))',
    )
    expect(header).toBe(CONTENT_SECURITY_POLICY)
    const outcome = await win.page.evaluate(`new Promise((resolve) => {
      const violations = []
      document.addEventListener('securitypolicyviolation', (event) => violations.push(event.violatedDirective))
      const script = document.createElement('script')
      script.textContent = 'window.inlineRan = true'
      document.body.append(script)
      // From a task of the page's own, not from the test's evaluate (which DevTools exempts from the CSP).
      setTimeout(() => {
        let evaluated
        try { eval('1 + 1'); evaluated = 'yes' } catch { evaluated = 'blocked' }
        resolve({ inline: window.inlineRan === true, evaluated, violations })
      }, 0)
    })`)
    expect(outcome).toMatchObject({ inline: false, evaluated: 'blocked' })
    expect((outcome as { violations: string[] }).violations).toContain('script-src-elem')
  })

  it('does not navigate away, and opens no pop-up, in a window or in the browser', async () => {
    const { app, win } = await openWindow()
    await win.page.evaluate(`location.href = ${JSON.stringify(`${foreignUrl}/phish`)}`)
    await app.waitFor(
      () => app.standin.navigationLog.find((record) => record.url.startsWith(foreignUrl)),
      'the navigation to be seen',
    )
    expect(app.standin.navigationLog.filter((record) => record.url.startsWith(foreignUrl))).toMatchObject([
      { prevented: true },
    ])
    expect(win.webContents.getURL()).toBe('app://sitetray/index.html')

    const urls = [`${foreignUrl}/popup`, 'https://phishing.example/login', 'javascript:alert(1)', 'file:///etc/passwd']
    for (const url of urls) await win.page.evaluate(`window.open(${JSON.stringify(url)})`)
    await app.waitFor(() => app.standin.windowOpenLog.length === urls.length, 'every window.open seen')
    expect(app.standin.windowOpenLog.map((record) => record.decision)).toEqual(urls.map(() => 'deny'))
    expect(app.windows()).toHaveLength(1)
    // Without an account there is no address app:openExternal would open: a pop-up opens nothing either.
    expect(app.shell.openedUrls()).toEqual([])
  })

  it("lets a pop-up open in the browser only what app:openExternal would: an account's own address", async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'] })
    await addAccount(app, sandbox)
    const { page } = app.windows()[0]!
    for (const url of ['https://phishing.example/login', `${foreignUrl}/popup`, `${sandbox.url}/`])
      await page.evaluate(`window.open(${JSON.stringify(url)})`)
    await app.waitFor(() => app.shell.openedUrls().length > 0, 'a link opened in the browser')
    expect(app.shell.openedUrls()).toEqual([`${sandbox.url}/`])
    expect(app.standin.windowOpenLog.map((record) => record.decision)).toEqual(['deny', 'deny', 'deny'])
  })

  it('denies every permission the page asks for', async () => {
    const { app, win } = await openWindow()
    for (const permission of ['notifications', 'geolocation', 'media', 'clipboard-read', 'midi'] as const)
      expect(await app.requestPermission(win, permission)).toBe(false)
    expect(await win.page.evaluate('Notification.requestPermission()')).not.toBe('granted')
  })

  // The foreign frame is refused by the CSP too, which says so on the console.
  const foreignFrameTest = 'refuses a message from a foreign frame, on every channel'
  expectViolations(foreignFrameTest)
  it(foreignFrameTest, async () => {
    const { win } = await openWindow()
    // The CSP (frame-src 'none') and will-frame-navigate keep foreign frames out; one that got in anyway is still
    // refused.
    await win.page.evaluate(`new Promise((resolve) => {
      const frame = document.createElement('iframe')
      frame.src = ${JSON.stringify(`${foreignUrl}/frame`)}
      frame.onload = frame.onerror = resolve
      document.body.append(frame)
      setTimeout(resolve, 0)
    })`)
    const frame = win.page.frames().find((candidate) => candidate !== win.page.mainFrame())
    expect(frame).toBeDefined()
    for (const channel of CHANNELS) {
      expect(await win.invokeFromFrame(frame!, channel, {})).toMatchObject({ ok: false, error: { kind: 'forbidden' } })
    }
  })

  it("exposes named functions for the contract's channels and `on` for its events, frozen, and nothing else", async () => {
    const { win } = await openWindow()
    const shape = (await win.page.evaluate(`(() => {
      const bridge = window.sitetray
      const listens = (name) => { try { bridge.on(name, () => {})(); return true } catch { return false } }
      const groups = Object.keys(bridge).filter((key) => key !== 'on')
      return {
        frozen: Object.isFrozen(bridge) && groups.every((group) => Object.isFrozen(bridge[group])),
        methods: groups.flatMap((group) => Object.keys(bridge[group]).map((method) => group + ':' + method)).sort(),
        on: typeof bridge.on,
        globals: Object.getOwnPropertyNames(window).filter((name) => /^(ipc|electron|__standin|require$|process$|module$)/i.test(name)),
        unknownEvent: listens('anything') ? 'accepted' : 'refused',
        events: ${JSON.stringify(Object.keys(events))}.filter(listens),
      }
    })()`)) as {
      frozen: boolean
      methods: string[]
      on: string
      globals: string[]
      unknownEvent: string
      events: string[]
    }
    expect(shape).toEqual({
      frozen: true,
      methods: [...CHANNELS].sort(),
      on: 'function',
      globals: [],
      unknownEvent: 'refused',
      events: Object.keys(events),
    })
  })
})

describe('IPC fuzz from the page', () => {
  it('every channel refuses random payloads with a validation error, and the app carries on', async () => {
    const { app, win } = await openWindow()
    const isValid = (channel: Channel, payload: unknown): boolean =>
      (channels[channel].request as { safeParse(value: unknown): { success: boolean } }).safeParse(payload).success
    const payloads = fc.oneof(
      fc.jsonValue(),
      fc.dictionary(
        fc.oneof(
          fc.constantFrom('constructor', 'toString', 'accountId', 'websiteId', 'apiKey', 'patch', 'input'),
          fc.string(),
        ),
        fc.jsonValue(),
      ),
      fc.constant({ accountId: '../../etc', websiteId: '1' }),
      fc.constant({ accountId: 'x'.repeat(10_000) }),
    )
    for (const channel of CHANNELS) {
      const [group, method] = channel.split(':') as [string, string]
      // The bridge sends `{}` for a missing request (null, undefined): that is what main sees.
      const sample = fc
        .sample(payloads, { numRuns: 25, seed: channel.length })
        .filter((payload) => !isValid(channel, JSON.parse(JSON.stringify(payload ?? {})) as unknown))
      // Sent as JSON text and parsed in the page, so that every payload arrives as generated.
      const answers = (await win.page.evaluate(
        ({ group, method, json }: { group: string; method: string; json: string }) => {
          const bridge = (
            globalThis as unknown as {
              sitetray: Record<string, Record<string, (request: unknown) => Promise<unknown>>>
            }
          ).sitetray
          return Promise.all((JSON.parse(json) as unknown[]).map((payload) => bridge[group]![method]!(payload)))
        },
        { group, method, json: JSON.stringify(sample) },
      )) as Array<{ ok: boolean; error?: { kind: string } }>
      expect(answers.length).toBe(sample.length)
      answers.forEach((answer, index) =>
        expect(answer, `${channel} ${JSON.stringify(sample[index])}`).toMatchObject({
          ok: false,
          error: { kind: 'invalid_request' },
        }),
      )
    }
    // A prototype-pollution attempt: refused or reduced to nothing, and nothing is polluted on either side.
    const polluting = await win.page.evaluate(`Promise.all([
      window.sitetray.accounts.list(JSON.parse('{"__proto__": {"polluted": true}}')),
      window.sitetray.settings.update(JSON.parse('{"__proto__": {"polluted": true}, "theme": "dark"}')),
    ]).then((answers) => ({ answers, pagePolluted: ({}).polluted === true }))`)
    expect(polluting).toMatchObject({ pagePolluted: false })
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('accountId')
    // Still working: a valid request is answered, and nothing was created by the noise.
    expect(await win.page.evaluate('window.sitetray.accounts.list()')).toEqual({ ok: true, data: [] })
    expect(app.tray()?.menuLabels()).toContain('Try the demo')
  })
})
