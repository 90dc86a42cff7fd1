/**
 * A quick edit from the tray while the service is down: kept, shown as waiting, sent exactly once
 * when the service is back. The account is added the way the window adds one: through the real
 * preload and IPC.
 */
import { describe, expect, it } from 'vitest'
import { startSandbox, type RecordedRequest } from '../../src/main/sandbox'
import { mutations, restartSandbox, stopSandbox } from '../support/services'
import { addAccount, eventually, PLATFORMS, submenu, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

describe.each(PLATFORMS)('a quick edit while the service is down, on %s', (platform) => {
  it('waits as "Offline — 1 edit waiting" and arrives exactly once when the service is back', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'], platform })
    await addAccount(app, sandbox)
    const tray = await app.waitForMenu(
      (labels) => submenu(labels, 'maple-street-bakery.com')?.includes('[x] Exclude bots') === true,
    )

    const state = await stopSandbox(sandbox)
    tray.clickMenuItem(['maple-street-bakery.com', 'Exclude bots'])
    await app.waitForMenu(
      (labels) =>
        topLabels(labels).includes('Offline — 1 edit waiting (disabled)') &&
        submenu(labels, 'maple-street-bakery.com')?.includes('[ ] Exclude bots') === true,
    )

    const requests: RecordedRequest[] = []
    const back = await restartSandbox(state, { onRequest: (request) => requests.push(request) })
    sandboxes.push(back)
    tray.clickMenuItem(['Refresh now'])
    const sent = (): string[] => mutations(requests).filter((line) => line.startsWith('PATCH /api/v1/websites/1 '))
    await eventually(
      app,
      async () => sent().length > 0 && back.control.list('B').find((row) => row.id === 1)?.exclude_bots === 0,
      'the edit reached the service',
    )
    await app.waitForMenu((labels) => topLabels(labels).some((line) => line.startsWith('Synced')))
    expect(sent()).toEqual(['PATCH /api/v1/websites/1 exclude_bots=0'])
  })
})
