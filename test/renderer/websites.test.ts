/**
 * The websites list: every website reached by scrolling while only the rows in view are drawn,
 * windows of rows asked of main, search and favorites at once, the order (main's remembered one,
 * then the user's), the keys, the row the user is on kept when the list changes underneath, fresh
 * answers only on real changes, and the sync line.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { SiteTrayBridge } from '../../src/shared/ipc-interfaces'
import type { Website } from '../../src/shared/website'
import { expect as see } from './expect'
import { account, CLIENT_ID, seed, websites, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const WORK_SITES = websites(140)
const twoAccounts = (overrides: Parameters<typeof seed>[0] = {}) =>
  seed({
    accounts: [account(WORK_ID, 'Work'), account(CLIENT_ID, 'Client sites', { variant: 'A' })],
    websites: { [WORK_ID]: WORK_SITES, [CLIENT_ID]: websites(3, 500) },
    ...overrides,
  })

const byDomain = (sites: Website[]): string[] => sites.map((site) => site.domain).sort()

/** The element with the keyboard focus: its accessible name. */
function focusedName(page: Page): Promise<string | null> {
  return page.evaluate(
    'document.activeElement?.getAttribute("aria-label") ?? document.activeElement?.textContent?.trim() ?? null',
  )
}

/** How far from the top of the window a row's website button is drawn. */
function rowTop(page: Page, domain: string): Promise<number> {
  return page.evaluate(`document.querySelector('[data-row-open][aria-label="${domain}"]').getBoundingClientRect().top`)
}

describe('websites', () => {
  it('reaches every website by scrolling, drawing only the rows in view and asking main for windows of rows', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    const list = page.getByRole('list', { name: 'Websites' })
    await see(page.getByText('140 websites')).toBeVisible()
    expect(await window.waitForCall('websites:listWindow')).toEqual({ accountId: WORK_ID, offset: 0, limit: 100 })
    // Drawn: what the window shows and a few more, each row telling its place in the whole list.
    expect(await list.getByRole('listitem').count()).toBeLessThan(40)
    await see(list.getByRole('listitem').first()).toHaveAttribute('aria-setsize', '140')
    await see(list.getByRole('listitem').first()).toHaveAttribute('aria-posinset', '1')

    const box = (await list.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, 300)
    const last = byDomain(WORK_SITES).at(-1)!
    for (let turn = 0; turn < 30 && !(await page.getByRole('button', { name: last, exact: true }).isVisible()); turn++)
      await page.mouse.wheel(0, 600)
    await see(page.getByRole('button', { name: last, exact: true })).toBeVisible()
    // The rows past the first hundred came as a window of their own.
    expect((await window.calls('websites:listWindow')).map((call) => call.request)).toContainEqual({
      accountId: WORK_ID,
      offset: 100,
      limit: 100,
      order: 'domain-asc',
    })
    await window.close()
  })

  it('searches and filters at once, with the count of matches, and Escape clears the search first', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    const rows = page.getByRole('list', { name: 'Websites' }).getByRole('listitem')
    await see(page.getByText('140 websites')).toBeVisible()

    await page.getByLabel('Search websites').fill('bakery')
    await see(rows).toHaveCount(7)
    await see(page.getByText('7 matches')).toBeVisible()
    await page.getByRole('button', { name: 'Favorites only' }).click()
    await see(page.getByRole('button', { name: 'Favorites only' })).toHaveAttribute('aria-pressed', 'true')
    const calls = await window.calls('websites:listWindow')
    expect(calls.at(-1)?.request).toEqual({
      accountId: WORK_ID,
      offset: 0,
      limit: 100,
      order: 'domain-asc',
      search: 'bakery',
      favorite: true,
    })

    await page.getByLabel('Search websites').press('Escape')
    await see(page.getByLabel('Search websites')).toHaveValue('')
    expect(await window.calls('app:hideWindow')).toEqual([])
    await page.getByLabel('Search websites').press('Escape')
    await window.waitForCall('app:hideWindow')
    expect(await window.violations()).toEqual([])
    await window.close()
  })

  it('opens in the order main remembers for the account and lists in the order the user picks', async () => {
    const window = await harness.open(twoAccounts({ listOrders: { [WORK_ID]: 'newest' } }))
    const { page } = window
    const sort = page.getByLabel('Sort')
    const firstRow = page.locator('[data-row-open]').first()
    await see(sort).toHaveValue('newest')
    await see(firstRow).toHaveAttribute('aria-label', WORK_SITES.at(-1)!.domain)

    await sort.selectOption('domain-desc')
    await see(firstRow).toHaveAttribute('aria-label', byDomain(WORK_SITES).at(-1)!)
    expect((await window.calls('websites:listWindow')).at(-1)?.request).toEqual({
      accountId: WORK_ID,
      offset: 0,
      limit: 100,
      order: 'domain-desc',
    })
    await sort.selectOption('oldest')
    await see(firstRow).toHaveAttribute('aria-label', WORK_SITES[0]!.domain)
    await window.close()
  })

  it('goes by keyboard: / to the search, ↓ into the list, End, Home, ↑ back out, Enter opens, and back the row has the focus', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    const sorted = byDomain(WORK_SITES)
    const search = page.getByLabel('Search websites')
    // Opened, the search has the focus.
    await see(search).toBeFocused()
    await page.getByRole('button', { name: 'Favorites only' }).focus()
    await page.keyboard.press('/')
    await see(search).toBeFocused()
    await see(search).toHaveValue('')

    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focusedName(page)).toBe(sorted[0])
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focusedName(page)).toBe(sorted[1])
    // Both controls of the row are on the way of Tab, each with a ring the eye can find.
    const ring = (): Promise<string> => page.evaluate('getComputedStyle(document.activeElement).outlineStyle')
    expect(await ring()).not.toBe('none')
    await page.keyboard.press('Shift+Tab')
    await expect.poll(() => focusedName(page)).toBe(`Favorite ${sorted[1]}`)
    expect(await ring()).not.toBe('none')
    await page.keyboard.press('Tab')
    await expect.poll(() => focusedName(page)).toBe(sorted[1])
    await page.keyboard.press('End')
    await expect.poll(() => focusedName(page)).toBe(sorted.at(-1))
    await see(page.getByRole('button', { name: sorted.at(-1)!, exact: true })).toBeVisible()
    await page.keyboard.press('PageUp')
    await expect.poll(async () => sorted.indexOf((await focusedName(page)) ?? '')).toBeLessThan(139)
    await page.keyboard.press('Home')
    await expect.poll(() => focusedName(page)).toBe(sorted[0])
    await page.keyboard.press('ArrowUp')
    await see(search).toBeFocused()

    // Into the list again, a few rows down, and open one with Enter.
    await page.keyboard.press('ArrowDown')
    for (let step = 0; step < 20; step++) await page.keyboard.press('ArrowDown')
    await expect.poll(() => focusedName(page)).toBe(sorted[20])
    await page.keyboard.press('Enter')
    await see(page.getByRole('heading', { name: sorted[20]! })).toBeVisible()
    await page.getByRole('button', { name: 'Back' }).click()
    await expect.poll(() => focusedName(page)).toBe(sorted[20])
    await see(page.getByRole('button', { name: sorted[20]!, exact: true })).toBeVisible()

    // Ctrl+N, from anywhere in the list: a new website.
    await page.keyboard.press('Control+n')
    await see(page.getByRole('heading', { name: 'New website' })).toBeVisible()
    await window.close()
  })

  it('keeps the row the user is on, and the websites in view, when a website is added above them', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    const sorted = byDomain(WORK_SITES)
    await see(page.getByText('140 websites')).toBeVisible()
    await page.getByLabel('Search websites').press('ArrowDown')
    for (let step = 0; step < 3; step++) await page.keyboard.press('PageDown')
    const on = (await focusedName(page))!
    expect(sorted.indexOf(on)).toBeGreaterThan(20)
    const top = await rowTop(page, on)

    // Another device adds a website that comes first: every row moves one down in the list.
    const created = await page.evaluate(
      (accountId) =>
        (globalThis as unknown as { sitetray: SiteTrayBridge }).sitetray.websites.create({
          accountId,
          input: { domain: 'aaa-first.example' },
        }),
      WORK_ID,
    )
    expect(created.ok).toBe(true)
    await see(page.getByText('141 websites')).toBeVisible()
    await see(page.locator(`li:has([data-row-open][aria-label="${on}"])`)).toHaveAttribute(
      'aria-posinset',
      String(sorted.indexOf(on) + 2),
    )
    expect(await focusedName(page)).toBe(on)
    expect(await rowTop(page, on)).toBe(top)

    await page.keyboard.press('Home')
    await expect.poll(() => focusedName(page)).toBe('aaa-first.example')
    await window.close()
  })

  it("stars a website at once and asks only for the shown account's websites when they changed", async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    const plain = WORK_SITES.filter((site) => !site.favorite).sort((a, b) => (a.domain < b.domain ? -1 : 1))[0]!
    const star = page.getByRole('button', { name: `Favorite ${plain.domain}` })
    await see(star).toHaveAttribute('aria-pressed', 'false')
    await star.click()
    await see(star).toHaveAttribute('aria-pressed', 'true')
    expect(await window.waitForCall('websites:favorite')).toEqual({
      accountId: WORK_ID,
      websiteId: plain.id,
      favorite: true,
    })

    // The fake's own websites-changed for the favorite has been answered; count from here.
    await window.waitForCall('websites:listWindow', 2)
    const before = (await window.calls('websites:listWindow')).length
    await window.emit('websites-changed', { accountId: CLIENT_ID })
    await window.emit('websites-changed', { accountId: WORK_ID })
    await window.waitForCall('websites:listWindow', before + 1)
    const after = await window.calls('websites:listWindow')
    expect(after).toHaveLength(before + 1)
    expect(after.at(-1)?.request).toMatchObject({ accountId: WORK_ID })

    // The other account: its own websites, in its own order (main remembers one per account).
    await page.getByLabel('Switch account').selectOption({ label: 'Client sites' })
    await see(page.getByRole('list', { name: 'Websites' }).getByRole('listitem')).toHaveCount(3)
    expect((await window.calls('websites:listWindow')).at(-1)?.request).toEqual({
      accountId: CLIENT_ID,
      offset: 0,
      limit: 100,
    })
    await window.close()
  })

  it("says when the list comes from an incomplete mirror, and speaks the tray's language about sync", async () => {
    const window = await harness.open(seed({ incomplete: [WORK_ID] }))
    const { page } = window
    await see(page.getByText('the list is not complete yet', { exact: false })).toBeVisible()
    const line = page.getByRole('status').filter({ hasText: /Synced|Syncing/ })
    await see(line).toContainText('Synced 2 min. ago')

    const syncing = {
      kind: 'sweeping' as const,
      websitesDone: 1200,
      websitesTotal: 6000,
      pagesDone: 12,
      pagesTotal: 60,
    }
    await window.emit('sync-status', {
      status: {
        accountId: WORK_ID,
        connection: 'online',
        activities: [syncing],
        lastSweepAt: null,
        pendingEdits: 0,
        waitingWebsiteIds: [],
        conflicts: 0,
        lastError: null,
      },
    })
    await see(line).toContainText('Syncing 1,200 of 6,000')

    await page.getByRole('button', { name: 'Refresh' }).click()
    expect(await window.waitForCall('sync:refresh')).toEqual({ accountId: WORK_ID })
    await window.close()
  })
})
