/**
 * A website's statistics exported, from its statistics tab, against the fake bridge: any statistic, a
 * series too, chosen by name, for the period shown; where it went, or why the plan refused it. (The tab itself:
 * website-statistics.test.ts.)
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import { account, seed, visitorsOverview, websites, WORK_ID } from './fixtures'
import { startHarness, type Harness, type TestWindow } from './harness'
import { insights } from './insights-fixtures'
import { statistics } from './statistics-fixtures'

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

/** The export, at the end of the tab, once the lists that came into view with it were read (it no longer moves). */
async function exportAnyOf(page: Page): Promise<Locator> {
  const exportAny = page.getByRole('region', { name: 'Export any statistic' })
  await exportAny.scrollIntoViewIfNeeded()
  await see(page.locator('[data-list="event"] table')).toBeVisible()
  let last: number | undefined
  await expect
    .poll(async () => {
      const top = (await exportAny.boundingBox())?.y
      const still = top === last
      last = top
      return still
    })
    .toBe(true)
  await exportAny.scrollIntoViewIfNeeded()
  return exportAny
}

async function openStatistics(variant: 'A' | 'B' = 'B'): Promise<TestWindow> {
  const window = await harness.open(
    seed({
      accounts: [account(WORK_ID, 'Work', { variant })],
      visitors: { [WORK_ID]: { ...visitorsOverview(WORK_ID, SITES), available: variant === 'B' } },
      insights: { [`${WORK_ID}/1`]: insights() },
      statistics: { [`${WORK_ID}/1`]: statistics({ accountId: WORK_ID, websiteId: '1' }) },
    }),
  )
  await clickAt(window.page, window.page.getByRole('button', { name: 'acme.com', exact: true }))
  return window
}

describe("a website's statistics exported", () => {
  it('any statistic, a series too, chosen by its name, for the period shown', async () => {
    const window = await openStatistics()
    const { page } = window
    const exportAny = await exportAnyOf(page)
    const choice = exportAny.getByLabel('Statistic', { exact: true })
    await choice.scrollIntoViewIfNeeded()
    await choice.focus()
    await page.keyboard.type('Visitors per hour')
    await see(choice).toHaveValue('visitors_hour')
    await clickAt(page, exportAny.getByRole('button', { name: 'Export CSV' }))
    expect(await window.waitForCall('insights:export')).toMatchObject({ name: 'visitors_hour', period: '7d' })
    await see(page.getByText('Saved 0 rows to visitors_hour.csv.')).toBeVisible()

    await clickAt(page, page.getByRole('button', { name: '30 days' }))
    await exportAnyOf(page)
    await choice.focus()
    await page.keyboard.type('Pages')
    await see(choice).toHaveValue('page')
    await clickAt(page, exportAny.getByRole('button', { name: 'Export CSV' }))
    expect(await window.waitForCall('insights:export', 2)).toMatchObject({ name: 'page', period: '30d' })
    await see(page.getByText('Saved 12 rows to page.csv.')).toBeVisible()
    await window.close()
  })

  it('says why the plan refused it', async () => {
    const window = await openStatistics()
    const { page } = window
    await page.evaluate(() =>
      (window as unknown as { __fake: { refuse(channel: string, error: object): void } }).__fake.refuse(
        'insights:export',
        { kind: 'forbidden', message: 'Your plan does not include data export.' },
      ),
    )
    const exportAny = await exportAnyOf(page)
    await clickAt(page, exportAny.getByRole('button', { name: 'Export CSV' }))
    await see(exportAny.getByRole('alert')).toContainText('Your plan does not include data export.')
    await window.close()
  })

  it('is not offered where the service has no statistics (variant A)', async () => {
    const window = await openStatistics('A')
    const { page } = window
    await see(page.getByRole('heading', { name: 'acme.com' })).toBeVisible()
    await see(page.getByRole('region', { name: 'Export any statistic' })).toHaveCount(0)
    expect(await window.calls('insights:export')).toEqual([])
    await window.close()
  })
})
