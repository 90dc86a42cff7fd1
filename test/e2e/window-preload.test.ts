/**
 * The window before the click: started hidden, SiteTray loads its window's page once it is idle,
 * so that "Open SiteTray" shows a list already painted instead of creating and booting a page.
 */
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { addAccount, openFromTray, PLATFORMS, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

describe.each(PLATFORMS)('the window, on %s', (platform) => {
  it('is loaded hidden after a hidden start, and the tray only shows it, with the list already there', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const userData = dataFolder()
    // A first run adds the account, then quits: the next start is the one a user has every morning.
    const first = await launch({ argv: ['--hidden'], platform, userData })
    await addAccount(first, sandbox)
    first.quit()
    await first.exited

    const app = await launch({ argv: ['--hidden'], platform, userData })
    const preloaded = await app.waitForLoadedWindow()
    await preloaded.page.getByRole('button', { name: 'maple-street-bakery.com', exact: true }).waitFor()
    expect(preloaded.isVisible()).toBe(false)

    openFromTray(app)
    await app.waitFor(() => preloaded.isVisible(), 'the preloaded window shown')
    expect(app.windows()).toEqual([preloaded])
  })
})
