/**
 * The overview in the window, against the fake bridge: opened from the header, it asks
 * main to read (`stats:openOverview`) for the period chosen; each account's websites with their
 * numbers, changes and totals, which say how many websites they sum; "Websites read: N of M";
 * sorted by a column with a click and with the keyboard; filtered by the search; an account
 * without statistics said as such; new days taken in when main says they came.
 */
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { CATALOGS } from '../../src/shared/i18n/every-language'
import { formatCount } from '../../src/shared/sync-words'
import { expect as see } from './expect'
import { account, CLIENT_ID, seed, websites, WORK_ID } from './fixtures'
import type { FakeControl } from './fake-bridge'
import { startHarness, type Harness } from './harness'
import { overviewDays, overviewState } from './overview-fixtures'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const SITES = websites(12)
const sum = (values: readonly number[]): number => values.reduce((total, value) => total + value, 0)

function twoAccounts() {
  return seed({
    accounts: [account(WORK_ID, 'Work'), account(CLIENT_ID, 'Client sites', { variant: 'A' })],
    websites: { [WORK_ID]: SITES, [CLIENT_ID]: websites(3, 500) },
    overview: overviewState([
      { accountId: WORK_ID, sites: SITES, unread: ['12'], oldMs: { '5': 2 * 60 * 60_000 } },
      { accountId: CLIENT_ID, sites: [], available: false },
    ]),
  })
}

describe('the overview', () => {
  it('opens from the header, reads for the period chosen, and shows each website, its total and how far main got', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    // A computer 14 hours ahead of UTC: most of the day, its date is not the service's.
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setTimezoneOverride', { timezoneId: 'Pacific/Kiritimati' })
    onTestFinished(() => cdp.send('Emulation.setTimezoneOverride', { timezoneId: '' }).then(() => cdp.detach()))
    await page.getByRole('button', { name: 'Overview' }).click()
    await page.getByRole('heading', { name: 'Overview' }).waitFor()
    expect((await window.calls('stats:openOverview')).map((call) => call.request)).toEqual([{ period: '7d' }])
    await see(page.getByText('Websites read: 11 of 12')).toBeVisible()
    await see(page.getByText('No statistics on this service')).toBeVisible()
    // The service's days, taken as UTC's whatever the computer's time zone: said, with the day it ends on.
    // 7 days: complete days, the last of them yesterday.
    const lastDay = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
      Date.now() - 86_400_000,
    )
    await see(page.getByText(`Days as the service counts them (UTC), up to ${lastDay}.`, { exact: true })).toBeVisible()

    const acme = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /acme\.com/ }) })
    const days = overviewDays('1')
    await see(acme.getByRole('cell').first()).toContainText(formatCount(sum(days.visitors.slice(-8, -1))))
    const unread = page.getByRole('row').filter({ hasText: 'not read yet' })
    await see(unread).toHaveCount(1)
    const old = page.getByRole('row').filter({ hasText: /Not current: read 2 hr. ago/ })
    await see(old).toHaveCount(1)

    const expected = sum(SITES.slice(0, 11).map((site) => sum(overviewDays(site.id).visitors.slice(-8, -1))))
    const total = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Total/ }) })
    await see(total.getByRole('cell').first()).toContainText(formatCount(expected))
    await see(total.getByText('sum of 11 of 12 websites')).toBeVisible()
    // What the period is compared with, in words: the last complete days, not a week ending in a partial today.
    await see(page.getByText('The last 7 complete days vs the 7 days before', { exact: true })).toBeVisible()

    await page.getByRole('button', { name: '30 days' }).click()
    await see(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true')
    expect((await window.calls('stats:openOverview')).map((call) => call.request)).toEqual([
      { period: '7d' },
      { period: '30d' },
    ])
    await see(acme.getByRole('cell').first()).toContainText(formatCount(sum(days.visitors.slice(-31, -1))))
  })

  it('sorts by a column with a click or the keyboard, and filters by the search', async () => {
    const { page } = await harness.open(twoAccounts())
    await page.getByRole('button', { name: 'Overview' }).click()
    const domains = async (): Promise<string[]> => page.locator('tbody th bdi').allTextContents()

    const byVisitors = SITES.slice(0, 11)
      .map((site) => ({ domain: site.displayDomain, count: sum(overviewDays(site.id).visitors.slice(-8, -1)) }))
      .sort((a, b) => b.count - a.count)
      .map((entry) => entry.domain)
    // Visitors, most first, is where it starts; a never-read website goes last.
    await see(page.getByRole('columnheader', { name: 'Sort by Visitors' })).toHaveAttribute('aria-sort', 'descending')
    expect((await domains()).slice(0, 11)).toEqual(byVisitors)

    await page.getByRole('button', { name: 'Sort by Visitors' }).click()
    await see(page.getByRole('columnheader', { name: 'Sort by Visitors' })).toHaveAttribute('aria-sort', 'ascending')
    expect((await domains()).slice(0, 11)).toEqual([...byVisitors].reverse())

    await page.getByRole('button', { name: 'Sort by Website' }).focus()
    await page.keyboard.press('Enter')
    await see(page.getByRole('columnheader', { name: 'Sort by Website' })).toHaveAttribute('aria-sort', 'ascending')
    const names = await domains()
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))

    await page.getByLabel('Search websites').fill('ACME')
    expect(await domains()).toEqual(['acme.com'])
    await page.getByLabel('Search websites').fill('zzz')
    await see(page.getByText('No website matches “zzz”.')).toBeVisible()
  })

  it('compares today so far with yesterday until the time it was read, and says so, in words for screen readers too', async () => {
    const seeded = twoAccounts()
    // One website's yesterday hours are not read yet: it shows today's number without a change.
    const work = seeded.overview!.accounts[0]!
    const notYet = work.websites.find((website) => website.id === '2')!
    notYet.series = { ...notYet.series!, yesterday: null }
    const { page } = await harness.open(seeded)
    await page.getByRole('button', { name: 'Overview' }).click()
    await page.getByRole('button', { name: 'Today' }).click()
    await see(page.getByText(/^Today so far vs yesterday until \d{1,2}:\d{2}/)).toBeVisible()

    const row = (domain: RegExp) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: domain }) })
    const acme = row(/acme\.com/)
    const days = overviewDays('1')
    await see(acme.getByRole('cell').first()).toContainText(formatCount(days.visitors.at(-1)!))
    // A change is said in words to a screen reader; where there is nothing fair to compare with, that is said.
    expect(await acme.getByRole('cell').nth(1).locator('.visually-hidden').textContent()).toMatch(
      /^(up|down) |^unchanged$|^new/,
    )
    const second = row(new RegExp(SITES[1]!.displayDomain.replace(/\./g, '\\.')))
    await see(second.getByRole('cell').nth(1)).toContainText('–')
    await see(second.getByText('not compared yet')).toHaveCount(2)
    const total = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: /^Total/ }) })
    await see(total.getByText('change from 10 of 11 websites')).toBeVisible()

    await page.getByRole('button', { name: '30 days' }).click()
    await see(page.getByText('The last 30 complete days vs the 30 days before', { exact: true })).toBeVisible()
  })

  it('opens at the period main last had (the one the tray sums), not a default of its own', async () => {
    const seeded = twoAccounts()
    seeded.overview = { ...seeded.overview!, period: '30d' }
    const window = await harness.open(seeded)
    const { page } = window
    await page.getByRole('button', { name: 'Overview' }).click()
    await see(page.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true')
    expect((await window.calls('stats:openOverview')).map((call) => call.request)).toEqual([{ period: '30d' }])
  })

  it("says why an account's days are not read: its key, as the status line says it, a click away from the key", async () => {
    const seeded = twoAccounts()
    seeded.accounts[0] = account(WORK_ID, 'Work', { keyState: 'refused' })
    const { page } = await harness.open(seeded)
    await page.getByRole('button', { name: 'Overview' }).click()
    const problem = page.getByRole('button', { name: `Work: ${CATALOGS.en.common.keyProblem.refused}`, exact: true })
    const box = (await problem.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await see(page.getByLabel('API key', { exact: true })).toBeVisible()
  })

  it('takes in new days when main says they came', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    await page.getByRole('button', { name: 'Overview' }).click()
    await see(page.getByText('Websites read: 11 of 12')).toBeVisible()
    const done = overviewState([
      { accountId: WORK_ID, sites: SITES },
      { accountId: CLIENT_ID, sites: [], available: false },
    ])
    await page.evaluate((overview) => {
      ;(globalThis as unknown as { __fake: FakeControl }).__fake.setOverview(overview)
    }, done)
    await see(page.getByText('Websites read: 12 of 12')).toBeVisible()
    await see(page.getByRole('row').filter({ hasText: 'not read yet' })).toHaveCount(0)
  })
})
