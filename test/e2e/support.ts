/**
 * End-to-end tests run the built app (out/main, out/preload, out/renderer) in the Electron
 * stand-in (test/standin): main in this process, the window in Debian's Chromium, the keychain
 * through the private gnome-keyring `npm test` starts. One Chromium per test file.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, afterEach, expect, vi } from 'vitest'
import type { SiteTrayBridge } from '../../src/shared/ipc-interfaces'
import type { Sandbox } from '../../src/main/sandbox'
import { APP_ID } from '../../src/shared/app-identity'
import { CHROMIUM_ARGS } from '../standin/electron/standin'
import type { MenuLabelTree } from '../standin/electron/menu'
import type { StandinPlatform } from '../standin/electron/platform'
import { launchApp, type LaunchOptions, type StandinApp } from '../standin/launch'
import { scriptedUpdates } from './scripted-updater'

export const APP_ROOT = resolve(__dirname, '..', '..')

/** The platforms the stand-in plays; journeys run on each. */
export const PLATFORMS: readonly StandinPlatform[] = ['linux', 'darwin', 'win32']

export interface AppHarness {
  /** Starts the built app; by default with a new, empty data folder. */
  launch(options?: Partial<LaunchOptions>): Promise<StandinApp>
  /** A fresh data folder, removed after the test. */
  dataFolder(): string
}

/** Tests that break the CSP on purpose, by name. */
const violationsExpected = new Set<string>()
export function expectViolations(testName: string): void {
  violationsExpected.add(testName)
}

/**
 * How long the app may take to do what a test waits for. Every wait is on an event, so this only
 * bounds a failure; it is generous because two workers, each with an app and a Chromium, share two
 * cores, and a window's first load there has taken over ten seconds.
 */
const PATIENCE_MS = 30_000

export function useApp(): AppHarness {
  // A whole journey can wait on several such events.
  vi.setConfig({ testTimeout: 4 * PATIENCE_MS, hookTimeout: 2 * PATIENCE_MS })
  let browser: Promise<Browser> | undefined
  const sharedBrowser = (): Promise<Browser> =>
    (browser ??= import('playwright-core').then(({ chromium }) =>
      chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
    ))
  const apps: StandinApp[] = []
  const folders: string[] = []
  afterEach(async (context) => {
    // Whatever a test checked, the window must not have thrown or broken its CSP on the way (the
    // security test breaks it on purpose and says so with expectViolations).
    const problems = violationsExpected.has(context.task.name)
      ? []
      : apps.flatMap((app) => [
          ...app.standin.pageErrors.map(({ error }) => `page error: ${error.message}`),
          ...app.standin.consoleMessages
            .filter(({ text }) => /Content Security Policy/i.test(text))
            .map(({ text }) => `CSP: ${text}`),
        ])
    // Quit as a user would, so that the app stops its own timers and writes its files; then tear down.
    await Promise.all(
      apps.splice(0).map(async (app) => {
        if (!app.standin.hasExited()) {
          app.quit()
          await Promise.race([app.exited, new Promise((resolve) => setTimeout(resolve, 5_000).unref())])
        }
        await app.dispose()
      }),
    )
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
    if (problems.length > 0) throw new Error(`The window misbehaved:\n${problems.join('\n')}`)
  })
  afterAll(async () => {
    await (await browser)?.close()
  })
  const dataFolder = (): string => {
    const folder = mkdtempSync(join(tmpdir(), 'sitetray-e2e-'))
    folders.push(folder)
    return folder
  }
  return {
    dataFolder,
    async launch(options = {}) {
      // On Windows, as installed: the installer's Start-menu shortcut carries SiteTray's AppUserModelID.
      const installed = options.platform === 'win32' ? { startMenuAppUserModelId: APP_ID } : {}
      // An installed copy looks for updates at start: played, up to date, unless the test plays its own (never GitHub).
      const updater = options.isPackaged ? { modules: { 'electron-updater': scriptedUpdates(null).module } } : {}
      const app = await launchApp({
        appRoot: APP_ROOT,
        userData: options.userData ?? dataFolder(),
        browser: sharedBrowser,
        timeoutMs: PATIENCE_MS,
        ...installed,
        ...updater,
        ...options,
      })
      apps.push(app)
      return app
    },
  }
}

/** Sandboxes a test starts, closed after each test whatever state they are in. */
export function useSandboxes(): Sandbox[] {
  const sandboxes: Sandbox[] = []
  afterEach(async () => {
    await Promise.all(sandboxes.splice(0).map((sandbox) => sandbox.close().catch(() => undefined)))
  })
  return sandboxes
}

/** A submenu's name without the details after ' — ' (a favorite's visitors today), as the stand-in's paths name it. */
export function submenuName(label: string): string {
  return label.split(' — ')[0]!
}

/** A tray menu's top-level labels as shown (submenus by their name, without the visitors beside it). */
export function topLabels(tree: MenuLabelTree): string[] {
  return tree.map((entry) => (typeof entry === 'string' ? entry : submenuName(Object.keys(entry)[0]!)))
}

/** The labels inside the submenu called `label` (with or without the visitors beside it), or null. */
export function submenu(tree: MenuLabelTree, label: string): MenuLabelTree | null {
  for (const entry of tree) {
    if (typeof entry === 'string') continue
    const [name, items] = Object.entries(entry)[0]!
    if (name === label || submenuName(name) === label) return items
  }
  return null
}

/**
 * Resolves once the async `check` (e.g. a request to the service) holds, asking again each time the
 * app does something the stand-in sees (a menu set, a window event): event driven, no sleeps.
 */
export async function eventually(
  app: StandinApp,
  check: () => Promise<boolean>,
  description: string,
  timeoutMs = PATIENCE_MS,
): Promise<void> {
  const events = app.standin.events
  let settled = false
  let running = false
  let again = false
  await new Promise<void>((resolve, reject) => {
    const finish = (error?: Error): void => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      events.off('changed', onChange)
      if (error) reject(error)
      else resolve()
    }
    const onChange = (): void => {
      if (running) {
        again = true
        return
      }
      running = true
      check().then(
        (ok) => {
          running = false
          if (ok) finish()
          else if (again) {
            again = false
            onChange()
          }
        },
        (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))),
      )
    }
    const timer = setTimeout(
      () => finish(new Error(`timed out after ${timeoutMs} ms waiting until ${description}`)),
      timeoutMs,
    )
    events.on('changed', onChange)
    onChange()
  })
}

/** The menu's first items on a platform where a click on the icon opens the menu (macOS, Linux). */
export function leadItems(platform: StandinPlatform): string[] {
  return platform === 'win32' ? [] : ['Open SiteTray', '---']
}

/**
 * Opens the window from the tray as a user of the platform does: a left click on Windows, "Open SiteTray" in the menu
 * elsewhere.
 */
export function openFromTray(app: StandinApp): void {
  const tray = app.tray()
  if (!tray) throw new Error('no tray icon')
  if (app.platform === 'win32') tray.userClick()
  else tray.clickMenuItem(['Open SiteTray'])
}

/** Opens the window from the tray and adds an account from its page, as the window's form does. */
export async function addAccount(app: StandinApp, sandbox: Pick<Sandbox, 'url' | 'apiKey'>): Promise<string> {
  await app.waitForMenu((labels) => topLabels(labels).includes('Add account…'))
  openFromTray(app)
  const win = await app.waitForLoadedWindow()
  await app.waitFor(() => win.isVisible(), 'the window shown')
  const result = await win.page.evaluate(
    ({ baseUrl, apiKey }) =>
      (globalThis as unknown as { sitetray: SiteTrayBridge }).sitetray.accounts.add({ baseUrl, apiKey, label: 'Shop' }),
    { baseUrl: sandbox.url, apiKey: sandbox.apiKey },
  )
  expect(result).toMatchObject({ ok: true, data: { label: 'Shop', variant: 'B', keyState: 'verified' } })
  return (result as { data: { id: string } }).data.id
}

/** The little of the page's DOM the checks below use (tests are compiled without the DOM's types). */
interface PageNode {
  contains(other: PageNode): boolean
  closest(selector: string): { control?: PageNode | null } | null
}
interface PageGlobals {
  document: { elementFromPoint(x: number, y: number): PageNode | null }
  requestAnimationFrame(callback: () => void): number
}

/**
 * Whether a click at (x, y) reaches the control: the control (or its label) is what is drawn there, not something over
 * it.
 */
function reachesAt(control: Locator, x: number, y: number): Promise<boolean> {
  return control.evaluate(
    (node, [px, py]) => {
      const element = node as unknown as PageNode
      const at = (globalThis as unknown as PageGlobals).document.elementFromPoint(px!, py!)
      if (!at) return false
      return element === at || element.contains(at) || at.contains(element) || at.closest('label')?.control === element
    },
    [x, y],
  )
}

/** Two frames, so that a scroll the wheel started has moved what it moves. */
function nextFrames(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const page = globalThis as unknown as PageGlobals
    return new Promise((done) => page.requestAnimationFrame(() => page.requestAnimationFrame(() => done(null))))
  })
}

/**
 * A click where the control is drawn, as a person's mouse makes it: not a DOM click. A control out
 * of view or under the footer is first brought into view with the mouse wheel, as a person scrolls
 * to it — so a view that cannot scroll fails here — and a switch main turns back is seen turning back.
 */
export async function clickAt(page: Page, control: Locator): Promise<void> {
  await control.waitFor()
  const viewport = page.viewportSize()!
  for (let attempt = 0; attempt < 12; attempt++) {
    const box = await control.boundingBox()
    expect(box, 'the control is drawn').not.toBeNull()
    const x = box!.x + box!.width / 2
    const y = box!.y + box!.height / 2
    if (y >= 0 && y < viewport.height && x >= 0 && x < viewport.width && (await reachesAt(control, x, y))) {
      await page.mouse.click(x, y)
      return
    }
    // Over the scrolling part of the view, the wheel brings the control towards the middle.
    await page.mouse.move(viewport.width / 2, viewport.height / 2)
    await page.mouse.wheel(0, Math.round(y - viewport.height / 2) || 40)
    await nextFrames(page)
  }
  throw new Error('the control could not be brought into view with the wheel')
}

/**
 * Opens a website from the list as a person finds one among many: types its name in the search, then clicks its row.
 */
/**
 * Opens a website from the list, as a person does, and goes to the tab asked for: a website opens on its statistics
 * where its service has them, its settings one tab away (a variant A website is its settings alone).
 */
export async function openWebsite(
  page: Page,
  domain: string,
  tab: 'settings' | 'statistics' = 'settings',
): Promise<void> {
  await clickAt(page, page.getByRole('searchbox', { name: 'Search websites' }))
  await page.keyboard.type(domain)
  await clickAt(page, page.getByRole('button', { name: domain, exact: true }))
  if (tab === 'settings') await showSettings(page)
}

/** The website's settings: its Settings tab clicked where it has one (a variant A website shows nothing else). */
export async function showSettings(page: Page, tabName = 'Settings'): Promise<void> {
  const settingsTab = page.getByRole('tab', { name: tabName })
  await settingsTab.or(page.locator('form.view-form:visible')).first().waitFor()
  if (await settingsTab.isVisible()) await clickAt(page, settingsTab)
}

/** Clicks into a field, selects what it holds and types over it, as a person does. */
export async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await clickAt(page, field)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

/** Ctrl/⌘ and + until the window's text is twice its size (100, 110, 125, 150, 175, 200 %). */
export async function doubleTextSize(page: Page): Promise<void> {
  for (let press = 0; press < 5; press++) await page.keyboard.press('ControlOrMeta+Equal')
}
