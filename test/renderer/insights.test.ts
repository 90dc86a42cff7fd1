/**
 * A website's statistics in the editor (issue 33), against the fake bridge: closed until asked
 * (nothing read before), then this hour against yesterday until the same minute and the ranked lists with counts and
 * shares, the period switch, an export's outcome, a plan without exports and a list main could
 * not read; nothing at all where the service has no statistics.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import { account, seed, visitorsOverview, websites, WORK_ID } from './fixtures'
import { startHarness, type Harness, type TestWindow } from './harness'
import { insights } from './insights-fixtures'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const SITES = websites(24)

/** A click where the control is drawn, scrolled to first as a person would. */
async function clickAt(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  expect(box, 'the control is drawn').not.toBeNull()
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2)
}

async function openStatistics(variant: 'A' | 'B' = 'B'): Promise<TestWindow> {
  const window = await harness.open(
    seed({
      accounts: [account(WORK_ID, 'Work', { variant })],
      visitors: { [WORK_ID]: { ...visitorsOverview(WORK_ID, SITES), available: variant === 'B' } },
      insights: { [`${WORK_ID}/1`]: insights() },
    }),
  )
  await clickAt(window.page, window.page.getByRole('button', { name: 'acme.com', exact: true }))
  return window
}

describe("a website's statistics", () => {
  it('are read only once opened: this hour against yesterday, then the top rows with count and share', async () => {
    const window = await openStatistics()
    const { page } = window
    const section = page.getByRole('region', { name: 'Statistics' })
    await see(section.getByText('Top pages, referrers, countries and more', { exact: false })).toBeVisible()
    expect(await window.calls('insights:breakdown')).toEqual([])
    await clickAt(page, section.getByRole('button', { name: 'Show statistics' }))
    // The server's hour and minute in UTC, as English writes times and a span of them (Intl puts narrow spaces there).
    await see(section.getByText(/^Visitors: 42 \(yesterday until 3:25\sPM: 37\)$/)).toBeVisible()
    await see(section.getByText(/^Pageviews: 96 \(yesterday until 3:25\sPM: 81\)$/)).toBeVisible()
    await see(section.getByText(/^3:00\s–\s4:00\sPM UTC$/)).toBeVisible()

    const pages = section.getByRole('table', { name: 'Top pages' })
    const first = pages.getByRole('row').nth(1)
    expect(await first.getByRole('cell').nth(0).textContent()).toBe('/')
    await see(first.getByRole('cell').nth(1)).toContainText('1,840')
    // 1,840 of 3,865 pageviews.
    await see(first.getByRole('cell').nth(2)).toContainText('48%')
    await see(pages.getByRole('row')).toHaveCount(11)
    await see(section.getByText('Top 10 of 12')).toBeVisible()
    await see(section.getByRole('table', { name: 'Countries' }).getByRole('row').nth(1)).toContainText('United States')
    await see(section.getByRole('table', { name: 'Events' }).getByRole('row').nth(1)).toContainText(
      'signup / pro, yearly / plan',
    )
    expect(await window.waitForCall('insights:breakdown', 7)).toMatchObject({ accountId: WORK_ID, websiteId: '1' })
    await window.close()
  })

  it('read the lists again for another period', async () => {
    const window = await openStatistics()
    const { page } = window
    const section = page.getByRole('region', { name: 'Statistics' })
    await clickAt(page, section.getByRole('button', { name: 'Show statistics' }))
    const days30 = section.getByRole('button', { name: '30 days' })
    await see(section.getByRole('button', { name: '7 days' })).toHaveAttribute('aria-pressed', 'true')
    await clickAt(page, days30)
    await see(days30).toHaveAttribute('aria-pressed', 'true')
    expect(await window.waitForCall('insights:breakdown', 14)).toMatchObject({ period: '30d' })
    await window.close()
  })

  it('export a list and say where it went, or why the plan refused it', async () => {
    const window = await openStatistics()
    const { page } = window
    const section = page.getByRole('region', { name: 'Statistics' })
    await clickAt(page, section.getByRole('button', { name: 'Show statistics' }))
    await clickAt(page, section.getByRole('button', { name: 'Export Top pages as CSV' }))
    await see(section.getByText('Saved 12 rows to page.csv.')).toBeVisible()
    expect(await window.waitForCall('insights:export')).toMatchObject({ name: 'page', period: '7d' })

    await page.evaluate(() =>
      (window as unknown as { __fake: { refuse(channel: string, error: object): void } }).__fake.refuse(
        'insights:export',
        { kind: 'forbidden', message: 'Your plan does not include data export.' },
      ),
    )
    await clickAt(page, section.getByRole('button', { name: 'Export Referrers as CSV' }))
    await see(section.getByRole('alert')).toContainText('Your plan does not include data export.')
    await window.close()
  })

  it('export any statistic, a series too, chosen by its name', async () => {
    const window = await openStatistics()
    const { page } = window
    const section = page.getByRole('region', { name: 'Statistics' })
    await clickAt(page, section.getByRole('button', { name: 'Show statistics' }))
    const choice = section.getByLabel('Statistic', { exact: true })
    await choice.scrollIntoViewIfNeeded()
    await choice.focus()
    await page.keyboard.type('Visitors per hour')
    await see(choice).toHaveValue('visitors_hour')
    const exportAny = section.getByRole('region', { name: 'Export any statistic' })
    await clickAt(page, exportAny.getByRole('button', { name: 'Export CSV' }))
    expect(await window.waitForCall('insights:export')).toMatchObject({ name: 'visitors_hour', period: '7d' })
    await see(section.getByText('Saved 0 rows to visitors_hour.csv.')).toBeVisible()
    await window.close()
  })

  it('say why a list could not be read, and leave the others', async () => {
    const window = await openStatistics()
    const { page } = window
    await page.evaluate(() =>
      (window as unknown as { __fake: { refuse(channel: string, error: object): void } }).__fake.refuse(
        'insights:breakdown',
        { kind: 'network', message: 'Offline: statistics are read again when the service can be reached.' },
      ),
    )
    const section = page.getByRole('region', { name: 'Statistics' })
    await clickAt(page, section.getByRole('button', { name: 'Show statistics' }))
    await see(section.getByText('Offline: statistics are read again when the service can be reached.')).toBeVisible()
    await see(section.getByRole('table', { name: 'Referrers' })).toBeVisible()
    await window.close()
  })

  it('are not offered where the service has none (variant A)', async () => {
    const window = await openStatistics('A')
    const { page } = window
    await see(page.getByRole('heading', { name: 'acme.com' })).toBeVisible()
    await see(page.getByRole('region', { name: 'Statistics' })).toHaveCount(0)
    await window.close()
  })
})
