/**
 * A website's statistics in the built app, main's side: "Open realtime" hands the browser exactly
 * the website's realtime page at its account's address (and nothing else through that door), and
 * the menu-bar number sits beside the icon on macOS — today's visitors of the favorites, or of any
 * one website chosen from its statistics — while on Linux and Windows, which have no such title,
 * the tooltip's first words carry it.
 */
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import type { SiteTrayBridge } from '../../src/shared/ipc-interfaces'
import type { StandinPlatform } from '../standin/electron/platform'
import { addAccount, clickAt, eventually, openFromTray, openWebsite, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

type Bridge = { sitetray: SiteTrayBridge }

describe('the service’s own pages for a website', () => {
  it('"Open realtime" opens exactly <address>/<domain>/realtime in the browser', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'] })
    const accountId = await addAccount(app, sandbox)
    const { page } = app.windows()[0]!
    const domain = sandbox.control.list('B')[1]!.host
    const websiteId = String(sandbox.control.list('B')[1]!.id)
    const answer = await page.evaluate(
      (request) => (globalThis as unknown as Bridge).sitetray.statistics.openOnWeb(request),
      { accountId, websiteId, page: 'realtime' as const },
    )
    expect(answer).toMatchObject({ ok: true })
    expect(app.shell.openedUrls()).toEqual([`${sandbox.url}/${domain}/realtime`])
    // The door is widened to these pages alone: the same address's other paths stay shut.
    const other = await page.evaluate(
      (url) => (globalThis as unknown as Bridge).sitetray.app.openExternal({ url }),
      `${sandbox.url}/${domain}/../admin`,
    )
    expect(other).toMatchObject({ ok: false })
    expect(app.shell.openedUrls()).toHaveLength(1)
  })

  it('"Copy public link" puts the public page\'s link on the clipboard, and refuses in words for a private one', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const [, open, closed] = sandbox.control.list('B')
    sandbox.control.update('B', open!.id, { privacy: 0 })
    sandbox.control.update('B', closed!.id, { privacy: 1 })
    const app = await launch({ argv: ['--hidden'] })
    const accountId = await addAccount(app, sandbox)
    const { page } = app.windows()[0]!
    const copy = (websiteId: number): Promise<unknown> =>
      page.evaluate((request) => (globalThis as unknown as Bridge).sitetray.statistics.copyPublicLink(request), {
        accountId,
        websiteId: String(websiteId),
      })
    // Once the first sweep brought the websites in, the link is the public one's.
    await eventually(app, async () => ((await copy(open!.id)) as { ok: boolean }).ok, 'the public website is known')
    expect(await copy(open!.id)).toMatchObject({ ok: true, data: `${sandbox.url}/${open!.host}` })
    await app.waitFor(() => app.clipboard.text === `${sandbox.url}/${open!.host}`, 'the link on the clipboard')
    expect(await copy(closed!.id)).toMatchObject({ ok: false, error: { message: expect.stringMatching(/not public/) } })
    expect(app.clipboard.text).toBe(`${sandbox.url}/${open!.host}`)
  })
})

describe('the menu-bar number', () => {
  async function demoWithNumber(platform: StandinPlatform) {
    const app = await launch({ platform, argv: ['--hidden'] })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    tray.clickMenuItem(['Try the demo'])
    await app.waitForMenu((labels) =>
      labels.some(
        (entry) => typeof entry !== 'string' && Object.keys(entry)[0]!.startsWith('maple-street-bakery.com — '),
      ),
    )
    openFromTray(app)
    const win = await app.waitForLoadedWindow()
    await win.page.evaluate(() =>
      (globalThis as unknown as Bridge).sitetray.settings.update({ menuBarNumber: { kind: 'favorites' } }),
    )
    return { app, tray }
  }

  it("macOS: today's visitors of the favorites beside the icon", async () => {
    const { app, tray } = await demoWithNumber('darwin')
    await app.waitFor(() => /^\d[\d,]*$/.test(tray.getTitle()), 'a number beside the icon')
    expect(tray.toolTip).not.toContain('Visitors today:')
  })

  it.each(['linux', 'win32'] as const)('%s: no title, the tooltip says it first', async (platform) => {
    const { app, tray } = await demoWithNumber(platform)
    await app.waitFor(() => /^SiteTray — Visitors today: \d[\d,]*/.test(tray.toolTip), 'the number in the tooltip')
    expect(tray.getTitle()).toBe('')
  })

  it("macOS: any website's own statistics put its number beside the icon, and take it away", async () => {
    const { app } = await demoWithNumber('darwin')
    const tray = app.tray()!
    const { page } = app.windows()[0]!
    await app.waitFor(() => /^\d[\d,]*$/.test(tray.getTitle()), 'the favorites beside the icon')
    const favoritesTitle = tray.getTitle()
    // devnotes.io is not a favorite: the settings' list would not offer it.
    await openWebsite(page, 'devnotes.io', 'statistics')
    const button = page.getByRole('button', { name: 'Visitors today beside the tray icon' })
    expect(await button.getAttribute('aria-pressed')).toBe('false')
    await clickAt(page, button)
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
    // The settings say so too: their list offers it from now on.
    await expect
      .poll(async () => {
        const state = await page.evaluate(() => (globalThis as unknown as Bridge).sitetray.settings.get())
        return state.ok ? state.data.settings.menuBarNumber.kind : null
      })
      .toBe('website')
    await app.waitFor(
      () => /^\d[\d,]*$/.test(tray.getTitle()) && tray.getTitle() !== favoritesTitle,
      "devnotes.io's number beside the icon",
    )
    await clickAt(page, button)
    await app.waitFor(() => tray.getTitle() === '', 'no number beside the icon')
    expect(await button.getAttribute('aria-pressed')).toBe('false')
  })
})
