/**
 * A save against a server that hangs, in the built app: the editor says "saved on this computer"
 * while the server still has not answered, the tray shows a quick edit at once, and the final
 * outcome of both arrives later as the 'edit-settled' event. The window does not show that event
 * yet (its part is the window's), so the page listens to it through the bridge, as the window will.
 * Main-side behaviour, the same on every platform: run on Linux only.
 */
import { describe, expect, it } from 'vitest'
import type { EditSettled } from '../../src/shared/ipc-contract'
import { startSandbox, type SandboxWebsite } from '../../src/main/sandbox'
import { restartSandbox, stopSandbox } from '../support/services'
import { addAccount, clickAt, submenu, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()
const DOMAIN = 'maple-street-bakery.com'

describe('a save while the server hangs', () => {
  it('is "saved on this computer — sending…" before the server answers, and its end follows as edit-settled', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'], platform: 'linux' })
    await addAccount(app, sandbox)
    const tray = await app.waitForMenu((labels) => submenu(labels, DOMAIN)?.includes('Open in SiteTray') === true)
    const row = (): SandboxWebsite => sandbox.control.list('B').find((candidate) => candidate.host === DOMAIN)!
    const before = row()
    const page = (await app.waitForLoadedWindow()).page
    await page.evaluate(
      `globalThis.__settled = []; globalThis.sitetray.on('edit-settled', (settled) => globalThis.__settled.push(settled))`,
    )

    tray.clickMenuItem([DOMAIN, 'Open in SiteTray'])
    const emailReports = page.getByRole('checkbox', { name: 'E-mail reports' })
    await emailReports.waitFor()
    sandbox.injectFault({ fault: { kind: 'hang' }, method: 'GET', path: `/api/v1/websites/${before.id}` })
    await clickAt(page, emailReports)
    await clickAt(page, page.getByRole('button', { name: 'Save' }))

    // Sooner than the client's own timeout (15 s) could have given up on the request.
    await page.getByRole('main').getByText('Saved on this computer — sending…').waitFor({ timeout: 10_000 })
    expect(row().email).toBe(before.email)
    expect(await page.evaluate('globalThis.__settled.length')).toBe(0)

    // A quick edit from the tray shows at once, the server still hanging.
    const bots = before.exclude_bots === 1 ? '[x] Exclude bots' : '[ ] Exclude bots'
    expect(submenu(tray.menuLabels(), DOMAIN)).toContain(bots)
    tray.clickMenuItem([DOMAIN, 'Exclude bots'])
    const toggled = before.exclude_bots === 1 ? '[ ] Exclude bots' : '[x] Exclude bots'
    await app.waitForMenu((labels) => submenu(labels, DOMAIN)?.includes(toggled) === true)
    expect(row().exclude_bots).toBe(before.exclude_bots)

    // The server comes back on the same address; both edits go, in order. The editor's caller was
    // answered "sending…", so its end is told as edit-settled; the tray's edit, whose caller may
    // still be waiting for it, is told to the tray itself and shows in its menu.
    const back = await restartSandbox(await stopSandbox(sandbox))
    sandboxes.push(back)
    tray.clickMenuItem(['Refresh now'])
    const settled = (await page.evaluate(`new Promise((resolve) => {
      const check = () => globalThis.__settled.length >= 1 && resolve(globalThis.__settled)
      check()
      globalThis.sitetray.on('edit-settled', () => queueMicrotask(check))
    })`)) as EditSettled[]
    expect(settled[0]).toEqual({
      accountId: expect.any(String),
      editId: expect.any(String),
      websiteId: String(before.id),
      outcome: 'sent',
      message: null,
    })
    await expect
      .poll(() => back.control.list('B').find((candidate) => candidate.id === before.id))
      .toMatchObject({ email: before.email === 1 ? 0 : 1, exclude_bots: before.exclude_bots === 1 ? 0 : 1 })
    // The editor, still open, says how its save ended.
    await page.getByRole('main').getByText('Sent.').waitFor()
    await app.waitForMenu((labels) => topLabels(labels).some((line) => line.startsWith('Synced')))
  })
})
