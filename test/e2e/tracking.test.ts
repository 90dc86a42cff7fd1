/**
 * The tracking code through the built app: copied from the website's editor to the
 * system clipboard by main, and "Check installation…" from the tray, read in the window — the
 * website's home page served on loopback under its own name (Chromium's host resolver rules), with
 * a certificate the "OS" trusts, and a cookie in the session that must not reach it.
 */
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import type { SiteTrayBridge } from '../../src/shared/ipc-interfaces'
import { trackingCode } from '../../src/shared/tracking/code'
import { page as homePage, redirect, startTrackingSites, type TrackingSites } from '../support/tracking-sites'
import { clickAt, openFromTray, openWebsite, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

const DOMAIN = 'shop.example'
/** Its home page moved to another host: the service would not count its visits. */
const MOVED = 'moved.example'
const BRAND = 'brand.example'

describe('the tracking code', () => {
  it('is copied from the editor, and its installation checked from the tray and read in the window', async () => {
    const sandbox = await startSandbox({ seed: 0 })
    sandboxes.push(sandbox)
    sandbox.control.insert('B', { host: DOMAIN, favorited_at: new Date() })
    sandbox.control.insert('B', { host: MOVED, favorited_at: new Date() })
    const service = { baseUrl: sandbox.url, variant: 'B' as const }
    let sites: TrackingSites | undefined
    try {
      const snippet = homePage(trackingCode(service, { respectDnt: false }))
      sites = await startTrackingSites({
        certifiedNames: [DOMAIN, MOVED, BRAND],
        https: { [DOMAIN]: snippet, [MOVED]: redirect(`https://${BRAND}/`, 302), [BRAND]: snippet },
      })
      const site = `127.0.0.1:${sites.httpsPort}`
      const app = await launch({
        argv: ['--hidden'],
        osTrustedCertificates: [sites.authority.caPem],
        hostResolverRules: { [DOMAIN]: site, [MOVED]: site, [BRAND]: site },
      })
      // The user is signed in to their own site in the app's session: that cookie must never go with a check.
      for (const host of [DOMAIN, MOVED, BRAND]) app.net.sessionCookies.setCookie(host, 'login=owner')
      await app.waitForMenu((labels) => topLabels(labels).includes('Add account…'))
      openFromTray(app)
      const win = await app.waitForLoadedWindow()
      const { page } = win
      await app.waitFor(() => win.isVisible(), 'the window shown')
      const added = await page.evaluate(
        ({ baseUrl, apiKey }) =>
          (globalThis as unknown as { sitetray: SiteTrayBridge }).sitetray.accounts.add({
            baseUrl,
            apiKey,
            label: 'Shop',
          }),
        { baseUrl: sandbox.url, apiKey: sandbox.apiKey },
      )
      expect(added).toMatchObject({ ok: true, data: { variant: 'B' } })
      await app.waitForMenu((labels) => topLabels(labels).includes(DOMAIN))

      // Copy from the editor, Do Not Track respected: the clipboard holds the snippet, shown selectable too.
      await openWebsite(page, DOMAIN)
      const panel = page.getByRole('region', { name: 'Tracking code' })
      await clickAt(page, panel.getByLabel('Respect Do Not Track'))
      await clickAt(page, panel.getByRole('button', { name: 'Copy tracking code' }))
      const expected = trackingCode(service, { respectDnt: true })
      await app.waitFor(() => app.clipboard.text === expected, 'the tracking code on the clipboard')
      await panel.getByText('Copied to the clipboard.').waitFor()
      expect(await panel.getByRole('textbox', { name: `Tracking code for ${DOMAIN}` }).inputValue()).toBe(expected)

      // Back to the list, then "Check installation…" from the tray: the window opens at the result.
      await clickAt(page, page.getByRole('button', { name: 'Back', exact: true }))
      await page.getByRole('searchbox', { name: 'Search websites' }).waitFor()
      app.tray()!.clickMenuItem([DOMAIN, 'Check installation…'])
      const outcome = page.locator('[data-tracking-outcome]')
      await outcome.waitFor()
      expect(await outcome.locator('strong').textContent()).toBe('Installed')
      expect(await outcome.textContent()).toContain(`The home page of ${DOMAIN} carries the tracking code`)
      expect(await outcome.textContent()).toMatch(/Checked just now/)

      // A home page that moved to another host: the redirect is seen (net.request), and both hosts named.
      await clickAt(page, page.getByRole('button', { name: 'Back', exact: true }))
      await page.getByRole('searchbox', { name: 'Search websites' }).waitFor()
      app.tray()!.clickMenuItem([MOVED, 'Check installation…'])
      await page.getByRole('heading', { name: MOVED }).waitFor()
      const moved = page.locator('[data-tracking-outcome]')
      await moved.waitFor()
      expect(await moved.locator('strong').textContent()).toBe('On another host')
      expect(await moved.textContent()).toContain(`The home page moved to ${BRAND}.`)

      // What the sites saw: each home page asked for once, with no credential of any kind.
      const requests = sites.requests
      expect(requests.map((request) => `${request.scheme} ${request.host}${request.url}`)).toEqual([
        `https ${DOMAIN}/`,
        `https ${MOVED}/`,
        `https ${BRAND}/`,
      ])
      for (const request of requests) {
        const names = request.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase())
        expect(names).not.toContain('authorization')
        expect(names).not.toContain('cookie')
        expect([request.url, ...request.rawHeaders].join('\n')).not.toContain(sandbox.apiKey)
      }
    } finally {
      await sites?.close()
    }
  })
})
