/**
 * Visitors in the window: the list's numbers and lines for favorites, marks for alerts, a number
 * no longer current marked with its age; the editor's 30-day chart with its numbers for screen
 * readers, and alerts for one website; the alerts' settings; and nothing at all without statistics.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { formatCount } from '../../src/shared/sync-words'
import { expect as see } from './expect'
import { account, seed, visitorCounts, visitorsOverview, visitorsSeries, websites, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const SITES = websites(24)
// acme.com (1) and market.com (13) are favorites; bakery.org (2) is not.
const ACME_TODAY = formatCount(visitorCounts('1', 14).at(-1)!)

/** A click where the control is drawn, as a person's mouse makes it. */
async function clickAt(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox()
  expect(box, 'the control is drawn').not.toBeNull()
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2)
}

/** The description a screen reader gives a row: its details, visitors first. */
async function rowDetails(page: Page, domain: string): Promise<string> {
  const details = await page.getByRole('button', { name: domain, exact: true }).getAttribute('aria-describedby')
  return ((await page.locator(`[id="${details}"]`).textContent()) ?? '').replace(/\s+/g, ' ').trim()
}

describe('the list', () => {
  it("shows a favorite's visitors today and its last days, a silent website's mark, and nothing for other websites", async () => {
    const overview = visitorsOverview(WORK_ID, SITES, { alerts: { 2: { kind: 'silent', days: 3 } } })
    const window = await harness.open(seed({ visitors: { [WORK_ID]: overview } }))
    const { page } = window
    const acme = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'acme.com', exact: true }) })
    // The number says what it counts.
    await see(acme.getByText(`${ACME_TODAY} today`, { exact: true })).toBeVisible()
    await see(acme.locator('svg.sparkline')).toBeVisible()
    expect(await rowDetails(page, 'acme.com')).toContain(`${ACME_TODAY} visitors today.`)

    const bakery = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'bakery.org', exact: true }) })
    await see(bakery.getByText('Silent')).toBeVisible()
    expect(await rowDetails(page, 'bakery.org')).toContain('No visitors for 3 days.')
    await see(bakery.locator('svg.sparkline')).toHaveCount(0)
    await window.close()
  })

  it('marks a number that is no longer current with its age, and follows main when it is read again', async () => {
    const old = visitorsOverview(WORK_ID, SITES, { readAgoMs: 2 * 60 * 60_000 })
    const window = await harness.open(seed({ visitors: { [WORK_ID]: old } }))
    const { page } = window
    await see(page.getByTitle('Read 2 hr. ago: not current').first()).toBeVisible()
    expect(await rowDetails(page, 'acme.com')).toContain(`${ACME_TODAY} visitors today, read 2 hr. ago.`)

    const fresh = visitorsOverview(WORK_ID, SITES)
    fresh.websites['1']!.counts[13] = 4_321
    await window.emit('visitors-changed', fresh)
    await see(page.getByText('4,321 today', { exact: true })).toBeVisible()
    expect(await rowDetails(page, 'acme.com')).toContain('4,321 visitors today.')
    await window.close()
  })

  it('shows no visitors where the service has none (variant A)', async () => {
    const window = await harness.open(seed({ accounts: [account(WORK_ID, 'Work', { variant: 'A' })] }))
    const { page } = window
    await see(page.getByRole('button', { name: 'acme.com', exact: true })).toBeVisible()
    expect(await window.waitForCall('stats:overview')).toEqual({ accountId: WORK_ID })
    await see(page.locator('svg.sparkline')).toHaveCount(0)
    expect(await rowDetails(page, 'acme.com')).not.toContain('visitors')
    await window.close()
  })
})

describe('the editor', () => {
  it("shows the last 30 days as a chart named for screen readers, with every day's number in a table", async () => {
    const window = await harness.open(
      seed({ visitors: { [WORK_ID]: visitorsOverview(WORK_ID, SITES) }, series: visitorsSeries(WORK_ID, '1') }),
    )
    const { page } = window
    await clickAt(page, page.getByRole('button', { name: 'acme.com', exact: true }))
    // A website opens on its statistics; these are in its settings.
    await clickAt(page, page.getByRole('tab', { name: 'Settings' }))
    const panel = page.getByRole('region', { name: 'Visitors' })
    await see(panel.getByText(`${ACME_TODAY} today`, { exact: true })).toBeVisible()
    const counts = visitorCounts('1', 30)
    const total = formatCount(counts.reduce((sum, count) => sum + count, 0))
    const chart = panel.getByRole('img', { name: `Visitors per day over the last 30 days: ${total} in all` })
    await see(chart).toBeVisible()
    await see(chart.locator('rect')).toHaveCount(30)
    // Every number, for a screen reader: a row per day, today's last.
    const rows = panel.getByRole('table', { name: 'Visitors per day' }).getByRole('row')
    await see(rows).toHaveCount(31)
    await see(rows.last().getByRole('cell')).toContainText(ACME_TODAY)
    expect(await window.waitForCall('stats:series')).toEqual({ accountId: WORK_ID, websiteId: '1' })
    await window.close()
  })

  it('turns alerts off for one website and on again, while alerts are on in the settings', async () => {
    const window = await harness.open(
      seed({ visitors: { [WORK_ID]: visitorsOverview(WORK_ID, SITES) }, series: visitorsSeries(WORK_ID, '1') }),
    )
    const { page } = window
    await clickAt(page, page.getByRole('button', { name: 'acme.com', exact: true }))
    // A website opens on its statistics; these are in its settings.
    await clickAt(page, page.getByRole('tab', { name: 'Settings' }))
    const toggle = page.getByRole('button', { name: 'Alerts for this website' })
    await see(toggle).toHaveAttribute('aria-pressed', 'true')
    await clickAt(page, toggle)
    await see(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(await window.waitForCall('stats:setAlerts')).toEqual({ accountId: WORK_ID, websiteId: '1', on: false })
    await page.keyboard.press('Space')
    await see(toggle).toHaveAttribute('aria-pressed', 'true')
    expect(await window.waitForCall('stats:setAlerts', 2)).toEqual({ accountId: WORK_ID, websiteId: '1', on: true })
    await window.close()
  })

  it('says when the numbers could not be read, and offers no alerts while they are off', async () => {
    const series = {
      [`${WORK_ID}/2`]: {
        available: true,
        websiteId: '2',
        visitors: null,
        problem: 'The service could not be reached.',
      },
    }
    const window = await harness.open(
      seed({ visitors: { [WORK_ID]: visitorsOverview(WORK_ID, SITES, { alertsOn: false }) }, series }),
    )
    const { page } = window
    await clickAt(page, page.getByRole('button', { name: 'bakery.org', exact: true }))
    // A website opens on its statistics; these are in its settings.
    await clickAt(page, page.getByRole('tab', { name: 'Settings' }))
    const panel = page.getByRole('region', { name: 'Visitors' })
    await see(panel.getByText('The service could not be reached.')).toBeVisible()
    await see(page.getByRole('button', { name: 'Alerts for this website' })).toHaveCount(0)
    await window.close()
  })
})

describe('the settings', () => {
  it('turn alerts on and set their thresholds, each applied as it changes', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await clickAt(page, page.getByRole('button', { name: 'Settings' }))
    const silent = page.getByLabel('Silent')
    // The thresholds only while alerts are on.
    await see(silent).toHaveCount(0)
    await clickAt(page, page.getByLabel('Visitor alerts'))
    expect(await window.waitForCall('settings:update')).toEqual({ visitorAlerts: true })
    await see(silent).toBeVisible()
    await silent.focus()
    await page.keyboard.press('ArrowDown')
    expect(await window.waitForCall('settings:update', 2)).toEqual({ silentAfterDays: 3 })
    await window.close()
  })
})
