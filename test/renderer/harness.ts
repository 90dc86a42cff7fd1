/**
 * The built window in Debian's Chromium, without Electron: the renderer is
 * built once per source state (cached by a hash of its sources), served from
 * loopback with the app's CSP as a response header, and given a fake
 * `window.sitetray` (fake-bridge.ts) before any of its scripts run.
 */
import { spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, readdir, readFile, rename, rm } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import type { EventName, Events } from '../../src/shared/ipc-contract'
import { installFakeBridge, type FakeCall, type FakeControl, type FakeSeed } from './fake-bridge'

const ROOT = resolve(__dirname, '../..')

/** The header main sends with the page (src/main/window/app-protocol.ts). */
export const CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; frame-src 'none'; frame-ancestors 'none'"

/** The path of an empty page on the window's origin (see `open`). */
const BLANK = '__blank'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(
    entries.map((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)])),
  )
  return nested.flat().sort()
}

async function sourceHash(): Promise<string> {
  const hash = createHash('sha256')
  const files = [
    ...(await filesUnder(join(ROOT, 'src/renderer'))),
    ...(await filesUnder(join(ROOT, 'src/shared'))),
    join(ROOT, 'electron.vite.config.ts'),
    join(ROOT, 'package-lock.json'),
  ]
  for (const file of files) hash.update(file).update(await readFile(file))
  return hash.digest('hex').slice(0, 16)
}

function run(command: string, args: string[]): Promise<void> {
  return new Promise((done, failed) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'ignore', 'pipe'] })
    let stderr = ''
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    child.on('error', failed)
    child.on('exit', (code) =>
      code === 0 ? done() : failed(new Error(`${command} ${args.join(' ')} failed (${code}):\n${stderr}`)),
    )
  })
}

/**
 * electron-vite's own build of the renderer alone (its config, resolved as
 * `electron-vite build` resolves it), so that main's and the preload's
 * bundles, which these tests do not use, cannot fail them.
 */
const BUILD_RENDERER = `
import { resolveConfig } from 'electron-vite'
import { build } from 'vite'
process.env.NODE_ENV_ELECTRON_VITE = 'production'
const { config } = await resolveConfig({ root: process.cwd(), build: { outDir: process.argv[1] }, logLevel: 'error' }, 'build', 'production')
await build(config.renderer)
`

/**
 * The production build of the renderer for the current sources; built at most once per change, shared by every test
 * file.
 */
export async function builtRenderer(): Promise<string> {
  const target = join(tmpdir(), `sitetray-window-${await sourceHash()}`)
  if (existsSync(join(target, 'index.html'))) return target
  const work = await mkdtemp(join(tmpdir(), 'sitetray-window-build-'))
  try {
    await run(process.execPath, ['--input-type=module', '-e', BUILD_RENDERER, work])
    // Two files may build at once: the first to finish wins, the other's copy is dropped.
    await rename(join(work, 'renderer'), target).catch((error: NodeJS.ErrnoException) => {
      if (!existsSync(join(target, 'index.html'))) throw error
    })
  } finally {
    await rm(work, { recursive: true, force: true })
  }
  return target
}

/** Serves the built renderer as app:// does: its files only, with the CSP header. */
export async function serve(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server: Server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname)
    if (path === `/${BLANK}`) {
      // A same-origin page without the app, where the next window's seed is put.
      response
        .writeHead(200, { 'Content-Type': TYPES['.html'], 'Content-Security-Policy': CSP })
        .end('<!doctype html><title>blank</title>')
      return
    }
    const file = normalize(join(dir, path === '/' ? 'index.html' : path))
    if (!file.startsWith(dir + sep)) {
      response.writeHead(403).end()
      return
    }
    try {
      const body = await readFile(file)
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
        'Content-Security-Policy': CSP,
        'X-Content-Type-Options': 'nosniff',
      })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((closed) => server.close(() => closed())) }
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
}

export interface WindowOptions {
  colorScheme?: 'light' | 'dark'
  width?: number
  height?: number
}

/** What a test drives: the page, and the fake main process behind it. */
export interface TestWindow {
  page: Page
  calls(channel?: string): Promise<FakeCall[]>
  /** Waits until the window has called `channel` `count` times; answers the last request. */
  waitForCall(channel: string, count?: number): Promise<unknown>
  emit<E extends EventName>(event: E, payload: Events[E]): Promise<void>
  release(channel: string): Promise<void>
  violations(): Promise<string[]>
  /** Fails when the page broke its CSP or threw while the test ran. */
  close(): Promise<void>
}

interface FakePage {
  __fake: FakeControl
}

export interface Harness {
  open(seed: FakeSeed, options?: WindowOptions): Promise<TestWindow>
  close(): Promise<void>
}

const SEED_KEY = 'sitetray-fake-seed'

/**
 * The fake's source, run before the page's own scripts on every load: it reads
 * its seed from sessionStorage (set for the next load by `open`). Sent as text,
 * with the name helper some transpilers (tsx's esbuild) add to functions.
 */
const INIT_SCRIPT = `(() => {
  const __name = (target) => target;
  const raw = sessionStorage.getItem('${SEED_KEY}');
  if (raw === null || location.pathname === '/${BLANK}') return;
  (${installFakeBridge.toString()})(JSON.parse(raw));
})()`

/**
 * One browser, one server and one page per test file. Each `open` loads the
 * window afresh with its own seed in that same page: a new page costs a new
 * renderer process, several times the time of a reload on this 2-core machine.
 */
export async function startHarness(): Promise<Harness> {
  const [dir, browser] = await Promise.all([builtRenderer(), launchBrowser()])
  const server = await serve(dir)
  const context = await browser.newContext({
    viewport: { width: 480, height: 640 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    colorScheme: 'light',
  })
  const page = await context.newPage()
  await page.addInitScript({ content: INIT_SCRIPT })
  let size = '480x640'
  let scheme = 'light'
  let onOrigin = false
  return {
    async open(seed, options = {}) {
      const wantedSize = `${options.width ?? 480}x${options.height ?? 640}`
      if (wantedSize !== size)
        await page.setViewportSize({ width: options.width ?? 480, height: options.height ?? 640 })
      if ((options.colorScheme ?? 'light') !== scheme)
        await page.emulateMedia({ colorScheme: options.colorScheme ?? 'light' })
      size = wantedSize
      scheme = options.colorScheme ?? 'light'
      // The seed goes into sessionStorage from a page on the window's origin: the previous window, or a blank page the
      // first time.
      if (!onOrigin) await page.goto(server.url + BLANK)
      onOrigin = true
      await page.evaluate(
        ({ key, value }) =>
          (
            globalThis as unknown as { sessionStorage: { setItem(key: string, value: string): void } }
          ).sessionStorage.setItem(key, value),
        {
          key: SEED_KEY,
          value: JSON.stringify(seed),
        },
      )
      await page.goto(server.url)
      return {
        page,
        calls: async (channel) =>
          (await page.evaluate(() => (globalThis as unknown as FakePage).__fake.calls)).filter(
            (call) => !channel || call.channel === channel,
          ),
        async waitForCall(channel, count = 1) {
          const handle = await page.waitForFunction(
            ({ channel: name, count: wanted }) => {
              const calls = (globalThis as unknown as FakePage).__fake.calls.filter((call) => call.channel === name)
              return calls.length >= wanted ? calls[wanted - 1] : undefined
            },
            { channel, count },
          )
          return ((await handle.jsonValue()) as FakeCall).request
        },
        emit: (event, payload) =>
          page.evaluate(
            ({ event: name, payload: body }) =>
              (globalThis as unknown as FakePage).__fake.emit(name as EventName, body as never),
            { event: event as string, payload: payload as unknown },
          ),
        release: (channel) =>
          page.evaluate((name) => (globalThis as unknown as FakePage).__fake.release(name), channel),
        violations: () => page.evaluate(() => (globalThis as unknown as FakePage).__fake.violations),
        // The page is the file's (the next `open` replaces this window); what closing checks: nothing the CSP blocked,
        // no uncaught error.
        async close() {
          const seen = await page.evaluate(() => (globalThis as unknown as FakePage).__fake.violations)
          if (seen.length > 0) throw new Error(`The window broke its CSP or threw:\n${seen.join('\n')}`)
        },
      }
    },
    async close() {
      await browser.close()
      await server.close()
    },
  }
}
