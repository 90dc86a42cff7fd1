/**
 * A website's statistics tab, against the fake bridge (whose answers statistics-fixtures.ts sums with the contract's
 * own period.ts): the view opens on it, the period picked by keyboard (a custom range too), the comparison and
 * what it compares with, totals equal to the chart's points, the chart's axes and its points read by keyboard, a
 * list's filter and "Show all", a goal's conversion rate, and no accessibility violation in either theme.
 */
import AxeBuilder from '@axe-core/playwright'
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addDays } from '../../src/shared/statistics/series'
import { expect as see } from './expect'
import { account, seed, visitorsOverview, websites, WORK_ID } from './fixtures'
import { startHarness, type Harness, type TestWindow, type WindowOptions } from './harness'
import { statistics, todayNow } from './statistics-fixtures'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const SITES = websites(24)
const TODAY = todayNow()
/** A custom range typed by keyboard: the 10 days ending 20 days ago, and the 10 before it. */
const CUSTOM = { from: addDays(TODAY, -29), to: addDays(TODAY, -20) }
/** The site began 45 days ago: a 12-month chart starts with "no data". */
const CREATED = addDays(TODAY, -45)
const IDS = { accountId: WORK_ID, websiteId: '1' }
const FIXTURE = statistics(IDS, { custom: [CUSTOM], created: CREATED })

async function clickAt(page: Page, control: Locator): Promise<void> {
  await control.scrollIntoViewIfNeeded()
  const box = await control.boundingBox()
  expect(box, 'the control is drawn').not.toBeNull()
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2)
}

async function openWebsite(variant: 'A' | 'B' = 'B', options: WindowOptions = {}): Promise<TestWindow> {
  const window = await harness.open(
    seed({
      accounts: [account(WORK_ID, 'Work', { variant })],
      visitors: { [WORK_ID]: { ...visitorsOverview(WORK_ID, SITES), available: variant === 'B' } },
      statistics: { [`${WORK_ID}/1`]: FIXTURE },
    }),
    options,
  )
  await clickAt(window.page, window.page.getByRole('button', { name: 'acme.com', exact: true }))
  return window
}

const summary = (key: string) => FIXTURE.summaries[key]!
const number = (value: number): string => value.toLocaleString('en-US')

describe("a website's statistics tab", () => {
  it('is where a website opens, its settings one arrow key away; a variant A website has only its settings', async () => {
    const window = await openWebsite()
    const { page } = window
    const tabs = page.getByRole('tablist', { name: 'Website' })
    const statisticsTab = tabs.getByRole('tab', { name: 'Statistics' })
    await see(statisticsTab).toHaveAttribute('aria-selected', 'true')
    await see(page.getByRole('tabpanel', { name: 'Statistics' })).toBeVisible()
    await statisticsTab.focus()
    await page.keyboard.press('ArrowRight')
    const settingsTab = tabs.getByRole('tab', { name: 'Settings' })
    await see(settingsTab).toBeFocused()
    await see(settingsTab).toHaveAttribute('aria-selected', 'true')
    await see(page.getByRole('tabpanel', { name: 'Settings' }).getByLabel('E-mail reports')).toBeVisible()
    await page.keyboard.press('ArrowLeft')
    await see(statisticsTab).toBeFocused()
    await window.close()

    const plain = await openWebsite('A')
    await see(plain.page.getByLabel('E-mail reports')).toBeVisible()
    await see(plain.page.getByRole('tablist')).toHaveCount(0)
    expect(await plain.calls('statistics:summary')).toEqual([])
    await plain.close()
  })

  it('shows totals equal to the sums of the points, with their change and what they compare with', async () => {
    const window = await openWebsite()
    const { page } = window
    const week = summary('7d|previous')
    const visitors = page.locator('[data-total="visitors"]')
    await see(visitors.locator('dd').first()).toHaveText(number(week.visitors.current))
    expect(week.visitors.current).toBe(week.points.reduce((total, point) => total + point.visitors, 0))
    const ratio = (week.visitors.current - week.visitors.previous!) / week.visitors.previous!
    const percent = `${Math.round(Math.abs(ratio) * (Math.abs(ratio) < 0.1 ? 1000 : 100)) / (Math.abs(ratio) < 0.1 ? 10 : 1)}%`
    await see(visitors).toContainText(ratio > 0 ? `up ${percent}` : ratio < 0 ? `down ${percent}` : 'unchanged')
    await see(page.getByText(/^Changes vs \w{3} \d+ – \d+, \d{4}$/)).toBeVisible()

    // Today against yesterday until the same minute, said in UTC.
    await clickAt(page, page.getByRole('button', { name: 'Today', exact: true }))
    await see(page.getByText(/^Changes vs \w{3} \d+, \d{4} until \d+:\d\d\s[AP]M UTC$/)).toBeVisible()
    await see(visitors.locator('dd').first()).toHaveText(number(summary('today|previous').visitors.current))

    // A year before: the request says so, and no comparison says there is none.
    const comparison = page.getByLabel('Compare with')
    await comparison.focus()
    await page.keyboard.type('The same')
    expect(await window.waitForCall('statistics:summary', 3)).toMatchObject({ comparison: 'yearBefore' })
    await page.keyboard.press('ArrowDown')
    await see(page.locator('p.compared')).toHaveText('No comparison')
    await see(visitors).toContainText('no comparison')
    await window.close()
  })

  it('takes a custom range typed and chosen without the mouse, and refuses one that ends after today', async () => {
    const window = await openWebsite()
    const { page } = window
    const custom = page.getByRole('button', { name: 'Custom range' })
    await custom.focus()
    await page.keyboard.press('Enter')
    await see(custom).toHaveAttribute('aria-pressed', 'true')
    await page.keyboard.press('Tab')
    await see(page.getByLabel('From')).toBeFocused()
    const typed = (day: string): string => `${day.slice(5, 7)}${day.slice(8, 10)}${day.slice(0, 4)}`
    await page.keyboard.type(typed(addDays(TODAY, 1)))
    // Chromium's date field: Tab passes its calendar button, then the next field.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.type(typed(addDays(TODAY, 2)))
    await page.keyboard.press('Enter')
    await see(page.getByRole('alert')).toHaveText('The last day cannot be after today.')

    await page.getByLabel('From').focus()
    await page.keyboard.type(typed(CUSTOM.from))
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await page.keyboard.type(typed(CUSTOM.to))
    await page.keyboard.press('Enter')
    expect(await window.waitForCall('statistics:summary', 2)).toMatchObject({ period: CUSTOM })
    const picked = summary(`${CUSTOM.from}..${CUSTOM.to}|previous`)
    await see(page.locator('[data-total="visitors"] dd').first()).toHaveText(number(picked.visitors.current))
    await window.close()
  })

  it('draws a chart with a zero line, round ticks, the partial unit and the days before the website as no data', async () => {
    const window = await openWebsite()
    const { page } = window
    const chart = page.getByRole('group', { name: 'Visitors over time' })
    await see(chart.locator('[data-zero]')).toHaveCount(1)
    const ticks = await chart.locator('.value-tick').allTextContents()
    expect(ticks[0]?.trim()).toBe('0')
    const steps = ticks.map((tick) => Number(tick.trim().replace(/,/g, '')))
    expect(new Set(steps.slice(1).map((value, index) => value - steps[index]!)).size).toBe(1)
    await see(chart.locator('.time-tick').first()).toHaveText(/^\w{3} \d+$/)

    await clickAt(page, page.getByRole('button', { name: '12 months' }))
    await see(chart.getByText('no data')).toBeVisible()
    await clickAt(page, page.getByRole('button', { name: 'This month' }))
    await see(chart.locator('[data-partial]')).toHaveCount(1)
    await see(page.getByText('So far (still counting)')).toBeVisible()
    await window.close()
  })

  it('reads its points by keyboard, each said in words', async () => {
    const window = await openWebsite()
    const { page } = window
    const week = summary('7d|previous')
    const chart = page.getByRole('group', { name: 'Visitors over time' })
    await chart.focus()
    await page.keyboard.press('Home')
    const said = page.locator('[data-said]')
    const first = week.points[0]!
    await see(said).toContainText(`${number(first.visitors)} visitors, ${number(first.pageviews)} pageviews`)
    await see(said).toContainText(`span compared with: ${number(first.previousVisitors!)}`)
    await page.keyboard.press('ArrowRight')
    await see(said).toContainText(`${number(week.points[1]!.visitors)} visitors`)
    await page.keyboard.press('End')
    await see(said).toContainText(`${number(week.points.at(-1)!.visitors)} visitors`)
    await window.close()
  })

  it('filters a list on the service, shows all of it page by page, and counts each row with its unit', async () => {
    const window = await openWebsite()
    const { page } = window
    const pages = page.locator('[data-list="page"]')
    await pages.scrollIntoViewIfNeeded()
    await see(pages.getByRole('row')).toHaveCount(11)
    await see(pages.getByRole('row').nth(1)).toContainText('2,000 pageviews')
    // A list far below the fold is not read until the user scrolls to it.
    const asked = async () =>
      (await window.calls('statistics:list')).map((call) => (call.request as { list: string }).list)
    expect(await asked()).not.toContain('event')
    const countries = page.locator('[data-list="country"]')
    await countries.scrollIntoViewIfNeeded()
    await see(countries.getByRole('row').nth(1)).toContainText('720 visitors')
    await pages.scrollIntoViewIfNeeded()
    await clickAt(page, pages.getByRole('button', { name: 'Show all' }))
    await expect
      .poll(async () => (await window.calls('statistics:list')).map((call) => call.request))
      .toContainEqual(expect.objectContaining({ list: 'page', page: 2 }))
    await see(pages.getByRole('row')).toHaveCount(151)

    await pages.getByLabel('Filter Pages').focus()
    await page.keyboard.type('page-14')
    await expect
      .poll(async () => (await window.calls('statistics:list')).map((call) => call.request).at(-1))
      .toMatchObject({ list: 'page', search: 'page-14' })
    await see(pages.getByRole('row')).toHaveCount(12)
    await window.close()
  })

  it("shows a goal's completions and conversion rate, and marks another event as a goal", async () => {
    const window = await openWebsite()
    const { page } = window
    const goals = page.getByRole('region', { name: 'Goals' })
    const signup = goals.locator('[data-goal="signup"]')
    const week = summary('7d|previous')
    const rate = ((48 / week.visitors.current) * 100).toFixed(1)
    await see(signup).toContainText('48 completions')
    await see(signup).toContainText(`${rate}%`)
    await page.locator('[data-list="event"]').scrollIntoViewIfNeeded()
    await clickAt(page, page.getByRole('button', { name: 'Mark purchase as a goal' }))
    expect(await window.waitForCall('statistics:setGoals')).toMatchObject({ events: ['signup', 'purchase'] })
    await see(goals.locator('[data-goal="purchase"]')).toContainText('21 completions')
    await window.close()
  })

  it('reads its figures again when main says new ones came for this website, not for another', async () => {
    const window = await openWebsite()
    await window.page.locator('[data-total="visitors"]').waitFor()
    const summaries = async () => (await window.calls('statistics:summary')).length
    const before = await summaries()
    await window.emit('statistics-changed', { accountId: WORK_ID, websiteId: '2' })
    await window.emit('statistics-changed', { accountId: WORK_ID, websiteId: '1' })
    await expect.poll(summaries).toBe(before + 1)
    expect((await window.calls('statistics:summary')).at(-1)?.request).toMatchObject(IDS)
    await window.close()
  })

  it('opens the service’s realtime page', async () => {
    const window = await openWebsite()
    await clickAt(window.page, window.page.getByRole('button', { name: 'Open realtime' }))
    expect(await window.waitForCall('statistics:openOnWeb')).toEqual({ ...IDS, page: 'realtime' })
    await window.close()
  })

  it('copies the public link of a website whose statistics page is public, and says so', async () => {
    const publicSite = SITES[1]!
    expect(publicSite.privacy).toBe(0)
    const window = await harness.open(
      seed({
        accounts: [account(WORK_ID, 'Work')],
        visitors: { [WORK_ID]: { ...visitorsOverview(WORK_ID, SITES), available: true } },
        statistics: { [`${WORK_ID}/${publicSite.id}`]: statistics({ accountId: WORK_ID, websiteId: publicSite.id }) },
      }),
    )
    const { page } = window
    await clickAt(page, page.getByRole('button', { name: publicSite.displayDomain, exact: true }))
    await clickAt(page, page.getByRole('button', { name: 'Copy public link' }))
    expect(await window.waitForCall('statistics:copyPublicLink')).toEqual({
      accountId: WORK_ID,
      websiteId: publicSite.id,
    })
    await see(page.getByText('Link to the public statistics page copied.')).toBeAttached()
    await window.close()

    // A private page has no public link to copy.
    const privateSite = await openWebsite()
    await privateSite.page.locator('[data-total="visitors"]').waitFor()
    await see(privateSite.page.getByRole('button', { name: 'Copy public link' })).toHaveCount(0)
    await privateSite.close()
  })

  it('fits the window at twice the text size', async () => {
    const window = await openWebsite()
    const { page } = window
    for (let press = 0; press < 5; press++) await page.keyboard.press('ControlOrMeta+Equal')
    const pages = page.locator('[data-list="page"]')
    await pages.scrollIntoViewIfNeeded()
    await see(pages.getByRole('row')).toHaveCount(11)
    const overflows = () =>
      page.evaluate(`[document.scrollingElement, ...document.querySelectorAll('.view-body, main, .card')]
        .some((element) => element && element.scrollWidth > element.clientWidth + 1)`)
    expect(await overflows()).toBe(false)
    await page.getByRole('tablist').scrollIntoViewIfNeeded()
    expect(await overflows()).toBe(false)
    await window.close()
  })

  for (const colorScheme of ['light', 'dark'] as const)
    it(`has no accessibility violation axe finds, ${colorScheme}`, async () => {
      const window = await openWebsite('B', { colorScheme })
      const { page } = window
      const pages = page.locator('[data-list="page"]')
      await pages.scrollIntoViewIfNeeded()
      await see(pages.getByRole('row')).toHaveCount(11)
      const { violations } = await new AxeBuilder({ page: page as never })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze()
      expect(
        violations.map(
          (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join('; ')}`,
        ),
      ).toEqual([])
      await window.close()
    })

  it('says it is reading while nothing of the period is read yet, never drawing every day as 0', async () => {
    // Every pick answered as main answers before its first read lands: nothing read, not complete, no problem.
    const unread = {
      ...FIXTURE,
      summaries: Object.fromEntries(
        Object.entries(FIXTURE.summaries).map(([key, value]) => [key, { ...value, complete: false, readAt: null }]),
      ),
    }
    const window = await harness.open(
      seed({
        accounts: [account(WORK_ID, 'Work')],
        visitors: { [WORK_ID]: visitorsOverview(WORK_ID, SITES) },
        statistics: { [`${WORK_ID}/1`]: unread },
      }),
    )
    const { page } = window
    await clickAt(page, page.getByRole('button', { name: 'acme.com', exact: true }))
    await see(page.getByText('Reading the statistics…')).toBeVisible()
    await see(page.locator('[data-total="visitors"]')).toHaveCount(0)
    await window.close()
  })
})
