/**
 * The journeys' driver for real Electron, through Playwright's Electron support (`_electron` from
 * playwright-core). CI only (.github/workflows/ci.yml): Electron cannot run where `npm test` runs.
 * The app is started through main-hook.cjs, which records the tray's menu and the IPC handlers.
 * - Tray clicks: no OS click reaches a tray icon from a test, so the item's own `click` is called
 *   in main (electronApp.evaluate), as Electron calls it for a user's click.
 * - A foreign frame's IPC: a frame that is not the app's page has no preload and so no
 *   ipcRenderer; what is tested is that the app's handler refuses a message whose senderFrame is
 *   that frame (the frame the page really added, found through webContents.mainFrame.frames).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { _electron, type ElectronApplication } from 'playwright-core'
import type { JourneyApp, JourneyDriver, LaunchInput, MenuLabelTree } from '../journeys/driver'
import { quitLabel } from '../../src/main/tray/menu'

const ROOT = resolve(__dirname, '..', '..')
const TIMEOUT_MS = 30_000

/** What the hook keeps in main (main-hook.cjs). */
interface JourneyRecord {
  handlers: Map<string, (event: unknown, ...args: unknown[]) => unknown>
  menu: Electron.Menu | null
  menuVersion: number
  changes: NodeJS.EventEmitter
}
declare const __sitetrayJourney: JourneyRecord

/** An app folder whose package.json names SiteTray and whose main is the hook. */
function entryFolder(): string {
  const folder = mkdtempSync(join(tmpdir(), 'sitetray-electron-entry-'))
  const { name, productName, version, desktopName } = JSON.parse(
    readFileSync(join(ROOT, 'package.json'), 'utf8'),
  ) as Record<string, string>
  writeFileSync(
    join(folder, 'package.json'),
    JSON.stringify({ name, productName, version, desktopName, main: 'entry.cjs' }),
  )
  writeFileSync(
    join(folder, 'entry.cjs'),
    `require(${JSON.stringify(join(ROOT, 'test', 'electron', 'main-hook.cjs'))})\n`,
  )
  return folder
}

export function electronDriver(): JourneyDriver {
  const running: ElectronApplication[] = []
  const folders: string[] = []
  return {
    name: 'real Electron',
    platform: process.platform,
    async launch({ userData, argv = [] }: LaunchInput): Promise<JourneyApp> {
      const entry = entryFolder()
      folders.push(entry)
      const app = await _electron.launch({
        args: [entry, ...argv],
        env: {
          ...process.env,
          SITETRAY_JOURNEY_USER_DATA: userData,
          SITETRAY_JOURNEY_MAIN: join(ROOT, 'out', 'main', 'index.js'),
        } as Record<string, string>,
        timeout: TIMEOUT_MS,
      })
      running.push(app)
      return journeyApp(app)
    },
    async closeAll(): Promise<void> {
      await Promise.all(running.splice(0).map((app) => app.close().catch(() => undefined)))
      for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
    },
  }
}

function journeyApp(app: ElectronApplication): JourneyApp {
  const exited = new Promise<number>((resolve) => app.process().once('exit', (code) => resolve(code ?? -1)))
  const labels = (): Promise<{ version: number; tree: MenuLabelTree | null }> =>
    app.evaluate(() => {
      const { menu, menuVersion } = __sitetrayJourney
      // The stand-in's label format (test/standin/electron/menu.ts): what a journey compares.
      const tree = (items: Electron.MenuItem[]): MenuLabelTree =>
        items
          .filter((item) => item.visible)
          .map((item) => {
            if (item.type === 'separator') return '---'
            let text = item.label.replace(/&(&?)/g, (_match, literal: string) => literal)
            if (item.type === 'checkbox') text = `${item.checked ? '[x]' : '[ ]'} ${text}`
            if (item.type === 'radio') text = `${item.checked ? '(*)' : '( )'} ${text}`
            if (!item.enabled) text += ' (disabled)'
            return item.submenu ? { [text]: tree(item.submenu.items) } : text
          })
      return { version: menuVersion, tree: menu && tree(menu.items) }
    })
  const nextMenu = (version: number, timeoutMs: number): Promise<void> =>
    app.evaluate(
      (_electron, { version, timeoutMs }) =>
        new Promise<void>((resolve) => {
          if (__sitetrayJourney.menuVersion !== version) return resolve()
          const timer = setTimeout(done, timeoutMs)
          function done(): void {
            clearTimeout(timer)
            __sitetrayJourney.changes.off('menu', done)
            resolve()
          }
          __sitetrayJourney.changes.on('menu', done)
        }),
      { version, timeoutMs },
    )

  return {
    async windowPage() {
      const page = await app.firstWindow({ timeout: TIMEOUT_MS })
      await page.waitForLoadState('load')
      return page
    },
    async waitForTray(predicate, description) {
      const deadline = Date.now() + TIMEOUT_MS
      for (;;) {
        const { version, tree } = await labels()
        if (tree && predicate(tree)) return tree
        const left = deadline - Date.now()
        if (left <= 0) throw new Error(`timed out waiting for ${description}; the tray shows ${JSON.stringify(tree)}`)
        // Until the app sets its menu again (it does on every change), or the time is up.
        await nextMenu(version, left)
      }
    },
    async clickTray(path) {
      await app.evaluate((_electron, path) => {
        let items = __sitetrayJourney.menu?.items ?? []
        let item: Electron.MenuItem | undefined
        for (const [depth, label] of path.entries()) {
          item = items.find(
            (candidate) =>
              candidate.label.replace(/&(&?)/g, (_match, literal: string) => literal).split(' — ')[0] === label,
          )
          if (!item) throw new Error(`no tray menu item ${path.slice(0, depth + 1).join(' › ')}`)
          items = item.submenu?.items ?? []
        }
        const clicked = item!
        // Later, as Electron delivers a click: the evaluate returns before a "Quit" ends the process.
        setImmediate(() => clicked.click())
      }, path)
    },
    // Playwright types the argument as it arrives (Unboxed<A>), which is A for the plain data journeys pass.
    evaluateInMain: <R, A>(fn: (electron: typeof import('electron'), arg: A) => R | Promise<R>, arg: A) =>
      app.evaluate(
        fn as unknown as (electron: typeof import('electron'), arg: unknown) => R | Promise<R>,
        arg as unknown,
      ),
    invokeFromSubframe: (channel, payload) =>
      app.evaluate(
        async ({ BrowserWindow }, { channel, payload }) => {
          const contents = BrowserWindow.getAllWindows()[0]!.webContents
          const frame = contents.mainFrame.frames[0]
          if (!frame) throw new Error('the page has no subframe')
          const handler = __sitetrayJourney.handlers.get(channel)
          if (!handler) throw new Error(`the app has no handler for ${channel}`)
          return handler(
            { sender: contents, senderFrame: frame, frameId: frame.routingId, processId: frame.processId },
            payload,
          )
        },
        { channel, payload },
      ),
    async quit() {
      await this.clickTray([quitLabel(process.platform)])
      return exited
    },
  }
}
