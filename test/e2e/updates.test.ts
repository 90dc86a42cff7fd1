/**
 * SiteTray's own update, in the built app: a copy that updates itself (macOS; Windows when its
 * app-update.yml names the publisher whose signature a download must carry) finds a new version at
 * start and downloads it; "Restart to update" then appears in the tray, just above "Quit
 * SiteTray", and in the settings (also in a window that opens afterwards); either one installs
 * only once the shell has written everything — an edit acknowledged a moment before is on disk
 * when the installer starts. electron-updater is played (scripted-updater.ts); the real one
 * against a feed on loopback is test/packaging/updates.test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { stringify } from 'yaml'
import { decodeMirrorFile } from '../../src/main/mirror/mirror-file'
import { startSandbox } from '../../src/main/sandbox'
import { RESTART_TO_UPDATE } from '../../src/shared/update-state'
import type { StandinPlatform } from '../standin/electron/platform'
import type { LaunchOptions, StandinApp } from '../standin/launch'
import { scriptedUpdates, type ScriptedUpdates } from './scripted-updater'
import { quitLabel } from '../../src/main/tray/menu'
import { addAccount, clickAt, PLATFORMS, submenu, topLabels, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

const UPDATER_CLASS: Record<StandinPlatform, string> = {
  linux: 'AppImageUpdater',
  darwin: 'MacUpdater',
  win32: 'NsisUpdater',
}
/** The platforms where an installed SiteTray updates itself (an AppImage does not: update-verification.test.ts). */
const SELF_UPDATING = PLATFORMS.filter((platform) => platform !== 'linux')

/**
 * Electron's `process.resourcesPath`, which the stand-in does not play: the app runs in this
 * process, so the test gives it a resources folder holding the app-update.yml electron-builder writes.
 */
const ownProcess = process as { resourcesPath?: string }
afterEach(() => {
  delete ownProcess.resourcesPath
})
function installedResources(appUpdate: Record<string, unknown>): void {
  const resources = dataFolder()
  const config = { provider: 'github', owner: 'sitetray', repo: 'sitetray', ...appUpdate }
  writeFileSync(join(resources, 'app-update.yml'), stringify(config))
  ownProcess.resourcesPath = resources
}

/** An installed SiteTray whose update service finds 0.2.0; on Windows its installers' publisher is named. */
async function installedWithUpdate(
  platform: StandinPlatform,
  options: Partial<LaunchOptions> = {},
): Promise<{ app: StandinApp; updates: ScriptedUpdates }> {
  const updates = scriptedUpdates('0.2.0')
  if (platform === 'win32') installedResources({ publisherName: ['SiteTray contributors'] })
  const app = await launch({
    platform,
    isPackaged: true,
    argv: ['--hidden'],
    modules: { 'electron-updater': updates.module },
    ...options,
  })
  updates.quitApp = () => app.quit()
  return { app, updates }
}

/** The tray's items just before "Quit SiteTray" (separators included). */
const lastItems = (labels: string[]): string[] => labels.slice(-2)

describe.each(SELF_UPDATING)('an update downloaded in the background on %s', (platform) => {
  it('is offered in the tray above "Quit SiteTray" and in the settings of a window opened afterwards; the tray\'s item installs once everything is on disk', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const userData = dataFolder()
    const { app, updates } = await installedWithUpdate(platform, { userData })
    await app.waitForMenu((labels) => topLabels(labels).includes(RESTART_TO_UPDATE))
    expect(lastItems(topLabels(app.tray()!.menuLabels()))).toEqual([RESTART_TO_UPDATE, quitLabel(platform)])
    expect(updates.made).toEqual([UPDATER_CLASS[platform]])

    // The window did not exist when the update was ready: it hears it when its page loads.
    const accountId = await addAccount(app, sandbox)
    const { page } = await app.waitForLoadedWindow()
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    await page.getByRole('status').filter({ hasText: 'Version 0.2.0 is ready' }).waitFor()
    await page.getByRole('button', { name: RESTART_TO_UPDATE }).waitFor()

    // An edit the service has not confirmed yet: acknowledged, so it must be on disk before anything installs.
    const tray = await app.waitForMenu(
      (labels) => submenu(labels, 'maple-street-bakery.com')?.includes('[x] Exclude bots') === true,
    )
    sandbox.injectFault({ fault: { kind: 'hang' }, method: 'PATCH', times: Infinity })
    tray.clickMenuItem(['maple-street-bakery.com', 'Exclude bots'])
    // The button is at the end of the settings: scrolled to with the wheel, as a person would.
    await page.mouse.move(240, 320)
    await page.mouse.wheel(0, 1_000)
    updates.onInstall = () => ({
      trayGone: tray.isDestroyed(),
      outbox: readFileSync(join(userData, accountId, 'outbox.json'), 'utf8'),
      mirror: readFileSync(join(userData, accountId, 'websites.json'), 'utf8'),
    })
    app.tray()!.clickMenuItem([RESTART_TO_UPDATE])

    expect(await app.exited).toEqual({ code: 0 })
    expect(updates.installs).toHaveLength(1)
    const [install] = updates.installs
    expect(install).toMatchObject({ isSilent: true, isForceRunAfter: true, seen: { trayGone: true } })
    const seen = install!.seen as { outbox: string; mirror: string }
    expect(seen.outbox).toContain('"excludeBots":false')
    expect(mirrorRecord(seen.mirror, 'maple-street-bakery.com')).toMatchObject({ excludeBots: false })
  })
})

describe('"Restart to update" in the window', () => {
  it('installs once the window is closed and everything is on disk', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const userData = dataFolder()
    const { app, updates } = await installedWithUpdate('darwin', { userData })
    const accountId = await addAccount(app, sandbox)
    const { page } = await app.waitForLoadedWindow()
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    const restart = page.getByRole('button', { name: RESTART_TO_UPDATE })
    await restart.waitFor()

    const tray = await app.waitForMenu(
      (labels) => submenu(labels, 'maple-street-bakery.com')?.includes('[x] Exclude bots') === true,
    )
    sandbox.injectFault({ fault: { kind: 'hang' }, method: 'PATCH', times: Infinity })
    tray.clickMenuItem(['maple-street-bakery.com', 'Exclude bots'])
    // The button is at the end of the settings: scrolled to with the wheel, as a person would.
    await page.mouse.move(240, 320)
    await page.mouse.wheel(0, 1_000)
    updates.onInstall = () => ({
      windowsGone: app.windows().every((window) => window.isDestroyed()),
      outbox: readFileSync(join(userData, accountId, 'outbox.json'), 'utf8'),
      mirror: readFileSync(join(userData, accountId, 'websites.json'), 'utf8'),
    })
    await clickAt(page, restart)

    expect(await app.exited).toEqual({ code: 0 })
    const [install] = updates.installs
    expect(install).toMatchObject({ isSilent: true, isForceRunAfter: true, seen: { windowsGone: true } })
    const seen = install!.seen as { outbox: string; mirror: string }
    expect(seen.outbox).toContain('"excludeBots":false')
    expect(mirrorRecord(seen.mirror, 'maple-street-bakery.com')).toMatchObject({ excludeBots: false })
  })
})

describe('a copy that does not update itself', () => {
  it('a Linux package (no AppImage) offers no restart, and its settings say where updates come from', async () => {
    const updates = scriptedUpdates('0.2.0')
    const app = await launch({ platform: 'linux', isPackaged: true, modules: { 'electron-updater': updates.module } })
    const { page } = await app.waitForLoadedWindow()
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    await page.getByRole('status').filter({ hasText: 'Updates come from your package manager.' }).waitFor()
    expect(await page.getByRole('button', { name: RESTART_TO_UPDATE }).count()).toBe(0)
    expect(topLabels(app.tray()!.menuLabels())).not.toContain(RESTART_TO_UPDATE)
    expect(updates.made).toEqual([])
  })
})

describe('updates that nothing would verify', () => {
  it.each([
    ['an AppImage', 'linux' as const],
    ['a Windows package whose app-update.yml names no publisher', 'win32' as const],
  ])('%s makes no updater, so nothing is downloaded or installed, and its settings say so', async (_copy, platform) => {
    const updates = scriptedUpdates('0.2.0')
    if (platform === 'win32') installedResources({})
    const app = await launch({
      platform,
      isPackaged: true,
      ...(platform === 'linux' && { env: { APPIMAGE: '/home/me/Applications/SiteTray-x86_64.AppImage' } }),
      modules: { 'electron-updater': updates.module },
    })
    const { page } = await app.waitForLoadedWindow()
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    await page
      .getByRole('status')
      .filter({ hasText: 'SiteTray cannot update itself: download new versions from its releases page.' })
      .waitFor()
    expect(await page.getByRole('button', { name: RESTART_TO_UPDATE }).count()).toBe(0)
    expect(topLabels(app.tray()!.menuLabels())).not.toContain(RESTART_TO_UPDATE)
    expect(updates.made).toEqual([])
    expect(updates.installs).toEqual([])
  })
})

describe('an updater that cannot start', () => {
  it('leaves SiteTray running, with updates off and the settings saying so', async () => {
    const broken = {
      MacUpdater: class {
        constructor() {
          throw new TypeError("Cannot read properties of undefined (reading 'on')")
        }
      },
    }
    const app = await launch({ platform: 'darwin', isPackaged: true, modules: { 'electron-updater': broken } })
    const page = (await app.waitForLoadedWindow()).page
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    await page
      .getByRole('status')
      .filter({ hasText: 'SiteTray cannot update itself: download new versions from its releases page.' })
      .waitFor()
    expect(topLabels(app.tray()!.menuLabels())).toContain('Quit SiteTray')
  })
})

/** One website's record in the mirror file, found by its domain. */
function mirrorRecord(mirror: string, domain: string): Record<string, unknown> | undefined {
  const decoded = decodeMirrorFile(JSON.parse(mirror))
  return decoded.ok ? decoded.value.websites.find((website) => website.domain === domain) : undefined
}
