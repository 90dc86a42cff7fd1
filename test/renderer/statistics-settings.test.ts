/**
 * The statistics' settings and the digest, against the fake bridge: the number beside the tray icon said the way
 * the platform shows it and chosen for every favorite or one website; the digest's cadence; and the digest's view,
 * its sums with their change and the website that moved most, a link to that website's statistics.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DigestFigures } from '../../src/shared/statistics/summary'
import { expect as see } from './expect'
import { account, seed, visitorsOverview, websites, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'
import { statistics } from './statistics-fixtures'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const SITES = websites(24)

describe('the statistics settings', () => {
  it.each([
    ['darwin', 'Shown beside the icon in the menu bar.'],
    ['linux', 'Shown on the first line of the tray icon’s tooltip.'],
  ] as const)('on %s say where the number shows, and take a favorite or all of them', async (platform, hint) => {
    const window = await harness.open(seed({ platform }))
    const { page } = window
    await page.getByRole('button', { name: 'Settings' }).click()
    const number = page.getByLabel('Visitors today beside the tray icon')
    await see(page.getByText(hint, { exact: true })).toBeVisible()
    await number.scrollIntoViewIfNeeded()
    await number.focus()
    await page.keyboard.press('ArrowDown')
    expect(await window.waitForCall('settings:update')).toEqual({ menuBarNumber: { kind: 'favorites' } })
    const favorite = SITES.find((site) => site.favorite)!
    await page.keyboard.press('ArrowDown')
    expect(await window.waitForCall('settings:update', 2)).toEqual({
      menuBarNumber: { kind: 'website', accountId: WORK_ID, websiteId: favorite.id },
    })
    await see(number.locator('option:checked')).toHaveText(`Only ${favorite.displayDomain}`)

    const digest = page.getByLabel('Digest')
    await digest.focus()
    await page.keyboard.press('End')
    expect(await window.waitForCall('settings:update', 3)).toEqual({ digest: 'weekly' })
    await window.close()
  })
})

describe('the digest', () => {
  it('sums the week with its change and opens the website that moved most', async () => {
    const weekly: DigestFigures = {
      cadence: 'weekly',
      range: { from: '2026-11-16', to: '2026-11-22', cutAt: null },
      compareRange: { from: '2026-11-09', to: '2026-11-15', cutAt: null },
      visitors: { current: 12_400, previous: 10_000 },
      pageviews: { current: 30_000, previous: 30_000 },
      websites: { summed: 8, of: 9 },
      topMover: {
        accountId: WORK_ID,
        websiteId: '1',
        domain: 'acme.com',
        visitors: { current: 3_000, previous: 1_500 },
      },
      readAt: Date.now(),
    }
    const window = await harness.open(
      seed({
        accounts: [account(WORK_ID, 'Work')],
        visitors: { [WORK_ID]: { ...visitorsOverview(WORK_ID, SITES), available: true } },
        statistics: { [`${WORK_ID}/1`]: statistics({ accountId: WORK_ID, websiteId: '1' }) },
        digest: { weekly },
        navigation: { view: 'digest' },
      }),
    )
    const { page } = window
    await see(page.getByRole('heading', { name: 'Nov 16 – 22, 2026' })).toBeVisible()
    await see(page.getByText('12,400', { exact: true })).toBeVisible()
    await see(page.getByText('up 24%')).toBeAttached()
    await see(page.getByText('Changes vs Nov 9 – 15, 2026')).toBeVisible()
    await see(page.getByText('Websites summed: 8 of 9')).toBeVisible()
    await page.getByRole('button', { name: 'acme.com' }).click()
    await see(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true')
    await window.close()
  })
})
