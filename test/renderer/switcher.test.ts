/**
 * The quick switcher, with the keyboard only: Ctrl+K opens it over any view (main's global
 * shortcut too), typing ranks every website of every account — a match at the start first, the
 * account named —, ↓ moves, Enter opens the editor, Ctrl+Enter stars, Escape closes and gives the
 * focus back. Read out as a combobox with a list of options.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import { account, CLIENT_ID, seed, website, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const twoAccounts = () =>
  seed({
    accounts: [account(WORK_ID, 'Work'), account(CLIENT_ID, 'Client sites')],
    websites: {
      [WORK_ID]: [
        website('1', 'myshop.com'),
        website('2', 'blog.example'),
        website('3', 'shop-tools.dev', { favorite: true }),
      ],
      [CLIENT_ID]: [website('7', 'shop.client.example'), website('8', 'news.client.example')],
    },
  })

const options = (page: Page): Promise<string[]> =>
  page
    .getByRole('listbox', { name: 'Websites' })
    .getByRole('option')
    .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label') ?? ''))

describe('the quick switcher', () => {
  it('finds a website of any account as it is typed and opens its editor with Enter', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    await see(page.getByText('3 websites')).toBeVisible()
    await page.keyboard.press('Control+k')
    const dialog = page.getByRole('dialog', { name: 'Go to a website' })
    await see(dialog).toBeVisible()
    const box = dialog.getByRole('combobox', { name: 'Go to a website' })
    await see(box).toBeFocused()

    await page.keyboard.type('shop')
    // Starting with it before holding it; the favorite first among those; each with its account.
    await expect
      .poll(() => options(page))
      .toEqual(['shop-tools.dev, Work, favorite', 'shop.client.example, Client sites', 'myshop.com, Work'])
    await see(dialog.getByRole('option', { name: 'shop-tools.dev, Work, favorite' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await page.keyboard.press('ArrowDown')
    const second = dialog.getByRole('option', { name: 'shop.client.example, Client sites' })
    await see(second).toHaveAttribute('aria-selected', 'true')
    await see(box).toHaveAttribute('aria-activedescendant', (await second.getAttribute('id'))!)

    await page.keyboard.press('Enter')
    await see(dialog).toBeHidden()
    await see(page.getByRole('heading', { name: 'shop.client.example' })).toBeVisible()
    await expect
      .poll(() => page.evaluate(() => (globalThis as unknown as { __fake: { opened: string[] } }).__fake.opened))
      .toEqual([`${CLIENT_ID} 7`])
    await window.close()
  })

  it('stars with Ctrl+Enter without leaving, and Escape closes it with the focus back where it was', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    await see(page.getByRole('searchbox', { name: 'Search websites' })).toBeFocused()
    await page.keyboard.press('Control+k')
    await page.keyboard.type('blog')
    await page.keyboard.press('Control+Enter')
    expect(await window.waitForCall('websites:favorite')).toEqual({
      accountId: WORK_ID,
      websiteId: '2',
      favorite: true,
    })
    await see(page.getByRole('option', { name: 'blog.example, Work, favorite' })).toBeVisible()
    await page.keyboard.press('Escape')
    await see(page.getByRole('dialog', { name: 'Go to a website' })).toBeHidden()
    await see(page.getByRole('searchbox', { name: 'Search websites' })).toBeFocused()
    // The window is still there: Escape closed the switcher only.
    expect(await page.evaluate(() => (globalThis as unknown as { __fake: { hidden: number } }).__fake.hidden)).toBe(0)
    await window.close()
  })

  it('opens when main asks (the global shortcut), and says when nothing matches', async () => {
    const window = await harness.open(twoAccounts())
    const { page } = window
    await see(page.getByText('3 websites')).toBeVisible()
    await page.evaluate(() =>
      (globalThis as unknown as { __fake: { emit(event: string, payload: unknown): void } }).__fake.emit('navigate', {
        view: 'switcher',
      }),
    )
    await see(page.getByRole('combobox', { name: 'Go to a website' })).toBeFocused()
    await page.keyboard.type('zzz')
    await see(page.getByText('No website matches “zzz”.')).toBeVisible()
    await window.close()
  })
})
