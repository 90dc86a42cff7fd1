/**
 * A plan that loses the API, in the built app: the tray says it is the plan (not the key), its line
 * opens the account's settings with the way to the service's account page, a quick edit made
 * meanwhile waits, and it reaches the service once the plan has the API again.
 */
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { addAccount, eventually, submenu, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()
const PLAN_LINE = 'Plan without API — changes kept…'

describe('a plan without the API, on linux', () => {
  it('is told in the tray as the plan, keeps the quick edit, and sends it once the plan has the API', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'], platform: 'linux' })
    await addAccount(app, sandbox)
    const tray = await app.waitForMenu(
      (labels) => submenu(labels, 'maple-street-bakery.com')?.includes('[x] Exclude bots') === true,
    )

    sandbox.control.setPlanApi(false)
    tray.clickMenuItem(['maple-street-bakery.com', 'Exclude bots'])
    await app.waitForMenu((labels) => topLabels(labels).includes(PLAN_LINE))
    expect(topLabels(app.tray()!.menuLabels()).some((line) => /API key refused/.test(line))).toBe(false)

    // The line leads to the account's settings, which say what happened and link to the service.
    tray.clickMenuItem([PLAN_LINE])
    const win = await app.waitForLoadedWindow()
    await win.page.getByText('Plan without API access').waitFor()
    await win.page.getByRole('button', { name: "Open the service's account page" }).waitFor()

    sandbox.control.setPlanApi(true)
    // The user asks for a refresh, as they would after renewing the plan.
    tray.clickMenuItem(['Refresh now'])
    await eventually(
      app,
      async () => sandbox.control.list('B').find((row) => row.id === 1)?.exclude_bots === 0,
      'the edit reached the service',
    )
    await app.waitForMenu(
      (labels) => !topLabels(labels).includes(PLAN_LINE) && topLabels(labels).some((line) => line.startsWith('Synced')),
    )
  })
})
