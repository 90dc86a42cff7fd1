/**
 * A bulk change in the built app, as a person makes it: the websites found by a search and all of
 * them ticked, the change previewed (nothing sent yet), applied, its progress followed in the tray
 * while the service answers slowly, and its results in the window; "Exclude my IP" from the tray,
 * against a "what is my IP" stub on loopback.
 */
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { displayDomain } from '../../src/main/base/display-domain'
import { startSandbox } from '../../src/main/sandbox'
import { DEFAULT_SETTINGS } from '../../src/shared/settings'
import { addAccount, clickAt, topLabels, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()
const IP = '203.0.113.77'

describe('a bulk change', () => {
  it('selects by search, previews, applies, shows its progress in the tray and its results in the window', async () => {
    // Slow enough that the batch is seen under way: two requests per website.
    const sandbox = await startSandbox({ latencyMs: 150 })
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'], platform: 'linux' })
    await addAccount(app, sandbox)
    await app.waitForMenu((labels) => topLabels(labels).some((label) => label.startsWith('Synced')))
    const { page } = await app.waitForLoadedWindow()
    const matching = sandbox.control.list('B').filter((row) => row.host.endsWith('.fr'))

    await clickAt(page, page.getByRole('searchbox', { name: 'Search websites' }))
    await page.keyboard.type('.fr')
    await page.getByText(`${matching.length} matches`).waitFor()
    await clickAt(page, page.getByRole('list', { name: 'Websites' }).getByRole('checkbox').first())
    await clickAt(page, page.getByRole('button', { name: `Select all ${matching.length} matching` }))
    await page.getByText(`All ${matching.length} websites selected`).waitFor()
    await clickAt(page, page.getByRole('button', { name: 'Change…' }))
    await clickAt(page, page.getByRole('menuitem', { name: 'Add excluded IPs…' }))
    await clickAt(page, page.getByLabel('IP addresses to exclude'))
    await page.keyboard.type(IP)
    await clickAt(page, page.getByRole('button', { name: 'Preview' }))
    const preview = page.getByRole('region', { name: 'Preview' })
    await preview
      .getByText(`${matching.length} websites: ${matching.length} get ${IP} added to excluded IP addresses`)
      .waitFor()
    // Nothing reached the service yet.
    expect(sandbox.control.list('B').filter((row) => row.exclude_ips?.includes(IP))).toEqual([])

    await clickAt(page, page.getByRole('button', { name: `Apply to ${matching.length} websites` }))
    await app.waitForMenu((labels) =>
      topLabels(labels).some((label) => new RegExp(`^Applying to \\d+ of ${matching.length}$`).test(label)),
    )
    await page
      .getByRole('main')
      .getByText(`Done: ${matching.length} websites changed of ${matching.length}`)
      .waitFor({ timeout: 60_000 })
    const applied = page.getByRole('region', { name: 'Applied' })
    for (const row of matching) await applied.getByText(displayDomain(row.host), { exact: true }).waitFor()
    expect(
      sandbox.control
        .list('B')
        .filter((row) => row.exclude_ips?.split('\n').includes(IP))
        .map((row) => row.host)
        .sort(),
    ).toEqual(matching.map((row) => row.host).sort())
    await app.waitForMenu((labels) => topLabels(labels).some((label) => label.startsWith('Synced')))
  })

  it('"Exclude my IP" from the tray shows the address found, and sends nothing before the user applies it', async () => {
    let asked = 0
    const stub = createServer((_request, response) => {
      asked += 1
      response.end(`${IP}\n`)
    })
    await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve))
    onTestFinished(() => new Promise<void>((resolve) => stub.close(() => resolve())))
    const userData = dataFolder()
    const ipLookupUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/`
    writeFileSync(join(userData, 'settings.json'), JSON.stringify({ ...DEFAULT_SETTINGS, ipLookupUrl }))
    // A few websites: at 60 requests a minute, the whole demo set would take over half a minute.
    const sandbox = await startSandbox({ seed: 6 })
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'], platform: 'linux', userData })
    await addAccount(app, sandbox)
    const total = sandbox.control.list('B').length
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes(`Exclude my IP from ${total} websites…`))
    expect(asked).toBe(0)
    const { page } = await app.waitForLoadedWindow()
    tray.clickMenuItem([`Exclude my IP from ${total} websites…`])
    await page.getByRole('main').getByText(IP, { exact: true }).waitFor()
    await page
      .getByRole('region', { name: 'Preview' })
      .getByText(`${total} websites: ${total} get ${IP} added to excluded IP addresses`)
      .waitFor()
    expect(asked).toBe(1)
    expect(sandbox.control.list('B').some((row) => row.exclude_ips?.includes(IP))).toBe(false)
    await clickAt(page, page.getByRole('button', { name: `Apply to ${total} websites` }))
    await page.getByRole('main').getByText(`Done: ${total} websites changed of ${total}`).waitFor({ timeout: 60_000 })
    expect(sandbox.control.list('B').every((row) => row.exclude_ips?.split('\n').includes(IP))).toBe(true)
  })
})
