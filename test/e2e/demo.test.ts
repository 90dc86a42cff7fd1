/**
 * A new user's first minutes, through the built app: no account, "Try the demo" in the tray, the
 * demo's favorites in the menu, a quick edit from the tray reaching the demo service.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import keytar from 'keytar'
import { describe, expect, it } from 'vitest'
import { quitLabel } from '../../src/main/tray/menu'
import { eventually, leadItems, PLATFORMS, submenu, topLabels, useApp } from './support'

const { launch } = useApp()

/** The demo service as another client would reach it: its address from the demo's record, its key from the keychain. */
async function demoWebsites(userData: string): Promise<Array<{ domain: string; email: number; favorite: boolean }>> {
  const { port } = JSON.parse(readFileSync(join(userData, 'demo.json'), 'utf8')) as { port: number }
  const { accounts } = JSON.parse(readFileSync(join(userData, 'accounts.json'), 'utf8')) as {
    accounts: Array<{ id: string; baseUrl: string }>
  }
  const account = accounts.find((candidate) => candidate.baseUrl === `http://127.0.0.1:${port}`)
  const apiKey = await keytar.getPassword('SiteTray', account!.id)
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/websites?per_page=100`, {
    headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
  })
  return ((await response.json()) as { data: Array<{ domain: string; email: number; favorite: boolean }> }).data
}

describe.each(PLATFORMS)('a first start on %s', (platform) => {
  it('offers the demo in the tray; its favorites appear; e-mail reports toggled from the tray reach the service', async () => {
    const app = await launch({ argv: ['--hidden'], platform })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    expect(topLabels(tray.menuLabels())).toEqual([
      ...leadItems(platform),
      'Add account…',
      'Try the demo',
      '---',
      quitLabel(platform),
    ])

    tray.clickMenuItem(['Try the demo'])
    await app.waitForMenu((labels) => topLabels(labels).includes('maple-street-bakery.com'))
    const userData = app.app.getPath('userData')
    const before = (await demoWebsites(userData)).find((website) => website.domain === 'maple-street-bakery.com')
    expect(before).toMatchObject({ favorite: true })
    const label = before!.email ? '[x] E-mail reports' : '[ ] E-mail reports'
    expect(submenu(tray.menuLabels(), 'maple-street-bakery.com')).toContain(label)

    tray.clickMenuItem(['maple-street-bakery.com', 'E-mail reports'])
    const toggled = before!.email ? '[ ] E-mail reports' : '[x] E-mail reports'
    // The menu shows it at once; the service has it a moment later.
    await app.waitForMenu((labels) => submenu(labels, 'maple-street-bakery.com')?.includes(toggled) === true)
    await eventually(
      app,
      async () =>
        (await demoWebsites(userData)).find((website) => website.domain === 'maple-street-bakery.com')?.email ===
        (before!.email ? 0 : 1),
      'the demo service has the change',
    )
    // Opening the menu never opened the window as well (on macOS the click that opens the menu is a 'click' too).
    expect(app.windows().some((window) => window.isVisible())).toBe(false)
  })
})
