/**
 * A company network, through the built app: its requests go through Electron's net.fetch (played
 * by the stand-in), so the system's proxy and the OS's certificate store apply. An account behind
 * the proxy, and one on a server whose certificate only the OS trusts, are added in the window and
 * sync; without the authority in the store the window says what to install — and so do the tray and
 * the window when an account's server takes a certificate this computer does not trust.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import {
  CORP_HOST,
  makeAuthority,
  startConnectProxy,
  startHttpsFront,
  type ConnectProxy,
  type HttpsFront,
  type TestAuthority,
} from '../support/network'
import { clickAt, topLabels, typeInto, useApp } from './support'

const { launch } = useApp()

let authority: TestAuthority
let sandbox: Sandbox
let front: HttpsFront
let proxy: ConnectProxy

beforeAll(async () => {
  authority = makeAuthority()
  sandbox = await startSandbox({ seed: 8 })
  front = await startHttpsFront(sandbox.url, authority)
  proxy = await startConnectProxy({ routes: { [`${CORP_HOST}:443`]: front.port } })
})

afterAll(async () => {
  await Promise.all([proxy.close(), front.close(), sandbox.close()])
})

/** The add-account form, filled and tested as a person does it. */
async function testInForm(page: Page, address: string): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome to SiteTray' }).waitFor()
  await clickAt(page, page.getByRole('button', { name: 'Add account' }))
  await typeInto(page, page.getByLabel('Service address'), address)
  await typeInto(page, page.getByLabel('API key'), sandbox.apiKey)
  await clickAt(page, page.getByRole('button', { name: 'Test connection' }))
}

async function addAndSeeWebsites(page: Page, address: string): Promise<void> {
  await testInForm(page, address)
  await page.getByText('Connected', { exact: false }).waitFor()
  await clickAt(page, page.getByRole('button', { name: 'Add account' }))
  // Synced: the list shows the service's websites.
  for (const website of sandbox.control.list('B').slice(0, 3))
    await page.getByRole('button', { name: website.host, exact: true }).waitFor()
}

describe('on a company network', () => {
  it('an account behind the system proxy, with a certificate from the company authority in the OS store, is added and syncs', async () => {
    const app = await launch({ platform: 'linux', systemProxy: proxy.url, osTrustedCertificates: [authority.caPem] })
    const { page } = await app.waitForLoadedWindow()
    await addAndSeeWebsites(page, `https://${CORP_HOST}`)
    expect(proxy.tunnels).toContain(`${CORP_HOST}:443`)
  })

  it('an account on a server whose certificate only the OS store trusts is added and syncs', async () => {
    const app = await launch({ platform: 'linux', osTrustedCertificates: [authority.caPem] })
    const { page } = await app.waitForLoadedWindow()
    await addAndSeeWebsites(page, `https://localhost:${front.port}`)
  })

  it('without the authority in the OS store, the window says the certificate is not trusted and what to install', async () => {
    const app = await launch({ platform: 'linux' })
    const { page } = await app.waitForLoadedWindow()
    await testInForm(page, `https://localhost:${front.port}`)
    await page
      .getByText(
        `The certificate of localhost:${front.port} is not trusted by this computer — if your organisation uses its own certificate authority, it must be installed in the system's certificate store.`,
      )
      .waitFor()
    expect(await page.getByText('Connected', { exact: false }).count()).toBe(0)
  })

  it("an account whose server's certificate stops being trusted reads so in the tray and the window, not Offline", async () => {
    const changing = await startHttpsFront(sandbox.url, authority)
    try {
      const app = await launch({ platform: 'linux', osTrustedCertificates: [authority.caPem] })
      const { page } = await app.waitForLoadedWindow()
      await addAndSeeWebsites(page, `https://localhost:${changing.port}`)

      // Renewed by an authority this computer does not trust.
      changing.useCertificate(makeAuthority())
      app.tray()!.clickMenuItem(['Refresh now'])
      const line = `Sync problem: The certificate of localhost:${changing.port} is not trusted by this computer — if your organisation uses its own certificate authority, it must be installed in the system's certificate store.`
      const tray = await app.waitForMenu((labels) => topLabels(labels).includes(`${line} (disabled)`))
      expect(topLabels(tray.menuLabels()).some((label) => label.startsWith('Offline'))).toBe(false)
      await page.getByText(line).waitFor()
    } finally {
      await changing.close()
    }
  })
})
