/**
 * The tracking code: a new website marked "no visits yet" in the list, the code copied from its
 * editor, and "Check installation" on home pages that carry it, carry another service's, moved to
 * another host, or carry none — each served on loopback under its own name, with a certificate the
 * "OS" trusts, as test/e2e/tracking.test.ts does.
 */
import { startSandbox, type Sandbox } from '../../../src/main/sandbox'
import { trackingCode } from '../../../src/shared/tracking/code'
import { page as homePage, redirect, startTrackingSites } from '../../support/tracking-sites'
import { clickAt, openWebsite, showSettings } from '../support'
import { clearField, scrollToTop } from './moves'
import { defineWalk, type Scene, type Stop } from './walk'

/** Created today and visited by nobody yet: the list marks it. */
const NEW_SITE = 'new-bakery.example'
const SITES = {
  installed: 'shop.example',
  elsewhere: 'agency-client.example',
  'other-host': 'moved.example',
  'not-found': 'plain.example',
} as const
const BRAND = 'brand.example'

interface Tracking extends Scene {
  sandbox: Sandbox
}

/** "Check installation" in the website's editor, and the panel brought into view with its outcome. */
function checkStop(outcome: keyof typeof SITES): Stop<Tracking> {
  return {
    name: `tracking-${outcome}`,
    async reach({ page }) {
      await clickAt(page, page.getByRole('button', { name: 'Back', exact: true }))
      await clickAt(page, page.getByRole('searchbox', { name: 'Search websites' }))
      await clearField(page)
      await openWebsite(page, SITES[outcome])
      const panel = page.getByRole('region', { name: 'Tracking code' })
      await clickAt(page, panel.getByRole('button', { name: 'Check installation' }))
      await panel.locator('[data-tracking-outcome]').waitFor()
      await scrollToTop(page, panel)
    },
  }
}

export const TRACKING = defineWalk<Tracking>({
  name: 'tracking code',
  group: 'window',
  async start({ launch, sandboxes, theme, onEnd }) {
    const sandbox = await startSandbox({ seed: 3 })
    sandboxes.push(sandbox)
    for (const host of Object.values(SITES)) sandbox.control.insert('B', { host })
    // A favorite: its visitors are read, so the list knows it has had none.
    sandbox.control.insert('B', { host: NEW_SITE, favorited_at: new Date() })
    const fresh = sandbox.control.list('B').find((row) => row.host === NEW_SITE)!
    sandbox.control.setTraffic('B', fresh.id, [])
    const snippet = homePage(trackingCode({ baseUrl: sandbox.url, variant: 'B' }, { respectDnt: false }))
    const agency = homePage(
      trackingCode({ baseUrl: 'https://analytics.agency.example', variant: 'B' }, { respectDnt: false }),
    )
    const names = [...Object.values(SITES), BRAND]
    const sites = await startTrackingSites({
      certifiedNames: names,
      https: {
        [SITES.installed]: snippet,
        [SITES.elsewhere]: agency,
        [SITES['other-host']]: redirect(`https://${BRAND}/`, 302),
        [BRAND]: snippet,
        [SITES['not-found']]: homePage(''),
      },
    })
    onEnd(() => sites.close())
    const address = `127.0.0.1:${sites.httpsPort}`
    const app = await launch({
      systemDarkMode: theme === 'dark',
      platform: 'linux',
      osTrustedCertificates: [sites.authority.caPem],
      hostResolverRules: Object.fromEntries(names.map((name) => [name, address])),
    })
    const { page } = await app.waitForLoadedWindow()
    await clickAt(page, page.getByRole('button', { name: 'Add account' }))
    await clickAt(page, page.getByLabel('Service address'))
    await page.keyboard.type(sandbox.url)
    await clickAt(page, page.getByLabel('API key'))
    await page.keyboard.type(sandbox.apiKey)
    await clickAt(page, page.getByRole('button', { name: 'Add account' }))
    return { app, page, sandbox }
  },
  stops: [
    {
      name: 'tracking-mark',
      async reach({ page }) {
        await clickAt(page, page.getByRole('searchbox', { name: 'Search websites' }))
        await page.keyboard.type('.example')
        await page.getByText('no visits yet').first().waitFor()
      },
    },
    {
      name: 'tracking-copied',
      async reach({ page }) {
        await clickAt(page, page.getByRole('button', { name: NEW_SITE, exact: true }))
        await showSettings(page)
        const panel = page.getByRole('region', { name: 'Tracking code' })
        await clickAt(page, panel.getByRole('button', { name: 'Copy tracking code' }))
        await panel.getByText('Copied to the clipboard.').waitFor()
        await scrollToTop(page, panel)
      },
    },
    checkStop('installed'),
    checkStop('elsewhere'),
    checkStop('other-host'),
    checkStop('not-found'),
  ],
})
