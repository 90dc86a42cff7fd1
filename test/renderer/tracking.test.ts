/**
 * The tracking code in the window: the list's mark and its "Check", the editor's panel —
 * copied through main with the Do Not Track choice, the code shown as main would write it, the
 * tray's "Check installation…" checking once, and not again when Back returns there.
 */
import type { Locator, Page } from 'playwright-core'
import type { TrackingOutcome } from '../../src/shared/tracking'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { trackingCode } from '../../src/shared/tracking/code'
import { statsToday } from '../../src/shared/visitors'
import { expect as see } from './expect'
import { seed, visitorsOverview, websites, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

/** A click where the control is drawn, brought into view first, as a person's mouse makes it. */
async function clickAt(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  expect(box, 'the control is drawn').not.toBeNull()
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2)
}

/** acme.com (1) created yesterday, a favorite whose days read are all zero; its check comes out as `outcome`. */
function withNewWebsite(outcome: TrackingOutcome = { kind: 'not-found', host: 'acme.com' }) {
  const sites = websites(24)
  sites[0] = { ...sites[0]!, favorite: true, createdAt: new Date(Date.now() - 86_400_000).toISOString() }
  const overview = visitorsOverview(WORK_ID, sites)
  overview.websites['1'] = { day: statsToday(Date.now()), counts: [0, 0], readAt: Date.now(), freshForMs: 300_000 }
  return seed({
    websites: { [WORK_ID]: sites },
    visitors: { [WORK_ID]: overview },
    tracking: { 1: outcome },
  })
}

/** acme.com's editor, "Check installation" clicked: the outcome as drawn. */
async function checkAcme(outcome: TrackingOutcome) {
  const window = await harness.open(withNewWebsite(outcome))
  const { page } = window
  await clickAt(page, page.getByRole('button', { name: 'acme.com', exact: true }))
  await clickAt(page, page.getByRole('tab', { name: 'Settings' }))
  const panel = page.getByRole('region', { name: 'Tracking code' })
  await clickAt(page, panel.getByRole('button', { name: 'Check installation' }))
  const drawn = panel.locator('[data-tracking-outcome]')
  await drawn.waitFor()
  return { window, drawn }
}

/** Bidi controls a page may hide in an address to turn it round on screen. */
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/

describe('the tracking code in the window', () => {
  it('marks a website without any visit since it was created; its Check opens the editor and checks', async () => {
    const window = await harness.open(withNewWebsite())
    const { page } = window
    const mark = page.getByRole('button', { name: 'Check the installation on acme.com' })
    await see(mark).toBeVisible()
    await see(page.getByRole('button', { name: 'Check the installation on bakery.org' })).toHaveCount(0)
    // The mark sits inside the row, before the chevron that ends it.
    const row = page.getByRole('listitem').filter({ has: mark })
    const [markBox, chevronBox, rowBox] = await Promise.all([
      mark.boundingBox(),
      row.locator('.chevron').boundingBox(),
      row.boundingBox(),
    ])
    expect(markBox!.x + markBox!.width).toBeLessThanOrEqual(chevronBox!.x)
    expect(chevronBox!.x + chevronBox!.width).toBeLessThanOrEqual(rowBox!.x + rowBox!.width)
    await clickAt(page, mark)
    const outcome = page.locator('[data-tracking-outcome]')
    await see(outcome).toContainText('Not found on the home page')
    await see(outcome).toContainText('A tag manager or a single-page app may add it later')
    expect(await window.calls('tracking:check')).toHaveLength(1)

    // Opened again from the list: the last check is shown with its time, and nothing is checked unasked.
    await clickAt(page, page.getByRole('button', { name: 'Back' }))
    await clickAt(page, page.getByRole('button', { name: 'acme.com', exact: true }))
    // A website opens on its statistics; these are in its settings.
    await clickAt(page, page.getByRole('tab', { name: 'Settings' }))
    await see(page.locator('[data-tracking-outcome]')).toContainText('Checked just now')
    expect(await window.calls('tracking:check')).toHaveLength(1)
    await window.close()
  })

  it('copies through main with the Do Not Track choice, and shows the code as main writes it', async () => {
    const window = await harness.open(withNewWebsite())
    const { page } = window
    await clickAt(page, page.getByRole('button', { name: 'acme.com', exact: true }))
    // A website opens on its statistics; these are in its settings.
    await clickAt(page, page.getByRole('tab', { name: 'Settings' }))
    const panel = page.getByRole('region', { name: 'Tracking code' })
    await clickAt(page, panel.getByLabel('Respect Do Not Track'))
    await clickAt(page, panel.getByRole('button', { name: 'Copy tracking code' }))
    await see(panel.getByText('Copied to the clipboard.')).toBeVisible()
    const [copy] = await window.calls('tracking:copyCode')
    expect(copy?.request).toMatchObject({ respectDnt: true })
    const code = panel.getByRole('textbox', { name: 'Tracking code for acme.com' })
    expect(await code.inputValue()).toBe(
      trackingCode({ baseUrl: 'https://stats.example.com', variant: 'B' }, { respectDnt: true }),
    )
    await window.close()
  })

  it('opens a new website at its tracking code, the next step said', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await clickAt(page, page.getByRole('button', { name: 'New website' }))
    await page.getByLabel('Domain').fill('fresh-bakery.example')
    await clickAt(page, page.getByRole('button', { name: 'Add website' }))
    await see(
      page.getByRole('main').getByText('Added fresh-bakery.example. Next: add the tracking code to your site.'),
    ).toBeVisible()
    // The focus is on "Copy tracking code", the code's next step.
    await see(page.locator('[data-tracking-panel] button:focus', { hasText: 'Copy tracking code' })).toBeVisible()
    expect(await window.calls('tracking:check')).toHaveLength(0)
    await window.close()
  })

  it('titles a page too large to read as such, and says when the check went over plain http', async () => {
    const { window, drawn } = await checkAcme({
      kind: 'unreachable',
      host: 'acme.com',
      reason: 'too-large',
      overHttp: true,
    })
    expect(await drawn.locator('strong').textContent()).toBe('The page is too large to check')
    await see(drawn).toContainText('The home page of acme.com is larger than 3 MB')
    await see(drawn).toContainText('https could not connect, so the page was checked over http.')
    await window.close()
  })

  it('shows a data-host without its bidi controls, cut short and isolated, and says it hid characters', async () => {
    const { window, drawn } = await checkAcme({
      kind: 'installed-elsewhere',
      host: 'acme.com',
      dataHost: `\u202Ehttps://moc.elpmaxe.stats\u202C/${'\u2067a'.repeat(1000)}`,
      expected: 'https://stats.example.com',
      hiddenCharacters: true,
    })
    const addresses = await drawn.locator('bdi[dir="ltr"]').allTextContents()
    expect(addresses).toEqual([
      'acme.com',
      `https://moc.elpmaxe.stats/${'a'.repeat(173)}…`,
      'https://stats.example.com',
    ])
    expect(await drawn.textContent()).not.toMatch(BIDI)
    await see(drawn).toContainText('The address in the code contains invisible characters.')
    await window.close()
  })

  it('says a redirect into a private network was not followed, and an unusual status in words', async () => {
    const privateRedirect = await checkAcme({
      kind: 'unreachable',
      host: 'acme.com',
      reason: 'private-network',
      redirectedTo: '192.168.1.1',
    })
    expect(await privateRedirect.drawn.locator('strong').textContent()).toBe('Redirect not followed')
    await see(privateRedirect.drawn).toContainText(
      'acme.com redirects to 192.168.1.1, an address in a private network. The check does not follow',
    )
    await privateRedirect.window.close()
    const odd = await checkAcme({ kind: 'unreachable', host: 'acme.com', reason: 'unusual-status', status: 999 })
    await see(odd.drawn).toContainText('acme.com answered with the unusual status 999.')
    await odd.window.close()
  })

  it('checks when the tray asks, once per ask', async () => {
    const window = await harness.open(withNewWebsite())
    const { page } = window
    const navigation = { view: 'website', accountId: WORK_ID, websiteId: '1', focus: 'tracking' } as const
    await window.emit('navigate', navigation)
    await page.locator('[data-tracking-outcome]').waitFor()
    expect(await window.calls('tracking:check')).toHaveLength(1)
    await window.emit('navigate', navigation)
    await window.waitForCall('tracking:check', 2)
    await window.close()
  })
})
