/**
 * The system's parts that differ per platform, through the built app: notifications the system
 * will not show (the tray's attention mark and the window are told), Windows' AppUserModelID,
 * login items (macOS: no path or args, read back; approval; none for a development build), and
 * what the settings say about a global shortcut where the system will not report a taken one.
 */
import { describe, expect, it } from 'vitest'
import { APP_ID } from '../../src/shared/app-identity'
import { macDevelopmentBuild, macNeedsApproval } from '../../src/main/lifecycle/login-item-status'
import { macNote, waylandNote } from '../../src/main/lifecycle/shortcut-notes'
import { startSandbox } from '../../src/main/sandbox'
import { notificationsBlockedLine } from '../../src/main/tray/menu'
import type { LaunchOptions, StandinApp } from '../standin/launch'
import { addAccount, clickAt, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

/** An account whose website another device changed: a quick edit from the tray then conflicts while the window is hidden. */
async function conflictWhileHidden(options: Partial<LaunchOptions>): Promise<StandinApp> {
  const sandbox = await startSandbox()
  sandboxes.push(sandbox)
  const app = await launch({ argv: ['--hidden'], ...options })
  await addAccount(app, sandbox)
  const win = await app.waitForLoadedWindow()
  // What the window hears of notifications (the view that shows it comes with the renderer's side of the event).
  await win.page.evaluate(`(() => {
    window.heardProblems = []
    // The event crosses to the page on its own time: the test waits for it rather than reading too early.
    window.firstProblemHeard = new Promise((heard) => window.sitetray.on('notification-problem', (payload) => {
      window.heardProblems.push(payload.problem)
      heard()
    }))
  })()`)
  win.userClose()
  const tray = await app.waitForMenu((labels) => topLabels(labels).includes('maple-street-bakery.com'))
  const maple = sandbox.control.list('B').find((row) => row.host === 'maple-street-bakery.com')!
  sandbox.control.update('B', maple.id, { privacy: 2, password: 'from-the-other-laptop' })
  tray.clickMenuItem(['maple-street-bakery.com', 'Private'])
  return app
}

const attentionImage = (app: StandinApp): boolean => /attention/.test(app.tray()!.image.sourcePath)

describe('a notification the system will not show', () => {
  it.each([
    ['darwin', { notifications: 'failed' }],
    ['win32', { startMenuAppUserModelId: undefined }],
  ] as const)(
    '%s (%j): the tray says so and keeps its attention mark, and the window hears it',
    async (platform, options) => {
      const app = await conflictWhileHidden({ platform, ...options })
      await app.waitFor(
        () => app.notifications().some((notification) => notification.state === 'failed'),
        'a failed notification',
      )
      const tray = await app.waitForMenu((labels) =>
        topLabels(labels).includes(notificationsBlockedLine() + ' (disabled)'),
      )
      expect(tray.toolTip).toMatch(/notifications cannot be shown/)
      expect(attentionImage(app)).toBe(true)
      const page = app.windows()[0]!.page
      await page.evaluate('window.firstProblemHeard')
      const heard = await page.evaluate('window.heardProblems')
      expect(heard).toEqual([expect.stringMatching(/could not show a notification .*Allow notifications for SiteTray/)])
    },
  )

  it('Linux without a notification service: the tray says so from the start', async () => {
    const app = await launch({ platform: 'linux', argv: ['--hidden'], notifications: 'unsupported' })
    const tray = await app.waitForMenu((labels) =>
      topLabels(labels).includes(notificationsBlockedLine() + ' (disabled)'),
    )
    expect(attentionImage(app)).toBe(true)
    expect(tray.toolTip).toBe('SiteTray — no account yet — notifications cannot be shown')
  })

  it("Windows, installed: the AppUserModelID is the installer's, so its Start-menu shortcut carries the notifications", async () => {
    const app = await conflictWhileHidden({ platform: 'win32' })
    expect(app.app.recorded.appUserModelId).toBe(APP_ID)
    await app.waitForNotification((shown) => shown.title === 'maple-street-bakery.com was changed elsewhere')
    expect(topLabels(app.tray()!.menuLabels())).not.toContain(notificationsBlockedLine() + ' (disabled)')
  })
})

async function openSettings(app: StandinApp) {
  const win = await app.waitForLoadedWindow()
  await clickAt(win.page, win.page.getByRole('button', { name: 'Settings', exact: true }))
  return win.page
}

describe('launch at login', () => {
  it('macOS, installed: registered without path or args, read back — and the approval macOS asks for is said next to it', async () => {
    const app = await launch({ platform: 'darwin', isPackaged: true, loginItemStatus: 'requires-approval' })
    const page = await openSettings(app)
    await clickAt(page, page.getByLabel('Launch at login'))
    // Taken, with what macOS still wants said as a note, not as an error.
    await page.getByRole('status').filter({ hasText: macNeedsApproval() }).waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(await page.getByLabel('Launch at login').getAttribute('aria-invalid')).toBeNull()
    expect(await page.getByLabel('Launch at login').isChecked()).toBe(true)
    expect(app.app.recorded.loginItemSettings).toEqual([{ openAtLogin: true }])
  })

  it('macOS, a development build: no login item, and the settings say why', async () => {
    const app = await launch({ platform: 'darwin' })
    const page = await openSettings(app)
    await clickAt(page, page.getByLabel('Launch at login'))
    await page.getByText(macDevelopmentBuild()).waitFor()
    // The setting stays off, and so does the switch that shows it.
    expect(await page.evaluate('window.sitetray.settings.get()')).toMatchObject({
      ok: true,
      data: { settings: { launchAtLogin: false } },
    })
    await page.getByRole('checkbox', { name: 'Launch at login', checked: false }).waitFor()
    expect(app.app.recorded.loginItemSettings).toEqual([])
  })

  it('macOS: started by its login item, only the tray icon appears', async () => {
    const app = await launch({ platform: 'darwin', openedAtLogin: true })
    await app.waitForTray()
    expect(app.windows().some((window) => window.isVisible())).toBe(false)
  })

  it('Windows: a login item that starts SiteTray hidden, read back', async () => {
    const app = await launch({ platform: 'win32' })
    const page = await openSettings(app)
    await clickAt(page, page.getByLabel('Launch at login'))
    await app.waitFor(() => app.app.recorded.loginItemSettings.length === 1, 'the login item written')
    const [written] = app.app.recorded.loginItemSettings
    expect(written).toMatchObject({ openAtLogin: true, args: [expect.any(String), '--hidden'] })
    expect(app.electron.app.getLoginItemSettings({ path: written!.path!, args: written!.args! }).openAtLogin).toBe(true)
  })
})

describe('a global shortcut the system may not report as taken', () => {
  it.each([
    ['linux', { XDG_SESSION_TYPE: 'wayland' }, waylandNote()],
    ['darwin', {}, macNote()],
  ] as const)('%s %j: is kept, with what the system decides said next to it', async (platform, env, note) => {
    const app = await launch({ platform, env })
    const page = await openSettings(app)
    await page.getByLabel('Global shortcut').focus()
    await page.keyboard.press(platform === 'darwin' ? 'Meta+Shift+J' : 'Control+Shift+J')
    // A note beside the shortcut, not an error: the shortcut was taken.
    await page.getByRole('status').filter({ hasText: note }).waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)
    expect(app.globalShortcut.isRegistered('CommandOrControl+Shift+J')).toBe(true)
  })

  it('Linux on X11: a plain shortcut comes with nothing to say', async () => {
    const app = await launch({ platform: 'linux', env: { XDG_SESSION_TYPE: 'x11' } })
    const page = await openSettings(app)
    await page.getByLabel('Global shortcut').focus()
    await page.keyboard.press('Control+Shift+J')
    await page.getByText('Ctrl+Shift+J shows or hides SiteTray').waitFor()
    expect(await page.getByRole('alert').count()).toBe(0)
  })
})
