/**
 * The list at 100,000 websites, as a person uses it, with real input only (page.mouse,
 * page.keyboard): the last website reached with the wheel and opened; a search that narrows as
 * it is typed and comes back when it is erased; the row the user is on, and the websites in front
 * of them, kept when a sync moves rows; every order listing in its order and remembered across a
 * restart; the search focused when the window opens, the edited row when the user comes back to
 * the list. The account's mirror is written on disk before the app starts (large-account.ts).
 */
import { domainToASCII } from 'node:url'
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ListOrder } from '../../src/shared/list-query'
import type { Website } from '../../src/shared/website'
import type { StandinApp } from '../standin/launch'
import { largeAccount, type LargeAccount } from './large-account'
import { openFromTray, showSettings, useApp } from './support'

const WEBSITES = 100_000
const { launch } = useApp()
let large: LargeAccount

beforeAll(async () => {
  large = await largeAccount(WEBSITES)
}, 60_000)
afterAll(() => large?.dispose())

const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0)
const byId = (a: Website, b: Website): number => a.id.length - b.id.length || compareText(a.id, b.id)

/** The domains in an order, as the list must show them (recent edits aside). */
function inOrder(websites: readonly Website[], order: Exclude<ListOrder, 'recently-edited'>): string[] {
  const sorted = order.startsWith('domain')
    ? [...websites].sort((a, b) => compareText(a.domain.toLowerCase(), b.domain.toLowerCase()) || byId(a, b))
    : [...websites].sort(byId)
  if (order === 'domain-desc' || order === 'newest') sorted.reverse()
  return sorted.map((website) => website.domain)
}

async function openWindow(app: StandinApp): Promise<Page> {
  await app.waitForTray()
  openFromTray(app)
  const { page } = await app.waitForLoadedWindow()
  await page.getByText('100,000 websites').waitFor()
  return page
}

async function start(userData = large.dataFolder()): Promise<{ app: StandinApp; page: Page; userData: string }> {
  const app = await launch({ argv: ['--hidden'], userData })
  return { app, page: await openWindow(app), userData }
}

/**
 * A domain as the server stores it, whichever form a row shows (internationalized ones may be shown in their letters).
 */
const stored = (shown: string): string => domainToASCII(shown) || shown

/** The domains (as stored) of the rows a person can see now: each row is what is drawn at its own centre. */
async function visibleDomains(page: Page): Promise<string[]> {
  return (await visibleLabels(page)).map(stored)
}

function visibleLabels(page: Page): Promise<string[]> {
  return page.evaluate(`[...document.querySelectorAll('[data-row-open]')]
    .filter((row) => {
      const box = row.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return hit !== null && row.contains(hit)
    })
    .sort((a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top)
    .map((row) => row.getAttribute('aria-label') ?? '')`)
}

function focusedName(page: Page): Promise<string | null> {
  return page.evaluate('document.activeElement?.getAttribute("aria-label") ?? null')
}

function searchFocused(page: Page): Promise<boolean> {
  return page.evaluate('document.activeElement?.getAttribute("aria-label") === "Search websites"')
}

function rowTop(page: Page, domain: string): Promise<number> {
  return page.evaluate(`document.querySelector('[data-row-open][aria-label="${domain}"]').getBoundingClientRect().top`)
}

describe('the websites list at 100,000 websites', () => {
  it('reaches the last website with the wheel and opens it; the search has the focus when the window opens', async () => {
    const { page } = await start()
    expect(await searchFocused(page)).toBe(true)
    const last = inOrder(large.websites, 'domain-asc').at(-1)!

    // One long flick of the wheel (headless Chromium draws no scrollbar to drag): the list is as
    // tall as all its rows, so the wheel goes all the way to the last one.
    const box = (await page.getByRole('list', { name: 'Websites' }).boundingBox())!
    await page.mouse.move(box.x + box.width / 2, 300)
    await page.mouse.wheel(0, box.height)
    await expect.poll(() => visibleDomains(page)).toContain(last)
    // And back up a little, with the wheel again: the rows above are there too.
    await page.mouse.wheel(0, -200)
    await expect
      .poll(async () => (await visibleDomains(page)).includes(inOrder(large.websites, 'domain-asc').at(-15)!))
      .toBe(true)
    await page.mouse.wheel(0, 400)
    await expect.poll(() => visibleDomains(page)).toContain(last)

    const row = page.locator(`li[aria-posinset="${WEBSITES}"] [data-row-open]`)
    const shown = (await row.getAttribute('aria-label'))!
    expect(stored(shown)).toBe(last)
    const target = (await row.boundingBox())!
    await page.mouse.click(target.x + target.width / 2, target.y + target.height / 2)
    await page.getByRole('heading', { name: shown }).waitFor()
  })

  it('narrows as a search is typed, and comes back when it is erased', async () => {
    const { page } = await start()
    const needle = 'shop-777'
    const matching = inOrder(large.websites, 'domain-asc').filter((domain) => domain.includes(needle))
    expect(matching.length).toBeGreaterThan(1)

    await page.keyboard.type(needle)
    await page.getByText(`${matching.length} matches`).waitFor()
    await expect.poll(() => visibleDomains(page)).toEqual(matching.slice(0, (await visibleDomains(page)).length))
    expect(await visibleDomains(page)).toContain(matching[0])

    for (let typed = needle.length; typed > 0; typed--) await page.keyboard.press('Backspace')
    await page.getByText('100,000 websites').waitFor()
    await expect.poll(async () => (await visibleDomains(page))[0]).toBe(inOrder(large.websites, 'domain-asc')[0])
  })

  it('keeps the row the user is on, and the websites in view, when a sync moves a website above them', async () => {
    const { app, page } = await start()
    await page.keyboard.press('ArrowDown')
    for (let press = 0; press < 3; press++) await page.keyboard.press('PageDown')
    const on = (await focusedName(page))!
    const sorted = inOrder(large.websites, 'domain-asc')
    expect(sorted.indexOf(stored(on))).toBeGreaterThan(20)
    const inView = await visibleLabels(page)
    const top = await rowTop(page, on)

    // Another device renames the newest website so that it comes first; a refresh brings it.
    const newest = large.sandbox.control.list('B').at(-1)!
    expect(sorted.indexOf(newest.host)).toBeGreaterThan(sorted.indexOf(stored(on)))
    large.sandbox.control.update('B', newest.id, { host: '0-renamed.example.org' })
    app.tray()!.clickMenuItem(['Refresh now'])
    await expect
      .poll(() => page.locator(`li:has([data-row-open][aria-label="${on}"])`).getAttribute('aria-posinset'))
      .toBe(String(sorted.indexOf(stored(on)) + 2))

    expect(await focusedName(page)).toBe(on)
    expect(await rowTop(page, on)).toBe(top)
    expect(await visibleLabels(page)).toEqual(inView)
    await page.keyboard.press('Home')
    await expect.poll(() => focusedName(page)).toBe('0-renamed.example.org')
  })

  it('lists in every order, and opens in the last one chosen after a restart', async () => {
    const { app, page, userData } = await start()
    // A star is an edit: the website starred comes first in "recently edited".
    const starred = inOrder(large.websites, 'domain-asc')[2]!
    const star = page.getByRole('button', { name: `Favorite ${starred}` })
    const starBox = (await star.boundingBox())!
    await page.mouse.click(starBox.x + starBox.width / 2, starBox.y + starBox.height / 2)
    await expect.poll(() => star.getAttribute('aria-pressed')).toBe('true')

    // From the search, Tab reaches the sort after the two buttons; ↓ picks the next order.
    await page.getByRole('searchbox').focus()
    for (let press = 0; press < 3; press++) await page.keyboard.press('Tab')
    expect(
      await page.evaluate('document.activeElement?.id === document.querySelector("label.sort-label")?.htmlFor'),
    ).toBe(true)
    for (const order of ['domain-desc', 'newest', 'oldest'] as const) {
      await page.keyboard.press('ArrowDown')
      const expected = inOrder(large.websites, order)
      await expect.poll(async () => (await visibleDomains(page)).slice(0, 8)).toEqual(expected.slice(0, 8))
    }
    await page.keyboard.press('ArrowDown')
    const recent = [starred, ...inOrder(large.websites, 'newest').filter((domain) => domain !== starred)]
    await expect.poll(async () => (await visibleDomains(page)).slice(0, 8)).toEqual(recent.slice(0, 8))

    app.quit()
    expect(await app.exited).toEqual({ code: 0 })
    const again = await start(userData)
    expect(await again.page.getByLabel('Sort').inputValue()).toBe('recently-edited')
    await expect.poll(async () => (await visibleDomains(again.page))[0]).toBe(starred)
  })

  it('gives the focus back to the row the user saved, in view, when they come back to the list', async () => {
    const { page } = await start()
    await page.keyboard.press('ArrowDown')
    for (let press = 0; press < 15; press++) await page.keyboard.press('ArrowDown')
    const edited = (await focusedName(page))!
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: edited }).waitFor()
    await showSettings(page)

    const reports = page.getByLabel('E-mail reports')
    const reportsBox = (await reports.boundingBox())!
    await page.mouse.click(reportsBox.x + reportsBox.width / 2, reportsBox.y + reportsBox.height / 2)
    const save = (await page.getByRole('button', { name: 'Save' }).boundingBox())!
    await page.mouse.click(save.x + save.width / 2, save.y + save.height / 2)
    await page
      .getByText(/Saved|Sent/)
      .first()
      .waitFor()
    const back = (await page.getByRole('button', { name: 'Back', exact: true }).boundingBox())!
    await page.mouse.click(back.x + back.width / 2, back.y + back.height / 2)

    await expect.poll(() => focusedName(page)).toBe(edited)
    expect(await visibleLabels(page)).toContain(edited)
  })
})
