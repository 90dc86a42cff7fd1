/**
 * SiteTray's journeys that must hold in real Electron as they do in the stand-in, written once:
 * it starts; its window is sandboxed and isolated with the app's own CSP header; a frame that is not
 * the app's is refused on every channel; the demo starts and a quick edit from the tray reaches
 * it; a quit keeps it. `defineJourneys(driver)` registers them for one driver: the stand-in in
 * `npm test` (standin.test.ts), real Electron in CI (test/electron/journeys.electron.test.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { CONTENT_SECURITY_POLICY } from '../../src/main/window/app-protocol'
import { channels, type Channel } from '../../src/shared/ipc-contract'
import { jsonFileWhere, submenu, topLabels, type JourneyApp, type JourneyDriver } from './driver'

const DEMO_SITE = 'maple-street-bakery.com'

/** demo.json: the demo service's websites, in each of the API's two variants (the demo account uses one). */
interface DemoFile {
  rows: Record<'A' | 'B', Array<{ host: string; email: number | null }>> | null
}
/** The demo site's e-mail setting in each variant, e.g. "1,0". */
const demoEmails = (demo: DemoFile): string =>
  (['A', 'B'] as const).map((variant) => demo.rows?.[variant].find((row) => row.host === DEMO_SITE)?.email).join()

export function defineJourneys(driver: JourneyDriver): void {
  describe(`SiteTray in ${driver.name}`, () => {
    const folders: string[] = []
    const userDataFolder = (): string => {
      const folder = mkdtempSync(join(tmpdir(), 'sitetray-journey-'))
      folders.push(folder)
      return folder
    }
    afterEach(async () => {
      await driver.closeAll()
      for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
    })

    /** A page of another origin, as an injected frame would load. */
    let foreign: Server
    let foreignUrl: string
    beforeAll(async () => {
      foreign = createServer((_request, response) => response.end('<p>elsewhere</p>'))
      await new Promise<void>((resolve) => foreign.listen(0, '127.0.0.1', resolve))
      foreignUrl = `http://127.0.0.1:${(foreign.address() as AddressInfo).port}/frame`
    })
    afterAll(() => new Promise((resolve) => foreign.close(resolve)))

    async function withWindow(): Promise<{ app: JourneyApp; page: Awaited<ReturnType<JourneyApp['windowPage']>> }> {
      const app = await driver.launch({ userData: userDataFolder() })
      const page = await app.windowPage()
      // The page is up and talking to main.
      await page.getByRole('button', { name: 'Try the demo' }).waitFor()
      return { app, page }
    }

    it('starts into the tray, and quits when asked', async () => {
      const app = await driver.launch({ userData: userDataFolder(), argv: ['--hidden'] })
      const labels = await app.waitForTray(
        (tree) => topLabels(tree).includes('Try the demo'),
        '"Try the demo" in the tray',
      )
      expect(topLabels(labels).at(-1)).toBe('Quit SiteTray')
      expect(await app.quit()).toBe(0)
    })

    it("shows its window sandboxed and context-isolated, with no Node in the page and the app's CSP header", async () => {
      const { app, page } = await withWindow()
      const window = await app.evaluateInMain(({ BrowserWindow }) => {
        const contents = BrowserWindow.getAllWindows()[0]!.webContents
        // A method of Electron's WebContents that electron.d.ts leaves out.
        const last = (
          contents as unknown as { getLastWebPreferences(): Electron.WebPreferences }
        ).getLastWebPreferences()
        const { sandbox, contextIsolation, nodeIntegration, nodeIntegrationInSubFrames, webSecurity } = last
        return {
          url: contents.getURL(),
          preferences: { sandbox, contextIsolation, nodeIntegration, nodeIntegrationInSubFrames, webSecurity },
        }
      }, null)
      expect(window).toEqual({
        url: 'app://sitetray/index.html',
        preferences: {
          sandbox: true,
          contextIsolation: true,
          nodeIntegration: false,
          nodeIntegrationInSubFrames: false,
          webSecurity: true,
        },
      })
      expect(await page.evaluate('[typeof require, typeof process, typeof module].join()')).toBe(
        'undefined,undefined,undefined',
      )
      expect(
        await page.evaluate('fetch("index.html").then((response) => response.headers.get("content-security-policy"))'),
      ).toBe(CONTENT_SECURITY_POLICY)
    })

    it("refuses every channel to a frame that is not the app's page", async () => {
      const { app, page } = await withWindow()
      // The CSP (frame-src 'none') keeps the frame's content out; the frame itself is there, and is not the app.
      await page.evaluate(`new Promise((resolve) => {
        const frame = document.createElement('iframe')
        frame.src = ${JSON.stringify(foreignUrl)}
        frame.onload = frame.onerror = resolve
        document.body.append(frame)
        setTimeout(resolve, 0)
      })`)
      for (const channel of Object.keys(channels) as Channel[]) {
        expect(await app.invokeFromSubframe(channel, {}), channel).toMatchObject({
          ok: false,
          error: { kind: 'forbidden' },
        })
      }
    })

    it('starts the demo; a quick edit from the tray reaches it; a quit keeps it', async () => {
      const userData = userDataFolder()
      const app = await driver.launch({ userData, argv: ['--hidden'] })
      await app.waitForTray((tree) => topLabels(tree).includes('Try the demo'), '"Try the demo" in the tray')
      await app.clickTray(['Try the demo'])
      const labels = await app.waitForTray((tree) => submenu(tree, DEMO_SITE) !== null, `${DEMO_SITE} in the tray`)
      const before = demoEmails(
        await jsonFileWhere<DemoFile>(userData, 'demo.json', (demo) => demo.rows !== null, 'the demo on disk'),
      )
      const wasOn = submenu(labels, DEMO_SITE)!.includes('[x] E-mail reports')

      await app.clickTray([DEMO_SITE, 'E-mail reports'])
      const toggled = `${wasOn ? '[ ]' : '[x]'} E-mail reports`
      await app.waitForTray((tree) => submenu(tree, DEMO_SITE)?.includes(toggled) === true, 'the tray showing the edit')
      // The demo service took it (it writes its websites moments after a change): one variant's row, the demo
      // account's, now says so.
      const after = demoEmails(
        await jsonFileWhere<DemoFile>(
          userData,
          'demo.json',
          (demo) => demoEmails(demo) !== before,
          'the demo service having the edit',
        ),
      )
      const changed = after.split(',').filter((email, variant) => email !== before.split(',')[variant])
      expect(changed).toEqual([wasOn ? '0' : '1'])
      expect(await app.quit()).toBe(0)

      const again = await driver.launch({ userData, argv: ['--hidden'] })
      await again.waitForTray(
        (tree) => submenu(tree, DEMO_SITE)?.includes(toggled) === true,
        'the edit in the tray after a restart',
      )
      expect(await again.quit()).toBe(0)
    })
  })
}
