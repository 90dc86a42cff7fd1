/**
 * Visitors at a glance through the built app: the demo's favorites show today's visitors in the
 * tray, alerts turned on in the settings tell once that a demo website went silent (and a click on
 * the notification opens it), the editor shows the 30-day chart; an account on a service without
 * statistics (variant A) shows none and never asks for them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox, type RecordedRequest } from '../../src/main/sandbox'
import type { SiteTrayBridge } from '../../src/shared/ipc-interfaces'
import type { StandinApp } from '../standin/launch'
import { clickAt, openFromTray, openWebsite, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

/** The favorites' labels: "name — 1,234 today". */
const WITH_VISITORS = /^[^\s]+ — [\d,]+ today$/
const SILENT_TITLE = 'nordic-knits.shop went silent'

/** The settings as main saved them, once it has applied a change. */
function settingsOnDisk(app: StandinApp): { spikeFactor?: number } {
  try {
    return JSON.parse(readFileSync(join(app.app.getPath('userData'), 'settings.json'), 'utf8')) as {
      spikeFactor?: number
    }
  } catch {
    return {}
  }
}

describe("the demo's visitors", () => {
  it("shows each favorite's visitors today in the tray and their sum in the tooltip", async () => {
    const app = await launch({ argv: ['--hidden'] })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    tray.clickMenuItem(['Try the demo'])
    const menu = await app.waitForMenu((labels) =>
      labels.some(
        (entry) => typeof entry !== 'string' && Object.keys(entry)[0]!.startsWith('maple-street-bakery.com — '),
      ),
    )
    const favorites = menu.menuLabels().flatMap((entry) => (typeof entry === 'string' ? [] : [Object.keys(entry)[0]!]))
    expect(favorites.find((label) => label.startsWith('maple-street-bakery.com'))).toMatch(WITH_VISITORS)
    expect(menu.toolTip).toMatch(/^SiteTray — [\d,]+ visitors today/)
  })

  it('alerts turned on tell once that a demo website went silent; the notification opens it', async () => {
    const app = await launch({ argv: ['--hidden'] })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    tray.clickMenuItem(['Try the demo'])
    await app.waitForMenu((labels) =>
      labels.some(
        (entry) => typeof entry !== 'string' && Object.keys(entry)[0]!.startsWith('maple-street-bakery.com — '),
      ),
    )
    expect(app.notifications()).toEqual([])

    openFromTray(app)
    const win = await app.waitForLoadedWindow()
    const { page } = win
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    await clickAt(page, page.getByLabel('Visitor alerts'))
    const told = await app.waitForNotification((notification) => notification.title === SILENT_TITLE)
    expect(told.body).toMatch(/^No visitors for \d days\./)
    // The tray says it too, beside the favorite.
    await app.waitForMenu((labels) =>
      labels.some(
        (entry) =>
          typeof entry !== 'string' && /^nordic-knits\.shop — No visitors for \d days$/.test(Object.keys(entry)[0]!),
      ),
    )

    // Judged again with another threshold: still silent, and not told again.
    await page.getByLabel('Spike').focus()
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => page.getByLabel('Spike').inputValue()).toBe('5')
    await app.waitFor(() => settingsOnDisk(app).spikeFactor === 5, 'the new threshold applied')
    expect(app.notifications().filter((notification) => notification.title === SILENT_TITLE)).toHaveLength(1)

    told.userClick()
    await page.getByRole('heading', { name: 'nordic-knits.shop' }).waitFor()
    expect(win.isVisible()).toBe(true)
  })

  it('the editor shows the last 30 days as a chart', async () => {
    const app = await launch({ argv: ['--hidden'] })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    tray.clickMenuItem(['Try the demo'])
    await app.waitForMenu((labels) => topLabels(labels).includes('maple-street-bakery.com'))
    openFromTray(app)
    const { page } = await app.waitForLoadedWindow()
    await openWebsite(page, 'maple-street-bakery.com')
    const panel = page.getByRole('region', { name: 'Visitors' })
    await panel.getByRole('img', { name: /^Visitors per day over the last 30 days: [\d,]+ in all/ }).waitFor()
    expect(await panel.locator('svg rect').count()).toBe(30)
    expect(await panel.getByRole('table', { name: 'Visitors per day' }).getByRole('row').count()).toBe(31)
  })
})

describe('a service without statistics (variant A)', () => {
  it('shows no visitors anywhere and sends no statistics request', async () => {
    const requests: RecordedRequest[] = []
    const sandbox = await startSandbox({ onRequest: (request) => requests.push(request) })
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'] })
    await app.waitForMenu((labels) => topLabels(labels).includes('Add account…'))
    openFromTray(app)
    const win = await app.waitForLoadedWindow()
    const { page } = win
    await app.waitFor(() => win.isVisible(), 'the window shown')
    const added = await page.evaluate(
      ({ baseUrl, apiKey }) =>
        (globalThis as unknown as { sitetray: SiteTrayBridge }).sitetray.accounts.add({
          baseUrl,
          apiKey,
          label: 'Old',
          variant: 'A',
        }),
      { baseUrl: sandbox.url, apiKey: sandbox.apiKey },
    )
    expect(added).toMatchObject({ ok: true, data: { variant: 'A' } })
    const website = sandbox.control.list('A')[0]!
    // Alerts on, a favorite, the list, a website's page: everything that asks for visitors elsewhere.
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    await clickAt(page, page.getByLabel('Visitor alerts'))
    await clickAt(page, page.getByRole('button', { name: 'Websites', exact: true }))
    await clickAt(page, page.getByRole('searchbox', { name: 'Search websites' }))
    await page.keyboard.type(website.host)
    await clickAt(page, page.getByRole('button', { name: `Favorite ${website.host}` }))
    const menu = await app.waitForMenu((labels) => topLabels(labels).includes(website.host))
    await clickAt(page, page.getByRole('button', { name: website.host, exact: true }))
    await page.getByLabel('Statistics page').waitFor()

    expect(await page.getByRole('region', { name: 'Visitors' }).count()).toBe(0)
    expect(await page.locator('svg.sparkline').count()).toBe(0)
    expect(menu.menuLabels().some((entry) => typeof entry !== 'string' && Object.keys(entry)[0]!.includes(' — '))).toBe(
      false,
    )
    expect(menu.toolTip).not.toMatch(/visitors/)
    expect(requests.filter((request) => request.path.includes('/stats'))).toEqual([])
  })
})
