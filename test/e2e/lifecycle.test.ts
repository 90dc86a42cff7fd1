/**
 * The app's life as a user lives it: a second launch shows the running app's window; quitting
 * waits until every acknowledged edit is on disk; the next start shows the tray from the mirror
 * before it asks the service anything, then sends what waited, once.
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox, type RecordedRequest } from '../../src/main/sandbox'
import { mutations, restartSandbox, stopSandbox } from '../support/services'
import { addAccount, eventually, PLATFORMS, submenu, topLabels, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

describe('a second launch', () => {
  it('shows the window of the SiteTray that already runs, and goes away itself', async () => {
    const userData = dataFolder()
    const first = await launch({ userData })
    const win = await first.waitForLoadedWindow()
    await first.waitFor(() => win.isVisible(), 'the window shown at start')
    win.userClose()
    expect(win.isVisible()).toBe(false)
    expect(win.isDestroyed()).toBe(false)

    const second = await first.launchSecondInstance([])
    expect(await second.exited).toEqual({ code: 0 })
    await second.dispose()
    await first.waitFor(() => win.isVisible(), 'the first window shown again')
    expect(first.windows()).toHaveLength(1)
  })
})

describe('a list of accounts that cannot be read', () => {
  it('is kept aside, and a notification at start says so; its click opens the window to start again', async () => {
    const userData = dataFolder()
    writeFileSync(join(userData, 'accounts.json'), '{"version": 1, "accounts": [ cut off')
    const app = await launch({ userData, argv: ['--hidden'], platform: 'linux' })
    const notification = await app.waitForNotification(
      (shown) => shown.title === 'SiteTray kept a file it could not read',
    )
    expect(notification.body).toMatch(
      /^SiteTray could not read the list of accounts \(.+\)\. The file was kept as .+\. SiteTray starts without accounts\.$/,
    )
    expect(readdirSync(userData).filter((name) => name.startsWith('accounts.json.'))).toHaveLength(1)

    notification.userClick()
    const { page } = await app.waitForLoadedWindow()
    await page.getByRole('heading', { name: 'Welcome to SiteTray' }).waitFor()
  })
})

describe.each(PLATFORMS)('quit and start again on %s', (platform) => {
  it('quit waits for the edit to be on disk; the next start shows the tray from the mirror before any request, then sends the edit once', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const userData = dataFolder()
    const app = await launch({ userData, argv: ['--hidden'], platform })
    const accountId = await addAccount(app, sandbox)
    const tray = await app.waitForMenu(
      (labels) => submenu(labels, 'maple-street-bakery.com')?.includes('[x] Exclude bots') === true,
    )

    // The service takes the request and never answers: the edit is acknowledged (on disk) but not confirmed.
    sandbox.injectFault({ fault: { kind: 'hang' }, method: 'PATCH', times: Infinity })
    tray.clickMenuItem(['maple-street-bakery.com', 'Exclude bots'])
    await app.waitForMenu((labels) => submenu(labels, 'maple-street-bakery.com')?.includes('[ ] Exclude bots') === true)
    app.quit()
    expect(await app.exited).toEqual({ code: 0 })

    const outbox = JSON.parse(readFileSync(join(userData, accountId, 'outbox.json'), 'utf8')) as unknown
    expect(JSON.stringify(outbox)).toContain('"excludeBots":false')
    const mirror = readFileSync(join(userData, accountId, 'websites.json'), 'utf8')
    expect(mirror).toContain('maple-street-bakery.com')

    const state = await stopSandbox(sandbox)
    const requests: RecordedRequest[] = []
    const back = await restartSandbox(state, { onRequest: (request) => requests.push(request) })
    sandboxes.push(back)

    const again = await launch({ userData, argv: ['--hidden'], platform })
    let requestsWhenShown = -1
    await again.waitForMenu((labels) => {
      const shown = submenu(labels, 'maple-street-bakery.com')?.includes('[ ] Exclude bots') === true
      if (shown) requestsWhenShown = requests.length
      return shown
    })
    expect(requestsWhenShown).toBe(0)
    expect(topLabels(again.tray()!.menuLabels())).toContain('maple-street-bakery.com')

    const sent = (): string[] => mutations(requests).filter((line) => line.startsWith('PATCH /api/v1/websites/1 '))
    await eventually(
      again,
      async () => back.control.list('B').find((row) => row.id === 1)?.exclude_bots === 0,
      'the edit reached the service',
    )
    await again.waitForMenu((labels) => topLabels(labels).some((line) => line.startsWith('Synced')))
    expect(sent()).toEqual(['PATCH /api/v1/websites/1 exclude_bots=0'])
  })
})
