/**
 * What each platform does when the session ends or the window's renderer dies, through the built
 * app. A Windows log-off or shutdown sends no 'before-quit': SiteTray must write what it holds when
 * the window hears the session end, or lose it — the stand-in kills the process as Windows does and
 * keeps only what is on disk then. Linux and macOS announce a shutdown (powerMonitor) and then ask
 * the app to quit. A renderer that dies is reloaded once, and not in a loop.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import keytar from 'keytar'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { StandinApp } from '../standin/launch'
import { eventually, openFromTray, PLATFORMS, submenu, topLabels, useApp } from './support'

const { launch, dataFolder } = useApp()

interface DemoRow {
  domain: string
  email: number
  exclude_bots: number
}

/**
 * The demo service's websites, as another client reaches them (its address from the demo's record, its key from the
 * keychain).
 */
async function demoWebsites(userData: string): Promise<DemoRow[]> {
  const { port } = JSON.parse(readFileSync(join(userData, 'demo.json'), 'utf8')) as { port: number }
  const { accounts } = JSON.parse(readFileSync(join(userData, 'accounts.json'), 'utf8')) as {
    accounts: Array<{ id: string; baseUrl: string }>
  }
  const account = accounts.find((candidate) => candidate.baseUrl === `http://127.0.0.1:${port}`)
  const apiKey = await keytar.getPassword('SiteTray', account!.id)
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/websites?per_page=100`, {
    headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
  })
  return ((await response.json()) as { data: DemoRow[] }).data
}

const MAPLE = 'maple-street-bakery.com'
const maple = async (userData: string): Promise<DemoRow | undefined> =>
  (await demoWebsites(userData)).find((row) => row.domain === MAPLE)

describe.each(PLATFORMS)("the end of the user's session on %s", (platform) => {
  it("keeps a quick edit made a moment before, and the demo's last change", async () => {
    const userData = dataFolder()
    const app = await launch({ platform, userData, argv: ['--hidden'] })
    const quitEvents: string[] = []
    for (const name of ['before-quit', 'will-quit', 'quit']) app.app.on(name, () => quitEvents.push(name))
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    tray.clickMenuItem(['Try the demo'])
    await app.waitForMenu((labels) => topLabels(labels).includes(MAPLE))
    const start = (await maple(userData))!

    // The demo's last change: at its service (in memory) and in the mirror, not yet in demo.json.
    tray.clickMenuItem([MAPLE, 'E-mail reports'])
    await eventually(app, async () => (await maple(userData))?.email !== start.email, 'the demo service has the change')
    // A moment before the session ends: a quick edit, clicked and not waited for.
    tray.clickMenuItem([MAPLE, 'Exclude bots'])
    const dataCopy = dataFolder()
    expect(await app.endSession({ dataCopy, reasons: ['logoff'] })).toEqual({ delayed: true, ended: 'exited' })
    if (platform === 'win32') expect(quitEvents).toEqual(['quit'])
    else expect(quitEvents).toContain('before-quit')

    // On disk when the process ended: the demo's websites with the change, the quick edit (sent, or waiting in the
    // outbox).
    const kept = JSON.parse(readFileSync(join(dataCopy, 'demo.json'), 'utf8')) as {
      rows: { B: Array<{ host: string; email: number; exclude_bots: number }> } | null
    }
    const keptMaple = kept.rows?.B.find((row) => row.host === MAPLE)
    expect(keptMaple).toMatchObject({ email: start.email ? 0 : 1 })
    const { accounts } = JSON.parse(readFileSync(join(dataCopy, 'accounts.json'), 'utf8')) as {
      accounts: Array<{ id: string }>
    }
    const outbox = readFileSync(join(dataCopy, accounts[0]!.id, 'outbox.json'), 'utf8')
    const botsFlipped = start.exclude_bots ? 0 : 1
    expect(keptMaple!.exclude_bots === botsFlipped || outbox.includes(`"excludeBots":${botsFlipped === 1}`)).toBe(true)

    // The next start finds what the disk held when the process ended.
    const again = await launch({ platform, userData: dataCopy, argv: ['--hidden'] })
    const emailShown = start.email ? '[ ] E-mail reports' : '[x] E-mail reports'
    const botsShown = start.exclude_bots ? '[ ] Exclude bots' : '[x] Exclude bots'
    await again.waitForMenu((labels) => {
      const items = submenu(labels, MAPLE)
      return items?.includes(emailShown) === true && items.includes(botsShown)
    })
    await eventually(
      again,
      async () => {
        const row = await maple(dataCopy)
        return row?.email === (start.email ? 0 : 1) && row.exclude_bots === botsFlipped
      },
      'the demo service has both changes after the restart',
    )
  })
})

describe.each(PLATFORMS)('a window whose renderer dies, on %s', (platform) => {
  const windowLog: string[] = []
  const logged = (): string[] => [...windowLog]
  beforeEach(() => {
    const original = console.error.bind(console)
    // The app's own log lines about its window are what this test reads; anything else still shows.
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const line = args.map(String).join(' ')
      if (line.startsWith('[window]')) windowLog.push(line)
      else original(...args)
    })
  })
  afterEach(() => {
    vi.restoreAllMocks()
    windowLog.splice(0)
  })

  const reloaded = async (app: StandinApp): Promise<void> => {
    const win = app.windows()[0]!
    await app.waitFor(
      () => !win.webContents.isCrashed() && !win.webContents.isLoading() && win.webContents.getURL() !== '',
      'the page loaded again',
    )
    await win.page.getByRole('button', { name: 'Try the demo' }).waitFor()
  }

  it('is loaded again once, and logged; dying again right after, it waits until the user opens SiteTray', async () => {
    const app = await launch({ platform })
    const win = await app.waitForLoadedWindow()
    await win.page.getByRole('button', { name: 'Try the demo' }).waitFor()

    win.webContents.simulateRenderProcessGone({ reason: 'crashed', exitCode: 139 })
    await reloaded(app)
    expect(logged()).toEqual([expect.stringContaining('stopped (crashed, exit code 139); loading it again')])

    win.webContents.simulateRenderProcessGone({ reason: 'oom', exitCode: 9 })
    expect(win.webContents.isCrashed()).toBe(true)
    expect(logged()[1]).toMatch(/stopped \(oom, exit code 9\); it stopped again soon after a reload/)

    win.userClose()
    openFromTray(app)
    await reloaded(app)
    expect(win.isVisible()).toBe(true)
  })
})
