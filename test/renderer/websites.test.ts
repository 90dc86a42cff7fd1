/** The websites list: pages of 100, search, favorites, fresh answers only on real changes, the sync line. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import { account, CLIENT_ID, seed, websites, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const twoAccounts = () =>
  seed({
    accounts: [account(WORK_ID, 'Work'), account(CLIENT_ID, 'Client sites', { variant: 'A' })],
    websites: { [WORK_ID]: websites(140), [CLIENT_ID]: websites(3, 500) },
  })

describe('websites', () => {
  it('shows 100 at a time, loads more, searches and filters favorites on the service\'s terms', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    const rows = page.getByRole('list', { name: 'Websites' }).getByRole('listitem')
    await see(page.getByText('100 of 140 websites')).toBeVisible()
    await see(rows).toHaveCount(100)

    await page.getByRole('button', { name: 'Load more' }).click()
    await see(rows).toHaveCount(140)
    await see(page.getByRole('button', { name: 'Load more' })).toBeHidden()
    expect(await window.waitForCall('websites:query', 2)).toEqual({ accountId: WORK_ID, query: { perPage: 100, page: 2, sort: 'asc', sortBy: 'domain' } })

    await page.getByLabel('Search websites').fill('bakery')
    await see(rows).toHaveCount(7)
    await page.getByRole('button', { name: 'Favorites only' }).click()
    await see(page.getByRole('button', { name: 'Favorites only' })).toHaveAttribute('aria-pressed', 'true')
    const calls = await window.calls('websites:query')
    expect(calls.at(-1)?.request).toEqual({ accountId: WORK_ID, query: { perPage: 100, page: 1, sort: 'asc', sortBy: 'domain', search: 'bakery', favorite: true } })

    // Escape clears the search first; only then does it hide the window.
    await page.getByLabel('Search websites').press('Escape')
    await see(page.getByLabel('Search websites')).toHaveValue('')
    expect(await window.calls('app:hideWindow')).toEqual([])
    await page.getByLabel('Search websites').press('Escape')
    await window.waitForCall('app:hideWindow')
    expect(await window.violations()).toEqual([])
    await window.close()
  })

  it('stars a website at once and asks only for the shown account\'s websites when they changed', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    const star = page.getByRole('button', { name: 'Favorite bakery.org' })
    await see(star).toHaveAttribute('aria-pressed', 'false')
    await star.click()
    await see(star).toHaveAttribute('aria-pressed', 'true')
    expect(await window.waitForCall('websites:favorite')).toEqual({ accountId: WORK_ID, websiteId: '2', favorite: true })

    // The fake's own websites-changed for the favorite has been answered; count from here.
    await window.waitForCall('websites:query', 2)
    const before = (await window.calls('websites:query')).length
    await window.emit('websites-changed', { accountId: CLIENT_ID })
    await window.emit('websites-changed', { accountId: WORK_ID })
    await window.waitForCall('websites:query', before + 1)
    const after = await window.calls('websites:query')
    expect(after).toHaveLength(before + 1)
    expect(after.at(-1)?.request).toMatchObject({ accountId: WORK_ID })

    // The other account, variant A: no sort_by, its own websites.
    await page.getByLabel('Switch account').selectOption({ label: 'Client sites' })
    await see(page.getByRole('list', { name: 'Websites' }).getByRole('listitem')).toHaveCount(3)
    expect((await window.calls('websites:query')).at(-1)?.request).toEqual({ accountId: CLIENT_ID, query: { perPage: 100, page: 1, sort: 'asc' } })
    await window.close()
  })

  it('says when the list comes from an incomplete mirror, and speaks the tray\'s language about sync', async () => {
    const window = await harness.open(seed({ incomplete: [WORK_ID] }))
    const { page } = window
    await see(page.getByText('the list is not complete yet', { exact: false })).toBeVisible()
    const line = page.getByRole('status').filter({ hasText: /Synced|Syncing/ })
    await see(line).toContainText('Synced 2 min ago')

    const syncing = { kind: 'sweeping' as const, websitesDone: 1200, websitesTotal: 6000, pagesDone: 12, pagesTotal: 60 }
    await window.emit('sync-status', {
      status: { accountId: WORK_ID, connection: 'online', activities: [syncing], lastSweepAt: null, pendingEdits: 0, waitingWebsiteIds: [], conflicts: 0, lastError: null },
    })
    await see(line).toContainText('Syncing 1,200 of 6,000')

    await page.getByRole('button', { name: 'Refresh' }).click()
    expect(await window.waitForCall('sync:refresh')).toEqual({ accountId: WORK_ID })
    await window.close()
  })
})
