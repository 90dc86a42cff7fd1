/**
 * What looking at the overview found, held: a favorite's name lines up with the others' (the star keeps its own
 * place), the two change columns say which figure they belong to, and the websites sort by address in the
 * language's order on their Unicode form.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import { seed, visitorsOverview, websites, WORK_ID } from './fixtures'
import { statistics } from './statistics-fixtures'
import { startHarness, type Harness } from './harness'
import { overviewState } from './overview-fixtures'
import { showLanguageIn } from './views'
import { sortRows } from '../../src/shared/overview/sort'
import type { OverviewRow } from '../../src/shared/overview'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const SITES = websites(6)

describe("the overview's looks", () => {
  it("lines a favorite's name up with the others', and names each change column by its figure", async () => {
    const window = await harness.open(
      seed({ websites: { [WORK_ID]: SITES }, overview: overviewState([{ accountId: WORK_ID, sites: SITES }]) }),
    )
    const { page } = window
    await page.getByRole('button', { name: 'Overview' }).click()
    const favorite = SITES.find((site) => site.favorite)!
    const plain = SITES.find((site) => !site.favorite)!
    const nameOf = (domain: string) =>
      page.getByRole('rowheader', { name: new RegExp(domain.replace('.', '\\.')) }).locator('bdi')
    await see(nameOf(favorite.displayDomain)).toBeVisible()
    const [starred, unstarred] = await Promise.all([
      nameOf(favorite.displayDomain).boundingBox(),
      nameOf(plain.displayDomain).boundingBox(),
    ])
    expect(starred!.x).toBeCloseTo(unstarred!.x, 0)

    // No row is old yet: no legend for a mark nobody sees.
    await see(page.locator('[data-overview-legend]')).toHaveCount(0)
    await see(page.getByRole('columnheader', { name: 'Sort by Change in visitors' })).toBeVisible()
    await see(page.getByRole('columnheader', { name: 'Sort by Change in pageviews' })).toBeVisible()
    await window.close()
  })

  it("opens a website's statistics from its row", async () => {
    const window = await harness.open(
      seed({
        websites: { [WORK_ID]: SITES },
        visitors: { [WORK_ID]: { ...visitorsOverview(WORK_ID, SITES), available: true } },
        statistics: { [`${WORK_ID}/1`]: statistics({ accountId: WORK_ID, websiteId: '1' }) },
        overview: overviewState([{ accountId: WORK_ID, sites: SITES }]),
      }),
    )
    const { page } = window
    await page.getByRole('button', { name: 'Overview' }).click()
    await page
      .getByRole('rowheader', { name: /acme\.com/ })
      .getByRole('button', { name: 'acme.com' })
      .click()
    await see(page.getByRole('tab', { name: 'Statistics' })).toHaveAttribute('aria-selected', 'true')
    expect(await window.waitForCall('statistics:summary')).toMatchObject({ accountId: WORK_ID, websiteId: '1' })
    await window.close()
  })

  it('says what the clock mark on an old number means', async () => {
    const window = await harness.open(
      seed({
        websites: { [WORK_ID]: SITES },
        overview: overviewState([{ accountId: WORK_ID, sites: SITES, oldMs: { '2': 2 * 60 * 60_000 } }]),
      }),
    )
    const { page } = window
    await page.getByRole('button', { name: 'Overview' }).click()
    await see(page.locator('[data-overview-legend]')).toHaveText(
      'Not current: read a while ago, shown until it is read again',
    )
    await window.close()
  })

  it('fits a total that sums fewer websites than there are on one line', async () => {
    const shot = seed({
      websites: { [WORK_ID]: SITES },
      overview: overviewState([{ accountId: WORK_ID, sites: SITES, unread: ['6'] }]),
    })
    const window = await harness.open(shot)
    const { page } = window
    await page.getByRole('button', { name: 'Overview' }).click()
    const partial = page.locator('tfoot .partial').first()
    await see(partial).toHaveText('sum of 5 of 6 websites')
    const lines = () =>
      partial.evaluate((element) => {
        const style = (globalThis as unknown as { getComputedStyle(of: unknown): { fontSize: string } })
          .getComputedStyle
        const lineHeight = parseFloat(style(element).fontSize) * 1.5
        return Math.ceil(element.getBoundingClientRect().height / lineHeight)
      })
    expect(await lines()).toBe(1)
    // German's words are the longest.
    await showLanguageIn(window, shot, 'de')
    await see(partial).toHaveText('Summe aus 5 von 6 Websites')
    expect(await lines()).toBe(1)
    await window.close()
  })

  it('sorts by address in the language’s order on the Unicode form', () => {
    const row = (domain: string): OverviewRow => ({
      accountId: WORK_ID,
      websiteId: domain,
      domain,
      favorite: false,
      figures: null,
      readAt: null,
      stale: false,
    })
    const rows = ['trailrunners.org', 'bücher.de', 'zebra.net', 'apfel.de', 'Bank.com'].map(row)
    expect(sortRows(rows, { column: 'website', direction: 'asc' }).map((each) => each.domain)).toEqual([
      'apfel.de',
      'Bank.com',
      'bücher.de',
      'trailrunners.org',
      'zebra.net',
    ])
  })
})
